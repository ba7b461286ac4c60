package arkham.engine;

/** Something that happened, for logs and UIs. {@code player} is -1 when no one in particular. */
public record Event(String type, int player, String text) {
    @Override
    public String toString() {
        return text;
    }
}
