package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Phase;
import arkham.engine.Setup;
import arkham.engine.def.CheckType;
import arkham.engine.def.Colour;
import arkham.engine.def.Deck;
import arkham.engine.def.Expansion;
import arkham.engine.def.InvestigatorDef;
import arkham.engine.def.Stat;
import arkham.engine.flow.CardActions;
import arkham.engine.flow.Combat;
import arkham.engine.flow.ForEachPlayer;
import arkham.engine.flow.Harm;
import arkham.engine.flow.Knockout;
import arkham.engine.flow.MythosStep;
import arkham.engine.flow.OtherWorldEncounter;
import arkham.engine.flow.Status;
import arkham.engine.flow.UpkeepStep;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The unique abilities of The Dunwich Horror's investigators (their sheets), run by the real steps with forced dice. */
class DunwichInvestigatorsTest {
    static final Setup.Options DUNWICH = new Setup.Options(false).withDunwich(false, true, false);

    private static Table scene(String... investigators) {
        Table s = Table.scene(ContentLoader.core(), DUNWICH, "Azathoth", investigators);
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
        Table s = scene("Diana Stanley");
        s.g.inv[0].stamina = 2;
        s.run(g -> g.addDoom(1));
        s.answer("Gain 1 Stamina");
        assertEquals(3, s.g.inv[0].stamina);
        s.run(g -> g.raiseTerror(2));
        assertEquals(2, s.g.inv[0].clues, "a Clue token per step of terror");
    }

