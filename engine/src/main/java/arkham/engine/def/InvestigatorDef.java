package arkham.engine.def;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An investigator sheet (rulebook p.21). {@code tracks[skill][stop]} gives each skill's value at
 * each of the four slider stops; the paired skills move in opposite directions on one slider.
 * {@code focus} is {@link #UNLIMITED_FOCUS} for a sheet whose Focus has no limit (Wilson Richards).
 */
public record InvestigatorDef(
        int id,
        String name,
        String occupation,
        int home,
        int focus,
        int maxSanity,
        int maxStamina,
        int[][] tracks,
        int money,
        int clues,
        List<String> fixedPossessions,
        Map<Deck, Integer> randomPossessions,
        String ability,
        String abilityText,
        Set<Capability> capabilities,
        Expansion expansion) {

    public static final int UNLIMITED_FOCUS = 99;

    /** Whether his own ability does this (checked at load against its hook, as a card's). */
    public boolean can(Capability c) {
        return capabilities.contains(c);
    }

    public int skill(Skill s, int stop) {
        return tracks[s.ordinal()][stop];
    }
}
