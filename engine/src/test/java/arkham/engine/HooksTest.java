package arkham.engine;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The registry of card hooks: an effect's words belong to a registered effect hook. */
class HooksTest {
    @Test
    void wordsNeedTheirHook() {
        Hooks h = new Hooks();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> h.effectWords("enc-take-ally", arg -> "take " + arg));
        assertTrue(e.getMessage().contains("'enc-take-ally'"), e.getMessage());
        h.effect("enc-take-ally", (g, p, arg) -> { });
        h.effectWords("enc-take-ally", arg -> "take " + arg);
        assertEquals("take Duke", h.effectWords("enc-take-ally", "Duke"));
        assertNull(h.effectWords("enc-other", "x"), "a hook with no words declares none");
        assertThrows(IllegalArgumentException.class, () -> h.effectWords("enc-take-ally", arg -> "again"));
    }
}
