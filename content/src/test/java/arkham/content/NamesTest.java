package arkham.content;

import arkham.engine.Content;
import arkham.engine.def.Names;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** {@code Names.same} compares names without building their keys: it must agree with comparing the keys. */
class NamesTest {
    @Test
    void sameAgreesWithComparingKeys() {
        List<String> names = new ArrayList<>(List.of("", " ", "'", "a", "A", "ab", "a b", "ba", "Ma's Boarding House",
                "mas boarding house", "Mas Boarding House!", "Ma's Boarding Houses", "1", "Gate 5", "gate5", "gate 50",
                "café", "caf", "Ω", "x\0y", "xy"));
        Content c = ContentLoader.core();
        c.cards.forEach(d -> names.add(d.name()));
        for (int place = 0; place < c.board.size(); place++) names.add(c.board.name(place));
        for (String a : names) {
            for (String b : names) assertEquals(Names.key(a).equals(Names.key(b)), Names.same(a, b), a + " / " + b);
        }
    }
}
