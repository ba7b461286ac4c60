package arkham.ai;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The numbers the {@link HeuristicAgent} plays by, so a study can change them without editing it:
 * {@link #DEFAULT} is what it plays with (each value chosen by a measured sweep, docs/AI.md), and
 * {@link #parse} reads changes such as {@code covered=30,worldWeight=0.2/0.9/1.0/1.1/1.1/1.3}
 * (what {@code simulate --agent heuristic:covered=30} passes on). The constructor copies the
 * skill arrays; their accessors hand out the record's own, which the heuristic only reads.
 *
 * @param reserveFrom   from this many Clue tokens on, five are kept for sealing
 * @param stopCost      what losing the rest of his movement to a combat is worth, in Sanity and Stamina
 * @param hazardSteps   steps a place with monsters on the way costs per unit of danger
 * @param lossSteps     steps a point of Sanity or Stamina he expects to lose on the way is worth
 * @param disaster      the danger of a monster's chance to knock him out or drive him insane
 * @param moveChance    how often a monster takes one of its arrows in a Mythos Phase
 * @param hop           what each step to a place takes off its worth
 * @param clueValue     a Clue token lying at a place
 * @param gateValue     an open gate
 * @param sealBonus     an open gate he has the Clue tokens to seal
 * @param covered       what a gate loses when another investigator is already on it (at it, or in its
 *                      Other World): more than it is worth, so each goes for a gate of his own
 *                      (measured: 20 lost 0.3-0.6 points)
 * @param pushGate      an uncovered gate in the final push (times his fitness, at least {@code pushFit})
 * @param pushCovered   a covered gate in the final push
 * @param pushOpen      the final push applies with at most this many gates open
 * @param pushFit       the least fitness a gate counts with in the final push
 * @param fit1          gates and encounters count this much at 1 Sanity or Stamina
 * @param fit2          and this much at 2 (measured: sending the weakest home beat going
 *                      through gates at any health)
 * @param care1         a visit to the Hospital or Asylum at 1 Stamina or Sanity (half without $2)
 * @param care2         and at 2
 * @param shopUnarmed   a shop to an investigator with money and no weapon, beyond what {@code shop} makes it worth
 * @param trophyTrip    a place whose trophy ability he can pay for with monster trophies (a Blessing,
 *                      Dissection, an Ally, the Deputy), as a multiple of what using it is worth
 * @param encounter     a location's encounter (the average of its neighbourhood's cards for him, in
 *                      Sanity and Stamina), as a multiple added to what heading there is worth
 * @param rumor         the place where the Rumor in play is passed, as a multiple of what passing it is worth
 * @param shop          a shop to an investigator with $4 or more and room for cards: this times 2 plus his money
 *                      (up to $10); measured: 1 lost 2 points against 3 (money left unspent is worth nothing)
 * @param arkhamWeight  slider weights (Speed, Sneak, Fight, Will, Lore, Luck) in Arkham
 * @param worldWeight   in an Other World
 * @param closingWeight just before closing a gate
 * @param battleWeight  in the final battle
 * @param enough        skill points past these are worth 0.3 each in Arkham and Other Worlds
 *                      (measured: every point up to them worth the same beat 0.8 of the one before)
 */
public record HeuristicSettings(int reserveFrom, double stopCost, double hazardSteps, double lossSteps, double disaster,
                                double moveChance, double hop, double clueValue, double gateValue, double sealBonus,
                                double covered, double pushGate, double pushCovered, int pushOpen, double pushFit,
                                double fit1, double fit2, double care1, double care2, double shopUnarmed, double trophyTrip, double encounter, double rumor, double shop,
                                double[] arkhamWeight, double[] worldWeight, double[] closingWeight,
                                double[] battleWeight, int[] enough) {

    /** The heuristic's own settings. */
    public static final HeuristicSettings DEFAULT = new HeuristicSettings(3, 3, 3, 0.3, 4, 0.2, 0.4, 12, 25, 15, 40, 120,
            30, 4, 0.6, 0.25, 0.6, 40, 24, 20, 6, 1, 1, 3,
            new double[] {1.2, 0.9, 1.2, 1.0, 1.2, 0.7},
            new double[] {0.2, 0.9, 1.0, 1.1, 1.1, 1.3},
            new double[] {0.2, 0.5, 3.0, 0.5, 3.0, 0.3},
            new double[] {0.1, 0.1, 4.0, 0.6, 0.2, 0.6},
            new int[] {4, 4, 5, 4, 5, 4});

    public HeuristicSettings {
        for (Object a : new Object[] {arkhamWeight, worldWeight, closingWeight, battleWeight, enough}) {
            int n = a instanceof double[] d ? d.length : ((int[]) a).length;
            if (n != 6) throw new IllegalArgumentException("a skill setting needs 6 values (one per skill), had " + n);
        }
        arkhamWeight = arkhamWeight.clone();
        worldWeight = worldWeight.clone();
        closingWeight = closingWeight.clone();
        battleWeight = battleWeight.clone();
        enough = enough.clone();
    }

    /**
     * {@link #DEFAULT} with the changes of {@code spec}: {@code name=value} pairs separated by commas,
     * the six values of a skill setting separated by slashes; an empty spec changes nothing.
     *
     * @throws IllegalArgumentException naming the unknown setting or the value that is not a number
     */
    public static HeuristicSettings parse(String spec) {
        RecordComponent[] parts = HeuristicSettings.class.getRecordComponents();
        Object[] values = DEFAULT.values();
        for (String pair : spec.split(",")) {
            if (pair.isBlank()) continue;
            int eq = pair.indexOf('=');
            String name = eq < 0 ? pair.trim() : pair.substring(0, eq).trim();
            int k = 0;
            while (k < parts.length && !parts[k].getName().equals(name)) k++;
            if (k == parts.length) {
                throw new IllegalArgumentException("unknown heuristic setting '" + name + "': choose from " + names());
            }
            if (eq < 0) throw new IllegalArgumentException("heuristic setting '" + name + "' needs a value (" + name + "=...)");
            values[k] = value(parts[k].getType(), name, pair.substring(eq + 1).trim());
        }
        try {
            Constructor<HeuristicSettings> c = HeuristicSettings.class.getDeclaredConstructor(
                    Arrays.stream(parts).map(RecordComponent::getType).toArray(Class<?>[]::new));
            return c.newInstance(values);
        } catch (InvocationTargetException e) {
            throw new IllegalArgumentException(e.getCause().getMessage(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The names of the settings, in order. */
    public static List<String> names() {
        return Arrays.stream(HeuristicSettings.class.getRecordComponents()).map(RecordComponent::getName).toList();
    }

    private static Object value(Class<?> type, String name, String text) {
        try {
            if (type == int.class) return Integer.parseInt(text);
            if (type == double.class) return Double.parseDouble(text);
            String[] each = text.split("/");
            if (type == int[].class) return Arrays.stream(each).mapToInt(s -> Integer.parseInt(s.trim())).toArray();
            return Arrays.stream(each).mapToDouble(s -> Double.parseDouble(s.trim())).toArray();
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("heuristic setting '" + name + "': '" + text + "' is not "
                    + (type == int.class || type == int[].class ? "a whole number" : "a number")
                    + (type.isArray() ? " list (six values separated by /)" : ""), e);
        }
    }

    private Object[] values() {
        RecordComponent[] parts = HeuristicSettings.class.getRecordComponents();
        Object[] v = new Object[parts.length];
        try {
            for (int k = 0; k < parts.length; k++) v[k] = parts[k].getAccessor().invoke(this);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
        return v;
    }

    /** What differs from {@link #DEFAULT}, in the form {@link #parse} reads ("" for none). */
    public String changes() {
        RecordComponent[] parts = HeuristicSettings.class.getRecordComponents();
        Object[] mine = values();
        Object[] base = DEFAULT.values();
        List<String> out = new ArrayList<>();
        for (int k = 0; k < parts.length; k++) {
            if (Objects.deepEquals(mine[k], base[k])) continue;
            out.add(parts[k].getName() + "=" + text(mine[k]));
        }
        return String.join(",", out);
    }

    private static String text(Object v) {
        if (v instanceof double[] d) return String.join("/", Arrays.stream(d).mapToObj(HeuristicSettings::number).toList());
        if (v instanceof int[] i) return String.join("/", Arrays.stream(i).mapToObj(Integer::toString).toList());
        return v instanceof Double d ? number(d) : v.toString();
    }

    private static String number(double d) {
        return d == Math.rint(d) && Math.abs(d) < 1e9 ? Long.toString((long) d) : Double.toString(d);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof HeuristicSettings s && Arrays.deepEquals(values(), s.values());
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(values());
    }

    @Override
    public String toString() {
        String c = changes();
        return c.isEmpty() ? "heuristic defaults" : c;
    }
}
