package arkham.engine.def;

import java.util.Set;

/**
 * One kind of gate marker: the Other World it leads to and its closing modifier (rulebook p.17).
 * A Lurker at the Threshold marker also has attributes; a Split gate leads to a second world of a
 * second dimension.
 *
 * @param world2     the second Other World of a Split gate, or -1
 * @param dimension2 the second dimension of a Split gate, or null
 */
public record GateMarkerDef(int id, int world, int modifier, Dimension dimension, int count, Expansion expansion,
                            int world2, Dimension dimension2, Set<GateAttribute> attributes) {
    public GateMarkerDef {
        attributes = Set.copyOf(attributes);
    }

    /** A core-set marker: one world, no attributes. */
    public GateMarkerDef(int id, int world, int modifier, Dimension dimension, int count, Expansion expansion) {
        this(id, world, modifier, dimension, count, expansion, -1, null, Set.of());
    }

    public boolean has(GateAttribute a) {
        return attributes.contains(a);
    }

    /** Whether this gate leads to (and so back from) the Other World. */
    public boolean leadsTo(int otherWorld) {
        return world == otherWorld || world2 == otherWorld;
    }

    /** Whether monsters of this dimension belong to the gate (both dimensions of a Split gate). */
    public boolean hasDimension(Dimension d) {
        return dimension == d || dimension2 == d;
    }

    /** The dimension bits of the gate, as on a Mythos movement box. */
    public int dimensionBits() {
        return dimension.bit() | (dimension2 == null ? 0 : dimension2.bit());
    }
}
