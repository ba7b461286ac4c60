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
 * {"format": 3,
 *  "setup": {"players": 2, "investigators": [], "ancientOne": null, "chooseInvestigators": false,
 *            "seed": 7, "options": {"pickSliders": true, "lurkerCards": false, "lurkerGateMarkers": false,
 *                                   "herald": false, "gateBurst": false, "relationships": false,
 *                                   "dunwichBoard": false, "dunwichCards": false, "injuries": false,
 *                                   "planning": false, "faq": ["battleSuccessesCarryOver"]}},
 *  "answers": [{"question": 12, "player": 1, "option": "move"}, ...],
 *  "stateHash": "1f3a..."}
 * </pre>
 * Players are numbered from 1, as every message numbers them; format 2 numbered them from 0 and
 * is still read. Format 1 predates question ids and is refused.
 * The hash is {@link Game#stateHash()}, written as unsigned hex text so JavaScript clients keep
 * all 64 bits; {@code options} may be left out (the default variant), and so may any of its
 * switches (false, except {@code pickSliders}, which is true; {@code faq} lists the FAQ rulings
 * switched on, {@link Setup.Faq}).
 */
public record SaveGame(Setup setup, List<Answer> answers, long stateHash) {
    /** 3: players numbered from 1; 2: from 0; both name the question each answer answers. */
    public static final int FORMAT = 3;
    /** The format whose answers numbered players from 0. */
    private static final int FORMAT_FROM_ZERO = 2;
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /**
     * One answer: the question it answered ({@link arkham.engine.Question#id()}), who answered (the
     * engine's seat index, from 0) and the option chosen.
     */
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
                .put("relationships", o.relationships()).put("dunwichBoard", o.dunwichBoard())
                .put("dunwichCards", o.dunwichCards()).put("injuries", o.injuries()).put("planning", o.planning());
        ArrayNode faq = ((ObjectNode) s.get("options")).putArray("faq");
        o.faq().names().forEach(faq::add);
        ArrayNode as = root.putArray("answers");
        for (Answer a : answers) as.addObject().put("question", a.question()).put("player", a.player() + 1).put("option", a.option());
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
            throw new SaveException("save format 1 predates question ids and cannot be replayed by this version (it reads formats "
                    + FORMAT_FROM_ZERO + " and " + FORMAT + ")");
        if (format != FORMAT && format != FORMAT_FROM_ZERO)
            throw new SaveException("unsupported save format " + format + " (this version reads " + FORMAT_FROM_ZERO + " and "
                    + FORMAT + ")");
        int firstPlayer = format == FORMAT_FROM_ZERO ? 0 : 1;
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
                    flag(o, "relationships", false), flag(o, "dunwichBoard", false), flag(o, "dunwichCards", false),
                    flag(o, "injuries", false), flag(o, "planning", false), faq(o));
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
            int player = integer(a, "player", where + ".player");
            if (player < firstPlayer) throw new SaveException("'" + where + ".player' must be " + firstPlayer + " or more");
            answers.add(new Answer(question.asLong(), player - firstPlayer, option.asText()));
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

    /** The FAQ rulings switched on: a list of their names ({@link Setup.Faq#NAMES}), or left out for none. */
    private static Setup.Faq faq(JsonNode options) {
        JsonNode n = options.get("faq");
        if (n == null || n.isNull()) return Setup.Faq.NONE;
        if (!n.isArray()) throw new SaveException("'setup.options.faq' must be a list of FAQ option names");
        List<String> names = new ArrayList<>();
        for (JsonNode x : n) {
            if (!x.isTextual()) throw new SaveException("'setup.options.faq' must be a list of FAQ option names");
            names.add(x.asText());
        }
        try {
            return Setup.Faq.of(names);
        } catch (IllegalArgumentException e) {
            throw new SaveException("'setup.options.faq': " + e.getMessage());
        }
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
        return replay(content, false);
    }

    /** Replays, recording the game's events if asked, so a loaded game has its log back. */
    public Game replay(Content content, boolean logEvents) {
        Game g;
        try {
            g = Game.create(content, setup, logEvents);
        } catch (RuntimeException e) {
            throw new SaveException("the setup does not start a game: " + e.getMessage(), e);
        }
        for (int k = 0; k < answers.size(); k++) {
            Answer a = answers.get(k);
            try {
                g.answer(a.question(), a.player(), a.option());
            } catch (IllegalAnswerException e) {
                throw new SaveException("answer " + (k + 1) + " of " + answers.size() + " (question " + a.question() + ", player "
                        + (a.player() + 1) + ", option '" + a.option() + "') is illegal: " + e.getMessage(), e);
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
