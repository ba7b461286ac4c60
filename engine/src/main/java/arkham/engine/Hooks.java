package arkham.engine;

import arkham.engine.def.CheckType;
import arkham.engine.def.Skill;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Bespoke behaviour registered by id: the small Java pieces that data alone does not express.
 * The content module fills a registry; the engine calls it at fixed points. Hooks change the
 * game only through {@link Game}'s operations and by pushing steps, never by blocking.
 */
public final class Hooks {

    /** Bespoke effect named in data as {@code {"hook": id}}. */
    public interface EffectHook {
        void apply(Game g, int player, String arg);
    }

    /** An Ancient One's power, worshippers, start of battle and attack (rulebook p.19-20, 22). */
    public interface AncientOne extends Modifiers {
        /** Mask monsters go into the cup only for an Ancient One that uses them. */
        default boolean usesMasks() {
            return false;
        }

        /** Start-of-game effects, resolved at setup step 5. */
        default void startOfGame(Game g) {
        }

        /** Called for an investigator who enters play after setup (a replacement for a devoured one). */
        default void newInvestigator(Game g, int player) {
        }

        /** Start of the final battle. */
        default void startOfBattle(Game g) {
        }

        /** The Ancient One's attack on every investigator still in the battle; pushes steps. */
        void attack(Game g);

        /** The check each investigator makes against its attack, or null when the attack is no check. */
        default CheckType attackCheck() {
            return null;
        }

        /** Worshipper adjustments to a monster's toughness, by monster kind. */
        default int toughnessBonus(Game g, int monsterKind) {
            return 0;
        }
    }

    /**
     * A Herald's sheet (The Lurker at the Threshold's Herald variant): its rules are in play for
     * everyone while the variant is on, as {@link Modifiers} of the whole game.
     */
    public interface Herald extends Modifiers {
    }

    /** A location special ability used instead of an encounter (rulebook p.22). */
    public interface LocationAbility {
        String label();

        /**
         * The card whose being in play offers this ability (a Rumor, an Environment, a Condition), by its
         * hook id or its name; null when the ability is the place's own (rulebook p.22). Rules texts
         * tell the two apart.
         */
        default String grantedBy() {
            return null;
        }

        /** What using it does, for agents and front ends (heals, a shop, a Blessing, ...); none by default. */
        default Set<arkham.engine.def.Capability> capabilities() {
            return Set.of();
        }

        /** The toughness of monster trophies it may be paid with (0: it is not bought with trophies). */
        default int trophyToughness() {
            return 0;
        }

        boolean available(Game g, int player);

        /** Pushes the steps that resolve the ability. */
        void use(Game g, int player);
    }

    /** Ongoing effects of Environment and Rumor cards (and lingering Headlines) while in play. */
    public interface MythosAbility extends Modifiers {
        /** Called when the card enters play (after gate, clue and movement). */
        default void onEnter(Game g) {
        }

        /** A Rumor's end-of-Mythos upkeep (e.g. add a token; check the fail condition). */
        default void eachMythos(Game g) {
        }

        /**
         * Opens the card's gates itself in the Mythos gate step, instead of the one listed gate
         * (cards that open two gates); false leaves the listed gate to open as usual.
         */
        default boolean opensGates(Game g) {
            return false;
        }

        /** The locations of every gate the card opens, where {@link #opensGates} opens more than its listed one; else null. */
        default int[] gateLocations(Game g) {
            return null;
        }

        /** A Headline whose effects stay in play until the end of the next turn. */
        default boolean lingers() {
            return false;
        }

        /** Called when the card leaves play. */
        default void onLeave(Game g) {
        }
    }

    /**
     * Bespoke rules of an investigator card, by the card's hook id. An investigator's own unique
     * ability is registered the same way under the investigator's ability id and is called with
     * card -1. Its {@link Modifiers} apply to the owner only.
     */
    public interface CardAbility extends Modifiers {
        /** The card's Upkeep action (rulebook p.6); in the first Upkeep after gaining it, {@link #firstUpkeep} instead. */
        default void upkeep(Game g, int player, int card) {
        }

        /**
         * What the card does in the first Upkeep after gaining it, in place of {@link #upkeep}:
         * nothing by default. The rulebook (p.6) spares Blessing, Curse, Bank Loan and Retainer only
         * their Upkeep roll, so a card whose Upkeep action is more than that roll (the Retainer's $2,
         * the Deputy's $1) does that part here.
         */
        default void firstUpkeep(Game g, int player, int card) {
        }

