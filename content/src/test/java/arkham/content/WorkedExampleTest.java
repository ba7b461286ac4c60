package arkham.content;

import arkham.content.save.SaveException;
import arkham.content.save.SaveGame;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Setup;
import arkham.engine.def.CardDef;
import arkham.engine.view.Texts;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * docs/CONTENT.md's worked example, run as written: the JSON line it shows is added to a copy of
 * the data files' cards/common.json, the copy loads, and the card's generated text is the one the
 * doc quotes. The card must be new (a name already in use is refused at load).
 */
class WorkedExampleTest {
    private static final Path DOC = Path.of("../docs/CONTENT.md");
    private static final Path DATA = Path.of("src/main/resources/content");

    @Test
    void addingTheDocsCardToTheCommonItemsLoadsItWithTheQuotedText(@TempDir Path tmp) throws IOException {
        String doc = Files.readString(DOC);
        String section = doc.substring(doc.indexOf("## Adding a card"));
        Matcher json = Pattern.compile("```json\\n(.*?)\\n```", Pattern.DOTALL).matcher(section);
        assertTrue(json.find(), "CONTENT.md's worked example has no ```json block");
        Matcher quoted = Pattern.compile("Texts\\.card`: \"(.*?)\"\\)", Pattern.DOTALL).matcher(section);
        assertTrue(quoted.find(), "CONTENT.md's worked example quotes no Texts.card text");
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode entry = (ObjectNode) mapper.readTree(json.group(1));
        String name = entry.get("name").asText();

        Path copy = tmp.resolve("content");
        copyTree(DATA, copy);
        Path common = copy.resolve("core/cards/common.json");
        ObjectNode deck = (ObjectNode) mapper.readTree(common.toFile());
        ((ArrayNode) deck.get("cards")).add(entry);
        mapper.writerWithDefaultPrettyPrinter().writeValue(common.toFile(), deck);

        Content content = ContentLoader.fromFolder(copy.resolve("core"));
        CardDef card = content.cards.get(content.cardId(name));
        assertEquals(quoted.group(1).replaceAll("\\s+", " "), Texts.card(card));
        assertTrue(ContentLoader.core().cards.stream().noneMatch(c -> c.name().equals(name)),
                name + " is already a card: the worked example must add a new one");
    }

    @Test
    void aCardWhoseNameIsTakenIsRefusedAtLoad(@TempDir Path tmp) throws IOException {
        Path copy = tmp.resolve("content");
        copyTree(DATA, copy);
        Path common = copy.resolve("core/cards/common.json");
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode deck = (ObjectNode) mapper.readTree(common.toFile());
        ((ArrayNode) deck.get("cards")).add(deck.get("cards").get(0).deepCopy());
        mapper.writeValue(common.toFile(), deck);
        arkham.content.load.ContentError e = assertThrows(arkham.content.load.ContentError.class,
                () -> ContentLoader.fromFolder(copy.resolve("core")));
        assertTrue(e.getMessage().contains(".18 Derringer"), e.getMessage());
    }

