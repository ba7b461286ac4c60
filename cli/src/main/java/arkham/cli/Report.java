package arkham.cli;

import arkham.engine.Outcome;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.csv.CsvGenerator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The statistics report of a simulation: games.csv and games.jsonl (one row per game) and
 * report.html, a page that opens from disk with no network: Chart.js (from its Maven Central
 * webjar) is inlined, and the figures are computed here. Each chart has a sentence saying what it
 * shows, with the facts it states taken from the data.
 */
public final class Report {
    static final String CHART_JS = "META-INF/resources/webjars/chart.js/4.4.1/dist/chart.umd.js";
    static final String[] LURKER_PARTS = {"cards", "gates", "herald", "burst", "relationships"};
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Quotes a cell only where CSV needs it (a comma, a quote, a line break), as {@code "Ashcan" Pete} does. */
    static final CsvMapper CSV = CsvMapper.builder().enable(CsvGenerator.Feature.STRICT_CHECK_FOR_QUOTING).build();

    private Report() {
    }

    /** Writes the three files into {@code dir} (created if missing). */
    public static void write(Path dir, Simulation.Params params, Simulation.Summary s, List<Simulation.GameResult> rows)
            throws IOException {
        write(dir, params, s, rows, List.of());
    }

    /**
     * Writes the three files; {@code notes} (the content packs and the components no source confirms
     * that these games use, {@link arkham.engine.view.Texts#provenance}) head the page.
     */
    public static void write(Path dir, Simulation.Params params, Simulation.Summary s, List<Simulation.GameResult> rows,
                             List<String> notes) throws IOException {
        Files.createDirectories(dir);
        List<Simulation.GameResult> games = rows.stream().filter(r -> r.error() == null).toList();
        writeCsv(dir.resolve("games.csv"), games);
        writeJsonl(dir.resolve("games.jsonl"), games);
        Files.writeString(dir.resolve("report.html"), html(params, s, games, notes), StandardCharsets.UTF_8);
    }

    // ------------------------------------------------------------------ rows

    static final List<String> COLUMNS = List.of("seed", "players", "investigators", "ancient_one", "lurker", "agent",
            "outcome", "win", "ending", "awakened_by", "turns", "doom", "terror", "gates_closed", "gates_sealed",
            "monsters_killed", "investigators_devoured", "score");

    private static List<Object> row(Simulation.GameResult r) {
        List<Object> v = new ArrayList<>();
        v.add(r.seed());
        v.add(r.players());
        v.add(String.join(";", r.investigators()));
        v.add(r.ancientOne());
        v.add(r.lurker());
        v.add(r.agent());
        v.add(r.outcome().name());
        v.add(r.win());
        v.add(r.ending());
        v.add(r.awakening() == null ? "" : r.awakening().name());
        v.add(r.turns());
        v.add(r.doom());
        v.add(r.terror());
        v.add(r.gatesClosed());
        v.add(r.sealed());
        v.add(r.monstersKilled());
        v.add(r.devoured());
        v.add(r.score() == null ? "" : r.score());
        return v;
    }

    /** games.csv: a header row of {@link #COLUMNS}, then one row per game. */
    static final CsvSchema SCHEMA = CsvSchema.builder().addColumns(COLUMNS, CsvSchema.ColumnType.STRING).build().withHeader();

