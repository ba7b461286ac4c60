package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Modifiers;
import arkham.engine.Phase;
import arkham.engine.Setup;
import arkham.engine.def.CheckType;
import arkham.engine.def.Deck;
import arkham.engine.def.Stat;
import arkham.engine.flow.ArkhamEncounter;
import arkham.engine.flow.CastSpell;
import arkham.engine.flow.Combat;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.FinalBattle;
import arkham.engine.flow.Gates;
import arkham.engine.flow.Harm;
import arkham.engine.flow.SkillCheck;
import arkham.engine.flow.UpkeepStep;
import arkham.engine.state.HeraldState;
import arkham.engine.state.IntList;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Lurker at the Threshold as Herald: the sheet's four rules and the three Dark Pacts, with forced dice and draws. */
class HeraldTest {
    static Table scene(String... investigators) {
        return Table.scene(ContentLoader.core(), Table.HERALD, "Azathoth", investigators.length == 0 ? new String[]{"Amanda Sharpe"} : investigators);
    }

    /** Puts the named Reckoning card on top of the Reckoning deck. */
    static void onTop(Game g, String name) {
        int id = -1;
        for (var r : g.content.reckonings) if (r.name().equals(name)) id = r.id();
        assertTrue(id >= 0, name);
        g.herald.reckoning.remove(id);
        g.herald.reckoningDiscards.remove(id);
        g.herald.reckoning.add(id);
    }

    static boolean drawn(Game g, String name) {
        IntList d = g.herald.reckoningDiscards;
        for (int k = 0; k < d.size(); k++) if (g.content.reckonings.get(d.get(k)).name().equals(name)) return true;
        return false;
    }

    static boolean offers(Table s, String idStart) {
        for (Choice c : s.q().options()) if (c.id().startsWith(idStart)) return true;
        return false;
    }

    static int pact(Table s, int p, String name) {
        EffectStep.takeCard(s.g, p, name);
        return s.g.findTagged(p, name.toLowerCase().replace(' ', '-'));
    }

    // ------------------------------------------------------------ the sheet

    @Test
    void ritesOfMagickCastsWithoutSanityOrCheckThenAPactThenAReckoning() {
        Table s = scene();
        int spell = s.give(0, "Shrivelling");
        int zombie = s.monster("Zombie", s.place("Woods"));
        s.at(0, "Woods");
        onTop(s.g, "Dark Reward");
        int sanity = s.g.inv[0].sanity;
        s.run(Combat.resume(0, zombie, Combat.Stage.CHOOSE));
        s.answer("cast-aided:");
        assertTrue(s.asks("Take a Dark Pact"));
        s.answer("pact:blood-pact");
        assertTrue(s.asks("Combat with the Zombie"), "the combat goes on");
        assertEquals(sanity, s.g.inv[0].sanity, "no Sanity cost");
        assertTrue(s.g.inv[0].castOk.contains(spell), "cast without a Spell check");
        assertTrue(s.g.exhausted[spell]);
        assertTrue(s.g.forcedDice.isEmpty() && s.g.findTagged(0, "blood-pact") >= 0);
        assertTrue(drawn(s.g, "Dark Reward"), "a Reckoning card follows the pact");
        assertEquals(1, s.g.herald.power[0], "Dark Reward: 1 Power per pact");
    }

