package arkham.engine.def;


/**
 * A Reckoning card of the Herald variant (The Lurker at the Threshold): drawn when the Lurker's
 * aid is taken for a spell and each time a gate opens. Its effect belongs to the game, not to an
 * investigator: it is resolved for the first player, and its parts name whom they affect.
 */
public record ReckoningDef(int id, String name, String text, Effect effect, Expansion expansion) {
}
