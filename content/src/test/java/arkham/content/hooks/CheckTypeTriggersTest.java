package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.def.CheckType;
import arkham.engine.def.Deck;
import arkham.engine.def.Effect;
import arkham.engine.flow.Combat;
import arkham.engine.flow.Dunwich;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.Gauntlet;
import arkham.engine.flow.SkillCheck;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 31: abilities that name a kind of check (a failed Combat check against the monster, a
 * Combat check that beats it, an Evade check to re-roll, ...) act on exactly that kind.
 * Each is made to meet the checks that must set it off and the look-alikes that must not: an
 * Evade check (evading, or fleeing a combat) is no Combat check, a plain Fight check is no Combat
 * check, a Horror check is no Will check, a Spell check no Lore check, and a card that defeats a
 * monster outright passes no Combat check. docs/RULES-COVERAGE.md lists them.
 */
class CheckTypeTriggersTest {
    /** Core and Dunwich cards in the decks, and Relationship cards (dealt at setup, cleared here). */
    private static final Setup.Options OPTIONS = new Setup.Options(false, false, false, false, false, true).withDunwich(false, true, false);

    private static Table scene(String... investigators) {
        Table s = Table.scene(ContentLoader.core(), OPTIONS, "Azathoth", investigators);
        for (int p = 0; p < s.g.players; p++) s.g.endRelationships(p);
        s.g.phase = Phase.MOVEMENT;
        for (int p = 0; p < s.g.players; p++) s.at(p, "Northside");
        s.run(g -> { });
        return s;
    }

    private static Table scene() {
        return scene("Amanda Sharpe", "Bob Jenkins");
    }

    private static int[] dice(int face, int n) {
        int[] d = new int[n];
        java.util.Arrays.fill(d, face);
        return d;
    }

    // ------------------------------------------------------------ the checks a monster is met with

    /** The ways a check meets a monster, and the plain checks that look like them. */
    enum Kind {
        EVADE(CheckType.EVADE), FLEE(CheckType.EVADE), COMBAT(CheckType.COMBAT), HORROR(CheckType.HORROR),
        SPELL(CheckType.SPELL), FIGHT(CheckType.FIGHT), SNEAK(CheckType.SNEAK), WILL(CheckType.WILL),
        LORE(CheckType.LORE), LUCK(CheckType.LUCK);

        final CheckType type;

        Kind(CheckType type) {
            this.type = type;
        }
    }

    /**
     * Starts a check of this kind for investigator 0: evading the monster (Movement), fleeing it or
     * fighting it (a combat past its Horror check), its Horror check (a combat's start), or a plain
     * check of that skill.
     */
    private static void start(Table s, Kind kind, int monster) {
        switch (kind) {
            case EVADE -> s.run(new Gauntlet.Evade(0, monster, false));
            case FLEE -> s.run(Combat.resume(0, monster, Combat.Stage.CHOOSE)).answer("flee");
            case COMBAT -> s.run(Combat.resume(0, monster, Combat.Stage.CHOOSE)).answer("fight");
            case HORROR -> s.run(Combat.start(0, monster));
            default -> s.run(SkillCheck.of(0, kind.type, 0, 1, "test"));
        }
    }

    /**
     * The option ids investigator 0 is offered on a check of this kind against a Zombie (Undead),
     * every die a 1: before the roll (cards that pass it outright) and after it (re-rolls, Clue
     * tokens, bought successes). Only questions about that check are read.
     */
    private static Set<String> offered(Table s, Kind kind) {
        int zombie = s.monster("Zombie", s.place("Northside"));
        s.dice(dice(1, 40));
        start(s, kind, zombie);
        Set<String> ids = new TreeSet<>();
        for (int k = 0; k < 2; k++) {
            Question q = s.g.question();
            if (q == null || s.halted() || !kind.type.name().equals(q.context().get("check"))) break;
            q.options().forEach(c -> ids.add(c.id()));
            if (k > 0 || q.options().stream().noneMatch(c -> c.id().equals("roll"))) break;
            s.answer("roll");
        }
        return ids;
    }

