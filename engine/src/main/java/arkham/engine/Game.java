package arkham.engine;

import arkham.engine.def.CheckType;
import arkham.engine.def.MovementType;
import arkham.engine.def.Skill;
import arkham.engine.def.Stat;
import arkham.engine.state.Hashing;
import arkham.engine.state.IntList;

import java.util.Arrays;
import java.util.List;

/**
 * A game of Arkham Horror: its state ({@link GameState}) and the step loop, the one API every
 * driver uses. Create a game, read {@link #question()}, {@link #answer} it, repeat until
 * {@link #isOver()}. The state is ids and primitives; {@link #copy()} is cheap and fully isolated;
 * everything random comes from the seeded random source inside the state.
 *
 * <p>The loop runs the steps on its stack until one asks a question; between steps it resolves
 * knockouts and the Ancient One's awakening. What the steps are comes from the content's
 * {@link Rulebook}: the loop knows none of them. The rules' operations below are kept here for the
 * steps and hooks that call them on the game; they live in {@link Ratings}, {@link Cards},
 * {@link MonsterCup}, {@link Tracks} and {@link Stats}.
 */
public final class Game extends GameState {
    private final Rulebook rules;
    private Step[] stack = new Step[32];
    private int sp;
    private Question pending;
    /** How many questions this game has posed: the id of the latest (answers must name it). */
    private long asked;
    /**
     * A copy shares the pending question, whose lazy labels and prompt read this game: before this
     * game changes, they are built, so the copy keeps reading the position it was made in.
     */
    private boolean pendingShared;
    private Step pendingStep;

    private Game(Content content, Setup setup) {
        super(content, setup);
        rules = content.hooks.rulebook();
    }

    private Game(Game o, long reseed, boolean withEvents) {
        super(o, reseed, withEvents);
        rules = o.rules;
        stack = Arrays.copyOf(o.stack, Math.max(o.stack.length, 8));
        sp = o.sp;
        pending = o.pending;
        asked = o.asked;
        o.pendingShared = true;
        pendingStep = o.pendingStep;
    }

    // ------------------------------------------------------------------ API

    /** Creates a game and runs setup until the first decision. */
    public static Game create(Content content, Setup setup) {
        return create(content, setup, false);
    }

    /** Creates a game, recording events from the very start of setup if asked (a full log for players). */
    public static Game create(Content content, Setup setup, boolean logEvents) {
        Game g = new Game(content, setup);
        g.logging = logEvents;
        g.push(g.rules.setup());
        g.run();
        return g;
    }

    /**
     * Creates a game whose setup has not run yet, for building positions by hand (scenarios and
     * tests); call {@link #start()} when done arranging it.
     */
    public static Game blank(Content content, Setup setup) {
        return new Game(content, setup);
    }

    /** Runs pushed steps (or, with none, the next phase) until a decision or the end. */
    public void start() {
        run();
    }

    /**
     * Replaces whatever the game was about to do with the given steps (run in order) and runs to
     * the next decision. For scenarios and tests that set up a position and start from a chosen
     * point, e.g. a combat or a Mythos Phase.
     */
    public void begin(Step... steps) {
        freezeIfShared();
        // cards drawn by a dropped step go back to their decks
        dropAll();
        knockouts = 0;
        interrupts = 0;
        holding = 0;
        then(steps);
        run();
    }

    /** The decision the game is waiting for, or null when it is over. */
    public Question question() {
        return outcome == null ? pending : null;
    }

    public boolean isOver() {
        return outcome != null;
    }

    public Outcome outcome() {
        return outcome;
    }

    /**
     * Answers the pending question and runs to the next one. The answer names the question it
     * answers ({@link Question#id()}); an answer that is not legal now (another question's id, the
     * wrong player, an unknown option, the game over) is rejected and changes nothing.
     */
    public void answer(long questionId, int player, String optionId) {
        checkAnswerable(questionId, player);
        Choice c = pending.option(optionId);
        if (c == null)
            throw new IllegalAnswerException("'" + optionId + "' is not an option of question " + questionId + " \""
                    + pending.prompt() + "\"; options: " + pending.options().stream().map(Choice::id).toList());
        proceed(c);
    }

    /**
     * Answers the pending question with one of its own options, as read from {@link #question()}
     * (agents answer this way: no id is compared). Anything else is rejected and changes nothing.
     */
    public void answer(long questionId, int player, Choice choice) {
        checkAnswerable(questionId, player);
        for (int k = 0; k < pending.optionCount(); k++) {
            if (pending.option(k) == choice) {
                proceed(choice);
                return;
            }
        }
        throw new IllegalAnswerException("that choice ('" + choice.id() + "') is not an option of question " + questionId
                + " \"" + pending.prompt() + "\"");
    }

