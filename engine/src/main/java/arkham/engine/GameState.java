package arkham.engine;

import arkham.engine.def.AncientOneDef;
import arkham.engine.def.Board;
import arkham.engine.def.Deck;
import arkham.engine.def.InvestigatorDef;
import arkham.engine.def.MonsterDef;
import arkham.engine.def.MythosDef;
import arkham.engine.state.DunwichState;
import arkham.engine.state.Hashing;
import arkham.engine.state.HeraldState;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;
import arkham.engine.state.Rng;
import arkham.engine.state.Version;

import java.util.Arrays;
import java.util.List;

/**
 * The state of a game: ids and primitives in arrays, the seeded random source, the counts the
 * rules keep, the flags the step loop resolves between steps, and the event log; how to copy it and
 * hash it. It knows no steps: {@link Game} adds the step loop and the one API drivers use, and the
 * rules are steps ({@code flow}) and helpers ({@link Ratings}, {@link Cards}, {@link MonsterCup},
 * {@link Tracks}, {@link Stats}, {@link Relationships}) working on it.
 *
 * <p>Fields are public so the rules steps and content hooks can work on them directly; drivers
 * treat them as read-only and change the game only by answering.
 */
public abstract class GameState {
    public static final int CUP = -1;
    public static final int BOX = -2;
    /** A monster drawn for an encounter: it never stays on the board (rulebook p.22). */
    public static final int ENCOUNTER = -3;
    /** A gate marker in the face-down stack. */
    public static final int STACK = -4;
    /** A monster waiting on a Rumor card, off the board (The Terrible Experiment). */
    public static final int RUMOR = -5;
    private static final int TROPHY_BASE = -10;


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

    /** On a search copy whose chance is tied to the moment, the seed each part of a turn draws its dice from; else 0. */
    long tiedSeed;
    /** Investigators knocked out during the current step; resolved between steps. */
    int knockouts;
    /** Investigators whose current activity ends (without a knockout) between steps. */
    int interrupts;
    /**
     * Investigators losing Sanity and Stamina at the same time (one effect's losses, each perhaps
     * reduced by a card first): a knockout waits until every part has landed, so both at 0 devours.
     */
    int holding;
    /** The Ancient One has just awoken: between steps the stack is cleared and the final battle begins. */
    boolean awakening;

    boolean logging;
    private final EventLog events = new EventLog();
    /** While logging: the investigator whose step is running (-1: none), who rolled those dice. */
    int acting = -1;

