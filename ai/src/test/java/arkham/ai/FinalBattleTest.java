package arkham.ai;

import arkham.content.ContentLoader;
import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Setup;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.CheckType;
import arkham.engine.def.Skill;
import arkham.engine.def.Stat;
import arkham.engine.flow.Combat;
import arkham.engine.flow.FinalBattle;
import arkham.engine.flow.SkillCheck;
import arkham.engine.flow.UpkeepStep;
import arkham.engine.state.IntList;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The heuristic's play in the final battle (rulebook p.22): weapons against the Ancient One's defences, Clue tokens spent. */
class FinalBattleTest {
    /** A settled 1-player game against this Ancient One, in its final battle, the investigator with no cards. */
    static Game battle(String ancientOne, String... investigators) {
        List<String> names = investigators.length == 0 ? List.of("Michael McGlen") : List.of(investigators);
        Setup s = new Setup(names.size(), names, ancientOne, false, 7, new Setup.Options(false));
        Game g = Game.create(ContentLoader.core(), s);
        HeuristicAgent a = new HeuristicAgent();
        while (g.question() != null && g.phase == Phase.SETUP) g.answer(g.question().id(), 0, a.choose(g, g.question()));
        for (int p = 0; p < g.players; p++) {
            IntList cs = new IntList(g.inv[p].cards);
            for (int k = 0; k < cs.size(); k++) g.discard(p, cs.get(k));
        }
        g.phase = Phase.FINAL_BATTLE;
        g.awakened = true;
        g.battleRound = 1;
        return g;
    }

    static int give(Game g, String card) {
        return give(g, 0, card);
    }

    static int give(Game g, int player, String card) {
        int c = g.takeFromDeck(g.content.cardId(card));
        g.giveCard(player, c);
        g.fresh[c] = false;
        return c;
    }

    /** The agent's first answer to the investigator's attack on the Ancient One. */
    static String firstHold(Game g) {
        g.begin(new FinalBattle.Attack(0, false));
        Question q = g.question();
        return new HeuristicAgent().choose(g, q).id();
    }

    @Test
    void theEngineSaysWhatAWeaponAddsAgainstTheAncientOnesDefences() { // p.22: its defences work as a monster's
        Game yig = battle("Yig");
        assertEquals(6, Combat.bonusAgainstAncientOne(yig, 0, give(yig, "Tommy Gun")));
        Game shub = battle("Shub-Niggurath"); // Physical Immunity
        assertEquals(0, Combat.bonusAgainstAncientOne(shub, 0, give(shub, "Tommy Gun")));
        assertEquals(3, Combat.bonusAgainstAncientOne(shub, 0, give(shub, "Enchanted Knife")));
        Game hastur = battle("Hastur"); // Physical Resistance: halved
        assertEquals(3, Combat.bonusAgainstAncientOne(hastur, 0, give(hastur, "Tommy Gun")));
        Game yog = battle("Yog-Sothoth"); // Magical Immunity
        assertEquals(0, Combat.bonusAgainstAncientOne(yog, 0, give(yog, "Enchanted Knife")));
        assertEquals(0, Combat.bonusAgainstAncientOne(yog, 0, give(yog, "Food")), "not a weapon");
    }

    @Test
    void itHoldsWhatAddsMostAgainstThisAncientOne() {
        Game yig = battle("Yig");
        int gun = give(yig, "Tommy Gun");
        give(yig, "Enchanted Knife");
        assertEquals("hold:" + gun, firstHold(yig), "+6 against Yig beats +3");
        Game shub = battle("Shub-Niggurath");
        give(shub, "Tommy Gun");
        int knife = give(shub, "Enchanted Knife");
        assertEquals("hold:" + knife, firstHold(shub), "the Tommy Gun adds nothing against Physical Immunity");
    }

    @Test
    void atOneSanityHeStillCastsASpellThatCostsNoSanity() {
        Game g = battle("Yig");
        int wither = give(g, "Wither");
        give(g, "Shrivelling");
        g.inv[0].sanity = 1;
        assertEquals("cast:" + wither, firstHold(g), "Wither costs no Sanity; Shrivelling would drive him insane (devoured in the battle)");
    }

    @Test
    void aSpellCountsForItsBonusTimesHisChanceToCastIt() {
        assertEquals("Dread Curse of Azathoth", bestWith("Harvey Walters", true), "+9 at better than even odds beats the revolver's +3");
        assertEquals(".38 Revolver", bestWith("Bob Jenkins", false), "a spell he will hardly cast is worth less than a sure +3");
    }

    /** The card he holds first of a .38 Revolver and the Dread Curse of Azathoth, his Lore as high or as low as it goes. */
    private static String bestWith(String investigator, boolean highLore) {
        Game g = battle("Yig", investigator);
        var d = g.defOf(0);
        give(g, ".38 Revolver");
        int curse = give(g, "Dread Curse of Azathoth");
        int best = 0;
        for (int stop = 0; stop < 4; stop++) {
            if (highLore == d.skill(Skill.LORE, stop) > d.skill(Skill.LORE, best)) best = stop;
        }
        g.inv[0].slider[2] = best;
        double cast = Odds.cast(g, 0, g.content.cardOf(curse));
        assertTrue(highLore ? cast > 0.5 : cast < 0.3, "his chance to cast it: " + cast);
        return g.content.cardOf(arkham.ai.FinalBattle.bestHands(g, 0)[0]).name();
    }

