package arkham.engine;

/**
 * What a question decides, named as the rules name the decision. Front ends and agents switch on
 * this and on each option's {@link Target} instead of reading prompts or labels; every question the
 * engine or a content hook poses carries one. Each comment says what the options' targets are
 * (kind, and act in brackets); {@code QuestionMeaningTest} holds every question of random games to
 * the kinds listed here.
 */
public enum Purpose {
    // ---- setup and the turn
    /** which investigator a seat plays (setup, the body switch). Targets: sheets (CHOOSE), PASS. */
    CHOOSE_INVESTIGATOR,
    /** where a slider starts (setup step 10). Targets: slider stops. */
    PLACE_SLIDER,
    /** Phase 0, Planning: a pause until the seat is ready. Target: READY. */
    PLANNING,
    /**
     * Upkeep: adjust skills within Focus (p.6), and what may be done then. Targets: slider stops
     * (the stop a move leads to), cards, relationships and his own ability (investigator: USE),
     * investigators (TRADE), DONE.
     */
    ADJUST_SKILLS,
    /** the order of Upkeep actions (p.6). Targets: cards and his own ability (investigator), UPKEEP. */
    UPKEEP_ACTION,
    /** back from being lost in time and space: where in Arkham (p.17), or an effect's return. Targets: places (CHOOSE). */
    RETURN_FROM_LOST,
    /** a Mission's step where he stands (Dunwich p.5). Targets: cards (SACRIFICE), the Mission card (USE), PASS. */
    MISSION,

    // ---- movement
    /**
     * Arkham movement (p.7): a step, the train, or stop. Targets: places (MOVE, TRAIN, STOP), cards,
     * relationships and his own ability (USE), investigators (TRADE).
     */
    MOVE,
    /** back to Arkham from an Other World: through which gate (p.8). Targets: gates (RETURN), PASS. */
    RETURN_THROUGH_GATE,
    /** monsters where he is: evade or fight each (p.14), or a monster an encounter draws. Targets: monsters (EVADE, FIGHT). */
    EVADE_OR_FIGHT,
    /**
     * monsters he may fight or leave alone: back from an Other World at a gate (p.18), or those on
     * the Terrible Experiment Rumor. Targets: monsters (FIGHT), PASS or DONE.
     */
    FIGHT_OR_LEAVE,
    /** Monster movement: where a monster with a choice goes (a stalker, a flyer, a hound). Targets: places (CHOOSE). */
    MONSTER_MOVES,
    /** a Clue token appears where several investigators stand: who takes it. Targets: investigators (TAKE). */
    TAKE_CLUE,

    // ---- combat, checks and losses
    /**
     * a round of combat (p.9-10). Targets: the monster (FIGHT, FLEE), cards (HOLD, RELEASE, CAST,
     * CAST_AIDED, USE), relationships and his own ability (USE).
     */
    COMBAT_ACTION,
    /** how much of a Spell's Sanity cost the caster's partner pays (Lurker). Targets: stats (PAY: the partner's share). */
    SHARE_SPELL_COST,
    /**
     * before a check is rolled (p.13). Targets: ROLL, cards and his own ability (investigator:
     * PASS_CHECK), relationships (BOOST).
     */
    SKILL_CHECK,
    /**
     * a check rolled: spend Clue tokens for more dice (p.13), re-roll, or take the result. Targets:
     * ACCEPT, stats (SPEND_CLUE, BUY_SUCCESS), cards (REROLL, AS_CLUE).
     */
    SPEND_CLUES,
    /**
     * another's check, and the asked investigator's card or ability may help it. Targets: cards
     * (PASS_CHECK), investigator (REROLL: his own ability), PASS.
     */
    HELP_CHECK,
    /** a loss is coming: take it or lessen it. Targets: stat (ACCEPT), cards and his own ability (investigator: PREVENT). */
    PREVENT_LOSS,
    /** another's loss is coming and the asked investigator's ability may lessen it. Targets: PASS, investigator (PREVENT). */
    HELP_PREVENT_LOSS,
    /** how points gained or lost are split between Sanity and Stamina. Targets: stats (GAIN or LOSE: the Sanity part). */
    SPLIT,
    /**
     * knocked out or driven insane (p.16-17; Dunwich Injuries and Madness). Targets: ACCEPT (the
     * usual losses), DRAW (an Injury or Madness card instead), cards (DISCARD: the items lost, or a
     * card given up instead of drawing).
     */
    KNOCKED_OUT,

