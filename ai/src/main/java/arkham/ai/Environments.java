package arkham.ai;

import arkham.engine.Game;

import java.util.Set;

/**
 * Environments whose street dealing costs nothing to take up, by their ids in the data files: a
 * Lore check for a Clue token, Unique Items to look at and buy if he likes. The others ask for
 * Sanity or Stamina dice that may devour him, and are walked past.
 */
final class Environments {
    private static final Set<String> FREE_DEALINGS = Set.of("mythos-egyptian-exhibit", "mythos-estate-sale");

    private Environments() {
    }

    /** Whether the dealing of the Environment card (a Mythos card id) costs nothing to take up. */
    static boolean freeDealing(Game g, int card) {
        return FREE_DEALINGS.contains(g.mythosDef(card).hook());
    }
}
