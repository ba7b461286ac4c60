package arkham.engine;

import arkham.engine.Target.Act;
import arkham.engine.def.CheckType;

/**
 * What an option of a question means, as data: what it does ({@link Act}) and, for most options,
 * the thing it does it to (a place, a monster marker, a card instance, an investigator, ...). Front
 * ends and agents read this, with the question's {@link Purpose}, instead of an option's id or label.
 * <p>
 * Ids are plain numbers of the game (board place ids, monster markers, card instances, player
 * numbers from 0, definition ids of {@link arkham.engine.Content}); a front end looks up names
 * and text from them. A {@link Choice} keeps its target packed in one {@code long} (the static
 * methods of this interface make those codes) and builds the record only when asked, so the engine
 * allocates nothing more per option.
 */
public sealed interface Target {
    /** What the option does. */
    Act act();

    /** Which kind of thing the target names: its record, for a switch without {@code instanceof}. */
    Kind kind();

    /** The kinds of target, one per record. */
    enum Kind {
        PLAIN, PLACE, MONSTER, CARD, INVESTIGATOR, SHEET, GATE, WORLD, GATE_MARKER, SLIDER, AMOUNT, STAT, CHECK, OPTION,
        ENCOUNTER, ABILITY, MYTHOS, RELATIONSHIP, DIMENSION, TROPHIES;

        private static final Kind[] ALL = values();
    }

    /**
     * What an option does. The question's purpose says what is being decided; the act tells apart
     * options of one question that do different things (hold, release or cast a card in combat).
     */
    enum Act {
        /** ends a series of picks (done with Upkeep, finish trading, buy nothing more) */
        DONE,
        /** declines: leaves things as they are (no, decline, do nothing, stay, keep it) */
        PASS,
        YES,
        NO,
        /** ends Phase 0, Planning, for this seat */
        READY,
        /** picks the target, the purpose saying for what (who is Blessed, which gate closes, where a monster goes) */
        CHOOSE,
        /** moves one step (Arkham movement) */
        MOVE,
        /** ends movement here */
        STOP,
        /** takes the train (Dunwich) */
        TRAIN,
        /** returns to Arkham through this gate */
        RETURN,
        /** goes to this Other World or through this gate out of Arkham */
        ENTER,
        /** sets a slider to a stop */
        SET,
        EVADE,
        FIGHT,
        FLEE,
        /** takes a weapon up in his hands for this combat */
        HOLD,
        /** lets go of a weapon or spell held */
        RELEASE,
        CAST,
        /** casts with the Herald's aid: no Sanity cost or Spell check (Lurker) */
        CAST_AIDED,
        /** the investigators' attack in the final battle; lets the Ancient One's attack come */
        ATTACK,
        /** rolls a check's dice */
        ROLL,
        /** accepts a check's result as rolled, or a loss as it comes */
        ACCEPT,
        /** spends Clue tokens for more dice */
        SPEND_CLUE,
        /** spends Clue tokens for one more success (Lurker: Dark Young Clue price) */
        BUY_SUCCESS,
        /** settles a check without rolling (the card or ability passes it) */
        PASS_CHECK,
        /** re-rolls dice of a check just rolled */
        REROLL,
        /** spends the card instead of a Clue token */
        AS_CLUE,
        /** exhausts a relationship for more dice */
        BOOST,
        /** uses a card's or ability's action */
        USE,
        /** performs an Upkeep action */
        UPKEEP,
        DISCARD,
        KEEP,
        /** takes a card (from a deck, a search, a reward) or a token */
        TAKE,
        BUY,
        SELL,
        GIVE,
        /** asks a trading partner for it */
        ASK,
        /** starts trading with this investigator */
        TRADE,
        /** draws a card (an Injury or Madness card instead of the usual losses) */
        DRAW,
        /** draws or puts the top card */
        TOP,
        /** draws or puts the bottom card */
        BOTTOM,
        /** draws another encounter card instead */
        REDRAW,
        /** cancels (the Ancient One's attack, a drawn Mythos card) */
        CANCEL,
        /** gives it up for a Mission (Dunwich) */
        SACRIFICE,
        /** lessens a loss of Sanity or Stamina */
        PREVENT,
        /** closes a gate (with a Lore or Fight check, or by an effect) */
        CLOSE,
        /** seals a gate (Clue tokens or an elder sign) */
        SEAL,
        /** seals a gate with cards standing in for some Clue tokens */
        SEAL_WITH_CARDS,
        /** has the location's encounter */
        ENCOUNTER,
        /** pays an amount (money, a stat, tokens) */
        PAY,
        /** spends (Clue tokens, trophies, Power) */
        SPEND,
        /** loses an amount */
        LOSE,
        /** gains an amount */
        GAIN,
        /** the price of an ability or effect is paid this way */
        PRICE;

