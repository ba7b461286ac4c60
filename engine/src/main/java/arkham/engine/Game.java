package arkham.engine;

import arkham.engine.def.AncientOneDef;
import arkham.engine.def.Board;
import arkham.engine.def.CardDef;
import arkham.engine.def.CheckType;
import arkham.engine.def.Content;
import arkham.engine.def.Deck;
import arkham.engine.def.InvestigatorDef;
import arkham.engine.def.MonsterDef;
import arkham.engine.def.MovementType;
import arkham.engine.def.MythosDef;
import arkham.engine.def.Skill;
import arkham.engine.flow.Knockout;
import arkham.engine.flow.PhaseStep;
import arkham.engine.flow.SetupStep;
import arkham.engine.flow.Step;
import arkham.engine.state.Hashing;
import arkham.engine.state.HeraldState;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;
import arkham.engine.state.Rng;
import arkham.engine.state.Version;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A game of Arkham Horror: the whole mutable state plus the one API every driver uses. Create a
 * game, read {@link #question()}, {@link #answer} it, repeat until {@link #isOver()}. The state is
 * ids and primitives; {@link #copy()} is cheap and fully isolated; everything random comes from
 * the seeded {@link Rng} inside the state.
 *
 * <p>Fields are public so the rules steps in {@code flow} and {@code rules} can work on them
 * directly; drivers should treat them as read-only and change the game only by answering.
 */
public final class Game {
    /** Monster and gate marker positions other than a board place id. */
    public static final int CUP = -1;
    public static final int BOX = -2;
    /** A monster drawn for an encounter: it never stays on the board (rulebook p.22). */
    public static final int ENCOUNTER = -3;
    /** A gate marker in the face-down stack. */
    public static final int STACK = -4;
    /** A monster waiting on a Rumor card, off the board (The Terrible Experiment). */
    public static final int RUMOR = -5;
    private static final int TROPHY_BASE = -10;

    /**
     * Where the game is. Phase 0 (Planning) and Phase 6 (End of Turn) of the order of play come last
     * so the older phases keep their numbers in the state hash, and older saves still load.
     */
    public enum Phase { SETUP, UPKEEP, MOVEMENT, ARKHAM_ENCOUNTERS, OTHER_WORLD_ENCOUNTERS, MYTHOS, FINAL_BATTLE, PLANNING, END_OF_TURN }

    public final Content content;
    public final Setup setup;
    public final Board board;
    public final Rng rng;

    public final int players;
    public final Investigator[] inv;
    public int first;
    public int turn;
    public Phase phase = Phase.SETUP;

    private int ancientOne = -1;
    public int doom;
    public int terror;
    public boolean awakened;
    /** What awoke the Ancient One (null while asleep). */
    public Awakening awakenedBy;
    public int battleRound;
    public int battleSuccesses;
    public int elderSignsPlayed;
    public int defaultedLoans;
    /**
     * Statistics for reports, never read by the rules (so not in {@link #stateHash()}): gates closed
     * (sealed or not), monsters defeated, investigators devoured.
     */
    public int gatesClosed;
    public int monstersDefeated;
    public int investigatorsDevoured;

    /** Per monster marker: a place id, CUP, BOX, ENCOUNTER, RUMOR or a trophy code. */
    public final int[] monsterWhere;
    /** Per gate marker: a place id (open there), STACK, BOX or a trophy code. */
    public final int[] gateWhere;
    /** Face-down gate marker stack; the top is the last element. */
    public final IntList gateStack;
    /** Per place: open gate marker or -1. */
    public final int[] gateAt;
    /** Per place: Clue tokens. */
    public final int[] clues;
    /** Per place: an elder sign token seals it. */
    public final boolean[] sealed;
    /** Per place: closed marker (terror level or a Mythos card). */
    public final boolean[] closed;
    /** Per place: activity markers. */
    public final int[] activity;

    /** Per card instance: owning investigator, or DECK / BOX. */
    public final int[] cardWhere;
    public static final int IN_DECK = -1;
    /** A card drawn and waiting for the investigator to choose whether to keep it. */
    public static final int DRAWN = -3;
    public final boolean[] exhausted;
    /** Gained since the last Upkeep: no upkeep roll yet (rulebook p.6). */
    public final boolean[] fresh;
    /** Stamina tokens from the bank placed on a card by its own ability (Enchanted Jewelry, Silver Key, ...). */
    public final int[] cardTokens;
    /** Investigator card decks (top = last element), by {@link Deck} ordinal. */
    public final IntList[] decks;
    public final IntList mythosDeck;
    public final IntList gateDeck;
    /** Location card ids per street for the expansions in use (set at setup; never changed, so copies share it). */
    public int[][] locationDecks;
    /** Investigator definitions not yet dealt, for replacements of devoured investigators. */
    public final IntList unusedInvestigators;

    /** Headlines still in play: pairs of (Mythos card, last turn it lasts). */
    public final IntList lingering;
    private int environment = -1;
    private int rumor = -1;
    /** Tokens on the active Rumor (its progress). */
    public int rumorTokens;
    /** Mythos cards drawn at the start of each Mythos Phase of which only the gate counts (The Great Ritual's failure). */
    public int gateOnlyMythos;

    /** The Herald variant's Power tokens, bound Allies and Reckoning deck. */
    public final HeraldState herald;
    /** The Dunwich Horror's track, Task and Mission Clues and score terms. */
    public final arkham.engine.state.DunwichState dunwich;
    /**
     * Per Relationship card: the player who drew it, whose partner is the player to his left; -1
     * while it is not in play (never dealt, or boxed when a partner was devoured).
     */
    private final int[] relationshipDrawer;
    public final boolean[] relationshipExhausted;

    /** Forced dice and draws for scenarios and tests; consumed before the random source. */
    public final IntList forcedDice;
    public final IntList forcedMonsters;
    public final IntList forcedLocationCards;
    /** Dunwich Horror cards (indexes into {@link Content#dunwichHorrorCards}) forced as the next draws. */
    public final IntList forcedHorrorCards;
    /** Investigator definitions forced as the next replacements dealt for the devoured or retired. */
    public final IntList forcedInvestigators;

    /** Result of the most recent skill check, read by the step that asked for it. */
    public int lastSuccesses;
    public boolean lastPassed;

    public Outcome outcome;

    private Step[] stack = new Step[32];
    private int sp;
    private Question pending;
    /** How many questions this game has posed: the id of the latest (answers must name it). */
    private long asked;
    /** On a search copy whose chance is tied to the moment, the seed each part of a turn draws its dice from; else 0. */
    private long tiedSeed;
    /**
     * A copy shares the pending question, whose lazy labels and prompt read this game: before this
     * game changes, they are built, so the copy keeps reading the position it was made in.
     */
    private boolean pendingShared;
    private Step pendingStep;
    /** Investigators knocked out during the current step; resolved between steps. */
    private int knockouts;
    /** Investigators whose current activity ends (without a knockout) between steps. */
    private int interrupts;
    /**
     * Investigators losing Sanity and Stamina at the same time (one effect's losses, each perhaps
     * reduced by a card first): a knockout waits until every part has landed, so both at 0 devours.
     */
    private int holding;
    private boolean awakening;

    private boolean logging;
    private List<Event> events = new ArrayList<>();
    /** Dice rolled (while logging) that no event has shown yet. */
    private final StringBuilder rolledUnreported = new StringBuilder();
    /** Where the game was when the first of {@link #rolledUnreported} was rolled (the event reporting them says so). */
    private int rolledTurn;
    private Phase rolledPhase = Phase.SETUP;
    /** While logging: the investigator whose step is running (-1: none), who rolled those dice. */
    private int acting = -1;

    private Game(Content content, Setup setup) {
        this.content = content;
        this.setup = setup;
        this.board = content.board;
        this.rng = new Rng(setup.seed());
        this.players = setup.players();
        sourceVersions = new int[players + 1];
        sources = new Version(sourceVersions, -1);
        inv = new Investigator[players];
        for (int i = 0; i < players; i++) inv[i] = new Investigator(new Version(sourceVersions, i + 1));
        int places = board.size();
        monsterWhere = new int[content.monsterKind.length];
        Arrays.fill(monsterWhere, CUP);
        gateWhere = new int[content.gateKind.length];
        Arrays.fill(gateWhere, STACK);
        gateStack = new IntList();
        gateAt = new int[places];
        Arrays.fill(gateAt, -1);
        clues = new int[places];
        sealed = new boolean[places];
        closed = new boolean[places];
        activity = new int[places];
        cardWhere = new int[content.cardKind.length];
        Arrays.fill(cardWhere, IN_DECK);
        exhausted = new boolean[cardWhere.length];
        fresh = new boolean[cardWhere.length];
        cardTokens = new int[cardWhere.length];
        decks = new IntList[Deck.values().length];
        for (int d = 0; d < decks.length; d++) decks[d] = new IntList();
        mythosDeck = new IntList();
        gateDeck = new IntList();
        unusedInvestigators = new IntList();
        lingering = new IntList();
        herald = new HeraldState(players);
        dunwich = new arkham.engine.state.DunwichState(cardWhere.length);
        relationshipDrawer = new int[content.relationships.size()];
        Arrays.fill(relationshipDrawer, -1);
        relationshipExhausted = new boolean[relationshipDrawer.length];
        forcedDice = new IntList();
        forcedMonsters = new IntList();
        forcedLocationCards = new IntList();
        forcedHorrorCards = new IntList();
        forcedInvestigators = new IntList();
        watchSources();
    }

    private Game(Game o, long reseed, boolean withEvents) {
        content = o.content;
        setup = o.setup;
        board = o.board;
        rng = new Rng(o.rng);
        if (reseed != 0) rng.reseed(reseed);
        tiedSeed = reseed == 0 ? o.tiedSeed : 0;
        players = o.players;
        sourceVersions = new int[players + 1];
        sources = new Version(sourceVersions, -1);
        inv = new Investigator[players];
        for (int i = 0; i < players; i++) inv[i] = new Investigator(o.inv[i], new Version(sourceVersions, i + 1));
        first = o.first;
        turn = o.turn;
        phase = o.phase;
        ancientOne = o.ancientOne;
        doom = o.doom;
        terror = o.terror;
        awakened = o.awakened;
        awakenedBy = o.awakenedBy;
        battleRound = o.battleRound;
        battleSuccesses = o.battleSuccesses;
        elderSignsPlayed = o.elderSignsPlayed;
        defaultedLoans = o.defaultedLoans;
        gatesClosed = o.gatesClosed;
        monstersDefeated = o.monstersDefeated;
        investigatorsDevoured = o.investigatorsDevoured;
        monsterWhere = o.monsterWhere.clone();
        gateWhere = o.gateWhere.clone();
        gateStack = new IntList(o.gateStack);
        gateAt = o.gateAt.clone();
        clues = o.clues.clone();
        sealed = o.sealed.clone();
        closed = o.closed.clone();
        activity = o.activity.clone();
        cardWhere = o.cardWhere.clone();
        exhausted = o.exhausted.clone();
        fresh = o.fresh.clone();
        cardTokens = o.cardTokens.clone();
        decks = new IntList[o.decks.length];
        for (int d = 0; d < decks.length; d++) decks[d] = new IntList(o.decks[d]);
        mythosDeck = new IntList(o.mythosDeck);
        gateDeck = new IntList(o.gateDeck);
        unusedInvestigators = new IntList(o.unusedInvestigators);
        locationDecks = o.locationDecks;
        lingering = new IntList(o.lingering);
        environment = o.environment;
        rumor = o.rumor;
        rumorTokens = o.rumorTokens;
        gateOnlyMythos = o.gateOnlyMythos;
        herald = new HeraldState(o.herald);
        dunwich = new arkham.engine.state.DunwichState(o.dunwich);
        relationshipDrawer = o.relationshipDrawer.clone();
        relationshipExhausted = o.relationshipExhausted.clone();
        forcedDice = new IntList(o.forcedDice);
        forcedMonsters = new IntList(o.forcedMonsters);
        forcedLocationCards = new IntList(o.forcedLocationCards);
        forcedHorrorCards = new IntList(o.forcedHorrorCards);
        forcedInvestigators = new IntList(o.forcedInvestigators);
        lastSuccesses = o.lastSuccesses;
        lastPassed = o.lastPassed;
        outcome = o.outcome;
        stack = Arrays.copyOf(o.stack, Math.max(o.stack.length, 8));
        sp = o.sp;
        pending = o.pending;
        asked = o.asked;
        o.pendingShared = true;
        pendingStep = o.pendingStep;
        knockouts = o.knockouts;
        interrupts = o.interrupts;
        holding = o.holding;
        awakening = o.awakening;
        logging = withEvents && o.logging;
        watchSources();
        if (reseed != 0) {
            // A search copy must not know the order of hidden decks either: each is put in a
            // canonical order before the shuffle, so the copy depends only on what is visible.
            for (IntList d : decks) hide(d);
            hide(mythosDeck);
            hide(gateDeck);
            hide(gateStack);
            hide(herald.reckoning);
        }
    }

    private void hide(IntList hidden) {
        hidden.sort();
        rng.shuffle(hidden);
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
        g.push(new SetupStep(SetupStep.Stage.START));
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
        if (pendingStep instanceof arkham.engine.flow.HoldsCards h) for (int c : h.heldCards()) returnDrawn(c);
        for (int i = 0; i < sp; i++) {
            if (stack[i] instanceof arkham.engine.flow.HoldsCards h) for (int c : h.heldCards()) returnDrawn(c);
        }
        pending = null;
        pendingStep = null;
        Arrays.fill(stack, null);
        sp = 0;
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
        g.events.addAll(events);
        g.rolledUnreported.append(rolledUnreported);
        g.rolledTurn = rolledTurn;
        g.rolledPhase = rolledPhase;
        g.acting = acting;
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

    /** A phase ({@code player} -1), or one player's part of it (at most 8 players), begins: a tied search copy reseeds its dice. */
    public void startPart(Phase phase, int player) {
        if (tiedSeed != 0) rng.reseed(Hashing.mix(Hashing.mix(tiedSeed, turn), phase.ordinal() * 9L + player + 1));
    }

    /** Turns on event recording (off by default so simulations do not pay for it). */
    public Game logEvents(boolean on) {
        logging = on;
        return this;
    }

    /** Returns and clears the events recorded since the last call. */
    public List<Event> drainEvents() {
        reportDice();
        List<Event> r = events;
        events = new ArrayList<>();
        return r;
    }

    /** A 64-bit hash over the whole game state, for determinism checks. */
    public long stateHash() {
        long h = Hashing.mix(0, players);
        for (Investigator i : inv) h = Hashing.investigator(h, i);
        long[] xs = {first, turn, phase.ordinal(), ancientOne, doom, terror, awakened ? 1 : 0, awakenedBy == null ? -1 : awakenedBy.ordinal(), battleRound,
                battleSuccesses, elderSignsPlayed, defaultedLoans, environment, rumor, rumorTokens, gateOnlyMythos,
                outcome == null ? -1 : outcome.ordinal(), rng.state(), sp, asked,
                Arrays.hashCode(monsterWhere), Arrays.hashCode(gateWhere), gateStack.hashCode(),
                Arrays.hashCode(gateAt), Arrays.hashCode(clues), Arrays.hashCode(sealed), Arrays.hashCode(closed),
                Arrays.hashCode(activity), Arrays.hashCode(cardWhere), Arrays.hashCode(exhausted),
                Arrays.hashCode(fresh), Arrays.hashCode(cardTokens), mythosDeck.hashCode(), gateDeck.hashCode(), unusedInvestigators.hashCode(),
                lingering.hashCode(), Arrays.hashCode(relationshipDrawer), Arrays.hashCode(relationshipExhausted),
                pending == null ? 0 : questionHash(pending)};
        for (long x : xs) h = Hashing.mix(h, x);
        if (holding != 0) h = Hashing.mix(h, holding);
        if (tiedSeed != 0) h = Hashing.mix(h, tiedSeed);
        // what a step below reads next (the last check), what tests forced, and pending between-step work
        h = Hashing.mix(h, lastSuccesses);
        h = Hashing.mix(h, lastPassed ? 1 : 0);
        h = Hashing.mix(h, forcedDice.hashCode());
        h = Hashing.mix(h, forcedMonsters.hashCode());
        h = Hashing.mix(h, forcedLocationCards.hashCode());
        // mixed only when used, so the hashes of saves made before they existed hold
        if (!forcedHorrorCards.isEmpty()) h = Hashing.mix(h, 5000 + forcedHorrorCards.hashCode());
        if (!forcedInvestigators.isEmpty()) h = Hashing.mix(h, 6000 + forcedInvestigators.hashCode());
        h = Hashing.mix(h, knockouts);
        h = Hashing.mix(h, interrupts);
        h = Hashing.mix(h, awakening ? 1 : 0);
        if (locationDecks != null) for (int[] d : locationDecks) h = Hashing.mix(h, Arrays.hashCode(d));
        // the step whose question is pending: two games asking the same question may resume differently
        if (pendingStep != null) h = Hashing.mix(h, pendingStep.toString().hashCode());
        for (IntList d : decks) h = Hashing.mix(h, d.hashCode());
        h = herald.hash(h);
        h = dunwich.hash(h);
        // Steps are records of ints, enums and lists: their text is stable across JVM runs (enum and
        // map hash codes are not), so saves can carry this hash.
        for (int i = 0; i < sp; i++) h = Hashing.mix(h, stack[i].toString().hashCode());
        return h;
    }

    private static long questionHash(Question q) {
        long h = Hashing.mix(q.player(), q.kind().ordinal());
        h = Hashing.mix(h, q.prompt().hashCode());
        for (Choice c : q.options()) h = Hashing.mix(h, c.id().hashCode());
        return h;
    }

    // ------------------------------------------------------------ the loop

    private void run() {
        while (outcome == null && pending == null) {
            if (sp == 0) {
                push(PhaseStep.next(this));
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
            // several at once resolve in the order the first player picks (p.23)
            List<Step> outs = new ArrayList<>();
            List<String> who = new ArrayList<>();
            for (int p : turnOrder()) {
                if ((ko & (1 << p)) == 0) continue;
                dropPendingOf(p);
                dropStepsOf(p);
                outs.add(new Knockout(p, 0));
            }
            // named only when the first player orders them; one alone simply happens
            if (outs.size() > 1) for (Step s : outs) who.add(nameOf(s.owner()) + " is knocked out");
            arkham.engine.flow.Simultaneous.resolve(this, outs, who);
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
            if (pendingStep instanceof arkham.engine.flow.HoldsCards h) for (int c : h.heldCards()) returnDrawn(c);
            for (int i = 0; i < sp; i++) {
                if (stack[i] instanceof arkham.engine.flow.HoldsCards h) for (int c : h.heldCards()) returnDrawn(c);
            }
            pending = null;
            pendingStep = null;
            sp = 0;
            Arrays.fill(stack, null);
            push(PhaseStep.finalBattle());
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

    private void dropPendingOf(int p) {
        if (pendingStep == null || pendingStep.owner() != p) return;
        if (pendingStep instanceof arkham.engine.flow.Combat c) {
            // dropped here, so dropStepsOf will not see it: leave it on the stack for that
            push(c);
        }
        if (pendingStep instanceof arkham.engine.flow.HoldsCards h) for (int c : h.heldCards()) returnDrawn(c);
        if (pendingStep instanceof arkham.engine.flow.HoldsEncounterMonster h && monsterWhere[h.monster()] == ENCOUNTER)
            returnToCup(h.monster());
        pending = null;
        pendingStep = null;
    }

    private void returnDrawn(int card) {
        if (cardWhere[card] != DRAWN) return;
        cardWhere[card] = IN_DECK;
        deck(content.cardOf(card).deck()).insert(0, card);
    }

    private void dropStepsOf(int p) {
        // whatever he was doing is over, a combat included: his hands are free again
        inv[p].held.clear();
        inv[p].castOk.clear();
        int combat = -1;
        int encounterMonster = -1;
        int w = 0;
        for (int i = 0; i < sp; i++) {
            if (stack[i].owner() != p) {
                stack[w++] = stack[i];
                continue;
            }
            if (stack[i] instanceof arkham.engine.flow.HoldsCards h) {
                for (int c : h.heldCards()) returnDrawn(c);
            }
            if (stack[i] instanceof arkham.engine.flow.HoldsEncounterMonster h) encounterMonster = h.monster();
            if (stack[i] instanceof arkham.engine.flow.Combat c) combat = c.monster();
        }
        for (int i = w; i < sp; i++) stack[i] = null;
        sp = w;
        // a combat cut short (knocked out, sent away) still ends, for whatever happens when one does
        if (combat >= 0) for (Modifiers m : modifiers(p, Modifiers.Hook.END_OF_COMBAT)) m.endOfCombat(this, p, combat);
        // and a monster drawn for his encounter does not outlive it
        if (encounterMonster >= 0 && monsterWhere[encounterMonster] == ENCOUNTER) returnToCup(encounterMonster);
    }

    public void push(Step s) {
        if (sp == stack.length) stack = Arrays.copyOf(stack, sp * 2);
        stack[sp++] = s;
    }

    /** Pushes steps so that they run in the order given. */
    public void then(Step... steps) {
        for (int i = steps.length - 1; i >= 0; i--) push(steps[i]);
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

    // ------------------------------------------------------------- events

    public boolean logging() {
        return logging;
    }

    public void log(String type, int player, String text) {
        log(type, player, text, null);
    }

    /** An event reporting the draw of the named location, gate or Mythos card. */
    public void log(String type, int player, String text, String card) {
        if (!logging) return;
        reportDice();
        events.add(new Event(type, player, text, card, turn, phase));
    }

    /** Logs an event that shows the dice rolled for it, so they are not reported again. */
    public void logRoll(String type, int player, String text) {
        if (!logging) return;
        rolledUnreported.setLength(0);
        events.add(new Event(type, player, text, null, turn, phase));
    }

    /** Dice rolled since the last event, as an event of their own: every roll shows in the log. */
    private void reportDice() {
        if (rolledUnreported.length() == 0) return;
        boolean named = acting >= 0 && acting < players && inv[acting].def() >= 0;
        events.add(new Event("dice", named ? acting : -1, (named ? nameOf(acting) + " rolls " : "Dice rolled: ") + rolledUnreported,
                null, rolledTurn, rolledPhase));
        rolledUnreported.setLength(0);
    }

    // -------------------------------------------------------------- chance

    /** One die: forced dice first (scenarios), else the random source. */
    public int die() {
        int d = forcedDice.isEmpty() ? rng.die() : forcedDice.removeAt(0);
        if (logging) {
            if (rolledUnreported.length() == 0) {
                rolledTurn = turn;
                rolledPhase = phase;
            }
            rolledUnreported.append(rolledUnreported.length() == 0 ? "" : " ").append(d);
        }
        return d;
    }

    // ----------------------------------------------------- investigators

    public InvestigatorDef defOf(int p) {
        return content.investigator(inv[p].def());
    }

    public String nameOf(int p) {
        return defOf(p).name();
    }

    /** Players in turn order starting with the first player, skipping eliminated ones. */
    public int[] turnOrder() {
        int[] r = new int[players];
        int n = 0;
        for (int k = 0, p = first; k < players; k++, p = p + 1 == players ? 0 : p + 1) {
            if (!inv[p].eliminated) r[n++] = p;
        }
        return n == players ? r : Arrays.copyOf(r, n);
    }

    /** The index-th player of {@link #turnOrder()}, or -1 past its end (without building the array). */
    public int inTurnOrder(int index) {
        for (int k = 0, p = first; k < players; k++, p = p + 1 == players ? 0 : p + 1) {
            if (!inv[p].eliminated && index-- == 0) return p;
        }
        return -1;
    }

    public int activePlayers() {
        int n = 0;
        for (Investigator i : inv) if (!i.eliminated) n++;
        return n;
    }

    /** The skill's value from the slider, plus card and other modifiers to that skill. */
    public int skill(int p, Skill s) {
        return checkValue(p, CheckType.of(s));
    }

    /** Dice for a check before its own modifier: the base skill and every bonus that applies. */
    public int checkValue(int p, CheckType t) {
        Investigator i = inv[p];
        int v = defOf(p).skill(t.base, i.slider[t.base.slider()]);
        CheckType base = CheckType.of(t.base);
        boolean special = t.isSpecial();
        for (int k = 0; k < i.cards.size(); k++) {
            int c = i.cards.get(k);
            v += content.cardBonus(c, base);
            if (special) v += content.cardBonus(c, t);
        }
        for (Modifiers m : modifiers(p, Modifiers.Hook.CHECK_MODIFIER)) {
            v += m.checkModifier(this, p, t);
            if (special) v += m.checkModifier(this, p, base);
        }
        return v + sharedCheckModifier(p, t);
    }

    /** What cards whose effect reaches every investigator (Ritual Candles) add to p's check, whoever holds them. */
    private int sharedCheckModifier(int p, CheckType t) {
        int v = 0;
        for (int k = 0; k < content.cardsReachingOthersChecks(); k++) {
            int c = content.cardReachingOthersChecks(k);
            int q = cardWhere[c];
            if (q >= 0 && q < players) v += content.cardAbility(c).sharedCheckModifier(this, q, c, p, t);
        }
        return v;
    }

    /**
     * Everything in play that may change the rules for investigator p (or, with p = -1, for the
     * game as a whole): the Ancient One, the Environment, the Rumor, lingering Headlines, the
     * Herald in the Herald variant, and p's own cards and ability. The list is shared: read it,
     * never change it.
     */
    public List<Modifiers> modifiers(int p) {
        return modifierCache(p).list;
    }

    /**
     * The sources of {@link #modifiers}(p), in the same order, whose class has its own method for
     * this hook: the others keep its default, which changes nothing, so the rules need not ask
     * them. Shared like that list: never change it.
     */
    public Modifiers[] modifiers(int p, Modifiers.Hook hook) {
        return modifierCache(p).of(hook);
    }

    private static final Modifiers[] NO_MODIFIERS = {};

    private ModifierCache modifierCache(int p) {
        ModifierCache[] cs = modifierCache;
        if (cs == null) cs = modifierCache = new ModifierCache[players + 1];
        ModifierCache c = cs[p + 1];
        if (c == null) c = cs[p + 1] = new ModifierCache();
        int version = sourceVersions[p + 1];
        if (c.version != version) {
            c.version = version;
            collectModifiers(p, c);
        }
        return c;
    }

    /**
     * Per cache slot (the game as a whole, then each investigator), a count of the changes to what
     * its list comes from: every investigator's own sources bump his slot, and what is in play for
     * everyone bumps them all. Not state: copies start their own, and their own caches.
     */
    private final int[] sourceVersions;

    /**
     * Bumped by every change to what is in play for everyone: the Ancient One, the Environment,
     * the Rumor, lingering Headlines and active Condition cards.
     */
    private final Version sources;

    /** The lists the game-wide sources come from bump {@link #sources} themselves, whoever changes them. */
    private void watchSources() {
        lingering.watchedBy(sources);
        dunwich.conditions.watchedBy(sources);
    }

    /** The Ancient One card in play (-1 before setup chooses it). */
    public int ancientOne() { return ancientOne; }

    public void setAncientOne(int ancientOne) {
        this.ancientOne = ancientOne;
        sources.bump();
    }

    /** The Environment Mythos card in play, or -1. */
    public int environment() { return environment; }

    public void setEnvironment(int card) {
        environment = card;
        sources.bump();
    }

    /** The Rumor Mythos card in play, or -1. */
    public int rumor() { return rumor; }

    public void setRumor(int card) {
        rumor = card;
        sources.bump();
    }

    /**
     * The last answer of {@link #modifiers} per investigator and the versions of its sources it
     * came from: it is asked for constantly and changes only when cards, the Ancient One or
     * Mythos cards do. Not part of the state; copies build their own.
     */
    private static final class ModifierCache {
        /** The slot's count in {@link #sourceVersions} when the list was made (-1: never made; counts start at 0). */
        int version = -1;
        List<Modifiers> list;
        /** Per member of the list, the hooks its class overrides; and all of them together. */
        long[] masks;
        long hooks;
        /** Per hook, the members that override it, made on first use after each rebuild. */
        final Modifiers[][] byHook = new Modifiers[Modifiers.Hook.values().length][];

        /** Starts a new list (the old one stays as it was for whoever still reads it). */
        void begin(int capacity) {
            list = new ArrayList<>(capacity);
            if (masks == null || masks.length < capacity) masks = new long[capacity];
            hooks = 0;
            java.util.Arrays.fill(byHook, null);
        }

        void add(Modifiers m, long mask) {
            int n = list.size();
            if (n == masks.length) masks = Arrays.copyOf(masks, 2 * n);
            list.add(m);
            masks[n] = mask;
            hooks |= mask;
        }

        /** Identity look-up: each ability object counts once however many copies of its card are owned. */
        boolean holds(Modifiers a) {
            for (int k = 0; k < list.size(); k++) if (list.get(k) == a) return true;
            return false;
        }

        Modifiers[] of(Modifiers.Hook hook) {
            if ((hooks & hook.bit) == 0) return NO_MODIFIERS;
            Modifiers[] r = byHook[hook.ordinal()];
            if (r == null) r = byHook[hook.ordinal()] = overriding(hook);
            return r;
        }

        private Modifiers[] overriding(Modifiers.Hook hook) {
            int n = 0;
            for (int k = 0; k < list.size(); k++) if ((masks[k] & hook.bit) != 0) n++;
            Modifiers[] r = new Modifiers[n];
            n = 0;
            for (int k = 0; k < list.size(); k++) if ((masks[k] & hook.bit) != 0) r[n++] = list.get(k);
            return r;
        }
    }

    private ModifierCache[] modifierCache;

    /** Trading's reusable options, made when first offered; not state: copies make their own. */
    public arkham.engine.flow.Trade.Options tradeOptions;

    /** Deals Relationship card rel to investigator p (who shares it with the player to his left). */
    public void dealRelationship(int rel, int p) {
        relationshipDrawer[rel] = p;
        relationshipsChanged();
    }

    /** Who drew Relationship card rel (his partner is the player to his left); -1 while it is not in play. */
    public int relationshipDrawer(int rel) { return relationshipDrawer[rel]; }

    /** How many Relationship cards there are, in play or not. */
    public int relationshipCards() { return relationshipDrawer.length; }

    /** Every investigator's modifiers are rebuilt: a partner's Relationship changed. */
    private void relationshipsChanged() {
        for (Investigator i : inv) i.relationshipsChanged();
    }

    private void collectModifiers(int p, ModifierCache c) {
        c.begin(8 + (p >= 0 ? inv[p].cards.size() : 0));
        Hooks.AncientOne ao = ancientOneHooks();
        if (ao != null) c.add(ao, content.ancientOneHooksOverridden(ancientOne));
        if (environment >= 0) addMythos(c, environment);
        if (rumor >= 0) addMythos(c, rumor);
        for (int k = 0; k < lingering.size(); k += 2) addMythos(c, lingering.get(k));
        if (setup.options().herald() && content.hooks.herald() != null) {
            c.add(content.hooks.herald(), content.heraldHooks());
        }
        // an active Condition card changes the rules for everyone (Dunwich rulebook p.6)
        for (int k = 0; k < dunwich.conditions.size(); k++) {
            int card = dunwich.conditions.get(k);
            Hooks.CardAbility a = content.cardAbility(card);
            if (a != null && !c.holds(a)) c.add(a, content.cardHooks(card));
        }
        if (p >= 0 && inv[p].def() >= 0) {
            Hooks.CardAbility own = content.investigatorAbility(inv[p].def());
            if (own != null) c.add(own, content.investigatorHooks(inv[p].def()));
            IntList cs = inv[p].cards;
            for (int k = 0; k < cs.size(); k++) {
                Hooks.CardAbility a = content.cardAbility(cs.get(k));
                if (a != null && !c.holds(a)) c.add(a, content.cardHooks(cs.get(k)));
            }
            for (int rel = 0; rel < relationshipDrawer.length; rel++) {
                Hooks.RelationshipAbility a = inRelationship(rel, p) ? content.relationshipAbility(rel) : null;
                if (a != null) c.add(a, content.relationshipHooks(rel));
            }
        }
    }

    // -------------------------------------------------------- relationships

    /** Whether investigator p is one of the two partners of Relationship card rel. */
    public boolean inRelationship(int rel, int p) {
        int a = relationshipDrawer[rel];
        return a >= 0 && (a == p || (a + 1) % players == p);
    }

    /** The other partner of a relationship p is in. */
    public int partner(int rel, int p) {
        int a = relationshipDrawer[rel];
        return a == p ? (a + 1) % players : a;
    }

    /** The Relationship cards p benefits from: his own and the one of the player to his right. */
    public IntList relationshipsOf(int p) {
        IntList r = new IntList();
        for (int rel = 0; rel < relationshipDrawer.length; rel++) if (inRelationship(rel, p)) r.add(rel);
        return r;
    }

    /** A devoured investigator's relationships end: both cards he shares go to the box. */
    public void endRelationships(int p) {
        for (int rel = 0; rel < relationshipDrawer.length; rel++) {
            if (!inRelationship(rel, p)) continue;
            if (logging) log("relationship", p, content.relationships.get(rel).name() + " returns to the box");
            relationshipDrawer[rel] = -1;
            relationshipExhausted[rel] = false;
            relationshipsChanged();
        }
    }

    /** What a source from {@link #modifiers}(p) is, as a player reads it when ordering simultaneous effects. */
    public String sourceName(Modifiers m, int p) {
        if (m == ancientOneHooks()) return ancientOneDef().name() + "'s power";
        if (environment >= 0 && content.mythosAbility(environment) == m) return mythosDef(environment).name();
        if (rumor >= 0 && content.mythosAbility(rumor) == m) return "the Rumor " + mythosDef(rumor).name();
        for (int k = 0; k < lingering.size(); k += 2) {
            if (content.mythosAbility(lingering.get(k)) == m) return mythosDef(lingering.get(k)).name();
        }
        if (p >= 0 && inv[p].def() >= 0) {
            if (content.investigatorAbility(inv[p].def()) == m) return nameOf(p) + "'s ability";
            IntList cs = inv[p].cards;
            for (int k = 0; k < cs.size(); k++) {
                if (content.cardAbility(cs.get(k)) == m) return content.cardOf(cs.get(k)).name();
            }
        }
        return "an effect in play";
    }

    private void addMythos(ModifierCache c, int card) {
        Hooks.MythosAbility m = content.mythosAbility(card);
        if (m != null) c.add(m, content.mythosHooks(card));
    }

    /** A monster's toughness now: printed, plus its own ability, worshippers and what is in play. */
    public int toughness(int m) {
        MonsterDef d = monster(m);
        int t = d.toughness();
        Hooks.MonsterAbility a = content.monsterAbility(m);
        if (a != null) t += a.toughnessBonus(this, m);
        Hooks.AncientOne ao = ancientOneHooks();
        if (ao != null) t += ao.toughnessBonus(this, content.monsterKind[m]);
        for (Modifiers x : modifiers(-1, Modifiers.Hook.MONSTER_TOUGHNESS)) t += x.monsterToughness(this, m);
        return Math.max(1, t);
    }

    public int combatRating(int m) {
        MonsterDef d = monster(m);
        // a monster without combat ratings is never fought (its ability replaces the combat)
        int r = d.hasCombatRatings() ? d.combatRating() : 0;
        Hooks.MonsterAbility a = content.monsterAbility(m);
        if (a != null) r += a.combatRatingBonus(this, m);
        for (Modifiers x : modifiers(-1, Modifiers.Hook.MONSTER_COMBAT_RATING)) r += x.monsterCombatRating(this, m);
        return r;
    }

    /** Sanity lost on failing the Horror check against a monster: printed plus what is in play. */
    public int horrorDamage(int m) {
        int r = monster(m).horrorDamage();
        for (Modifiers x : modifiers(-1, Modifiers.Hook.MONSTER_HORROR_DAMAGE)) r += x.monsterHorrorDamage(this, m);
        return Math.max(0, r);
    }

    /** Whether combat with the monster starts with a Horror check (printed, or given horror damage). */
    public boolean hasHorrorCheck(int m) {
        return monster(m).hasHorrorCheck() || horrorDamage(m) > 0;
    }

    /** The Stamina a monster's combat damage takes now: printed, or what its ability or the Ancient One makes it. */
    public int combatDamage(int m) {
        Hooks.MonsterAbility a = content.monsterAbility(m);
        int n = a == null ? -1 : a.staminaDamage(this, m);
        return n >= 0 ? n : monster(m).combatDamage();
    }

    /** Whether the monster's combat damage leaves an investigator lost in time and space (the Dimensional Shambler). */
    public boolean damageStrands(int m) {
        Hooks.MonsterAbility a = content.monsterAbility(m);
        return a != null && a.strands();
    }

    public boolean magicalImmunity(int m) {
        if (monster(m).magicalImmunity()) return true;
        for (Modifiers x : modifiers(-1, Modifiers.Hook.MONSTER_MAGICAL_IMMUNITY)) if (x.monsterMagicalImmunity(this, m)) return true;
        return false;
    }

    /**
     * How the monster moves now: printed, or as something in play changes it. A monster in the Sky
     * is a flyer until it comes down to a street (one put there by Moon Creature Hoax).
     */
    public MovementType movement(int m) {
        MovementType t = monsterWhere[m] == board.sky() ? MovementType.FLYING : monster(m).movement();
        for (Modifiers x : modifiers(-1, Modifiers.Hook.MONSTER_MOVEMENT)) t = x.monsterMovement(this, m, t);
        return t;
    }

    public int horrorRating(int m) {
        Integer h = monster(m).horrorRating();
        int r = h == null ? 0 : h;
        for (Modifiers x : modifiers(-1, Modifiers.Hook.MONSTER_HORROR_RATING)) r += x.monsterHorrorRating(this, m);
        return r;
    }

    public int awareness(int m) {
        int r = monster(m).awareness();
        for (Modifiers x : modifiers(-1, Modifiers.Hook.MONSTER_AWARENESS)) r += x.monsterAwareness(this, m);
        return r;
    }

    /** Movement points for Arkham movement: Speed plus whatever adds to movement. */
    public int movementPoints(int p) {
        int v = speed(p);
        for (Modifiers x : modifiers(p, Modifiers.Hook.MOVEMENT_POINTS)) v += x.movementPoints(this, p);
        return Math.max(0, v);
    }

    public int speed(int p) {
        return Math.max(0, skill(p, Skill.SPEED));
    }

    /** The lowest die that succeeds for p: 5, or 4 when Blessed, 6 when Cursed (rulebook p.17). */
    public int successOn(int p) {
        // one pass over the cards: a Blessing and a Curse cancel, so at most one is owned
        int c = findTagged(p, content.blessingTag | content.curseTag);
        if (c < 0) return 5;
        return (content.cardTags(c) & content.blessingTag) != 0 ? 4 : 6;
    }

    public boolean isBlessed(int p) {
        return findTagged(p, content.blessingTag) >= 0;
    }

    public boolean isCursed(int p) {
        return findTagged(p, content.curseTag) >= 0;
    }

    public boolean ownsTagged(int p, String tag) {
        return findTagged(p, tag) >= 0;
    }

    /** A card instance owned by p carrying the tag, or -1. */
    public int findTagged(int p, String tag) {
        return findTagged(p, content.tagBit(tag));
    }

    /** A card instance owned by p carrying any of the tag bits, or -1. */
    public int findTagged(int p, long bit) {
        if (bit == 0) return -1;
        IntList cs = inv[p].cards;
        for (int k = 0; k < cs.size(); k++) if ((content.cardTags(cs.get(k)) & bit) != 0) return cs.get(k);
        return -1;
    }

    public void gain(int p, arkham.engine.effect.Stat stat, int n) {
        if (n <= 0) return;
        // the sources in play as the gain starts hear of all of it
        ModifierCache inPlay = modifierCache(p);
        Modifiers[] replaces = inPlay.of(Modifiers.Hook.REPLACES_GAIN);
        Modifiers[] after = inPlay.of(Modifiers.Hook.AFTER_GAIN);
        for (Modifiers m : inPlay.of(Modifiers.Hook.PREVENTS_GAIN)) {
            if (m.preventsGain(this, p, stat)) {
                if (logging) log("gain", p, nameOf(p) + " cannot gain " + stat.text() + " now");
                return;
            }
        }
        for (Modifiers m : replaces) if (m.replacesGain(this, p, stat, n)) return;
        restore(p, stat, n);
        for (Modifiers m : after) m.afterGain(this, p, stat, n);
    }

    /** Gains that no ongoing effect can stop (medical and psychiatric care). */
    public void restore(int p, arkham.engine.effect.Stat stat, int n) {
        Investigator i = inv[p];
        if (n <= 0) return;
        switch (stat) {
            case MONEY -> i.money += n;
            case CLUES -> i.clues += n;
            // never above the maximum, and never down to it from Stamina a card gave above it (Dunwich: Gardners' Place)
            case SANITY -> i.sanity = Math.max(i.sanity, Math.min(i.maxSanity, i.sanity + n));
            case STAMINA -> i.stamina = Math.max(i.stamina, Math.min(i.maxStamina, i.stamina + n));
            case MAX_SANITY -> i.maxSanity += n;
            case MAX_STAMINA -> i.maxStamina += n;
        }
        if (logging) log("gain", p, nameOf(p) + " gains " + stat.amount(n));
    }

    /** Loses up to n of a stat; reaching zero Sanity or Stamina knocks the investigator out. */
    public void lose(int p, arkham.engine.effect.Stat stat, int n) {
        Investigator i = inv[p];
        if (n <= 0 || i.eliminated) return;
        switch (stat) {
            case MONEY -> i.money = Math.max(0, i.money - n);
            case CLUES -> i.clues = Math.max(0, i.clues - n);
            case SANITY -> i.sanity = Math.max(0, i.sanity - n);
            case STAMINA -> i.stamina = Math.max(0, i.stamina - n);
            case MAX_SANITY -> {
                i.maxSanity = Math.max(0, i.maxSanity - n);
                i.sanity = Math.min(i.sanity, i.maxSanity);
            }
            case MAX_STAMINA -> {
                i.maxStamina = Math.max(0, i.maxStamina - n);
                i.stamina = Math.min(i.stamina, i.maxStamina);
            }
        }
        if (logging) log("lose", p, nameOf(p) + " loses " + stat.amount(n));
        if ((i.sanity == 0 || i.stamina == 0) && (holding & (1 << p)) == 0) knockouts |= 1 << p;
        if (stat == arkham.engine.effect.Stat.SANITY || stat == arkham.engine.effect.Stat.STAMINA) {
            for (Modifiers m : modifiers(p, Modifiers.Hook.AFTER_LOSS)) m.afterLoss(this, p, stat, n);
        }
    }

    /**
     * Harm from a monster, an encounter or an Ancient One: like {@link #lose}, but first reduced by
     * what is in play ({@link Modifiers#reduceLoss}), then the investigator's cards that can prevent
     * some of it are offered (Food, Whiskey, ...). Callers push their
     * continuation before calling this, since the loss may wait for that decision.
     */
    public void harm(int p, arkham.engine.effect.Stat stat, int n) {
        if (n <= 0 || inv[p].eliminated) return;
        if (stat == arkham.engine.effect.Stat.SANITY || stat == arkham.engine.effect.Stat.STAMINA) {
            int reduced = n;
            for (Modifiers m : modifiers(p, Modifiers.Hook.REDUCE_LOSS)) reduced -= m.reduceLoss(this, p, stat, n);
            if (reduced < n && logging) log("prevent", p, nameOf(p) + " loses " + stat.amount(n - Math.max(0, reduced))
                    + " less");
            n = reduced;
            if (n <= 0) return;
            if (arkham.engine.flow.Harm.canPrevent(this, p, stat, n)) {
                push(new arkham.engine.flow.Harm(p, stat, n));
                return;
            }
        }
        lose(p, stat, n);
    }

    /**
     * Ends whatever the investigator is in the middle of (his combat, movement or encounter) once
     * the current step returns, e.g. after a monster throws him through a gate.
     */
    public void interrupt(int p) {
        interrupts |= 1 << p;
    }

    /** Marks an investigator for the knockout procedure (devoured, insane, unconscious) between steps. */
    public void knockOut(int p) {
        knockouts |= 1 << p;
    }

    /**
     * Sanity and Stamina lost at the same time (one card's "lose 1 Sanity and 1 Stamina"): each may
     * still be reduced or prevented first, and both land before a knockout, so both at 0 devours
     * (rulebook p.17).
     */
    public void harmBoth(int p, int sanity, int stamina) {
        if (sanity > 0 && stamina > 0) holdKnockout(p);
        harm(p, arkham.engine.effect.Stat.SANITY, sanity);
        harm(p, arkham.engine.effect.Stat.STAMINA, stamina);
    }

    /**
     * The losses pushed after this call land together: reaching 0 does not knock him out until
     * they have all run (a step below them then calls {@link #releaseKnockout}).
     */
    public void holdKnockout(int p) {
        push(new arkham.engine.flow.EffectStep.ReleaseKnockout(p));
        holding |= 1 << p;
    }

    /** Simultaneous losses have all landed: 0 Sanity or Stamina (or both: devoured) now knocks him out. */
    public void releaseKnockout(int p) {
        holding &= ~(1 << p);
        Investigator i = inv[p];
        if (!i.eliminated && (i.sanity == 0 || i.stamina == 0)) knockouts |= 1 << p;
    }

    // --------------------------------------------------------------- cards

    /** The location deck of a neighbourhood (street id) in this game. */
    public int[] locationDeck(int street) {
        if (locationDecks == null || locationDecks[street] == null) return content.locationDeck(street);
        return locationDecks[street];
    }

    public IntList deck(Deck d) {
        return decks[d.ordinal()];
    }

    /** Draws the top card of an investigator deck; -1 if empty. */
    public int drawCard(Deck d) {
        IntList l = deck(d);
        return l.isEmpty() ? -1 : l.removeLast();
    }

    /** Takes a specific card instance out of its deck; -1 if no copy of that card is in the deck. */
    public int takeFromDeck(int cardDef) {
        CardDef def = content.cards.get(cardDef);
        IntList l = deck(def.deck());
        for (int k = l.size() - 1; k >= 0; k--) {
            if (content.cardKind[l.get(k)] == cardDef) return l.removeAt(k);
        }
        return -1;
    }

    /** Gives a card instance (already out of its deck) to an investigator. */
    public void giveCard(int p, int card) {
        giveCard(p, card, true);
    }

    /**
     * Gives a card instance; {@code notify}: what is in play hears of the gain after setup (false
     * for a card given by a Relationship card, which does not set off another gift).
     */
    public void giveCard(int p, int card, boolean notify) {
        inv[p].cards.add(card);
        cardWhere[card] = p;
        exhausted[card] = false;
        fresh[card] = true;
        cardTokens[card] = 0;
        // a Task or Mission given to someone else loses its Clue tokens (Dunwich rulebook p.5)
        dunwich.stepClues[card] = 0;
        if (logging) log("card", p, nameOf(p) + " gains " + content.cardOf(card).name());
        Hooks.CardAbility a = content.cardAbility(card);
        if (a != null) a.gained(this, p, card);
        if (notify && phase != Phase.SETUP) for (Modifiers m : modifiers(p, Modifiers.Hook.GAINED_CARD)) m.gainedCard(this, p, card);
    }

    /** Discards a card to the bottom of its deck (rulebook p.22). */
    public void discard(int p, int card) {
        release(p, card);
        allyLost(p, card);
        cardWhere[card] = IN_DECK;
        exhausted[card] = false;
        fresh[card] = false;
        dunwich.stepClues[card] = 0;
        deck(content.cardOf(card).deck()).insert(0, card);
        if (logging) log("discard", p, nameOf(p) + " discards " + content.cardOf(card).name());
    }

    /** Returns a card to the box for the rest of the game (used elder signs, Allies who leave town). */
    public void boxCard(int p, int card) {
        if (p >= 0) {
            release(p, card);
        } else {
            deck(content.cardOf(card).deck()).remove(card);
        }
        allyLost(p, card);
        cardWhere[card] = BOX;
        exhausted[card] = false;
        fresh[card] = false;
    }

    /** What is in play hears of an Ally leaving its investigator (not for another investigator), or the Ally deck for the box (p -1). */
    private void allyLost(int p, int card) {
        if (content.cardOf(card).deck() != Deck.ALLY || phase == Phase.SETUP) return;
        for (Modifiers m : modifiers(-1, Modifiers.Hook.ALLY_LOST)) m.allyLost(this, p, card);
    }

    private void release(int p, int card) {
        Investigator i = inv[p];
        boolean owned = i.cards.remove(card);
        int h = i.held.indexOf(card);
        if (h >= 0) {
            i.held.removeAt(h);
            i.castOk.remove(card);
        }
        cardTokens[card] = 0;
        if (herald.boundAlly[p] == card) herald.boundAlly[p] = -1;
        Hooks.CardAbility a = content.cardAbility(card);
        if (owned && a != null) a.lost(this, p, card);
    }

    // ------------------------------------------------------------ monsters

    public MonsterDef monster(int marker) {
        // in combat the Dunwich Horror is what its drawn card says (Dunwich rulebook p.7)
        if (marker == content.dunwichHorrorMarker && dunwich.horrorCard >= 0) return content.dunwichHorrorCards.get(dunwich.horrorCard);
        return content.monsterOf(marker);
    }

    public static int trophy(int p) {
        return TROPHY_BASE - p;
    }

    public static boolean isTrophy(int where) {
        return where <= TROPHY_BASE;
    }

    public static int trophyOwner(int where) {
        return TROPHY_BASE - where;
    }

    public int monstersIn(int place) {
        int n = 0;
        for (int w : monsterWhere) if (w == place) n++;
        return n;
    }

    public IntList monstersAt(int place) {
        IntList r = new IntList();
        for (int m = 0; m < monsterWhere.length; m++) if (monsterWhere[m] == place) r.add(m);
        return r;
    }

    /**
     * Monsters in Arkham's locations and streets plus the Sky: what the monster limit counts. Monsters
     * in Dunwich and Spawn monsters do not count (Dunwich rulebook p.5, p.7).
     */
    public int monstersInArkham() {
        int n = 0;
        for (int m = 0; m < monsterWhere.length; m++) {
            int w = monsterWhere[m];
            if (board.countsTowardsMonsterLimit(w) && !monster(m).spawn()) n++;
        }
        return n;
    }

    /** Whether a place is in this game: Arkham's always, another town's only with its board in play. */
    public boolean onBoard(int place) {
        return onBoard(board, setup.options(), place);
    }

    /** Whether a place is on the boards in play with these options. */
    public static boolean onBoard(arkham.engine.def.Board board, Setup.Options options, int place) {
        return place >= 0 && (!board.outsideArkham(place) || options.dunwichBoard());
    }

    /** Whether an Other World is in this game (Another Time and Lost Carcosa need the Dunwich board). */
    public boolean worldInPlay(int world) {
        return onBoard(board.otherWorld(world).firstArea());
    }

    public int monsterLimit() {
        return terror >= 10 ? Integer.MAX_VALUE : players + 3;
    }

    public int outskirtsLimit() {
        return 8 - players;
    }

    public int monstersInCup() {
        int n = 0;
        for (int w : monsterWhere) if (w == CUP) n++;
        return n;
    }

    /**
     * Draws a monster marker from the cup (a forced kind first, for scenarios). With the cup empty
     * the Ancient One awakens (rulebook p.20) and -1 is returned. A kind banned by what is in play
     * goes back and another is drawn; -1 too when only banned kinds are left in the cup.
     */
    public int drawMonster() {
        if (!forcedMonsters.isEmpty()) {
            int kind = forcedMonsters.removeAt(0);
            for (int m = 0; m < monsterWhere.length; m++)
                if (monsterWhere[m] == CUP && content.monsterKind[m] == kind && !banned(m)) return m;
        }
        int n = monstersInCup();
        if (n == 0) {
            awaken(Awakening.EMPTY_CUP);
            return -1;
        }
        int m = nthInCup(rng.nextInt(n), false);
        if (!banned(m)) return m;
        log("monster", -1, "A " + monster(m).name() + " may not enter play: it goes back and another monster is drawn");
        int allowed = 0;
        for (int x = 0; x < monsterWhere.length; x++) if (monsterWhere[x] == CUP && !banned(x)) allowed++;
        return allowed == 0 ? -1 : nthInCup(rng.nextInt(allowed), true);
    }

    /** The k-th monster marker in the cup, counting only those not banned if asked. */
    private int nthInCup(int k, boolean allowedOnly) {
        for (int m = 0; m < monsterWhere.length; m++) {
            if (monsterWhere[m] == CUP && !(allowedOnly && banned(m)) && k-- == 0) return m;
        }
        throw new IllegalStateException("monster cup count out of step");
    }

    private boolean banned(int m) {
        for (Modifiers x : modifiers(-1, Modifiers.Hook.BANS_MONSTER)) if (x.bansMonster(this, content.monsterKind[m])) return true;
        return false;
    }

    /**
     * Places a monster at a place in Arkham, respecting the monster limit and the Outskirts
     * (rulebook p.18). Returns where it went.
     */
    public int placeMonster(int m, int place) {
        // Dunwich's monsters and Spawn monsters are outside the limit and never go to the Outskirts (Dunwich rulebook p.5, p.7)
        if (place >= 0 && board.inArkham(place) && !board.inOtherTown(place) && !monster(m).spawn()
                && monstersInArkham() >= monsterLimit()) {
            monsterWhere[m] = board.outskirts();
            if (logging) log("outskirts", -1, monster(m).name() + " goes to the Outskirts");
            int out = monstersIn(board.outskirts());
            if (out > outskirtsLimit()) {
                for (int k = 0; k < monsterWhere.length; k++) if (monsterWhere[k] == board.outskirts()) monsterWhere[k] = CUP;
                if (logging) log("outskirts", -1, "The Outskirts overflow: their monsters return to the cup");
                raiseTerror(1);
            }
            return board.outskirts();
        }
        monsterWhere[m] = place;
        if (logging) log("monster", -1, monster(m).name() + " appears at " + board.name(place));
        Hooks.MonsterAbility a = content.monsterAbility(m);
        if (a != null) a.entersPlay(this, m);
        checkOverrun();
        return place;
    }

    /** Back to the cup; a Spawn monster is never in the cup, so it is set aside instead (Dunwich rulebook p.7). */
    public void returnToCup(int m) {
        monsterWhere[m] = monster(m).spawn() ? BOX : CUP;
    }

    /** Terror 10 and twice the normal monster limit in Arkham awakens the Ancient One (rulebook p.20). */
    public void checkOverrun() {
        if (!awakened && terror >= 10 && monstersInArkham() >= 2 * (players + 3)) {
            awaken(Awakening.OVERRUN);
        }
    }

    // --------------------------------------------------------------- gates

    public int openGates() {
        int n = 0;
        for (int g : gateAt) if (g >= 0) n++;
        return n;
    }

    public int elderSignsOnBoard() {
        int n = 0;
        for (boolean s : sealed) if (s) n++;
        return n;
    }

    public int gateTrophies(int p) {
        int n = 0;
        for (int w : gateWhere) if (w == trophy(p)) n++;
        return n;
    }

    /** Gate trophies held by all the investigators together (what the gate victory counts, rulebook p.12). */
    public int gateTrophiesHeld() {
        int n = 0;
        for (int p = 0; p < players; p++) n += gateTrophies(p);
        return n;
    }

    public int monsterTrophies(int p) {
        int n = 0;
        for (int w : monsterWhere) if (w == trophy(p)) n++;
        return n;
    }

    /**
     * Open gates that awaken the Ancient One at once (rulebook p.20), one more while an
     * investigator holds a card tagged {@code one-more-gate} (Dunwich: Fire of Asshurbanipal).
     */
    public int tooManyGates() {
        int n = players <= 2 ? 8 : players <= 4 ? 7 : players <= 6 ? 6 : 5;
        for (int k = 0; k < content.oneMoreGateCards(); k++) {
            int c = content.oneMoreGateCard(k);
            if (cardWhere[c] >= 0 && cardWhere[c] < players) return n + 1;
        }
        return n;
    }

    // -------------------------------------------------------- terror, doom

    public AncientOneDef ancientOneDef() {
        return ancientOne < 0 ? null : content.ancientOnes.get(ancientOne);
    }

    public Hooks.AncientOne ancientOneHooks() {
        return ancientOne < 0 ? null : content.ancientOneHooks(ancientOne);
    }

    /** Adds doom tokens; a full track awakens the Ancient One. */
    public void addDoom(int n) {
        AncientOneDef d = ancientOneDef();
        for (int k = 0; k < n && !awakened; k++) {
            doom++;
            if (logging) log("doom", -1, "Doom token added (" + doom + "/" + d.doomTrack() + ")");
            for (int p = 0; p < players; p++) {
                Hooks.CardAbility a = inv[p].def() < 0 ? null : content.investigatorAbility(inv[p].def());
                if (a != null) a.doomAdded(this, p);
            }
            if (doom >= d.doomTrack()) {
                awaken(Awakening.DOOM_TRACK);
            }
        }
    }

    /**
     * Raises the terror level one step at a time: an Ally leaves town each step, shops close at
     * 3, 6 and 9, Arkham is overrun at 10, and every rise beyond 10 adds doom (rulebook p.20).
     */
    public void raiseTerror(int n) {
        for (Modifiers m : modifiers(-1, Modifiers.Hook.PREVENTS_TERROR)) {
            if (m.preventsTerror(this)) {
                if (logging) log("terror", -1, "The terror level cannot rise now");
                return;
            }
        }
        for (int k = 0; k < n; k++) {
            if (terror >= 10) {
                addDoom(1);
                continue;
            }
            terror++;
            if (logging) log("terror", -1, "Terror level rises to " + terror);
            for (int p = 0; p < players; p++) {
                Hooks.CardAbility a = inv[p].def() < 0 ? null : content.investigatorAbility(inv[p].def());
                if (a != null) a.terrorRaised(this, p);
            }
            IntList allies = deck(Deck.ALLY);
            if (!allies.isEmpty()) {
                int a = allies.get(rng.nextInt(allies.size()));
                boxCard(-1, a);
                if (logging) log("terror", -1, content.cardOf(a).name() + " leaves town");
            }
            if (terror % 3 == 0 && terror <= 9) closeShop(TERROR_SHOPS.get(terror / 3 - 1));
            if (terror == 10) {
                if (logging) log("terror", -1, "Arkham is overrun: the monster limit is gone");
                addDoom(1);
            }
        }
        checkOverrun();
    }

    /** The shops that close for good at terror levels 3, 6 and 9 (rulebook p.20). */
    public static final List<String> TERROR_SHOPS = List.of("General Store", "Curiositie Shoppe", "Ye Olde Magick Shoppe");

    private void closeShop(String name) {
        int place = board.find(name);
        if (place < 0) return;
        closeLocation(place);
        if (logging) log("closed", -1, name + " closes for the rest of the game");
    }

    /**
     * A closed marker on a location: investigators and monsters there go out to its street. An
     * open gate there covers the marker (FAQ Q17): they stay until the gate closes, and then go.
     */
    public void closeLocation(int place) {
        closed[place] = true;
        if (gateAt[place] >= 0) return;
        int street = board.street(place);
        for (Investigator i : inv) {
            if (i.place == place) {
                i.place = street;
                i.explored = false;
            }
        }
        for (int m = 0; m < monsterWhere.length; m++) if (monsterWhere[m] == place) monsterWhere[m] = street;
    }

    /** Whether the terror level has closed this location for the rest of the game. */
    public boolean closedByTerror(int place) {
        int k = TERROR_SHOPS.indexOf(board.name(place));
        return k >= 0 && terror >= 3 * (k + 1);
    }

    /** The Ancient One awakens; the game goes to the final battle as soon as the current step returns. */
    public void awaken(Awakening cause) {
        if (awakened) return;
        if (logging) log("awaken", -1, "The Ancient One awakens: " + cause.text());
        awakened = true;
        awakenedBy = cause;
        awakening = true;
    }

    public void win(Outcome o) {
        if (outcome == null) {
            outcome = o;
            if (logging) log("end", -1, "Game over: " + o.text() + (o.win ? ". The investigators win." : ". The investigators lose."));
        }
    }

    public MythosDef mythosDef(int id) {
        return content.mythos.get(id);
    }

    /** Moves an investigator; leaving a place discards his explored marker and resets his dealings there. */
    public void moveInvestigator(int p, int place) {
        Investigator i = inv[p];
        if (i.place != place) {
            i.explored = false;
            i.dealtWith.clear();
            // into an Other World by any way but a gate (which records itself after the move)
            if (board.isOtherWorld(place) && !board.isOtherWorld(i.place)) i.enteredGate = -1;
        }
        i.place = place;
    }
}
