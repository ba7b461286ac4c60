package arkham.content;

import arkham.content.load.ContentError;
import arkham.engine.Content;
import arkham.engine.Event;
import arkham.engine.Game;
import arkham.engine.Setup;
import arkham.engine.def.CardDef;
import arkham.engine.def.CheckType;
import arkham.engine.def.Deck;
import arkham.engine.def.Unverified;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Content packs (docs/CONTENT.md, "Content packs"): merged over the shipped files entry by entry,
 * validated as they are with errors naming the pack's file and entry, and told apart by checksum.
 */
class PackTest {
    /** The pack of made-up Dunwich Horror cards the rule scenarios load. */
    static final Path INVENTED = Path.of("../scenarios/packs/invented-dunwich-horror-cards");

    private static Path write(Path dir, String file, String json) throws IOException {
        Path p = dir.resolve(file);
        Files.createDirectories(p.getParent());
        Files.writeString(p, json);
        return p;
    }

    private static Content load(Path... dirs) {
        return ContentLoader.withPacks(Pack.openAll(List.of(dirs)));
    }

    @Test
    void dunwichHorrorCardsFromAPackReplaceTheMarkersStandIn() {
        Content core = ContentLoader.core();
        int horror = core.monsterKind[core.dunwichHorrorMarker];
        assertTrue(core.dunwichHorrorCards.isEmpty());
        assertTrue(core.unverified(Unverified.Kind.MONSTER, horror).note().contains("marker's printed values"));

        Content c = load(INVENTED);
        assertEquals(List.of("Invented Card A", "Invented Card B"), c.dunwichHorrorCardNames);
        assertNull(c.unverified(Unverified.Kind.MONSTER, horror), "with cards, no stand-in");
        assertTrue(c.unverified(Unverified.Kind.DUNWICH_HORROR_CARD, 0).note().startsWith("Invented"));
        assertEquals(-1, c.dunwichHorrorCards.get(0).horrorRating());
        assertEquals(3, c.dunwichHorrorCards.get(0).combatDamage());
        assertEquals(5, c.dunwichHorrorCards.get(1).toughness(), "the toughness stays the marker's");
        assertEquals("invented-dunwich-horror-cards", c.provenance.packs().get(0).name());
        assertEquals(c, load(INVENTED), "loaded once per list of packs");
    }

    @Test
    void anEntryIsReplacedByNameAddedOrRemovedAndTheReplacementDropsItsMark(@TempDir Path tmp) throws IOException {
        write(tmp, "core/cards/common.json", """
                {"deck": "common", "cards": [
                  {"name": "Lantern", "count": 2, "price": 3, "bonuses": {"luck": 2}},
                  {"name": "Axe", "remove": true},
                  {"name": "Walking Stick", "count": 1, "price": 1, "bonuses": {"speed": 1}}
                ]}""");
        Content core = ContentLoader.core();
        Content c = load(tmp);
        CardDef lantern = c.cards.get(c.cardId("Lantern"));
        assertEquals(2, lantern.bonus(CheckType.LUCK));
        assertNull(c.unverified(Unverified.Kind.CARD, lantern.id()));
        assertTrue(core.unverified(Unverified.Kind.CARD, core.cardId("Lantern")).when().contains("dunwichCards"));
        assertThrows(IllegalArgumentException.class, () -> c.cardId("Axe"));
        assertEquals(Deck.COMMON, c.cards.get(c.cardId("Walking Stick")).deck());
        assertEquals(core.cards.size(), c.cards.size(), "one removed, one added");
    }

    @Test
    void aMistakeNamesThePackFileAndTheEntry(@TempDir Path tmp) throws IOException {
        Path file = write(tmp, "core/cards/common.json", """
                {"deck": "common", "cards": [{"name": "Odd Charm", "count": 1, "price": 2, "hook": "no-such-hook"}]}""");
        ContentError e = assertThrows(ContentError.class, () -> load(tmp));
        assertEquals("pack '" + tmp.getFileName() + "' " + file.toAbsolutePath().normalize()
                + " [Odd Charm]: no card hook 'no-such-hook' is registered", e.getMessage());
    }

    @Test
    void takingAwayWhatOthersNameFailsAsTheShippedFilesWould(@TempDir Path tmp) throws IOException {
        write(tmp, "core/cards/common.json", """
                {"deck": "common", "cards": [{"name": ".38 Revolver", "remove": true}]}""");
        ContentError e = assertThrows(ContentError.class, () -> load(tmp));
        assertTrue(e.getMessage().contains("fixed possession '.38 Revolver' is not a known card"), e.getMessage());
    }

    @Test
    void removingAnEntryThatIsNotThereIsRefused(@TempDir Path tmp) throws IOException {
        write(tmp, "core/cards/common.json", """
                {"deck": "common", "cards": [{"name": "Spare Lantern", "remove": true}]}""");
        ContentError e = assertThrows(ContentError.class, () -> load(tmp));
        assertTrue(e.getMessage().endsWith("[Spare Lantern]: removes an entry that is not there"), e.getMessage());
    }

    @Test
    void aFileTheGameDoesNotReadIsRefusedNamingIt(@TempDir Path tmp) throws IOException {
        write(tmp, "dunwich/card/common.json", "{\"deck\": \"common\", \"cards\": []}");
        ContentError e = assertThrows(ContentError.class, () -> load(tmp));
        assertTrue(e.getMessage().contains("dunwich/card/common.json: is not a content file this game reads"), e.getMessage());
    }

