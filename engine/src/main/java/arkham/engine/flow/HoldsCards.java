package arkham.engine.flow;

import java.util.List;

/** A step that holds drawn cards out of their decks until it resolves; dropped steps give them back. */
public interface HoldsCards {
    List<Integer> heldCards();
}
