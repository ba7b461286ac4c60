package arkham.content.save;

import arkham.engine.Game;
import arkham.engine.IllegalAnswerException;
import arkham.engine.Setup;
import arkham.engine.def.Content;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A saved game. The engine is deterministic, so a game is exactly its setup plus the answers given
 * in order; the state hash lets a load prove that replaying them reached the same state.
 *
 * <pre>
 * {"format": 1,
 *  "setup": {"players": 2, "investigators": [], "ancientOne": null, "chooseInvestigators": false,
 *            "seed": 7, "options": {"pickSliders": true, "lurkerCards": false, "lurkerGateMarkers": false,
 *                                   "herald": false, "gateBurst": false, "relationships": false}},
 *  "answers": [{"question": 12, "player": 0, "option": "move"}, ...],
 *  "stateHash": "1f3a..."}
 * </pre>
 * The hash is {@link Game#stateHash()}, written as unsigned hex text so JavaScript clients keep
 * all 64 bits; {@code options} may be left out (the default variant), and so may any of its
 * switches (false, except {@code pickSliders}, which is true).
 */
public record SaveGame(Setup setup, List<Answer> answers, long stateHash) {
    /** 2: answers name the question they answer (format 1 saves predate question ids and are refused). */
    public static final int FORMAT = 2;
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** One answer: the question it answered ({@link arkham.engine.Question#id()}), who answered and the option chosen. */
    public record Answer(long question, int player, String option) {
    }

    public SaveGame {
        answers = List.copyOf(answers);
    }

    /** Saves a game reached from its setup by the given answers. */
    public static SaveGame of(Game g, List<Answer> answers) {
        return new SaveGame(g.setup, answers, g.stateHash());
    }

    // ---------------------------------------------------------------- writing

    public String toJson() {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("format", FORMAT);
        ObjectNode s = root.putObject("setup");
        s.put("players", setup.players());
        ArrayNode invs = s.putArray("investigators");
        setup.investigators().forEach(invs::add);
        s.put("ancientOne", setup.ancientOne());
        s.put("chooseInvestigators", setup.chooseInvestigators());
        s.put("seed", setup.seed());
        Setup.Options o = setup.options();
        s.putObject("options").put("pickSliders", o.pickSliders()).put("lurkerCards", o.lurkerCards())
                .put("lurkerGateMarkers", o.lurkerGateMarkers()).put("herald", o.herald()).put("gateBurst", o.gateBurst())
                .put("relationships", o.relationships());
        ArrayNode as = root.putArray("answers");
        for (Answer a : answers) as.addObject().put("question", a.question()).put("player", a.player()).put("option", a.option());
        root.put("stateHash", Long.toHexString(stateHash));
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    public void write(Path file) throws IOException {
        Files.writeString(file, toJson(), StandardCharsets.UTF_8);
    }

    // ---------------------------------------------------------------- reading

    public static SaveGame read(Path file) {
        try {
            return parse(Files.readString(file, StandardCharsets.UTF_8));
        } catch (NoSuchFileException e) {
            throw new SaveException("save file not found: " + file);
        } catch (IOException e) {
            throw new SaveException("cannot read save file " + file + ": " + e.getMessage(), e);
        } catch (SaveException e) {
            throw new SaveException(file + ": " + e.getMessage(), e);
        }
    }

    /** Parses a save, failing with the field that is missing or wrong. Does not replay it. */
    public static SaveGame parse(String json) {
        JsonNode root;
        try {
            root = MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new SaveException("not valid JSON: " + e.getOriginalMessage());
        }
        if (root == null || !root.isObject()) throw new SaveException("a save must be a JSON object");
        int format = integer(root, "format");
        if (format == 1)
            throw new SaveException("save format 1 predates question ids and cannot be replayed by this version (it reads format " + FORMAT + ")");
        if (format != FORMAT) throw new SaveException("unsupported save format " + format + " (this version reads " + FORMAT + ")");
        JsonNode s = field(root, "setup");
        if (!s.isObject()) throw new SaveException("'setup' must be an object");
        List<String> investigators = new ArrayList<>();
        JsonNode invs = field(s, "investigators", "setup.investigators");
        if (!invs.isArray()) throw new SaveException("'setup.investigators' must be a list of names");
        for (JsonNode n : invs) {
            if (!n.isTextual()) throw new SaveException("'setup.investigators' must be a list of names");
            investigators.add(n.asText());
        }
        String ancientOne = null;
        if (s.hasNonNull("ancientOne")) {
            if (!s.get("ancientOne").isTextual()) throw new SaveException("'setup.ancientOne' must be a name or null");
            ancientOne = s.get("ancientOne").asText();
        }
        JsonNode choose = field(s, "chooseInvestigators", "setup.chooseInvestigators");
        if (!choose.isBoolean()) throw new SaveException("'setup.chooseInvestigators' must be true or false");
        JsonNode seed = field(s, "seed", "setup.seed");
        if (!seed.canConvertToLong() || !seed.isIntegralNumber()) throw new SaveException("'setup.seed' must be a whole number");
        Setup.Options options = Setup.Options.DEFAULT;
        if (s.hasNonNull("options")) {
            JsonNode o = s.get("options");
            if (!o.isObject()) throw new SaveException("'setup.options' must be an object");
            options = new Setup.Options(flag(o, "pickSliders", true), flag(o, "lurkerCards", false),
                    flag(o, "lurkerGateMarkers", false), flag(o, "herald", false), flag(o, "gateBurst", false),
                    flag(o, "relationships", false));
        }
        Setup setup;
        try {
            setup = new Setup(integer(s, "players", "setup.players"), investigators, ancientOne, choose.asBoolean(),
                    seed.asLong(), options);
        } catch (IllegalArgumentException e) {
            throw new SaveException("bad setup: " + e.getMessage());
        }

        JsonNode as = field(root, "answers");
        if (!as.isArray()) throw new SaveException("'answers' must be a list");
        List<Answer> answers = new ArrayList<>();
        for (int k = 0; k < as.size(); k++) {
            JsonNode a = as.get(k);
            String where = "answers[" + k + "]";
            if (!a.isObject()) throw new SaveException("'" + where + "' must be an object {question, player, option}");
            JsonNode option = field(a, "option", where + ".option");
            if (!option.isTextual()) throw new SaveException("'" + where + ".option' must be text");
            JsonNode question = field(a, "question", where + ".question");
            if (!question.isIntegralNumber() || !question.canConvertToLong() || question.asLong() < 1)
                throw new SaveException("'" + where + ".question' must be a positive whole number");
            answers.add(new Answer(question.asLong(), integer(a, "player", where + ".player"), option.asText()));
        }

        JsonNode hash = field(root, "stateHash");
        if (!hash.isTextual()) throw new SaveException("'stateHash' must be hex text");
        long stateHash;
        try {
            stateHash = Long.parseUnsignedLong(hash.asText(), 16);
        } catch (NumberFormatException e) {
            throw new SaveException("'stateHash' is not a hex number: " + hash.asText());
        }
        return new SaveGame(setup, answers, stateHash);
    }

    /** An option switch: true or false, or left out for its default. */
    private static boolean flag(JsonNode options, String name, boolean missing) {
        JsonNode n = options.get(name);
        if (n == null || n.isNull()) return missing;
        if (!n.isBoolean()) throw new SaveException("'setup.options." + name + "' must be true or false");
        return n.asBoolean();
    }

    private static JsonNode field(JsonNode node, String name) {
        return field(node, name, name);
    }

    private static JsonNode field(JsonNode node, String name, String path) {
        JsonNode n = node.get(name);
        if (n == null || n.isNull()) throw new SaveException("missing field '" + path + "'");
        return n;
    }

    private static int integer(JsonNode node, String name) {
        return integer(node, name, name);
    }

    private static int integer(JsonNode node, String name, String path) {
        JsonNode n = field(node, name, path);
        if (!n.isInt()) throw new SaveException("'" + path + "' must be a whole number");
        return n.asInt();
    }

    // ---------------------------------------------------------------- replay

    /**
     * Plays the answers through a fresh game and checks the state hash. Fails naming the first
     * answer that is not legal where it is given, or the hash mismatch (a save from another
     * version of the rules or content, or an edited one).
     */
    public Game replay(Content content) {
        Game g;
        try {
            g = Game.create(content, setup);
        } catch (RuntimeException e) {
            throw new SaveException("the setup does not start a game: " + e.getMessage(), e);
        }
        for (int k = 0; k < answers.size(); k++) {
            Answer a = answers.get(k);
            try {
                g.answer(a.question(), a.player(), a.option());
            } catch (IllegalAnswerException e) {
                throw new SaveException("answer " + (k + 1) + " of " + answers.size() + " (question " + a.question() + ", player " + a.player()
                        + ", option '" + a.option() + "') is illegal: " + e.getMessage(), e);
            }
        }
        long actual = g.stateHash();
        if (actual != stateHash)
            throw new SaveException("state hash mismatch after replaying " + answers.size() + " answers: the save says "
                    + Long.toHexString(stateHash) + " but the game reached " + Long.toHexString(actual)
                    + " (saved by a different version of the rules or content, or edited)");
        return g;
    }
}
