package arkham.ai;

import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.state.Investigator;

import java.util.List;

/**
 * Rumors worth passing, and where: the Rumor in play is passed through a location ability (the
 * engine's own, at the place it names) that the heuristic asks about only through the engine
 * ({@link Hooks.LocationAbility#available}); what passing is worth comes from the card, as a
 * player reads it: a doom token in three Mythos Phases, a second gate every phase, the seals on the board.
 */
final class Rumors {
    /** What the content adds to a Rumor's hook to name the ability that passes it. */
    private static final String PASS = "-pass";

    private Rumors() {
    }

    /** The hook of the Rumor in play, whose passing ability is that id and "-pass"; null when there is none. */
    private static String rumorHook(Game g) {
        return g.rumor() < 0 || g.awakened ? null : g.mythosDef(g.rumor()).hook();
    }

    /** Whether {@code ability} is the one that passes the Rumor of {@code hook} (no id built: the rollouts ask this per place). */
    private static boolean passes(String ability, String hook) {
        return ability.length() == hook.length() + PASS.length() && ability.startsWith(hook) && ability.endsWith(PASS);
    }

    /** What using the location ability {@code ability} is worth to him now, if it passes the Rumor in play (else 0). */
    static double abilityValue(Game g, int p, String ability) {
        String hook = rumorHook(g);
        return hook != null && passes(ability, hook) ? worth(g, p, ability) : 0;
    }

    /** What heading for {@code place} is worth for passing the Rumor there (0: none, or he cannot). */
    static double placeValue(Game g, int p, int place) {
        String hook = rumorHook(g);
        if (hook == null) return 0;
        List<String> ids = g.content.locationAbilityIds(place);
        for (int k = 0; k < ids.size(); k++) {
            String id = ids.get(k);
            if (passes(id, hook)) return g.content.hooks.locationAbility(id).available(g, p) ? worth(g, p, id) : 0;
        }
        return 0;
    }

    /** What passing (or working at) the Rumor is worth, by card, for an investigator able to use its ability. */
    private static double worth(Game g, int p, String pass) {
        Investigator i = g.inv[p];
        return switch (pass) {
            // a doom token one Mythos Phase in three until the awakening, for one Ally
            case "mythos-stars-are-right-pass" -> 45;
            // after five Mythos Phases a second gate opens in every one
            case "mythos-great-ritual-pass" -> 60;
            // each monster fought off the card puts its failure (terror to 10, the monsters loosed) a phase further off
            case "mythos-terrible-experiment-pass" -> i.stamina >= 3 && i.sanity >= 2 ? 25 : 0;
            // its failure removes every seal: worth Clue tokens only with seals on the board
            case "mythos-good-work-undone-pass" -> Math.min(45, 15 * g.elderSignsOnBoard());
            // two gate trophies, which the gate victory needs (one per player): only with two beyond that
            case "mythos-disturbing-the-dead-pass", "lurker-key-and-the-gate-pass" -> g.gateTrophiesHeld() - g.players >= 2 ? 20 : 0;
            // money paid down against the Mad Bomber's tokens
            case "dunwich-mad-bomber-pass" -> i.money >= 3 ? 15 : 0;
            // the Southside Strangler (five Clue tokens, a seal's worth, against a mild penalty), and
            // Rumors paid with Sanity or Stamina: left alone
            default -> 0;
        };
    }
}