    private void checkAnswerable(long questionId, int player) {
        if (outcome != null) throw new IllegalAnswerException("the game is over (" + outcome.text() + ")");
        if (pending == null) throw new IllegalAnswerException("no question is pending");
        if (questionId != pending.id())
            throw new IllegalAnswerException(questionId < pending.id()
                    ? "question " + questionId + " is no longer pending (already answered or replaced); the pending question is " + pending.id()
                    : "question " + questionId + " has not been asked; the pending question is " + pending.id());
        if (player != pending.player())
            throw new IllegalAnswerException("player " + (player + 1) + " cannot answer: question " + questionId
                    + " is for player " + (pending.player() + 1));
    }

    private void proceed(Choice c) {
        freezeIfShared();
        Step s = pendingStep;
        pending = null;
        pendingStep = null;
        if (logging) acting = s.owner();
        s.answer(this, c);
        settle();
        run();
    }

    private void freezeIfShared() {
        if (pendingShared && pending != null) pending.freeze();
        pendingShared = false;
    }

    /** A fully independent copy: the same state, the same future dice and draws. */
    public Game copy() {
        return new Game(this, 0, true);
    }

    /**
     * A copy for AI search: the same visible state, but a new random future (reseeded dice and
     * reshuffled hidden decks), so a search cannot peek at what will really happen. Two games that
     * differ only in hidden order (decks, gate stack, dice to come) give equal copies for a seed.
     */
    public Game copyForSearch(long seed) {
        return new Game(this, seed == 0 ? 1 : seed, false);
    }

    /**
     * This game with a new future, for a game imported from an unfinished one, so that the copy
     * cannot foretell the game it was copied from: everything visible stays as it is, while the dice
     * are reseeded from {@code seed} and every face-down pile is put in a canonical order and
     * shuffled, as in {@link #copyForSearch}. Unlike a search copy it records events as this game
     * does and keeps those not yet drained. The same state and seed always give the same game, so a
     * replay that draws the new future after the same answer reaches the same game.
     */
    public Game withNewFuture(long seed) {
        Game g = new Game(this, seed == 0 ? 1 : seed, true);
        g.keepLogOf(this);
        return g;
    }

    /**
     * A search copy (as {@link #copyForSearch}) whose chance is tied to the moment: each phase of the
     * turn, and each player's part of it, draws its dice afresh from the seed, the turn and that part
     * alone (the final battle goes on with the dice of the part in which the Ancient One woke).
     * Copies made with one seed and answered differently still meet the same dice and draws from
     * the cup in every later part, so a search compares its choices on the same futures, not just
     * from the same start.
     */
    public Game copyForSearchTied(long seed) {
        Game g = copyForSearch(seed);
        g.tiedSeed = seed == 0 ? 1 : seed;
        return g;
    }

    /** Turns on event recording (off by default so simulations do not pay for it). */
    public Game logEvents(boolean on) {
        logging = on;
        return this;
    }

    /** A 64-bit hash over the whole game state, for determinism checks. */
    public long stateHash() {
        long h = stateHash(sp, asked, pending, pendingStep);
        // Steps are records of ints, enums and lists: their text is stable across JVM runs (enum and
        // map hash codes are not), so saves can carry this hash.
        for (int i = 0; i < sp; i++) h = Hashing.mix(h, stack[i].toString().hashCode());
        return h;
    }

    // ------------------------------------------------------------ the loop

    private void run() {
        while (outcome == null && pending == null) {
            if (sp == 0) {
                push(rules.next(this));
                continue;
            }
            Step s = stack[--sp];
            stack[sp] = null;
            if (logging) acting = s.owner();
            Question q = s.run(this);
            if (q != null && outcome == null && !awakening && knockouts == 0 && interrupts == 0 && q.optionCount() == 1
                    && q.kind() != QuestionKind.READY) {
                s.answer(this, q.option(0));
            } else if (q != null) {
                pending = q.bind(++asked);
                pendingStep = s;
            }
            settle();
        }
    }