    static void writeCsv(Path file, List<Simulation.GameResult> games) throws IOException {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
             var out = CSV.writer(SCHEMA).writeValues(w)) {
            for (Simulation.GameResult r : games) {
                List<Object> v = row(r);
                Map<String, String> cells = new LinkedHashMap<>();
                for (int k = 0; k < COLUMNS.size(); k++) cells.put(COLUMNS.get(k), String.valueOf(v.get(k)));
                out.write(cells);
            }
        }
    }

    /** The rows of a games.csv, each a map from column name to cell. */
    public static List<Map<String, String>> readCsv(Path file) throws IOException {
        try (var rows = CSV.readerForMapOf(String.class).with(CsvSchema.emptySchema().withHeader()).<Map<String, String>>readValues(file.toFile())) {
            return rows.readAll();
        }
    }

    private static void writeJsonl(Path file, List<Simulation.GameResult> games) throws IOException {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (Simulation.GameResult r : games) {
                ObjectNode o = JSON.createObjectNode();
                List<Object> v = row(r);
                for (int k = 0; k < COLUMNS.size(); k++) {
                    String c = COLUMNS.get(k);
                    switch (c) {
                        case "investigators" -> {
                            ArrayNode a = o.putArray(c);
                            r.investigators().forEach(a::add);
                        }
                        case "score" -> {
                            if (r.score() == null) o.putNull(c);
                            else o.put(c, r.score());
                        }
                        default -> o.putPOJO(c, v.get(k));
                    }
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

    // ------------------------------------------------------------------ statistics

    /** A win rate with its 95% Wilson score interval. */
    record Rate(String name, int wins, int games, double rate, double low, double high) {
        static Rate of(String name, int wins, int games) {
            if (games == 0) return new Rate(name, 0, 0, 0, 0, 0);
            double z = 1.959964;
            double p = (double) wins / games;
            double d = 1 + z * z / games;
            double centre = (p + z * z / (2.0 * games)) / d;
            double half = z * Math.sqrt(p * (1 - p) / games + z * z / (4.0 * games * games)) / d;
            return new Rate(name, wins, games, p, Math.max(0, centre - half), Math.min(1, centre + half));
        }
    }

    static List<Rate> rates(List<Simulation.GameResult> games, Function<Simulation.GameResult, List<String>> groups) {
        Map<String, int[]> by = new TreeMap<>();
        for (Simulation.GameResult r : games) {
            for (String k : groups.apply(r)) {
                int[] c = by.computeIfAbsent(k, x -> new int[2]);
                c[1]++;
                if (r.win()) c[0]++;
            }
        }
        List<Rate> out = new ArrayList<>();
        by.forEach((k, c) -> out.add(Rate.of(k, c[0], c[1])));
        return out;
    }

    private static String pct(double x) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * x);
    }

    private static String ci(Rate r) {
        return pct(r.rate()) + " (95% CI " + pct(r.low()) + "–" + pct(r.high()) + ", " + r.games() + " games)";
    }

    /** "X is hardest ..., Y easiest ..." for a list of rates with at least one game each. */
    private static String extremes(List<Rate> rates, String what) {
        List<Rate> seen = rates.stream().filter(r -> r.games() > 0).toList();
        if (seen.isEmpty()) return "No games.";
        Rate lo = seen.stream().min(Comparator.comparingDouble(Rate::rate)).orElseThrow();
        Rate hi = seen.stream().max(Comparator.comparingDouble(Rate::rate)).orElseThrow();
        if (lo == hi || lo.rate() == hi.rate())
            return "Every " + what + " has the same win rate here, " + pct(hi.rate()) + ".";
        boolean overlap = lo.high() >= hi.low();
        return "Highest: " + hi.name() + ", " + ci(hi) + "; lowest: " + lo.name() + ", " + ci(lo) + "."
                + (overlap ? " Their intervals overlap, so these games do not tell them apart for sure."
                : " Their intervals do not overlap.");
    }

    // ------------------------------------------------------------------ the page

    static String html(Simulation.Params params, Simulation.Summary s, List<Simulation.GameResult> games) {
        return html(params, s, games, List.of());
    }

    static String html(Simulation.Params params, Simulation.Summary s, List<Simulation.GameResult> games, List<String> notes) {
        ObjectNode data = JSON.createObjectNode();
        ArrayNode charts = data.putArray("charts");
        int n = games.size();
        int wins = (int) games.stream().filter(Simulation.GameResult::win).count();
        Rate all = Rate.of("all", wins, n);

        List<Rate> byAo = rates(games, r -> List.of(r.ancientOne()));
        rateChart(charts, "ao", "Win rate by Ancient One", byAo,
                "Share of games won against each Ancient One; the bar spans the 95% confidence interval (Wilson), the dot is the rate. "
                        + extremes(byAo, "Ancient One"));
        List<Rate> byInv = rates(games, r -> r.investigators().stream().distinct().toList());
        rateChart(charts, "inv", "Win rate by investigator", byInv,
                "Share of the games each investigator took part in that were won (a game counts for every investigator in it), with 95% intervals. "
                        + extremes(byInv, "investigator"));
        List<Rate> byPlayers = rates(games, r -> List.of(String.format(Locale.ROOT, "%d player%s", r.players(), r.players() == 1 ? "" : "s")));
        rateChart(charts, "players", "Win rate by number of players", byPlayers,
                "Share of games won for each number of investigators, with 95% intervals. " + extremes(byPlayers, "player count"));

        Map<String, Integer> causes = new TreeMap<>();
        for (Simulation.GameResult r : games) {
            if (r.win()) continue;
            String c = r.outcome() == Outcome.ABANDONED ? "abandoned (step cap)"
                    : r.awakening() == null ? "devoured without awakening" : "awoke: " + r.awakening().text();
            causes.merge(c, 1, Integer::sum);
        }
        int losses = n - wins;
        String topCause = causes.entrySet().stream().max(Map.Entry.comparingByValue())
                .map(e -> "The most common: " + e.getKey() + ", " + e.getValue() + " of " + losses + " lost games ("
                        + pct((double) e.getValue() / losses) + ").").orElse("No game was lost.");
        ObjectNode defeat = chart(charts, "defeat", "Causes of defeat", "bar",
                "What ended each lost game: what woke the Ancient One (the final battle was then lost). " + topCause);
        labelsAndValues(defeat, causes);

        Map<String, Integer> lengths = histogram(games.stream().map(Simulation.GameResult::turns).toList());
        double meanTurns = games.stream().mapToInt(Simulation.GameResult::turns).average().orElse(0);
        ObjectNode len = chart(charts, "length", "Game length (turns)", "bar",
                "How many turns games lasted (count of games per length). Mean " + String.format(Locale.ROOT, "%.1f", meanTurns)
                        + " turns over " + n + " games.");
        labelsAndValues(len, lengths);

        List<Integer> scores = games.stream().filter(r -> r.score() != null).map(Simulation.GameResult::score).toList();
        ObjectNode score = chart(charts, "score", "Score of won games", "bar", scores.isEmpty()
                ? "The score rates a victory (rulebook p.12); no game was won, so there is no score to show."
                : "The score of each won game (rulebook p.12: doom track minus terror, plus trophies and survivors). "
                + scores.size() + " won games, mean score " + String.format(Locale.ROOT, "%.1f",
                scores.stream().mapToInt(Integer::intValue).average().orElse(0)) + ".");
        labelsAndValues(score, histogram(scores));

        byTurn(charts, games);
        lurker(charts, games);

        String title = "Arkham Horror simulation: " + n + " games, agent " + params.agent();
        String summary = "Agent " + params.agent() + (params.agent().startsWith("search") ? " (budget " + params.budget() + ")" : "")
                + ", " + params.players() + " player(s), Ancient One " + (params.ancientOne() == null ? "random" : params.ancientOne())
                + ", Lurker " + (params.randomLurker() ? "parts at random per game" : Cli.lurkerParts(params.options()))
                + ", seeds " + params.seed() + ".." + (params.seed() + params.games() - 1) + ". Won " + wins + " of " + n
                + ": " + ci(all) + "." + (s.errors().isEmpty() ? "" : " " + s.errors().size() + " game(s) threw and are left out.");
        String chartJs = resource(CHART_JS);
        try {
            StringBuilder content = new StringBuilder();
            if (!notes.isEmpty()) {
                content.append("<div id=\"provenance\"><p><b>Content these games use that no source confirms, and packs:</b></p><ul>");
                for (String note : notes) content.append("<li>").append(escape(note)).append("</li>");
                content.append("</ul></div>");
            }
            return PAGE.replace("%TITLE%", escape(title)).replace("%SUMMARY%", escape(summary)).replace("%PROVENANCE%", content)
                    .replace("%DATA%", JSON.writeValueAsString(data).replace("</", "<\\/"))
                    .replace("%CHARTJS%", chartJs.replace("</script", "<\\/script"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static ObjectNode chart(ArrayNode charts, String id, String title, String type, String sentence) {
        ObjectNode c = charts.addObject();
        c.put("id", id);
        c.put("title", title);
        c.put("type", type);
        c.put("sentence", sentence);
        return c;
    }

    private static void labelsAndValues(ObjectNode c, Map<String, Integer> m) {
        ArrayNode labels = c.putArray("labels");
        ArrayNode values = c.putArray("values");
        m.forEach((k, v) -> {
            labels.add(k);
            values.add(v);
        });
    }

    private static void rateChart(ArrayNode charts, String id, String title, List<Rate> rates, String sentence) {
        ObjectNode c = chart(charts, id, title, "rate", sentence);
        ArrayNode labels = c.putArray("labels");
        ArrayNode rate = c.putArray("rate");
        ArrayNode low = c.putArray("low");
        ArrayNode high = c.putArray("high");
        ArrayNode count = c.putArray("games");
        for (Rate r : rates) {
            labels.add(r.name());
            rate.add(round(100 * r.rate()));
            low.add(round(100 * r.low()));
            high.add(round(100 * r.high()));
            count.add(r.games());
        }
    }

    private static double round(double x) {
        return Math.round(x * 100) / 100.0;
    }

    /** Counts per value, in numeric order, with empty values between filled in. */
    private static Map<String, Integer> histogram(List<Integer> xs) {
        Map<String, Integer> m = new LinkedHashMap<>();
        if (xs.isEmpty()) return m;
        int lo = xs.stream().mapToInt(Integer::intValue).min().orElse(0);
        int hi = xs.stream().mapToInt(Integer::intValue).max().orElse(0);
        int[] counts = new int[hi - lo + 1];
        for (int x : xs) counts[x - lo]++;
        for (int k = 0; k < counts.length; k++) m.put(Integer.toString(lo + k), counts[k]);
        return m;
    }

    /** Mean and standard deviation of doom and terror at the start of each turn, over the games still going. */
    private static void byTurn(ArrayNode charts, List<Simulation.GameResult> games) {
        int turns = games.stream().mapToInt(r -> r.doomByTurn().length).max().orElse(0);
        ObjectNode c = chart(charts, "doom", "Doom and terror by turn", "turns", "");
        ArrayNode labels = c.putArray("labels");
        ArrayNode doomMean = c.putArray("doomMean");
        ArrayNode doomSd = c.putArray("doomSd");
        ArrayNode terrorMean = c.putArray("terrorMean");
        ArrayNode terrorSd = c.putArray("terrorSd");
        ArrayNode going = c.putArray("games");
        double doomAt5 = -1;
        for (int t = 0; t < turns; t++) {
            double sd = 0, sm = 0, td = 0, tm = 0;
            int k = 0;
            for (Simulation.GameResult r : games) {
                if (t >= r.doomByTurn().length) continue;
                int d = r.doomByTurn()[t];
                int e = r.terrorByTurn()[t];
                sm += d;
                sd += (double) d * d;
                tm += e;
                td += (double) e * e;
                k++;
            }
            // the last turns of a few long games say little about the spread
            if (k < Math.max(5, games.size() / 50)) break;
            labels.add(t == 0 ? "setup" : "turn " + t);
            double dm = sm / k;
            double em = tm / k;
            if (t == 5) doomAt5 = dm;
            doomMean.add(round(dm));
            doomSd.add(round(Math.sqrt(Math.max(0, sd / k - dm * dm))));
            terrorMean.add(round(em));
            terrorSd.add(round(Math.sqrt(Math.max(0, td / k - em * em))));
            going.add(k);
        }
        c.put("sentence", "Mean doom and terror level at the start of each turn over the games still going then "
                + "(while at least 2% of them are); the shaded band is one standard deviation either side."
                + (doomAt5 >= 0 ? String.format(Locale.ROOT, " At the start of turn 5 the doom track holds %.1f tokens on average.", doomAt5) : ""));
    }

    /** The win rate with each Lurker part on and off. */
    private static void lurker(ArrayNode charts, List<Simulation.GameResult> games) {
        ObjectNode c = chart(charts, "lurker", "Effect of each Lurker switch on the win rate", "lurker", "");
        ArrayNode labels = c.putArray("labels");
        ArrayNode[] on = {c.putArray("onRate"), c.putArray("onLow"), c.putArray("onHigh"), c.putArray("onGames")};
        ArrayNode[] off = {c.putArray("offRate"), c.putArray("offLow"), c.putArray("offHigh"), c.putArray("offGames")};
        StringBuilder facts = new StringBuilder();
        boolean varied = false;
        for (String part : LURKER_PARTS) {
            int onWins = 0, onGames = 0, offWins = 0, offGames = 0;
            for (Simulation.GameResult r : games) {
                boolean has = List.of(r.lurker().split(",")).contains(part);
                if (has) {
                    onGames++;
                    if (r.win()) onWins++;
                } else {
                    offGames++;
                    if (r.win()) offWins++;
                }
            }
            if (onGames > 0 && offGames > 0) varied = true;
            labels.add(part);
            add(on, Rate.of(part, onWins, onGames));
            add(off, Rate.of(part, offWins, offGames));
            if (onGames > 0 && offGames > 0) {
                facts.append(String.format(Locale.ROOT, " %s: %s on, %s off.", part, pct((double) onWins / onGames),
                        pct((double) offWins / offGames)));
            }
        }
        c.put("sentence", "Win rate of games with each part of The Lurker at the Threshold switched on and off, with 95% intervals. "
                + (varied ? facts.toString().trim()
                : "In these games no part was switched both ways (run with --lurker random to vary them per game), so there is nothing to compare."));
    }

    private static void add(ArrayNode[] into, Rate r) {
        into[0].add(round(100 * r.rate()));
        into[1].add(round(100 * r.low()));
        into[2].add(round(100 * r.high()));
        into[3].add(r.games());
    }

    private static String resource(String name) {
        try (InputStream in = Report.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) throw new IllegalStateException("Chart.js is missing from the classpath: " + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    private static final String PAGE = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>%TITLE%</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 1100px; color: #222; }
            section { margin: 2.5em 0; }
            .chart { position: relative; height: 360px; }
            p.what { color: #444; }
            #provenance { background: #fff6e0; border-left: 4px solid #c80; padding: .2em 1em; }
            </style>
            <script>%CHARTJS%</script>
            </head>
            <body>
            <h1>%TITLE%</h1>
            <p>%SUMMARY%</p>
            %PROVENANCE%
            <div id="charts"></div>
            <script>
            const DATA = %DATA%;
            const host = document.getElementById('charts');
            let drawn = 0;
            const blue = 'rgba(54, 112, 189, 0.35)', dark = 'rgb(30, 60, 120)', red = 'rgba(200, 70, 50, 0.35)', darkRed = 'rgb(150, 40, 30)';
            function section(c) {
              const s = document.createElement('section');
              const h = document.createElement('h2'); h.textContent = c.title; s.appendChild(h);
              const p = document.createElement('p'); p.className = 'what'; p.textContent = c.sentence; s.appendChild(p);
              const box = document.createElement('div'); box.className = 'chart';
              const canvas = document.createElement('canvas'); canvas.id = 'chart-' + c.id; box.appendChild(canvas);
              s.appendChild(box); host.appendChild(s);
              return canvas;
            }
            // the axis ends a little above the highest interval, so low win rates stay readable
            function percentAxis(highs) {
              const top = Math.max(5, ...highs.filter(x => Number.isFinite(x)));
              return { min: 0, max: Math.min(100, Math.ceil(top * 1.15 / 5) * 5), title: { display: true, text: 'win rate (%)' } };
            }
            function config(c) {
              if (c.type === 'rate') return { type: 'bar', data: { labels: c.labels, datasets: [
                  { type: 'line', label: 'win rate (%)', data: c.rate, showLine: false, pointRadius: 5, backgroundColor: dark, borderColor: dark },
                  { label: '95% interval', data: c.labels.map((_, i) => [c.low[i], c.high[i]]), backgroundColor: blue } ] },
                options: { animation: false, maintainAspectRatio: false, scales: { y: percentAxis(c.high) },
                  plugins: { tooltip: { callbacks: { afterBody: items => c.games[items[0].dataIndex] + ' games' } } } } };
              if (c.type === 'turns') return { type: 'line', data: { labels: c.labels, datasets: [
                  { label: 'doom − sd', data: c.doomMean.map((m, i) => m - c.doomSd[i]), borderWidth: 0, pointRadius: 0, fill: false },
                  { label: 'doom + sd', data: c.doomMean.map((m, i) => m + c.doomSd[i]), borderWidth: 0, pointRadius: 0, fill: '-1', backgroundColor: blue },
                  { label: 'doom (mean)', data: c.doomMean, borderColor: dark, backgroundColor: dark },
                  { label: 'terror − sd', data: c.terrorMean.map((m, i) => m - c.terrorSd[i]), borderWidth: 0, pointRadius: 0, fill: false },
                  { label: 'terror + sd', data: c.terrorMean.map((m, i) => m + c.terrorSd[i]), borderWidth: 0, pointRadius: 0, fill: '-1', backgroundColor: red },
                  { label: 'terror (mean)', data: c.terrorMean, borderColor: darkRed, backgroundColor: darkRed } ] },
                options: { animation: false, maintainAspectRatio: false,
                  plugins: { legend: { labels: { filter: item => item.text.includes('mean') } } } } };
              if (c.type === 'lurker') return { type: 'bar', data: { labels: c.labels, datasets: [
                  { label: 'on: 95% interval', data: c.labels.map((_, i) => [c.onLow[i], c.onHigh[i]]), backgroundColor: blue },
                  { label: 'off: 95% interval', data: c.labels.map((_, i) => [c.offLow[i], c.offHigh[i]]), backgroundColor: red },
                  { type: 'line', label: 'on: win rate (%)', data: c.onRate, showLine: false, pointRadius: 5, backgroundColor: dark, borderColor: dark },
                  { type: 'line', label: 'off: win rate (%)', data: c.offRate, showLine: false, pointRadius: 5, backgroundColor: darkRed, borderColor: darkRed } ] },
                options: { animation: false, maintainAspectRatio: false, scales: { y: percentAxis(c.onHigh.concat(c.offHigh)) } } };
              return { type: 'bar', data: { labels: c.labels, datasets: [ { label: 'games', data: c.values, backgroundColor: blue, borderColor: dark, borderWidth: 1 } ] },
                options: { animation: false, maintainAspectRatio: false, scales: { y: { beginAtZero: true, title: { display: true, text: 'games' } } } } };
            }
            for (const c of DATA.charts) {
              const chart = new Chart(section(c), config(c));
              if (chart) drawn++;
            }
            document.body.dataset.chartsDrawn = String(drawn);
            </script>
            </body>
            </html>
            """;
}
