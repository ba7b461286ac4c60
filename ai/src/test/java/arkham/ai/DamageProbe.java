package arkham.ai;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.Setup;

import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A measuring tool, not a test: Sanity and Stamina lost in heuristic games, by phase and by the check made just before. */
public final class DamageProbe {
    private DamageProbe() {
    }

    private static final Pattern LOSES = Pattern.compile(".* loses (\\d+) (Sanity|Stamina).*");
    private static final Pattern CHECK = Pattern.compile(".* makes an? ([A-Za-z]+).*");

    public static void main(String[] args) {
        int games = Integer.parseInt(args[0]);
        long first = Long.parseLong(args[1]);
        var content = ContentLoader.core();
        Map<String, Integer> causes = new TreeMap<>();
        for (long seed = first; seed < first + games; seed++) {
            Game g = Game.create(content, Setup.random(4, seed), true);
            HeuristicAgent a = new HeuristicAgent();
            String check = "";
            for (int n = 0; n < 200_000; n++) {
                Question q = g.question();
                for (var e : g.drainEvents()) {
                    String t = e.text();
                    Matcher c = CHECK.matcher(t);
                    if (c.matches()) check = c.group(1);
                    Matcher m = LOSES.matcher(t);
                    if (m.matches() && !g.awakened) causes.merge(g.phase + " " + check + " " + m.group(2), Integer.parseInt(m.group(1)), Integer::sum);
                    if (t.contains("knocked out") || t.contains("unconscious") || t.contains("insane") || t.contains("lost in time")) causes.merge(g.phase + " !! " + t.replaceAll(".* (is|are|goes|go) ", ""), 1, Integer::sum);
                }
                if (q == null) break;
                g.answer(q.id(), q.player(), a.choose(g, q));
            }
        }
        causes.entrySet().stream().sorted((x, y) -> y.getValue() - x.getValue()).limit(30)
                .forEach(e -> System.out.printf("%6.2f %s%n", (double) e.getValue() / games, e.getKey()));
    }
}
