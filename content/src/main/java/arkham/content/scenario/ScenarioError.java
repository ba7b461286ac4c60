package arkham.content.scenario;

/** A scenario file that cannot be run as written: names the file and the field at fault. */
public class ScenarioError extends RuntimeException {
    public ScenarioError(String file, String field, String problem) {
        super(file + (field == null || field.isEmpty() ? "" : ": " + field) + ": " + problem);
    }
}
