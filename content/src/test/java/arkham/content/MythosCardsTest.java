package arkham.content;

import arkham.engine.Choice;
import arkham.engine.Event;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.agent.RandomAgent;
import arkham.engine.def.Content;
import arkham.engine.def.Deck;
import arkham.engine.def.MythosDef;
import arkham.engine.def.MythosType;
import arkham.engine.flow.ArkhamEncounter;
import arkham.engine.flow.MythosStep;
import arkham.engine.flow.Step;
import arkham.engine.state.IntList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.function.Function;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/** The 67 core Mythos cards: every one resolves in play, and every Rumor can be passed and failed. */
class MythosCardsTest {
    static final Content C = ContentLoader.core();

    @Test
    void theCoreSetHas67MythosCardsEachWithText() {
        assertEquals(67, C.mythos.size());
        for (MythosDef d : C.mythos) assertFalse(d.text().isBlank(), d.name() + " has no text");
        assertEquals(6, C.mythos.stream().filter(d -> d.type() == MythosType.RUMOR).count());
        for (MythosDef d : C.mythos) {
            if (d.type() == MythosType.RUMOR) assertTrue(C.hooks.mythos(d.hook()) != null, d.name() + " has no Rumor hook");
        }
    }

    static IntStream cards() {
        return IntStream.range(0, C.mythos.size());
    }

    /**
     * The card goes on top of the Mythos deck; random answers play through that Mythos Phase and the
     * next turn (so a Rumor advances once), stopping early if the Ancient One awakens.
     */
    @ParameterizedTest
    @MethodSource("cards")
    void everyCardResolvesHeadless(int card) {
        String name = C.mythos.get(card).name();
        boolean drawn = false;
        for (long seed = 1; seed <= 4; seed++) {
            Game g = Game.create(C, Setup.random(1 + (int) (seed * 2 % 6), seed * 31 + card)).logEvents(true);
            RandomAgent agent = new RandomAgent(seed);
            while (g.phase == Game.Phase.SETUP) g.answer(g.question().player(), agent.choose(g, g.question()).id());
            prepare(g, seed);
            if (g.rumor == card || g.environment == card) MythosStep.leave(g, card);
            g.mythosDeck.remove(card);
            g.mythosDeck.add(card);
            int mythosPhases = 0;
            Game.Phase last = g.phase;
            try {
                for (int n = 0; n < 5_000 && !g.isOver() && !g.awakened && mythosPhases < 2; n++) {
                    Question q = g.question();
                    g.answer(q.player(), agent.choose(g, q).id());
                    Invariants.check(g);
                    if (last == Game.Phase.MYTHOS && g.phase != Game.Phase.MYTHOS) mythosPhases++;
                    last = g.phase;
                    for (Event e : g.drainEvents()) if (e.text().equals("Mythos: " + name + " (" + C.mythos.get(card).type().name().toLowerCase() + ")")) drawn = true;
                }
            } catch (RuntimeException | AssertionError e) {
                throw new AssertionError(name + " (seed " + seed + ") failed: " + e, e);
            }
        }
        assertTrue(drawn, name + " was never drawn");
    }

    /** Gives the headless games something for the cards to act on: trophies, Whiskey, jail, the lost. */
    private static void prepare(Game g, long seed) {
        int elderThing = C.monsterId("Elder Thing");
        for (int m = 0; m < g.monsterWhere.length; m++) {
            if (g.monsterWhere[m] == Game.CUP && C.monsterKind[m] == elderThing) {
                g.monsterWhere[m] = Game.trophy(0);
                break;
            }
        }
        give(g, 0, "Whiskey");
        if (g.players > 1) {
            if (seed % 2 == 0) arkham.engine.flow.Status.arrest(g, 1);
            else arkham.engine.flow.Status.lostInTimeAndSpace(g, 1);
        }
    }

    // ------------------------------------------------------------ helpers

