package arkham.content.rules;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Outcome;
import arkham.engine.Score;
import arkham.engine.Setup;
import arkham.engine.def.MythosType;
import arkham.engine.flow.FinalBattle;
import arkham.engine.flow.PhaseStep;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Setup (p.4-5), ending the game and scoring (p.12), the final battle (p.20, 22). */
class SetupAndEndRulesTest {

    @Test
    void setupPlacesCluesInvestigatorsPossessionsAndTheFirstGate() { // p.4-5
        for (long seed = 1; seed <= 30; seed++) {
            Game g = Game.create(ContentLoader.core(), new Setup(4, List.of(), null, false, seed, new Setup.Options(false)));
            // an ability that draws one card more (Studious, Magical Gift, ...) asks which to keep;
            // "Ashcan" Pete's Scrounge asks whether to draw from the top or the bottom
            while (g.question().options().get(0).id().startsWith("keep:") || g.question().options().get(0).id().equals("top")) {
                g.answer(g.question().id(), g.question().player(), g.question().options().get(0).id());
            }
            int unstable = 0;
            for (int l : g.board.locations()) if (g.board.isUnstable(l) && g.onBoard(l)) unstable++;
            assertEquals(11, unstable, "the Arkham board has 11 unstable locations");
            int gates = g.openGates();
            assertTrue(gates == 1 || g.doom == 0, "the first Mythos card opens a gate");
            assertEquals(gates, g.doom, "a doom token for the first gate");
            for (int p = 0; p < 4; p++) {
                var d = g.defOf(p);
                var i = g.inv[p];
                assertEquals(i.maxSanity, i.sanity);
                assertEquals(i.maxStamina, i.stamina);
                // Jenny Barnes' Trust Fund and a starting Retainer ($2, no roll yet) may already have paid in the first Upkeep
                int trustFund = d.ability().equals("trust-fund") && i.money == d.money() + 1 ? 1 : 0;
                int retainer = d.fixedPossessions().contains("Retainer") && i.money == d.money() + 2 ? 2 : 0;
                assertEquals(d.money() + trustFund + retainer, i.money);
                int random = d.randomPossessions().values().stream().mapToInt(Integer::intValue).sum();
                // Blessings and Curses aside: the first Mythos card may bless or curse (All Quiet in Arkham!, Ill Wind Grips Arkham!)
                long fixed = d.fixedPossessions().stream().filter(n -> !n.equals("Blessing") && !n.equals("Curse")).count();
                long held = 0;
                for (int k = 0; k < i.cards.size(); k++) {
                    var card = g.content.cardOf(i.cards.get(k));
                    if (!card.has("blessing") && !card.has("curse")) held++;
                }
                assertEquals(fixed + random, held, d.name() + "'s possessions");
                boolean homeOrSwallowed = i.place == d.home() || g.board.isOtherWorld(i.place);
                assertTrue(homeOrSwallowed);
            }
            int env = g.environment();
            assertTrue(g.rumor() < 0, "a Rumor is never the first Mythos card");
            assertTrue(env < 0 || g.mythosDef(env).type() == MythosType.ENVIRONMENT);
        }
    }

    @Test
    void maskMonstersAreInTheCupOnlyForNyarlathotep() { // p.5
        Game other = Game.create(ContentLoader.core(), Setup.random(2, 3).withAncientOne("Cthulhu"));
        Game nya = Game.create(ContentLoader.core(), Setup.random(2, 3).withAncientOne("Nyarlathotep"));
        int masksOther = 0;
        int masksNya = 0;
        for (int m = 0; m < other.monsterWhere.length; m++) {
            if (!other.monster(m).mask()) continue;
            if (other.monsterWhere[m] != Game.BOX) masksOther++;
            if (nya.monsterWhere[m] != Game.BOX) masksNya++;
        }
        assertEquals(0, masksOther);
        assertEquals(5, masksNya);
    }

    @Test
    void investigatorsCanBeChosenInSeatOrder() { // p.4
        Game g = Game.create(ContentLoader.core(), new Setup(2, List.of(), "Yig", true, 5, new Setup.Options(false)));
        assertTrue(g.question().prompt().startsWith("Choose your investigator"));
        assertEquals(g.first, g.question().player(), "the first player chooses first");
        g.answer(g.question().id(), g.first, "investigator:joe-diamond");
        assertEquals("Joe Diamond", g.nameOf(g.first));
    }

    @Test
    void theAzathothScoringExampleComesTo21() { // p.12
        assertEquals(21, new Score(14, 6, 2, 3, 8, 17, 5).total());
    }

