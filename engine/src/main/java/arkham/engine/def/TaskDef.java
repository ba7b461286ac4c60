package arkham.engine.def;


import java.util.List;

/**
 * A Task (a Common Item) or Mission (a Unique Item) of The Dunwich Horror (its rulebook p.5): areas
 * to visit in order, one Clue on the card per step done. A Task's step is done by spending an
 * Arkham Encounters Phase in the area; a Mission's by paying its sacrifice there at the start of
 * the Upkeep Phase. When the last step is done the card's reward happens and it goes to the box.
 *
 * @param card    the card definition id
 * @param mission a Mission (sacrifices in Upkeep) rather than a Task
 * @param reward  what completing it gives, written in the effect vocabulary (null: the card's hook says, or nothing)
 */
public record TaskDef(int card, boolean mission, List<Step> steps, Effect reward) {
    public TaskDef {
        steps = List.copyOf(steps);
        if (steps.isEmpty()) throw new IllegalArgumentException("a Task or Mission needs at least one step");
    }

    public TaskDef(int card, boolean mission, List<Step> steps) {
        this(card, mission, steps, null);
    }

    /**
     * One step: the area, and for a Mission what is paid there ({@code discard}: a kind of card to
     * give up, e.g. "ally", "spell", or null).
     */
    public record Step(int place, Cost cost, String discard) {
    }
}
