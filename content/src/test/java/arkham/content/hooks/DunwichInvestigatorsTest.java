package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Setup;
import arkham.engine.def.CheckType;
import arkham.engine.def.Expansion;
import arkham.engine.def.InvestigatorDef;
import arkham.engine.effect.Stat;
import arkham.engine.flow.CardActions;
import arkham.engine.flow.Combat;
import arkham.engine.flow.ForEachPlayer;
import arkham.engine.flow.Status;
import arkham.engine.flow.UpkeepStep;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The unique abilities of The Dunwich Horror's investigators (their sheets), run by the real steps with forced dice. */
class DunwichInvestigatorsTest {
    static final Setup.Options DUNWICH = new Setup.Options(false).withDunwich(false, true, false);

    private static Scene scene(String... investigators) {
        Scene s = Scene.of(DUNWICH, "Azathoth", investigators);
        s.run(g -> { });
        return s;
    }

    @Test
    void dunwichSheetsAreDealtOnlyWithTheExpansionsCards() {
        var content = ContentLoader.core();
        for (long seed = 1; seed <= 40; seed++) {
            Game core = Game.create(content, Setup.random(8, seed).withOptions(new Setup.Options(false)));
            for (int p = 0; p < 8; p++) assertEquals(Expansion.CORE, core.defOf(p).expansion());
        }
        assertThrows(IllegalArgumentException.class, () -> Game.create(content,
                new Setup(1, List.of("Mark Harrigan"), null, false, 1, new Setup.Options(false))));
        boolean dealt = false;
        for (long seed = 1; seed <= 40 && !dealt; seed++) {
            Game g = Game.create(content, Setup.random(8, seed).withOptions(DUNWICH));
            for (int p = 0; p < 8; p++) dealt |= g.defOf(p).expansion() == Expansion.DUNWICH;
        }
        assertTrue(dealt, "Dunwich sheets are dealt with its cards in the game");
    }

    @Test
    void sheetsAsPrinted() {
        var c = ContentLoader.core();
        InvestigatorDef wilson = c.investigator(c.investigatorId("Wilson Richards"));
        assertEquals("Train Station", c.board.name(wilson.home()));
        assertEquals(InvestigatorDef.UNLIMITED_FOCUS, wilson.focus());
        assertEquals(List.of("Motorcycle", "Shotgun", "Whiskey"), wilson.fixedPossessions());
        InvestigatorDef mark = c.investigator(c.investigatorId("Mark Harrigan"));
        assertEquals(3, mark.maxSanity());
        assertEquals(7, mark.maxStamina());
        assertEquals(List.of("Flamethrower", "Molotov Cocktail"), mark.fixedPossessions());
    }

    @Test
    void dianaStanleyGainsForDoomAndTerror() {
        Scene s = scene("Diana Stanley");
        s.g.inv[0].stamina = 2;
        s.run(g -> g.addDoom(1));
        s.answer("Gain 1 Stamina");
        assertEquals(3, s.g.inv[0].stamina);
        s.run(g -> g.raiseTerror(2));
        assertEquals(2, s.g.inv[0].clues, "a Clue token per step of terror");
    }

    @Test
    void jimCulverSpendsAClueToBeatTheUndead() {
        Scene s = scene("Jim Culver");
        s.at(0, "Independence Square");
        s.g.inv[0].clues = 1;
        int mummy = s.monster("Mummy", s.place("Independence Square"));
        s.run(Combat.resume(0, mummy, Combat.Stage.CHOOSE)).answer("fight");
        s.answer("pass:own");
        assertEquals(0, s.g.inv[0].clues);
        assertEquals(Game.trophy(0), s.g.monsterWhere[mummy], "the check passes without a roll");
    }

    @Test
    void jimCulversStompIsNotOfferedAgainstTheLiving() {
        Scene s = scene("Jim Culver");
        s.at(0, "Independence Square");
        s.g.inv[0].clues = 1;
        int ghoul = s.monster("Ghoul", s.place("Independence Square"));
        s.checkDice(0, CheckType.COMBAT, Combat.fightModifier(s.g, 0, ghoul), 1);
        // the Ghoul's Ambush leaves fighting as the only option, answered by the engine: the check rolls at once
        s.run(Combat.resume(0, ghoul, Combat.Stage.CHOOSE));
        assertTrue(s.asks("Combat ("), "rolled without offering Dead Man Stomp");
        assertEquals(1, s.g.inv[0].clues);
    }

    @Test
    void leoAndersonPreventsOnePointOfAnotherInvestigatorsLossOncePerTurn() {
        Scene s = scene("Amanda Sharpe", "Leo Anderson");
        int sanity = s.g.inv[0].sanity;
        s.run(g -> g.harm(0, Stat.SANITY, 2));
        s.answer("prevent-by:1");
        assertEquals(sanity - 1, s.g.inv[0].sanity);
        s.run(g -> g.harm(0, Stat.SANITY, 1));
        assertEquals(sanity - 2, s.g.inv[0].sanity, "used this turn: the loss lands without a question");
    }

    @Test
    void marieLambeauRemovesOneDoomTokenOncePerGame() {
        Scene s = scene("Marie Lambeau");
        s.g.doom = 3;
        s.run(new CardActions.Window(0, Hooks.Timing.UPKEEP)).answer("use:own");
        assertEquals(2, s.g.doom);
        s.run(new CardActions.Window(0, Hooks.Timing.UPKEEP));
        assertTrue(s.halted(), "spent: nothing more is offered");
    }

    @Test
    void markHarriganIsNeverArrestedOrDelayed() {
        Scene s = scene("Mark Harrigan");
        s.at(0, "Independence Square");
        s.run(g -> {
            Status.arrest(g, 0);
            Status.delay(g, 0);
        });
        assertFalse(s.g.inv[0].delayed);
        assertFalse(s.g.inv[0].jailed);
        assertEquals(s.place("Independence Square"), s.g.inv[0].place);
    }

    @Test
    void wilsonRichardsTakesOddJobsInsteadOfAnEncounter() {
        Scene s = scene("Wilson Richards");
        s.at(0, "General Store");
        s.g.phase = Game.Phase.ARKHAM_ENCOUNTERS;
        s.run(new ForEachPlayer(Game.Phase.ARKHAM_ENCOUNTERS, 0)).answer("use:own");
        assertEquals(1, s.g.inv[0].money);
        assertTrue(s.halted(), "no encounter follows");
    }

    @Test
    void wilsonRichardsFocusHasNoLimit() {
        Scene s = scene("Wilson Richards");
        s.g.inv[0].slider[0] = 0;
        s.run(new UpkeepStep(0, UpkeepStep.Stage.SLIDERS, 0));
        for (int k = 0; k < 3; k++) s.answer("slider:");
        assertTrue(s.asks("Adjust skills"), "still adjusting after three steps");
    }
}
