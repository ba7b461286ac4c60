package arkham.cluster;

import arkham.cli.Main;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The main class for spark-submit: {@code spark-submit --master M arkham-spark.jar --games N ...}
 * runs {@code arkham simulate ... } with those options as a Spark job on the master spark-submit
 * was given (docs/CLUSTER.md).
 */
public final class Submit {
    /** The --spark value that means "the master spark-submit set". */
    static final String FROM_SUBMIT = "spark-submit";

    private Submit() {
    }

    public static void main(String[] args) {
        if (Arrays.asList(args).contains("--spark")) {
            System.err.println("arkham: under spark-submit, give the master to spark-submit (--master), not --spark");
            System.exit(2);
        }
        List<String> command = new ArrayList<>();
        command.add("simulate");
        command.addAll(Arrays.asList(args));
        command.add("--spark");
        command.add(FROM_SUBMIT);
        System.exit(Main.commandLine().execute(command.toArray(new String[0])));
    }
}
