package arkham.engine;

import java.util.Map;

/**
 * Something that happened, for logs and UIs. {@code player} is -1 when no one in particular.
 * {@code card} names the location, gate or Mythos card an event reports drawing (so logs and
 * coverage statistics can tell cards with the same text apart); null for every other event.
 * {@code turn} and {@code phase} are where the game was when it happened (a log read after an
 * answer may have moved on to the next phase or turn since). {@code data}: what the event says as
 * structured, public data for front ends (a check's stakes before its roll), or null.
 */
public record Event(String type, int player, String text, String card, int turn, Phase phase, Map<String, Object> data) {
    public Event(String type, int player, String text, String card, int turn, Phase phase) {
        this(type, player, text, card, turn, phase, null);
    }

    @Override
    public String toString() {
        return text;
    }
}