        private static final Act[] ALL = values();
        /** Its bits in a code, made once: the factories below run for every option the engine makes. */
        final long bits = (long) ordinal() << 48;
    }

    /** An option that names nothing beyond its act (done, roll, accept, yes, no, ...). */
    record Plain(Act act) implements Target {
        public Kind kind() { return Kind.PLAIN; }
    }

    /** A place of the board (location, street, Other World area, the Sky, a vortex, ...), by board id. */
    record Place(Act act, int place) implements Target {
        public Kind kind() { return Kind.PLACE; }
    }

    /** A monster marker (on the board, drawn by an encounter, a trophy). */
    record Monster(Act act, int marker) implements Target {
        public Kind kind() { return Kind.MONSTER; }
    }

    /** An investigator card instance ({@code Content.cardOf(card)} is its definition). */
    record Card(Act act, int card) implements Target {
        public Kind kind() { return Kind.CARD; }
    }

    /** An investigator in the game, by player number (from 0); with an own-ability act, that investigator's own ability. */
    record Investigator(Act act, int player) implements Target {
        public Kind kind() { return Kind.INVESTIGATOR; }
    }

    /** An investigator sheet not yet played ({@code Content.investigator(id)}), to play or become. */
    record Sheet(Act act, int investigator) implements Target {
        public Kind kind() { return Kind.SHEET; }
    }

    /** The open gate at a place, by board id. */
    record Gate(Act act, int place) implements Target {
        public Kind kind() { return Kind.GATE; }
    }

    /** An Other World, by its index on the board ({@code Board.otherWorld(world)}). */
    record World(Act act, int world) implements Target {
        public Kind kind() { return Kind.WORLD; }
    }

    /** A gate marker ({@code Content.gateOf(marker)}): a gate trophy, or one from the stack. */
    record GateMarker(Act act, int marker) implements Target {
        public Kind kind() { return Kind.GATE_MARKER; }
    }

    /** A skill slider (0 Speed/Sneak, 1 Fight/Will, 2 Lore/Luck) set to a stop (0-3: the first skill's lowest to highest). */
    record Slider(int slider, int stop) implements Target {
        public Act act() { return Act.SET; }

        public Kind kind() { return Kind.SLIDER; }
    }

    /** A number: how much to pay, spend, lose or gain; the purpose says of what. */
    record Amount(Act act, int amount) implements Target {
        public Kind kind() { return Kind.AMOUNT; }
    }

    /** An amount of an investigator's money, Clue tokens, Sanity or Stamina to give, ask for, pay, spend, lose or gain. */
    record Stat(Act act, arkham.engine.def.Stat stat, int amount) implements Target {
        public Kind kind() { return Kind.STAT; }
    }

    /** A kind of check to make (close a gate with Lore or Fight). */
    record Check(Act act, CheckType type) implements Target {
        public Kind kind() { return Kind.CHECK; }
    }

    /**
     * One of the options a card, an encounter or a Mythos card lists for the investigator, by its
     * place in that list (from 0): e.g. an encounter's {@code choose} options in data order.
     */
    record Option(Act act, int index) implements Target {
        public Kind kind() { return Kind.OPTION; }
    }

    /** An encounter card drawn at a place: a location card id in Arkham, a gate card id in an Other World. */
    record Encounter(int place, int card) implements Target {
        public Act act() { return Act.ENCOUNTER; }

        public Kind kind() { return Kind.ENCOUNTER; }
    }

