package arkham.content.rules;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Setup;
import arkham.engine.def.CheckType;
import arkham.engine.flow.FinalBattle;
import arkham.engine.flow.MovementStep;
import arkham.engine.flow.PhaseStep;
import arkham.engine.flow.SkillCheck;
import arkham.engine.flow.UpkeepStep;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Rules as the core rulebook and the official FAQ (at the end of the Dunwich Horror rulebook)
 * read them; each test names the page or the FAQ question (numbered in the order the FAQ asks
 * them, as in docs/RULES-COVERAGE.md).
 */
class FaqRulesTest {
    /** The instance of the named card p owns. */
    private static int owned(Table p, int player, String card) {
        int def = p.c.cardId(card);
        for (int c : p.g.inv[player].cards.toArray()) if (p.c.cardKind[c] == def) return c;
        throw new AssertionError(card + " not owned");
    }

    private static Table amanda() {
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Amanda Sharpe").emptyHanded(0);
        p.g.inv[0].clues = 0;
        return p.at(0, "Rivertown");
    }

    @Test
    void anArrestedInvestigatorLosesHisWholeNextTurnUpkeepIncluded() { // p.16; FAQ Q40
        Table p = amanda();
        int gun = p.give(0, "Tommy Gun");
        p.g.exhausted[gun] = true;
        arkham.engine.flow.EffectStep.takeCard(p.g, 0, "Retainer");
        p.g.fresh[p.g.findTagged(0, "retainer")] = false;
        p.g.inv[0].money = 4;
        p.sliders(0, 1, 1, 1);
        arkham.engine.flow.Status.arrest(p.g, 0);
        p.g.phase = Phase.UPKEEP;
        p.dice(6).run(new UpkeepStep(0, UpkeepStep.Stage.REFRESH, 0));
        assertTrue(p.halted(), "no Upkeep actions and no slider moves are offered");
        assertTrue(p.g.exhausted[gun], "no refresh in a lost turn");
        assertEquals(2, p.g.inv[0].money, "no Retainer income in a lost turn");
        assertEquals(1, p.g.forcedDice.size(), "no Retainer roll either");
    }

    @Test
    void loseYourNextTurnSkipsUpkeepButStayHereNextTurnKeepsIt() { // FAQ Q40
        Table p = amanda();
        int gun = p.give(0, "Tommy Gun");
        p.g.exhausted[gun] = true;
        arkham.engine.flow.Status.loseTurn(p.g, 0);
        p.g.phase = Phase.UPKEEP;
        p.run(new UpkeepStep(0, UpkeepStep.Stage.REFRESH, 0));
        assertTrue(p.halted());
        assertTrue(p.g.exhausted[gun], "a lost turn has no Upkeep");
        p.run(new MovementStep(0));
        assertFalse(p.g.inv[0].delayed || p.g.inv[0].turnLost);
        assertTrue(p.g.inv[0].encountersOver);

        Table q = amanda();
        int gun2 = q.give(0, "Tommy Gun");
        q.g.exhausted[gun2] = true;
        arkham.engine.flow.Status.delay(q.g, 0);
        q.g.phase = Phase.UPKEEP;
        q.run(new UpkeepStep(0, UpkeepStep.Stage.REFRESH, 0));
        assertFalse(q.g.exhausted[gun2], "a delayed investigator still has his Upkeep");
        assertTrue(q.asks("Adjust skills"));
    }

    @Test
    void aReRollRollsAgainEveryDieOfTheCheckCluesIncluded() { // FAQ Q42
        Table p = amanda();
        p.give(0, "Lucky Cigarette Case");
        p.g.inv[0].clues = 1;
        int dice = p.g.checkValue(0, CheckType.LUCK) - 1;
        int[] ones = new int[dice + 1];
        java.util.Arrays.fill(ones, 1);
        p.dice(ones).run(SkillCheck.counting(0, CheckType.LUCK, -1, 1, "test"));
        assertTrue(p.asks("Luck (-1) check: 0 of 1"));
        p.answer("clue");
        assertEquals(0, p.g.forcedDice.size(), "the Clue token bought one more die");
        int[] sixes = new int[dice + 1];
        java.util.Arrays.fill(sixes, 6);
        p.dice(sixes).answer("reroll:");
        assertTrue(p.halted());
        assertEquals(0, p.g.forcedDice.size(), "the Clue die is re-rolled too");
        assertEquals(dice + 1, p.g.lastSuccesses);
    }