    private static Game game(int players) {
        // Azathoth: no power that changes Environments or checks
        Game g = Game.create(C, new Setup(players, java.util.List.of(), "Azathoth", false, 5, Setup.Options.DEFAULT));
        g.phase = Game.Phase.MYTHOS;
        return g;
    }

    private static int card(String name) {
        for (MythosDef d : C.mythos) if (d.name().equals(name)) return d.id();
        throw new AssertionError("no Mythos card " + name);
    }

    private static void give(Game g, int p, String cardName) {
        int inst = g.takeFromDeck(C.cardId(cardName));
        if (inst >= 0) g.giveCard(p, inst);
    }

    /** Runs steps as part of a Mythos Phase, answering with the chooser until the game moves on to the next turn. */
    private static void runAnswering(Game g, Function<Question, String> chooser, Step... steps) {
        g.phase = Game.Phase.MYTHOS;
        g.begin(steps);
        for (int n = 0; n < 500 && g.question() != null && g.phase == Game.Phase.MYTHOS; n++) {
            Question q = g.question();
            g.answer(q.player(), chooser.apply(q));
        }
    }

    private static void run(Game g, Step... steps) {
        RandomAgent a = new RandomAgent(3);
        runAnswering(g, q -> a.choose(g, q).id(), steps);
    }

    /** The Rumor enters play through the Mythos step's ability stage. */
    private static Game withRumor(String name, int players) {
        Game g = game(players);
        enter(g, name);
        assertEquals(card(name), g.rumor, name + " is in play");
        return g;
    }

    /** A card drawn from the Mythos deck takes effect (its gate, Clue and movement are skipped). */
    private static void enter(Game g, String name) {
        if (g.rumor >= 0) MythosStep.leave(g, g.rumor);
        g.mythosDeck.remove(card(name));
        run(g, new MythosStep(MythosStep.Stage.ABILITY, card(name), false));
    }

    private static void endOfMythos(Game g) {
        run(g, new MythosStep(MythosStep.Stage.END, -1, false));
    }

    /** Uses a Rumor's pass ability (a street ability is called directly: the engine offers none in streets yet). */
    private static void usePass(Game g, int p, String place, String id) {
        g.moveInvestigator(p, g.board.id(place));
        Hooks.LocationAbility a = C.hooks.locationAbility(id);
        assertTrue(a.available(g, p), id + " should be available");
        run(g, new UseAbility(p, id));
    }

    record UseAbility(int player, String id) implements Step {
        @Override
        public Question run(Game g) {
            g.content.hooks.locationAbility(id).use(g, player);
            return null;
        }
    }

    private static void assertGone(Game g, String name) {
        assertEquals(-1, g.rumor);
        assertFalse(g.mythosDeck.contains(card(name)), name + " goes to the box");
    }

    private static int owned(Game g, int p, Deck deck) {
        int n = 0;
        for (int k = 0; k < g.inv[p].cards.size(); k++) if (C.cardOf(g.inv[p].cards.get(k)).deck() == deck) n++;
        return n;
    }

    // ------------------------------------------------- Disturbing the Dead

    @Test
    void disturbingTheDeadFailsAtTerrorTenAndCursesEveryone() {
        Game g = withRumor("Disturbing the Dead", 2);
        g.terror = 9;
        g.forcedDice.add(1);
        endOfMythos(g);
        assertEquals(10, g.terror);
        assertGone(g, "Disturbing the Dead");
        for (int p = 0; p < 2; p++) assertTrue(g.isCursed(p) || g.inv[p].eliminated);
    }

    @Test
    void disturbingTheDeadRaisesTerrorOnOneOrTwo() {
        Game g = withRumor("Disturbing the Dead", 2);
        int t = g.terror;
        g.forcedDice.add(3);
        endOfMythos(g);
        assertEquals(t, g.terror);
        g.forcedDice.add(2);
        endOfMythos(g);
        assertEquals(t + 1, g.terror);
        assertEquals(card("Disturbing the Dead"), g.rumor);
    }