    @Test
    void aFolderWithoutDataOrThatIsMissingIsRefused(@TempDir Path tmp) throws IOException {
        assertTrue(assertThrows(ContentError.class, () -> Pack.open(tmp.resolve("nowhere"))).getMessage()
                .endsWith("no such content pack folder"));
        write(tmp, "empty/pack.json", "{\"name\": \"empty\"}");
        assertTrue(assertThrows(ContentError.class, () -> Pack.open(tmp.resolve("empty"))).getMessage()
                .contains("holds no data file"));
    }

    @Test
    void theNameComesFromPackJsonElseTheFolderAndTwoPacksOfOneNameAreRefused(@TempDir Path tmp) throws IOException {
        write(tmp, "a/core/cards/common.json", "{\"deck\": \"common\", \"cards\": []}");
        write(tmp, "b/core/cards/common.json", "{\"deck\": \"common\", \"cards\": []}");
        write(tmp, "b/pack.json", "{\"name\": \"a\"}");
        assertEquals("a", Pack.open(tmp.resolve("a")).name());
        assertEquals("a", Pack.open(tmp.resolve("b")).name());
        ContentError e = assertThrows(ContentError.class, () -> Pack.openAll(List.of(tmp.resolve("a"), tmp.resolve("b"))));
        assertTrue(e.getMessage().endsWith("a content pack named 'a' is already loaded"), e.getMessage());
    }

    @Test
    void theChecksumCoversEveryFileAndNothingElse(@TempDir Path tmp) throws IOException {
        Path file = write(tmp, "p/core/cards/common.json", "{\"deck\": \"common\", \"cards\": []}");
        String first = Pack.open(tmp.resolve("p")).checksum();
        assertEquals(first, Pack.open(tmp.resolve("p")).checksum());
        Files.writeString(file, "{\"deck\": \"common\", \"cards\": [] }");
        assertNotEquals(first, Pack.open(tmp.resolve("p")).checksum(), "one byte changed");
        Files.writeString(file, "{\"deck\": \"common\", \"cards\": []}");
        assertEquals(first, Pack.open(tmp.resolve("p")).checksum());
        write(tmp, "p/lurker/cards/common.json", "{\"deck\": \"common\", \"cards\": []}");
        assertNotEquals(first, Pack.open(tmp.resolve("p")).checksum(), "a file added");
    }

    @Test
    void tasksWithNoKnownStepsAreLeftOutOfTheDecksUntilAPackGivesThem(@TempDir Path tmp) throws IOException {
        Content core = ContentLoader.core();
        int courier = core.cardId("Courier Run");
        assertTrue(core.leftOut(courier).startsWith("Steps and Payoff are in no source we hold"));
        Setup.Options dunwich = new Setup.Options(false).withDunwich();
        assertFalse(core.cardInDecks(courier, dunwich));
        Game g = Game.create(core, new Setup(1, List.of(), "Azathoth", false, 3, dunwich));
        for (int k = core.firstCard(courier); k < core.firstCard(courier) + core.cards.get(courier).count(); k++)
            assertEquals(Game.BOX, g.cardWhere[k], "no copy of Courier Run is dealt");

        write(tmp, "dunwich/cards/common.json", """
                {"deck": "common", "cards": [{"name": "Courier Run", "count": 1, "price": 0, "tags": ["task"],
                  "task": ["Train Station", "Bishop's Brook Bridge"], "reward": {"gain": {"money": 3}}, "text": "Task."}]}""");
        Content c = load(tmp);
        int typed = c.cardId("Courier Run");
        assertNull(c.leftOut(typed));
        assertTrue(c.cardInDecks(typed, dunwich));
        assertEquals(2, c.taskOf(c.firstCard(typed)).steps().size());
        assertTrue(c.taskOf(c.firstCard(typed)).reward() != null);
    }

    @Test
    void aGameSaysOnceAsItStartsWhatItUsesThatNoSourceConfirmsAndWhichPacks() {
        Content c = load(INVENTED);
        Game g = Game.create(c, new Setup(1, List.of(), "Shudde M'ell", false, 5,
                new Setup.Options(false).withDunwich().withLurker()), true);
        List<String> lines = g.drainEvents().stream().filter(e -> e.type().equals("content")).map(Event::text).toList();
        assertTrue(lines.get(0).startsWith("Content packs: invented-dunwich-horror-cards (sha256 "), lines.toString());
        for (String part : List.of("Sentinel Hill", "Lantern", "Sheldon Gang Membership", "Shudde M'ell", "Lost Carcosa gate marker",
                "Abyss gate marker", "Invented Card A", "Courier Run", "Wave of Destruction"))
            assertTrue(lines.stream().anyMatch(l -> l.contains(part)), part + " in " + lines);
        assertTrue(lines.stream().noneMatch(l -> l.contains("The Dunwich Horror -")), "the cards replace the stand-in: " + lines);

        Game core = Game.create(ContentLoader.core(), new Setup(1, List.of(), "Azathoth", false, 5, new Setup.Options(false)), true);
        assertTrue(core.drainEvents().stream().noneMatch(e -> e.type().equals("content")), "a core game uses nothing unconfirmed");
    }
}