        /** (Investigator abilities) A doom token was just added to the Ancient One's track; {@code player} has this ability. */
        default void doomAdded(Game g, int player) {
        }

        /** (Investigator abilities) The terror level just rose by one; {@code player} has this ability. */
        default void terrorRaised(Game g, int player) {
        }

        /**
         * (Investigator abilities) How much of another's (or his own) imminent loss the ability's
         * owner may prevent now (Leo Anderson's Leadership); 0 when none.
         */
        default int preventsFor(Game g, int owner, int player, arkham.engine.def.Stat stat, int amount) {
            return 0;
        }

        /** (Investigator abilities) Pays for a prevention offered by {@link #preventsFor}. */
        default void payPreventionFor(Game g, int owner, int player) {
        }

        /**
         * (Investigator abilities) Whether the owner may now cancel the Mythos card just drawn in the
         * Mythos Phase, another being drawn in its place (Jacqueline Fine's Precognition).
         */
        default boolean cancelsDrawnMythos(Game g, int owner, int card) {
            return false;
        }

        /** (Investigator abilities) Pays for cancelling a drawn Mythos card (see {@link #cancelsDrawnMythos}). */
        default void payCancelDrawnMythos(Game g, int owner) {
        }

        /** Whether the card has an Upkeep action. */
        default boolean hasUpkeep() {
            return false;
        }

        /**
         * Whether its Upkeep action is taken in the final battle's refresh, a full Upkeep (rulebook
         * p.22; FAQ Q36) but for income and the Retainer's and Bank Loan's rolls, which stop then.
         */
        default boolean upkeepInFinalBattle() {
            return true;
        }

        /**
         * A Task's Payoff or a Mission's Effect (Dunwich rulebook p.5), when its last step is done;
         * the card goes to the box right after.
         */
        default void completed(Game g, int player, int card) {
        }

        /** Whether the card's action can be used now, at the given point of the turn. */
        default boolean usable(Game g, int player, int card, Timing when) {
            return false;
        }

        /** What using the card's action is called in a menu; null: "Use" and the card's name. */
        default String useLabel(Game g, int player, int card) {
            return null;
        }

        /** Uses the card's action: pushes the steps that resolve it. */
        default void use(Game g, int player, int card, Timing when) {
        }

        /**
         * Uses the card's action in combat with the monster, between Combat checks ({@link Timing#COMBAT});
         * the combat, waiting for its next choice, is already on the stack.
         */
        default void useInCombat(Game g, int player, int card, int monster) {
            use(g, player, card, Timing.COMBAT);
        }

        /** Whether the card may re-roll a check of this type that has just been rolled (skills, charms). */
        default boolean canReroll(Game g, int player, int card, arkham.engine.def.CheckType type) {
            return false;
        }

        /** How much of an imminent Sanity or Stamina loss the card can prevent now (0: none). */
        default int prevents(Game g, int player, int card, arkham.engine.def.Stat stat, int amount) {
            return 0;
        }

        /** Pays for preventing a loss (exhaust the card, ...); false: it is paid the usual way, by discarding the card. */
        default boolean payPrevention(Game g, int player, int card) {
            return false;
        }

        /**
         * Whether this investigator ability (owner's, card -1) may now make another investigator, or
         * its owner, re-roll the dice of his check that did not succeed.
         */
        default boolean canRerollFailures(Game g, int owner, int checker, CheckType type) {
            return false;
        }

        /** Pays for such a re-roll (e.g. marks the ability used this turn). */
        default void payRerollFailures(Game g, int owner) {
        }

        /** Pays for a re-roll (discard the card, ...); false: it is paid the usual way, by exhausting the card. */
        default boolean payReroll(Game g, int player, int card) {
            return false;
        }

        /**
         * Whether the card's re-roll is a spell cast first (Dunwich: Foresee): the engine casts it
         * (Sanity cost, Spell check) and re-rolls only if the cast succeeds.
         */
        default boolean rerollsByCast() {
            return false;
        }

        /** Whether the card's re-roll is of a single failed die rather than the whole check (Bullwhip). */
        default boolean rerollsOneDie() {
            return false;
        }

        /** Whether the card re-rolls only a check just failed (Dunwich: Darke's Blessing), not one passed. */
        default boolean rerollsFailedOnly() {
            return false;
        }

        /**
         * Pays for preventing this loss. The rest of the loss is already waiting on the stack, so
         * a card may push steps that decide whether the prevention holds (a spell's casting roll).
         * False: it is paid the usual way, by discarding the card.
         */
        default boolean payPrevention(Game g, int player, int card, arkham.engine.def.Stat stat, int amount) {
            return payPrevention(g, player, card);
        }

