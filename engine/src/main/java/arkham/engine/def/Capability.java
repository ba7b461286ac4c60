package arkham.engine.def;

import java.util.Locale;

/**
 * What a card, an investigator's own ability or a location's special ability can do, as data for
 * agents and front ends: they ask {@code CardDef.can(EXTRA_MOVEMENT)}, never a card's or place's
 * name, so a new card with the same ability is recognised. Cards and investigators declare theirs
 * in the content files ({@code "capabilities": ["extra-movement"]}), checked at load against
 * their hooks; location abilities declare theirs in their hook ({@code LocationAbility.capabilities}).
 */
public enum Capability {
    /** its action gives movement points this Movement Phase (Motorcycle) */
    EXTRA_MOVEMENT,
    /** its action moves an investigator to a place of his choice, in place of walking (Patrol Wagon) */
    TRAVELS,
    /** it restores Stamina: its user's or another's (Heal, a physician, the Hospital's care) */
    HEALS_STAMINA,
    /** it restores Sanity (Duke, the Asylum's care) */
    HEALS_SANITY,
    /** its action brings an investigator from an Other World back to Arkham (Find Gate) */
    RETURNS_TO_ARKHAM,
    /** it settles a check without rolling, its user's or another's (Silver Key, Intervene) */
    PASSES_CHECK,
    /** it re-rolls dice of a check just rolled (Skills, Lucky Cigarette Case) */
    REROLLS,
    /** it adds dice or successes to checks beyond a held weapon's Combat bonus (skill bonuses, Shotgun's sixes) */
    ADDS_DICE,
    /** it lessens a coming loss of Sanity or Stamina (Food, Whiskey, Flesh Ward) */
    PREVENTS_LOSS,
    /** it may be discarded in place of a Clue token (Research Materials) */
    STANDS_IN_FOR_CLUE,
    /** it draws another encounter card in place of the one drawn (Dragon's Eye) */
    REDRAWS_ENCOUNTER,
    /** it cancels the Ancient One's attack in the final battle (Warding Statue) */
    CANCELS_ATTACK,
    /** its use Blesses an investigator */
    BLESSES,
    /** its use gives Clue tokens */
    GAINS_CLUES,
    /** its use gives cards (Spells, Skills, an Ally, ...) */
    GAINS_CARDS,
    /** its use gives money */
    GAINS_MONEY,
    /** its use buys cards (the shops, lessons) */
    BUYS_CARDS,
    /** a shop: its use draws Items to buy any of at their price (the General Store, the Curiositie Shoppe) */
    BUYS_ITEMS;

    /** The name as content files write it: "extra-movement". */
    public String key() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The capability a content file names ("extra-movement"); throws IllegalArgumentException for an unknown one. */
    public static Capability parse(String key) {
        for (Capability c : values()) if (c.key().equals(key)) return c;
        throw new IllegalArgumentException("unknown capability '" + key + "'");
    }
}
