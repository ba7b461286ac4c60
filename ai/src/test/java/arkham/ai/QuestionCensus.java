package arkham.ai;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.Setup;

import java.util.Map;
import java.util.TreeMap;

/** A measuring tool, not a test: which questions (by their option ids) heuristic games ask, and how often a game. */
public final class QuestionCensus {
    private QuestionCensus() {
    }

    public static void main(String[] args) {
        int games = Integer.parseInt(args[0]);
        long first = Long.parseLong(args[1]);
        String head = args.length > 2 ? args[2] : null;
        var content = ContentLoader.core();
        Map<String, Integer> kinds = new TreeMap<>();
        for (long seed = first; seed < first + games; seed++) {
            Game g = Game.create(content, Setup.random(4, seed));
            HeuristicAgent a = new HeuristicAgent();
            for (int n = 0; n < 200_000; n++) {
                Question q = g.question();
                if (q == null) break;
                var c = a.choose(g, q);
                if (q.options().size() > 1) {
                    String key;
                    if (head == null) {
                        key = g.phase + " " + q.options().stream().map(o -> o.id().replaceAll(":.*", ":")).distinct().sorted().toList();
                    } else if (q.options().stream().anyMatch(o -> o.id().startsWith(head))) {
                        key = q.prompt().replaceAll("[0-9]+", "#") + " " + q.options().stream().map(o -> o.label()).toList() + " -> " + c.label();
                    } else key = null;
                    if (key != null) kinds.merge(key.length() > 250 ? key.substring(0, 250) : key, 1, Integer::sum);
                }
                g.answer(q.id(), q.player(), c);
            }
        }
        kinds.entrySet().stream().sorted((x, y) -> y.getValue() - x.getValue()).limit(60)
                .forEach(e -> System.out.printf("%7.2f %s%n", (double) e.getValue() / games, e.getKey()));
    }
}
