package arkham.engine;

/**
 * What a question decides, named as the rules name the decision. Front ends and agents switch on
 * this (and on each option's {@link Target}) instead of reading prompts; every question the engine
 * or a content hook poses carries one. The comments say what the options' targets are.
 */
public enum Purpose {
    // ---- setup and the turn
    /** which investigator a seat plays (setup; Dunwich: a retired one's successor). Targets: sheets. */
    CHOOSE_INVESTIGATOR,
    /** where a slider starts (setup step 10). Targets: slider stops. */
    PLACE_SLIDER,
    /** Phase 0, Planning: a pause until the seat is ready. Target: READY. */
    PLANNING,
    /**
     * Upkeep: adjust skills within Focus (p.6), and card actions usable then. Targets: slider stops,
     * cards (USE), his own ability (investigator, USE), DONE.
     */
    ADJUST_SKILLS,
    /** the order of Upkeep actions (p.6). Targets: cards (UPKEEP), his own ability (investigator, UPKEEP). */
    UPKEEP_ACTION,
    /** back from being lost in time and space: where in Arkham (p.17). Targets: places. */
    RETURN_FROM_LOST,
    /** a Mission's step may be made now (Dunwich). Targets: cards to sacrifice, SACRIFICE, PASS. */
    MISSION,

    // ---- movement
    /** Arkham movement (p.7): the next step, or stop. Targets: places (MOVE, TRAIN, STOP); cards usable (USE). */
    MOVE,
    /** back from an Other World: through which gate (p.8). Targets: gates (RETURN). */
    RETURN_THROUGH_GATE,
    /** monsters met: evade or fight each (p.14), or a monster an encounter draws. Targets: monsters (EVADE, FIGHT). */
    EVADE_OR_FIGHT,
    /**
     * monsters he may fight or leave alone: back from an Other World at a gate (p.18), or those on
     * the Terrible Experiment Rumor. Targets: monsters (FIGHT), PASS or DONE.
     */
    FIGHT_OR_LEAVE,
    /** Monster movement: where a monster with a choice of places goes (stalker, flyer, a hound...). Targets: places. */
    MONSTER_MOVES,
    /** a Clue token appears where several investigators stand: who takes it. Targets: investigators (TAKE). */
    TAKE_CLUE,

    // ---- combat and checks
    /** a round of combat (p.9-10): fight, flee, take up or let go of weapons and spells. Targets: monster (FIGHT, FLEE), cards. */
    COMBAT_ACTION,
    /** how much of a spell's Sanity cost the caster's partner pays (Lurker). Targets: amounts (PAY). */
    SHARE_SPELL_COST,
    /** before a check is rolled (p.13): roll, or let a card, ability or relationship settle or help it. */
    SKILL_CHECK,
    /** a check rolled: spend Clue tokens for more dice (p.13), re-roll, or accept. */
    SPEND_CLUES,
    /** another investigator may help a check (his card or ability). Targets: cards (PASS_CHECK), investigator (REROLL), PASS. */
    HELP_CHECK,
    /** a loss is coming: accept it or lessen it. Targets: ACCEPT, cards (PREVENT), investigators' own ability (PREVENT). */
    PREVENT_LOSS,
    /** another's loss is coming and his own ability may lessen it. Targets: PASS, his own ability (investigator, PREVENT). */
    HELP_PREVENT_LOSS,
    /** how points gained or lost are split between Sanity and Stamina. Targets: stats (the Sanity part). */
    SPLIT,
    /** knocked out or driven insane (p.16-17): which way, or which card stands in. */
    KNOCKED_OUT,