        /** Called when the investigator gains the card (from a deck, the box or setup). */
        default void gained(Game g, int player, int card) {
        }

        /** Called when the card leaves the investigator (discarded or returned to the box). */
        default void lost(Game g, int player, int card) {
        }

        /**
         * The card's Physical (or Magical) Combat bonus while held against a monster ({@code null}:
         * the Ancient One), before resistances; by default the printed bonus ({@code printed}).
         */
        default int heldBonus(Game g, int player, int card, arkham.engine.def.MonsterDef m, boolean magical, int printed) {
            return printed;
        }

        /**
         * Added to any investigator's check of this type (its owner's included) by a card whose effect
         * reaches everyone (Ritual Candles, Call Down the Storm); {@code owner} holds the card.
         * Cards using this leave the owner's own share out of {@link #checkModifier}.
         */
        default int sharedCheckModifier(Game g, int owner, int card, int player, CheckType type) {
            return 0;
        }

        /**
         * True for the few cards whose effect reaches other investigators' checks (they override
         * {@link #sharedCheckModifier} or {@link #canAidCheck}): only these are asked on every check.
         */
        default boolean reachesOthersChecks() {
            return false;
        }

        /**
         * Whether the card of {@code owner} can be used before another investigator's check is rolled
         * (Intervene, Sigil of Hermes Trismegistus); it is then resolved by {@link #passCheck} with
         * the owner as {@code player}.
         */
        default boolean canAidCheck(Game g, int owner, int card, Check check) {
            return false;
        }

        /** Whether the card can settle this check before it is rolled (Silver Key, Blue Watcher, ...). */
        default boolean canPassCheck(Game g, int player, int card, Check check) {
            return false;
        }

        /** What settling the check with this card is called in a menu; null: "Use", the card's name and "instead of rolling". */
        default String passLabel(Game g, int player, int card) {
            return null;
        }

        /**
         * Pays for settling the check and decides it: either sets {@link Game#lastPassed} and
         * {@link Game#lastSuccesses} at once, or pushes steps that do (or that push the check again).
         */
        default void passCheck(Game g, int player, int card, Check check) {
        }

        /** Whether the card may be discarded instead of spending a Clue token on a check (Research Materials). */
        default boolean spendsAsClue(Game g, int player, int card) {
            return false;
        }

        /** Whether the card may be discarded instead of a Clue token paid: to seal a gate, or an encounter choice's cost. */
        default boolean standsInForSealClue(Game g, int player, int card) {
            return false;
        }

        /** What using the card instead of a Clue token is called in a menu; null: the usual words, discarding it. */
        default String asClueLabel(Game g, int player, int card) {
            return null;
        }

        /** Pays for using the card instead of a Clue token; false: it is paid the usual way, by discarding the card. */
        default boolean payAsClue(Game g, int player, int card) {
            return false;
        }

        /** Whether the card may now replace a just-drawn location or gate card with a new one (Dragon's Eye). */
        default boolean redrawsEncounter(Game g, int player, int card) {
            return false;
        }

        /** Pays for drawing a new location or gate card (exhaust, Sanity, ...). */
        default void payRedraw(Game g, int player, int card) {
        }

        /** Whether discarding the card cancels the Ancient One's attack this battle round (Warding Statue). */
        default boolean cancelsAncientOneAttack(Game g, int player, int card) {
            return false;
        }
    }

    /**
     * The rules of a Relationship card (The Lurker at the Threshold), by its hook id. Its
     * {@link Modifiers} apply to both partners; {@code rel} is the relationship card's id.
     */
    public interface RelationshipAbility extends Modifiers {
        /** Dice the card adds to this check, before it is rolled, if exhausted now (0: not offered). */
        default int boost(Game g, int player, int rel, Check check) {
            return 0;
        }

        /** Whether the card's action can be used now (checked only while the card is ready). */
        default boolean usable(Game g, int player, int rel, Timing when) {
            return false;
        }

        /** What using the card's action is called in a menu; null: "Use" and the card's name. */
        default String useLabel(Game g, int player, int rel) {
            return null;
        }

        /** Uses the card's action (the engine has exhausted the card); pushes the steps that resolve it. */
        default void use(Game g, int player, int rel, Timing when) {
        }
    }

