package arkham.content;

import arkham.engine.Choice;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Phase;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.Step;
import arkham.engine.def.Amount;
import arkham.engine.def.CheckType;
import arkham.engine.def.Effect;
import arkham.engine.def.Expansion;
import arkham.engine.def.MovementType;
import arkham.engine.def.MythosDef;
import arkham.engine.def.Stat;
import arkham.engine.flow.CastSpell;
import arkham.engine.flow.Combat;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.Gates;
import arkham.engine.flow.MonsterMovement;
import arkham.engine.flow.MovementStep;
import arkham.engine.state.IntList;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Focused tests of the Lurker at the Threshold Mythos cards that change how movement, spells and gates work. */
class LurkerMythosTest {
    private static final Setup.Options LURKER = new Setup.Options(true, true, false, false, false, false);

    private final Content c = ContentLoader.core();

    // ------------------------------------------------------------ Early Frost

    @Test
    void earlyFrostCostsOneStaminaPerMovementPointSpentBeyondThree() {
        Game g = game();
        g.setEnvironment(mythosId("Early Frost"));
        startMoving(g, 5);
        for (int k = 0; k < 5; k++) move(g);
        runToHalt(g);
        assertEquals(g.inv[0].maxStamina - 2, g.inv[0].stamina, "5 points spent: 2 beyond 3");

        g.inv[0].stamina = g.inv[0].maxStamina;
        startMoving(g, 5);
        for (int k = 0; k < 3; k++) move(g);
        runToHalt(g);
        assertEquals(g.inv[0].maxStamina, g.inv[0].stamina, "3 points spent: nothing lost");
    }

    @Test
    void earlyFrostDoesNotCountMovementPointsSpentReadingATome() {
        Game g = game();
        g.setEnvironment(mythosId("Early Frost"));
        g.giveCard(0, g.takeFromDeck(c.cardId("Old Journal")));
        for (int k = 0; k < 10; k++) g.forcedDice.add(1);
        startMoving(g, 4);
        answerStarting(g, "Read Old Journal");
        for (int k = 0; k < 3; k++) move(g);
        runToHalt(g);
        assertEquals(3, g.inv[0].pointsSpent);
        assertEquals(g.inv[0].maxStamina, g.inv[0].stamina, "4 points used, but the Tome's does not count");
    }

    // ------------------------------------------------------------ Moon Creature Hoax

    @Test
    void moonCreatureHoaxPutsAMonsterInTheSkyThatFliesUntilItReachesAStreet() {
        Game g = game();
        int zombie = c.monsterId("Zombie");
        assertEquals(MovementType.NORMAL, c.monsters.get(zombie).movement());
        g.forcedMonsters.add(zombie);
        g.begin(new EffectStep(0, mythos("Moon Creature Hoax").effect(), true), new Halt());
        runToHalt(g);
        int m = -1;
        for (int k = 0; k < g.monsterWhere.length; k++) if (g.monsterWhere[k] == c.board.sky()) m = k;
        assertTrue(m >= 0 && c.monsterKind[m] == zombie, "a Zombie in the Sky");
        assertEquals(MovementType.FLYING, g.movement(m), "it flies while in the Sky");

        int street = c.board.streets()[0];
        g.moveInvestigator(0, street);
        g.moveInvestigator(1, c.board.id("Woods"));
        int bit = g.monster(m).dimension().bit();
        g.begin(MonsterMovement.start(g, bit, 0), new Halt());
        runToHalt(g);
        assertEquals(street, g.monsterWhere[m], "it swoops down to the investigator in the street");
        assertEquals(MovementType.NORMAL, g.movement(m), "in the street it moves as usual again");

        g.moveInvestigator(0, c.board.id("Woods"));
        g.begin(MonsterMovement.start(g, bit, 0), new Halt());
        runToHalt(g);
        assertEquals(c.board.whiteArrow(street), g.monsterWhere[m], "it follows the white arrow like any Zombie");
    }

    // ------------------------------------------------------------ Scholar Speaks of Leylines

