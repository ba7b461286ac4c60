package arkham.server;

import arkham.content.ContentLoader;
import arkham.engine.def.Board;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/** The browser's board drawing (web/layout.json) places every area of the board, each on its own spot. */
class BoardLayoutTest {
    private static JsonNode layout() throws IOException {
        try (InputStream in = BoardLayoutTest.class.getResourceAsStream("/web/layout.json")) {
            assertNotNull(in, "web/layout.json is on the classpath");
            return new ObjectMapper().readTree(in);
        }
    }

    private record Box(String name, double left, double top, double right, double bottom) {
        boolean overlaps(Box o) {
            return left < o.right && o.left < right && top < o.bottom && o.top < bottom;
        }
    }

    @Test
    void everyPlaceHasAPositionAndNoTwoOverlap() throws IOException {
        JsonNode layout = layout();
        JsonNode places = layout.get("places");
        double width = layout.get("width").asDouble(), height = layout.get("height").asDouble();
        Board board = ContentLoader.core().board;
        List<Box> boxes = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (int p = 0; p < board.size(); p++) {
            String name = board.name(p);
            names.add(name);
            JsonNode r = places.get(name);
            if (r == null) fail("layout.json has no position for " + name);
            double w = r.get("w").asDouble(), h = r.get("h").asDouble();
            Box b = new Box(name, r.get("x").asDouble() - w / 2, r.get("y").asDouble() - h / 2,
                    r.get("x").asDouble() + w / 2, r.get("y").asDouble() + h / 2);
            assertTrue(w > 0 && h > 0, name + " has a size");
            assertTrue(b.left >= 0 && b.top >= 0 && b.right <= width && b.bottom <= height, name + " lies inside the drawing");
            boxes.add(b);
        }
        for (int i = 0; i < boxes.size(); i++) {
            for (int j = i + 1; j < boxes.size(); j++) {
                assertTrue(!boxes.get(i).overlaps(boxes.get(j)), boxes.get(i).name() + " overlaps " + boxes.get(j).name());
            }
        }
        places.fieldNames().forEachRemaining(n -> assertTrue(names.contains(n), "layout.json names a place the board lacks: " + n));
        assertEquals(board.size(), places.size());
    }

    @Test
    void everyOtherWorldHasAFrame() throws IOException {
        JsonNode worlds = layout().get("worlds");
        for (Board.OtherWorld w : ContentLoader.core().board.worlds()) {
            assertNotNull(worlds.get(w.name()), "layout.json has no frame for the Other World " + w.name());
        }
    }
}