    @Test
    void theStaffOfThePharaohCastsWithTheHeraldsAid() {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false, true, false, true, false, false), "Azathoth", "Amanda Sharpe");
        int staff = s.give(0, "Staff of the Pharaoh");
        int spell = s.give(0, "Shrivelling");
        int zombie = s.monster("Zombie", s.place("Woods"));
        s.at(0, "Woods");
        s.g.phase = Phase.MOVEMENT;
        onTop(s.g, "Dark Reward");
        int sanity = s.g.inv[0].sanity;
        s.run(Combat.resume(0, zombie, Combat.Stage.CHOOSE)).answer("hold:" + staff).answer("use:" + staff);
        assertTrue(s.asks("Staff of the Pharaoh"));
        s.answer("aid:" + spell).answer("pact:blood-pact");
        assertEquals(sanity, s.g.inv[0].sanity, "no Sanity cost");
        assertTrue(s.g.exhausted[staff]);
        assertTrue(s.g.inv[0].held.contains(spell) && s.g.inv[0].castOk.contains(spell), "cast, held beyond the two hands");
        assertTrue(drawn(s.g, "Dark Reward"));
    }

    @Test
    void noAidOnceAllThreePactsAreHeld() {
        Table s = scene();
        s.give(0, "Shrivelling");
        for (String p : LurkerHerald.PACTS) pact(s, 0, p);
        int zombie = s.monster("Zombie", s.place("Woods"));
        s.at(0, "Woods");
        s.run(Combat.resume(0, zombie, Combat.Stage.CHOOSE));
        assertTrue(offers(s, "cast:"));
        assertFalse(offers(s, "cast-aided:"));
    }

    @Test
    void ritesOfMagickForASpellCastOutsideCombat() {
        Table s = scene();
        int voice = s.give(0, "Voice of Ra");
        onTop(s.g, "Power Begets Power");
        int sanity = s.g.inv[0].sanity;
        s.run(new UpkeepStep(0, UpkeepStep.Stage.SLIDERS, 0));
        s.answer("use:" + voice);
        assertTrue(s.asks("Cast Voice of Ra"));
        s.answer("aid");
        s.answer("pact:bound-ally");
        assertEquals(sanity, s.g.inv[0].sanity);
        assertEquals(1, s.g.cardTokens[voice], "the spell takes effect as if its check were passed");
        assertTrue(drawn(s.g, "Power Begets Power"));
        assertTrue(s.asks("Adjust skills"));
    }

    @Test
    void everPresentTemptationOffersPactsAtTheStartOfUpkeepWithoutAReckoning() {
        Table s = scene();
        s.g.phase = Phase.UPKEEP;
        s.g.inv[0].sanity = 1;
        s.g.inv[0].stamina = 1;
        s.run(new UpkeepStep(0, UpkeepStep.Stage.REFRESH, 0));
        assertTrue(s.asks("Make a Dark Pact"));
        s.answer("pact:blood-pact");
        s.answer("pact:soul-pact");
        assertFalse(offers(s, "pact:blood-pact"), "never two of a kind");
        s.answer("done");
        assertEquals(s.g.inv[0].maxStamina, s.g.inv[0].stamina, "Blood Pact: Stamina to full");
        assertEquals(s.g.inv[0].maxSanity, s.g.inv[0].sanity, "Soul Pact: Sanity to full");
        assertEquals(2, LurkerHerald.pacts(s.g, 0));
        assertEquals(0, s.g.herald.reckoningDiscards.size(), "no Reckoning card for a pact made at the start of a turn");
        assertTrue(s.asks("Adjust skills"));
    }

    @Test
    void noTemptationOrAidOnceTheAncientOneIsAwake() {
        Table s = scene();
        s.g.phase = Phase.FINAL_BATTLE;
        s.g.awakened = true;
        int spell = s.give(0, "Shrivelling");
        s.run(new UpkeepStep(0, UpkeepStep.Stage.REFRESH, 0));
        assertFalse(s.asks("Make a Dark Pact"));
        assertFalse(CastSpell.aidAvailable(s.g, 0, spell));
    }

    @Test
    void theOneBeyondDrawsAReckoningCardForEachGateThatOpens() {
        Table s = scene();
        s.g.phase = Phase.MYTHOS;
        onTop(s.g, "Unsettling Aura");
        s.run(g -> Gates.open(g, s.place("Woods")));
        assertTrue(s.g.gateAt[s.place("Woods")] >= 0);
        assertEquals(1, s.g.herald.reckoningDiscards.size());
        assertTrue(drawn(s.g, "Unsettling Aura"));
    }

    @Test
    void theOneBeyondSkipsTheGateOpenedAtSetup() {
        Setup setup = new Setup(2, List.of("Amanda Sharpe", "Bob Jenkins"), "Azathoth", false, 3,
                new Setup.Options(false, false, false, true, false, false));
        Game g = Table.settled(Game.create(ContentLoader.core(), setup));
        assertEquals(1, g.openGates(), "the first Mythos card opened a gate");
        assertEquals(0, g.herald.reckoningDiscards.size());
        assertEquals(28, g.herald.reckoning.size());
        assertEquals(HeraldState.POWER_TOKENS, g.herald.pool);
    }

    @Test
    void theyShallBreakThroughAgainMakesClosingHarder() {
        for (boolean herald : new boolean[]{false, true}) {
            Table s = herald ? scene() : Table.scene(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Amanda Sharpe");
            int marker = s.gate("Abyss", "Woods");
            s.at(0, "Woods");
            s.g.inv[0].explored = true;
            s.run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
            int printed = s.g.content.gateOf(marker).modifier();
            assertEquals(herald ? printed - 1 : printed, s.q().context().get("gateModifier"));
        }
    }

    // ------------------------------------------------------------ the pacts

    @Test
    void bloodPactTradesStaminaForPowerAndPowerForSanityAndClues() {
        Table s = scene();
        s.g.inv[0].stamina = 2;
        int blood = pact(s, 0, "Blood Pact");
        assertEquals(s.g.inv[0].maxStamina, s.g.inv[0].stamina, "Stamina restored to full");
        s.g.inv[0].stamina = 3;
        s.run(g -> g.gain(0, Stat.STAMINA, 2));
        assertTrue(s.asks("About to gain 2 stamina"));
        s.answer("power");
        assertEquals(3, s.g.inv[0].stamina);
        assertEquals(2, s.g.herald.power[0]);
        assertEquals(HeraldState.POWER_TOKENS - 2, s.g.herald.pool);

        int sanity = s.g.inv[0].sanity;
        s.run(g -> Harm.harm(g, 0, Stat.SANITY, 1));
        s.answer("prevent:" + blood);
        assertEquals(sanity, s.g.inv[0].sanity, "a Power token stands for 1 Sanity");
        assertEquals(1, s.g.herald.power[0]);

        s.checkDice(0, CheckType.LUCK, 0, 1).dice(6);
        s.run(SkillCheck.of(0, CheckType.LUCK, 0, 1, "test"));
        s.answer("asclue:" + blood);
        assertTrue(s.g.lastPassed, "the Power token's die is a success");
        assertEquals(0, s.g.herald.power[0]);

        s.run(new UpkeepStep(0, UpkeepStep.Stage.SLIDERS, 0));
        s.answer("use:" + blood);
        s.answer("2");
        assertEquals(1, s.g.inv[0].stamina);
        assertEquals(2, s.g.herald.power[0]);
        assertTrue(s.g.exhausted[blood]);
        s.run(g -> g.gain(0, Stat.STAMINA, 1));
        assertEquals(2, s.g.inv[0].stamina, "an exhausted pact does not take over gains");
    }

    @Test
    void soulPactTradesSanityForPowerAndPowerForStamina() {
        Table s = scene();
        s.g.inv[0].sanity = 1;
        int soul = pact(s, 0, "Soul Pact");
        assertEquals(s.g.inv[0].maxSanity, s.g.inv[0].sanity);
        s.g.inv[0].sanity = 2;
        s.run(g -> g.gain(0, Stat.SANITY, 1));
        s.answer("power");
        assertEquals(2, s.g.inv[0].sanity);
        assertEquals(1, s.g.herald.power[0]);
        int stamina = s.g.inv[0].stamina;
        s.run(g -> Harm.harm(g, 0, Stat.STAMINA, 2));
        s.answer("prevent:" + soul);
        assertEquals(stamina - 1, s.g.inv[0].stamina, "one token absorbed one point");
        assertEquals(0, s.g.herald.power[0]);
    }

    @Test
    void boundAllyBindsTheTopAllyAndSpendsPowerAsMoney() {
        Table s = scene();
        IntList allies = s.g.deck(Deck.ALLY);
        int duke = -1;
        for (int k = 0; k < allies.size(); k++) if (s.g.content.cardOf(allies.get(k)).name().equals("Duke")) duke = allies.get(k);
        allies.remove(duke);
        allies.add(duke);
        int bound = pact(s, 0, "Bound Ally");
        assertEquals(0, s.g.cardWhere[duke]);
        assertEquals(duke, s.g.herald.boundAlly[0]);
        s.g.herald.grant(0, 2);
        s.run(new UpkeepStep(0, UpkeepStep.Stage.SLIDERS, 0));
        s.answer("use:" + bound);
        assertEquals(1, s.g.inv[0].money);
        assertEquals(1, s.g.herald.power[0]);
    }

    @Test
    void pactsPowerAndTheBoundAllyOutlastAKnockoutButNotDevouring() {
        Table s = scene();
        pact(s, 0, "Bound Ally");
        pact(s, 0, "Blood Pact");
        int ally = s.g.herald.boundAlly[0];
        s.g.herald.grant(0, 3);
        s.run(g -> g.lose(0, Stat.STAMINA, g.inv[0].stamina));
        assertEquals(s.place("St. Mary's Hospital"), s.g.inv[0].place, "knocked unconscious");
        assertEquals(2, LurkerHerald.pacts(s.g, 0));
        assertEquals(3, s.g.herald.power[0]);
        assertEquals(0, s.g.cardWhere[ally]);

        s.run(g -> LurkerHerald.devour(g, 0));
        assertEquals(0, LurkerHerald.pacts(s.g, 0));
        assertEquals(0, s.g.herald.power[0]);
        assertEquals(HeraldState.POWER_TOKENS, s.g.herald.pool);
        assertEquals(-1, s.g.herald.boundAlly[0]);
        assertEquals(Game.IN_DECK, s.g.cardWhere[ally]);
    }

    @Test
    void atTheAwakeningTheBoundAllyGoesOnTheAncientOneAndEachDoomTokenCostsOneMoreSuccess() {
        Table s = Table.scene(ContentLoader.core(), Table.HERALD, "Yig", "Amanda Sharpe");
        int bound = pact(s, 0, "Bound Ally");
        int ally = s.g.herald.boundAlly[0];
        s.run(new FinalBattle(FinalBattle.Stage.AWAKEN, 0));
        assertEquals(Game.IN_DECK, s.g.cardWhere[ally], "the bound Ally is discarded");
        assertEquals(Game.BOX, s.g.cardWhere[bound], "the pact is on the Ancient One");
        assertEquals(1, s.g.herald.onAncientOne);
        int extra = 0;
        for (Modifiers m : s.g.modifiers(-1)) extra += m.doomTokenSuccesses(s.g);
        assertEquals(1, extra);

        int doom = s.g.doom;
        s.g.battleSuccesses = 0;
        s.run(new Table.Do(g -> g.lastSuccesses = 1), new FinalBattle.Attack(0, true));
        assertEquals(doom, s.g.doom, "one player needs two successes now");
        s.run(new Table.Do(g -> g.lastSuccesses = 1), new FinalBattle.Attack(0, true));
        assertEquals(doom - 1, s.g.doom);
    }

    // ------------------------------------------------------------ Power tokens

    @Test
    void powerWithoutAPactCannotBeSpent() {
        Table s = scene();
        s.g.herald.grant(0, 2);
        s.checkDice(0, CheckType.LUCK, 0, 1);
        s.run(SkillCheck.of(0, CheckType.LUCK, 0, 1, "test"));
        assertTrue(s.halted(), "no Clue tokens and no pact: nothing to spend on the failed check");
        assertFalse(s.g.lastPassed);
        assertEquals(2, s.g.herald.power[0]);
    }

    @Test
    void scarcePowerIsHandedOutInTheFirstPlayersOrderAndNoneOnceThePoolIsEmpty() {
        Table s = scene("Amanda Sharpe", "Bob Jenkins", "Carolyn Fern");
        pact(s, 0, "Soul Pact");
        pact(s, 1, "Soul Pact");
        s.g.herald.grant(2, HeraldState.POWER_TOKENS - 1);
        onTop(s.g, "Dark Reward");
        s.run(new LurkerHerald.DrawReckoning());
        assertTrue(s.asks("Only 1 Power token is left"));
        assertEquals(0, s.q().player(), "the first player orders them");
        s.answer("player:1");
        assertEquals(0, s.g.herald.power[0]);
        assertEquals(1, s.g.herald.power[1]);
        assertEquals(0, s.g.herald.pool);

        onTop(s.g, "Dark Reward");
        s.run(new LurkerHerald.DrawReckoning());
        assertTrue(s.halted(), "with no tokens left the gain is ignored");
        assertEquals(1, s.g.herald.power[1]);
    }
}
