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
    private Rumors() {
    }

    /** The id of the ability that passes the Rumor in play, or null when there is none. */
    static String passId(Game g) {
        if (g.rumor() < 0 || g.awakened) return null;
        String hook = g.mythosDef(g.rumor()).hook();
        return hook == null ? null : hook + "-pass";
    }

    /** What using the location ability {@code ability} is worth to him now, if it passes the Rumor in play (else 0). */
    static double abilityValue(Game g, int p, String ability) {
        String pass = passId(g);
        return pass != null && pass.equals(ability) ? worth(g, p, pass) : 0;
    }

    /** What heading for {@code place} is worth for passing the Rumor there (0: none, or he cannot). */
    static double placeValue(Game g, int p, int place) {
        String pass = passId(g);
        if (pass == null) return 0;
        List<String> ids = g.content.locationAbilityIds(place);
        for (int k = 0; k < ids.size(); k++) {
            if (!ids.get(k).equals(pass)) continue;
            Hooks.LocationAbility a = g.content.hooks.locationAbility(pass);
            return a.available(g, p) ? worth(g, p, pass) : 0;
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
            // two gate trophies, which the gate victory needs: only when the investigators have them to spare
            case "mythos-disturbing-the-dead-pass", "lurker-key-and-the-gate-pass" -> spareGateTrophies(g) >= 2 ? 20 : 0;
            // money paid down against the Mad Bomber's tokens
            case "dunwich-mad-bomber-pass" -> i.money >= 3 ? 15 : 0;
            // the Southside Strangler (five Clue tokens, a seal's worth, against a mild penalty), and
            // Rumors paid with Sanity or Stamina: left alone
            default -> 0;
        };
    }

    /** Gate trophies the investigators hold beyond one each (what the gate victory needs). */
    private static int spareGateTrophies(Game g) {
        int t = 0;
        for (int q = 0; q < g.players; q++) if (!g.inv[q].eliminated) t += g.gateTrophies(q);
        return t - g.activePlayers();
    }
}
