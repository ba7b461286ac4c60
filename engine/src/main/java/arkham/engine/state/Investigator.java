package arkham.engine.state;

/**
 * One player's investigator: ids and numbers only, so copying is a few array clones. Cards are
 * card-instance ids; trophies live with the monster and gate markers themselves.
 */
public final class Investigator {
    /** Investigator definition id (index into content). */
    private int def = -1;
    public int place;
    public int sanity;
    public int stamina;
    public int maxSanity;
    public int maxStamina;
    public int money;
    public int clues;
    /** Slider stops, 0-3, for Speed/Sneak, Fight/Will, Lore/Luck. */
    public final int[] slider = new int[3];
    public boolean delayed;
    /** In the Police Station jail cell: loses the next turn (rulebook p.16). */
    public boolean jailed;
    /** Loses his next turn (an encounter's "lose your next turn"): no movement and no encounters. */
    public boolean turnLost;
    /** The gate marker he last went through to an Other World, open or since closed (-1: none known). */
    public int enteredGate = -1;
    /** Holds an explored marker at the current location. */
    public boolean explored;
    /** Movement points left this Movement Phase; -1 once movement is over. */
    public int movePoints = -1;
    /** Movement points spent this Movement Phase, not counting those spent reading Tomes. */
    public int pointsSpent;
    /** Monsters already evaded or fought in the current area this movement. */
    public final IntList dealtWith;
    /** No further encounters this turn (after being knocked out, arrested, etc.). */
    public boolean encountersOver;
    /** The last turn his once-per-turn unique ability was used (0: never). */
    public int abilityTurn;
    /** The last turn in which he successfully cast a Spell (-1: never). */
    public int castTurn = -1;
    /** Has defaulted on a Bank Loan: may never take another. */
    public boolean loanDefaulted;
    /** Out of the game (devoured in the final battle). */
    public boolean eliminated;
    /** Card instance ids owned. */
    public final IntList cards;
    /** Cards held in hands during the current combat; with the spells successfully cast. */
    public final IntList held;
    public final IntList castOk;

    /**
     * Bumped when his sheet or his cards change, and by the game when his Relationships do: what
     * the rules for him come from besides what is in play for everyone (see Game.modifiers).
     */
    private final Version sources;

    /** A new investigator whose changes to what the rules for him come from bump {@code sources}. */
    public Investigator(Version sources) {
        this.sources = sources;
        cards = new IntList();
        cards.watchedBy(sources);
        dealtWith = new IntList();
        held = new IntList();
        castOk = new IntList();
    }

    /** A copy of o, bumping its own {@code sources}. */
    public Investigator(Investigator o, Version sources) {
        this.sources = sources;
        def = o.def;
        place = o.place;
        sanity = o.sanity;
        stamina = o.stamina;
        maxSanity = o.maxSanity;
        maxStamina = o.maxStamina;
        money = o.money;
        clues = o.clues;
        System.arraycopy(o.slider, 0, slider, 0, 3);
        delayed = o.delayed;
        jailed = o.jailed;
        turnLost = o.turnLost;
        explored = o.explored;
        enteredGate = o.enteredGate;
        movePoints = o.movePoints;
        pointsSpent = o.pointsSpent;
        dealtWith = new IntList(o.dealtWith);
        encountersOver = o.encountersOver;
        abilityTurn = o.abilityTurn;
        castTurn = o.castTurn;
        eliminated = o.eliminated;
        loanDefaulted = o.loanDefaulted;
        cards = new IntList(o.cards);
        cards.watchedBy(sources);
        held = new IntList(o.held);
        castOk = new IntList(o.castOk);
    }

    /** His investigator definition id (index into content); -1 before one is dealt. */
    public int def() { return def; }

    /** He becomes the investigator of definition {@code def} (at setup, or replacing a devoured one). */
    public void setDef(int def) {
        this.def = def;
        sources.bump();
    }

    /** His Relationships changed (the game tells him: they are not his to keep). */
    public void relationshipsChanged() { sources.bump(); }

    /** Mixes his state into a state hash. */
    public long hash(long h) {
        long[] xs = {def, place, sanity, stamina, maxSanity, maxStamina, money, clues, slider[0], slider[1], slider[2],
                delayed ? 1 : 0, jailed ? 1 : 0, turnLost ? 1 : 0, explored ? 1 : 0, movePoints, dealtWith.hashCode(), encountersOver ? 1 : 0,
                abilityTurn, eliminated ? 1 : 0, loanDefaulted ? 1 : 0, cards.hashCode(), held.hashCode(), castOk.hashCode(),
                pointsSpent, castTurn, enteredGate};
        for (long x : xs) h = Hashing.mix(h, x);
        return h;
    }
}