    @Test
    void disturbingTheDeadIsPassedWithTwoGateTrophiesInRivertown() {
        Game g = withRumor("Disturbing the Dead", 2);
        for (int k = 0; k < 2; k++) {
            int marker = g.gateStack.removeLast();
            g.gateWhere[marker] = Game.trophy(0);
        }
        int spells0 = owned(g, 0, Deck.SPELL), spells1 = owned(g, 1, Deck.SPELL);
        usePass(g, 0, "Rivertown", "mythos-disturbing-the-dead-pass");
        assertGone(g, "Disturbing the Dead");
        assertEquals(0, g.gateTrophies(0));
        assertEquals(spells0 + 1, owned(g, 0, Deck.SPELL));
        assertEquals(spells1 + 1, owned(g, 1, Deck.SPELL));
    }

    // ---------------------------------------------------- Good Work Undone

    @Test
    void goodWorkUndoneFailsAtTenCluesAndRemovesElderSigns() {
        Game g = withRumor("Good Work Undone", 2);
        assertEquals(6, g.rumorTokens);
        g.forcedDice.add(1);
        g.forcedDice.add(6);
        endOfMythos(g);
        assertEquals(7, g.rumorTokens);
        g.rumorTokens = 9;
        g.sealed[g.board.id("Woods")] = true;
        g.forcedDice.add(2);
        g.forcedDice.add(2);
        endOfMythos(g);
        assertGone(g, "Good Work Undone");
        assertEquals(0, g.elderSignsOnBoard());
    }

    @Test
    void goodWorkUndoneIsPassedBySpendingCluesInEasttown() {
        Game g = withRumor("Good Work Undone", 2);
        g.inv[0].clues = 8;
        int u0 = owned(g, 0, Deck.UNIQUE), u1 = owned(g, 1, Deck.UNIQUE);
        g.moveInvestigator(0, g.board.id("Easttown"));
        RandomAgent a = new RandomAgent(1);
        runAnswering(g, q -> q.prompt().startsWith("Good Work Undone") ? "spend:6" : a.choose(g, q).id(),
                new UseAbility(0, "mythos-good-work-undone-pass"));
        assertGone(g, "Good Work Undone");
        assertEquals(2, g.inv[0].clues);
        assertEquals(u0 + 1, owned(g, 0, Deck.UNIQUE));
        assertEquals(u1 + 1, owned(g, 1, Deck.UNIQUE));
    }

    // ------------------------------------------------------ The Great Ritual

    @Test
    void theGreatRitualFailsAtFiveClues() {
        Game g = withRumor("The Great Ritual", 2);
        for (int k = 0; k < 4; k++) endOfMythos(g);
        assertEquals(4, g.rumorTokens);
        assertEquals(card("The Great Ritual"), g.rumor);
        endOfMythos(g);
        assertGone(g, "The Great Ritual");
    }

    @Test
    void theGreatRitualIsPassedByDiscardingThreeSpellsInFrenchHill() {
        Game g = withRumor("The Great Ritual", 2);
        g.moveInvestigator(0, g.board.id("French Hill"));
        assertFalse(C.hooks.locationAbility("mythos-great-ritual-pass").available(g, 0) && owned(g, 0, Deck.SPELL) < 3);
        while (owned(g, 0, Deck.SPELL) < 3) g.giveCard(0, g.drawCard(Deck.SPELL));
        int c0 = g.inv[0].clues, c1 = g.inv[1].clues, spells = owned(g, 0, Deck.SPELL);
        usePass(g, 0, "French Hill", "mythos-great-ritual-pass");
        assertGone(g, "The Great Ritual");
        assertEquals(spells - 3, owned(g, 0, Deck.SPELL));
        assertEquals(c0 + 2, g.inv[0].clues);
        assertEquals(c1 + 2, g.inv[1].clues);
    }

