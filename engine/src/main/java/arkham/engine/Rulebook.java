package arkham.engine;


import java.util.List;

/**
 * What the step loop asks of the rules: the first step of a game, what comes when no step is left,
 * how the final battle starts, what a knockout does, and what a step that is dropped unfinished
 * still holds. {@code flow.Rules} is Arkham Horror's; the content registers it
 * ({@link Hooks#rulebook(Rulebook)}). Through this the loop and the state know no step of the rules,
 * so the rules can depend on them and not the other way round.
 */
public interface Rulebook {
    /** The step that sets a new game up. */
    Step setup();

    /** What comes next when the stack is empty: the next phase, or the next round of the final battle. */
    Step next(Game g);

    /** The step that begins the final battle, when the Ancient One has just awoken. */
    Step finalBattle();

    /**
     * The investigators knocked out at once (bits by player; their pending steps already dropped)
     * are resolved: pushes what knocks each out, in the order the first player picks when several are.
     */
    void knockOut(Game g, int players);

    /** An encounter where the investigator stands (as an effect may call for one during another). */
    Step encounter(int player);

    /** Casting one of the investigator's spells: its Sanity cost and Spell check (as a check's re-roll may call for). */
    Step castSpell(int player, int card);

    /** The cards a step holds drawn out of their decks (none for most); a dropped step gives them back. */
    List<Integer> heldCards(Step s);

    /** The monster a step of an encounter drew and keeps off the board, or -1. */
    int encounterMonster(Step s);

    /** The monster a step is a combat with, or -1 when it is no combat. */
    int combatMonster(Step s);
}
