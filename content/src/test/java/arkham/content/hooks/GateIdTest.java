package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.engine.def.Board;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A gate option's id is the place's name made an id by hand: the same as the pattern it replaced. */
class GateIdTest {
    @Test
    void gateIdsAreThePlaceNamesWithEachRunOfOtherCharactersOneDash() {
        Board b = ContentLoader.core().board;
        List<String> names = new ArrayList<>(List.of("", "-", "  x  ", "Ma's Boarding House", "A--B", "Café 9", "ÉCOLE"));
        for (int place = 0; place < b.size(); place++) names.add(b.name(place));
        for (String n : names) {
            assertEquals("gate:" + n.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-"), GateHooks.gateId(n), n);
        }
    }
}