    /** Resolves what must happen at once between steps: knockouts, then awakening. */
    private void settle() {
        if (outcome != null) {
            pending = null;
            pendingStep = null;
            return;
        }
        if (interrupts != 0) {
            int stop = interrupts & ~knockouts;
            interrupts = 0;
            for (int p = 0; p < players; p++) {
                if ((stop & (1 << p)) == 0) continue;
                dropPendingOf(p);
                dropStepsOf(p);
            }
        }
        if (knockouts != 0) {
            int ko = knockouts;
            knockouts = 0;
            for (int p : turnOrder()) {
                if ((ko & (1 << p)) == 0) continue;
                dropPendingOf(p);
                dropStepsOf(p);
            }
            rules.knockOut(this, ko);
            if (pending != null) {
                // The pending question was someone else's; it waits until the knockouts resolve.
                // built now: the stack is copied with the game, and lazy text would read this one
                pending.freeze();
                push(new Resume(pendingStep, pending));
                pending = null;
                pendingStep = null;
            }
        }
        if (awakening) {
            awakening = false;
            // a simultaneous loss cut short: what has landed counts
            for (int p = 0; p < players; p++) if ((holding & (1 << p)) != 0) releaseKnockout(p);
            // cards drawn for a choice that will now never be made go back to their decks
            dropAll();
            push(rules.finalBattle());
        }
    }

    /** Re-asks a question that was interrupted by a knockout. */
    private record Resume(Step step, Question q) implements Step {
        @Override
        public Question run(Game g) {
            return q;
        }

        @Override
        public void answer(Game g, Choice c) {
            step.answer(g, c);
        }

        @Override
        public int owner() {
            return step.owner();
        }

        /** Stable across JVM runs (a question's context map has no fixed order), as the state hash needs. */
        @Override
        public String toString() {
            return "Resume[step=" + step + ", player=" + q.player() + ", prompt=" + q.prompt() + ", options="
                    + q.options().stream().map(Choice::id).toList() + "]";
        }
    }

    /** Drops the pending question and every step, giving back the cards they hold. */
    private void dropAll() {
        if (pendingStep != null) returnHeld(pendingStep);
        for (int i = 0; i < sp; i++) returnHeld(stack[i]);
        pending = null;
        pendingStep = null;
        Arrays.fill(stack, null);
        sp = 0;
    }

    private void returnHeld(Step s) {
        for (int c : rules.heldCards(s)) Cards.returnDrawn(this, c);
    }

    private void dropPendingOf(int p) {
        if (pendingStep == null || pendingStep.owner() != p) return;
        // a combat dropped here would not be seen by dropStepsOf: leave it on the stack for that
        if (rules.combatMonster(pendingStep) >= 0) push(pendingStep);
        returnHeld(pendingStep);
        int m = rules.encounterMonster(pendingStep);
        if (m >= 0 && monsterWhere[m] == ENCOUNTER) MonsterCup.returnToCup(this, m);
        pending = null;
        pendingStep = null;
    }

    private void dropStepsOf(int p) {
        // whatever he was doing is over, a combat included: his hands are free again
        inv[p].held.clear();
        inv[p].castOk.clear();
        int combat = -1;
        int encounterMonster = -1;
        int w = 0;
        for (int i = 0; i < sp; i++) {
            Step s = stack[i];
            if (s.owner() != p) {
                stack[w++] = s;
                continue;
            }
            returnHeld(s);
            int m = rules.encounterMonster(s);
            if (m >= 0) encounterMonster = m;
            m = rules.combatMonster(s);
            if (m >= 0) combat = m;
        }
        for (int i = w; i < sp; i++) stack[i] = null;
        sp = w;
        // a combat cut short (knocked out, sent away) still ends, for whatever happens when one does
        if (combat >= 0) for (Modifiers m : modifiers(p, Modifiers.Hook.END_OF_COMBAT)) m.endOfCombat(this, p, combat);
        // and a monster drawn for his encounter does not outlive it
        if (encounterMonster >= 0 && monsterWhere[encounterMonster] == ENCOUNTER) MonsterCup.returnToCup(this, encounterMonster);
    }

    public void push(Step s) {
        if (sp == stack.length) stack = Arrays.copyOf(stack, sp * 2);
        stack[sp++] = s;
    }

    /** Pushes steps so that they run in the order given. */
    public void then(Step... steps) {
        for (int i = steps.length - 1; i >= 0; i--) push(steps[i]);
    }

    /** The rules this game runs, for steps that start an activity which may start them again (an encounter, a spell). */
    public Rulebook rulebook() {
        return rules;
    }

    public int stackDepth() {
        return sp;
    }

    /**
     * The step whose question is pending, or null: for invariant checks, debugging, and agents
     * reading what the question shows (an encounter choice's effects, which are card text).
     */
    public Step waitingStep() {
        return pendingStep;
    }

