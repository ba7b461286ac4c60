package arkham.content.save;

import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.IllegalAnswerException;
import arkham.engine.Setup;
import arkham.engine.def.ContentPack;
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
 * <p>
 * Format 4 adds two things, and is written only when a save has one of them (else format 3):
 * <ul>
 * <li>{@code "newFutures": [{"after": 12, "seed": 99}]}: after that many answers the game's future
 * was drawn anew from that seed ({@link Game#withNewFuture}; a game server does this when it imports
 * an unfinished game, so the copy cannot foretell the original);</li>
 * <li>{@code "sealed": "..."} in place of every seed ({@code setup.seed} and each new future's): a
 * game server's export of an unfinished game carries its seeds encrypted with that server's key
 * (see the server's docs/WEB.md), so such a save can be continued only by importing it there.</li>
 * </ul>
 * Format 5 is format 4 with {@code "packs": [{"name": "house-rules", "sha256": "9f2c..."}]}: the content
 * packs the game was played with (docs/CONTENT.md, "Content packs"), in the order applied. It is
 * written only when a game has packs, so that a program that reads formats up to 4 refuses such a
 * save rather than replay it without them; {@link #replay} refuses it too unless the content was
 * loaded with exactly those packs, naming the one missing or changed.
 */
public record SaveGame(Setup setup, List<Answer> answers, long stateHash, List<NewFuture> newFutures, String sealed,
                       List<ContentPack> packs) {
    /** The format written when a save has content packs. */
    public static final int FORMAT_PACKS = 5;
    /** The format written when a save needs format 4's fields. */
    public static final int FORMAT = 4;
    /** 3: players numbered from 1; 2: from 0; both name the question each answer answers. Still written for saves 3 can hold. */
    public static final int FORMAT_PLAIN = 3;
    /** The format whose answers numbered players from 0. */
    private static final int FORMAT_FROM_ZERO = 2;
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final ObjectMapper COMPACT = new ObjectMapper();

    /** After {@code after} answers the game's future was drawn anew from {@code seed} ({@link Game#withNewFuture}). */
    public record NewFuture(int after, long seed) {
    }

    /**
     * One answer: the question it answered ({@link arkham.engine.Question#id()}), who answered (the
     * engine's seat index, from 0) and the option chosen.
     */
    public record Answer(long question, int player, String option) {
    }

    /**
     * {@code sealed}: null when the seeds are in clear; else the seal that carries them, and then
     * the seeds in {@code setup} and {@code newFutures} are 0 (unknown until the seal is opened).
     */
    public SaveGame {
        answers = List.copyOf(answers);
        newFutures = List.copyOf(newFutures);
        packs = List.copyOf(packs);
        for (int k = 0; k < newFutures.size(); k++) {
            int after = newFutures.get(k).after();
            if (after < 0 || after > answers.size() || (k > 0 && after < newFutures.get(k - 1).after()))
                throw new IllegalArgumentException("new futures must come in order, each after 0 to " + answers.size() + " answers");
        }
    }

    /** A save of a game with no content pack. */
    public SaveGame(Setup setup, List<Answer> answers, long stateHash, List<NewFuture> newFutures, String sealed) {
        this(setup, answers, stateHash, newFutures, sealed, List.of());
    }

    /** A save whose seed is in clear and whose future was never drawn anew. */
    public SaveGame(Setup setup, List<Answer> answers, long stateHash) {
        this(setup, answers, stateHash, List.of(), null);
    }

    /** Saves a game reached from its setup by the given answers (with the content packs it is played with). */
    public static SaveGame of(Game g, List<Answer> answers) {
        return new SaveGame(g.setup, answers, g.stateHash(), List.of(), null, g.content.provenance.packs());
    }

    /**
     * Why this save cannot be replayed on this content because of its packs (one missing, changed,
     * extra or in another order), naming the pack; null when the content has exactly its packs.
     */
    public String packProblem(Content content) {
        return packProblem(packs, content.provenance.packs());
    }

    /** {@link #packProblem} for the packs a save names and the packs at hand. */
    public static String packProblem(List<ContentPack> wanted, List<ContentPack> loaded) {
        if (wanted.equals(loaded)) return null;
        for (ContentPack w : wanted) {
            ContentPack same = loaded.stream().filter(l -> l.name().equals(w.name())).findFirst().orElse(null);
            if (same == null) return "this save was made with the content pack '" + w.name() + "' (sha256 " + w.checksum()
                    + "), which is not loaded: load it (--content DIR, or the server's pack of that name)";
            if (!same.checksum().equals(w.checksum())) return "the content pack '" + w.name() + "' has changed since this save"
                    + " was made (sha256 " + w.checksum() + " then, " + same.checksum() + " now): load the pack as it was";
        }
        for (ContentPack l : loaded) {
            if (wanted.stream().noneMatch(w -> w.name().equals(l.name())))
                return "this save was made without the content pack '" + l.name() + "': load it without that pack";
        }
        return "this save applies its content packs in the order " + wanted.stream().map(ContentPack::name).toList()
                + ", not " + loaded.stream().map(ContentPack::name).toList();
    }

    // ---------------------------------------------------------------- seeds

    public boolean isSealed() {
        return sealed != null;
    }

    /** The seeds this save replays with: the setup's, then each new future's. */
    public long[] seeds() {
        if (isSealed()) throw new IllegalStateException("the seeds of a sealed save are in its seal");
        long[] r = new long[newFutures.size() + 1];
        r[0] = setup.seed();
        for (int k = 0; k < newFutures.size(); k++) r[k + 1] = newFutures.get(k).seed();
        return r;
    }

    /** This save with its seeds replaced by {@code seal} (which must carry {@link #seeds()}). */
    public SaveGame sealedAs(String seal) {
        if (seal == null || seal.isEmpty()) throw new IllegalArgumentException("no seal");
        return withSeeds(new long[newFutures.size() + 1], seal);
    }

    /** This save with the seeds in clear, as a seal opened to them ({@link #seeds()} order). */
    public SaveGame opened(long[] seeds) {
        if (seeds.length != newFutures.size() + 1)
            throw new SaveException("the seal holds " + seeds.length + " seeds but the save needs " + (newFutures.size() + 1));
        return withSeeds(seeds, null);
    }

    private SaveGame withSeeds(long[] seeds, String seal) {
        Setup s = new Setup(setup.players(), setup.investigators(), setup.ancientOne(), setup.chooseInvestigators(), seeds[0],
                setup.options());
        List<NewFuture> futures = new ArrayList<>();
        for (int k = 0; k < newFutures.size(); k++) futures.add(new NewFuture(newFutures.get(k).after(), seeds[k + 1]));
        return new SaveGame(s, answers, stateHash, futures, seal, packs);
    }

    /**
     * What a seal vouches for: the save as its sealed form is written, without the seal and without
     * any seed (compact JSON). The same for a save and for its sealed form, so a seal made for one
     * opens only with exactly the same setup, answers, new futures and state hash.
     */
    public String sealingText() {
        try {
            return COMPACT.writeValueAsString(tree(false));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    // ---------------------------------------------------------------- writing

    public String toJson() {
        ObjectNode root = tree(!isSealed());
        if (isSealed()) root.put("sealed", sealed);
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The save's JSON, with or without its seeds. */
    private ObjectNode tree(boolean withSeeds) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("format", !packs.isEmpty() ? FORMAT_PACKS : withSeeds && newFutures.isEmpty() ? FORMAT_PLAIN : FORMAT);
        if (!packs.isEmpty()) {
            ArrayNode ps = root.putArray("packs");
            for (ContentPack p : packs) ps.addObject().put("name", p.name()).put("sha256", p.checksum());
        }
        ObjectNode s = root.putObject("setup");
        s.put("players", setup.players());
        ArrayNode invs = s.putArray("investigators");
        setup.investigators().forEach(invs::add);
        s.put("ancientOne", setup.ancientOne());
        s.put("chooseInvestigators", setup.chooseInvestigators());
        if (withSeeds) s.put("seed", setup.seed());
        Setup.Options o = setup.options();
        s.putObject("options").put("pickSliders", o.pickSliders()).put("lurkerCards", o.lurkerCards())
                .put("lurkerGateMarkers", o.lurkerGateMarkers()).put("herald", o.herald()).put("gateBurst", o.gateBurst())
                .put("relationships", o.relationships()).put("dunwichBoard", o.dunwichBoard())
                .put("dunwichCards", o.dunwichCards()).put("injuries", o.injuries()).put("planning", o.planning());
        ArrayNode faq = ((ObjectNode) s.get("options")).putArray("faq");
        o.faq().names().forEach(faq::add);
        ArrayNode as = root.putArray("answers");
        for (Answer a : answers) as.addObject().put("question", a.question()).put("player", a.player() + 1).put("option", a.option());
        if (!newFutures.isEmpty()) {
            ArrayNode fs = root.putArray("newFutures");
            for (NewFuture f : newFutures) {
                ObjectNode n = fs.addObject().put("after", f.after());
                if (withSeeds) n.put("seed", f.seed());
            }
        }
        root.put("stateHash", Long.toHexString(stateHash));
        return root;
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
                    + FORMAT_FROM_ZERO + " to " + FORMAT + ")");
        if (format < FORMAT_FROM_ZERO || format > FORMAT_PACKS)
            throw new SaveException("unsupported save format " + format + " (this version reads " + FORMAT_FROM_ZERO + " to "
                    + FORMAT_PACKS + ")");
        boolean format4 = format >= FORMAT;
        List<ContentPack> packs = packs(root, format);
        String sealed = null;
        if (format4 && root.hasNonNull("sealed")) {
            if (!root.get("sealed").isTextual() || root.get("sealed").asText().isEmpty())
                throw new SaveException("'sealed' must be the text of a seal");
            sealed = root.get("sealed").asText();
        }
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
        long seed = seed(s, "seed", "setup.seed", sealed != null);
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
            setup = new Setup(integer(s, "players", "setup.players"), investigators, ancientOne, choose.asBoolean(), seed,
                    options);
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

        List<NewFuture> futures = new ArrayList<>();
        if (format4 && root.hasNonNull("newFutures")) {
            JsonNode fs = root.get("newFutures");
            if (!fs.isArray()) throw new SaveException("'newFutures' must be a list");
            for (int k = 0; k < fs.size(); k++) {
                JsonNode f = fs.get(k);
                String where = "newFutures[" + k + "]";
                if (!f.isObject()) throw new SaveException("'" + where + "' must be an object {after, seed}");
                int after = integer(f, "after", where + ".after");
                int earliest = futures.isEmpty() ? 0 : futures.get(futures.size() - 1).after();
                if (after < earliest || after > answers.size())
                    throw new SaveException("'" + where + ".after' must be " + earliest + " to " + answers.size() + " (a number of answers, in order)");
                futures.add(new NewFuture(after, seed(f, "seed", where + ".seed", sealed != null)));
            }
        }

        JsonNode hash = field(root, "stateHash");
        if (!hash.isTextual()) throw new SaveException("'stateHash' must be hex text");
        long stateHash;
        try {
            stateHash = Long.parseUnsignedLong(hash.asText(), 16);
        } catch (NumberFormatException e) {
            throw new SaveException("'stateHash' is not a hex number: " + hash.asText());
        }
        return new SaveGame(setup, answers, stateHash, futures, sealed, packs);
    }

    /** Format 5's content packs: a list of {name, sha256}, each name once. */
    private static List<ContentPack> packs(JsonNode root, int format) {
        JsonNode n = root.get("packs");
        if (n == null || n.isNull()) {
            if (format == FORMAT_PACKS) throw new SaveException("missing field 'packs' (format " + FORMAT_PACKS + " names its content packs)");
            return List.of();
        }
        if (format != FORMAT_PACKS) throw new SaveException("'packs' belongs to save format " + FORMAT_PACKS + ", not " + format);
        if (!n.isArray() || n.isEmpty()) throw new SaveException("'packs' must be a list of {name, sha256}");
        List<ContentPack> r = new ArrayList<>();
        for (int k = 0; k < n.size(); k++) {
            JsonNode p = n.get(k);
            String where = "packs[" + k + "]";
            if (!p.isObject() || !p.path("name").isTextual() || !p.path("sha256").isTextual())
                throw new SaveException("'" + where + "' must be {name, sha256}");
            try {
                ContentPack cp = new ContentPack(p.get("name").asText(), p.get("sha256").asText());
                if (r.stream().anyMatch(x -> x.name().equals(cp.name()))) throw new SaveException("'" + where + "' names the pack '" + cp.name() + "' twice");
                r.add(cp);
            } catch (IllegalArgumentException e) {
                throw new SaveException("'" + where + "': " + e.getMessage());
            }
        }
        return r;
    }

    /** A seed: a whole number, or (in a sealed save) absent, for the seal carries it; 0 stands for it then. */
    private static long seed(JsonNode node, String name, String path, boolean sealed) {
        JsonNode n = node.get(name);
        if (sealed) {
            if (n != null && !n.isNull()) throw new SaveException("'" + path + "' must be left out: this save's seeds are sealed");
            return 0;
        }
        if (n == null || n.isNull()) throw new SaveException("missing field '" + path + "'");
        if (!n.canConvertToLong() || !n.isIntegralNumber()) throw new SaveException("'" + path + "' must be a whole number");
        return n.asLong();
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
        if (isSealed())
            throw new SaveException("this save's seed is sealed: it is a game server's export of an unfinished game, which"
                    + " only that server can continue (import it there; once the game is over its export carries the seed)");
        String packProblem = packProblem(content);
        if (packProblem != null) throw new SaveException(packProblem);
        Game g;
        try {
            g = Game.create(content, setup, logEvents);
        } catch (RuntimeException e) {
            throw new SaveException("the setup does not start a game: " + e.getMessage(), e);
        }
        int future = 0;
        for (int k = 0; k < answers.size(); k++) {
            for (; future < newFutures.size() && newFutures.get(future).after() == k; future++) g = g.withNewFuture(newFutures.get(future).seed());
            Answer a = answers.get(k);
            try {
                g.answer(a.question(), a.player(), a.option());
            } catch (IllegalAnswerException e) {
                throw new SaveException("answer " + (k + 1) + " of " + answers.size() + " (question " + a.question() + ", player "
                        + (a.player() + 1) + ", option '" + a.option() + "') is illegal: " + e.getMessage(), e);
            }
        }
        for (; future < newFutures.size(); future++) g = g.withNewFuture(newFutures.get(future).seed());
        long actual = g.stateHash();
        if (actual != stateHash)
            throw new SaveException("state hash mismatch after replaying " + answers.size() + " answers: the save says "
                    + Long.toHexString(stateHash) + " but the game reached " + Long.toHexString(actual)
                    + " (saved by a different version of the rules or content, or edited)");
        return g;
    }
}
