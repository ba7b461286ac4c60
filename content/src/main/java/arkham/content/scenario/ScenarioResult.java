package arkham.content.scenario;

/**
 * The outcome of running one scenario file. {@code report} is readable text: on a failure, each
 * failed assertion with expected and actual values, the pending question and the game log. A
 * scenario marked {@code knownFailure} is reported as skipped: {@code passed} is false and
 * {@code knownFailure} holds the reason given in the file.
 */
public record ScenarioResult(String name, boolean passed, String report, String knownFailure) {

    public ScenarioResult(String name, boolean passed, String report) {
        this(name, passed, report, null);
    }

    public boolean skipped() {
        return knownFailure != null;
    }
}
