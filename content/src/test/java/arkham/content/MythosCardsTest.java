package arkham.content;

import arkham.engine.Phase;
import arkham.engine.flow.CastSpell;
import org.junit.jupiter.params.provider.CsvSource;

import arkham.engine.Choice;
import arkham.engine.Content;
import arkham.engine.Event;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.Step;
import arkham.engine.agent.RandomAgent;
import arkham.engine.def.Amount;
import arkham.engine.def.CheckType;
import arkham.engine.def.Deck;
import arkham.engine.def.Effect;
import arkham.engine.def.MythosDef;
import arkham.engine.def.MythosType;
import arkham.engine.def.Stat;
import arkham.engine.flow.ArkhamEncounter;
import arkham.engine.flow.Combat;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.MonsterMovement;
import arkham.engine.flow.MovementStep;
import arkham.engine.flow.MythosStep;
import arkham.engine.flow.PhaseStep;
import arkham.engine.flow.Status;
import arkham.engine.state.IntList;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The 67 core Mythos cards: every one resolves in play, every Rumor can be passed and failed, and
 * each ongoing rule change of an Environment, Rumor or lingering Headline applies.
 */
class MythosCardsTest {
    static final Content C = ContentLoader.core();

    @Test
    void theCoreSetHas67MythosCardsEachWithText() {
        assertEquals(67, C.mythos.stream().filter(d -> d.expansion() == arkham.engine.def.Expansion.CORE).count());
        for (MythosDef d : C.mythos) assertFalse(d.text().isBlank(), d.name() + " has no text");
        assertEquals(6, C.mythos.stream().filter(d -> d.type() == MythosType.RUMOR && d.expansion() == arkham.engine.def.Expansion.CORE).count());
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
            // a Dunwich card plays with its board and cards in the game
            Setup.Options o = C.mythos.get(card).expansion() == arkham.engine.def.Expansion.DUNWICH
                    ? Setup.Options.DEFAULT.withDunwich() : Setup.Options.DEFAULT;
            Game g = Game.create(C, Setup.random(1 + (int) (seed * 2 % 6), seed * 31 + card).withOptions(o)).logEvents(true);
            RandomAgent agent = new RandomAgent(seed);
            while (g.phase == Phase.SETUP) g.answer(g.question().id(), g.question().player(), agent.choose(g.question()).id());
            prepare(g, seed);
            if (g.rumor() == card || g.environment() == card) MythosStep.leave(g, card);
            g.mythosDeck.remove(card);
            g.mythosDeck.add(card);
            int mythosPhases = 0;
            Phase last = g.phase;
            try {
                for (int n = 0; n < 5_000 && !g.isOver() && !g.awakened && mythosPhases < 2; n++) {
                    Question q = g.question();
                    g.answer(q.id(), q.player(), agent.choose(q).id());
                    Invariants.check(g);
                    if (last == Phase.MYTHOS && g.phase != Phase.MYTHOS) mythosPhases++;
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
        g.phase = Phase.MYTHOS;
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
        g.phase = Phase.MYTHOS;
        g.begin(steps);
        for (int n = 0; n < 500 && g.question() != null && g.phase == Phase.MYTHOS; n++) {
            Question q = g.question();
            g.answer(q.id(), q.player(), chooser.apply(q));
        }
    }

    private static void run(Game g, Step... steps) {
        RandomAgent a = new RandomAgent(3);
        runAnswering(g, q -> a.choose(q).id(), steps);
    }

    /** The Rumor enters play through the Mythos step's ability stage. */
    private static Game withRumor(String name, int players) {
        Game g = game(players);
        enter(g, name);
        assertEquals(card(name), g.rumor(), name + " is in play");
        return g;
    }

    /**
     * A card drawn from the Mythos deck takes effect (its gate, Clue and movement are skipped); the
     * game then holds before the turn ends, so Headlines that stay in play are still there.
     */
    private static void enter(Game g, String name) {
        if (g.rumor() >= 0) MythosStep.leave(g, g.rumor());
        g.mythosDeck.remove(card(name));
        RandomAgent a = new RandomAgent(3);
        g.phase = Phase.MYTHOS;
        g.begin(new MythosStep(MythosStep.Stage.ABILITY, card(name), false), new Hold());
        for (int n = 0; n < 500 && g.question() != null && !g.question().prompt().equals(Hold.PROMPT); n++) {
            g.answer(g.question().id(), g.question().player(), a.choose(g.question()).id());
        }
    }

    /** Waits for an answer that never comes: the test goes on from here with a new begin. */
    record Hold() implements Step {
        static final String PROMPT = "(test) hold";

        @Override
        public Question run(Game g) {
            return new Question(0, arkham.engine.QuestionKind.CHOOSE_ONE, arkham.engine.Purpose.EFFECT_CHOICE, PROMPT,
                    List.of(new Choice(arkham.engine.Target.DONE, "a", "a", 0), new Choice(arkham.engine.Target.DONE, "b", "b", 1)), java.util.Map.of());
        }
    }

    private static void endOfMythos(Game g) {
        run(g, new MythosStep(MythosStep.Stage.END, -1, false));
    }

    /** Uses a Rumor's pass ability where the Arkham Encounters Phase offers it; other questions are answered at random. */
    private static void usePass(Game g, int p, String place, String id) {
        RandomAgent a = new RandomAgent(3);
        usePass(g, p, place, id, q -> a.choose(q).id());
    }

    private static void usePass(Game g, int p, String place, String id, Function<Question, String> then) {
        g.moveInvestigator(p, g.board.id(place));
        assertTrue(C.hooks.locationAbility(id).available(g, p), id + " should be available");
        boolean[] offered = {false};
        runAnswering(g, q -> {
            if (offered[0]) return then.apply(q);
            offered[0] = true;
            assertTrue(q.options().stream().anyMatch(c -> c.id().equals("ability:" + id)), id + " is offered: " + q);
            return "ability:" + id;
        }, new ArkhamEncounter(p, ArkhamEncounter.Stage.START));
    }

    private static void assertGone(Game g, String name) {
        assertEquals(-1, g.rumor());
        assertFalse(g.mythosDeck.contains(card(name)), name + " goes to the box");
    }

    private static boolean hasCard(Game g, int p, String name) {
        for (int k = 0; k < g.inv[p].cards.size(); k++) if (C.cardOf(g.inv[p].cards.get(k)).name().equals(name)) return true;
        return false;
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
        assertEquals(card("Disturbing the Dead"), g.rumor());
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
        RandomAgent a = new RandomAgent(1);
        usePass(g, 0, "Easttown", "mythos-good-work-undone-pass",
                q -> q.prompt().startsWith("Good Work Undone") ? "spend:6" : a.choose(q).id());
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
        assertEquals(card("The Great Ritual"), g.rumor());
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
        g.phase = Phase.MYTHOS;
        g.begin(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        Question q = g.question();
        assertTrue(q.options().stream().map(Choice::id).anyMatch("ability:mythos-southside-strangler-pass"::equals), q.toString());
        g.answer(g.question().id(), 0, "ability:mythos-southside-strangler-pass");
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
        assertEquals(-1, g.rumor());
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

    private static List<Integer> onTheCard(Game g) {
        return IntStream.range(0, g.monsterWhere.length).filter(m -> g.monsterWhere[m] == Game.RUMOR).boxed().toList();
    }

    @Test
    void theTerribleExperimentHoldsOnlyItsOwnMonsters() {
        Game g = game(2);
        enter(g, "The Terrible Experiment");
        assertEquals(5, g.rumorTokens);
        // a defeated Mi-Go goes to the box (its card), not onto the Rumor
        int miGo = IntStream.range(0, g.monsterWhere.length).filter(m -> g.monster(m).name().equals("Mi-Go") && g.monsterWhere[m] == Game.CUP)
                .findFirst().orElseThrow();
        g.monsterWhere[miGo] = Game.BOX;
        endOfMythos(g);
        assertEquals(6, g.rumorTokens, "five and the one of this Mythos Phase");
        assertEquals(6, onTheCard(g).size());
        assertFalse(onTheCard(g).contains(miGo));
    }

    @Test
    void theTerribleExperimentFailsAtEightMonstersWhichEnterTheMiskatonicStreet() {
        Game g = game(2);
        g.terror = 0;
        enter(g, "The Terrible Experiment");
        assertEquals(5, g.rumorTokens);
        assertEquals(5, onTheCard(g).size());
        endOfMythos(g);
        endOfMythos(g);
        assertEquals(7, g.rumorTokens);
        int street = g.board.id("Miskatonic University");
        int before = g.monstersIn(street);
        endOfMythos(g);
        assertGone(g, "The Terrible Experiment");
        assertEquals(10, g.terror);
        assertEquals(before + 8, g.monstersIn(street));
        assertTrue(onTheCard(g).isEmpty());
    }

    @Test
    void theTerribleExperimentIsPassedWhenItsMonstersAreDefeated() {
        Game g = game(2);
        int cultist = C.monsterId("Cultist");
        for (int k = 0; k < 5; k++) g.forcedMonsters.add(cultist);
        enter(g, "The Terrible Experiment");
        List<Integer> onCard = onTheCard(g);
        assertEquals(5, onCard.size());
        for (int k = 1; k < 5; k++) g.monsterWhere[onCard.get(k)] = Game.CUP;
        int target = onCard.get(0);
        for (int k = 0; k < 40; k++) g.forcedDice.add(6);
        int s0 = owned(g, 0, Deck.SKILL), s1 = owned(g, 1, Deck.SKILL);
        usePass(g, 0, "Miskatonic University", "mythos-terrible-experiment-pass", q -> pick(q, "fight:" + target, "fight", "accept"));
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

    // ------------------------------------------- ongoing rule changes of Mythos cards

    private static int marker(Game g, String kind) {
        int k = C.monsterId(kind);
        for (int m = 0; m < g.monsterWhere.length; m++) if (C.monsterKind[m] == k) return m;
        throw new AssertionError("no " + kind + " marker");
    }

    private static Game withEnvironment(String name, int players) {
        Game g = game(players);
        enter(g, name);
        assertEquals(card(name), g.environment(), name + " is in play");
        return g;
    }

    private static void forceDice(Game g, int face, int n) {
        g.forcedDice.clear();
        for (int k = 0; k < n; k++) g.forcedDice.add(face);
    }

    /** The option whose label starts with the text, or the first one. */
    private static String byLabel(Question q, String label) {
        for (Choice c : q.options()) if (c.label().startsWith(label)) return c.id();
        return q.options().get(0).id();
    }

    static Stream<Arguments> toughness() {
        return Stream.of(Arguments.of("Heat Wave", "Fire Vampire", 1), Arguments.of("Heat Wave", "Cultist", 0),
                Arguments.of("The Festival", "Cultist", 1), Arguments.of("The Festival", "Byakhee", 1),
                Arguments.of("Things of Darkness", "Ghoul", 1), Arguments.of("Things of Darkness", "Formless Spawn", 1),
                Arguments.of("Things of Darkness", "Shoggoth", 1), Arguments.of("Things of Darkness", "Flying Polyp", 1),
                Arguments.of("Alien Technology", "Mi-Go", 2), Arguments.of("R'lyeh Rising", "Star Spawn", 1),
                Arguments.of("R'lyeh Rising", "Maniac", 1), Arguments.of("R'lyeh Rising", "Cultist", 0),
                Arguments.of("The Great Ritual", "Cultist", 2), Arguments.of("The Great Ritual", "Witch", 2),
                Arguments.of("The Great Ritual", "Warlock", 2), Arguments.of("The Great Ritual", "High Priest", 2));
    }

    @ParameterizedTest
    @MethodSource("toughness")
    void aCardInPlayMakesMonstersTougher(String name, String monster, int by) {
        Game g = game(1);
        int m = marker(g, monster), before = g.toughness(m);
        enter(g, name);
        assertEquals(before + by, g.toughness(m), name + " on " + monster);
    }

    @Test
    void theChillOfTheGraveToughensExactlyTheUndeadOfMonstersJson() throws IOException {
        JsonNode monsters = new ObjectMapper().readTree(getClass().getResourceAsStream("/content/core/monsters.json")).get("monsters");
        Game g = game(1);
        int[] before = IntStream.range(0, g.monsterWhere.length).map(g::toughness).toArray();
        enter(g, "The Chill of the Grave");
        for (JsonNode n : monsters) {
            boolean undead = n.get("abilities").toString().contains("\"undead\"");
            int m = marker(g, n.get("name").asText());
            assertEquals(before[m] + (undead ? 1 : 0), g.toughness(m), n.get("name").asText());
        }
    }

    @Test
    void alienTechnologyGivesAnExtraUniqueItemForADefeatedMiGo() {
        Game g = withEnvironment("Alien Technology", 1);
        int migo = marker(g, "Mi-Go");
        g.moveInvestigator(0, g.board.id("Woods"));
        g.monsterWhere[migo] = g.board.id("Woods");
        give(g, 0, "Tommy Gun");
        forceDice(g, 6, 60);
        int uniques = owned(g, 0, Deck.UNIQUE);
        int[] shown = {-1};
        runAnswering(g, q -> {
            if (q.context().containsKey("toughness")) shown[0] = (Integer) q.context().get("toughness");
            return pick(q, "hold", "fight", "accept");
        }, Combat.start(0, migo));
        assertEquals(3, shown[0]);
        assertEquals(Game.BOX, g.monsterWhere[migo]);
        assertEquals(uniques + 2, owned(g, 0, Deck.UNIQUE), "one for the Mi-Go, one for Alien Technology");
    }

    @Test
    void anEvilFogKeepsFliersFromMoving() {
        for (boolean fog : new boolean[]{false, true}) {
            Game g = game(1);
            g.moveInvestigator(0, g.board.lostInTimeAndSpace());
            if (fog) enter(g, "An Evil Fog");
            int nightgaunt = marker(g, "Nightgaunt"), street = g.board.id("Rivertown");
            g.monsterWhere[nightgaunt] = street;
            run(g, MonsterMovement.start(g, -1, 0));
            assertEquals(fog ? street : g.board.sky(), g.monsterWhere[nightgaunt], "fog: " + fog);
        }
    }

    @Test
    void icyConditionsCostAMovementPointAndSlowFastMonsters() {
        for (boolean icy : new boolean[]{false, true}) {
            Game g = game(1);
            g.moveInvestigator(0, g.board.id("Woods"));
            int points = g.movementPoints(0);
            if (icy) enter(g, "Icy Conditions");
            assertEquals(icy ? Math.max(0, points - 1) : points, g.movementPoints(0));
            g.moveInvestigator(0, g.board.lostInTimeAndSpace());
            int shoggoth = marker(g, "Shoggoth"), from = g.board.id("Unvisited Isle");
            g.monsterWhere[shoggoth] = from;
            int once = g.board.whiteArrow(from);
            run(g, MonsterMovement.start(g, -1, 0));
            assertEquals(icy ? once : g.board.whiteArrow(once), g.monsterWhere[shoggoth], "icy: " + icy);
        }
    }

    @Test
    void plagueAndDreamsStopGainsExceptCareAtTheHospitalAndAsylum() {
        Game g = withEnvironment("A Strange Plague", 1);
        g.inv[0].stamina = 1;
        g.inv[0].sanity = 1;
        g.gain(0, Stat.STAMINA, 2);
        g.gain(0, Stat.SANITY, 1);
        assertEquals(1, g.inv[0].stamina);
        assertEquals(2, g.inv[0].sanity);
        g.moveInvestigator(0, g.board.id("St. Mary's Hospital"));
        runAnswering(g, q -> q.options().stream().anyMatch(c -> c.id().equals("ability:medical-care"))
                ? "ability:medical-care" : byLabel(q, "Regain 1"), new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        assertEquals(2, g.inv[0].stamina);

        enter(g, "Dreams of a Sunken City");
        g.gain(0, Stat.SANITY, 1);
        g.gain(0, Stat.STAMINA, 1);
        assertEquals(2, g.inv[0].sanity);
        assertEquals(3, g.inv[0].stamina);
        g.moveInvestigator(0, g.board.id("Arkham Asylum"));
        g.inv[0].money = 2;
        runAnswering(g, q -> q.options().stream().anyMatch(c -> c.id().equals("ability:psychiatric-care"))
                ? "ability:psychiatric-care" : byLabel(q, "Pay $2"), new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        assertEquals(g.inv[0].maxSanity, g.inv[0].sanity);
    }

    @Test
    void happyDaysStopTheTerrorLevelRising() {
        Game g = withEnvironment("Happy Days are Here Again", 1);
        g.terror = 2;
        g.raiseTerror(2);
        assertEquals(2, g.terror);
    }

    /** Puts an explored gate (to the given world, or any) at a place with the investigator on it. */
    private static int exploredGate(Game g, int p, String place, String world) {
        int at = g.board.id(place);
        assertEquals(-1, g.gateAt[at]);
        for (int k = g.gateStack.size() - 1; k >= 0; k--) {
            int marker = g.gateStack.get(k);
            if (world != null && !g.board.otherWorld(C.gateOf(marker).world()).name().equals(world)) continue;
            g.gateStack.removeAt(k);
            g.gateAt[at] = marker;
            g.gateWhere[marker] = at;
            g.moveInvestigator(p, at);
            g.inv[p].explored = true;
            return at;
        }
        throw new AssertionError("no gate marker to " + world);
    }

    /** Closes the explored gate with a Lore check (dice forced to pass), answering the seal question with yes. */
    private static List<String> closeGate(Game g, int p) {
        g.inv[p].slider[2] = 3; // the highest Lore this investigator can have
        forceDice(g, 6, 40);
        List<String> prompts = new ArrayList<>();
        runAnswering(g, q -> {
            prompts.add(q.prompt());
            return pick(q, "close:lore", "yes", "accept");
        }, new ArkhamEncounter(p, ArkhamEncounter.Stage.START));
        return prompts;
    }

    @Test
    void nodensFavorMakesSealingCostTwoCluesLess() {
        Game g = withEnvironment("Noden's Favor", 1);
        int at = exploredGate(g, 0, "Unvisited Isle", null);
        g.inv[0].clues = 3;
        List<String> prompts = closeGate(g, 0);
        assertTrue(prompts.stream().anyMatch(s -> s.contains("Spend 3 Clue tokens")), prompts.toString());
        assertTrue(g.sealed[at]);
        assertEquals(0, g.inv[0].clues);
    }

    @Test
    void noOneCanHelpYouNowForbidsSealing() {
        Game g = withEnvironment("No One Can Help You Now", 1);
        int at = exploredGate(g, 0, "Unvisited Isle", null);
        g.inv[0].clues = 5;
        give(g, 0, "Elder Sign");
        g.phase = Phase.MYTHOS;
        g.begin(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        assertFalse(g.question().options().stream().anyMatch(c -> c.id().startsWith("elder-sign:")), g.question().toString());
        closeGate(g, 0);
        assertEquals(-1, g.gateAt[at]);
        assertFalse(g.sealed[at]);
        assertEquals(5, g.inv[0].clues);
    }

    @Test
    void rlyehRisingMakesGatesToRlyehHarderToCloseAndSeal() {
        Game g = withEnvironment("R'lyeh Rising", 1);
        int at = exploredGate(g, 0, "Unvisited Isle", "R'lyeh");
        int printed = C.gateOf(g.gateAt[at]).modifier();
        g.phase = Phase.MYTHOS;
        g.begin(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        assertEquals(printed - 1, g.question().context().get("gateModifier"));
        // Enough Clue tokens to buy the dice the hard check needs and still pay 6 to seal.
        g.inv[0].clues = 6 + 10;
        forceDice(g, 6, 40);
        List<String> prompts = new ArrayList<>();
        runAnswering(g, q -> {
            prompts.add(q.prompt());
            if (q.options().stream().anyMatch(c -> c.id().equals("accept")) && q.options().get(0).label().contains("fail")) return "clue";
            return pick(q, "close:lore", "yes", "accept");
        }, new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        assertTrue(prompts.stream().anyMatch(s -> s.contains("Spend 6 Clue tokens")), prompts.toString());
        assertTrue(g.sealed[at]);
    }

    @Test
    void planetaryAlignmentMakesSpellsFreeAndASolarEclipseForbidsThem() {
        Game g = game(1);
        int wither = g.takeFromDeck(C.cardId("Shrivelling"));
        int heal = g.takeFromDeck(C.cardId("Heal"));
        g.giveCard(0, wither);
        g.giveCard(0, heal);
        assertTrue(C.cardOf(wither).sanityCost() > 0);
        enter(g, "Planetary Alignment");
        assertEquals(0, CastSpell.cost(g, 0, wither));
        assertEquals(0, CastSpell.cost(g, 0, heal));
        enter(g, "Solar Eclipse");
        assertFalse(CastSpell.castable(g, 0, wither));
        assertFalse(C.hooks.card(C.cardOf(heal).hook()).usable(g, 0, heal, Hooks.Timing.UPKEEP));
    }

    /** The investigator stops moving at once at the place (no monsters there); takes up any dealing offered. */
    private static void endMovementAt(Game g, int p, String place) {
        int at = g.board.id(place);
        for (int m = 0; m < g.monsterWhere.length; m++) if (g.monsterWhere[m] == at) g.returnToCup(m);
        g.moveInvestigator(p, at);
        g.inv[p].movePoints = 0;
        runAnswering(g, q -> q.prompt().startsWith("Move (") ? "stop" : byLabel(q, "Blood Magic"),
                new MovementStep.ArkhamMove(p));
    }

    /** The Estate Sale in Uptown: two Unique Items to buy at list price; Archaeology sees a third but buys two at most. */
    @ParameterizedTest
    @CsvSource({"Amanda Sharpe, 2", "Monterey Jack, 3"})
    void theEstateSaleSellsUniqueItemsAtListPrice(String investigator, int seen) {
        Game g = Game.create(C, new Setup(1, java.util.List.of(investigator), "Azathoth", false, 5, Setup.Options.DEFAULT));
        while (g.question() != null && g.question().options().stream().anyMatch(c -> c.id().startsWith("keep:"))) {
            g.answer(g.question().id(), 0, g.question().options().get(0).id());
        }
        enter(g, "Estate Sale");
        g.inv[0].money = 100;
        int deck = g.deck(Deck.UNIQUE).size();
        int before = g.inv[0].cards.size();
        int at = g.board.id("Uptown");
        g.moveInvestigator(0, at);
        g.inv[0].movePoints = 0;
        java.util.List<Integer> offered = new java.util.ArrayList<>();
        runAnswering(g, q -> {
            if (q.prompt().startsWith("Move (")) return "stop";
            if (q.prompt().equals("Estate sale")) {
                if (offered.isEmpty()) q.options().stream().filter(c -> c.id().startsWith("buy:")).forEach(c -> offered.add(c.value()));
                return q.options().stream().filter(c -> c.id().startsWith("buy:")).map(Choice::id).findFirst().orElse("done");
            }
            return byLabel(q, "Estate");
        }, new MovementStep.ArkhamMove(0));
        assertEquals(seen, offered.size(), "cards offered");
        assertEquals(before + 2, g.inv[0].cards.size(), "two bought, no more");
        assertEquals(deck - 2, g.deck(Deck.UNIQUE).size(), "the rest go back to the deck");
        int spent = 0;
        for (int k = before; k < g.inv[0].cards.size(); k++) spent += C.cardOf(g.inv[0].cards.get(k)).price();
        assertEquals(100 - spent, g.inv[0].money, "list price");
    }

    @Test
    void curfewArrestsWhoeverEndsMovementInAStreetAndFailsWill() {
        Game g = withEnvironment("Curfew Enforced", 1);
        forceDice(g, 1, 20);
        endMovementAt(g, 0, "Woods");
        assertFalse(g.inv[0].jailed, "a location is not a street");
        g.logEvents(true);
        endMovementAt(g, 0, "Southside");
        // the arrest costs the whole next turn (no Upkeep question to stop at), so read the log
        assertTrue(g.drainEvents().stream().anyMatch(e -> e.text().endsWith("is arrested and taken to the jail cell")));
        assertEquals(g.board.id("Police Station"), g.inv[0].place);
    }

    @Test
    void theDeputyIsNotSubjectToTheCurfew() { // FAQ Q27
        Game g = withEnvironment("Curfew Enforced", 1);
        arkham.engine.flow.EffectStep.takeCard(g, 0, "Deputy of Arkham");
        forceDice(g, 1, 20);
        endMovementAt(g, 0, "Southside");
        assertFalse(g.inv[0].jailed, "the Deputy may walk the streets");
        assertEquals(g.board.id("Southside"), g.inv[0].place);
    }

    @Test
    void darkesCarnivalGivesAClueAndTakesSanityOnAFailedWill() {
        Game g = withEnvironment("Darke's Carnival Arrives", 1);
        g.inv[0].sanity = 3;
        int clues = g.inv[0].clues;
        forceDice(g, 1, 20);
        endMovementAt(g, 0, "Northside");
        assertEquals(clues + 1, g.inv[0].clues);
        assertEquals(2, g.inv[0].sanity);
    }

    @Test
    void bloodMagicIsOfferedAtTheEndOfMovementInRivertown() {
        Game g = withEnvironment("Blood Magic", 1);
        int clues = g.inv[0].clues, stamina = g.inv[0].stamina;
        forceDice(g, 6, 20);
        endMovementAt(g, 0, "Rivertown");
        assertEquals(clues + 3, g.inv[0].clues);
        assertEquals(stamina, g.inv[0].stamina);
    }

    @Test
    void bloodMagicCountsABlessedFourAsASuccess() {
        Game g = withEnvironment("Blood Magic", 1);
        give(g, 0, "Blessing");
        int clues = g.inv[0].clues, stamina = g.inv[0].stamina;
        forceDice(g, 4, 20);
        endMovementAt(g, 0, "Rivertown");
        assertEquals(clues + 3, g.inv[0].clues);
        assertEquals(stamina, g.inv[0].stamina, "a 4 succeeds for the Blessed (rulebook p.13)");
    }

    @Test
    void blueFluForbidsArrestsUntilTheEndOfNextTurn() {
        Game g = game(2);
        g.turn = 3;
        Status.arrest(g, 1);
        enter(g, "Blue Flu!");
        assertFalse(g.inv[1].jailed);
        assertFalse(Status.arrest(g, 0));
        assertFalse(g.inv[0].jailed);
        g.turn = 3;
        MythosStep.expireHeadlines(g);
        assertTrue(g.lingering.contains(card("Blue Flu!")));
        g.turn = 4;
        MythosStep.expireHeadlines(g);
        assertFalse(g.lingering.contains(card("Blue Flu!")));
        assertTrue(g.mythosDeck.contains(card("Blue Flu!")));
        assertTrue(Status.arrest(g, 0));
    }

    @Test
    void blackoutsCloseTheShopsUntilTheEndOfNextTurnButTerrorClosuresStay() {
        Game g = game(1);
        g.turn = 2;
        g.terror = 0;
        int store = g.board.id("General Store"), curios = g.board.id("Curiositie Shoppe"), magic = g.board.id("Ye Olde Magick Shoppe");
        g.moveInvestigator(0, curios);
        enter(g, "City Gripped by Blackouts!");
        assertTrue(g.closed[store] && g.closed[curios] && g.closed[magic]);
        assertEquals(g.board.street(curios), g.inv[0].place, "moved out to the street");
        g.raiseTerror(3);
        g.turn = 3;
        MythosStep.expireHeadlines(g);
        assertTrue(g.closed[store], "closed by the terror level for good");
        assertFalse(g.closed[curios]);
        assertFalse(g.closed[magic]);
    }

    @Test
    void strangeLightsCloseTheCampus() {
        Game g = game(1);
        g.turn = 1;
        enter(g, "Strange Lights on Campus!");
        for (String s : List.of("Library", "Administration Building", "Science Building")) assertTrue(g.closed[g.board.id(s)], s);
        g.turn = 2;
        MythosStep.expireHeadlines(g);
        for (String s : List.of("Library", "Administration Building", "Science Building")) assertFalse(g.closed[g.board.id(s)], s);
    }

    @Test
    void temperanceFeverArrestsWhiskeyCarriersUnlessBlueFluForbidsIt() {
        for (boolean flu : new boolean[]{false, true}) {
            Game g = game(1);
            g.turn = 1;
            give(g, 0, "Whiskey");
            if (flu) enter(g, "Blue Flu!");
            forceDice(g, 1, 30);
            enter(g, "Temperence Fever Sweeps City");
            assertTrue(g.closed[g.board.id("Hibb's Roadhouse")]);
            assertEquals(!flu, g.inv[0].jailed, "flu: " + flu);
            assertEquals(flu, hasCard(g, 0, "Whiskey"), "flu: " + flu);
        }
    }

    @Test
    void theFourthOfJulyParadeBlocksTheMerchantDistrictStreet() {
        Game g = game(1);
        g.turn = 1;
        enter(g, "Fourth of July Parade!");
        int parade = g.board.id("Merchant District");
        assertFalse(moves(g, parade).stream().anyMatch(c -> c.id().startsWith("move:")), "cannot leave");
        for (int next : g.board.adjacent(parade)) {
            if (!g.board.isStreet(next)) continue;
            List<Choice> moves = moves(g, next);
            assertFalse(moves.stream().anyMatch(c -> c.id().startsWith("move:") && c.value() == parade), "cannot enter");
            assertTrue(moves.stream().anyMatch(c -> c.id().startsWith("move:")), "other moves remain");
        }
    }

    /** The options of an investigator about to move from the place. */
    private static List<Choice> moves(Game g, int from) {
        g.moveInvestigator(0, from);
        g.inv[0].movePoints = 4;
        g.phase = Phase.MYTHOS;
        g.begin(new MovementStep.ArkhamMove(0));
        return g.question().options();
    }

    @Test
    void rainingCatsAndDogsSendsADrawnFireVampireBack() {
        Game g = withEnvironment("Raining Cats and Dogs", 1);
        int vampire = C.monsterId("Fire Vampire");
        g.forcedMonsters.add(vampire);
        int m = g.drawMonster();
        assertTrue(m >= 0 && C.monsterKind[m] != vampire);
        for (int x = 0; x < g.monsterWhere.length; x++) if (g.monsterWhere[x] == Game.CUP && C.monsterKind[x] != vampire) g.monsterWhere[x] = Game.BOX;
        assertEquals(-1, g.drawMonster(), "only banned monsters are left");
        assertFalse(g.awakened);
    }

    // ------------------------------- Environments shown by forced dice (check modifiers, dealings, gates)

    /** Amanda Sharpe alone, with no cards and no Clue tokens, so only the card under test changes the dice. */
    private static Game bare() {
        Game g = Game.create(C, new Setup(1, List.of("Amanda Sharpe"), "Azathoth", false, 5, Setup.Options.DEFAULT));
        while (g.question() != null && g.question().options().stream().anyMatch(c -> c.id().startsWith("keep:"))) {
            g.answer(g.question().id(), 0, g.question().options().get(0).id());
        }
        g.phase = Phase.MYTHOS;
        for (int k = 0; k < 3; k++) g.inv[0].slider[k] = 1; // Speed 2, Sneak 3, Fight 2, Will 3, Lore 2, Luck 3
        IntList cs = new IntList(g.inv[0].cards);
        for (int k = 0; k < cs.size(); k++) g.discard(0, cs.get(k));
        g.inv[0].clues = 0;
        return g;
    }

    /** Investigator 0 makes a check of the type (+0, difficulty 1) on the forced dice; true if it passed. */
    private static boolean passes(Game g, CheckType type, int... dice) {
        g.forcedDice.clear();
        for (int d : dice) g.forcedDice.add(d);
        int money = g.inv[0].money;
        runAnswering(g, q -> byId(q, "accept"), new EffectStep(0,
                new Effect.Check(type, 0, 1, new Effect.Gain(Stat.MONEY, Amount.of(1)), Effect.NOTHING)));
        return g.inv[0].money == money + 1;
    }

    /** The option with the id (or id prefix), or the first one. */
    private static String byId(Question q, String... ids) {
        for (String id : ids) for (Choice c : q.options()) if (c.id().equals(id) || c.id().startsWith(id + ":")) return c.id();
        return q.options().get(0).id();
    }

    static Stream<Arguments> checksInArkham() {
        return Stream.of(Arguments.of("Blackest Night", CheckType.LUCK, -1), Arguments.of("Blackest Night", CheckType.SNEAK, 1),
                Arguments.of("Sunny and Clear", CheckType.SNEAK, -1), Arguments.of("Sunny and Clear", CheckType.WILL, 1),
                Arguments.of("Heat Wave", CheckType.FIGHT, -1), Arguments.of("Heat Wave", CheckType.LORE, 1),
                Arguments.of("Raining Cats and Dogs", CheckType.SPEED, -1), Arguments.of("Raining Cats and Dogs", CheckType.SNEAK, 1),
                Arguments.of("An Evil Fog", CheckType.SNEAK, 1));
    }

    /**
     * The same forced dice pass or fail a check in Arkham because of the Environment: one die more
     * turns n ones and a six into a pass, one die less turns n - 1 ones and a six into a fail. In an
     * Other World the dice are as before.
     */
    @ParameterizedTest
    @MethodSource("checksInArkham")
    void anEnvironmentsCheckModifierDecidesACheckInArkham(String name, CheckType type, int by) {
        Game g = bare();
        g.moveInvestigator(0, g.board.id("Rivertown"));
        int n = g.checkValue(0, type);
        assertTrue(n >= 2, type + " dice: " + n);
        int[] dice = ForcedDice.onesThenSix(by > 0 ? n : n - 1);
        assertEquals(by < 0, passes(g, type, dice), "without " + name);
        enter(g, name);
        assertEquals(n + by, g.checkValue(0, type));
        assertEquals(by > 0, passes(g, type, dice), "with " + name);
        g.moveInvestigator(0, g.board.otherWorld(0).firstArea());
        assertEquals(by < 0, passes(g, type, dice), name + " outside Arkham");
    }

    @Test
    void rainingCatsAndDogsCostsAMovementPointInArkham() {
        Game g = bare();
        g.moveInvestigator(0, g.board.id("Rivertown"));
        int points = g.movementPoints(0);
        enter(g, "Raining Cats and Dogs");
        assertEquals(points - 1, g.movementPoints(0));
    }

    @Test
    void sunnyAndClearSendsTheHaunterOfTheDarkBackAndKeepsItOut() {
        Game g = game(1);
        int haunter = marker(g, "Haunter of the Dark"), kind = C.monsterId("Haunter of the Dark");
        g.monsterWhere[haunter] = g.board.id("Rivertown");
        enter(g, "Sunny and Clear");
        assertEquals(Game.CUP, g.monsterWhere[haunter]);
        g.forcedMonsters.add(kind);
        int m = g.drawMonster();
        assertTrue(m >= 0 && C.monsterKind[m] != kind, "another monster is drawn instead");
    }

    @Test
    void theEgyptianExhibitGivesAClueForALoreMinusOneCheckInTheMiskatonicStreet() {
        Game g = bare();
        enter(g, "Egyptian Exhibit Visits Miskatonic U.");
        g.moveInvestigator(0, g.board.id("Rivertown"));
        int lore = g.checkValue(0, CheckType.LORE);
        assertTrue(lore >= 2, "Lore dice: " + lore);
        // a six as the last of Lore dice: a pass at +0, but the -1 leaves that die unrolled
        g.forcedDice.clear();
        for (int d : ForcedDice.onesThenSix(lore - 1)) g.forcedDice.add(d);
        endMovementAt(g, 0, "Miskatonic University");
        assertEquals(0, g.inv[0].clues, "Lore (-1): the six is not rolled");
        forceDice(g, 6, 20);
        endMovementAt(g, 0, "Rivertown");
        assertEquals(0, g.inv[0].clues, "only the Miskatonic U. street");
        endMovementAt(g, 0, "Miskatonic University");
        assertEquals(1, g.inv[0].clues);
    }

    @Test
    void theManInBlackTradesSanityDiceForAClueAndASpellInFrenchHill() {
        Game g = bare();
        enter(g, "The Man in Black");
        g.inv[0].sanity = 3;
        int spells = owned(g, 0, Deck.SPELL);
        g.forcedDice.clear();
        for (int d : new int[] {6, 1, 6}) g.forcedDice.add(d);
        endMovementAt(g, 0, "French Hill");
        assertEquals(2, g.inv[0].sanity, "one die of three failed");
        assertEquals(1, g.inv[0].clues);
        assertEquals(spells + 1, owned(g, 0, Deck.SPELL));

        forceDice(g, 1, 20);
        endMovementAt(g, 0, "French Hill");
        assertTrue(g.inv[0].eliminated || !g.nameOf(0).equals("Amanda Sharpe"), "every die failed: devoured");
    }

    /** An explored gate with a Lore close check of at least two dice; investigator 0 stands on it. */
    private static int gateToClose(Game g) {
        g.inv[0].slider[2] = 3;
        int at = exploredGate(g, 0, "Unvisited Isle", null);
        assertTrue(g.checkValue(0, CheckType.LORE) + C.gateOf(g.gateAt[at]).modifier() >= 2);
        return at;
    }

    /** Tries to close the gate with a Lore check on the forced dice; true if it closed. */
    private static boolean closesWithLore(Game g, int at, int... dice) {
        g.forcedDice.clear();
        for (int d : dice) g.forcedDice.add(d);
        runAnswering(g, q -> byId(q, "close:lore", "accept", "no"), new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        return g.gateAt[at] < 0;
    }

    @Test
    void direPortentsAboundMakesTheSameDiceFailToCloseAGate() {
        for (boolean portents : new boolean[] {false, true}) {
            Game g = bare();
            if (portents) enter(g, "Dire Portents Abound");
            int at = gateToClose(g);
            int printed = C.gateOf(g.gateAt[at]).modifier();
            int dice = g.checkValue(0, CheckType.LORE) + printed;
            assertEquals(!portents, closesWithLore(g, at, ForcedDice.onesThenSix(dice - 1)), "Dire Portents: " + portents);
        }
    }

    @Test
    void yuggothInRetrogradeMakesTheSameDiceCloseAGate() {
        for (boolean yuggoth : new boolean[] {false, true}) {
            Game g = bare();
            if (yuggoth) enter(g, "Yuggoth in Retrograde");
            int at = gateToClose(g);
            int dice = g.checkValue(0, CheckType.LORE) + C.gateOf(g.gateAt[at]).modifier();
            assertEquals(yuggoth, closesWithLore(g, at, ForcedDice.onesThenSix(dice)), "Yuggoth in Retrograde: " + yuggoth);
        }
    }

    @Test
    void theGreatRitualFailedMeansAGateOnlyMythosCardEachPhase() {
        Game g = withRumor("The Great Ritual", 1);
        g.rumorTokens = 4;
        endOfMythos(g);
        assertGone(g, "The Great Ritual");
        assertEquals(1, g.gateOnlyMythos);
        int first = card("Big Storm Sweeps Arkham!"), second = card("All Quiet in Arkham!");
        g.mythosDeck.remove(first);
        g.mythosDeck.remove(second);
        g.mythosDeck.add(second);
        g.mythosDeck.add(first);
        int byakhee = marker(g, "Byakhee");
        g.monsterWhere[byakhee] = g.board.sky();
        int square = g.board.id("Independence Square"), woods = g.board.id("Woods");
        run(g, new PhaseStep(Phase.MYTHOS));
        assertTrue(g.gateAt[square] >= 0, "the first card's gate opens");
        assertEquals(g.board.sky(), g.monsterWhere[byakhee], "the first card's Headline is ignored");
        assertTrue(g.gateAt[woods] >= 0, "the second card resolves");
        assertEquals(first, g.mythosDeck.get(1));
    }
}
