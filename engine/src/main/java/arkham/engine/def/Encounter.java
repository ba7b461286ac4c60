package arkham.engine.def;


/** One encounter entry: our own short summary of what happens, and the effect that encodes it. */
public record Encounter(String text, Effect effect) {
}
