package arkham.content;

import arkham.engine.def.CardDef;
import arkham.engine.def.Content;
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
