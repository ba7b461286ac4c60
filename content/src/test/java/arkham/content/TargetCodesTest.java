package arkham.content;

import arkham.engine.Choice;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.CheckType;
import arkham.engine.def.Dimension;
import arkham.engine.def.Stat;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** A choice keeps its target packed in a long: every kind reads back as made, at the ends of its range too. */
class TargetCodesTest {
    private static final int MAX = (1 << 23) - 1;
    private static final int MIN = -(1 << 23);

    @Test
    void everyKindReadsBackAsMade() {
        for (int n : List.of(0, 1, 42, MAX, -1, MIN)) {
            for (Act act : Act.values()) {
                assertEquals(new Target.Plain(act), read(Target.plain(act)));
                assertEquals(new Target.Place(act, n), read(Target.place(act, n)));
                assertEquals(new Target.Monster(act, n), read(Target.monster(act, n)));
                assertEquals(new Target.Card(act, n), read(Target.card(act, n)));
                assertEquals(new Target.Investigator(act, n), read(Target.investigator(act, n)));
                assertEquals(new Target.Sheet(act, n), read(Target.sheet(act, n)));
                assertEquals(new Target.Gate(act, n), read(Target.gate(act, n)));
                assertEquals(new Target.World(act, n), read(Target.world(act, n)));
                assertEquals(new Target.GateMarker(act, n), read(Target.gateMarker(act, n)));
                assertEquals(new Target.Amount(act, n), read(Target.amount(act, n)));
                assertEquals(new Target.Option(act, n), read(Target.option(act, n)));
                assertEquals(new Target.Mythos(act, n), read(Target.mythos(act, n)));
                assertEquals(new Target.Relationship(act, n), read(Target.relationship(act, n)));
                for (Stat s : Stat.values()) assertEquals(new Target.Stat(act, s, n), read(Target.stat(act, s, n)));
            }
            // the second number beside the first, at both ends of its range
            for (int m : List.of(MIN, 3, MAX)) {
                assertEquals(new Target.Slider(n, m), read(Target.slider(n, m)));
                assertEquals(new Target.Encounter(n, m), read(Target.encounter(n, m)));
                assertEquals(new Target.Ability(n, m), read(Target.ability(n, m)));
            }
        }
        for (CheckType t : CheckType.values()) assertEquals(new Target.Check(Act.CLOSE, t), read(Target.check(Act.CLOSE, t)));
        for (Dimension d : Dimension.values()) assertEquals(new Target.Dimension(Act.CHOOSE, d), read(Target.dimension(Act.CHOOSE, d)));
    }

    @Test
    void aChoiceReadsItsTargetWithoutBuildingIt() {
        Choice c = new Choice(Target.card(Act.HOLD, 17), "hold:17", "Use the gun", 20_017);
        assertEquals(new Target.Card(Act.HOLD, 17), c.target());
        assertEquals(Target.Kind.CARD, c.targetKind());
        assertEquals(Act.HOLD, c.act());
        assertEquals(17, c.targetNumber());
    }

    @Test
    void numbersOutOfRangeAndNonCodesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> Target.card(Act.HOLD, MAX + 1));
        assertThrows(IllegalArgumentException.class, () -> Target.slider(0, MIN - 1));
        // an int where a code belongs (a card instance, say) names no kind: the option is refused at once
        assertThrows(IllegalArgumentException.class, () -> new Choice(17, "hold:17", "Use the gun", 20_017));
        assertThrows(IllegalArgumentException.class, () -> Target.of(0));
    }

    private static Target read(long code) {
        return Target.of(code);
    }
}
