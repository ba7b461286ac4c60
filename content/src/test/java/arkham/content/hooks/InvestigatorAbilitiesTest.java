package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.content.load.ContentError;
import arkham.engine.Choice;
import arkham.engine.Event;
import arkham.engine.Game;
import arkham.engine.Setup;
import arkham.engine.def.Board;
import arkham.engine.def.CheckType;
import arkham.engine.def.Deck;
import arkham.engine.def.Effect;
import arkham.engine.def.GateCardDef;
import arkham.engine.def.Stat;
import arkham.engine.flow.ArkhamEncounter;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.Gates;
import arkham.engine.flow.Harm;
import arkham.engine.flow.OtherWorldEncounter;
import arkham.engine.flow.SkillCheck;
import arkham.engine.flow.Status;
import arkham.engine.flow.UpkeepStep;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The sixteen investigators' unique abilities, each shown once with forced dice and stacked decks. */
class InvestigatorAbilitiesTest {

    private static Table scene(String... investigators) {
        return Table.scene(ContentLoader.core(), new Setup.Options(false), "Azathoth", investigators);
    }

    private static EffectStep draw(Deck deck) {
        return new EffectStep(0, new Effect.Draw(deck, 1, 1));
    }

    private static void upkeep(Table s) {
        s.run(new UpkeepStep(0, UpkeepStep.Stage.ACTIONS, 0));
    }

    /** Draws one card with a one-card-more ability: he chooses which to keep; the other goes under the deck. */
    private static void keepsOneOfTwo(String investigator, Deck deck) {
        Table s = scene(investigator);
        s.run(draw(deck));
        assertEquals(2, s.q().options().size(), "one card more to choose from");
        int kept = s.q().options().get(1).value();
        int other = s.q().options().get(0).value();
        s.answer("keep:" + kept);
        assertEquals(List.of(kept), List.of(s.g.inv[0].cards.get(0)));
        assertEquals(1, s.g.inv[0].cards.size());
        assertEquals(other, s.g.deck(deck).get(0), "discarded to the bottom");
        assertTrue(s.halted());
    }

    @Test
    void ashcanPeteMayDrawTheBottomCard() {
        Table s = scene("Ashcan Pete");
        s.run(draw(Deck.COMMON));
        int bottom = s.g.deck(Deck.COMMON).get(0);
        assertTrue(s.q().options().get(1).label().contains(s.g.content.cardOf(bottom).name()), "he sees the bottom card");
        s.answer("bottom");
        assertEquals(0, s.g.cardWhere[bottom]);
        assertTrue(s.halted());
    }

    /** The bottom card he was shown is the one he draws, even if the deck is shuffled anew while he decides (an import). */
    @Test
    void ashcanPeteDrawsTheBottomCardHeWasShown() {
        Table s = scene("Ashcan Pete");
        s.run(draw(Deck.COMMON));
        int shown = s.g.deck(Deck.COMMON).get(0);
        Game g = s.g.withNewFuture(1);
        for (long seed = 2; g.deck(Deck.COMMON).get(0) == shown; seed++) g = s.g.withNewFuture(seed);
        assertTrue(g.question().options().get(1).label().contains(g.content.cardOf(shown).name()));
        g.answer(g.question().id(), 0, "bottom");
        assertEquals(0, g.cardWhere[shown]);
    }

    @Test
    void ashcanPeteScroungesHisRandomPossessionsAtSetup() {
        Game g = Game.create(ContentLoader.core(), new Setup(1, List.of("Ashcan Pete"), "Azathoth", false, 7,
                new Setup.Options(false)));
        // his Common and Unique Items: each asked in turn (his Skill is not his to scrounge)
        for (int k = 0; k < 2; k++) {
            Deck deck = g.question().prompt().endsWith("Common Item deck") ? Deck.COMMON : Deck.UNIQUE;
            assertEquals("Draw from the " + deck.label() + " deck", g.question().prompt());
            assertEquals(0, g.doom, "asked before the first Mythos card opens its gate (setup, rulebook p.4-5)");
            int bottom = g.deck(deck).get(0);
            g.answer(g.question().id(), 0, "bottom");
            assertEquals(0, g.cardWhere[bottom], "his " + deck);
        }
        assertFalse(g.question().prompt().startsWith("Draw from"));
        assertEquals(4, g.inv[0].cards.size(), "Duke and three random possessions");
        assertEquals(1, g.doom, "then the first Mythos card");
    }