    @Test
    void inTheFinalBattleHeSetsHisSlidersForTheAncientOnesAttack() {
        // Shub-Niggurath's attack is a Sneak check, Yig's a Speed check (their sheets; the engine's attackCheck)
        int[] shub = battleSkills("Shub-Niggurath"), yig = battleSkills("Yig");
        assertTrue(shub[CheckType.SNEAK.ordinal()] > yig[CheckType.SNEAK.ordinal()], "Sneak against Shub-Niggurath " + shub[CheckType.SNEAK.ordinal()] + ", against Yig " + yig[CheckType.SNEAK.ordinal()]);
        assertTrue(yig[CheckType.SPEED.ordinal()] > shub[CheckType.SPEED.ordinal()], "Speed against Yig " + yig[CheckType.SPEED.ordinal()] + ", against Shub-Niggurath " + shub[CheckType.SPEED.ordinal()]);
    }

    /** His skills after setting his sliders at the start of a battle round, from the middle of the Speed/Sneak slider. */
    private static int[] battleSkills(String ancientOne) {
        Game g = battle(ancientOne);
        // Fight and Luck as high as they go, so his focus is left for the Speed/Sneak slider
        var d = g.defOf(0);
        for (int stop = 0; stop < 4; stop++) {
            if (d.skill(Skill.FIGHT, stop) > d.skill(Skill.FIGHT, g.inv[0].slider[1])) g.inv[0].slider[1] = stop;
            if (d.skill(Skill.LUCK, stop) > d.skill(Skill.LUCK, g.inv[0].slider[2])) g.inv[0].slider[2] = stop;
        }
        g.inv[0].slider[0] = 1;
        g.begin(new UpkeepStep(0, UpkeepStep.Stage.SLIDERS, 0));
        HeuristicAgent a = new HeuristicAgent();
        for (Question q = g.question(); q != null && q.prompt().startsWith("Adjust skills"); q = g.question()) g.answer(q.id(), 0, a.choose(g, q));
        int[] skills = new int[CheckType.values().length];
        for (CheckType t : CheckType.values()) skills[t.ordinal()] = g.checkValue(0, t);
        return skills;
    }

    @Test
    void inTheFinalBattleClueTokensKeptForSealingAreSpent() {
        Game g = battle("Yig");
        g.inv[0].clues = 4;
        g.inv[0].sanity = g.inv[0].maxSanity;
        g.inv[0].stamina = g.inv[0].maxStamina;
        Question q = new Question(0, QuestionKind.CHOOSE_ONE, Purpose.SPEND_CLUES, "Combat check: 0 of 1 successes",
                List.of(new Choice(Target.plain(Act.ACCEPT), "accept", "Accept: fail", -1),
                        new Choice(Target.stat(Act.SPEND_CLUE, Stat.CLUES, 1), "clue", "Spend a Clue token for another die", 1)),
                Map.of("check", "COMBAT"));
        assertEquals("clue", new HeuristicAgent().choose(g, q).id());
        g.phase = Phase.MOVEMENT;
        assertEquals("accept", new HeuristicAgent().choose(g, q).id(), "before the battle four are kept for a seal");
    }

    @Test
    void atTheAncientOnesAttackClueTokensGoWhenFailingMayDevourHim() {
        Game g = battle("Hastur");
        var i = g.inv[0];
        i.clues = 1;
        i.sanity = 2;
        assertEquals("clue", afterAttackRoll(g, "Hastur's attack"), "failing costs 2 Sanity: going insane in the battle devours him");
        i.sanity = i.maxSanity;
        i.stamina = i.maxStamina;
        assertEquals("clue", afterAttackRoll(g, "Hastur's attack"), "with no trophies, an attack that takes one may devour him");
        g.monsterWhere[MovementTest.monster(g, "Zombie", g.board.streets()[0])] = Game.trophy(0);
        TrophyUseTest.gateTrophy(g);
        assertEquals("accept", afterAttackRoll(g, "Hastur's attack"), "nothing at stake: one die in three is not worth the token");

        Game n = battle("Nyarlathotep");
        n.inv[0].clues = 1;
        n.inv[0].sanity = 2;
        assertEquals("accept", afterAttackRoll(n, "Nyarlathotep's attack"), "his attack takes a Clue token: spending it saves nothing");
    }

    /** His answer after a failed Luck check of one die, made for the Ancient One's attack. */
    private static String afterAttackRoll(Game g, String reason) {
        Question q = new SkillCheck(0, CheckType.LUCK, -1, 1, false, reason, 1, 0, "2", true, true).run(g);
        assertTrue(q.options().stream().anyMatch(c -> c.id().equals("clue")), "the engine offers it: " + q.options());
        return new HeuristicAgent().choose(g, q).id();
    }

    @Test
    void itHandsAWeaponItWillNotHoldToAnInvestigatorWithFreeHands() { // p.22: they trade as if in one place
        Game g = battle("Yig", "Michael McGlen", "Kate Winthrop");
        give(g, 0, "Tommy Gun");
        int shotgun = give(g, 0, "Shotgun");
        HeuristicAgent a = new HeuristicAgent();
        Question start = new Question(0, QuestionKind.CHOOSE_ONE, Purpose.START_TRADE, "Trade?",
                List.of(new Choice(Target.DONE, "done", "Finish trading", -1),
                        new Choice(Target.investigator(Act.TRADE, 1), "trade:1", "Trade with Kate Winthrop", 1)), Map.of());
        assertEquals("trade:1", a.choose(g, start).id(), "two two-handed guns: one is spare");
        Question trade = new Question(0, QuestionKind.CHOOSE_ONE, Purpose.TRADE, "Trade with Kate Winthrop",
                List.of(new Choice(Target.DONE, "done", "Finish trading", -1),
                        new Choice(Target.card(Act.GIVE, shotgun), "give:" + shotgun, "Give Shotgun", 1)), Map.of("partner", 1));
        assertEquals("give:" + shotgun, a.choose(g, trade).id());
        give(g, 1, "Tommy Gun");
        assertEquals("done", a.choose(g, start).id(), "her hands are full with as good a gun");
    }
}
