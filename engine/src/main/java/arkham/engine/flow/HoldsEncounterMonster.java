package arkham.engine.flow;

/**
 * A step of an encounter that drew a monster (it waits off the board, at {@code Game.ENCOUNTER}):
 * if the step is dropped because the encounter ended early (a knockout, being sent away), the
 * monster goes back to the cup at once, as it would when the encounter ends (rulebook p.22).
 */
public interface HoldsEncounterMonster {
    int monster();
}
