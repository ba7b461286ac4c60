package arkham.engine;

import java.util.Objects;
import java.util.function.Supplier;

/**
 * One legal option of a question: what it means ({@link #target()}, for front ends and agents), a
 * stable id (what a player answers with, and what saves record), a readable label and an int
 * payload the asking step uses to act on it. A label may be given as a supplier, and an id
 * as a prefix and a number, both built only when someone reads them: random agents and
 * simulations answer with the choice itself and never do, and building thousands of strings a
 * second was a large share of a simulated game's cost.
 */
public final class Choice {
    private String id;
    private final String idPrefix;
    private final int idNumber;
    private final int value;
    /**
     * The label, or until first read what builds it: a {@code Supplier<String>}, or {@link Labels}
     * for this choice's value (held in a {@link Labelled}). One field, replaced by the text once
     * built: a copy of the game on another thread reads either, and at worst builds the text twice.
     * (One field rather than three keeps a choice at 40 bytes with its target.)
     */
    private Object label;
    /** The target, packed ({@link Target}'s codes): no object per option on the engine's hot path. */
    private final long target;

    /**
     * Builds option labels from their values: one object can label every option of a question,
     * where a supplier per option would cost an object each (trading questions offer a dozen).
     */
    @FunctionalInterface
    public interface Labels {
        String label(int value);
    }

    /** Labels for a choice, marked as such (an object may be a supplier and Labels both: trading's texts are). */
    private record Labelled(Labels labels) {
    }

    public Choice(long target, String id, String label, int value) {
        this(target, Objects.requireNonNull(id, "id"), null, 0, Objects.requireNonNull(label, "label"), value);
    }

    /** The one constructor, kept small (the engine makes options by the million): callers check for nulls. */
    private Choice(long target, String id, String idPrefix, int idNumber, Object label, int value) {
        // an int passed where a code belongs names no kind (the factories make no other mistake)
        if (target >>> 56 == 0) throw noTarget(target);
        this.target = target;
        this.id = id;
        this.idPrefix = idPrefix;
        this.idNumber = idNumber;
        this.label = label;
        this.value = value;
    }

    private static IllegalArgumentException noTarget(long target) {
        return new IllegalArgumentException("an option needs a target (Target's codes), not " + target);
    }

    /** A choice whose label {@code labels} builds from its value on first use. */
    public static Choice labelled(long target, String id, int value, Labels labels) {
        return new Choice(target, Objects.requireNonNull(id, "id"), null, 0, new Labelled(Objects.requireNonNull(labels, "labels")), value);
    }

    /** A choice with the id {@code idPrefix + idNumber} whose label {@code labels} builds from its value; both on first use. */
    public static Choice labelled(long target, String idPrefix, int idNumber, int value, Labels labels) {
        return new Choice(target, null, Objects.requireNonNull(idPrefix, "id prefix"), idNumber,
                new Labelled(Objects.requireNonNull(labels, "labels")), value);
    }

    /** A choice whose label is built on first use. */
    public static Choice lazy(long target, String id, int value, Supplier<String> label) {
        return new Choice(target, Objects.requireNonNull(id, "id"), null, 0, Objects.requireNonNull(label, "label"), value);
    }

    /** A choice with the id {@code idPrefix + idNumber}; id and label are built on first use. */
    public static Choice lazy(long target, String idPrefix, int idNumber, int value, Supplier<String> label) {
        return new Choice(target, null, Objects.requireNonNull(idPrefix, "id prefix"), idNumber, Objects.requireNonNull(label, "label"), value);
    }

    public static Choice of(long target, String id, String label) {
        return new Choice(target, id, label, 0);
    }

    /** What the option means: built from the packed code on each call (simulations never ask). */
    public Target target() {
        return Target.of(target);
    }

    /** The kind of {@link #target()}, without building it. */
    public Target.Kind targetKind() {
        return Target.kindOf(target);
    }

    /** The act of {@link #target()}, without building it. */
    public Target.Act act() {
        return Target.actOf(target);
    }

    /** The first number {@link #target()} names (a place, marker, card, player, amount, ...; 0 for a plain one), without building it. */
    public int targetNumber() {
        return Target.numberOf(target);
    }

    public String id() {
        if (id == null) id = idPrefix + idNumber;
        return id;
    }

    /** Whether {@link #id()} starts with {@code prefix}, without building a lazy id when its prefix alone tells. */
    public boolean idStartsWith(String prefix) {
        if (id == null && prefix.length() <= idPrefix.length()) return idPrefix.startsWith(prefix);
        return id().startsWith(prefix);
    }

    @SuppressWarnings("unchecked")
    public String label() {
        Object l = label;
        if (l instanceof String s) return s;
        String s = l instanceof Labelled labelled ? labelled.labels().label(value) : ((Supplier<String>) l).get();
        label = s;
        return s;
    }

    public int value() {
        return value;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Choice c && c.id().equals(id()) && c.value == value && c.target == target && c.label().equals(label());
    }

    @Override
    public int hashCode() {
        return Objects.hash(id(), value);
    }

    @Override
    public String toString() {
        return "Choice[id=" + id() + ", label=" + label() + ", value=" + value + ", target=" + target() + "]";
    }
}