    /** Steps waiting on the stack, bottom first (for views and debugging). */
    public List<Step> pendingSteps() {
        return List.of(Arrays.copyOf(stack, sp));
    }

    // ------------------------------------------- the rules' operations, kept on the game

    public int skill(int p, Skill s) { return Ratings.skill(this, p, s); }
    public int checkValue(int p, CheckType t) { return Ratings.checkValue(this, p, t); }
    public int movementPoints(int p) { return Ratings.movementPoints(this, p); }
    public int speed(int p) { return Ratings.speed(this, p); }
    public int focus(int p) { return Ratings.focus(this, p); }
    public int successOn(int p) { return Ratings.successOn(this, p); }
    public boolean isBlessed(int p) { return Ratings.isBlessed(this, p); }
    public boolean isCursed(int p) { return Ratings.isCursed(this, p); }
    public boolean ownsTagged(int p, String tag) { return Ratings.ownsTagged(this, p, tag); }
    public int findTagged(int p, String tag) { return Ratings.findTagged(this, p, tag); }
    public int findTagged(int p, long bit) { return Ratings.findTagged(this, p, bit); }
    public int toughness(int m) { return Ratings.toughness(this, m); }
    public int combatRating(int m) { return Ratings.combatRating(this, m); }
    public int horrorRating(int m) { return Ratings.horrorRating(this, m); }
    public int horrorDamage(int m) { return Ratings.horrorDamage(this, m); }
    public boolean hasHorrorCheck(int m) { return Ratings.hasHorrorCheck(this, m); }
    public int combatDamage(int m) { return Ratings.combatDamage(this, m); }
    public boolean damageStrands(int m) { return Ratings.damageStrands(this, m); }
    public boolean magicalImmunity(int m) { return Ratings.magicalImmunity(this, m); }
    public int awareness(int m) { return Ratings.awareness(this, m); }
    public MovementType movement(int m) { return Ratings.movement(this, m); }

    public void gain(int p, Stat stat, int n) { Stats.gain(this, p, stat, n); }
    public void restore(int p, Stat stat, int n) { Stats.restore(this, p, stat, n); }
    public void lose(int p, Stat stat, int n) { Stats.lose(this, p, stat, n); }

    public int drawCard(arkham.engine.def.Deck d) { return Cards.drawCard(this, d); }
    public int takeFromDeck(int cardDef) { return Cards.takeFromDeck(this, cardDef); }
    public void giveCard(int p, int card) { Cards.giveCard(this, p, card); }
    public void giveCard(int p, int card, boolean notify) { Cards.giveCard(this, p, card, notify); }
    public void discard(int p, int card) { Cards.discard(this, p, card); }
    public void boxCard(int p, int card) { Cards.boxCard(this, p, card); }

    public int monstersIn(int place) { return Tracks.monstersIn(this, place); }
    public IntList monstersAt(int place) { return Tracks.monstersAt(this, place); }
    public int monstersInArkham() { return Tracks.monstersInArkham(this); }
    public int monstersInCup() { return MonsterCup.monstersInCup(this); }
    public int monsterLimit() { return Tracks.monsterLimit(this); }
    public int outskirtsLimit() { return Tracks.outskirtsLimit(this); }
    public int monsterTrophies(int p) { return Tracks.monsterTrophies(this, p); }
    public int drawMonster() { return MonsterCup.drawMonster(this); }
    public int placeMonster(int m, int place) { return MonsterCup.placeMonster(this, m, place); }
    public void returnToCup(int m) { MonsterCup.returnToCup(this, m); }

    public int partner(int rel, int p) { return Relationships.partner(this, rel, p); }
    public IntList relationshipsOf(int p) { return Relationships.relationshipsOf(this, p); }
    public void endRelationships(int p) { Relationships.endRelationships(this, p); }

    public int openGates() { return Tracks.openGates(this); }
    public int elderSignsOnBoard() { return Tracks.elderSignsOnBoard(this); }
    public int gateTrophies(int p) { return Tracks.gateTrophies(this, p); }
    public int gateTrophiesHeld() { return Tracks.gateTrophiesHeld(this); }
    public int tooManyGates() { return Tracks.tooManyGates(this); }
    public void addDoom(int n) { Tracks.addDoom(this, n); }
    public void raiseTerror(int n) { Tracks.raiseTerror(this, n); }
    public void closeLocation(int place) { Tracks.closeLocation(this, place); }
    public boolean closedByTerror(int place) { return Tracks.closedByTerror(this, place); }
    public void checkOverrun() { Tracks.checkOverrun(this); }
}
