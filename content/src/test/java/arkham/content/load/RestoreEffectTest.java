package arkham.content.load;

import arkham.content.ContentLoader;
import arkham.engine.def.Effect;
import arkham.engine.def.Stat;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Care in the effect vocabulary: {@code restore} a number of Stamina or Sanity, or to the maximum (docs/CONTENT.md). */
class RestoreEffectTest {
    private static Effect parse(String json) throws Exception {
        EffectParser p = new EffectParser(ContentLoader.core().board, name -> true, id -> true);
        return p.parse(new Json("test.json", "Test", new ObjectMapper().readTree(json)));
    }

    @Test
    void restoresByANumberOrToTheMaximum() throws Exception {
        assertEquals(new Effect.Restore(Stat.STAMINA, 1, false), parse("{\"restore\": {\"stamina\": 1}}"));
        assertEquals(new Effect.Restore(Stat.SANITY, 0, true), parse("{\"restore\": {\"sanity\": \"max\"}}"));
    }

    @Test
    void onlySanityOrStaminaByAPositiveNumber() {
        assertTrue(assertThrows(ContentError.class, () -> parse("{\"restore\": {\"money\": 1}}")).getMessage().contains("only sanity or stamina"));
        assertTrue(assertThrows(ContentError.class, () -> parse("{\"restore\": {\"sanity\": 0}}")).getMessage().contains("a number from 1"));
        assertTrue(assertThrows(ContentError.class, () -> parse("{\"restore\": {\"sanity\": 1, \"stamina\": 1}}")).getMessage().contains("one stat"));
    }
}
