package arkham.cli;

import arkham.engine.Awakening;
import arkham.engine.Outcome;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * The statistics report of simulation runs: games.csv and games.jsonl (one row per game, each naming
 * the settings it was played with), settings.json (the run's settings) and report.html, a page that
 * opens from disk with no network: Chart.js (from its Maven Central webjar) is inlined, and the figures
 * are computed here. The page states every setting in its header; each chart has a sentence saying
 * what it shows and a table of its numbers beside it; a chart with nothing to show is left out and
 * listed as such. One page may combine several runs ({@code arkham report}): runs with the same
 * settings are pooled, and the charts compare the settings that differ. Two runs on the same seeds
 * also get a comparison page (compare.html): the paired difference in wins, overall and per Ancient One.
 */
public final class Report {
    static final String CHART_JS = "META-INF/resources/webjars/chart.js/4.4.1/dist/chart.umd.js";
    static final String[] LURKER_PARTS = {"cards", "gates", "herald", "burst", "relationships"};
    static final String PAGE_FILE = "report.html", COMPARISON_FILE = "compare.html";
    private static final ObjectMapper JSON = new ObjectMapper();

    private Report() {
    }

    /** A run as a report shows it: its name (its folder's), its settings and its games. */
    record Run(String name, RunSettings settings, List<GameRow> games) {
    }

    /** Writes a run's files into {@code dir} (created if missing): the games that threw are left out of the rows. */
    public static void write(Path dir, RunSettings settings, List<Simulation.GameResult> results) throws IOException {
        Files.createDirectories(dir);
        List<GameRow> rows = results.stream().filter(r -> r.error() == null).map(r -> GameRow.of(r, settings)).toList();
        GameRow.writeCsv(dir.resolve(GameRow.CSV_FILE), rows);
        GameRow.writeJsonl(dir.resolve(GameRow.JSONL_FILE), rows);
        settings.write(dir);
        Files.writeString(dir.resolve(PAGE_FILE), html(List.of(new Run(name(dir), settings, rows))), StandardCharsets.UTF_8);
    }

    /** A run's games and settings, read back from its folder. */
    static Run read(Path dir) throws IOException {
        List<GameRow> rows = GameRow.read(dir);
        return new Run(name(dir), RunSettings.read(dir, rows), rows);
    }

    private static String name(Path dir) {
        Path n = dir.toAbsolutePath().normalize().getFileName();
        return n == null ? dir.toString() : n.toString();
    }

    // ------------------------------------------------------------------ statistics

    /** A win rate with its 95% Wilson score interval. */
    record Rate(String name, int wins, int games, double rate, double low, double high) {
        static Rate of(String name, int wins, int games) {
            if (games == 0) return new Rate(name, 0, 0, 0, 0, 0);
            double z = Paired.Z;
            double p = (double) wins / games;
            double d = 1 + z * z / games;
            double centre = (p + z * z / (2.0 * games)) / d;
            double half = z * Math.sqrt(p * (1 - p) / games + z * z / (4.0 * games * games)) / d;
            return new Rate(name, wins, games, p, Math.max(0, centre - half), Math.min(1, centre + half));
        }

        static Rate of(String name, List<GameRow> games) {
            return of(name, (int) games.stream().filter(GameRow::win).count(), games.size());
        }
    }

    private static String pct(double x) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * x);
    }

    private static String points(double x) {
        return String.format(Locale.ROOT, "%+.1f", 100 * x);
    }

    private static String ci(Rate r) {
        return pct(r.rate()) + " (95% CI " + pct(r.low()) + "–" + pct(r.high()) + ", " + r.games() + " games)";
    }

    private static String interval(Rate r) {
        return r.games() == 0 ? "" : pct(r.low()) + "–" + pct(r.high());
    }

    /** "X is hardest ..., Y easiest ..." for a list of rates with at least one game each. */
    private static String extremes(List<Rate> rates, String what) {
        List<Rate> seen = rates.stream().filter(r -> r.games() > 0).toList();
        if (seen.size() < 2) return "";
        Rate lo = seen.stream().min(Comparator.comparingDouble(Rate::rate)).orElseThrow();
        Rate hi = seen.stream().max(Comparator.comparingDouble(Rate::rate)).orElseThrow();
        if (lo == hi || lo.rate() == hi.rate())
            return "Every " + what + " has the same win rate here, " + pct(hi.rate()) + ".";
        boolean overlap = lo.high() >= hi.low();
        return "Highest: " + hi.name() + ", " + ci(hi) + "; lowest: " + lo.name() + ", " + ci(lo) + "."
                + (overlap ? " Their intervals overlap, so these games do not tell them apart for sure."
                : " Their intervals do not overlap.");
    }

    /** How a game ended, for the chart of endings: wins by how they came, losses by what woke the Ancient One. */
    static String how(GameRow r) {
        return switch (r.outcome()) {
            case WIN_CLOSED_GATES -> "won by closing the gates";
            case WIN_SEALED_GATES -> "won by sealing six gates";
            case WIN_BANISHED -> "won the final battle";
            case LOSS_DEVOURED -> r.awakening() == null ? "lost: devoured" : "lost the final battle (" + r.awakening().text() + ")";
            case LOSS_WINNING_TEAM -> "lost: an investigator joined the winning team";
            case ABANDONED -> "abandoned (no end within the step cap)";
        };
    }

    /** Every ending {@link #how} names, wins first, in a fixed order. */
    private static List<String> endingOrder() {
        List<String> order = new ArrayList<>(List.of("won by closing the gates", "won by sealing six gates", "won the final battle"));
        for (Awakening a : Awakening.values()) order.add("lost the final battle (" + a.text() + ")");
        order.addAll(List.of("lost: devoured", "lost: an investigator joined the winning team", "abandoned (no end within the step cap)"));
        return order;
    }

    /** "won", "lost" or "other" for an ending of {@link #how}. */
    private static String kind(String how) {
        return how.startsWith("won") ? "win" : how.startsWith("lost") ? "loss" : "other";
    }

    /** "150 by closing the gates, 90 by sealing six gates and 26 in the final battle" and the like, for the header. */
    private static String endingsInWords(List<GameRow> games) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (String h : endingOrder()) counts.put(h, 0);
        for (GameRow r : games) counts.merge(how(r), 1, Integer::sum);
        List<String> wins = new ArrayList<>(), losses = new ArrayList<>(), other = new ArrayList<>();
        counts.forEach((h, n) -> {
            if (n == 0) return;
            switch (kind(h)) {
                case "win" -> wins.add(n + " " + h.substring("won ".length()).replace("the final battle", "in the final battle"));
                case "loss" -> losses.add(n + " " + (h.startsWith("lost: ") ? "as " + h.substring("lost: ".length())
                        : "in the final battle (awoke: " + h.substring(h.indexOf('(') + 1)));
                default -> other.add(n + " " + h);
            }
        });
        String s = "Wins: " + (wins.isEmpty() ? "none" : String.join("; ", wins)) + ". Losses: "
                + (losses.isEmpty() ? "none" : String.join("; ", losses)) + ".";
        return other.isEmpty() ? s : s + " " + String.join("; ", other) + ".";
    }

    // ------------------------------------------------------------------ runs pooled by their settings

    /** Games of runs with the same settings (seeds aside), named by their runs ("h4+h2"), or "all games" when there is one. */
    record Series(String name, List<GameRow> games) {
    }

    /**
     * The runs pooled by their settings, the settings named in {@code ignored} aside (those a chart
     * shows along its axis); the runs' table in the header says what sets each apart.
     */
    static List<Series> series(List<Run> runs, Set<String> ignored) {
        Map<Map<String, String>, List<Run>> by = new LinkedHashMap<>();
        for (Run r : runs) {
            Map<String, String> key = new LinkedHashMap<>(r.settings().described());
            key.keySet().removeAll(ignored);
            by.computeIfAbsent(key, k -> new ArrayList<>()).add(r);
        }
        List<Series> out = new ArrayList<>();
        for (List<Run> pooled : by.values()) {
            out.add(new Series(by.size() == 1 ? "all games" : String.join("+", pooled.stream().map(Run::name).toList()),
                    pooled.stream().flatMap(r -> r.games().stream()).toList()));
        }
        return out;
    }

    /** The setting names whose values are not the same in all of these. */
    private static Set<String> differing(java.util.Collection<Map<String, String>> settings) {
        Set<String> differ = new LinkedHashSet<>();
        if (settings.isEmpty()) return differ;
        for (String k : settings.iterator().next().keySet())
            if (settings.stream().map(m -> m.get(k)).distinct().count() > 1) differ.add(k);
        return differ;
    }

    // ------------------------------------------------------------------ the charts

    /**
     * A chart and the table of its numbers; {@code data} is what the page's script draws. A table with
     * many columns goes below its chart ({@link #WIDE} columns or more), the others beside it.
     */
    record Chart(String id, String title, String sentence, ObjectNode data, String table, int height) {
        static final int WIDE = 7;

        boolean wide() {
            int head = table.indexOf("</thead>");
            return table.substring(0, head).split("<th ", -1).length - 1 >= WIDE;
        }
    }

    /** The charts of a page, and those left out with why. */
    static final class Charts {
        final List<Chart> shown = new ArrayList<>();
        final Map<String, String> leftOut = new LinkedHashMap<>();

        ObjectNode add(String id, String title, String type, String sentence, String table, int height) {
            ObjectNode d = JSON.createObjectNode();
            d.put("id", id);
            d.put("type", type);
            shown.add(new Chart(id, title, sentence, d, table, height));
            return d;
        }
    }

    /**
     * Win rate by a grouping of games: {@code groups} gives each game's groups (an investigator's game counts
     * for each of them); series pool the runs by their settings, {@code ignored} aside. Left out with fewer than two groups.
     */
    private static void rateChart(Charts charts, List<Run> runs, String id, String title, String what, String intro,
                                  Function<GameRow, List<String>> groups, Set<String> ignored, boolean sideways) {
        List<Series> series = series(runs, ignored);
        TreeSet<String> all = new TreeSet<>();
        for (Series s : series) for (GameRow r : s.games()) all.addAll(groups.apply(r));
        List<String> labels = new ArrayList<>(all);
        List<List<Rate>> rates = new ArrayList<>();
        for (Series s : series) {
            Map<String, int[]> by = new HashMap<>();
            for (GameRow r : s.games()) {
                for (String g : groups.apply(r)) {
                    int[] c = by.computeIfAbsent(g, x -> new int[2]);
                    c[1]++;
                    if (r.win()) c[0]++;
                }
            }
            List<Rate> row = new ArrayList<>();
            for (String l : labels) {
                int[] c = by.getOrDefault(l, new int[2]);
                row.add(Rate.of(l, c[0], c[1]));
            }
            rates.add(row);
        }
        if (labels.size() < 2) {
            charts.leftOut.put(title, labels.size() == 1 ? "every game had the same " + what + ": " + labels.get(0) : "no games");
            return;
        }
        StringBuilder sentence = new StringBuilder(intro);
        if (series.size() == 1) sentence.append(' ').append(extremes(rates.get(0), what));
        else {
            sentence.append(" One colour per set of runs (the table of runs above says what sets them apart).");
            for (int s = 0; s < series.size(); s++) {
                List<Rate> seen = rates.get(s).stream().filter(r -> r.games() > 0).toList();
                if (seen.size() < 2) continue;
                Rate lo = seen.stream().min(Comparator.comparingDouble(Rate::rate)).orElseThrow();
                Rate hi = seen.stream().max(Comparator.comparingDouble(Rate::rate)).orElseThrow();
                sentence.append(' ').append(series.get(s).name()).append(": highest ").append(hi.name()).append(' ')
                        .append(pct(hi.rate())).append(", lowest ").append(lo.name()).append(' ').append(pct(lo.rate())).append('.');
            }
        }
        List<String> head = new ArrayList<>(List.of(capital(what)));
        if (series.size() > 1) head.add("runs");
        head.addAll(List.of("games", "won", "win rate", "95% interval"));
        List<List<String>> rows = new ArrayList<>();
        for (int k = 0; k < labels.size(); k++) {
            for (int s = 0; s < series.size(); s++) {
                Rate r = rates.get(s).get(k);
                if (r.games() == 0) continue;
                List<String> row = new ArrayList<>(List.of(labels.get(k)));
                if (series.size() > 1) row.add(series.get(s).name());
                row.addAll(List.of(Integer.toString(r.games()), Integer.toString(r.wins()), pct(r.rate()), interval(r)));
                rows.add(row);
            }
        }
        int height = sideways ? Math.max(360, 40 + labels.size() * Math.min(60, 14 + 10 * series.size())) : 360;
        ObjectNode d = charts.add(id, title, "rate", sentence.toString(), table(id, title, head, rows), height);
        d.put("sideways", sideways);
        strings(d.putArray("labels"), labels);
        ArrayNode out = d.putArray("series");
        for (int s = 0; s < series.size(); s++) {
            ObjectNode o = out.addObject();
            o.put("name", series.get(s).name());
            ArrayNode rate = o.putArray("rate"), low = o.putArray("low"), high = o.putArray("high"), games = o.putArray("games");
            for (Rate r : rates.get(s)) {
                if (r.games() == 0) {
                    rate.addNull();
                    low.addNull();
                    high.addNull();
                } else {
                    rate.add(round(100 * r.rate()));
                    low.add(round(100 * r.low()));
                    high.add(round(100 * r.high()));
                }
                games.add(r.games());
            }
        }
    }

    /**
     * Counts per label, one series per set of runs: games (one series) or the share of each series' games
     * (several, which may differ in size). {@code kinds} colours single-series bars (win, loss, other).
     */
    private static ObjectNode barChart(Charts charts, String id, String title, String sentence, String what, List<String> labels,
                                       List<Series> series, List<Map<String, Integer>> counts, List<String> kinds) {
        boolean shares = series.size() > 1;
        List<String> head = new ArrayList<>(List.of(capital(what)));
        if (shares) head.add("runs");
        head.addAll(List.of("games", "share"));
        int[] totals = new int[series.size()];
        for (int s = 0; s < series.size(); s++) totals[s] = counts.get(s).values().stream().mapToInt(Integer::intValue).sum();
        List<List<String>> rows = new ArrayList<>();
        for (String l : labels) {
            for (int s = 0; s < series.size(); s++) {
                int n = counts.get(s).getOrDefault(l, 0);
                if (shares && n == 0) continue;
                List<String> row = new ArrayList<>(List.of(l));
                if (shares) row.add(series.get(s).name());
                row.addAll(List.of(Integer.toString(n), totals[s] == 0 ? "" : pct((double) n / totals[s])));
                rows.add(row);
            }
        }
        // long labels (the endings) read better along the side
        boolean sideways = labels.stream().anyMatch(l -> l.length() > 12);
        int height = sideways ? Math.max(240, 60 + labels.size() * (12 + 16 * series.size())) : 360;
        ObjectNode d = charts.add(id, title, "bars", sentence, table(id, title, head, rows), height);
        d.put("sideways", sideways);
        strings(d.putArray("labels"), labels);
        d.put("yTitle", shares ? "% of games" : "games");
        if (kinds != null) strings(d.putArray("kinds"), kinds);
        ArrayNode out = d.putArray("series");
        for (int s = 0; s < series.size(); s++) {
            ObjectNode o = out.addObject();
            o.put("name", series.get(s).name());
            ArrayNode values = o.putArray("values");
            for (String l : labels) {
                int n = counts.get(s).getOrDefault(l, 0);
                if (shares) values.add(totals[s] == 0 ? 0 : round(100.0 * n / totals[s]));
                else values.add(n);
            }
        }
        return d;
    }

    private static void endings(Charts charts, List<Series> series) {
        List<Map<String, Integer>> counts = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (Series s : series) {
            Map<String, Integer> c = new HashMap<>();
            for (GameRow r : s.games()) c.merge(how(r), 1, Integer::sum);
            seen.addAll(c.keySet());
            counts.add(c);
        }
        List<String> labels = endingOrder().stream().filter(seen::contains).toList();
        if (labels.isEmpty()) {
            charts.leftOut.put("How games ended", "no games");
            return;
        }
        String sentence = "Each game's end: the wins by how they came (closing the last gates, sealing six, or beating the "
                + "Ancient One in the final battle) beside the losses by what woke the Ancient One before the final battle was lost.";
        if (series.size() == 1) {
            Map<String, Integer> c = counts.get(0);
            int n = series.get(0).games().size();
            String top = labels.stream().filter(l -> kind(l).equals("loss")).max(Comparator.comparingInt(c::get))
                    .map(l -> " The most common loss: " + l + ", " + c.get(l) + " of " + n + " games (" + pct((double) c.get(l) / n) + ").")
                    .orElse(" No game was lost.");
            String topWin = labels.stream().filter(l -> kind(l).equals("win")).max(Comparator.comparingInt(c::get))
                    .map(l -> " The most common win: " + l + ", " + c.get(l) + " games.").orElse(" No game was won.");
            sentence += topWin + top;
        } else {
            sentence += " Shares of each set of runs' games, as they differ in size.";
        }
        barChart(charts, "endings", "How games ended", sentence, "ending", labels, series, counts,
                labels.stream().map(Report::kind).toList());
    }

    /** Counts per value, in numeric order, with empty values between filled in. */
    private static void histogram(Charts charts, String id, String title, String what, String sentence, List<Series> series,
                                  Function<GameRow, Integer> value, String emptyWhy) {
        List<Map<String, Integer>> counts = new ArrayList<>();
        int lo = Integer.MAX_VALUE, hi = Integer.MIN_VALUE;
        for (Series s : series) {
            for (GameRow r : s.games()) {
                Integer v = value.apply(r);
                if (v == null) continue;
                lo = Math.min(lo, v);
                hi = Math.max(hi, v);
            }
        }
        if (lo > hi) {
            charts.leftOut.put(title, emptyWhy);
            return;
        }
        for (Series s : series) {
            Map<String, Integer> c = new HashMap<>();
            for (GameRow r : s.games()) {
                Integer v = value.apply(r);
                if (v != null) c.merge(Integer.toString(v), 1, Integer::sum);
            }
            counts.add(c);
        }
        List<String> labels = new ArrayList<>();
        for (int v = lo; v <= hi; v++) labels.add(Integer.toString(v));
        // several series side by side in every column would be a thicket: lines of their shares instead
        barChart(charts, id, title, sentence, what, labels, series, counts, null).put("lines", series.size() > 1);
    }

    /** Mean and standard deviation of doom and terror at the start of each turn, over the games still going. */
    private static void byTurn(Charts charts, List<Series> all) {
        String title = "Doom and terror by turn";
        List<Series> series = new ArrayList<>();
        for (Series s : all) {
            List<GameRow> known = s.games().stream().filter(r -> r.doomByTurn() != null).toList();
            if (!known.isEmpty()) series.add(new Series(s.name(), known));
        }
        if (series.isEmpty()) {
            charts.leftOut.put(title, "the runs' games.jsonl, which holds doom and terror by turn, is missing");
            return;
        }
        List<String> head = new ArrayList<>(List.of("Turn"));
        for (Series s : series) {
            String prefix = series.size() > 1 ? s.name() + ": " : "";
            head.addAll(List.of(prefix + "games going", prefix + "doom (mean ± sd)", prefix + "terror (mean ± sd)"));
        }
        Map<Integer, List<String>> rows = new TreeMap<>();
        ArrayNode out = JSON.createArrayNode();
        int longest = 0;
        double doomAt5 = -1;
        for (int index = 0; index < series.size(); index++) {
            Series s = series.get(index);
            List<GameRow> games = s.games();
            int turns = games.stream().mapToInt(r -> r.doomByTurn().length).max().orElse(0);
            ObjectNode o = out.addObject();
            o.put("name", s.name());
            ArrayNode doomMean = o.putArray("doomMean"), doomSd = o.putArray("doomSd"), terrorMean = o.putArray("terrorMean"),
                    terrorSd = o.putArray("terrorSd"), going = o.putArray("games");
            int t = 0;
            for (; t < turns; t++) {
                double sd = 0, sm = 0, td = 0, tm = 0;
                int k = 0;
                for (GameRow r : games) {
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
                double dm = sm / k, em = tm / k;
                double dsd = Math.sqrt(Math.max(0, sd / k - dm * dm)), esd = Math.sqrt(Math.max(0, td / k - em * em));
                if (t == 5 && series.size() == 1) doomAt5 = dm;
                doomMean.add(round(dm));
                doomSd.add(round(dsd));
                terrorMean.add(round(em));
                terrorSd.add(round(esd));
                going.add(k);
                List<String> row = rows.computeIfAbsent(t, x -> new ArrayList<>());
                while (row.size() < 3 * index) row.add("");
                row.addAll(List.of(Integer.toString(k), String.format(Locale.ROOT, "%.1f ± %.1f", dm, dsd),
                        String.format(Locale.ROOT, "%.1f ± %.1f", em, esd)));
            }
            longest = Math.max(longest, t);
        }
        if (longest == 0) {
            charts.leftOut.put(title, "too few games to follow a turn");
            return;
        }
        List<List<String>> tableRows = new ArrayList<>();
        rows.forEach((t, r) -> {
            List<String> row = new ArrayList<>(List.of(t == 0 ? "setup" : "turn " + t));
            row.addAll(r);
            while (row.size() < head.size()) row.add("");
            tableRows.add(row);
        });
        String sentence = "Mean doom and terror level at the start of each turn over the games still going then "
                + "(while at least 2% of them are)" + (series.size() == 1 ? "; the shaded band is one standard deviation either side."
                : "; one colour per set of runs, terror dashed; the table gives the standard deviations.")
                + (doomAt5 >= 0 ? String.format(Locale.ROOT, " At the start of turn 5 the doom track holds %.1f tokens on average.", doomAt5) : "");
        ObjectNode d = charts.add("doom", title, "turns", sentence, table("doom", title, head, tableRows), 360);
        ArrayNode labels = d.putArray("labels");
        for (int t = 0; t < longest; t++) labels.add(t == 0 ? "setup" : "turn " + t);
        d.set("series", out);
    }

    /**
     * The win rate with each Lurker part on and off, within the runs that switch the parts at random per
     * game (--lurker random): in other runs a part is on or off with everything else that sets the run apart.
     */
    private static void lurker(Charts charts, List<Run> runs) {
        String title = "Effect of each Lurker part on the win rate";
        List<Series> random = series(runs.stream().filter(r -> r.settings().lurker().equals("random")).toList(), Set.of());
        if (random.size() > 1) {
            charts.leftOut.put(title, "the runs with Lurker parts at random per game (" + String.join(", ", random.stream()
                    .map(Series::name).toList()) + ") differ in other settings too: write a report of each");
            return;
        }
        List<GameRow> games = random.isEmpty() ? List.of() : random.get(0).games();
        List<Rate[]> rates = new ArrayList<>();
        StringBuilder facts = new StringBuilder();
        for (String part : LURKER_PARTS) {
            List<GameRow> on = new ArrayList<>(), off = new ArrayList<>();
            for (GameRow r : games) (List.of(r.lurker().split(",")).contains(part) ? on : off).add(r);
            if (on.isEmpty() || off.isEmpty()) continue;
            Rate a = Rate.of(part, on), b = Rate.of(part, off);
            rates.add(new Rate[] {a, b});
            facts.append(String.format(Locale.ROOT, " %s: %s on, %s off.", part, pct(a.rate()), pct(b.rate())));
        }
        if (rates.isEmpty()) {
            charts.leftOut.put(title, "no run switched the parts at random per game (--lurker random)");
            return;
        }
        List<List<String>> rows = new ArrayList<>();
        for (Rate[] r : rates) {
            rows.add(List.of(r[0].name(), Integer.toString(r[0].games()), pct(r[0].rate()), interval(r[0]),
                    Integer.toString(r[1].games()), pct(r[1].rate()), interval(r[1])));
        }
        String table = table("lurker", title, List.of("Part", "games on", "win rate on", "95% interval on", "games off",
                "win rate off", "95% interval off"), rows);
        ObjectNode d = charts.add("lurker", title, "lurker", "Win rate of games with each part of The Lurker at the Threshold "
                + "switched on and off, with 95% intervals." + facts, table, 360);
        ArrayNode labels = d.putArray("labels");
        ArrayNode[] on = {d.putArray("onRate"), d.putArray("onLow"), d.putArray("onHigh")};
        ArrayNode[] off = {d.putArray("offRate"), d.putArray("offLow"), d.putArray("offHigh")};
        for (Rate[] r : rates) {
            labels.add(r[0].name());
            add(on, r[0]);
            add(off, r[1]);
        }
    }

    private static void add(ArrayNode[] into, Rate r) {
        into[0].add(round(100 * r.rate()));
        into[1].add(round(100 * r.low()));
        into[2].add(round(100 * r.high()));
    }

    private static double round(double x) {
        return Math.round(x * 100) / 100.0;
    }

    private static void strings(ArrayNode into, List<String> values) {
        values.forEach(into::add);
    }

    private static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    // ------------------------------------------------------------------ the report page

    /** The report of one run, or of several combined. */
    static String html(List<Run> runs) {
        List<GameRow> games = runs.stream().flatMap(r -> r.games().stream()).toList();
        Charts charts = new Charts();
        List<Series> pooled = series(runs, Set.of());
        endings(charts, pooled);
        rateChart(charts, runs, "ao", "Win rate by Ancient One", "Ancient One",
                "Share of games won against each Ancient One; the bar spans the 95% confidence interval (Wilson), the dot is the rate.",
                r -> List.of(r.ancientOne()), Set.of(RunSettings.ANCIENT_ONE), false);
        rateChart(charts, runs, "inv", "Win rate by investigator", "investigator",
                "Share of the games each investigator took part in that were won (a game counts for every investigator in it), with 95% intervals.",
                r -> r.investigators().stream().distinct().toList(), Set.of(), true);
        runLevel(charts, runs, "players", "Win rate by number of players", "number of players", RunSettings.PLAYERS,
                RunSettings::playersText, "Share of games won for each number of investigators, with 95% intervals.");
        runLevel(charts, runs, "agent", "Win rate by agent", "agent", RunSettings.AGENT, RunSettings::agentText,
                "Share of games won by each agent (with the search's budget), with 95% intervals.");
        runLevel(charts, runs, "expansions", "Win rate by expansions", "set of expansions", RunSettings.LURKER,
                RunSettings::expansionsText, "Share of games won with each set of expansions and parts, with 95% intervals.");
        runLevel(charts, runs, "faq", "Win rate by FAQ rulings", "FAQ rulings", RunSettings.FAQ, s -> s.faq(),
                "Share of games won under each set of the FAQ's rulings, with 95% intervals.");
        runLevel(charts, runs, "build", "Win rate by build", "build", RunSettings.BUILD, s -> Build.shortly(s.commit()),
                "Share of games won by each build of the program, with 95% intervals.");
        lurker(charts, runs);
        List<String> means = new ArrayList<>();
        for (Series s : pooled) {
            means.add((pooled.size() == 1 ? "" : s.name() + " ") + String.format(Locale.ROOT, "%.1f",
                    s.games().stream().mapToInt(GameRow::turns).average().orElse(0)));
        }
        histogram(charts, "length", "Game length (turns)", "turns", "How many turns games lasted"
                + (pooled.size() == 1 ? "" : ", as a share of each set of runs' games") + ". Mean turns: " + String.join(", ", means)
                + ".", pooled, GameRow::turns, "no games");
        List<Integer> scores = games.stream().map(GameRow::score).filter(java.util.Objects::nonNull).toList();
        histogram(charts, "score", "Score of won games", "score", "The score of each won game (rulebook p.12: doom track minus "
                + "terror, plus trophies and survivors). " + scores.size() + " won games, mean score "
                + String.format(Locale.ROOT, "%.1f", scores.stream().mapToInt(Integer::intValue).average().orElse(0)) + ".",
                pooled, GameRow::score, "no game was won, so there is no score");
        byTurn(charts, pooled);

        StringBuilder body = new StringBuilder();
        int wins = (int) games.stream().filter(GameRow::win).count();
        Rate all = Rate.of("all", wins, games.size());
        String title;
        if (runs.size() == 1) {
            RunSettings s = runs.get(0).settings();
            title = "Arkham Horror simulation: " + games.size() + " games, agent " + s.agentText() + ", " + s.playersText()
                    + ", " + s.expansionsText();
            body.append("<p class=\"summary\">Won ").append(wins).append(" of ").append(games.size()).append(": ")
                    .append(escape(ci(all))).append(". ").append(escape(endingsInWords(games)))
                    .append(s.threw() == 0 ? "" : " " + s.threw() + " game(s) threw and are left out.").append("</p>\n");
            body.append(settingsTable(runs.get(0), games));
        } else {
            title = "Arkham Horror simulations: " + runs.size() + " runs, " + games.size() + " games";
            body.append("<p class=\"summary\">Runs with the same settings (seeds aside) are pooled; the charts compare the "
                    + "settings that differ, marked in the table. Over all games: won ").append(wins).append(" of ")
                    .append(games.size()).append(", ").append(escape(ci(all))).append(".</p>\n");
            body.append(runsTable(runs));
            for (String w : overlaps(runs)) body.append("<p class=\"warning\">").append(escape(w)).append("</p>\n");
        }
        body.append(provenance(runs));
        return page(title, body, charts);
    }

    /** A chart of win rate by a setting that is the same for a whole run: its value on the axis, the other settings as series. */
    private static void runLevel(Charts charts, List<Run> runs, String id, String title, String what, String setting,
                                 Function<RunSettings, String> value, String intro) {
        Map<GameRow, String> of = new java.util.IdentityHashMap<>();
        for (Run r : runs) for (GameRow g : r.games()) of.put(g, value.apply(r.settings()));
        Set<String> ignored = setting.equals(RunSettings.LURKER) ? Set.of(RunSettings.LURKER, RunSettings.DUNWICH) : Set.of(setting);
        rateChart(charts, runs, id, title, what, intro, g -> List.of(of.get(g)), ignored, false);
    }

    /** Warnings for runs with the same settings that played some of the same seeds: those games count twice. */
    private static List<String> overlaps(List<Run> runs) {
        List<String> out = new ArrayList<>();
        for (int a = 0; a < runs.size(); a++) {
            for (int b = a + 1; b < runs.size(); b++) {
                RunSettings x = runs.get(a).settings(), y = runs.get(b).settings();
                if (!x.described().equals(y.described())) continue;
                if (x.firstSeed() <= y.lastSeed() && y.firstSeed() <= x.lastSeed())
                    out.add("Runs " + runs.get(a).name() + " and " + runs.get(b).name() + " have the same settings and share seeds: "
                            + "the games of those seeds are counted twice.");
            }
        }
        return out;
    }

    /** The header of a single run: every setting it was played with. */
    private static String settingsTable(Run run, List<GameRow> games) {
        RunSettings s = run.settings();
        Map<String, String> d = s.described();
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("games", s.games() + " (" + s.seedsText() + ")"
                + (s.threw() == 0 ? "" : "; " + s.threw() + " threw and are left out")));
        for (String k : List.of(RunSettings.AGENT, RunSettings.PLAYERS, RunSettings.ANCIENT_ONE)) rows.add(List.of(k, d.get(k)));
        rows.add(List.of("expansions", s.expansionsText()));
        for (String k : List.of(RunSettings.LURKER, RunSettings.DUNWICH, RunSettings.FAQ, RunSettings.PACKS)) rows.add(List.of(k, d.get(k)));
        rows.add(List.of("unverified components used", unverified(games)));
        if (!s.dunwich().equals("none") && !s.dunwich().equals(RunSettings.NOT_RECORDED)) {
            long with = games.stream().filter(g -> g.dunwichHorror() > 0).count();
            rows.add(List.of("the Dunwich Horror appeared", "in " + with + " of " + games.size() + " games ("
                    + pct(games.isEmpty() ? 0 : (double) with / games.size()) + ")"));
        }
        rows.add(List.of(RunSettings.BUILD, buildText(s)));
        rows.add(List.of(RunSettings.STEP_CAP, d.get(RunSettings.STEP_CAP)));
        StringBuilder t = new StringBuilder("<table id=\"settings\" class=\"settings\"><caption>Settings of this run</caption><tbody>\n");
        for (List<String> r : rows)
            t.append("<tr><th scope=\"row\">").append(escape(capital(r.get(0)))).append("</th><td>").append(escape(r.get(1))).append("</td></tr>\n");
        return t.append("</tbody></table>\n").toString();
    }

    /** The build, short and in full: "614b4f4 with uncommitted changes (commit 614b4f4...-dirty)". */
    private static String buildText(RunSettings s) {
        String shortly = Build.shortly(s.commit());
        return shortly.equals(s.commit()) ? shortly : shortly + " (commit " + s.commit() + ")";
    }

    private static String unverified(List<GameRow> games) {
        TreeSet<String> names = new TreeSet<>();
        for (GameRow g : games) names.addAll(g.unverified());
        return names.isEmpty() ? "none" : String.join(", ", names);
    }

    /** The header of a combined report: one row per run, the settings that differ between runs marked. */
    private static String runsTable(List<Run> runs) {
        List<Map<String, String>> described = runs.stream().map(r -> r.settings().described()).toList();
        Set<String> differ = differing(described);
        List<String> settings = new ArrayList<>(described.get(0).keySet());
        StringBuilder t = new StringBuilder("<table id=\"settings\" class=\"runs\"><caption>The runs (settings that differ between them are marked ◆)</caption>\n<thead><tr>");
        List<String> head = new ArrayList<>(List.of("run", "games", "won", "win rate (95% interval)", "seeds"));
        for (String k : settings) head.add(k + (differ.contains(k) ? " ◆" : ""));
        head.add("unverified components used");
        for (String h : head) t.append("<th scope=\"col\">").append(escape(capital(h))).append("</th>");
        t.append("</tr></thead><tbody>\n");
        for (int k = 0; k < runs.size(); k++) {
            Run r = runs.get(k);
            Rate rate = Rate.of(r.name(), r.games());
            t.append("<tr><th scope=\"row\">").append(escape(r.name())).append("</th>");
            List<String> cells = new ArrayList<>(List.of(Integer.toString(r.games().size()), Integer.toString(rate.wins()),
                    pct(rate.rate()) + " (" + interval(rate) + ")", r.settings().seedsText()));
            for (String s : settings) cells.add(described.get(k).get(s));
            long unverified = r.games().stream().flatMap(g -> g.unverified().stream()).distinct().count();
            cells.add(unverified == 0 ? "none" : unverified + " (listed below)");
            for (int c = 0; c < cells.size(); c++) {
                boolean marked = c >= 4 && c - 4 < settings.size() && differ.contains(settings.get(c - 4));
                t.append(marked ? "<td class=\"differs\">" : "<td>").append(escape(cells.get(c))).append("</td>");
            }
            t.append("</tr>\n");
        }
        return t.append("</tbody></table>\n").toString();
    }

    /** The content packs and components no source confirms, each run's (the same notes once). */
    private static String provenance(List<Run> runs) {
        Map<String, List<String>> notes = new LinkedHashMap<>();
        for (Run r : runs) for (String n : r.settings().notes()) notes.computeIfAbsent(n, k -> new ArrayList<>()).add(r.name());
        if (notes.isEmpty()) return "";
        StringBuilder b = new StringBuilder("<div id=\"provenance\"><p><b>Content these games use that no source confirms, and packs:</b></p><ul>");
        notes.forEach((n, who) -> b.append("<li>").append(escape(n))
                .append(runs.size() > 1 && who.size() < runs.size() ? " (" + escape(String.join(", ", who)) + ")" : "").append("</li>"));
        return b.append("</ul></div>\n").toString();
    }

    // ------------------------------------------------------------------ the comparison page

    /** The comparison of two runs on the seeds both played, or null when they share fewer than two. */
    static String comparison(Run a, Run b) {
        Map<Long, GameRow> bySeed = new HashMap<>();
        for (GameRow g : b.games()) bySeed.put(g.seed(), g);
        List<GameRow[]> pairs = new ArrayList<>();
        for (GameRow g : a.games()) {
            GameRow other = bySeed.get(g.seed());
            if (other != null) pairs.add(new GameRow[] {g, other});
        }
        if (pairs.size() < 2) return null;
        Paired overall = Paired.of("all seeds", pairs.stream().map(p -> new boolean[] {p[0].win(), p[1].win()}).toList());
        Map<String, List<boolean[]>> byAo = new TreeMap<>();
        int otherAo = 0;
        for (GameRow[] p : pairs) {
            byAo.computeIfAbsent(p[0].ancientOne(), k -> new ArrayList<>()).add(new boolean[] {p[0].win(), p[1].win()});
            if (!p[0].ancientOne().equals(p[1].ancientOne())) otherAo++;
        }
        List<Paired> rows = new ArrayList<>(List.of(overall));
        byAo.forEach((ao, ps) -> rows.add(Paired.of(ao, ps)));

        Charts charts = new Charts();
        String names = "A is " + a.name() + ", B is " + b.name() + ".";
        List<List<String>> table = new ArrayList<>();
        for (Paired p : rows) {
            table.add(List.of(p.name(), Integer.toString(p.seeds()), p.winsA() + " (" + pct((double) p.winsA() / p.seeds()) + ")",
                    p.winsB() + " (" + pct((double) p.winsB() / p.seeds()) + ")", Integer.toString(p.onlyA()), Integer.toString(p.onlyB()),
                    points(p.difference()), p.seeds() < 2 ? "" : points(p.low()) + " to " + points(p.high())));
        }
        String tableHtml = table("diff", "Paired difference", List.of("Ancient One", "seeds", "A won", "B won", "only A", "only B",
                "B − A (points)", "95% interval"), table);
        ObjectNode d = charts.add("diff", "Paired difference B − A, overall and by Ancient One", "diff",
                "Wins of B minus wins of A on the same seeds, in points of win rate, with the paired 95% interval (bar). " + names
                        + " An interval that does not cross zero is a difference these seeds show; one that does is not.",
                tableHtml, Math.max(300, 60 + 34 * rows.size()));
        ArrayNode labels = d.putArray("labels"), diff = d.putArray("diff"), low = d.putArray("low"), high = d.putArray("high");
        for (Paired p : rows) {
            labels.add(p.name() + " (" + p.seeds() + ")");
            diff.add(round(100 * p.difference()));
            if (p.seeds() < 2) {
                low.addNull();
                high.addNull();
            } else {
                low.add(round(100 * p.low()));
                high.add(round(100 * p.high()));
            }
        }
        List<Series> sides = List.of(new Series("A: " + a.name(), pairs.stream().map(p -> p[0]).toList()),
                new Series("B: " + b.name(), pairs.stream().map(p -> p[1]).toList()));
        endings(charts, sides);

        StringBuilder body = new StringBuilder();
        String verdict = overall.low() > 0 ? "B wins more often: the interval lies above zero."
                : overall.high() < 0 ? "A wins more often: the interval lies below zero."
                : "These seeds do not tell them apart: the interval includes zero.";
        body.append("<p class=\"summary\">").append(escape(names)).append(" On the ").append(overall.seeds())
                .append(" seeds both played, A won ").append(overall.winsA()).append(" (").append(pct((double) overall.winsA() / overall.seeds()))
                .append("), B won ").append(overall.winsB()).append(" (").append(pct((double) overall.winsB() / overall.seeds()))
                .append("): B − A is <b>").append(points(overall.difference())).append(" points</b> (95% interval ")
                .append(points(overall.low())).append(" to ").append(points(overall.high())).append("); only A won ")
                .append(overall.onlyA()).append(" seeds, only B ").append(overall.onlyB()).append(". ").append(escape(verdict))
                .append(otherAo == 0 ? "" : " The two runs met different Ancient Ones on " + otherAo
                        + " seeds (their setups differ); the table goes by A's.").append("</p>\n");
        body.append(sideBySide(a, b));
        body.append(provenance(List.of(a, b)));
        return page("Arkham Horror: " + b.name() + " against " + a.name() + " on the same seeds", body, charts);
    }

    /** Both runs' settings in two columns, the differences marked. */
    private static String sideBySide(Run a, Run b) {
        Map<String, String> x = new LinkedHashMap<>(), y = new LinkedHashMap<>();
        for (var e : List.of(Map.entry(a, x), Map.entry(b, y))) {
            RunSettings s = e.getKey().settings();
            Rate all = Rate.of("", e.getKey().games());
            e.getValue().put("games in the run", e.getKey().games().size() + " (" + s.seedsText() + ")");
            e.getValue().put("won in the run", all.wins() + " (" + pct(all.rate()) + ")");
            e.getValue().putAll(s.described());
            e.getValue().put(RunSettings.BUILD, buildText(s));
            e.getValue().put("unverified components used", unverified(e.getKey().games()));
        }
        StringBuilder t = new StringBuilder("<table id=\"settings\" class=\"runs\"><caption>The two runs (settings that differ are marked ◆)</caption>\n<thead><tr>"
                + "<th scope=\"col\">Setting</th><th scope=\"col\">A: " + escape(a.name()) + "</th><th scope=\"col\">B: "
                + escape(b.name()) + "</th></tr></thead><tbody>\n");
        x.forEach((k, v) -> {
            boolean differs = !k.endsWith("in the run") && !v.equals(y.get(k));
            String cell = differs ? "<td class=\"differs\">" : "<td>";
            t.append("<tr><th scope=\"row\">").append(escape(capital(k))).append(differs ? " ◆" : "").append("</th>").append(cell)
                    .append(escape(v)).append("</td>").append(cell).append(escape(y.get(k))).append("</td></tr>\n");
        });
        return t.append("</tbody></table>\n").toString();
    }

    // ------------------------------------------------------------------ HTML

    /** A table of a chart's numbers: the first column heads its row. */
    private static String table(String id, String title, List<String> head, List<List<String>> rows) {
        StringBuilder t = new StringBuilder("<table id=\"table-" + id + "\"><caption>" + escape(title) + ": the numbers</caption><thead><tr>");
        for (String h : head) t.append("<th scope=\"col\">").append(escape(h)).append("</th>");
        t.append("</tr></thead><tbody>");
        for (List<String> r : rows) {
            t.append("<tr><th scope=\"row\">").append(escape(r.get(0))).append("</th>");
            for (int k = 1; k < r.size(); k++) t.append("<td>").append(escape(r.get(k))).append("</td>");
            t.append("</tr>");
        }
        return t.append("</tbody></table>").toString();
    }

    private static String page(String title, StringBuilder body, Charts charts) {
        ObjectNode data = JSON.createObjectNode();
        ArrayNode list = data.putArray("charts");
        if (!charts.shown.isEmpty()) {
            body.append("<nav><b>Charts:</b> ");
            for (Chart c : charts.shown)
                body.append("<a href=\"#section-").append(c.id()).append("\">").append(escape(c.title())).append("</a> ");
            body.append("</nav>\n");
        }
        for (Chart c : charts.shown) {
            list.add(c.data());
            body.append("<section id=\"section-").append(c.id()).append("\"><h2>").append(escape(c.title())).append("</h2>\n")
                    .append("<p class=\"what\">").append(escape(c.sentence())).append("</p>\n<div class=\"pair")
                    .append(c.wide() ? " wide" : "").append("\">")
                    .append("<div class=\"chart\" style=\"height:").append(c.height()).append("px\"><canvas id=\"chart-").append(c.id())
                    .append("\" role=\"img\" aria-label=\"").append(escape(c.title())).append(" (chart; its numbers are in the table beside it)\"")
                    .append(" aria-describedby=\"table-").append(c.id()).append("\"></canvas></div>")
                    .append("<div class=\"numbers\" tabindex=\"0\" role=\"region\" aria-label=\"").append(escape(c.title()))
                    .append(": the numbers\" style=\"max-height:").append(Math.max(360, c.height())).append("px\">")
                    .append(c.table()).append("</div></div></section>\n");
        }
        if (!charts.leftOut.isEmpty()) {
            body.append("<section id=\"left-out\"><h2>Not shown</h2><p class=\"what\">Charts with nothing to show here:</p><ul>");
            charts.leftOut.forEach((t, why) -> body.append("<li>").append(escape(t)).append(": ").append(escape(why)).append("</li>"));
            body.append("</ul></section>\n");
        }
        try {
            return PAGE.replace("%TITLE%", escape(title)).replace("%BODY%", body)
                    .replace("%DATA%", JSON.writeValueAsString(data).replace("</", "<\\/"))
                    .replace("%CHARTJS%", resource(CHART_JS).replace("</script", "<\\/script"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
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
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    private static final String PAGE = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>%TITLE%</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 1400px; padding: 0 1em; color: #222; }
            section { margin: 2.5em 0; }
            p.what { color: #444; max-width: 70em; }
            .pair { display: grid; grid-template-columns: minmax(0, 7fr) minmax(0, 5fr); gap: 1.5em; align-items: start; }
            .pair.wide { grid-template-columns: minmax(0, 1fr); }
            .pair.wide .numbers { justify-self: start; max-width: 100%; }
            @media (max-width: 900px) { .pair { grid-template-columns: minmax(0, 1fr); } }
            .chart { position: relative; min-height: 300px; }
            .numbers { overflow: auto; border: 1px solid #ddd; }
            .numbers:focus { outline: 2px solid #3670bd; }
            table { border-collapse: collapse; font-size: 0.9em; }
            caption { text-align: left; font-weight: bold; padding: .3em .4em; }
            th, td { padding: .2em .6em; border-bottom: 1px solid #e4e4e4; text-align: left; vertical-align: top; }
            .numbers td { text-align: right; white-space: nowrap; }
            .numbers thead th { position: sticky; top: 0; background: #f4f4f4; }
            .numbers tbody th { min-width: 5em; }
            table.settings th { width: 16em; }
            table.runs { display: block; overflow-x: auto; }
            td.differs { background: #fff3c4; font-weight: bold; }
            .warning { color: #8a2b00; }
            nav { margin: 1em 0; }
            nav a { margin-right: .8em; }
            #provenance { background: #fff6e0; border-left: 4px solid #c80; padding: .2em 1em; margin-top: 1em; }
            </style>
            <script>%CHARTJS%</script>
            </head>
            <body>
            <h1>%TITLE%</h1>
            %BODY%
            <script>
            const DATA = %DATA%;
            let drawn = 0;
            const palette = ['54, 112, 189', '200, 90, 40', '60, 150, 90', '140, 80, 170', '190, 150, 30', '90, 90, 90', '30, 160, 170', '200, 60, 120'];
            const fill = i => 'rgba(' + palette[i % palette.length] + ', 0.35)', solid = i => 'rgb(' + palette[i % palette.length] + ')';
            const kindColour = { win: 'rgba(60, 150, 90, 0.6)', loss: 'rgba(200, 70, 50, 0.5)', other: 'rgba(120, 120, 120, 0.5)' };
            // the axis ends a little above the highest interval, so low win rates stay readable
            function percentAxis(highs, title) {
              const top = Math.max(5, ...highs.filter(x => Number.isFinite(x))) * 1.15;
              const step = top > 20 ? 10 : 5;
              return { min: 0, max: Math.min(100, Math.ceil(top / step) * step), title: { display: true, text: title || 'win rate (%)' } };
            }
            // the win rate as a dot on its interval's bar, wherever the bar is drawn
            const dots = { id: 'dots', afterDatasetsDraw(chart) {
              const ctx = chart.ctx, sideways = chart.options.indexAxis === 'y';
              const scale = sideways ? chart.scales.x : chart.scales.y;
              chart.data.datasets.forEach((d, i) => {
                if (!d.rates || !chart.isDatasetVisible(i)) return;
                chart.getDatasetMeta(i).data.forEach((bar, k) => {
                  if (d.rates[k] === null || d.rates[k] === undefined) return;
                  const at = scale.getPixelForValue(d.rates[k]);
                  ctx.save(); ctx.fillStyle = d.dot; ctx.beginPath();
                  ctx.arc(sideways ? at : bar.x, sideways ? bar.y : at, 4.5, 0, 2 * Math.PI); ctx.fill(); ctx.restore();
                });
              });
            } };
            function config(c) {
              const base = { animation: false, maintainAspectRatio: false, skipNull: true };
              if (c.type === 'rate') {
                const single = c.series.length === 1;
                const sets = c.series.map((s, i) => ({ label: single ? '95% interval (the dot: win rate)' : s.name,
                  data: c.labels.map((_, k) => s.low[k] === null ? null : [s.low[k], s.high[k]]), rates: s.rate, dot: solid(i),
                  backgroundColor: fill(i), borderColor: solid(i), borderWidth: 1, maxBarThickness: 56 }));
                const axis = percentAxis(c.series.flatMap(s => s.high));
                return { type: 'bar', data: { labels: c.labels, datasets: sets }, plugins: [dots],
                  options: Object.assign(base, { indexAxis: c.sideways ? 'y' : 'x', scales: c.sideways ? { x: axis } : { y: axis },
                    plugins: { tooltip: { callbacks: { label: it => (single ? '' : c.series[it.datasetIndex].name + ': ')
                      + c.series[it.datasetIndex].rate[it.dataIndex] + '% (95% interval ' + it.raw[0] + '–' + it.raw[1] + '%, '
                      + c.series[it.datasetIndex].games[it.dataIndex] + ' games)' } } } }) };
              }
              if (c.type === 'turns') {
                const sets = [];
                const single = c.series.length === 1;
                c.series.forEach((s, i) => {
                  const name = single ? '' : s.name + ': ';
                  if (single) {
                    sets.push({ label: 'doom − sd', data: s.doomMean.map((m, k) => m - s.doomSd[k]), borderWidth: 0, pointRadius: 0, fill: false });
                    sets.push({ label: 'doom + sd', data: s.doomMean.map((m, k) => m + s.doomSd[k]), borderWidth: 0, pointRadius: 0, fill: '-1', backgroundColor: fill(0) });
                  }
                  sets.push({ label: name + 'doom (mean)', data: s.doomMean, borderColor: solid(single ? 0 : i), backgroundColor: solid(single ? 0 : i) });
                  if (single) {
                    sets.push({ label: 'terror − sd', data: s.terrorMean.map((m, k) => m - s.terrorSd[k]), borderWidth: 0, pointRadius: 0, fill: false });
                    sets.push({ label: 'terror + sd', data: s.terrorMean.map((m, k) => m + s.terrorSd[k]), borderWidth: 0, pointRadius: 0, fill: '-1', backgroundColor: fill(1) });
                  }
                  sets.push({ label: name + 'terror (mean)', data: s.terrorMean, borderDash: [6, 4], borderColor: solid(single ? 1 : i), backgroundColor: solid(single ? 1 : i) });
                });
                return { type: 'line', data: { labels: c.labels, datasets: sets },
                  options: Object.assign(base, { plugins: { legend: { labels: { filter: item => item.text.includes('mean') } } } }) };
              }
              if (c.type === 'lurker') return { type: 'bar', plugins: [dots], data: { labels: c.labels, datasets: [
                  { label: 'part on: 95% interval (the dot: win rate)', data: c.labels.map((_, i) => [c.onLow[i], c.onHigh[i]]), rates: c.onRate, dot: solid(0), backgroundColor: fill(0), borderColor: solid(0), borderWidth: 1 },
                  { label: 'part off: 95% interval (the dot: win rate)', data: c.labels.map((_, i) => [c.offLow[i], c.offHigh[i]]), rates: c.offRate, dot: solid(1), backgroundColor: fill(1), borderColor: solid(1), borderWidth: 1 } ] },
                options: Object.assign(base, { scales: { y: percentAxis(c.onHigh.concat(c.offHigh)) } }) };
              if (c.type === 'diff') {
                const ends = c.low.concat(c.high, c.diff).filter(x => x !== null);
                const reach = Math.ceil(Math.max(5, ...ends.map(Math.abs)) * 1.1 / 10) * 10;
                return { type: 'bar', plugins: [dots], data: { labels: c.labels, datasets: [
                    { label: 'paired 95% interval of B − A (the dot: B − A)', data: c.labels.map((_, i) => c.low[i] === null ? [c.diff[i], c.diff[i]] : [c.low[i], c.high[i]]),
                      rates: c.diff, dot: solid(0), backgroundColor: fill(0), borderColor: solid(0), borderWidth: 1 } ] },
                  options: Object.assign(base, { indexAxis: 'y', scales: { x: { min: -reach, max: reach,
                    title: { display: true, text: 'B − A, points of win rate' },
                    grid: { color: ctx => ctx.tick && ctx.tick.value === 0 ? '#000' : 'rgba(0, 0, 0, 0.1)' } } } }) };
              }
              const single = c.series.length === 1;
              return { type: c.lines ? 'line' : 'bar', data: { labels: c.labels, datasets: c.series.map((s, i) => ({ label: single ? c.yTitle : s.name, data: s.values,
                  backgroundColor: single && c.kinds ? c.kinds.map(k => kindColour[k]) : fill(i), borderColor: single && c.kinds ? '#444' : solid(i), borderWidth: 1 })) },
                options: Object.assign(base, { indexAxis: c.sideways ? 'y' : 'x', plugins: { legend: { display: !single } },
                  scales: { [c.sideways ? 'x' : 'y']: { beginAtZero: true, ticks: { precision: c.yTitle === 'games' ? 0 : undefined },
                    title: { display: true, text: c.yTitle } } } }) };
            }
            for (const c of DATA.charts) {
              const canvas = document.getElementById('chart-' + c.id);
              const chart = new Chart(canvas, config(c));
              // what was drawn, for the browser test: values other than gaps over all datasets
              canvas.dataset.points = String(chart.data.datasets.reduce((n, d) => n + d.data.filter(x => x !== null && x !== undefined).length, 0));
              drawn++;
            }
            document.body.dataset.chartsDrawn = String(drawn);
            </script>
            </body>
            </html>
            """;
}
