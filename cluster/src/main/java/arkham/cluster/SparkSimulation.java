package arkham.cluster;

import arkham.cli.Simulation;
import arkham.content.ContentLoader;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkContext;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.storage.StorageLevel;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.Consumer;

/**
 * A simulation study as a Spark job: the game numbers 0..games-1 are cut into contiguous slices,
 * the executors play each slice's games with {@link Simulation#playOne} (the very code a single
 * machine runs, so a seed gives the same game anywhere), and the driver reads the results back
 * slice by slice in game order, tallying them and handing each to an optional sink (the report
 * writer). The driver holds one slice at a time, so a study of any size fits its memory.
 */
public final class SparkSimulation {
    /** Slices per core of the cluster: enough to even out slow slices, few enough that each is worth a task. */
    static final int SLICES_PER_CORE = 4;

    private SparkSimulation() {
    }

    /**
     * Plays a study on the given master ({@code local[*]}, {@code spark://host:7077}, {@code yarn},
     * {@code k8s://...}); under spark-submit the master it was given wins. {@code sink} (may be null)
     * sees every result on the driver, in game order.
     */
    public static Simulation.Summary run(String master, Simulation.Params p, Consumer<Simulation.GameResult> sink) {
        long start = System.nanoTime();
        // under spark-submit the configuration (master included) comes from spark.* system properties
        SparkConf conf = new SparkConf().setAppName("arkham simulate");
        if (!Submit.FROM_SUBMIT.equals(master)) conf.setMaster(master);
        if (master.startsWith("local")) {
            // nothing to see from outside in local mode: no web UI, and every socket on the loopback address
            conf.set("spark.ui.enabled", "false")
                    .set("spark.driver.host", "127.0.0.1")
                    .set("spark.driver.bindAddress", "127.0.0.1");
        }
        JavaSparkContext sc = JavaSparkContext.fromSparkContext(SparkContext.getOrCreate(conf));
        try {
            int slices = (int) Math.max(1, Math.min(p.games(), (long) sc.defaultParallelism() * SLICES_PER_CORE));
            List<Integer> sliceIds = new ArrayList<>(slices);
            for (int s = 0; s < slices; s++) sliceIds.add(s);
            int games = p.games();
            JavaRDD<Simulation.GameResult> results = sc.parallelize(sliceIds, slices)
                    .mapPartitions(ids -> play(p, games, slices, ids))
                    .persist(StorageLevel.MEMORY_AND_DISK_SER());
            // one parallel pass plays every game; the ordered read below then only fetches stored results
            long played = results.count();
            if (played != games) throw new IllegalStateException("Spark played " + played + " of " + games + " games");
            Simulation.Tally tally = new Simulation.Tally();
            Iterator<Simulation.GameResult> inOrder = results.toLocalIterator();
            while (inOrder.hasNext()) {
                Simulation.GameResult r = inOrder.next();
                tally.add(r);
                if (sink != null) sink.accept(r);
            }
            results.unpersist(false);
            return tally.summary(games, (System.nanoTime() - start) / 1e9);
        } finally {
            sc.stop();
        }
    }

    /** The games of the given slices; slice s holds game numbers [s*games/slices, (s+1)*games/slices). */
    private static Iterator<Simulation.GameResult> play(Simulation.Params p, int games, int slices, Iterator<Integer> ids) {
        List<Simulation.GameResult> out = new ArrayList<>();
        while (ids.hasNext()) {
            int s = ids.next();
            int from = (int) ((long) s * games / slices);
            int to = (int) ((long) (s + 1) * games / slices);
            for (int i = from; i < to; i++) out.add(Simulation.playOne(ContentLoader.core(), p, i));
        }
        return out.iterator();
    }
}
