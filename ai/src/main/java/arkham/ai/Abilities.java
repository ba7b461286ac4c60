package arkham.ai;

import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.def.Capability;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * The special abilities of each place (rulebook p.22), read once per content, so the heuristic
 * values places and abilities by what they can do ({@link Capability}, the trophies they cost),
 * never by their names or ids: a new place with a shop or care is treated as the old ones are.
 */
final class Abilities {
    private static final Map<Content, Abilities> BY_CONTENT = Collections.synchronizedMap(new WeakHashMap<>());
    private static final Hooks.LocationAbility[] NONE = {};

    /** The abilities at each place, in the content's order (the index an {@code Ability} target names). */
    private final Hooks.LocationAbility[][] at;

    private Abilities(Content c) {
        at = new Hooks.LocationAbility[c.board.size()][];
        for (int place = 0; place < at.length; place++) {
            List<String> ids = c.locationAbilityIds(place);
            at[place] = ids.isEmpty() ? NONE : new Hooks.LocationAbility[ids.size()];
            for (int k = 0; k < ids.size(); k++) at[place][k] = c.hooks.locationAbility(ids.get(k));
        }
    }

    /** The content asked for last and its abilities: the plan asks for every place, on every thread, without a lock. */
    private static volatile Object[] last = {null, null};

    static Abilities of(Content c) {
        Object[] l = last;
        if (l[0] == c) return (Abilities) l[1];
        Abilities a = BY_CONTENT.computeIfAbsent(c, Abilities::new);
        last = new Object[] {c, a};
        return a;
    }

    /** The abilities at the place (the place's own and those cards in play may offer there). */
    Hooks.LocationAbility[] at(int place) {
        return at[place];
    }

    /** The ability an {@code Ability} target names: the place's and its index there. */
    Hooks.LocationAbility at(int place, int index) {
        return at[place][index];
    }

    /**
     * Whether an ability at the place that he can count on does this: the place's own, or one a card
     * in play offers (an Environment, a Rumor) when he may use it now.
     */
    boolean offers(Game g, int p, int place, Capability c) {
        for (Hooks.LocationAbility a : at[place]) {
            if (a.capabilities().contains(c) && (a.grantedBy() == null || a.available(g, p))) return true;
        }
        return false;
    }
}