    /** A location's special ability ({@code Content.locationAbilityIds(place).get(index)}), used instead of an encounter. */
    record Ability(int place, int index) implements Target {
        public Act act() { return Act.USE; }

        public Kind kind() { return Kind.ABILITY; }
    }

    /** A Mythos card, by its definition id ({@code Game.mythosDef(card)}). */
    record Mythos(Act act, int card) implements Target {
        public Kind kind() { return Kind.MYTHOS; }
    }

    /** A Relationship card (Lurker), by its id in {@code Content.relationships}. */
    record Relationship(Act act, int relationship) implements Target {
        public Kind kind() { return Kind.RELATIONSHIP; }
    }

    /** A dimension symbol (monsters and gates of that symbol). */
    record Dimension(Act act, arkham.engine.def.Dimension dimension) implements Target {
        public Kind kind() { return Kind.DIMENSION; }
    }

    /** Trophies to spend: monster trophies of at least this much toughness and this many gate trophies (a price paid in trophies). */
    record Trophies(Act act, int toughness, int gates) implements Target {
        public Kind kind() { return Kind.TROPHIES; }
    }

    // ---- packed codes: kind (8 bits, 0 = none) | act (8 bits) | a (24 bits, signed) | b (24 bits, signed)

    /** Whether a code names a target (every option the engine offers must). */
    static boolean valid(long code) {
        int kind = (int) (code >>> 56);
        return kind >= 1 && kind <= Kind.ALL.length && (int) (code >>> 48 & 0xFF) < Act.ALL.length;
    }

    /** The target a code stands for. */
    static Target of(long code) {
        if (!valid(code)) throw new IllegalArgumentException("no target code: " + Long.toHexString(code));
        Act act = Act.ALL[(int) (code >>> 48 & 0xFF)];
        int a = (int) (code << 16 >> 40);
        int b = (int) (code << 40 >> 40);
        return switch (Kind.ALL[(int) (code >>> 56) - 1]) {
            case PLAIN -> new Plain(act);
            case PLACE -> new Place(act, a);
            case MONSTER -> new Monster(act, a);
            case CARD -> new Card(act, a);
            case INVESTIGATOR -> new Investigator(act, a);
            case SHEET -> new Sheet(act, a);
            case GATE -> new Gate(act, a);
            case WORLD -> new World(act, a);
            case GATE_MARKER -> new GateMarker(act, a);
            case SLIDER -> new Slider(a, b);
            case AMOUNT -> new Amount(act, a);
            case STAT -> new Stat(act, arkham.engine.def.Stat.values()[b], a);
            case CHECK -> new Check(act, CheckType.values()[a]);
            case OPTION -> new Option(act, a);
            case ENCOUNTER -> new Encounter(a, b);
            case ABILITY -> new Ability(a, b);
            case MYTHOS -> new Mythos(act, a);
            case RELATIONSHIP -> new Relationship(act, a);
            case DIMENSION -> new Dimension(act, arkham.engine.def.Dimension.values()[a]);
            case TROPHIES -> new Trophies(act, a, b);
        };
    }

    /** The kind a code names, without building the target. */
    static Kind kindOf(long code) {
        return Kind.ALL[(int) (code >>> 56) - 1];
    }

    /** The act a code names, without building the target. */
    static Act actOf(long code) {
        return Act.ALL[(int) (code >>> 48 & 0xFF)];
    }

    /** The first number of a code (the place, marker, card, player, amount, ... the target names), without building it. */
    static int numberOf(long code) {
        return (int) (code << 16 >> 40);
    }

    /** A code of a kind's bits ({@link Codes}), an act and two numbers, each within 24 bits. */
    private static long code(long kind, Act act, int a, int b) {
        // both numbers in [-2^23, 2^23): one test for both, as this runs for every option made
        if (((a + 0x800000) | (b + 0x800000)) >>> 24 != 0) throw new IllegalArgumentException("target numbers out of range: " + a + ", " + b);
        return kind | act.bits | (a & 0xFFFFFFL) << 24 | (b & 0xFFFFFFL);
    }

    long DONE = plain(Act.DONE);
    long PASS = plain(Act.PASS);
    long YES = plain(Act.YES);
    long NO = plain(Act.NO);

