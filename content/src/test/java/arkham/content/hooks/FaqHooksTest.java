package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Setup;
import arkham.engine.flow.ArkhamEncounter;
import arkham.engine.flow.Gates;
import arkham.engine.flow.MovementStep;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Cards and encounters as the official FAQ and issue 9's audit read them (FAQ questions numbered
 * as in docs/RULES-COVERAGE.md).
 */
class FaqHooksTest {
    private static boolean offers(Table s, String id) {
        return s.q().options().stream().anyMatch(c -> c.id().equals(id));
    }

    @Test
    void spentMonsterTrophiesCountTheirModifiedToughness() { // FAQ Q5
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Shub-Niggurath", "Amanda Sharpe").at(0, "Science Building");
        s.monster("Star Spawn", Game.trophy(0));
        s.monster("Zombie", Game.trophy(0));
        s.run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        assertTrue(offers(s, "ability:dissection"), "3 + 1 printed, 4 + 2 with Shub-Niggurath's +1 each: 5 is paid");
    }

    @Test
    void theBlackManHasNoCombatRatings() { // his marker shows none: his test replaces the combat
        var d = Table.scene(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Amanda Sharpe").g.content.monsters.stream()
                .filter(m -> m.name().equals("The Black Man")).findFirst().orElseThrow();
        assertFalse(d.hasCombatRatings());
        assertEquals(0, d.combatDamage());
        String text = arkham.engine.view.Texts.monster(d, Table.scene(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Amanda Sharpe").g.content);
        assertTrue(text.contains("no combat ratings"), text);
    }

    @Test
    void dragonsEyeMayBeUsedEvenWhenItsSanityDrivesHimInsane() { // issue 9
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Amanda Sharpe").at(0, "Woods");
        int eye = s.give(0, "Dragon's Eye");
        s.g.inv[0].sanity = 1;
        int place = s.place("Woods");
        int[] deck = s.g.locationDeck(s.g.board.street(place));
        s.g.forcedLocationCards.add(deck[0]);
        s.g.forcedLocationCards.add(deck[1]);
        s.run(new ArkhamEncounter.LocationEncounter(0, place));
        assertTrue(offers(s, "redraw:" + eye), "offered at 1 Sanity");
        s.answer("redraw:" + eye);
        assertEquals(s.place("Arkham Asylum"), s.g.inv[0].place, "paying drove her insane");
    }

    @Test
    void alienStatueMayBeUsedEvenWhenItsSanityDrivesHimInsane() { // issue 9
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Amanda Sharpe").at(0, "Rivertown");
        int statue = s.give(0, "Alien Statue");
        s.g.inv[0].sanity = 1;
        s.g.inv[0].movePoints = 2;
        s.run(new MovementStep.ArkhamMove(0));
        assertTrue(offers(s, "use:" + statue), "offered at 1 Sanity");
        s.answer("use:" + statue);
        assertEquals(s.place("Arkham Asylum"), s.g.inv[0].place, "paying drove her insane");
    }

    @Test
    void theInvestigatorsDecideWhoGivesPooledClues() { // Scurrilous Stranger Scandal!; p.23 (first player decides)
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Amanda Sharpe", "Joe Diamond");
        s.g.first = 0;
        s.g.inv[0].clues = 5;
        s.g.inv[1].clues = 5;
        int stack = s.g.gateStack.size();
        s.run(new LurkerEncounters.SpendClues(false)).answer("trophy");
        for (int k = 0; k < 5; k++) {
            assertTrue(s.asks("Who gives the next Clue token"), "asked for every token");
            s.answer("give:1");
        }
        assertEquals(5, s.g.inv[0].clues, "the first player kept his: Joe gave them all");
        assertEquals(0, s.g.inv[1].clues);
        assertEquals(stack - 1, s.g.gateStack.size());
        assertEquals(1, s.g.gateTrophies(0));
    }

    @Test
    void theGateHeEnteredThroughIsThatGateEvenIfHeCameBackElsewhere() { // gate card "Other"; p.17 (a trophy)
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Amanda Sharpe");
        int woods = s.gate("The Dreamlands", "Woods");
        int cave = s.gate("The Dreamlands", "Black Cave");
        s.at(0, "Woods");
        s.run(g -> Gates.drawThrough(g, 0, s.place("Woods")));
        s.run(g -> MovementStep.returnTo(g, 0, s.place("Black Cave")));
        s.run(new GateHooks.CloseEntryGate(0));
        assertEquals(Game.trophy(0), s.g.gateWhere[woods], "the Woods gate closes, a trophy");
        assertEquals(s.place("Black Cave"), s.g.gateWhere[cave], "not the one she stands on");
    }

    @Test
    void aGateHeEnteredThroughThatHasClosedSinceStaysClosed() { // gate card "Other"
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Amanda Sharpe", "Joe Diamond");
        int woods = s.gate("The Dreamlands", "Woods");
        int cave = s.gate("The Dreamlands", "Black Cave");
        s.at(0, "Woods");
        s.run(g -> Gates.drawThrough(g, 0, s.place("Woods")));
        s.run(g -> Gates.close(g, 1, s.place("Woods"), false));
        assertEquals(Game.trophy(1), s.g.gateWhere[woods]);
        s.run(new GateHooks.CloseEntryGate(0));
        assertTrue(s.halted(), "nothing to choose");
        assertEquals(s.place("Black Cave"), s.g.gateWhere[cave], "another gate to the same world stays open");
    }

    @Test
    void theScienceBuildingBeamReturnsClosedMarkersUnderTheStack() { // its card; closed as any gate (p.17-18)
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Amanda Sharpe");
        int woods = s.gate("The Dreamlands", "Woods");
        s.dice(6);
        s.run(g -> g.content.hooks.effect("enc-beam").apply(g, 0, null));
        assertEquals(Game.STACK, s.g.gateWhere[woods]);
        assertEquals(woods, s.g.gateStack.get(0), "under the stack, no trophy");
        assertEquals(0, s.g.gateTrophies(0));
    }

    @Test
    void movedToALocationForAnEncounterHeFirstDealsWithItsMonsters() { // FAQ Q7
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Amanda Sharpe").at(0, "Rivertown");
        s.monster("Zombie", s.place("Arkham Asylum"));
        s.run(new arkham.engine.flow.EffectStep(0, new arkham.engine.def.Effect.MoveTo(s.place("Arkham Asylum"), true)));
        assertTrue(s.asks("Monsters at Arkham Asylum"), "evade or fight before the encounter: " + s.q().prompt());
    }

    @Test
    void darrellSimmonsDrawsThreeWhereACardSaysDrawTwoAndChooseOne() { // FAQ Q22
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Darrell Simmons").at(0, "Historical Society");
        s.run(g -> g.content.hooks.effect("enc-move-two-cards").apply(g, 0, "Woods"));
        assertEquals(s.place("Woods"), s.g.inv[0].place);
        assertEquals(3, s.q().options().size(), "two cards and his extra one: " + s.q().options());
        Table a = Table.scene(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Amanda Sharpe").at(0, "Historical Society");
        a.run(g -> g.content.hooks.effect("enc-move-two-cards").apply(g, 0, "Woods"));
        assertEquals(2, a.q().options().size());
    }

    @Test
    void theFluteMissesAMonsterOfTheTerribleExperiment() { // FAQ Q28: those monsters are not on the board
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Amanda Sharpe").at(0, "Miskatonic University");
        int flute = s.give(0, "Flute of the Outer Gods");
        int onCard = s.monster("Zombie", Game.RUMOR);
        int here = s.monster("Cultist", s.place("Miskatonic University"));
        s.run(arkham.engine.flow.Combat.resume(0, onCard, arkham.engine.flow.Combat.Stage.CHOOSE)).answer("use:" + flute);
        assertEquals(Game.trophy(0), s.g.monsterWhere[here], "the monster on the board falls");
        assertEquals(Game.RUMOR, s.g.monsterWhere[onCard], "the one from the card does not");
        assertFalse(s.halted(), "and the combat with it goes on");
    }

    @Test
    void aNightgauntMetInAnOtherWorldCarriesHimHomeExplored() { // FAQ Q30
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Hastur", "Amanda Sharpe");
        s.gate("The Dreamlands", "Woods");
        s.gate("Yuggoth", "Black Cave");
        s.g.moveInvestigator(0, s.g.board.otherWorld(s.g.board.worldId("The Dreamlands")).firstArea());
        int ng = s.monster("Nightgaunt", Game.ENCOUNTER);
        s.run(g -> g.content.monsterAbility(ng).combatDamage(g, 0, ng, arkham.engine.def.CheckType.COMBAT));
        assertEquals(s.place("Woods"), s.g.inv[0].place, "through the gate back to Arkham");
        assertTrue(s.g.inv[0].explored);
    }

    @Test
    void ithaquaIgnoresAWeatherCardWithoutDisplacingTheEnvironmentInPlay() { // FAQ Q34
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Ithaqua", "Amanda Sharpe");
        int other = -1;
        int weather = -1;
        for (int c = 0; c < s.g.content.mythos.size(); c++) {
            String kind = s.g.mythosDef(c).environmentKind();
            if (kind == null || !s.g.mythosDef(c).type().name().equals("ENVIRONMENT")) continue;
            if (kind.equals("weather")) weather = c;
            else other = c;
        }
        s.g.setEnvironment(other);
        s.g.mythosDeck.remove(weather);
        s.run(new arkham.engine.flow.MythosStep(arkham.engine.flow.MythosStep.Stage.ABILITY, weather, false));
        assertEquals(other, s.g.environment(), "the non-Weather Environment stays");
        assertEquals(weather, s.g.mythosDeck.get(0), "the Weather card is discarded");
    }

    @Test
    void aCardDiscardedToPayACostGivesNothingElse() { // FAQ Q20
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Amanda Sharpe");
        int duke = s.give(0, "Duke");
        s.g.inv[0].sanity = 1;
        s.g.discard(0, duke);
        assertEquals(1, s.g.inv[0].sanity, "Duke's own discard-to-restore is not set off by paying with him");
    }

    @Test
    void spellsCountAsItems() { // FAQ Q21
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Amanda Sharpe");
        for (var d : s.g.content.cards) {
            if (d.deck() == arkham.engine.def.Deck.SPELL) assertTrue(d.item(), d.name() + " is an item");
        }
    }

    @Test
    void aSkillCardGivesItsBonusAndItsClueDieBoth() { // FAQ Q23
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Amanda Sharpe");
        int before = s.g.checkValue(0, arkham.engine.def.CheckType.SNEAK);
        s.give(0, "Sneak");
        assertEquals(before + 1, s.g.checkValue(0, arkham.engine.def.CheckType.SNEAK), "+1 Sneak always");
        int extra = 0;
        for (var m : s.g.modifiers(0)) extra += m.clueDice(s.g, 0, arkham.engine.def.CheckType.EVADE);
        assertEquals(1, extra, "and one more die per Clue token on a Sneak check (an Evade check is one)");
    }

    @Test
    void theCrossHelpsHorrorChecksWithoutBeingHeld() { // FAQ Q25
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Amanda Sharpe");
        int before = s.g.checkValue(0, arkham.engine.def.CheckType.HORROR);
        s.give(0, "Cross");
        assertTrue(s.g.inv[0].held.isEmpty());
        assertEquals(before + 1, s.g.checkValue(0, arkham.engine.def.CheckType.HORROR));
    }
}