    /** Pete at a shop with money to spare: each card of the shop's draw may come from the bottom. */
    private static Table shopping(String place, String ability, Deck deck) {
        Table s = scene("Ashcan Pete").at(0, place);
        s.g.inv[0].money = 100;
        s.run(g -> g.content.hooks.locationAbility(ability).use(g, 0));
        assertEquals("Draw from the " + deck.label() + " deck", s.q().prompt());
        return s;
    }

    @Test
    void ashcanPeteScroungesInTheShops() {
        Table s = shopping("General Store", "general-store-shop", Deck.COMMON);
        int bottom = s.g.deck(Deck.COMMON).get(0);
        int top = s.g.deck(Deck.COMMON).get(s.g.deck(Deck.COMMON).size() - 1);
        s.answer("bottom").answer("top").answer("top");
        assertTrue(s.q().options().stream().anyMatch(c -> c.value() == bottom), "the bottom card is for sale");
        assertTrue(s.q().options().stream().anyMatch(c -> c.value() == top));
        assertEquals(3, s.q().options().size(), "three cards to buy from, one of them a must (FAQ Q6)");
        s.answer("buy:" + bottom);
        assertEquals(0, s.g.cardWhere[bottom]);

        s = shopping("Curiositie Shoppe", "curiositie-shoppe-shop", Deck.UNIQUE);
        int unique = s.g.deck(Deck.UNIQUE).get(0);
        s.answer("bottom").answer("bottom").answer("bottom").answer("buy:" + unique);
        assertEquals(0, s.g.cardWhere[unique]);
    }

    @Test
    void ashcanPeteScroungesInMagicLessons() {
        Table s = shopping("Ye Olde Magick Shoppe", "magic-lessons", Deck.SPELL);
        int bottom = s.g.deck(Deck.SPELL).get(0);
        s.answer("bottom").answer("top").answer("keep:" + bottom);
        assertEquals(0, s.g.cardWhere[bottom]);
        assertEquals(95, s.g.inv[0].money, "the $5 fee");
    }

    @Test
    void amandaSharpeDrawsOneMoreSkill() {
        keepsOneOfTwo("Amanda Sharpe", Deck.SKILL);
    }

    @Test
    void montereyJackDrawsOneMoreUniqueItem() {
        keepsOneOfTwo("Monterey Jack", Deck.UNIQUE);
    }

    @Test
    void bobJenkinsShopsFromFourCommonItems() {
        Table s = scene("Bob Jenkins").at(0, "General Store");
        s.g.inv[0].money = 100;
        s.run(g -> g.content.hooks.locationAbility("general-store-shop").use(g, 0));
        assertEquals(4, s.q().options().size(), "four cards to buy from, one of them a must (FAQ Q6)");
    }

    @Test
    void dexterDrakeTakesMagicLessonsFromThreeSpells() {
        Table s = scene("Dexter Drake").at(0, "Ye Olde Magick Shoppe");
        s.g.inv[0].money = 5;
        s.run(g -> g.content.hooks.locationAbility("magic-lessons").use(g, 0));
        assertEquals(3, s.q().options().size());
        s.answer("keep:");
        assertEquals(1, s.g.inv[0].cards.size());
    }

    @Test
    void carolynFernRestoresSanityToSomeoneWithHer() {
        Table s = scene("Carolyn Fern", "Jenny Barnes").at(0, "Rivertown").at(1, "Rivertown");
        s.g.inv[1].sanity -= 2;
        upkeep(s);
        s.answer("restore:1");
        assertEquals(s.g.inv[1].maxSanity - 1, s.g.inv[1].sanity);
    }

    @Test
    void vincentLeeRestoresHisOwnStamina() {
        Table s = scene("Vincent Lee", "Jenny Barnes").at(0, "Rivertown").at(1, "Northside");
        s.g.inv[0].stamina -= 1;
        s.g.inv[1].stamina -= 1;
        upkeep(s);
        assertEquals(List.of("none", "restore:0"), s.q().options().stream().map(Choice::id).toList(), "not Jenny elsewhere");
        s.answer("restore:0");
        assertEquals(s.g.inv[0].maxStamina, s.g.inv[0].stamina);
    }

    @Test
    void vincentLeesCareWorksEvenDuringAStrangePlague() { // the plague stops gains except medical care
        Table s = scene("Vincent Lee").at(0, "Rivertown");
        s.g.setEnvironment(s.g.content.mythosId("A Strange Plague"));
        s.g.inv[0].stamina -= 1;
        upkeep(s);
        s.answer("restore:0");
        assertEquals(s.g.inv[0].maxStamina, s.g.inv[0].stamina);
    }

