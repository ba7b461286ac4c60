package arkham.cli;

import arkham.engine.Awakening;
import arkham.engine.Outcome;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.csv.CsvGenerator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One game as the report files hold it: a row of games.csv, a line of games.jsonl. Every row names
 * the settings its game was played with (expansions and their parts, FAQ rulings, content packs, the
 * unverified components its setup uses, agent and budget, the build's commit), so rows copied out of
 * a run still say what they measured. Rows of runs written before a column existed read it as empty.
 *
 * @param packs        "name:sha256" of each content pack
 * @param unverified   the components no source confirms that this game's setup uses
 * @param budget       the search's rollouts per decision; null for other agents
 * @param awakening    what woke the Ancient One, or null
 * @param dunwichHorror how often the Dunwich Horror appeared
 * @param score        the score of a won game, else null
 * @param doomByTurn   doom at the start of each turn and at the end; null when read from games.csv
 */
public record GameRow(long seed, int players, List<String> investigators, String ancientOne, String lurker, String dunwich,
                      String faq, List<String> packs, List<String> unverified, String agent, Integer budget, String commit,
                      Outcome outcome, String ending, Awakening awakening, int turns, int doom, int terror, int gatesClosed,
                      int gatesSealed, int monstersKilled, int devoured, int dunwichHorror, Integer score, int[] doomByTurn,
                      int[] terrorByTurn) {
    static final String CSV_FILE = "games.csv", JSONL_FILE = "games.jsonl";

    /** The columns of games.csv, in order (games.jsonl has the same keys, and doom_by_turn and terror_by_turn). */
    public static final List<String> COLUMNS = List.of("seed", "players", "investigators", "ancient_one", "lurker", "dunwich",
            "faq", "packs", "unverified", "agent", "budget", "commit", "outcome", "win", "ending", "awakened_by", "turns", "doom",
            "terror", "gates_closed", "gates_sealed", "monsters_killed", "investigators_devoured", "dunwich_horror", "score");
    /** Columns holding lists: ";" between items in games.csv, arrays in games.jsonl. */
    private static final List<String> LISTS = List.of("investigators", "packs", "unverified");

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Quotes a cell only where CSV needs it (a comma, a quote, a line break), as {@code "Ashcan" Pete} does. */
    static final CsvMapper CSV = CsvMapper.builder().enable(CsvGenerator.Feature.STRICT_CHECK_FOR_QUOTING).build();
    private static final CsvSchema SCHEMA = CsvSchema.builder().addColumns(COLUMNS, CsvSchema.ColumnType.STRING).build().withHeader();

    public GameRow {
        investigators = List.copyOf(investigators);
        packs = List.copyOf(packs);
        unverified = List.copyOf(unverified);
    }

    /** A game just played, with the run's settings that are the same for every game. */
    static GameRow of(Simulation.GameResult r, RunSettings run) {
        return new GameRow(r.seed(), r.players(), r.investigators(), r.ancientOne(), r.lurker(), r.dunwich(), r.faq(), run.packs(),
                r.unverified(), r.agent(), run.budget(), run.commit(), r.outcome(), r.ending(), r.awakening(), r.turns(), r.doom(),
                r.terror(), r.gatesClosed(), r.sealed(), r.monstersKilled(), r.devoured(), r.horrorAppearances(), r.score(),
                r.doomByTurn(), r.terrorByTurn());
    }

    public boolean win() {
        return outcome.win;
    }

    /** Each column's value: numbers, text, lists (never null but budget and score). */
    private List<Object> values() {
        List<Object> v = new ArrayList<>();
        v.add(seed);
        v.add(players);
        v.add(investigators);
        v.add(ancientOne);
        v.add(lurker);
        v.add(dunwich);
        v.add(faq);
        v.add(packs);
        v.add(unverified);
        v.add(agent);
        v.add(budget);
        v.add(commit);
        v.add(outcome.name());
        v.add(win());
        v.add(ending);
        v.add(awakening == null ? "" : awakening.name());
        v.add(turns);
        v.add(doom);
        v.add(terror);
        v.add(gatesClosed);
        v.add(gatesSealed);
        v.add(monstersKilled);
        v.add(devoured);
        v.add(dunwichHorror);
        v.add(score);
        return v;
    }

    // ------------------------------------------------------------------ writing

    static void writeCsv(Path file, List<GameRow> rows) throws IOException {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
             var out = CSV.writer(SCHEMA).writeValues(w)) {
            for (GameRow r : rows) {
                List<Object> v = r.values();
                Map<String, String> cells = new LinkedHashMap<>();
                for (int k = 0; k < COLUMNS.size(); k++) {
                    Object x = v.get(k);
                    cells.put(COLUMNS.get(k), x == null ? "" : x instanceof List<?> l ? String.join(";", strings(l)) : String.valueOf(x));
                }
                out.write(cells);
            }
        }
    }

    private static List<String> strings(List<?> l) {
        return l.stream().map(String::valueOf).toList();
    }

    static void writeJsonl(Path file, List<GameRow> rows) throws IOException {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (GameRow r : rows) {
                ObjectNode o = JSON.createObjectNode();
                List<Object> v = r.values();
                for (int k = 0; k < COLUMNS.size(); k++) {
                    Object x = v.get(k);
                    if (x == null) o.putNull(COLUMNS.get(k));
                    else if (x instanceof List<?> l) strings(l).forEach(o.putArray(COLUMNS.get(k))::add);
                    else o.putPOJO(COLUMNS.get(k), x);
                }
                ArrayNode doom = o.putArray("doom_by_turn");
                for (int d : r.doomByTurn()) doom.add(d);
                ArrayNode terror = o.putArray("terror_by_turn");
                for (int t : r.terrorByTurn()) terror.add(t);
                w.write(JSON.writeValueAsString(o));
                w.write('\n');
            }
        }
    }

    // ------------------------------------------------------------------ reading

    /** The rows of a games.csv, each a map from column name to cell. */
    public static List<Map<String, String>> readCsvCells(Path file) throws IOException {
        try (var rows = CSV.readerForMapOf(String.class).with(CsvSchema.emptySchema().withHeader())
                .<Map<String, String>>readValues(file.toFile())) {
            return rows.readAll();
        }
    }

    /** A run's games: from games.jsonl (which has doom and terror by turn) if it is there, else from games.csv. */
    static List<GameRow> read(Path dir) throws IOException {
        Path jsonl = dir.resolve(JSONL_FILE);
        Path csv = dir.resolve(CSV_FILE);
        if (Files.exists(jsonl)) return readJsonl(jsonl);
        if (Files.exists(csv)) return readCsv(csv);
        throw new IllegalArgumentException(dir + " holds no " + CSV_FILE + " or " + JSONL_FILE
                + ": name folders written by simulate --report");
    }

    static List<GameRow> readCsv(Path file) throws IOException {
        List<GameRow> rows = new ArrayList<>();
        int line = 1;
        for (Map<String, String> cells : readCsvCells(file)) {
            line++;
            rows.add(parse(file, line, k -> {
                String c = cells.get(k);
                return c == null ? "" : c;
            }, k -> {
                String c = cells.get(k);
                return c == null || c.isEmpty() ? List.of() : List.of(c.split(";"));
            }, null, null));
        }
        return rows;
    }

    static List<GameRow> readJsonl(Path file) throws IOException {
        List<GameRow> rows = new ArrayList<>();
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            int line = 0;
            for (String text; (text = in.readLine()) != null; ) {
                line++;
                if (text.isBlank()) continue;
                JsonNode o;
                try {
                    o = JSON.readTree(text);
                } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                    throw new IllegalArgumentException(file + " line " + line + " is not JSON: " + e.getOriginalMessage());
                }
                rows.add(parse(file, line, k -> o.hasNonNull(k) ? o.get(k).asText() : "", k -> {
                    List<String> l = new ArrayList<>();
                    if (o.has(k)) o.get(k).forEach(x -> l.add(x.asText()));
                    return l;
                }, ints(o.get("doom_by_turn")), ints(o.get("terror_by_turn"))));
            }
        }
        return rows;
    }

    private static int[] ints(JsonNode a) {
        if (a == null || !a.isArray()) return null;
        int[] r = new int[a.size()];
        for (int k = 0; k < r.length; k++) r[k] = a.get(k).asInt();
        return r;
    }

    private static GameRow parse(Path file, int line, java.util.function.Function<String, String> cell,
                                 java.util.function.Function<String, List<String>> list, int[] doomByTurn, int[] terrorByTurn) {
        String where = file + " line " + line;
        try {
            String awakened = cell.apply("awakened_by");
            String budget = cell.apply("budget");
            String score = cell.apply("score");
            return new GameRow(Long.parseLong(cell.apply("seed")), Integer.parseInt(cell.apply("players")),
                    list.apply("investigators"), cell.apply("ancient_one"), cell.apply("lurker"), cell.apply("dunwich"),
                    cell.apply("faq"), list.apply("packs"), list.apply("unverified"), cell.apply("agent"),
                    budget.isEmpty() ? null : Integer.valueOf(budget), cell.apply("commit"), Outcome.valueOf(cell.apply("outcome")),
                    cell.apply("ending"), awakened.isEmpty() ? null : Awakening.valueOf(awakened), number(cell, "turns"),
                    number(cell, "doom"), number(cell, "terror"), number(cell, "gates_closed"), number(cell, "gates_sealed"),
                    number(cell, "monsters_killed"), number(cell, "investigators_devoured"), number(cell, "dunwich_horror"),
                    score.isEmpty() ? null : Integer.valueOf(score), doomByTurn, terrorByTurn);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where + " is not a game of simulate --report: " + e.getMessage());
        }
    }

    /** A count column; empty (a column an older run did not write) is 0. */
    private static int number(java.util.function.Function<String, String> cell, String column) {
        String v = cell.apply(column);
        return v.isEmpty() ? 0 : Integer.parseInt(v);
    }
}