    @Test
    void aDelayedInvestigatorWhoStandsUpMustDealWithMonstersThere() { // order of play, Movement 1; p.8
        Table p = amanda();
        p.monster("Zombie", "Rivertown");
        p.g.inv[0].delayed = true;
        p.run(new MovementStep(0));
        assertFalse(p.g.inv[0].delayed);
        assertTrue(p.asks("Monsters at Rivertown"), "standing up ends his movement among the monsters");
    }

    @Test
    void returningFromAnOtherWorldHeMayFightTheMonstersAtTheGate() { // p.18
        Table p = amanda();
        var world = p.g.board.otherWorld(p.g.board.worldId("The Dreamlands"));
        p.gate("The Dreamlands", "Woods");
        int zombie = p.monster("Zombie", "Woods");
        p.g.moveInvestigator(0, world.secondArea());
        p.run(new MovementStep(0));
        assertEquals(p.place("Woods"), p.g.inv[0].place);
        assertTrue(p.asks("Back at Woods: fight a monster here?"), "he is offered the fight");
        p.answer("leave");
        assertTrue(p.halted(), "and he need not fight (p.18)");
        assertEquals(p.place("Woods"), p.g.monsterWhere[zombie]);

        p.g.moveInvestigator(0, world.secondArea());
        p.run(new MovementStep(0));
        p.answer("fight:" + zombie);
        assertFalse(p.halted(), "the combat begins");
        assertTrue(p.q().prompt().contains("Zombie"), p.q().prompt());
    }

    @Test
    void theFinalBattleRefreshIsAFullUpkeepButWithoutIncome() { // p.22; FAQ Q36
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Hastur", "Vincent Lee").emptyHanded(0);
        arkham.engine.flow.EffectStep.takeCard(p.g, 0, "Retainer");
        p.g.fresh[p.g.findTagged(0, "retainer")] = false;
        p.g.inv[0].money = 0;
        p.g.inv[0].stamina = 1;
        p.run(PhaseStep.finalBattle());
        assertTrue(p.asks("Vincent Lee: restore 1 Stamina?"), "his Upkeep ability acts in the battle: " + p.q().prompt());
        p.answer("restore:0");
        assertEquals(2, p.g.inv[0].stamina);
        assertEquals(0, p.g.inv[0].money, "no Retainer income in the final battle (p.22)");
        assertTrue(p.g.ownsTagged(0, "retainer"), "and no Retainer roll");
    }

    @Test
    void investigatorsMayTradeInTheFinalBattleWhereverTheyStand() { // p.22; flowchart
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Hastur", "Michael McGlen", "Joe Diamond").emptyHanded(0).emptyHanded(1)
                .at(0, "Rivertown").at(1, "Woods");
        p.g.inv[0].money = 3;
        p.g.inv[1].money = 0;
        p.run(PhaseStep.finalBattle());
        for (int k = 0; k < 20 && !p.asks("Trade?"); k++) p.answer("done");
        assertTrue(p.asks("Trade?"), "after the refresh they may trade");
        int trader = p.q().player();
        p.answer("trade:" + (1 - trader)).answer(trader == 0 ? "give-money" : "ask-money");
        if (trader == 1) p.answer("yes");
        p.answer("done");
        assertEquals(2, p.g.inv[0].money);
        assertEquals(1, p.g.inv[1].money);
    }