    protected GameState(Content content, Setup setup) {
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

    /**
     * A copy of {@code o}; with {@code reseed} not 0, a search copy: the dice reseeded and every
     * hidden pile put in a canonical order and shuffled, so the copy depends only on what is visible.
     */
    protected GameState(GameState o, long reseed, boolean withEvents) {
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


    /** Takes over what {@code o} logged and has not handed out yet (a game with a new future goes on with its log). */
    protected void keepLogOf(GameState o) {
        events.keep(o.events);
        acting = o.acting;
    }

    /** A phase ({@code player} -1), or one player's part of it (at most 8 players), begins: a tied search copy reseeds its dice. */
    public void startPart(Phase phase, int player) {
        if (tiedSeed != 0) rng.reseed(Hashing.mix(Hashing.mix(tiedSeed, turn), phase.ordinal() * 9L + player + 1));
    }

    /**
     * The hash of the state with the step loop's part given: how many steps wait and how many
     * questions were asked, the pending question and the step that asked it (null: none). The loop
     * mixes in its waiting steps after it; the order is the one saves were made with.
     */
    protected final long stateHash(int sp, long asked, Question pending, Object pendingStep) {
        long h = Hashing.mix(0, players);
        for (Investigator i : inv) h = i.hash(h);
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
        return dunwich.hash(h);
    }

    private static long questionHash(Question q) {
        long h = Hashing.mix(q.player(), q.kind().ordinal());
        h = Hashing.mix(h, q.prompt().hashCode());
        for (Choice c : q.options()) h = Hashing.mix(h, c.id().hashCode());
        return h;
    }

    // ------------------------------------------------------------- events

    /** Returns and clears the events recorded since the last call. */
    public List<Event> drainEvents() {
        reportDice();
        return events.drain();
    }

    public boolean logging() {
        return logging;
    }

    public void log(String type, int player, String text) {
        log(type, player, text, null);
    }

    /** An event reporting the draw of the named location, gate or Mythos card. */
    public void log(String type, int player, String text, String card) { logData(type, player, text, card, null); }

    /** An event with the card it draws and its structured data for front ends ({@link Event#data()}), each or both null. */
    public void logData(String type, int player, String text, String card, java.util.Map<String, Object> data) {
        if (!logging) return;
        reportDice();
        events.add(new Event(type, player, text, card, turn, phase, data));
    }

    /** Logs an event that shows the dice rolled for it, so they are not reported again. */
    public void logRoll(String type, int player, String text) {
        if (!logging) return;
        events.rollsShown();
        events.add(new Event(type, player, text, null, turn, phase));
    }

    /** Dice rolled since the last event, as an event of their own: every roll shows in the log. */
    private void reportDice() {
        if (!events.diceUnshown()) return;
        boolean named = acting >= 0 && acting < players && inv[acting].def() >= 0;
        events.reportDice(acting, named ? nameOf(acting) : null);
    }

    // -------------------------------------------------------------- chance

    /** One die: forced dice first (scenarios), else the random source. */
    public int die() {
        int d = forcedDice.isEmpty() ? rng.die() : forcedDice.removeAt(0);
        if (logging) events.roll(d, turn, phase);
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

    /** The cache behind {@link #modifiers}(p), rebuilt first if what it came from has changed. */
    ModifierCache modifierCache(int p) {
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

    private ModifierCache[] modifierCache;

    /** What a rule keeps per game to save work (trading's reusable options); not state: copies start without. */
    private Object ruleCache;

    /**
     * The object of this class a rule keeps for this game, made by {@code make} when first asked
     * for (trading's reusable options). Not state: copies make their own.
     */
    public <T> T ruleCache(Class<T> kind, java.util.function.Supplier<T> make) {
        Object c = ruleCache;
        if (!kind.isInstance(c)) ruleCache = c = make.get();
        return kind.cast(c);
    }

    /** Deals Relationship card rel to investigator p (who shares it with the player to his left); -1: to the box. */
    public void dealRelationship(int rel, int p) {
        relationshipDrawer[rel] = p;
        relationshipsChanged();
    }

    /** Who drew Relationship card rel (his partner is the player to his left); -1 while it is not in play. */
    public int relationshipDrawer(int rel) { return relationshipDrawer[rel]; }

    /** How many Relationship cards there are, in play or not. */
    public int relationshipCards() { return relationshipDrawer.length; }

    /** Whether investigator p is one of the two partners of Relationship card rel. */
    public boolean inRelationship(int rel, int p) {
        int a = relationshipDrawer[rel];
        return a >= 0 && (a == p || (a + 1) % players == p);
    }

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


    private void addMythos(ModifierCache c, int card) {
        Hooks.MythosAbility m = content.mythosAbility(card);
        if (m != null) c.add(m, content.mythosHooks(card));
    }


    // ----------------------------------------------------- what is where

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

    /** Whether a place is in this game: Arkham's always, another town's only with its board in play. */
    public boolean onBoard(int place) {
        return board.onBoard(place, setup.options().dunwichBoard());
    }

    /** Whether an Other World is in this game (Another Time and Lost Carcosa need the Dunwich board). */
    public boolean worldInPlay(int world) {
        return onBoard(board.otherWorld(world).firstArea());
    }

    public AncientOneDef ancientOneDef() {
        return ancientOne < 0 ? null : content.ancientOnes.get(ancientOne);
    }

    public Hooks.AncientOne ancientOneHooks() {
        return ancientOne < 0 ? null : content.ancientOneHooks(ancientOne);
    }

    public MythosDef mythosDef(int id) {
        return content.mythos.get(id);
    }

    public IntList deck(Deck d) {
        return decks[d.ordinal()];
    }

    /** The location deck of a neighbourhood (street id) in this game. */
    public int[] locationDeck(int street) {
        if (locationDecks == null || locationDecks[street] == null) return content.locationDeck(street);
        return locationDecks[street];
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

    // --------------------------------------------- between steps, and the end

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
     * The losses that follow land together: reaching 0 does not knock him out until they have all
     * run (a step below them then calls {@link #releaseKnockout}).
     */
    public void deferKnockout(int p) {
        holding |= 1 << p;
    }

    /** Simultaneous losses have all landed: 0 Sanity or Stamina (or both: devoured) now knocks him out. */
    public void releaseKnockout(int p) {
        holding &= ~(1 << p);
        Investigator i = inv[p];
        if (!i.eliminated && (i.sanity == 0 || i.stamina == 0)) knockouts |= 1 << p;
    }
}