    @Test
    void scholarSpeaksOfLeylinesGivesFightAndWillForTheTurnAfterASuccessfulCast() {
        Game g = game();
        g.setEnvironment(mythosId("Scholar Speaks of Leylines"));
        int wither = g.takeFromDeck(c.cardId("Wither"));
        g.giveCard(0, wither);
        int fight = g.checkValue(0, CheckType.FIGHT);
        int will = g.checkValue(0, CheckType.WILL);
        int combat = g.checkValue(0, CheckType.COMBAT);
        int lore = g.checkValue(0, CheckType.LORE);
        int otherFight = g.checkValue(1, CheckType.FIGHT);

        for (int k = 0; k < 10; k++) g.forcedDice.add(1);
        g.begin(new CastSpell(0, wither, false), new Halt());
        runToHalt(g);
        assertEquals(g.inv[0].maxSanity - 1, g.inv[0].sanity, "Wither costs 1 Sanity more");
        assertEquals(fight, g.checkValue(0, CheckType.FIGHT), "a failed cast gives nothing");

        g.forcedDice.clear();
        for (int k = 0; k < 10; k++) g.forcedDice.add(6);
        g.exhausted[wither] = false;
        g.begin(new CastSpell(0, wither, false), new Halt());
        runToHalt(g);
        assertEquals(fight + 1, g.checkValue(0, CheckType.FIGHT));
        assertEquals(will + 1, g.checkValue(0, CheckType.WILL));
        assertEquals(combat + 1, g.checkValue(0, CheckType.COMBAT), "Combat checks use Fight");
        assertEquals(lore, g.checkValue(0, CheckType.LORE));
        assertEquals(otherFight, g.checkValue(1, CheckType.FIGHT), "only for the caster");

        g.turn++;
        assertEquals(fight, g.checkValue(0, CheckType.FIGHT), "over at the end of the turn");
    }

    // ------------------------------------------------------------ Blue Skies

    /** Investigator 0 makes a check of the type (+0, difficulty 1) on the forced dice; true if it passed. */
    private static boolean passes(Game g, CheckType type, int... dice) {
        g.forcedDice.clear();
        for (int d : dice) g.forcedDice.add(d);
        int money = g.inv[0].money;
        g.begin(new EffectStep(0, new Effect.Check(type, 0, 1, new Effect.Gain(Stat.MONEY, Amount.of(1)), Effect.NOTHING)), new Halt());
        runToHalt(g);
        return g.inv[0].money == money + 1;
    }

    @Test
    void blueSkiesTakeASneakDieAndGiveASpeedDieAndAMovementPointEverywhere() {
        Game g = game();
        int sneak = g.checkValue(0, CheckType.SNEAK), speed = g.checkValue(0, CheckType.SPEED), points = g.movementPoints(0);
        int[] sneakDice = ForcedDice.onesThenSix(sneak - 1), speedDice = ForcedDice.onesThenSix(speed);
        assertTrue(passes(g, CheckType.SNEAK, sneakDice), "the six is the last Sneak die");
        assertFalse(passes(g, CheckType.SPEED, speedDice), "the six is one die beyond Speed");
        g.setEnvironment(mythosId("Blue Skies"));
        assertFalse(passes(g, CheckType.SNEAK, sneakDice), "Sneak -1: the six is not rolled");
        assertTrue(passes(g, CheckType.SPEED, speedDice), "Speed +1: the six is rolled");
        assertEquals(points + 1, g.movementPoints(0));
        g.moveInvestigator(0, c.board.otherWorld(0).firstArea());
        assertFalse(passes(g, CheckType.SNEAK, sneakDice), "not only in Arkham");
    }

    // ------------------------------------------------------------ Police Helpless to Displace Vagrants

    @Test
    void policeHelplessSellThreeSpellsToChooseFromForFiveDollarsOrTwoCluesDowntown() {
        Game g = game();
        g.setEnvironment(mythosId("Police Helpless to Displace Vagrants"));
        int downtown = c.board.id("Downtown");
        g.moveInvestigator(0, c.board.id("Rivertown"));
        g.inv[0].money = 5;
        g.inv[0].clues = 2;
        startMoving(g, 0);
        runToHalt(g);
        assertEquals(5, g.inv[0].money, "nothing offered outside the Downtown street");

        g.moveInvestigator(0, downtown);
        startMoving(g, 0);
        List<String> offered = new java.util.ArrayList<>();
        for (int n = 0; n < 50 && !Halt.PROMPT.equals(g.question().prompt()); n++) {
            Question q = g.question();
            q.options().forEach(o -> offered.add(o.label()));
            g.answer(q.id(), q.player(), q.options().get(0).id());
        }
        assertTrue(offered.stream().anyMatch(l -> l.startsWith("Pay 2 Clue tokens")), offered.toString());
        assertEquals(0, g.inv[0].money, "paid $5 (the first option)");
        assertEquals(1, g.inv[0].cards.size(), "one Spell kept");
        assertTrue(c.cardOf(g.inv[0].cards.get(0)).isSpell());

        startMoving(g, 0);
        runToHalt(g);
        assertEquals(0, g.inv[0].clues, "with no money left, 2 Clue tokens pay");
        assertEquals(2, g.inv[0].cards.size());
    }