    // ---- encounters and gates
    /** the Arkham Encounters Phase at a location: the encounter or a special ability (p.8). Targets: ENCOUNTER, abilities. */
    LOCATION_ENCOUNTER,
    /** in a street (p.8): a special ability there, or nothing. Targets: abilities, PASS. */
    STREET_ABILITY,
    /** several encounter cards drawn: which to have. Targets: encounters. */
    CHOOSE_ENCOUNTER,
    /** an encounter card drawn: keep it or draw another with a card. Targets: KEEP, cards (REDRAW). */
    REDRAW_ENCOUNTER,
    /** an encounter's own choice between its options. Targets: options (index in the data). */
    ENCOUNTER_CHOICE,
    /** at an explored gate: close it with Lore or Fight, seal it with an elder sign, or leave it (p.17-18). */
    CLOSE_OR_SEAL,
    /** a gate just closed: spend Clue tokens to seal it (p.18). Targets: SEAL, SEAL_WITH_CARDS, PASS. */
    SEAL,
    /** a split gate (Lurker): which Other World its traveller goes to. Targets: worlds (ENTER). */
    SPLIT_GATE,

    // ---- cards
    /** whether to use a card's action now. Targets: cards, relationships, his own ability (USE), DONE. */
    USE_CARD,
    /** trading (p.6): the next offer to a partner. Targets: cards (GIVE, ASK), amounts, investigators (TRADE), DONE. */
    TRADE,
    /** a trading partner asks for something: hand it over or keep it. Targets: YES, NO. */
    TRADE_REQUEST,
    /** whether to start trading, and with whom. Targets: investigators (TRADE), DONE. */
    START_TRADE,
    /** drawing from a deck: the top card or the bottom one. Targets: TOP, BOTTOM. */
    DRAW_TOP_OR_BOTTOM,
    /** cards drawn: which to keep. Targets: cards (KEEP). */
    KEEP_CARDS,
    /** cards to discard or give up. Targets: cards (DISCARD), sometimes DONE. */
    DISCARD,
    /** a shop or sale: which card to buy. Targets: cards (BUY), DONE or PASS. */
    BUY,
    /** which card to sell. Targets: cards (SELL), DONE. */
    SELL,
    /** search a deck or the box for a card to take. Targets: cards (TAKE) by a first instance, PASS. */
    SEARCH_DECK,
    /** how a price is paid (trophies, Clue tokens, ...). Targets: options (PRICE), monsters, gate markers. */
    SPEND_TROPHIES,
    /** how much to pay or spend (money, Clue tokens, a stat). Targets: amounts. */
    PAY,

    // ---- the Mythos Phase
    /** effects at the same moment: which resolves first (p.23). Targets: options (CHOOSE; index among the effects). */
    ORDER_EFFECTS,
    /** a monster surge with too few monsters or a choice: which gates get them. Targets: gates. */
    MONSTER_SURGE,
    /** several Moving gates: which moves first (Lurker). Targets: gates. */
    ORDER_GATES,
    /** the Mythos card just drawn: let it be or cancel it (an ability). Targets: ACCEPT... KEEP, CANCEL. */
    CANCEL_MYTHOS,

    // ---- the final battle
    /** the Ancient One is about to attack: a card may cancel it. Targets: ATTACK, cards (CANCEL). */
    CANCEL_ATTACK,
    /** the investigators' attack on the Ancient One (p.22): hold weapons, cast spells, attack. */
    BATTLE_ATTACK,

    // ---- Dunwich
    /** the Dunwich Horror defeated: search a deck for a card. Targets: cards (TAKE), PASS. */
    DUNWICH_REWARD,
    /** retire an investigator (Dunwich Injury/Madness): YES to retire, NO to play on. */
    RETIRE,

    // ---- Lurker
    /** take Dark Pacts (Lurker Herald). Targets: options (TAKE; the pact), DONE. */
    DARK_PACT,

    /** whom a card or ability heals (restores Sanity or Stamina to). Targets: investigators (CHOOSE), PASS. */
    HEAL,
    /** whom a card, place or encounter Blesses. Targets: investigators (CHOOSE). */
    BLESS,

    /**
     * A card's, encounter's, Mythos card's, monster's or Ancient One's own decision that none of the
     * above names (which gate a card closes, whom it blesses, where it sends him): the targets say
     * what is picked, the prompt says for what.
     */
    EFFECT_CHOICE
}