    private static boolean offers(Set<String> ids, String prefix) {
        return ids.stream().anyMatch(id -> id.startsWith(prefix));
    }

    /**
     * A card held by investigator 0, and the check kinds on which it must be offered (by the given
     * option) and those on which it must not. Clue tokens are at hand for the cards that spend them.
     */
    @ParameterizedTest(name = "{0}: on {2}, not on {3}")
    @CsvSource(delimiter = ';', value = {
            "Marksman; reroll:; COMBAT; FIGHT EVADE FLEE HORROR",
            "Bullwhip; reroll:; COMBAT; FIGHT FLEE",
            "Stealth; reroll:; EVADE FLEE; SNEAK COMBAT",
            "Bravery; reroll:; HORROR; WILL COMBAT",
            "Expert Occultist; reroll:; SPELL; LORE",
            "Lucky Cigarette Case; reroll:; COMBAT EVADE FLEE HORROR SPELL LUCK FIGHT; ",
            "Foresee; reroll:; COMBAT EVADE HORROR LUCK FIGHT; ",
            "Silver Key; pass:; EVADE FLEE; SNEAK COMBAT",
            "Mists of Releh; pass:; EVADE FLEE; SNEAK COMBAT",
            "Bind Monster; pass:; COMBAT; FIGHT FLEE",
            "Blue Watcher of the Pyramid; pass:; COMBAT; FIGHT FLEE",
            "Fisticuffs; clue-success; COMBAT; FIGHT FLEE",
            "Conceal; clue-success; EVADE FLEE; SNEAK COMBAT",
            "Strong Will; clue-success; HORROR; WILL",
            "Mystic Gift; clue-success; SPELL; LORE",
    })
    void aCardActsOnTheChecksItNamesOnly(String card, String option, String on, String notOn) {
        for (String k : on.trim().split(" ")) {
            assertTrue(offers(holding(card, Kind.valueOf(k)), option), card + " must be offered on " + k);
        }
        if (notOn == null) return;
        for (String k : notOn.trim().split(" ")) {
            assertFalse(offers(holding(card, Kind.valueOf(k)), option), card + " must not be offered on " + k);
        }
    }

    private static Set<String> holding(String card, Kind kind) {
        Table s = scene();
        s.give(0, card);
        s.g.inv[0].clues = 2;
        s.g.inv[0].slider[1] = 1; // Fight and Will both have dice, so a re-roll of a failed die has one
        return offered(s, kind);
    }

    /**
     * Cards that add to each die of "any check" of a skill (the Dunwich skills) help the special
     * checks built on that skill too (p.13), and no other skill's checks.
     */
    @ParameterizedTest(name = "{0}: on {1}, not on {2}")
    @CsvSource(delimiter = ';', value = {
            "Dodge; SPEED; SNEAK EVADE FIGHT",
            "Grapple; FIGHT COMBAT; LUCK SNEAK WILL",
            "Hide; SNEAK EVADE; SPEED FIGHT",
            "Psychology; WILL HORROR; LORE FIGHT",
            "Library Use; LORE SPELL; LUCK WILL",
            "Spot Hidden; LUCK; LORE SNEAK",
    })
    void aDieBonusHelpsEveryCheckOfItsSkillOnly(String card, String on, String notOn) {
        for (String k : on.split(" ")) assertTrue(foursSucceed(card, CheckType.valueOf(k)), card + " makes 4s succeed on " + k);
        for (String k : notOn.split(" ")) assertFalse(foursSucceed(card, CheckType.valueOf(k)), card + " leaves 4s failing on " + k);
    }

