package arkham.ai;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.Setup;

import java.util.Map;
import java.util.TreeMap;

/** A measuring tool, not a test: where the doom tokens of heuristic games come from (the event before each, and the Mythos card in play). */
public final class DoomProbe {
    private DoomProbe() {
    }

    public static void main(String[] args) {
        int games = Integer.parseInt(args[0]);
        long first = Long.parseLong(args[1]);
        var content = ContentLoader.core();
        Map<String, Integer> causes = new TreeMap<>();
        for (long seed = first; seed < first + games; seed++) {
            Game g = Game.create(content, Setup.random(4, seed), true);
            HeuristicAgent a = new HeuristicAgent();
            String mythos = "";
            String prev = "";
            for (int n = 0; n < 200_000; n++) {
                Question q = g.question();
                for (var e : g.drainEvents()) {
                    String t = e.text();
                    if (t.startsWith("Mythos:")) mythos = t;
                    if (t.startsWith("Doom token added") && !g.awakened) {
                        String[] w = prev.split(" ");
                        String key = w.length > 4 ? w[0] + " " + w[1] + " " + w[2] + " " + w[3] : prev;
                        key = prev.startsWith("Mythos:") ? "gate (mythos)" : key + " | " + mythos;
                        causes.merge(key.length() > 90 ? key.substring(0, 90) : key, 1, Integer::sum);
                    }
                    prev = t;
                }
                if (q == null) break;
                g.answer(q.id(), q.player(), a.choose(g, q));
            }
        }
        causes.entrySet().stream().sorted((x, y) -> y.getValue() - x.getValue()).limit(40)
                .forEach(e -> System.out.printf("%6.2f %s%n", (double) e.getValue() / games, e.getKey()));
    }
}
