package arkham.ai;

import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Question;
import arkham.engine.flow.ArkhamEncounter;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The heuristic works against the Rumor in play (rulebook p.10: a Rumor is passed by what its card
 * asks, where it asks it): it heads for the place whose ability passes it when it can pay, uses that
 * ability there, and weighs what the Rumor's failure would cost.
 */
class RumorsTest {
    /** The quiet 1-player game of {@link MovementTest}, the Rumor in play as if just drawn. */
    static Game withRumor(String name) {
        Game g = MovementTest.quiet();
        int card = g.content.mythosId(name);
        g.mythosDeck.remove(card);
        g.setRumor(card);
        var ability = g.content.mythosAbility(card);
        if (ability != null) ability.onEnter(g);
        return g;
    }

    static void spells(Game g, int n) {
        String[] names = {"Wither", "Shrivelling", "Find Gate", "Voice of Ra"};
        for (int k = 0; k < n; k++) FinalBattleTest.give(g, names[k]);
    }

    static int target(Game g) {
        g.phase = Phase.MOVEMENT;
        g.inv[0].movePoints = 4;
        return HeuristicAgent.Plan.of(HeuristicSettings.DEFAULT, g, 0, -1).target();
    }

    /** Plays his Arkham Encounters Phase where he stands (and nothing after it), with the heuristic; returns its first answer. */
    static String encounter(Game g) {
        g.phase = Phase.ARKHAM_ENCOUNTERS;
        g.begin(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        HeuristicAgent a = new HeuristicAgent();
        String first = null;
        for (int n = 0; n < 50 && g.question() != null && g.phase == Phase.ARKHAM_ENCOUNTERS; n++) {
            Question q = g.question();
            String id = a.choose(g, q).id();
            if (first == null) first = id;
            g.answer(q.id(), q.player(), id);
        }
        return first;
    }

    @Test
    void theGreatRitualSendsHimToFrenchHillOnlyWithTheSpellsItTakes() {
        Game g = withRumor("The Great Ritual");
        int frenchHill = g.board.id("French Hill");
        g.inv[0].place = g.board.id("Independence Square");
        spells(g, 2);
        assertEquals(g.inv[0].place, target(g), "two Spells cannot stop it: nothing worth going for");
        spells(g, 3);
        assertEquals(frenchHill, target(g));

        Game none = MovementTest.quiet();
        none.inv[0].place = none.board.id("Independence Square");
        spells(none, 3);
        assertEquals(none.inv[0].place, target(none), "no Rumor, no errand");
    }

    @Test
    void inFrenchHillHeDiscardsTheSpellsAndTheRitualIsPassed() {
        Game g = withRumor("The Great Ritual");
        spells(g, 3);
        g.inv[0].place = g.board.id("French Hill");
        assertEquals("ability:mythos-great-ritual-pass", encounter(g));
        assertEquals(-1, g.rumor(), "passed");
        assertEquals(0, g.inv[0].cards.size(), "the three Spells are discarded");
    }

    @Test
    void goodWorkUndoneIsWorthClueTokensOnlyWithSealsToLose() {
        Game g = withRumor("Good Work Undone");
        g.inv[0].clues = 7;
        int easttown = g.board.id("Easttown");
        g.inv[0].place = g.board.id("Independence Square");
        assertEquals(g.inv[0].place, target(g), "no seal on the board: its failure costs nothing");
        g.sealed[g.board.id("Woods")] = true;
        assertEquals(easttown, target(g));

        g.inv[0].place = easttown;
        assertEquals("ability:mythos-good-work-undone-pass", encounter(g));
        assertEquals(-1, g.rumor(), "all six of its Clues bought off at once");
        assertEquals(1, g.inv[0].clues);
    }

    @Test
    void disturbingTheDeadIsPaidOnlyWithGateTrophiesToSpare() {
        Game g = withRumor("Disturbing the Dead");
        g.inv[0].place = g.board.id("Rivertown");
        TrophyUseTest.gateTrophy(g);
        TrophyUseTest.gateTrophy(g);
        assertNotEquals("ability:mythos-disturbing-the-dead-pass", encounter(g), "one player: the gate victory needs one of the two");
        assertEquals(g.content.mythosId("Disturbing the Dead"), g.rumor());

        Game spare = withRumor("Disturbing the Dead");
        spare.inv[0].place = spare.board.id("Rivertown");
        for (int k = 0; k < 3; k++) TrophyUseTest.gateTrophy(spare);
        assertEquals("ability:mythos-disturbing-the-dead-pass", encounter(spare));
        assertEquals(-1, spare.rumor());
        assertEquals(1, spare.gateTrophies(0));
    }

    @Test
    void heFightsTheExperimentsMonstersWhileHeCanTakeThem() {
        Game g = withRumor("The Terrible Experiment");
        assertEquals(5, g.rumorTokens);
        FinalBattleTest.give(g, "Tommy Gun");
        int street = g.board.id("Miskatonic University");
        g.inv[0].place = g.board.id("Independence Square");
        assertEquals(street, target(g));
        g.inv[0].place = street;
        assertEquals("ability:mythos-terrible-experiment-pass", encounter(g));
        assertTrue(g.monsterTrophies(0) >= 1, "at least one monster fought off the card");

        Game weak = withRumor("The Terrible Experiment");
        weak.inv[0].stamina = 1;
        weak.inv[0].sanity = 1;
        weak.inv[0].place = weak.board.id("Independence Square");
        assertNotEquals(street, target(weak), "unarmed at 1 Sanity and 1 Stamina, a failed check puts him out: he does not go to fight them");
        weak.inv[0].place = street;
        assertEquals("pass", encounter(weak), "nor fights them when there");
        assertEquals(0, weak.monsterTrophies(0));
    }

    @Test
    void theNearerTheExperimentsFailureTheMoreAFightIsWorth() {
        Game g = withRumor("The Terrible Experiment");
        FinalBattleTest.give(g, "Tommy Gun");
        g.inv[0].stamina = 3;
        g.inv[0].sanity = 3;
        g.inv[0].place = g.board.id("Independence Square");
        int street = g.board.id("Miskatonic University");
        double early = HeuristicAgent.Plan.of(HeuristicSettings.DEFAULT, g, 0, -1).target() == street ? 1 : 0;
        int[] values = new int[2];
        for (int tokens = 5; tokens <= 7; tokens += 2) {
            while (g.rumorTokens < tokens) {
                int m = g.drawMonster();
                g.monsterWhere[m] = Game.RUMOR;
                g.rumorTokens++;
            }
            values[(tokens - 5) / 2] = (int) Math.round(Rumors.placeValue(g, 0, street));
        }
        assertEquals(15, values[0], "five on the card, three Mythos Phases from failing");
        assertEquals(35, values[1], "seven: the next Mythos Phase fails it");
        assertEquals(1, early, "3 Sanity and 3 Stamina with a Tommy Gun: fit to fight them");
        g.inv[0].place = street;
        assertEquals("ability:mythos-terrible-experiment-pass", encounter(g));
        assertTrue(g.monsterTrophies(0) >= 1);
    }

    @Test
    void theStarsAreRightAreWorthSettingRightAtAnyHealth() {
        Game g = withRumor("The Stars Are Right");
        FinalBattleTest.give(g, "Duke");
        int downtown = g.board.id("Downtown");
        g.inv[0].place = g.board.id("Independence Square");
        double fit = HeuristicAgent.Plan.value(HeuristicSettings.DEFAULT, g, 0, downtown);
        assertTrue(fit > 0, "he holds an Ally to discard there");
        g.inv[0].sanity = 1;
        assertEquals(fit, HeuristicAgent.Plan.value(HeuristicSettings.DEFAULT, g, 0, downtown), 1e-9,
                "discarding an Ally takes no check: his Sanity does not lessen what passing it is worth");
    }

    @Test
    void heStudiesTheEgyptianExhibitButWalksPastTheManInBlack() {
        assertEquals("yes", dealing("Egyptian Exhibit Visits Miskatonic U.", "Miskatonic University"), "a Lore check for a Clue token, nothing lost on a failure");
        assertEquals("no", dealing("The Man in Black", "French Hill"), "a die per Sanity: losing them all devours him");
    }

    /** His answer to the Environment's offer at the end of his movement in its street. */
    private static String dealing(String environment, String street) {
        Game g = MovementTest.quiet();
        int card = g.content.mythosId(environment);
        g.mythosDeck.remove(card);
        g.setEnvironment(card);
        g.inv[0].place = g.board.id(street);
        g.begin(game -> {
            game.content.mythosAbility(card).endOfMovement(game, 0);
            return null;
        });
        Question q = g.question();
        return new HeuristicAgent().choose(g, q).id();
    }
}