    @Test
    void theFinalBattleDevoursTheLostFillsTheTrackAndCountsSuccessesPerPlayer() { // p.20, 22
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Hastur", "Michael McGlen", "Joe Diamond", "Bob Jenkins");
        arkham.engine.flow.Status.lostInTimeAndSpace(p.g, 2);
        p.run(PhaseStep.finalBattle());
        assertTrue(p.g.inv[2].eliminated, "lost in time and space: devoured");
        assertEquals(p.g.ancientOneDef().doomTrack(), p.g.doom);
        assertTrue(p.g.environment() < 0 && p.g.rumor() < 0);
        p.g.doom = 1;
        p.g.battleSuccesses = 0;
        // three players count, the eliminated one included: 3 successes remove the last doom token
        p.g.inv[0].clues = 0;
        p.g.inv[1].clues = 0;
        p.run(new FinalBattle.Attack(0, false));
        int dice = p.g.checkValue(0, arkham.engine.def.CheckType.COMBAT) + p.g.ancientOneDef().combatRating();
        int[] sixes = new int[Math.max(0, dice)];
        java.util.Arrays.fill(sixes, 6);
        p.dice(sixes).answer("attack");
        if (dice >= 3) {
            assertEquals(Outcome.WIN_BANISHED, p.g.outcome());
        } else {
            assertEquals(Math.max(0, dice), p.g.battleSuccesses);
        }
    }

    @Test
    void theEliminatedStillCountInTheSuccessesADoomTokenNeeds() { // p.22: players at the start, devoured included
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Hastur", "Michael McGlen", "Joe Diamond", "Bob Jenkins");
        arkham.engine.flow.Status.lostInTimeAndSpace(p.g, 2);
        p.run(PhaseStep.finalBattle());
        assertTrue(p.g.inv[2].eliminated);
        assertEquals(2, p.g.activePlayers());
        p.g.doom = 1;
        p.g.battleSuccesses = 0;
        p.g.inv[0].clues = 0;
        p.run(new FinalBattle.Attack(0, false));
        int dice = p.g.checkValue(0, arkham.engine.def.CheckType.COMBAT) + p.g.ancientOneDef().combatRating();
        assertTrue(dice >= 2, "the test needs two dice");
        int[] roll = new int[dice];
        java.util.Arrays.fill(roll, 1);
        roll[0] = 6;
        roll[1] = 6;
        p.dice(roll).answer("attack");
        // two successes would do with two players; the devoured third still counts, so three are needed
        assertEquals(null, p.g.outcome());
        assertEquals(1, p.g.doom, "two successes remove no token");
        assertEquals(2, p.g.battleSuccesses);
    }

    @Test
    void theFirstPlayerIsDrawnAtRandomFromTheSeed() { // p.4
        java.util.Set<Integer> firsts = new java.util.HashSet<>();
        for (long seed = 1; seed <= 40; seed++) {
            Setup setup = new Setup(4, List.of(), null, false, seed, new Setup.Options(false));
            Game a = Game.create(ContentLoader.core(), setup), b = Game.create(ContentLoader.core(), setup);
            assertEquals(a.first, b.first, "the same seed, the same first player");
            firsts.add(a.first);
        }
        assertEquals(java.util.Set.of(0, 1, 2, 3), firsts, "every seat is first in some game");
    }

    @Test
    void slidersArePlacedFreelyAtSetupOnAnyOfTheirFourStops() { // p.5 step 10: the Focus limit does not apply
        Game g = Game.create(ContentLoader.core(), new Setup(1, List.of("Amanda Sharpe"), "Azathoth", false, 5, Setup.Options.DEFAULT));
        int[] wanted = {3, 0, 2};
        for (int slider = 0; slider < 3; slider++) {
            while (!g.question().prompt().startsWith("Place your"))
                g.answer(g.question().id(), g.question().player(), g.question().options().get(0).id());
            assertEquals(List.of("stop:0", "stop:1", "stop:2", "stop:3"),
                    g.question().options().stream().map(o -> o.id()).toList(), "all four stops, whatever the Focus");
            g.answer(g.question().id(), 0, "stop:" + wanted[slider]);
        }
        assertEquals(3, g.inv[0].slider[0]);
        assertEquals(0, g.inv[0].slider[1]);
        assertEquals(2, g.inv[0].slider[2]);
    }

    @Test
    void azathothAwakeningEndsTheGame() { // Azathoth's sheet: the world is destroyed
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Michael McGlen");
        p.g.begin(PhaseStep.finalBattle());
        assertEquals(Outcome.LOSS_DEVOURED, p.g.outcome());
    }

    @Test
    void aDevouredInvestigatorInTheFinalBattleIsEliminatedAndAllDevouredLoses() { // p.22
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Hastur", "Michael McGlen");
        p.run(PhaseStep.finalBattle());
        p.run(new arkham.engine.Step() {
            @Override
            public arkham.engine.Question run(Game g) {
                g.lose(0, arkham.engine.def.Stat.STAMINA, 99);
                return null;
            }
        });
        assertTrue(p.g.inv[0].eliminated);
        assertEquals(Outcome.LOSS_DEVOURED, p.g.outcome());
        assertFalse(p.g.question() != null);
    }
}