    // ---- encounters and gates
    /** the Arkham Encounters Phase at a location (p.8): the encounter or a special ability. Targets: place (ENCOUNTER), abilities. */
    LOCATION_ENCOUNTER,
    /** in a street: a special ability offered there, or nothing. Targets: abilities, PASS. */
    STREET_ABILITY,
    /** several encounter cards drawn: which to have. Targets: encounters. */
    CHOOSE_ENCOUNTER,
    /** an encounter card drawn: have it, or draw another with a card. Targets: the encounter, cards (REDRAW). */
    REDRAW_ENCOUNTER,
    /**
     * an encounter's (or a card's data) choice between its options. Targets: options (CHOOSE, or
     * AS_CLUE: paid with cards standing in for Clue tokens), by index in the data.
     */
    ENCOUNTER_CHOICE,
    /**
     * at a gate he has explored (p.17-18): close it with Lore or Fight, seal it with an elder sign, or
     * leave it. Targets: checks (CLOSE), cards (SEAL), PASS.
     */
    CLOSE_OR_SEAL,
    /** a gate just closed: spend Clue tokens to seal it (p.18). Targets: the gate (SEAL, SEAL_WITH_CARDS), PASS. */
    SEAL,
    /** a split gate (Lurker): which of its Other Worlds its traveller goes to. Targets: worlds (ENTER). */
    SPLIT_GATE,

    // ---- cards and trading
    /** a moment to use card actions. Targets: cards, relationships and his own ability (USE), investigators (TRADE), DONE. */
    USE_CARD,
    /** trading (p.23): the next offer to the partner. Targets: cards (GIVE, ASK), stats (GIVE, ASK: $1, a Clue token), DONE. */
    TRADE,
    /** the trading partner asks for something: hand it over or keep it. Targets: YES, NO. */
    TRADE_REQUEST,
    /** a moment to trade: with whom, or not. Targets: investigators (TRADE), DONE. */
    START_TRADE,
    /** drawing from a deck, where he may take the bottom card. Targets: TOP, the bottom card (BOTTOM). */
    DRAW_TOP_OR_BOTTOM,
    /** cards drawn or looked at: which to keep. Targets: cards (KEEP). */
    KEEP_CARDS,
    /** his cards to discard or give up. Targets: cards (DISCARD), PASS (fail the check instead). */
    DISCARD,
    /** a shop or a sale: which card to buy. Targets: cards (BUY), DONE or PASS. */
    BUY,
    /** which of his cards to sell. Targets: cards (SELL), DONE. */
    SELL,
    /** search a deck for a card. Targets: cards (TAKE or BUY: an instance of each kind in the deck), PASS. */
    SEARCH_DECK,
    /**
     * how a price in trophies (or its alternatives) is paid. Targets: trophies (PRICE: the toughness
     * and gate trophies a price takes), monsters and gate markers (SPEND: the trophy), stats (SPEND), PASS.
     */
    SPEND_TROPHIES,
    /** how much to pay or spend. Targets: stats (PAY, SPEND, LOSE: what and how much), PASS. */
    PAY,

    // ---- the Mythos Phase
    /** effects at the same moment: which resolves first (p.23). Targets: options (CHOOSE: the effect's place in the list). */
    ORDER_EFFECTS,
    /** a monster surge: which gates take the extra monsters, or which is filled first. Targets: gates (CHOOSE). */
    MONSTER_SURGE,
    /** several Moving gates (Lurker): which moves first. Targets: gates (CHOOSE). */
    ORDER_GATES,
    /** the Mythos card just drawn: let it be, or cancel it with his ability. Targets: PASS, the Mythos card (CANCEL). */
    CANCEL_MYTHOS,

    // ---- the final battle
    /** the Ancient One is about to attack (p.22): a card may cancel it. Targets: PASS (let it attack), cards (CANCEL). */
    CANCEL_ATTACK,
    /** the investigators' attack on the Ancient One (p.22). Targets: ATTACK, cards (HOLD, CAST). */
    BATTLE_ATTACK,

    // ---- the expansions
    /** the Dunwich Horror defeated: search a deck for a card. Targets: cards (TAKE), PASS. */
    DUNWICH_REWARD,
    /** retire an investigator (Dunwich). Targets: YES (retire), NO (play on). */
    RETIRE,
    /** take Dark Pacts (Lurker, the Herald). Targets: options (TAKE: 0 Blood Pact, 1 Soul Pact, 2 Bound Ally), DONE. */
    DARK_PACT,

    // ---- what cards and places do
    /** whom a card or an ability heals (restores Sanity or Stamina to). Targets: investigators (CHOOSE), PASS. */
    HEAL,
    /** whom a card, a place or an encounter Blesses. Targets: investigators (CHOOSE). */
    BLESS,
    /**
     * any other decision of a card, an encounter, a Mythos card, a monster or an Ancient One (which
     * gate a card closes, where it sends him, whom it picks): the targets say what is picked (any
     * kind), the prompt for what.
     */
    EFFECT_CHOICE
}