    /** Whether a check of this type, every die a 4, scores any success with the card held. */
    private static boolean foursSucceed(String card, CheckType type) {
        Table s = scene();
        s.give(0, card);
        for (int k = 0; k < 3; k++) s.g.inv[0].slider[k] = 1;
        int dice = s.g.checkValue(0, type);
        assertTrue(dice > 0, "dice to roll on " + type);
        s.dice(dice(4, dice)).run(SkillCheck.counting(0, type, 0, 1, "test")).acceptChecks();
        return s.g.lastSuccesses > 0;
    }

    /**
     * Depression wastes the first Clue token spent on a check out of combat, Evade checks included;
     * Hysteria the first one spent on a check in combat, Combat and Horror checks included.
     */
    @Test
    void depressionAndHysteriaWasteAClueOnTheChecksTheyNameOnly() { // Depression, Hysteria (Dunwich Madness cards)
        Kind[] kinds = {Kind.LUCK, Kind.EVADE, Kind.COMBAT, Kind.HORROR};
        for (Kind k : kinds) {
            boolean inCombat = k == Kind.COMBAT || k == Kind.HORROR;
            assertEquals(!inCombat, wastesTheFirstClue("Depression", k.type), "Depression on " + k);
            assertEquals(inCombat, wastesTheFirstClue("Hysteria", k.type), "Hysteria on " + k);
        }
    }