    /** When during a turn a card's action is offered. */
    public enum Timing {
        /** in the Upkeep Phase, while adjusting skills */
        UPKEEP,
        /** during Arkham movement, between moves */
        MOVEMENT,
        /** at the start of movement in an Other World */
        OTHER_WORLD_MOVEMENT,
        /** in combat with a monster, before each Combat check or flight (see {@link CardAbility#useInCombat}) */
        COMBAT,
        /** in the Arkham Encounters Phase, before the investigator's encounter */
        ENCOUNTER,
        /** in the Mythos Phase, once the Mythos card has resolved (for "Any Phase" actions) */
        MYTHOS
    }

    /** A monster's special abilities beyond the standard keywords (rulebook p.24). */
    public interface MonsterAbility {
        /** What the ability does, in our own short words, for players to read; null for none. */
        default String text() {
            return null;
        }

        /**
         * Deals the monster's combat damage to an investigator who failed to evade or defeat it:
         * {@code failed} is the check he failed, {@link CheckType#EVADE} (evading it, or fleeing
         * from it) or {@link CheckType#COMBAT}, so an ability that names one of them acts on that
         * one only. Return true when this replaces the usual Stamina loss.
         */
        default boolean combatDamage(Game g, int player, int monster, CheckType failed) {
            return false;
        }

        /**
         * The Stamina its combat damage takes now when that is not the printed amount (a Maniac from
         * terror 6, Yig's Cultists), or -1; the combat deals it, and {@link Game#combatDamage} tells agents.
         */
        default int staminaDamage(Game g, int monster) {
            return -1;
        }

        /** Whether its combat damage leaves the investigator lost in time and space (printed on the card; agents weigh it). */
        default boolean strands() {
            return false;
        }

        /** Unique movement during the Mythos Phase (green border). */
        default void move(Game g, int monster) {
        }

        /** Changes to the monster's toughness in the current situation. */
        default int toughnessBonus(Game g, int monster) {
            return 0;
        }

        /** Changes to the monster's combat rating in the current situation. */
        default int combatRatingBonus(Game g, int monster) {
            return 0;
        }

        /** The skill Combat checks against this monster are based on (Fight unless it says otherwise). */
        default Skill combatSkill(Game g, int monster) {
            return Skill.FIGHT;
        }

        /**
         * As combat with the monster begins, before its Horror check. Returns the step to run
         * instead of {@code combat} (the rest of the combat, Horror check first); a replacement
         * pushes {@code combat} when the combat goes on as usual, or another continuation.
         */
        default Step startOfCombat(Game g, int player, int monster, Step combat) {
            return combat;
        }

        /**
         * Before each Horror or Combat check against the monster in combat: returns the step to run
         * instead of {@code check} (a price paid first, a check failed without a roll, or the check
         * followed by what its result sets off). {@link Game#lastPassed} must hold the check's result
         * when the returned steps are done.
         */
        default Step beforeCheck(Game g, int player, int monster, CheckType type, Step check) {
            return check;
        }

        /**
         * Called when the monster is defeated, by a Combat check or by a card that defeats it
         * outright, before it becomes a trophy (what happens to it then: Endless).
         */
        default void defeated(Game g, int player, int monster) {
        }

        /**
         * Called when an investigator beats the monster with a Combat check, before it is
         * defeated: the marker's reward for that (the Mi-Go's, the Warlock's), which a card
         * defeating it outright does not earn.
         */
        default void combatCheckPassed(Game g, int player, int monster) {
        }

        /** Called when the marker is placed on the board from the cup or the box (e.g. a Servant of Glaaki entering play). */
        default void entersPlay(Game g, int monster) {
        }
    }

    private final Map<String, MonsterAbility> monsterAbilities = new HashMap<>();
    private final Map<String, EffectHook> effects = new HashMap<>();
    private final Map<String, CardAbility> cards = new HashMap<>();
    private final Map<String, AncientOne> ancientOnes = new HashMap<>();
    private final Map<String, List<String>> locationAbilityIds = new HashMap<>();
    private final Map<String, LocationAbility> locationAbilities = new HashMap<>();
    private final Map<String, MythosAbility> mythos = new HashMap<>();
    private Herald herald;

    /** Registers the Herald whose sheet the Herald variant uses. */
    public Hooks herald(Herald h) {
        if (herald != null) throw new IllegalArgumentException("a herald is registered twice");
        herald = h;
        return this;
    }

    /** The Herald of the Herald variant, or null. */
    public Herald herald() {
        return herald;
    }

    /** {@link CardAbility#usable}, found by name once, so the check below names no parameter type. */
    private static final java.lang.reflect.Method USABLE = java.util.Arrays.stream(CardAbility.class.getDeclaredMethods())
            .filter(m -> m.getName().equals("usable")).findFirst().orElseThrow();