    private static Table battle(Setup.Faq faq) {
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false).withFaq(faq), "Hastur",
                "Michael McGlen", "Joe Diamond");
        p.run(PhaseStep.finalBattle());
        p.g.doom = 5;
        p.g.battleSuccesses = 0;
        p.g.inv[0].clues = 0;
        p.g.inv[1].clues = 0;
        p.run(new FinalBattle.Attack(0, false));
        int dice = p.g.checkValue(0, CheckType.COMBAT) + p.g.ancientOneDef().combatRating();
        int[] sixes = new int[Math.max(0, dice)];
        java.util.Arrays.fill(sixes, 6);
        assertTrue(dice >= 4, "enough dice for the test: " + dice);
        p.dice(sixes).answer("attack");
        return p;
    }

    @Test
    void battleSuccessesResetAtEachDoomTokenUnlessTheFaqOptionCarriesThemOver() { // p.22; FAQ Q37
        Table reset = battle(Setup.Faq.NONE);
        int dice = reset.g.checkValue(0, CheckType.COMBAT) + reset.g.ancientOneDef().combatRating();
        assertEquals(4, reset.g.doom, "two players: the first two successes remove one token, the rest are lost");
        assertEquals(0, reset.g.battleSuccesses);
        Table carry = battle(Setup.Faq.ALL);
        assertEquals(5 - dice / 2, carry.g.doom, "every two successes remove a token");
        assertEquals(dice % 2, carry.g.battleSuccesses, "and the odd one carries over");
    }

    @Test
    void upkeepActionsComeInTheOrderThePlayerPicks() { // p.6
        Table p = amanda();
        arkham.engine.flow.EffectStep.takeCard(p.g, 0, "Retainer");
        arkham.engine.flow.EffectStep.takeCard(p.g, 0, "Blessing");
        for (int c : p.g.inv[0].cards.toArray()) p.g.fresh[c] = false;
        int blessing = p.g.findTagged(0, "blessing");
        p.g.inv[0].money = 0;
        p.g.phase = Phase.UPKEEP;
        p.dice(1, 6).run(new UpkeepStep(0, UpkeepStep.Stage.REFRESH, 0));
        assertTrue(p.asks("Which Upkeep action next?"));
        p.answer("upkeep:" + blessing);
        assertFalse(p.g.ownsTagged(0, "blessing"), "the Blessing's roll came first: a 1 ends it");
        assertEquals(2, p.g.inv[0].money, "then the Retainer paid and rolled a 6");
        assertTrue(p.g.ownsTagged(0, "retainer"));
    }

    @Test
    void tradingIsOfferedInEveryPhaseButOnlyForMoneyItemsAndSpells() { // p.23; FAQ Q39
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Michael McGlen", "Joe Diamond").emptyHanded(0).emptyHanded(1)
                .at(0, "Rivertown").at(1, "Rivertown");
        int spell = p.give(0, "Wither");
        int ally = p.give(0, "Duke");
        arkham.engine.flow.EffectStep.takeCard(p.g, 0, "Deputy's Revolver");
        int revolver = owned(p, 0, "Deputy's Revolver");
        p.g.phase = Phase.UPKEEP;
        p.run(new UpkeepStep(0, UpkeepStep.Stage.REFRESH, 0));
        assertTrue(p.q().options().stream().anyMatch(c -> c.id().equals("trade:1")), "in the Upkeep");
        p.answer("trade:1");
        var ids = p.q().options().stream().map(arkham.engine.Choice::id).toList();
        assertTrue(ids.contains("give:" + spell), "a Spell may change hands: " + ids);
        assertFalse(ids.contains("give:" + ally), "an Ally may not (FAQ Q39)");
        assertFalse(ids.contains("give:" + revolver), "nor a special card, item though it is");
        p.answer("done");

        p.g.phase = Phase.MOVEMENT;
        p.run(new arkham.engine.flow.MovementStep(0));
        p.answer("stop");
        assertTrue(p.asks("Trade?"), "after movement too");
        p.answer("done");

        p.g.phase = Phase.OTHER_WORLD_ENCOUNTERS;
        p.run(new arkham.engine.flow.ForEachPlayer(Phase.ARKHAM_ENCOUNTERS, 0));
        assertTrue(p.q().options().stream().anyMatch(c -> c.id().equals("trade:1")), "before an Arkham encounter");
    }

    @Test
    void theFirstCitizenOfArkhamHasMostGateTrophiesThenMostMonsterTrophies() { // p.12
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Michael McGlen", "Joe Diamond", "Bob Jenkins");
        int[] gates = {p.g.gateStack.removeLast(), p.g.gateStack.removeLast(), p.g.gateStack.removeLast()};
        p.g.gateWhere[gates[0]] = Game.trophy(0);
        p.g.gateWhere[gates[1]] = Game.trophy(1);
        p.g.gateWhere[gates[2]] = Game.trophy(2);
        assertEquals(-1, arkham.engine.Score.of(p.g).firstCitizen(), "tied on both counts: no single holder");
        p.g.monsterWhere[p.monster("Zombie", "Rivertown")] = Game.trophy(1);
        assertEquals(1, arkham.engine.Score.of(p.g).firstCitizen(), "the monster trophy breaks the tie");
        p.g.gateWhere[gates[1]] = Game.trophy(2);
        assertEquals(2, arkham.engine.Score.of(p.g).firstCitizen(), "two gate trophies beat any monsters");
    }

    @Test
    void simultaneousKnockoutsResolveInTheOrderTheFirstPlayerPicks() { // p.23, timing conflicts
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Michael McGlen", "Joe Diamond").emptyHanded(0).emptyHanded(1);
        p.g.first = 1;
        p.g.logEvents(true);
        p.run(new arkham.engine.Step() {
            @Override
            public arkham.engine.Question run(Game g) {
                g.lose(0, arkham.engine.def.Stat.SANITY, 99);
                g.lose(1, arkham.engine.def.Stat.STAMINA, 99);
                return null;
            }
        });
        assertTrue(p.asks("These happen at the same time"));
        assertEquals(1, p.q().player(), "the first player decides");
        assertEquals(arkham.engine.QuestionKind.ORDER, p.q().kind(), "an order, so a UI offers it as one");
        p.answer("Michael McGlen is knocked out");
        var order = p.g.drainEvents().stream().map(arkham.engine.Event::text)
                .filter(t -> t.contains(" is driven insane") || t.contains(" is knocked unconscious")).toList();
        assertEquals(2, order.size(), order.toString());
        assertTrue(order.get(0).startsWith("Michael McGlen is driven insane"), "Michael's first: " + order);
    }

    @Test
    void effectsAtTheEndOfOneMovementResolveInTheOrderTheFirstPlayerPicks() { // p.23, timing conflicts
        // No two printed cards act together here (one Environment at a time): a second Environment
        // lingering stands for any second source.
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Michael McGlen", "Joe Diamond").at(0, "Northside");
        p.g.first = 1;
        p.g.setEnvironment(p.c.mythosId("Curfew Enforced"));
        p.g.lingering.add(p.c.mythosId("Darke's Carnival Arrives"));
        p.g.lingering.add(p.g.turn + 1);
        p.run(new arkham.engine.flow.MovementStep(0));
        p.answer("stop");
        assertTrue(p.asks("These happen at the same time"), p.q().prompt());
        assertEquals(1, p.q().player(), "the first player decides");
        assertEquals(List.of("Curfew Enforced", "Darke's Carnival Arrives"),
                p.q().options().stream().map(arkham.engine.Choice::label).toList());
        p.g.logEvents(true);
        p.dice(6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6).answer("Darke's Carnival Arrives");
        for (int n = 0; n < 20 && !p.halted(); n++) p.answer(p.q().options().get(0).id());
        // the checks as rolled (each one's stakes come before it and its result sentence after)
        var order = p.g.drainEvents().stream().filter(e -> !e.type().equals("result") && !e.type().equals("stakes")).map(arkham.engine.Event::text)
                .filter(t -> t.contains("Clue") || t.contains("Will")).toList();
        assertTrue(order.size() >= 3, order.toString());
        assertTrue(order.get(0).contains("Clue"), "the Carnival's Clue before either Will check: " + order);
        assertTrue(order.get(1).contains("Will (-1)") && order.get(2).contains("Will check"), "then its check, then the Curfew's: " + order);
    }

    /** One Mythos movement of the circle dimension (the Byakhee's), white arrows. */
    private static void circlesMove(Table p) {
        p.run(arkham.engine.flow.MonsterMovement.start(p.g, arkham.engine.def.Dimension.CIRCLE.bit(), 0));
    }

    private static Table flyers(Setup.Faq faq) {
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false).withFaq(faq), "Azathoth", "Amanda Sharpe");
        return p.at(0, "Woods");
    }

    @Test
    void aFlyerAtALocationWithNoInvestigatorInReachStaysUnlessTheFaqOptionSendsItToTheSky() { // order of play 3.E; FAQ Q1
        // the order of play: no investigator in a connected street, a flyer at a location does not move
        Table seed = flyers(Setup.Faq.NONE);
        int byakhee = seed.monster("Byakhee", "Black Cave");
        int street = seed.monster("Byakhee", "Rivertown");
        circlesMove(seed);
        assertEquals(seed.place("Black Cave"), seed.g.monsterWhere[byakhee], "at a location it stays");
        assertEquals(seed.g.board.sky(), seed.g.monsterWhere[street], "from a street it still rises to the Sky (p.11)");
        seed.g.monsterWhere[street] = Game.CUP;
        seed.at(0, "Rivertown");
        circlesMove(seed);
        assertEquals(seed.place("Rivertown"), seed.g.monsterWhere[byakhee], "an investigator in its street draws it there (p.11 B)");

        // the FAQ's reading, as an option: it rises to the Sky from a location too
        Table faq = flyers(new Setup.Faq(false, true));
        int other = faq.monster("Byakhee", "Black Cave");
        circlesMove(faq);
        assertEquals(faq.g.board.sky(), faq.g.monsterWhere[other]);
        int stays = faq.monster("Byakhee", "Graveyard");
        faq.at(0, "Graveyard");
        circlesMove(faq);
        assertEquals(faq.place("Graveyard"), faq.g.monsterWhere[stays], "with an investigator there it stays, either way");
    }

    @Test
    void theHoundOfTindalosGoesForTheLowerSneakAmongTheNearest() { // FAQ Q31
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Michael McGlen", "Joe Diamond");
        p.at(0, "Black Cave").at(1, "Graveyard").sliders(0, 0, 1, 1).sliders(1, 3, 1, 1);
        if (p.g.skill(1, arkham.engine.def.Skill.SNEAK) >= p.g.skill(0, arkham.engine.def.Skill.SNEAK))
            p.sliders(0, 3, 1, 1).sliders(1, 0, 1, 1);
        assertTrue(p.g.skill(1, arkham.engine.def.Skill.SNEAK) < p.g.skill(0, arkham.engine.def.Skill.SNEAK), "Joe sneaks worse");
        int hound = p.monster("Hound of Tindalos", "Rivertown");
        p.run(new arkham.engine.Step() {
            @Override
            public arkham.engine.Question run(Game g) {
                g.content.monsterAbility(hound).move(g, hound);
                return null;
            }
        });
        assertTrue(p.halted(), "no tie to break: " + (p.halted() ? "" : p.q().prompt() + p.q().options()));
        assertEquals(p.place("Graveyard"), p.g.monsterWhere[hound]);
    }

    @Test
    void aLocationClosedUnderAnOpenGateEmptiesOnlyWhenTheGateCloses() { // FAQ Q3, Q17
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Michael McGlen", "Joe Diamond");
        int cave = p.place("Black Cave");
        int gate = p.gate("The Dreamlands", "Black Cave");
        p.at(0, "Black Cave").at(1, "General Store");
        int zombie = p.monster("Zombie", "Black Cave");
        int dimension = p.c.gateOf(gate).world();
        p.g.closeLocation(cave);
        assertEquals(cave, p.g.inv[0].place, "the gate covers the closed marker: he stays");
        assertEquals(cave, p.g.monsterWhere[zombie]);
        arkham.engine.flow.Gates.close(p.g, 0, cave, false);
        assertEquals(p.g.board.street(cave), p.g.inv[0].place, "the gate gone, the closed location empties");
        assertTrue(p.g.monsterWhere[zombie] == p.g.board.street(cave) || p.g.monsterWhere[zombie] == Game.CUP,
                "the Zombie goes out to the street (or home to the cup if of the gate's dimension) " + dimension);
        p.g.closeLocation(p.place("General Store"));
        assertEquals(p.g.board.street(p.place("General Store")), p.g.inv[1].place, "a closing without a gate empties at once");
    }

    @Test
    void delayedInAnOtherWorldHeIsStillDelayedWhenSentBackToArkham() { // FAQ Q15
        Table p = amanda();
        p.gate("The Dreamlands", "Woods");
        p.g.moveInvestigator(0, p.g.board.otherWorld(p.g.board.worldId("The Dreamlands")).firstArea());
        p.g.inv[0].delayed = true;
        MovementStep.returnTo(p.g, 0, p.place("Woods"));
        assertTrue(p.g.inv[0].delayed);
        assertTrue(p.g.inv[0].explored, "and explored (FAQ Q12)");
    }

    @Test
    void lostInTimeAndSpaceFromAnOtherWorldGivesNoExploredMarker() { // FAQ Q11
        Table p = amanda();
        p.g.moveInvestigator(0, p.g.board.otherWorld(p.g.board.worldId("The Dreamlands")).firstArea());
        arkham.engine.flow.Status.lostInTimeAndSpace(p.g, 0);
        assertFalse(p.g.inv[0].explored);
    }

    @Test
    void noMovementPointItemsInAnOtherWorld() { // FAQ Q19
        Table p = amanda();
        int book = p.give(0, "Necronomicon");
        p.g.moveInvestigator(0, p.g.board.otherWorld(p.g.board.worldId("The Dreamlands")).firstArea());
        p.run(new MovementStep(0));
        assertTrue(p.halted(), "no movement points, so no Necronomicon: " + (p.halted() ? "" : p.q().options()));
        assertFalse(p.g.exhausted[book]);
    }
}