    // ------------------------------------------------------------ The Key and the Gate

    @Test
    void theKeyAndTheGateFailsAtPlayersPlusOneAndTheNextCardsGateBursts() {
        Game g = game();
        int key = mythosId("The Key and the Gate");
        g.mythosDeck.remove(key);
        g.setRumor(key);
        g.rumorTokens = 0;
        int frost = mythosId("Early Frost");
        g.mythosDeck.remove(frost);
        g.mythosDeck.add(frost);
        int square = c.board.id("Independence Square");
        g.sealed[square] = true;
        int unnamable = c.board.id("The Unnamable");
        int clues = g.clues[unnamable];

        g.begin(new OpenGate(c.board.id("Woods")), new OpenGate(c.board.id("Graveyard")), new Halt());
        runToHalt(g);
        assertEquals(2, g.rumorTokens);
        assertEquals(key, g.rumor(), "2 tokens with 2 players: not yet");

        int doom = g.doom;
        g.begin(new OpenGate(c.board.id("The Witch House")), new Halt());
        runToHalt(g);
        assertEquals(-1, g.rumor(), "3 tokens: it fails at once");
        assertFalse(g.mythosDeck.contains(key), "to the box");
        assertFalse(g.sealed[square], "Early Frost's gate bursts the elder sign");
        assertTrue(g.gateAt[square] >= 0);
        assertEquals(doom + 1, g.doom, "a doom token for the Witch House, none for the burst");
        assertEquals(clues, g.clues[unnamable], "the rest of the card is ignored: no Clue");
        assertEquals(-1, g.environment(), "and no Environment");
    }

    @Test
    void theKeyAndTheGateBurstsBothGatesOfACardThatOpensTwo() {
        Game g = game();
        int key = mythosId("The Key and the Gate");
        g.mythosDeck.remove(key);
        g.setRumor(key);
        g.rumorTokens = 2;
        int two = mythosId("Double the Trouble");
        g.mythosDeck.remove(two);
        g.mythosDeck.add(two);
        int isle = c.board.id("Unvisited Isle");
        int witch = c.board.id("The Witch House");
        g.sealed[witch] = true;
        int doom = g.doom;
        g.begin(new OpenGate(c.board.id("Woods")), new Halt());
        runToHalt(g);
        assertEquals(-1, g.rumor());
        assertTrue(g.gateAt[isle] >= 0 && g.gateAt[witch] >= 0, "both gates open, the sealed one bursting");
        assertEquals(doom + 1, g.doom, "only the Woods gate adds a doom token");
    }

    // ------------------------------------------------------------ The Unraveling Tapestry

    @Test
    void theUnravelingTapestryCountsEveryCastAndIsPassedAtSix() {
        Game g = game();
        int tapestry = enterRumor(g, "The Unraveling Tapestry");
        assertEquals(3, g.rumorTokens);
        int heal = g.takeFromDeck(c.cardId("Heal"));
        int wither = g.takeFromDeck(c.cardId("Wither"));
        g.giveCard(0, heal);
        g.giveCard(0, wither);
        for (int k = 0; k < 20; k++) g.forcedDice.add(1);

        g.begin(new UseCard(heal, Hooks.Timing.UPKEEP), new Halt());
        runToHalt(g);
        assertEquals(4, g.rumorTokens, "Heal cast outside combat counts, though its Spell check failed");

        g.begin(new CastSpell(0, wither, false), new Halt());
        runToHalt(g);
        assertEquals(5, g.rumorTokens, "a combat Spell counts");

        int cards0 = g.inv[0].cards.size();
        int cards1 = g.inv[1].cards.size();
        g.exhausted[wither] = false;
        g.begin(new CastSpell(0, wither, false), new Halt());
        runToHalt(g);
        assertEquals(-1, g.rumor(), "6 tokens: passed at once");
        assertFalse(g.mythosDeck.contains(tapestry), "to the box");
        assertEquals(cards0 + 1, g.inv[0].cards.size(), "each investigator draws a Spell");
        assertEquals(cards1 + 1, g.inv[1].cards.size());
    }

