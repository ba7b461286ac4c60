package arkham.bench;

import arkham.content.ContentLoader;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.agent.Agent;
import arkham.engine.agent.RandomAgent;
import arkham.engine.view.SeatView;

import java.util.List;

/**
 * Checks that a change to the engine leaves games exactly as they were: plays random games for
 * seeds 1..N at 1, 4 and 8 players with the core game, every Lurker part, and every Lurker and
 * Dunwich part, and folds into one hash per configuration the state hash before every answer and
 * each question's prompt, context, option ids and labels. Run it on two builds and compare the lines.
 * <pre>java -cp bench/target/benchmarks.jar arkham.bench.TraceProbe 40</pre>
 */
public final class TraceProbe {
    private TraceProbe() {
    }

    public static void main(String[] args) {
        Content content = ContentLoader.core();
        int games = Integer.parseInt(args[0]);
        Setup.Options core = Setup.Options.DEFAULT;
        Setup.Options[] options = {core, core.withLurker(), new Setup.Options(false, true, true, true, true, true, true, true, true)};
        String[] names = {"core", "lurker", "all"};
        for (int o = 0; o < options.length; o++) {
            for (int players : new int[]{1, 4, 8}) {
                long h = 0;
                long answers = 0;
                for (long seed = 1; seed <= games; seed++) {
                    Game g = Game.create(content, new Setup(players, List.of(), null, false, seed, options[o]));
                    Agent agent = new RandomAgent(seed);
                    int n = 0;
                    for (Question q = g.question(); q != null && n < GameBenchmark.STEP_CAP; q = g.question(), n++) {
                        h = h * 31 + g.stateHash();
                        h = h * 31 + q.prompt().hashCode();
                        // the context by its text in key order: its map and enum hash codes differ between builds
                        h = h * 31 + new java.util.TreeMap<>(q.context()).toString().hashCode();
                        for (int k = 0; k < q.optionCount(); k++) {
                            h = h * 31 + q.option(k).id().hashCode();
                            h = h * 31 + q.option(k).label().hashCode();
                        }
                        g.answer(q.id(), q.player(), agent.choose(SeatView.of(g, q.player())));
                    }
                    answers += n;
                    h = h * 31 + g.stateHash();
                }
                System.out.printf("%s, %d players, seeds 1-%d: %d answers, trace %016x%n", names[o], players, games, answers, h);
            }
        }
    }
}
