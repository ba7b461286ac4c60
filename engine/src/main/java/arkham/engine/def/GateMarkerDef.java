package arkham.engine.def;

/** One kind of gate marker: the Other World it leads to and its closing modifier (rulebook p.17). */
public record GateMarkerDef(int id, int world, int modifier, Dimension dimension, int count, Expansion expansion) {
}
