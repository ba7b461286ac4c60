package arkham.ai;

import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.def.CheckType;
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
            // each monster defeated off the card puts its failure (terror to 10, the monsters loosed) a phase further off
            case "mythos-terrible-experiment-pass" -> experimentTrip(g, p);
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

    /**
     * A trip to fight the Terrible Experiment's monsters: only for one who would fight one of them
     * there (his Clue tokens spent on it), worth more as the card fills towards its failure.
     */
    private static double experimentTrip(Game g, int p) {
        double best = 0;
        for (int m = 0; m < g.monsterWhere.length; m++) {
            if (g.monsterWhere[m] == Game.RUMOR) best = Math.max(best, experimentFight(g, p, m, Math.min(3, g.inv[p].clues)));
        }
        if (best <= 0) return 0;
        return 15 + 10 * Math.max(0, g.rumorTokens - 5);
    }

    /**
     * A monster of the Terrible Experiment: each one defeated puts the Rumor's failure (terror to 10,
     * its monsters loosed in Arkham) a Mythos Phase further off, so a fight is worth more the nearer it is.
     */
    static double experimentFight(Game g, int p, int m, int spareClues) {
        Investigator i = g.inv[p];
        // the card starts with five monsters, gains one each Mythos Phase and fails at eight
        int phasesLeft = Math.max(1, 8 - g.rumorTokens);
        double stake = phasesLeft <= 1 ? 20 : phasesLeft == 2 ? 10 : 5;
        double win = Odds.fight(g, p, m, spareClues);
        double loss = Odds.combatLoss(g, p, m);
        double insane = 0;
        if (g.hasHorrorCheck(m) && i.sanity <= g.horrorDamage(m)) {
            insane = 1 - Odds.atLeast(g, p, g.checkValue(p, CheckType.HORROR) + g.horrorRating(m), 1);
        }
        int damage = Odds.damage(g, m);
        double out = i.stamina <= damage ? 1 - win : i.stamina <= 2 * damage ? (1 - win) * (1 - win) : 0;
        double ruin = insane + out - insane * out;
        return stake * win - loss - 15 * ruin;
    }
}
