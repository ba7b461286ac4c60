package arkham.engine.def;

import java.util.Map;

/**
 * A gate card: a colour, encounters for named Other Worlds and an "Other" entry. The reshuffle
 * card has no colour; drawing it shuffles the gate deck.
 */
public record GateCardDef(int id, String name, Colour colour, Map<Integer, Encounter> worlds, Encounter other,
                          Expansion expansion) {
    public boolean isReshuffle() {
        return colour == null;
    }
}