    @Test
    void carolynFernsCareWorksEvenInDreamsOfASunkenCity() { // Sanity only from the Asylum or Carolyn Fern
        Table s = scene("Carolyn Fern", "Jenny Barnes").at(0, "Rivertown").at(1, "Rivertown");
        s.g.setEnvironment(s.g.content.mythosId("Dreams of a Sunken City"));
        s.g.inv[1].sanity -= 2;
        s.run(g -> g.gain(1, Stat.SANITY, 1));
        assertEquals(s.g.inv[1].maxSanity - 2, s.g.inv[1].sanity, "an ordinary gain is stopped");
        upkeep(s);
        s.answer("restore:1");
        assertEquals(s.g.inv[1].maxSanity - 1, s.g.inv[1].sanity);
    }

    @Test
    void jennyBarnesGainsADollarInUpkeep() {
        Table s = scene("Jenny Barnes");
        upkeep(s);
        assertEquals(1, s.g.inv[0].money);
    }

    @Test
    void darrellSimmonsChoosesOneOfTwoLocationCards() {
        Table s = scene("Darrell Simmons").at(0, "Newspaper");
        int place = s.place("Newspaper");
        List<Integer> cards = new ArrayList<>();
        for (var c : s.g.content.locationCards) if (c.street() == s.g.board.street(place) && cards.size() < 2) cards.add(c.id());
        cards.forEach(s.g.forcedLocationCards::add);
        s.g.logEvents(true);
        s.run(new ArkhamEncounter.LocationEncounter(0, place));
        assertEquals(List.of("card:" + cards.get(0), "card:" + cards.get(1)), s.q().options().stream().map(Choice::id).toList());
        String text = s.g.content.locationCards.get(cards.get(1)).encounters().get(place).text();
        s.answer("card:" + cards.get(1));
        assertTrue(s.g.drainEvents().stream().map(Event::text).anyMatch(t -> t.contains(text)), "the chosen card is had");
    }

    @Test
    void gloriaGoldbergChoosesOneOfTwoGateCards() {
        Table s = scene("Gloria Goldberg");
        Board.OtherWorld w = s.g.board.otherWorld(s.g.board.worldId("Abyss"));
        s.g.moveInvestigator(0, w.firstArea());
        List<Integer> matching = new ArrayList<>();
        for (int k = 0; k < s.g.gateDeck.size() && matching.size() < 2; k++) {
            GateCardDef d = s.g.content.gateCards.get(s.g.gateDeck.get(k));
            if (!d.isReshuffle() && w.hasColour(d.colour())) matching.add(d.id());
        }
        for (int c : matching) {
            s.g.gateDeck.remove(c);
            s.g.gateDeck.add(c);
        }
        s.run(new OtherWorldEncounter(0));
        assertEquals(2, s.q().options().size());
        assertTrue(s.q().options().stream().allMatch(o -> matching.contains(Integer.parseInt(o.id().substring(5)))));
    }

    @Test
    void harveyWaltersLosesOneSanityLess() {
        Table s = scene("Harvey Walters");
        s.run(g -> Harm.harm(g, 0, Stat.SANITY, 2));
        assertEquals(s.g.inv[0].maxSanity - 1, s.g.inv[0].sanity);
        s.run(g -> Harm.harm(g, 0, Stat.STAMINA, 2));
        assertEquals(s.g.inv[0].maxStamina - 2, s.g.inv[0].stamina, "Stamina losses are not reduced");
    }

    @Test
    void michaelMcGlenLosesOneStaminaLess() {
        Table s = scene("Michael McGlen");
        s.run(g -> Harm.harm(g, 0, Stat.STAMINA, 1));
        assertEquals(s.g.inv[0].maxStamina, s.g.inv[0].stamina);
        s.run(g -> Harm.harm(g, 0, Stat.STAMINA, 3));
        assertEquals(s.g.inv[0].maxStamina - 2, s.g.inv[0].stamina);
    }

    @Test
    void joeDiamondRollsTwoDicePerClueToken() {
        Table s = scene("Joe Diamond");
        s.g.inv[0].clues = 1;
        s.checkDice(0, CheckType.LORE, 0, 1).dice(5, 6);
        s.run(SkillCheck.of(0, CheckType.LORE, 0, 3, "test"));
        s.answer("clue");
        assertEquals(2, s.g.lastSuccesses);
        assertTrue(s.halted());
    }

    @Test
    void kateWinthropKeepsGatesAndMonstersAway() {
        Table s = scene("Kate Winthrop").at(0, "Woods");
        int cup = s.g.monstersInCup();
        s.run(g -> Gates.open(g, s.place("Woods")));
        assertEquals(-1, s.g.gateAt[s.place("Woods")]);
        assertEquals(0, s.g.doom);
        s.run(new EffectStep(0, new Effect.MonsterAppears()));
        assertTrue(s.halted(), "no monster to evade or fight");
        assertEquals(cup, s.g.monstersInCup());
    }