    // ------------------------------------------- The Southside Strangler Strikes

    @Test
    void theStranglerBoxesAnAllyEachPhaseAndFailsWhenNoneAreLeft() {
        Game g = withRumor("The Southside Strangler Strikes", 2);
        int allies = g.deck(Deck.ALLY).size();
        endOfMythos(g);
        assertEquals(allies - 1, g.deck(Deck.ALLY).size());
        IntList left = new IntList(g.deck(Deck.ALLY));
        for (int k = 0; k < left.size(); k++) g.boxCard(-1, left.get(k));
        int[] before = new int[2];
        for (int p = 0; p < 2; p++) before[p] = g.inv[p].maxSanity + g.inv[p].maxStamina;
        endOfMythos(g);
        assertGone(g, "The Southside Strangler Strikes");
        for (int p = 0; p < 2; p++) assertEquals(before[p] - 1, g.inv[p].maxSanity + g.inv[p].maxStamina);
    }

    @Test
    void theStranglerIsCaughtWithFiveCluesAtMasBoardingHouse() {
        Game g = withRumor("The Southside Strangler Strikes", 2);
        g.moveInvestigator(0, g.board.id("Ma's Boarding House"));
        g.inv[0].clues = 5;
        int m0 = g.inv[0].money, m1 = g.inv[1].money;
        // Ma's Boarding House is a location: the engine's own encounter offers the ability.
        g.phase = Game.Phase.MYTHOS;
        g.begin(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        Question q = g.question();
        assertTrue(q.options().stream().map(Choice::id).anyMatch("ability:mythos-southside-strangler-pass"::equals), q.toString());
        g.answer(0, "ability:mythos-southside-strangler-pass");
        assertGone(g, "The Southside Strangler Strikes");
        assertEquals(0, g.inv[0].clues);
        assertEquals(m0 + 5, g.inv[0].money);
        assertEquals(m1 + 5, g.inv[1].money);
    }

    // ---------------------------------------------------- The Stars Are Right

    @Test
    void theStarsAreRightAddsDoomAndEndsWhenTheAncientOneAwakens() {
        Game g = withRumor("The Stars Are Right", 2);
        int doom = g.doom;
        g.forcedDice.add(2);
        endOfMythos(g);
        assertEquals(doom + 1, g.doom);
        g.doom = g.ancientOneDef().doomTrack() - 1;
        g.forcedDice.add(1);
        endOfMythos(g);
        assertTrue(g.awakened);
        assertEquals(-1, g.rumor);
    }

    @Test
    void theStarsAreRightIsPassedByDiscardingAnAllyDowntown() {
        Game g = withRumor("The Stars Are Right", 2);
        g.giveCard(0, g.drawCard(Deck.ALLY));
        int allies = owned(g, 0, Deck.ALLY), c0 = owned(g, 0, Deck.COMMON), c1 = owned(g, 1, Deck.COMMON);
        usePass(g, 0, "Downtown", "mythos-stars-are-right-pass");
        assertGone(g, "The Stars Are Right");
        assertEquals(allies - 1, owned(g, 0, Deck.ALLY));
        assertEquals(c0 + 2, owned(g, 0, Deck.COMMON));
        assertEquals(c1 + 2, owned(g, 1, Deck.COMMON));
    }

    // ------------------------------------------------ The Terrible Experiment

    private static List<Integer> boxedNonMasks(Game g) {
        return IntStream.range(0, g.monsterWhere.length)
                .filter(m -> g.monsterWhere[m] == Game.BOX && !g.monster(m).mask()).boxed().toList();
    }

    @Test
    void theTerribleExperimentFailsAtEightMonstersWhichEnterTheMiskatonicStreet() {
        Game g = game(2);
        g.terror = 0;
        enter(g, "The Terrible Experiment");
        assertEquals(5, g.rumorTokens);
        assertEquals(5, boxedNonMasks(g).size());
        endOfMythos(g);
        endOfMythos(g);
        assertEquals(7, g.rumorTokens);
        int street = g.board.id("Miskatonic University");
        int before = g.monstersIn(street);
        endOfMythos(g);
        assertGone(g, "The Terrible Experiment");
        assertEquals(10, g.terror);
        assertEquals(before + 8, g.monstersIn(street));
        assertTrue(boxedNonMasks(g).isEmpty());
    }

    @Test
    void theTerribleExperimentIsPassedWhenItsMonstersAreDefeated() {
        Game g = game(2);
        int cultist = C.monsterId("Cultist");
        for (int k = 0; k < 5; k++) g.forcedMonsters.add(cultist);
        enter(g, "The Terrible Experiment");
        List<Integer> onCard = boxedNonMasks(g);
        assertEquals(5, onCard.size());
        for (int k = 1; k < 5; k++) g.monsterWhere[onCard.get(k)] = Game.CUP;
        int target = onCard.get(0);
        for (int k = 0; k < 40; k++) g.forcedDice.add(6);
        int s0 = owned(g, 0, Deck.SKILL), s1 = owned(g, 1, Deck.SKILL);
        g.moveInvestigator(0, g.board.id("Miskatonic University"));
        assertTrue(C.hooks.locationAbility("mythos-terrible-experiment-pass").available(g, 0));
        runAnswering(g, q -> pick(q, "fight:" + target, "fight", "accept"), new UseAbility(0, "mythos-terrible-experiment-pass"));
        assertGone(g, "The Terrible Experiment");
        assertEquals(Game.trophy(0), g.monsterWhere[target]);
        assertEquals(s0 + 1, owned(g, 0, Deck.SKILL));
        assertEquals(s1 + 1, owned(g, 1, Deck.SKILL));
    }

    private static String pick(Question q, String... preferred) {
        for (String id : preferred) {
            for (Choice c : q.options()) if (c.id().equals(id) || c.id().startsWith(id + ":")) return c.id();
        }
        fail("no expected option in " + q);
        return null;
    }

    // --------------------------------------------------- Headlines and Environments

    @Test
    void aNeighbourhoodHeadlineReturnsItsMonstersOnly() {
        Game g = game(2);
        for (int m = 0; m < g.monsterWhere.length; m++) if (g.monsterWhere[m] >= 0) g.returnToCup(m);
        int[] ms = IntStream.range(0, g.monsterWhere.length).filter(m -> g.monsterWhere[m] == Game.CUP).limit(3).toArray();
        g.monsterWhere[ms[0]] = g.board.id("Southside");
        g.monsterWhere[ms[1]] = g.board.id("Historical Society");
        g.monsterWhere[ms[2]] = g.board.id("Woods");
        enter(g, "Church Group Reclaims Southside!");
        assertEquals(Game.CUP, g.monsterWhere[ms[0]]);
        assertEquals(Game.CUP, g.monsterWhere[ms[1]]);
        assertEquals(g.board.id("Woods"), g.monsterWhere[ms[2]]);
    }

    @Test
    void anEnvironmentModifiesChecksInArkhamOnly() {
        Game g = game(1);
        g.moveInvestigator(0, g.board.id("Woods"));
        int will = g.checkValue(0, arkham.engine.def.CheckType.WILL);
        int horror = g.checkValue(0, arkham.engine.def.CheckType.HORROR);
        enter(g, "An Evil Fog");
        assertEquals(will - 1, g.checkValue(0, arkham.engine.def.CheckType.WILL));
        assertEquals(horror - 1, g.checkValue(0, arkham.engine.def.CheckType.HORROR));
        g.moveInvestigator(0, g.board.otherWorld(0).firstArea());
        assertEquals(will, g.checkValue(0, arkham.engine.def.CheckType.WILL));
    }
}
