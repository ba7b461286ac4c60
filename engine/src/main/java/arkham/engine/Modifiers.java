package arkham.engine;

import arkham.engine.def.CheckType;
import arkham.engine.def.MovementType;
import arkham.engine.def.Stat;

/**
 * Ongoing changes to the rules from whatever is in play: the Ancient One's power, the active
 * Environment, Rumor and lingering Headlines, and an investigator's own cards and ability (which
 * change only his own situation). Every method's default changes nothing; the engine adds up or
 * combines what every active source says at the point the rule applies.
 */
public interface Modifiers {
    /** Added to an investigator's dice for a check of this type. */
    default int checkModifier(Game g, int player, CheckType type) {
        return 0;
    }

    /** Added to a monster's toughness. */
    default int monsterToughness(Game g, int monster) {
        return 0;
    }

    /** Added to a monster's combat rating (a Combat check modifier). */
    default int monsterCombatRating(Game g, int monster) {
        return 0;
    }

    /** Added to a monster's horror rating (a Horror check modifier). */
    default int monsterHorrorRating(Game g, int monster) {
        return 0;
    }

    /** Added to a monster's awareness (an Evade check modifier). */
    default int monsterAwareness(Game g, int monster) {
        return 0;
    }

    /** Added to a monster's horror damage; a monster with horror damage calls for a Horror check. */
    default int monsterHorrorDamage(Game g, int monster) {
        return 0;
    }

    /** Added to the combat rating of the monster the investigator is fighting, by his own cards. */
    default int combatRatingAgainst(Game g, int player, int monster) {
        return 0;
    }

    /** Added to the toughness of the monster the investigator is fighting, by his own cards (minimum 1 in all). */
    default int combatToughness(Game g, int player, int monster) {
        return 0;
    }

    /**
     * Whether the investigator's combat with the monster ignores one of its abilities: "ambush",
     * "endless", "nightmarish", "overwhelming", "physical-resistance", "physical-immunity", "magical-resistance"
     * or "special" (its own ability beyond the keywords: combat damage, combat skill, what its defeat
     * does, and the bonuses it and the Ancient One's worshipper abilities give it).
     */
    default boolean ignoresMonsterAbility(Game g, int player, int monster, String ability) {
        return false;
    }

    /** Whether a held physical weapon of the investigator's gives its bonus as a magical one now (Enchant Weapon). */
    default boolean magicalWeapon(Game g, int player, int card) {
        return false;
    }

    /** Whether a monster has Magical Immunity besides what is printed on it. */
    default boolean monsterMagicalImmunity(Game g, int monster) {
        return false;
    }

    /** How a monster moves, given how it would move otherwise (e.g. worshippers that fly). */
    default MovementType monsterMovement(Game g, int monster, MovementType movement) {
        return movement;
    }

    /** Whether the investigator cannot gain this stat now (e.g. no Stamina gains during a plague). */
    default boolean preventsGain(Game g, int player, Stat stat) {
        return false;
    }

    /** Whether the terror level cannot rise now. */
    default boolean preventsTerror(Game g) {
        return false;
    }

    /** Extra Clue tokens needed to seal a gate. */
    default int sealCost(Game g, int player) {
        return 0;
    }

    /** Whether gates cannot be sealed now, with Clue tokens or an elder sign. */
    default boolean preventsSealing(Game g, int player) {
        return false;
    }

    /** Extra Sanity paid to cast a spell. */
    default int spellCost(Game g, int player, int card) {
        return 0;
    }

    /** Whether a card of his pays 1 Sanity of this spell's cost in place of that Sanity, now (Dunwich: Seven Cryptical Books of Hsan). */
    default boolean paysSpellSanity(Game g, int player, int card) {
        return false;
    }

    /** Pays in place of 1 Sanity of the spell's cost (see {@link #paysSpellSanity}), e.g. exhausts the card. */
    default void paySpellSanity(Game g, int player, int card) {
    }

    /** Another investigator who may pay part of the Sanity cost of this spell (Practitioners of the Art), or -1. */
    default int spellCostPartner(Game g, int player, int card) {
        return -1;
    }

    /** Whether the spell cannot be cast now. */
    default boolean preventsCasting(Game g, int player, int card) {
        return false;
    }

    /** Added to an investigator's movement points in Arkham. */
    default int movementPoints(Game g, int player) {
        return 0;
    }

    /** Added to the check to close a gate at a place. */
    default int closeModifier(Game g, int player, int place) {
        return 0;
    }

    /** Extra successes needed to close a gate at a place (sealing costs are {@link #sealCost}). */
    default int closeDifficulty(Game g, int player, int place) {
        return 0;
    }

    /** Whether a Mythos card's Headline, Environment or Rumor ability is discarded without effect. */
    default boolean cancelsMythos(Game g, int card) {
        return false;
    }

