package arkham.engine;

/** How a UI should present a question. Every kind is answered with one option id at a time. */
public enum QuestionKind {
    /** pick one of the options */
    CHOOSE_ONE,
    /** pick options one at a time; a "done" option ends the selection */
    CHOOSE_SEVERAL,
    /** pick a number; option ids are the numbers */
    CHOOSE_AMOUNT,
    /** pick which comes next; repeated until all are ordered */
    ORDER,
    /** "yes" or "no" */
    YES_NO,
    /**
     * a pause the player ends when ready (Phase 0, Planning): its one option is never answered by
     * the engine itself, unlike every other single-option question
     */
    READY
}