    @Test
    void jimCulverSpendsAClueToBeatTheUndead() {
        Table s = scene("Jim Culver");
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
        Table s = scene("Jim Culver");
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
    void leoAndersonIsAskedToPreventOnePointOfAnotherInvestigatorsLossOncePerTurn() { // Leo Anderson's sheet: Leadership
        Table s = scene("Amanda Sharpe", "Leo Anderson");
        int sanity = s.g.inv[0].sanity;
        s.run(g -> Harm.harm(g, 0, Stat.SANITY, 2));
        assertEquals(1, s.q().player(), "Leo decides, not the one who loses");
        s.answer("decline");
        assertEquals(sanity - 2, s.g.inv[0].sanity);
        s.run(g -> Harm.harm(g, 0, Stat.SANITY, 2));
        s.answer("prevent");
        assertEquals(sanity - 3, s.g.inv[0].sanity);
        s.run(g -> Harm.harm(g, 0, Stat.SANITY, 1));
        assertEquals(sanity - 4, s.g.inv[0].sanity, "used this turn: the loss lands without a question");
        Table own = scene("Leo Anderson");
        int leo = own.g.inv[0].stamina;
        own.run(g -> Harm.harm(g, 0, Stat.STAMINA, 2));
        own.answer("prevent-by:0");
        assertEquals(leo - 1, own.g.inv[0].stamina, "his own loss: offered in his own question");
    }

    @Test
    void jacquelineFinePaysTwoCluesToCancelADrawnMythosCardOncePerTurn() { // Jacqueline Fine's sheet: Precognition
        Table s = scene("Jacqueline Fine");
        s.g.inv[0].clues = 4;
        int first = s.g.mythosDeck.get(s.g.mythosDeck.size() - 1);
        int second = s.g.mythosDeck.get(s.g.mythosDeck.size() - 2);
        s.run(new MythosStep(MythosStep.Stage.DRAW, -1, false));
        assertTrue(s.asks("Mythos card drawn: " + s.g.mythosDef(first).name()), s.q().prompt());
        s.answer("cancel");
        assertEquals(2, s.g.inv[0].clues);
        // the cancelled card went to the bottom unresolved (a Headline resolved after it may lie under it)
        assertTrue(s.g.mythosDeck.indexOf(first) >= 0 && s.g.mythosDeck.indexOf(first) <= 1, "at the bottom");
        assertTrue(s.g.environment() != first && s.g.rumor() != first);
        assertTrue(s.g.mythosDeck.indexOf(second) != s.g.mythosDeck.size() - 1, "the next card was drawn in its place");
        assertFalse(s.asks("Mythos card drawn"), "once per turn: the second card is not offered");
        var hook = s.g.content.investigatorAbility(s.g.inv[0].def());
        int story = s.g.content.mythosId("The Story Continues...");
        s.g.turn++;
        assertTrue(hook.cancelsDrawnMythos(s.g, 0, first), "next turn, with 2 Clue tokens, again");
        assertFalse(hook.cancelsDrawnMythos(s.g, 0, story), "never The Story Continues...");
        s.g.inv[0].clues = 1;
        assertFalse(hook.cancelsDrawnMythos(s.g, 0, first), "not with 1 Clue token");
    }

    @Test
    void jimCulversStrangeLuckMakesEveryOtherWorldGreenForHim() { // Jim Culver's sheet: Strange Luck
        for (String who : List.of("Jim Culver", "Amanda Sharpe")) {
            Table s = scene(who);
            var board = s.g.board;
            int world = -1;
            for (int w = 0; w < board.worlds().size() && world < 0; w++) {
                if (!board.otherWorld(w).hasColour(Colour.GREEN) && s.g.worldInPlay(w)) world = w;
            }
            var ow = board.otherWorld(world);
            int green = -1;
            int match = -1;
            for (int k = 0; k < s.g.gateDeck.size(); k++) {
                var d = s.g.content.gateCards.get(s.g.gateDeck.get(k));
                if (d.isReshuffle()) continue;
                if (green < 0 && d.colour() == Colour.GREEN) green = s.g.gateDeck.get(k);
                if (match < 0 && ow.hasColour(d.colour())) match = s.g.gateDeck.get(k);
            }
            int g1 = green;
            int m1 = match;
            s.g.gateDeck.removeAt(s.g.gateDeck.indexOf(g1));
            s.g.gateDeck.removeAt(s.g.gateDeck.indexOf(m1));
            s.g.gateDeck.add(m1);
            s.g.gateDeck.add(g1); // the green card on top, a card of the world's own colour under it
            s.g.moveInvestigator(0, ow.firstArea());
            s.run(new OtherWorldEncounter(0));
            int top = s.g.gateDeck.get(s.g.gateDeck.size() - 1);
            if (who.equals("Jim Culver")) assertEquals(m1, top, "the green card is his encounter: the next card stays on top");
            else assertFalse(top == m1, "for others the green card does not match: the next is drawn too");
        }
    }

    @Test
    void marieLambeausThirdEyeHoldsASpellBesideTwoHandsOfWeapons() { // Marie Lambeau's sheet: Third Eye
        for (String who : List.of("Marie Lambeau", "Amanda Sharpe")) {
            Table s = scene(who).at(0, "Northside");
            int gun = s.give(0, "Tommy Gun");
            int wither = s.give(0, "Wither");
            s.g.inv[0].sanity = s.g.inv[0].maxSanity;
            int zombie = s.monster("Zombie", s.place("Northside"));
            s.run(Combat.resume(0, zombie, Combat.Stage.CHOOSE)).answer("hold:" + gun);
            boolean offered = s.q().options().stream().anyMatch(c -> c.id().equals("cast:" + wither));
            assertEquals(who.equals("Marie Lambeau"), offered, who + ": a one-handed spell beside a two-handed weapon");
        }
    }

    @Test
    void ritaYoungDrawsOneMoreInjuryKeepsOneAndShrugsOffDuplicates() { // Rita Young's sheet: Resilient
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false).withDunwich(), "Azathoth", "Rita Young");
        s.run(g -> { });
        int size = s.g.deck(Deck.INJURY).size();
        int first = s.g.deck(Deck.INJURY).get(size - 1);
        int second = s.g.deck(Deck.INJURY).get(size - 2);
        s.run(g -> Knockout.drawCard(g, 0, Deck.INJURY));
        assertTrue(s.asks("Which card do you keep?"));
        s.answer("keep:" + second);
        assertEquals(1, s.g.inv[0].cards.size());
        assertEquals(second, s.g.inv[0].cards.get(0));
        assertEquals(first, s.g.deck(Deck.INJURY).get(0), "the other goes back, to the bottom");
        assertEquals(size - 1, s.g.deck(Deck.INJURY).size());
        int twin = s.g.takeFromDeck(s.g.content.cardKind[second]);
        s.run(g -> Knockout.receive(g, 0, twin, Deck.INJURY));
        assertFalse(s.g.inv[0].eliminated);
        assertEquals(s.g.content.investigatorId("Rita Young"), s.g.inv[0].def(), "a second copy does not devour her");
        assertEquals(1, s.g.inv[0].cards.size(), "and is not held");
    }

    @Test
    void marieLambeauRemovesOneDoomTokenOncePerGame() {
        Table s = scene("Marie Lambeau");
        s.g.doom = 3;
        s.run(new CardActions.Window(0, Hooks.Timing.UPKEEP)).answer("use:own");
        assertEquals(2, s.g.doom);
        s.run(new CardActions.Window(0, Hooks.Timing.UPKEEP));
        assertTrue(s.halted(), "spent: nothing more is offered");
    }

    @Test
    void markHarriganIsNeverArrestedOrDelayed() {
        Table s = scene("Mark Harrigan");
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
        Table s = scene("Wilson Richards");
        s.at(0, "General Store");
        s.g.phase = Phase.ARKHAM_ENCOUNTERS;
        s.run(new ForEachPlayer(Phase.ARKHAM_ENCOUNTERS, 0)).answer("use:own");
        assertEquals(1, s.g.inv[0].money);
        assertTrue(s.halted(), "no encounter follows");
    }

    @Test
    void wilsonRichardsFocusHasNoLimit() {
        Table s = scene("Wilson Richards");
        s.g.inv[0].slider[0] = 0;
        s.run(new UpkeepStep(0, UpkeepStep.Stage.SLIDERS, 0));
        for (int k = 0; k < 3; k++) s.answer("slider:");
        assertTrue(s.asks("Adjust skills"), "still adjusting after three steps");
    }
}
