package arkham.engine;

/**
 * One legal option of a question: a stable id (what a player answers with), a readable label and
 * an int payload the asking step uses to act on it.
 */
public record Choice(String id, String label, int value) {
    public static Choice of(String id, String label) {
        return new Choice(id, label, 0);
    }
}