    /** When an investigator's combat begins, his hands just emptied (a spell still in effect may take one again). */
    default void startOfCombat(Game g, int player, int monster) {
    }

    /** When an investigator's combat ends (he defeated the monster, fled, or neither could go on). */
    default void endOfCombat(Game g, int player, int monster) {
    }

    /** When an investigator returns to Arkham from an Other World. */
    default void returnedToArkham(Game g, int player) {
    }

    /** Whether the investigator may not move from one area of Arkham to the next now. */
    default boolean preventsMove(Game g, int player, int from, int to) {
        return false;
    }

    /** Whether the investigator cannot be arrested now. */
    default boolean preventsArrest(Game g, int player) {
        return false;
    }

    /** Whether monsters of this kind may not enter play: one drawn from the cup goes back and another is drawn. */
    default boolean bansMonster(Game g, int monsterKind) {
        return false;
    }

    /**
     * After the monster's own ability when an investigator defeats it, by a Combat check or by a
     * card that defeats it outright (the Flute, the Lightning Gun); may push steps.
     */
    default void monsterDefeated(Game g, int player, int monster) {
    }

    /**
     * When an investigator beats a monster with a Combat check (Alien Technology's extra Unique
     * Item), before it is defeated; not when a card defeats it with no check. May push steps.
     */
    default void combatCheckPassed(Game g, int player, int monster) {
    }

    /**
     * When an investigator's Arkham movement ends (e.g. curfew in the streets); may push steps.
     * Only called when {@link #actsAtEndOfMovement} says it does something.
     */
    default void endOfMovement(Game g, int player) {
    }

    /** Whether {@link #endOfMovement} does anything for this investigator now (so simultaneous effects can be ordered, p.23). */
    default boolean actsAtEndOfMovement(Game g, int player) {
        return false;
    }

    /** At the end of every Mythos Phase; may push steps. Only called when {@link #actsAtEndOfMythos()}. */
    default void endOfMythos(Game g) {
    }

    /** Whether {@link #endOfMythos} does anything (so simultaneous effects can be ordered, p.23). */
    default boolean actsAtEndOfMythos() {
        return false;
    }

    /** Extra dice rolled for each Clue token spent on a check of this type (the +1 skill cards). */
    default int clueDice(Game g, int player, CheckType type) {
        return 0;
    }

    /** Added to each die of the player's checks of this type before it is read (a 4 counts as a 5). */
    default int dieBonus(Game g, int player, CheckType type) {
        return 0;
    }

    /** Extra successes a rolled die scores in a check of this type (a Shotgun's 6 counts twice). */
    default int bonusSuccesses(Game g, int player, CheckType type, int die) {
        return 0;
    }

    /** The most Clue tokens the investigator may spend on a check of this type (the least of all sources counts). */
    default int clueLimit(Game g, int player, CheckType type) {
        return Integer.MAX_VALUE;
    }

    /** How many of the first Clue tokens spent on a check of this type buy no dice now. */
    default int wastedClues(Game g, int player, CheckType type) {
        return 0;
    }

    /** How many Clue tokens the investigator must spend at a time on a check (1 unless a card says more). */
    default int clueGroup(Game g, int player) {
        return 1;
    }

    /**
     * A check of the investigator's has settled with this many successes ({@code reason} says what
     * it was for: "encounter" for a location or Other World encounter's check); may push steps.
     * Not called for a check passed outright by a card.
     */
    default void checkSettled(Game g, int player, CheckType type, String reason, int successes) {
    }

    /** Nightmarish added to the monster in the investigator's combat (a Nightmarish 0 monster gains it). */
    default int extraNightmarish(Game g, int player, int monster) {
        return 0;
    }

    /** Whether the investigator may not pick up Clue tokens from the board (he may still gain them otherwise). */
    default boolean preventsCluePickup(Game g, int player) {
        return false;
    }

    /** Hands added to the investigator's two in combat (Broken Hand: -1). */
    default int hands(Game g, int player) {
        return 0;
    }

    /** Hands the investigator has in combat for casting spells only (Marie Lambeau's Third Eye: 1). */
    default int spellHands(Game g, int player) {
        return 0;
    }

    /** The investigator's Focus this turn, given what it is otherwise (his sheet's, changed by other sources). */
    default int focus(Game g, int player, int focus) {
        return focus;
    }

    /** Whether each of the investigator's sliders may move at most one stop a turn (Concussion). */
    default boolean oneStopPerSlider(Game g, int player) {
        return false;
    }

    /** Whether every Other World has this encounter colour too, for the investigator (Jim Culver's Strange Luck: green). */
    default boolean extraEncounterColour(Game g, int player, arkham.engine.def.Colour colour) {
        return false;
    }

