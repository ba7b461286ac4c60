package arkham.cli;

import arkham.engine.Content;
import arkham.engine.def.ContentPack;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;

/**
 * Everything a simulation run was played with, as its report states it (header, settings.json, and
 * the per-game columns of games.csv and games.jsonl): a run's result is only as good as what it says
 * it measured. A run written before settings were recorded is read back from its rows, with what the
 * rows do not hold marked {@link #NOT_RECORDED}.
 *
 * @param players    players per game (0 when the rows mix several)
 * @param ancientOne "random" or the Ancient One of every game
 * @param lurker     the Lurker parts ("none", "random" for parts drawn per game, or e.g. "cards,gates")
 * @param dunwich    the Dunwich Horror's parts ("none" or e.g. "board,cards,injuries")
 * @param faq        the FAQ rulings on ("none" or their names)
 * @param budget     the search's rollouts per decision as played (its default filled in); null for other agents
 * @param packs      content packs, each "name:sha256"
 * @param notes      what the games use that no source confirms, packs, cards left out of the decks ({@link Content#provenanceNotes})
 * @param commit     the build's commit ({@link Build#commit})
 * @param threw      games that threw (not in the rows)
 */
public record RunSettings(int games, int players, String ancientOne, long firstSeed, long lastSeed, String lurker,
                          String dunwich, String faq, String agent, Integer budget, List<String> packs, List<String> notes,
                          String commit, int maxAnswers, int threw) {
    static final String NOT_RECORDED = "not recorded";
    static final String FILE = "settings.json";
    private static final ObjectMapper JSON = new ObjectMapper();

    public RunSettings {
        packs = List.copyOf(packs);
        notes = List.copyOf(notes);
    }

    /** The settings of a run about to be played (or just played: {@code threw} games of it threw). */
    public static RunSettings of(Content content, Simulation.Params p, int threw) {
        return new RunSettings(p.games(), p.players(), p.ancientOne() == null ? "random" : p.ancientOne(), p.seed(),
                p.seed() + p.games() - 1, p.randomLurker() ? "random" : Cli.lurkerParts(p.options()),
                Cli.dunwichParts(p.options()), Cli.faqNames(p.options()), p.agent(), p.effectiveBudget(),
                content.provenance.packs().stream().map(RunSettings::pack).toList(), notes(content, p), Build.commit(),
                p.maxAnswers(), threw);
    }

    static String pack(ContentPack p) {
        return p.name() + ":" + p.checksum();
    }

    /** What these games may use that no source confirms, and the packs (with random Lurker parts: any part). */
    static List<String> notes(Content content, Simulation.Params p) {
        return content.provenanceNotes(p.randomLurker() ? p.options().withLurker() : p.options(),
                p.ancientOne() == null ? -1 : content.ancientOneId(p.ancientOne()));
    }

    // ------------------------------------------------------------------ as people read them

    /** "4 players". */
    String playersText() {
        return players == 0 ? "players " + NOT_RECORDED : arkham.engine.Words.count(players, "player");
    }

    /** "heuristic", "search (budget 192)". */
    String agentText() {
        return agent + (budget == null ? "" : " (budget " + budget + ")");
    }

    /** The Lurker's parts in words. */
    String lurkerText() {
        return switch (lurker) {
            case "random" -> "each part on or off at random per game";
            case "none" -> "none";
            default -> lurker.replace(",", ", ");
        };
    }

    /** Which boxes are in play, e.g. "core set + The Dunwich Horror (board, cards, injuries)". */
    String expansionsText() {
        StringBuilder s = new StringBuilder("core set");
        if (!lurker.equals("none") && !lurker.isEmpty()) s.append(" + The Lurker at the Threshold (").append(lurkerText()).append(')');
        if (!dunwich.equals("none") && !dunwich.isEmpty()) s.append(" + The Dunwich Horror (").append(dunwich.replace(",", ", ")).append(')');
        return s.toString();
    }

    /** The settings that make a run what it is, by name, for the header and for telling runs apart (seeds aside). */
    Map<String, String> described() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put(AGENT, agentText());
        m.put(PLAYERS, playersText());
        m.put(ANCIENT_ONE, ancientOne);
        m.put(LURKER, lurkerText());
        m.put(DUNWICH, dunwich.replace(",", ", "));
        m.put(FAQ, faq.replace(",", ", "));
        m.put(PACKS, packs.isEmpty() ? "none" : String.join("; ", packs.stream().map(RunSettings::packText).toList()));
        m.put(BUILD, Build.shortly(commit));
        m.put(STEP_CAP, maxAnswers == 0 ? NOT_RECORDED : maxAnswers + " answers");
        return m;
    }

    static final String AGENT = "agent", PLAYERS = "players", ANCIENT_ONE = "Ancient One", LURKER = "The Lurker at the Threshold",
            DUNWICH = "The Dunwich Horror", FAQ = "FAQ rulings", PACKS = "content packs", BUILD = "build", STEP_CAP = "step cap";

    private static String packText(String pack) {
        int colon = pack.lastIndexOf(':');
        return colon < 0 ? pack : pack.substring(0, colon) + " (sha256 " + pack.substring(colon + 1) + ")";
    }

    /** "seeds 1..1000". */
    String seedsText() {
        return firstSeed == lastSeed ? "seed " + firstSeed : "seeds " + firstSeed + ".." + lastSeed;
    }

    // ------------------------------------------------------------------ settings.json

    void write(Path dir) throws IOException {
        ObjectNode o = JSON.createObjectNode();
        o.put("games", games);
        o.put("players", players);
        o.put("ancient_one", ancientOne);
        o.put("first_seed", firstSeed);
        o.put("last_seed", lastSeed);
        o.put("lurker", lurker);
        o.put("dunwich", dunwich);
        o.put("faq", faq);
        o.put("agent", agent);
        if (budget == null) o.putNull("budget");
        else o.put("budget", budget);
        ArrayNode pk = o.putArray("packs");
        packs.forEach(pk::add);
        ArrayNode ns = o.putArray("notes");
        notes.forEach(ns::add);
        o.put("commit", commit);
        o.put("max_answers", maxAnswers);
        o.put("threw", threw);
        Files.writeString(dir.resolve(FILE), JSON.writerWithDefaultPrettyPrinter().writeValueAsString(o) + "\n", StandardCharsets.UTF_8);
    }

    /** The settings in {@code dir}'s settings.json; without one (a run from before they were kept), what its games' rows say. */
    static RunSettings read(Path dir, List<GameRow> rows) throws IOException {
        Path file = dir.resolve(FILE);
        if (!Files.exists(file)) return fromRows(rows);
        JsonNode o = JSON.readTree(file.toFile());
        try {
            return new RunSettings(o.get("games").asInt(), o.get("players").asInt(), o.get("ancient_one").asText(),
                    o.get("first_seed").asLong(), o.get("last_seed").asLong(), o.get("lurker").asText(), o.get("dunwich").asText(),
                    o.get("faq").asText(), o.get("agent").asText(), o.get("budget").isNull() ? null : o.get("budget").asInt(),
                    strings(o.get("packs")), strings(o.get("notes")), o.get("commit").asText(), o.get("max_answers").asInt(),
                    o.get("threw").asInt());
        } catch (NullPointerException e) {
            throw new IllegalArgumentException(file + " is not a run's settings (a field is missing); write it again with simulate --report");
        }
    }

    private static List<String> strings(JsonNode a) {
        List<String> r = new ArrayList<>();
        a.forEach(x -> r.add(x.asText()));
        return r;
    }

    /** What the rows of an older run say of its settings; what they do not say is {@link #NOT_RECORDED}. */
    static RunSettings fromRows(List<GameRow> rows) {
        long first = rows.stream().mapToLong(GameRow::seed).min().orElse(0);
        long last = rows.stream().mapToLong(GameRow::seed).max().orElse(0);
        String ancientOne = one(rows, GameRow::ancientOne, "random");
        String lurker = one(rows, GameRow::lurker, "random");
        String players = one(rows, r -> Integer.toString(r.players()), "0");
        String budget = one(rows, r -> Objects.toString(r.budget(), ""), "");
        return new RunSettings(rows.size(), players.matches("\\d+") ? Integer.parseInt(players) : 0, ancientOne, first, last, lurker,
                one(rows, GameRow::dunwich, NOT_RECORDED), one(rows, GameRow::faq, NOT_RECORDED), one(rows, GameRow::agent, NOT_RECORDED),
                budget.matches("\\d+") ? Integer.valueOf(budget) : null, rows.isEmpty() ? List.of() : rows.get(0).packs(),
                List.of(), one(rows, GameRow::commit, NOT_RECORDED), 0, 0);
    }

    /** The value every row has, {@code mixed} when they differ, {@link #NOT_RECORDED} when the rows leave it empty. */
    private static String one(List<GameRow> rows, java.util.function.Function<GameRow, String> f, String mixed) {
        TreeSet<String> values = new TreeSet<>();
        for (GameRow r : rows) values.add(f.apply(r));
        if (values.size() > 1) return mixed;
        String v = values.isEmpty() ? "" : values.first();
        return v.isEmpty() ? NOT_RECORDED : v;
    }
}
