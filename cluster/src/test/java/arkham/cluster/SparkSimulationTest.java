package arkham.cluster;

import arkham.cli.GameRow;
import arkham.cli.Report;
import arkham.cli.RunSettings;
import arkham.cli.Simulation;
import arkham.content.ContentLoader;
import arkham.engine.Setup;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The Spark job in local mode plays exactly the games one machine plays for the same seeds, and its
 * report is written with Spark's own Jackson (the module's class path, as on a cluster).
 */
@Tag("slow")
class SparkSimulationTest {
    @Test
    void sparkInLocalModeReproducesAStudyPlayedOnOneMachine(@TempDir Path report) throws InterruptedException, IOException {
        Simulation.Params p = new Simulation.Params(30, 3, null, 9_000, 2, 100_000, new Setup.Options(true).withLurker().withFaq(Setup.Faq.ALL));
        List<Simulation.GameResult> here = new ArrayList<>();
        Simulation.Summary local = Simulation.run(ContentLoader.core(), p, done -> { }, r -> {
            synchronized (here) {
                here.add(r);
            }
        });
        here.sort(Comparator.comparingInt(Simulation.GameResult::index));

        List<Simulation.GameResult> onSpark = new ArrayList<>();
        Simulation.Summary spark = SparkSimulation.run("local[2]", p, onSpark::add);

        assertEquals(rows(here), rows(onSpark), "per-game results, in game order");
        assertEquals(local.outcomes(), spark.outcomes());
        assertEquals(local.endings(), spark.endings());
        assertEquals(local.averageTurns(), spark.averageTurns());
        assertEquals(30, spark.games());

        Report.write(report, RunSettings.of(ContentLoader.core(), p, spark.threw()), onSpark);
        List<Map<String, String>> csv = GameRow.readCsvCells(report.resolve("games.csv"));
        assertEquals(30, csv.size());
        for (int i = 0; i < 30; i++) {
            assertEquals(String.join(";", onSpark.get(i).investigators()), csv.get(i).get("investigators"));
            assertEquals("cards,gates,herald,burst,relationships", csv.get(i).get("lurker"));
            assertEquals("battleSuccessesCarryOver,flyersRiseFromLocations", csv.get(i).get("faq"));
        }
    }

    private static List<String> rows(List<Simulation.GameResult> results) {
        List<String> r = new ArrayList<>();
        for (Simulation.GameResult g : results) {
            r.add(g.index() + "," + g.seed() + "," + g.outcome() + "," + g.awakenedBy() + "," + g.turns() + "," + g.ending() + ","
                    + g.horrorAppearances());
        }
        return r;
    }
}