    @Test
    void kateWinthropKeepsAHeadlinesMonstersOutOfHerStreet() {
        Table s = scene("Kate Winthrop").at(0, "Merchant District");
        int cup = s.g.monstersInCup();
        s.run(g -> g.content.hooks.effect("mythos-monsters-in-street").apply(g, 0, "Merchant District"));
        assertEquals(cup, s.g.monstersInCup(), "no monster appears where she is");
        s.at(0, "Northside");
        s.run(g -> g.content.hooks.effect("mythos-monsters-in-street").apply(g, 0, "Merchant District"));
        assertEquals(cup - 2, s.g.monstersInCup(), "elsewhere the Headline places two");
    }

    /** Clue tokens on the Science Building once a one-player game is set up (same seed, same first Mythos card). */
    private static int scienceBuildingClues(String investigator, long seed) {
        Game g = Game.create(ContentLoader.core(), new Setup(1, List.of(investigator), "Azathoth", false, seed,
                new Setup.Options(false)));
        return g.clues[g.board.id("Science Building")];
    }

    @Test
    void kateWinthropsHomeStartsWithoutAClue() { // her sheet's setup note
        for (long seed = 1; seed <= 5; seed++) {
            assertEquals(scienceBuildingClues("Jenny Barnes", seed) - 1, scienceBuildingClues("Kate Winthrop", seed));
        }
    }

    @Test
    void mandyThompsonReRollsAnotherInvestigatorsFailedDiceOncePerTurn() {
        Table s = scene("Mandy Thompson", "Jenny Barnes");
        s.g.turn = 3;
        s.checkDice(1, CheckType.LUCK, 0, 2);
        int dice = s.g.checkValue(1, CheckType.LUCK);
        s.run(SkillCheck.of(1, CheckType.LUCK, 0, 1, "test"));
        assertEquals(0, s.q().player(), "Mandy's player decides");
        for (int k = 0; k < dice; k++) s.g.forcedDice.add(k == 0 ? 5 : 1);
        s.answer("reroll-failures:1");
        s.acceptChecks();
        assertTrue(s.g.lastPassed);
        s.checkDice(1, CheckType.LUCK, 0, 2);
        s.run(SkillCheck.of(1, CheckType.LUCK, 0, 1, "test"));
        assertTrue(s.halted(), "used this turn: nothing more to offer");
        assertFalse(s.g.lastPassed);
        s.g.turn = 4;
        s.checkDice(1, CheckType.LUCK, 0, 2);
        s.run(SkillCheck.of(1, CheckType.LUCK, 0, 1, "test")).answer("decline");
        assertTrue(s.halted(), "she may let the failure stand");
        assertFalse(s.g.lastPassed);
    }

    @Test
    void sisterMaryIsNeverLostInTimeAndSpace() {
        Table s = scene("Sister Mary");
        int area = s.g.board.otherWorld(s.g.board.worldId("Abyss")).firstArea();
        s.g.moveInvestigator(0, area);
        s.run(g -> Status.lostInTimeAndSpace(g, 0));
        assertEquals(s.place("South Church"), s.g.inv[0].place);
        assertFalse(s.g.inv[0].delayed);
        s.g.moveInvestigator(0, area);
        s.run(g -> g.lose(0, Stat.SANITY, s.g.inv[0].sanity));
        assertEquals(s.place("Arkham Asylum"), s.g.inv[0].place, "knocked out in an Other World: as in Arkham");
        assertEquals(1, s.g.inv[0].sanity);
    }

    @Test
    void anInvestigatorWithAnUnknownAbilityFailsTheLoad(@TempDir Path dir) throws IOException {
        Path core = Path.of("src/main/resources/content/core");
        try (Stream<Path> files = Files.walk(core)) {
            for (Path f : files.toList()) {
                Path to = dir.resolve(core.relativize(f).toString());
                if (Files.isDirectory(f)) Files.createDirectories(to);
                else Files.copy(f, to);
            }
        }
        Path inv = dir.resolve("investigators.json");
        Files.writeString(inv, Files.readString(inv).replace("\"scrounge\"", "\"scroungy\""));
        ContentError e = assertThrows(ContentError.class, () -> ContentLoader.fromFolder(dir));
        assertNotNull(e.getMessage());
        assertTrue(e.getMessage().contains("scroungy"), e.getMessage());
    }
}