    /**
     * Whether the ability's class has its own {@link CardAbility#usable}: the default never allows
     * an action. Read from the class once at load, so no card has to declare it as well.
     */
    public static boolean offersActions(CardAbility a) {
        try {
            return a.getClass().getMethod(USABLE.getName(), USABLE.getParameterTypes()).getDeclaringClass() != CardAbility.class;
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(e);
        }
    }

    private Rulebook rulebook;

    /** Registers the rules the step loop runs (Arkham Horror's: {@code arkham.engine.flow.Rules.ARKHAM_HORROR}). */
    public Hooks rulebook(Rulebook r) {
        if (rulebook != null) throw new IllegalArgumentException("a rulebook is registered twice");
        rulebook = r;
        return this;
    }

    /** The rules the step loop runs; a game cannot start without them. */
    public Rulebook rulebook() {
        if (rulebook == null)
            throw new IllegalStateException("no rulebook is registered with the content's hooks: register arkham.engine.flow.Rules.ARKHAM_HORROR (Hooks.rulebook)");
        return rulebook;
    }

    private final Map<String, RelationshipAbility> relationships = new HashMap<>();

    public Hooks relationship(String id, RelationshipAbility h) {
        put(relationships, id, h);
        return this;
    }

    public RelationshipAbility relationship(String id) {
        return id == null ? null : relationships.get(id);
    }

    public Hooks effect(String id, EffectHook h) {
        put(effects, id, h);
        return this;
    }

    public Hooks ancientOne(String id, AncientOne h) {
        put(ancientOnes, id, h);
        return this;
    }

    public Hooks monster(String id, MonsterAbility h) {
        put(monsterAbilities, id, h);
        return this;
    }

    public MonsterAbility monster(String id) {
        return id == null ? null : monsterAbilities.get(id);
    }

    public Set<String> monsterIds() {
        return monsterAbilities.keySet();
    }

    public Hooks card(String id, CardAbility h) {
        put(cards, id, h);
        return this;
    }

    public CardAbility card(String id) {
        return id == null ? null : cards.get(id);
    }

    public Set<String> cardIds() {
        return cards.keySet();
    }

    public Hooks mythos(String id, MythosAbility h) {
        put(mythos, id, h);
        return this;
    }

    /** Registers a location ability under a place name; several may share a place. */
    public Hooks locationAbility(String place, String id, LocationAbility h) {
        put(locationAbilities, id, h);
        locationAbilityIds.computeIfAbsent(normalise(place), k -> new java.util.ArrayList<>()).add(id);
        return this;
    }

    private static <T> void put(Map<String, T> m, String id, T h) {
        if (m.putIfAbsent(id, h) != null) throw new IllegalArgumentException("hook '" + id + "' registered twice");
    }

    private static String normalise(String s) {
        return arkham.engine.def.Names.key(s);
    }

    public EffectHook effect(String id) {
        return effects.get(id);
    }

    private final Map<String, java.util.function.UnaryOperator<String>> effectWords = new HashMap<>();

    /**
     * Registers what an effect hook does in a few words made from its argument ("take Anna Kaslow"),
     * for the stakes a player reads before a check ({@link arkham.engine.def.EffectWords}). The
     * hook must be registered first, so words cannot outlive or misname the hook they describe.
     */
    public Hooks effectWords(String id, java.util.function.UnaryOperator<String> words) {
        if (!effects.containsKey(id))
            throw new IllegalArgumentException("words for effect hook '" + id + "', which is not registered (register the hook first)");
        put(effectWords, id, words);
        return this;
    }

    /** What the effect hook does with this argument, in words, or null when it declares none. */
    public String effectWords(String id, String arg) {
        var w = effectWords.get(id);
        return w == null ? null : w.apply(arg == null ? "" : arg);
    }

    public AncientOne ancientOne(String id) {
        return ancientOnes.get(id);
    }

    public MythosAbility mythos(String id) {
        return id == null ? null : mythos.get(id);
    }

    public List<String> locationAbilityIds(String place) {
        return locationAbilityIds.getOrDefault(normalise(place), List.of());
    }

    public LocationAbility locationAbility(String id) {
        return locationAbilities.get(id);
    }

    public Set<String> effectIds() {
        return effects.keySet();
    }

    public Set<String> mythosIds() {
        return mythos.keySet();
    }

    public Set<String> ancientOneIds() {
        return ancientOnes.keySet();
    }
}
