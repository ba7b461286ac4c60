package arkham.engine;

/**
 * Where the game is. Phase 0 (Planning) and Phase 6 (End of Turn) of the order of play come last
 * so the older phases keep their numbers in the state hash, and older saves still load.
 */
public enum Phase { SETUP, UPKEEP, MOVEMENT, ARKHAM_ENCOUNTERS, OTHER_WORLD_ENCOUNTERS, MYTHOS, FINAL_BATTLE, PLANNING, END_OF_TURN }