    /** Whether a card the investigator gains of a kind he already holds (an Injury or Madness) does nothing instead of devouring him. */
    default boolean duplicatesHarmless(Game g, int player) {
        return false;
    }

    /** Whether the special abilities of this location may not be used now (its encounters still may). */
    default boolean barsLocationAbilities(Game g, int player, int place) {
        return false;
    }

    /** Clue tokens that buy one more success on a check of this type after the roll, as often as he likes (0: none). */
    default int cluesPerSuccess(Game g, int player, CheckType type) {
        return 0;
    }

    /** Whether the investigator may return from an Other World through any open gate (Gate Box). */
    default boolean returnsThroughAnyGate(Game g, int player) {
        return false;
    }

    /** When an investigator becomes lost in time and space. */
    default void lostInTimeAndSpace(Game g, int player) {
    }

    /** Subtracted from a Sanity or Stamina loss the investigator suffers (never below 0), before cards may prevent more. */
    default int reduceLoss(Game g, int player, Stat stat, int amount) {
        return 0;
    }

    /** Extra cards drawn whenever the investigator draws from this deck; as many of the drawn cards are then discarded. */
    default int extraDraws(Game g, int player, arkham.engine.def.Deck deck) {
        return 0;
    }

    /** Whether the investigator may draw each card of this deck from its bottom instead of its top. */
    default boolean drawsFromBottom(Game g, int player, arkham.engine.def.Deck deck) {
        return false;
    }

    /** Extra encounter cards drawn (one is then chosen) for an Arkham location or an Other World encounter. */
    default int extraEncounterCards(Game g, int player, boolean otherWorld) {
        return 0;
    }

    /** Once the investigators are set up at the start of the game, before the first Mythos card (a sheet's setup note). */
    default void atSetup(Game g, int player) {
    }

    /** Whether gates and monsters cannot appear where the investigator is. */
    default boolean keepsAway(Game g, int player) {
        return false;
    }

    /**
     * Where the investigator goes instead of being lost in time and space (or -1): he is then never
     * lost, and a knockout in an Other World sends him to the Asylum or the Hospital as in Arkham.
     */
    default int insteadOfLost(Game g, int player) {
        return -1;
    }

    /** After the investigator gained some of a stat through {@link Game#gain} (not medical care); may push steps. */
    default void afterGain(Game g, int player, Stat stat, int amount) {
    }

    /** After the investigator lost some Sanity or Stamina; may push steps. */
    default void afterLoss(Game g, int player, Stat stat, int amount) {
    }

    /** After the investigator gained an investigator card (not at setup, not from a Relationship card); may push steps. */
    default void gainedCard(Game g, int player, int card) {
    }

    /** Whether the investigator cannot be delayed. */
    default boolean preventsDelay(Game g, int player) {
        return false;
    }

    /** A gate has just opened at a place (before its monsters appear); e.g. a Rumor counting gates. */
    default void gateOpened(Game g, int place) {
    }

    /**
     * A monster surge happens at the gate at a place (Dunwich rulebook p.5 names it), once per surge,
     * after its monsters are placed; e.g. Abhoth's and Shudde M'ell's powers.
     */
    default void monsterSurge(Game g, int place) {
    }

    /**
     * An Ally card has left an investigator other than to another investigator (discarded or
     * returned to the box), or ({@code player} -1) has left the Ally deck for the box as the terror
     * level rose; e.g. Glaaki's power.
     */
    default void allyLost(Game g, int player, int card) {
    }

    /** An investigator has been devoured (not retired: Dunwich rulebook p.6); e.g. Glaaki's power. */
    default void investigatorDevoured(Game g, int player) {
    }

    /** An investigator has just cast a Spell successfully. */
    default void spellCast(Game g, int player, int card) {
    }

    /**
     * An investigator casts a Spell: its Sanity cost is paid (or aid accepted) and its Spell check,
     * if any, comes next; whether it succeeds or not. May push steps (they follow the cast).
     */
    default void castingSpell(Game g, int player, int card) {
    }

    /** At the start of an investigator's Upkeep, before his cards refresh; may push steps. */
    default void startOfUpkeep(Game g, int player) {
    }

    /** Whether the investigator may cast this spell with outside aid: no Sanity cost and no Spell check. */
    default boolean aidsCasting(Game g, int player, int card) {
        return false;
    }

    /** The price of that aid, paid as the spell is cast; may push steps. */
    default void aidCasting(Game g, int player, int card) {
    }

    /**
     * Whether a gain of Sanity or Stamina is taken over: the modifier then pushes a step that
     * decides what is gained instead (a refreshed Dark Pact offers Power tokens).
     */
    default boolean replacesGain(Game g, int player, Stat stat, int amount) {
        return false;
    }

    /** As the Ancient One awakens, after investigators lost in time and space are devoured. */
    default void awakening(Game g) {
    }