    private static boolean wastesTheFirstClue(String card, CheckType type) {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false).withDunwich(false, true, true), "Azathoth", "Amanda Sharpe");
        s.run(g -> { });
        s.give(0, card);
        s.g.inv[0].clues = 2;
        s.dice(6).run(SkillCheck.of(0, type, -20, 1, "test"));
        s.answer("clue");
        return s.g.forcedDice.size() == 1;
    }

    @Test
    void jimCulverPassesCombatChecksAgainstTheUndeadOnly() { // Dead Man Stomp (his sheet)
        for (Kind k : Kind.values()) {
            Table s = scene("Jim Culver", "Bob Jenkins");
            s.g.inv[0].clues = 1;
            assertEquals(k == Kind.COMBAT, offers(offered(s, k), "pass:own"), "Dead Man Stomp on " + k);
        }
    }

    @Test
    void relationshipBoostsHelpTheirOwnCheckKindOnly() { // the Lurker's Relationship cards
        String[] names = {"Skullcrackers", "Survivors", "Courageous Inspirations", "Practitioners of the Art"};
        Kind[][] on = {{Kind.COMBAT}, {Kind.EVADE, Kind.FLEE}, {Kind.HORROR}, {Kind.SPELL}};
        for (int n = 0; n < names.length; n++) {
            for (Kind k : Kind.values()) {
                Table s = scene();
                s.g.dealRelationship(relationship(s, names[n]), 0);
                boolean must = java.util.Arrays.asList(on[n]).contains(k);
                assertEquals(must, offers(offered(s, k), "boost:"), names[n] + " on " + k);
            }
        }
    }

    private static int relationship(Table s, String name) {
        for (int r = 0; r < s.g.content.relationships.size(); r++) if (s.g.content.relationships.get(r).name().equals(name)) return r;
        throw new AssertionError("no relationship " + name);
    }

    @Test
    void darkesBlessingReRollsACheckJustFailedNotOnePassed() { // Darke's Blessing (a Dunwich Condition)
        Table s = scene();
        s.run(g -> EffectStep.takeCard(g, 0, "Blessing"));
        s.run(new EffectStep(0, new Effect.Hook("dunwich-condition-offer", "Darke's Blessing"))).answer("pay");
        assertTrue(Dunwich.conditionActive(s.g, "Darke's Blessing"));
        s.checkDice(1, CheckType.LUCK, 0, 1).run(SkillCheck.counting(1, CheckType.LUCK, 0, 1, "failed"));
        assertTrue(s.q().options().stream().anyMatch(c -> c.id().startsWith("reroll:")), "a failed check may be re-rolled");
        // a check whose successes count (a Heal's) is offered Clue tokens after a pass, but not the Blessing's re-roll
        s.g.inv[1].clues = 1;
        s.checkDice(1, CheckType.LUCK, 0, 6).run(SkillCheck.counting(1, CheckType.LUCK, 0, 1, "passed"));
        assertTrue(s.q().options().stream().anyMatch(c -> c.id().equals("clue")), "more successes may still be bought");
        assertTrue(s.q().options().stream().noneMatch(c -> c.id().startsWith("reroll:")), "a passed check is no failed one");
    }

    // ------------------------------------------------------------ monsters' combat damage

    /** Fails a check of this kind against the monster with every die a 1; its ability acts on what it names. */
    private static Table failing(String monster, Kind kind, String... cards) {
        Table s = scene();
        for (String c : cards) s.give(0, c);
        s.g.inv[0].sanity = s.g.inv[0].maxSanity = 9;
        s.g.inv[0].stamina = s.g.inv[0].maxStamina = 9;
        int m = atNorthside(s, monster);
        s.dice(dice(1, 40));
        start(s, kind, m);
        return s;
    }

    @Test
    void theElderThingTakesAWeaponOrSpellForAFailedCombatCheckOnly() { // its marker; core p.15 example
        for (Kind k : new Kind[]{Kind.EVADE, Kind.FLEE, Kind.COMBAT, Kind.HORROR}) {
            Table s = failing("Elder Thing", k, "Tommy Gun");
            boolean lost = s.g.inv[0].cards.isEmpty();
            assertEquals(k == Kind.COMBAT, lost, "the Tommy Gun is discarded after a failed " + k + " check");
            if (k != Kind.HORROR) assertEquals(9 - 1, s.g.inv[0].stamina, "its 1 Stamina of combat damage after " + k);
        }
    }

    @Test
    void theNightgauntsGateIsItsCombatDamageAfterAnyFailureToEvadeOrDefeatIt() { // core p.15 Monster Damage
        for (Kind k : new Kind[]{Kind.EVADE, Kind.FLEE, Kind.COMBAT, Kind.HORROR}) {
            Table s = scene();
            int gate = s.gate("Abyss", "Train Station");
            s.g.inv[0].sanity = s.g.inv[0].maxSanity = 9;
            int ng = s.monster("Nightgaunt", s.place("Northside"));
            s.dice(dice(1, 40));
            start(s, k, ng);
            int first = s.g.board.otherWorld(s.g.content.gateOf(gate).world()).firstArea();
            assertEquals(k != Kind.HORROR, s.g.inv[0].place == first, "drawn through the gate after a failed " + k + " check");
        }
    }

    @Test
    void theDimensionalShamblerLosesHimInTimeAndSpaceAfterAnyFailureToEvadeOrDefeatIt() { // as the Nightgaunt, p.15
        for (Kind k : new Kind[]{Kind.EVADE, Kind.FLEE, Kind.COMBAT, Kind.HORROR}) {
            Table s = failing("Dimensional Shambler", k);
            assertEquals(k != Kind.HORROR, s.g.inv[0].place == s.g.board.lostInTimeAndSpace(), "lost after a failed " + k + " check");
        }
    }

    @Test
    void theWardingStatueAnswersAFailedCombatCheckOnly() { // its card
        for (Kind k : new Kind[]{Kind.EVADE, Kind.FLEE, Kind.COMBAT}) {
            Table s = failing("Zombie", k, "Warding Statue");
            Question q = s.g.question();
            boolean asked = q != null && q.options().stream().anyMatch(c -> c.id().startsWith("prevent:"));
            assertEquals(k == Kind.COMBAT, asked, "the Warding Statue is offered after a failed " + k + " check");
        }
    }

    @Test
    void theBloatedWomansFailedWillCheckFailsTheCombatCheckForTheWardingStatueToo() { // her marker; the statue's card
        Table s = failing("The Bloated Woman", Kind.HORROR, "Warding Statue");
        assertTrue(s.q().options().stream().anyMatch(c -> c.id().startsWith("prevent:")),
                "her combat damage follows a Combat check failed outright: " + s.q().prompt() + " " + s.q().options());
    }

    // ------------------------------------------------------------ rewards for beating a monster with a Combat check

    /** Defeats the monster by a Combat check (a Tommy Gun and every die a 6), or with the Flute of the Outer Gods. */
    private static void defeat(Table s, int monster, boolean byCheck) {
        if (byCheck) {
            int gun = s.give(0, "Tommy Gun");
            s.g.inv[0].slider[1] = 3;
            s.run(Combat.resume(0, monster, Combat.Stage.CHOOSE)).answer("hold:" + gun);
            s.checkDice(0, CheckType.COMBAT, Combat.fightModifier(s.g, 0, monster), 6);
            s.answer("fight").acceptChecks();
        } else {
            int flute = s.give(0, "Flute of the Outer Gods");
            s.g.inv[0].sanity = s.g.inv[0].maxSanity = 9;
            s.g.inv[0].stamina = s.g.inv[0].maxStamina = 9;
            s.run(Combat.resume(0, monster, Combat.Stage.CHOOSE)).answer("use:" + flute);
        }
    }

    private static int count(Table s, Deck deck) {
        int n = 0;
        var cs = s.g.inv[0].cards;
        for (int k = 0; k < cs.size(); k++) if (s.g.content.cardOf(cs.get(k)).deck() == deck) n++;
        return n;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"Mi-Go, UNIQUE", "Tcho-tcho, COMMON", "Wizard Whateley, SPELL"})
    void aMarkersRewardComesWithAPassedCombatCheckNotWithACardThatDefeatsIt(String monster, Deck reward) {
        Table check = scene();
        int m = check.monster(monster, check.place("Northside"));
        int before = count(check, reward);
        defeat(check, m, true);
        assertEquals(Game.BOX, check.g.monsterWhere[m], "a Combat check passed: to the box");
        assertEquals(before + (reward == Deck.COMMON ? 2 : 1), count(check, reward), "its card drawn (besides a Tommy Gun)");

        Table flute = scene();
        int f = flute.monster(monster, flute.place("Northside"));
        defeat(flute, f, false);
        assertEquals(Game.trophy(0), flute.g.monsterWhere[f], "defeated by the Flute: a trophy like any other");
        assertEquals(0, count(flute, reward), "and no card");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"Warlock, 2, 0", "Spectral Hunter, 0, 5"})
    void cluesAndMoneyComeWithAPassedCombatCheckOnly(String monster, int clues, int money) { // their markers
        for (boolean byCheck : new boolean[]{true, false}) {
            Table s = scene();
            int m = s.monster(monster, s.place("Northside"));
            defeat(s, m, byCheck);
            assertEquals(byCheck ? Game.BOX : Game.trophy(0), s.g.monsterWhere[m], byCheck ? "to the box" : "the Flute's trophy");
            assertEquals(byCheck ? clues : 0, s.g.inv[0].clues);
            assertEquals(byCheck ? money : 0, s.g.inv[0].money);
        }
    }

    @Test
    void alienTechnologysUniqueItemComesWithAPassedCombatCheckOnly() { // Alien Technology (Environment)
        for (boolean byCheck : new boolean[]{true, false}) {
            Table s = scene();
            s.g.setEnvironment(s.g.content.mythosId("Alien Technology"));
            int m = s.monster("Mi-Go", s.place("Northside"));
            defeat(s, m, byCheck);
            assertEquals(byCheck ? 2 : 0, count(s, Deck.UNIQUE), byCheck ? "the Mi-Go's and the Environment's" : "neither");
        }
    }

    @Test
    void aFailedCombatCheckEarnsNoReward() {
        Table s = failing("Mi-Go", Kind.COMBAT);
        assertNotEquals(Game.BOX, s.g.monsterWhere[s.g.monstersAt(s.place("Northside")).get(0)]);
        assertEquals(0, count(s, Deck.UNIQUE));
    }

    // ------------------------------------------------------------ before a check, or both checks failed

    /** Puts a marker of the named kind at Northside, from the cup or else the box (where Spawn and Mask monsters wait). */
    private static int atNorthside(Table s, String name) {
        int kind = s.g.content.monsterId(name);
        for (int where : new int[]{Game.CUP, Game.BOX}) {
            for (int m = 0; m < s.g.monsterWhere.length; m++) {
                if (s.g.monsterWhere[m] == where && s.g.content.monsterKind[m] == kind) {
                    s.g.monsterWhere[m] = s.place("Northside");
                    return m;
                }
            }
        }
        throw new AssertionError("no " + name + " in the cup or the box");
    }

    /** Whether starting a check of this kind against the marker first asks for what it names (a Clue token, an item). */
    private static boolean asksFirst(String marker, Kind kind, String prompt) {
        Table s = scene();
        s.give(0, "Knife");
        s.g.inv[0].clues = 1;
        int m = atNorthside(s, marker);
        s.dice(dice(1, 40));
        start(s, kind, m);
        return s.asks(prompt);
    }

    @Test
    void pricesBeforeACheckAreAskedBeforeTheCheckTheyNameOnly() { // Child of Abhoth and Rat-thing markers
        for (Kind k : new Kind[]{Kind.FLEE, Kind.COMBAT, Kind.HORROR}) {
            assertEquals(k == Kind.HORROR, asksFirst("Child of Abhoth (Clue Before Horror)", k, "Discard a Clue token"), "Clue Before Horror, " + k);
            assertEquals(k == Kind.COMBAT, asksFirst("Child of Abhoth (Clue Before Combat)", k, "Discard a Clue token"), "Clue Before Combat, " + k);
            assertEquals(k == Kind.COMBAT, asksFirst("Rat-thing", k, "Rat-thing"), "Rat-thing, " + k);
        }
    }

    @Test
    void theChildOfAbhothTakesASpellOrWeaponForAPassedCombatCheckOnly() { // Child of Abhoth (Weapon) marker
        for (Kind k : new Kind[]{Kind.FLEE, Kind.HORROR, Kind.COMBAT}) {
            Table s = scene();
            s.give(0, "Knife");
            s.g.inv[0].slider[0] = 0;
            s.g.inv[0].slider[1] = 3;
            s.g.inv[0].clues = 9;
            int child = atNorthside(s, "Child of Abhoth (Weapon)");
            s.g.inv[0].sanity = s.g.inv[0].maxSanity = 9;
            s.dice(dice(6, 40));
            start(s, k, child);
            for (int n = 0; n < 9 && s.g.question() != null && s.q().options().stream().anyMatch(c -> c.id().equals("clue")); n++) s.answer("clue");
            s.acceptChecks();
            // the Knife is his only Spell or weapon, so the discard asks nothing
            assertEquals(k == Kind.COMBAT, s.g.inv[0].cards.isEmpty(), "the Knife is discarded after a passed " + k + " check");
        }
    }

    @Test
    void theBeastDevoursForAFailedHorrorAndAFailedCombatCheckNotAFailedFlight() { // The Beast (Mask) marker
        for (Kind second : new Kind[]{Kind.FLEE, Kind.COMBAT}) {
            Table s = scene();
            s.g.inv[0].sanity = s.g.inv[0].maxSanity = 9;
            s.g.inv[0].stamina = s.g.inv[0].maxStamina = 9;
            int beast = atNorthside(s, "The Beast");
            s.dice(dice(1, 60));
            s.run(Combat.start(0, beast)).acceptChecks();
            s.answer(second == Kind.FLEE ? "flee" : "fight").acceptChecks();
            boolean devoured = s.g.inv[0].eliminated || s.g.inv[0].def() != s.g.content.investigatorId("Amanda Sharpe");
            assertEquals(second == Kind.COMBAT, devoured, "a failed Horror check, then a failed " + second + " check");
        }
    }
}
