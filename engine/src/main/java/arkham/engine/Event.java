package arkham.engine;

/**
 * Something that happened, for logs and UIs. {@code player} is -1 when no one in particular.
 * {@code card} names the location, gate or Mythos card an event reports drawing (so logs and
 * coverage statistics can tell cards with the same text apart); null for every other event.
 */
public record Event(String type, int player, String text, String card) {
    public Event(String type, int player, String text) {
        this(type, player, text, null);
    }

    @Override
    public String toString() {
        return text;
    }
}