    /** Whether stalkers now reach investigators two areas away, not just next to them (Balmy). */
    default boolean stalkersReachTwoAreas(Game g) {
        return false;
    }

    /** Whether flying monsters neither go up to the Sky nor come down from it now (Angry Red Skies). */
    default boolean keepsFlyersFromSky(Game g) {
        return false;
    }

    /** Whether the Sky now also reaches the unstable locations, so flyers may swoop on investigators there (Windy). */
    default boolean skyReachesUnstableLocations(Game g) {
        return false;
    }

    /** Whether money the encounter he is having now would cost him is waived (Velma's Gratitude). */
    default boolean waivesEncounterMoney(Game g, int player) {
        return false;
    }

    /** Whether investigators in different places may now trade items with each other (Dunwich Horror cards). */
    default boolean tradesItemsApart(Game g) {
        return false;
    }

    /** Whether investigators may now trade Clue tokens as they trade items (Dunwich Horror cards). */
    default boolean tradesClues(Game g) {
        return false;
    }

    /** Extra successes the investigators need to remove each doom token in the final battle. */
    default int doomTokenSuccesses(Game g) {
        return 0;
    }

    /**
     * Hooks the rules ask often, for {@link Game#modifiers(int, Hook)}: a source whose class keeps a
     * hook's default (which changes nothing) is left out of that hook's walks. Each constant names
     * the method of the same name in camel case.
     */
    enum Hook {
        CHECK_MODIFIER, MONSTER_TOUGHNESS, MONSTER_COMBAT_RATING, MONSTER_HORROR_RATING, MONSTER_AWARENESS,
        MONSTER_HORROR_DAMAGE, MONSTER_MAGICAL_IMMUNITY, MONSTER_MOVEMENT, MOVEMENT_POINTS, PREVENTS_GAIN,
        REPLACES_GAIN, AFTER_GAIN, AFTER_LOSS, REDUCE_LOSS, GAINED_CARD, ALLY_LOST, BANS_MONSTER, PREVENTS_TERROR,
        END_OF_COMBAT, START_OF_COMBAT, TRADES_CLUES, TRADES_ITEMS_APART, FOCUS, ONE_STOP_PER_SLIDER,
        START_OF_UPKEEP, DIE_BONUS, BONUS_SUCCESSES, CLUE_DICE, CLUES_PER_SUCCESS, CLUE_LIMIT, WASTED_CLUES,
        CLUE_GROUP, CHECK_SETTLED, PREVENTS_MOVE, COMBAT_RATING_AGAINST, COMBAT_TOUGHNESS, EXTRA_NIGHTMARISH,
        IGNORES_MONSTER_ABILITY, MONSTER_DEFEATED, CANCELS_MYTHOS, WAIVES_ENCOUNTER_MONEY, BARS_LOCATION_ABILITIES,
        CLOSE_MODIFIER, CLOSE_DIFFICULTY, PREVENTS_CLUE_PICKUP, EXTRA_ENCOUNTER_CARDS, GATE_OPENED, MONSTER_SURGE,
        STALKERS_REACH_TWO_AREAS, KEEPS_FLYERS_FROM_SKY, SKY_REACHES_UNSTABLE_LOCATIONS, RETURNS_THROUGH_ANY_GATE,
        RETURNED_TO_ARKHAM, EXTRA_ENCOUNTER_COLOUR, COMBAT_CHECK_PASSED;

        final long bit = 1L << ordinal();

        /** The default method of each hook, by ordinal: found once, so a misnamed constant fails at once. */
        private static final java.lang.reflect.Method[] METHODS = new java.lang.reflect.Method[values().length];

        static {
            for (Hook h : values()) {
                StringBuilder name = new StringBuilder();
                for (String w : h.name().toLowerCase(java.util.Locale.ROOT).split("_")) {
                    name.append(name.length() == 0 ? w : Character.toUpperCase(w.charAt(0)) + w.substring(1));
                }
                for (java.lang.reflect.Method m : Modifiers.class.getDeclaredMethods()) {
                    if (m.getName().equals(name.toString())) METHODS[h.ordinal()] = m;
                }
                if (METHODS[h.ordinal()] == null) throw new IllegalStateException("no Modifiers method for " + h);
            }
        }

        /** The hooks, as bits, whose method a source's class has its own of (not this interface's default). */
        public static long overriddenBy(Class<?> type) {
            long r = 0;
            for (Hook h : values()) {
                java.lang.reflect.Method m = METHODS[h.ordinal()];
                try {
                    if (type.getMethod(m.getName(), m.getParameterTypes()).getDeclaringClass() != Modifiers.class) r |= h.bit;
                } catch (NoSuchMethodException e) {
                    throw new IllegalStateException(e);
                }
            }
            return r;
        }
    }
}