    /**
     * docs/CONTENT.md's content pack example, run as written: its three files are written where the
     * doc says, the pack loads, the Lantern reads as quoted, Night Watch is dealt with the Dunwich
     * cards and pays its reward in a scenario, and the quoted messages (the game's first log line,
     * the misspelt step, a save loaded without the pack or with it changed) are the ones given.
     */
    @Test
    void theDocsContentPackLoadsAndPlaysAsDescribed(@TempDir Path tmp) throws IOException {
        String doc = Files.readString(DOC);
        String section = doc.substring(doc.indexOf("## Content packs"), doc.indexOf("## Our own words"));
        Matcher file = Pattern.compile("`(house-rules/[^`]+)`[^\\n]*:\\n\\n```json\\n(.*?)\\n```", Pattern.DOTALL).matcher(section);
        int files = 0;
        while (file.find()) {
            Path p = tmp.resolve(file.group(1));
            Files.createDirectories(p.getParent());
            Files.writeString(p, file.group(2));
            files++;
        }
        assertEquals(3, files, "the example shows pack.json and two data files");
        Path dir = tmp.resolve("house-rules");
        Pack pack = Pack.open(dir);
        assertEquals("house-rules", pack.name());
        Content content = ContentLoader.withPacks(java.util.List.of(pack));

        Matcher lantern = Pattern.compile("`card Lantern` reads\\s+\"(.*?)\"", Pattern.DOTALL).matcher(section);
        assertTrue(lantern.find(), "the doc quotes the Lantern's text");
        assertEquals(lantern.group(1).replaceAll("\\s+", " "), Texts.card(content.cards.get(content.cardId("Lantern"))));

        Setup.Options dunwich = new Setup.Options(false).withDunwich();
        int nightWatch = content.cardId("Night Watch");
        assertTrue(content.cardInDecks(nightWatch, dunwich));
        assertEquals(arkham.engine.def.Deck.COMMON, content.cards.get(nightWatch).deck());
        Game g = Game.create(content, new Setup(1, java.util.List.of(), "Azathoth", false, 1, dunwich), true);
        String firstLine = quoted(section, "opens with `", "…");
        String packLine = g.drainEvents().stream().filter(e -> e.type().equals("content")).findFirst().orElseThrow().text();
        assertTrue(packLine.startsWith(firstLine), packLine);

        // the Task played: its second step done in the Rivertown streets pays $5, boxes the card, scores 1
        Path scenario = tmp.resolve("night-watch.json");
        Files.writeString(scenario, """
                {"name": "Night Watch", "rule": "docs/CONTENT.md worked example",
                 "setup": {"investigators": ["Amanda Sharpe"], "ancientOne": "Azathoth", "dunwich": ["cards"], "content": ["house-rules"]},
                 "position": {"investigators": {"Amanda Sharpe": {"place": "Rivertown", "money": 0,
                   "cards": [{"card": "Night Watch", "clues": 1}]}}},
                 "start": {"phase": "ARKHAM_ENCOUNTERS"},
                 "expect": {"finished": true, "investigators": {"Amanda Sharpe": {"money": 5, "cards": []}},
                   "cards": [{"card": "Night Watch", "at": "box"}], "tasksCompleted": 1, "log": ["completes Night Watch"]}}""");
        arkham.content.scenario.ScenarioResult r = arkham.content.scenario.ScenarioRunner.run(scenario);
        assertTrue(r.passed(), r.report());

        // a misspelt step, named with the pack's file and entry
        Path common = dir.resolve("dunwich/cards/common.json");
        String good = Files.readString(common);
        Files.writeString(common, good.replace("\"Rivertown\"", "\"Rivertwon\""));
        arkham.content.load.ContentError e = assertThrows(arkham.content.load.ContentError.class,
                () -> ContentLoader.withPacks(java.util.List.of(Pack.open(dir))));
        String error = quoted(section, "the load fails with `", "`");
        assertTrue(error.startsWith("pack 'house-rules' …"), error);
        assertTrue(e.getMessage().startsWith("pack 'house-rules' " + dir.toAbsolutePath().normalize()), e.getMessage());
        assertTrue(e.getMessage().endsWith(error.substring(error.indexOf('…') + 1)), e.getMessage());

        // a save of the game, loaded without the pack and with it changed
        SaveGame save = SaveGame.of(g, java.util.List.of());
        SaveException missing = assertThrows(SaveException.class, () -> save.replay(ContentLoader.core()));
        String notLoaded = quoted(section, "refused with `", "`");
        assertTrue(missing.getMessage().startsWith(notLoaded.substring(0, notLoaded.indexOf('…'))), missing.getMessage());
        assertTrue(missing.getMessage().contains(notLoaded.substring(notLoaded.indexOf('…') + 1)), missing.getMessage());
        SaveException edited = assertThrows(SaveException.class, () -> save.replay(ContentLoader.withPacks(java.util.List.of(editedCopy(dir, good)))));
        assertTrue(edited.getMessage().startsWith(quoted(section, "edit to the pack's files with `", "`")), edited.getMessage());
    }

    /** The pack with a trailing line added to a file (an edit that changes nothing else). */
    private static Pack editedCopy(Path dir, String common) throws IOException {
        Files.writeString(dir.resolve("dunwich/cards/common.json"), common + "\n");
        return Pack.open(dir);
    }

    /** The text between {@code before} and {@code end} in the doc, line breaks read as spaces. */
    private static String quoted(String section, String before, String end) {
        String flat = section.replaceAll("\\s+", " ");
        int from = flat.indexOf(before);
        assertTrue(from >= 0, "the doc has no '" + before + "'");
        from += before.length();
        return flat.substring(from, flat.indexOf(end, from));
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(target);
                else Files.copy(p, target);
            }
        }
    }
}