    static long plain(Act act) {
        return code(Codes.PLAIN, act, 0, 0);
    }

    static long place(Act act, int place) {
        return code(Codes.PLACE, act, place, 0);
    }

    static long monster(Act act, int marker) {
        return code(Codes.MONSTER, act, marker, 0);
    }

    static long card(Act act, int card) {
        return code(Codes.CARD, act, card, 0);
    }

    static long investigator(Act act, int player) {
        return code(Codes.INVESTIGATOR, act, player, 0);
    }

    static long sheet(Act act, int investigator) {
        return code(Codes.SHEET, act, investigator, 0);
    }

    static long gate(Act act, int place) {
        return code(Codes.GATE, act, place, 0);
    }

    static long world(Act act, int world) {
        return code(Codes.WORLD, act, world, 0);
    }

    static long gateMarker(Act act, int marker) {
        return code(Codes.GATE_MARKER, act, marker, 0);
    }

    static long slider(int slider, int stop) {
        return code(Codes.SLIDER, Act.SET, slider, stop);
    }

    static long amount(Act act, int amount) {
        return code(Codes.AMOUNT, act, amount, 0);
    }

    static long stat(Act act, arkham.engine.def.Stat stat, int amount) {
        return code(Codes.STAT, act, amount, stat.ordinal());
    }

    static long check(Act act, CheckType type) {
        return code(Codes.CHECK, act, type.ordinal(), 0);
    }

    static long option(Act act, int index) {
        return code(Codes.OPTION, act, index, 0);
    }

    static long encounter(int place, int card) {
        return code(Codes.ENCOUNTER, Act.ENCOUNTER, place, card);
    }

    static long ability(int place, int index) {
        return code(Codes.ABILITY, Act.USE, place, index);
    }

    static long mythos(Act act, int card) {
        return code(Codes.MYTHOS, act, card, 0);
    }

    static long relationship(Act act, int relationship) {
        return code(Codes.RELATIONSHIP, act, relationship, 0);
    }

    static long dimension(Act act, arkham.engine.def.Dimension d) {
        return code(Codes.DIMENSION, act, d.ordinal(), 0);
    }

    static long trophies(Act act, int toughness, int gates) {
        return code(Codes.TROPHIES, act, toughness, gates);
    }

    /**
     * Each {@link Target.Kind}'s bits in a target code (its ordinal + 1, as 0 means no target), as
     * constants the compiler folds into {@link Target}'s factories. Its constants are not public: a
     * code is made only by those factories.
     */
    final class Codes {
        private Codes() {
        }

        static final long PLAIN = bits(Target.Kind.PLAIN);
        static final long PLACE = bits(Target.Kind.PLACE);
        static final long MONSTER = bits(Target.Kind.MONSTER);
        static final long CARD = bits(Target.Kind.CARD);
        static final long INVESTIGATOR = bits(Target.Kind.INVESTIGATOR);
        static final long SHEET = bits(Target.Kind.SHEET);
        static final long GATE = bits(Target.Kind.GATE);
        static final long WORLD = bits(Target.Kind.WORLD);
        static final long GATE_MARKER = bits(Target.Kind.GATE_MARKER);
        static final long SLIDER = bits(Target.Kind.SLIDER);
        static final long AMOUNT = bits(Target.Kind.AMOUNT);
        static final long STAT = bits(Target.Kind.STAT);
        static final long CHECK = bits(Target.Kind.CHECK);
        static final long OPTION = bits(Target.Kind.OPTION);
        static final long ENCOUNTER = bits(Target.Kind.ENCOUNTER);
        static final long ABILITY = bits(Target.Kind.ABILITY);
        static final long MYTHOS = bits(Target.Kind.MYTHOS);
        static final long RELATIONSHIP = bits(Target.Kind.RELATIONSHIP);
        static final long DIMENSION = bits(Target.Kind.DIMENSION);
        static final long TROPHIES = bits(Target.Kind.TROPHIES);

        private static long bits(Target.Kind k) {
            return (long) (k.ordinal() + 1) << 56;
        }
    }
}
