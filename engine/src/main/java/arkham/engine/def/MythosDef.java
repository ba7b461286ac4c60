package arkham.engine.def;


import java.util.List;

/**
 * A Mythos card (rulebook p.9-12): where a gate opens, where a Clue appears, which dimensions move
 * along white and black arrows, and its Headline, Environment or Rumor ability. A Rumor's ongoing
 * effect, pass and fail conditions live in a hook named by {@code hook}.
 *
 * @param gate          gate location, or -1 (e.g. a card with no gate)
 * @param clue          Clue location, or -1
 * @param white         dimension bit mask of the white movement box
 * @param black         dimension bit mask of the black movement box
 * @param effect        what a Headline does at once, or what an Environment/Rumor does on arrival
 * @param closed        locations closed while the card is in play
 * @param activity      locations with an activity marker while the card is in play
 * @param gateBurst     the gate location is printed red (The Lurker at the Threshold's Gate Burst)
 */
public record MythosDef(
        int id,
        String name,
        MythosType type,
        String environmentKind,
        int gate,
        int clue,
        int white,
        int black,
        Effect effect,
        List<Integer> closed,
        List<Integer> activity,
        String hook,
        String text,
        Expansion expansion,
        boolean gateBurst) {

    /** A card without a Gate Burst. */
    public MythosDef(int id, String name, MythosType type, String environmentKind, int gate, int clue, int white,
                     int black, Effect effect, List<Integer> closed, List<Integer> activity, String hook, String text,
                     Expansion expansion) {
        this(id, name, type, environmentKind, gate, clue, white, black, effect, closed, activity, hook, text, expansion,
                false);
    }
}