    @Test
    void theUnravelingTapestryFailsWhenAGateTakesItsLastToken() {
        Game g = game();
        enterRumor(g, "The Unraveling Tapestry");
        g.begin(new OpenGate(c.board.id("Woods")), new OpenGate(c.board.id("Graveyard")), new Halt());
        runToHalt(g);
        assertEquals(1, g.rumorTokens);
        g.begin(new OpenGate(c.board.id("The Witch House")), new Halt());
        runToHalt(g);
        assertEquals(-1, g.rumor(), "0 tokens: failed at once");
        for (int p = 0; p < 2; p++) assertEquals(g.inv[p].maxSanity - 2, g.inv[p].sanity, "each loses 2 Sanity");
    }

    // ------------------------------------------------------------ helpers

    /** Two investigators in streets, no cards, no monsters or gates in Arkham, full Sanity and Stamina. */
    private Game game() {
        Game g = Game.create(c, new Setup(2, List.of("Dexter Drake", "Vincent Lee"), "Azathoth", false, 11, LURKER));
        g.phase = Phase.MOVEMENT;
        for (int m = 0; m < g.monsterWhere.length; m++) {
            int w = g.monsterWhere[m];
            if (w >= 0 && (c.board.inArkham(w) || w == c.board.sky() || w == c.board.outskirts())) g.returnToCup(m);
        }
        for (int place = 0; place < c.board.size(); place++) {
            g.sealed[place] = false;
            if (g.gateAt[place] >= 0) {
                g.gateWhere[g.gateAt[place]] = Game.STACK;
                g.gateStack.add(g.gateAt[place]);
                g.gateAt[place] = -1;
            }
        }
        for (int p = 0; p < 2; p++) {
            IntList cs = new IntList(g.inv[p].cards);
            for (int k = 0; k < cs.size(); k++) g.discard(p, cs.get(k));
            g.inv[p].sanity = g.inv[p].maxSanity;
            g.inv[p].stamina = g.inv[p].maxStamina;
            g.inv[p].clues = 0;
            g.moveInvestigator(p, c.board.streets()[p + 1]);
        }
        g.setRumor(-1);
        g.setEnvironment(-1);
        g.rumorTokens = 0;
        return g;
    }

    private int enterRumor(Game g, String name) {
        int card = mythosId(name);
        g.mythosDeck.remove(card);
        g.setRumor(card);
        c.mythosAbility(card).onEnter(g);
        return card;
    }

    private void startMoving(Game g, int points) {
        g.inv[0].movePoints = points;
        g.inv[0].pointsSpent = 0;
        g.begin(new MovementStep.ArkhamMove(0), new Halt());
    }

    /** Investigator 0 moves to the first area offered. */
    private void move(Game g) {
        Question q = g.question();
        Choice to = q.options().stream().filter(o -> o.value() >= 0 && o == c.placeChoices.move(o.value()))
                .findFirst().orElseThrow(() -> new AssertionError("no move in " + q));
        g.answer(g.question().id(), 0, to.id());
    }

    private static void answerStarting(Game g, String label) {
        Question q = g.question();
        Choice ch = q.options().stream().filter(o -> o.label().startsWith(label)).findFirst()
                .orElseThrow(() -> new AssertionError("no option '" + label + "' in " + q));
        g.answer(q.id(), q.player(), ch.id());
    }

    /** Answers the first option (ending movement, passing on extras) until the halt. */
    private static void runToHalt(Game g) {
        for (int n = 0; n < 200; n++) {
            Question q = g.question();
            if (Halt.PROMPT.equals(q.prompt())) return;
            g.answer(q.id(), q.player(), q.options().get(0).id());
        }
        throw new AssertionError("the steps under test did not finish");
    }

    private MythosDef mythos(String name) {
        return c.mythos.stream().filter(d -> d.expansion() == Expansion.LURKER && d.name().equals(name)).findFirst().orElseThrow();
    }

    private int mythosId(String name) {
        return mythos(name).id();
    }

    /** A gate opens at a place (as from an encounter or a Mythos card). */
    record OpenGate(int place) implements Step {
        @Override
        public Question run(Game g) {
            Gates.open(g, place);
            return null;
        }
    }

    /** Investigator 0 uses a card's ability at the given time. */
    record UseCard(int card, Hooks.Timing when) implements Step {
        @Override
        public Question run(Game g) {
            g.content.cardAbility(card).use(g, 0, card, when);
            return null;
        }
    }
}
