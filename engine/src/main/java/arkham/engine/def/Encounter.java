package arkham.engine.def;

import arkham.engine.effect.Effect;

/** One encounter entry: our own short summary of what happens, and the effect that encodes it. */
public record Encounter(String text, Effect effect) {
}
