package arkham.ai;

import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.def.CheckType;
import arkham.engine.state.Investigator;

/**
 * Rumors worth passing, and where: the Rumor in play is passed through the location ability it
 * offers ({@link Hooks.LocationAbility#grantedBy}), which the heuristic asks about only through the
 * engine ({@link Hooks.LocationAbility#available}); what passing is worth comes from the card, as a
 * player reads it, by the card's id in the data file: a doom token in three Mythos Phases, a second
 * gate every phase, the seals on the board.
 */
final class Rumors {
    // the Rumors worth working against, by their ids in the data files
    private static final String STARS_ARE_RIGHT = "mythos-stars-are-right";
    private static final String GREAT_RITUAL = "mythos-great-ritual";
    private static final String TERRIBLE_EXPERIMENT = "mythos-terrible-experiment";
    private static final String GOOD_WORK_UNDONE = "mythos-good-work-undone";
    private static final String DISTURBING_THE_DEAD = "mythos-disturbing-the-dead";
    private static final String KEY_AND_THE_GATE = "lurker-key-and-the-gate";
    private static final String MAD_BOMBER = "dunwich-mad-bomber";

    private Rumors() {
    }

    /** The id of the Rumor in play, which its passing ability names as what offers it; null when there is none. */
    private static String rumor(Game g) {
        return g.rumor() < 0 || g.awakened ? null : g.mythosDef(g.rumor()).hook();
    }

    /** What using the location ability is worth to him now, if it passes the Rumor in play (else 0). */
    static double abilityValue(Game g, int p, Hooks.LocationAbility a) {
        String rumor = rumor(g);
        return rumor != null && rumor.equals(a.grantedBy()) ? worth(g, p, rumor) : 0;
    }

    /** What heading for {@code place} is worth for passing the Rumor there (0: none, or he cannot). */
    static double placeValue(Game g, int p, int place) {
        String rumor = rumor(g);
        if (rumor == null) return 0;
        for (Hooks.LocationAbility a : Abilities.of(g.content).at(place)) {
            if (rumor.equals(a.grantedBy())) return a.available(g, p) ? worth(g, p, rumor) : 0;
        }
        return 0;
    }

    /** What passing (or working at) the Rumor is worth, by card, for an investigator able to use its ability. */
    private static double worth(Game g, int p, String rumor) {
        Investigator i = g.inv[p];
        return switch (rumor) {
            // a doom token one Mythos Phase in three until the awakening, for one Ally
            case STARS_ARE_RIGHT -> 45;
            // after five Mythos Phases a second gate opens in every one
            case GREAT_RITUAL -> 60;
            // each monster defeated off the card puts its failure (terror to 10, the monsters loosed) a phase further off
            case TERRIBLE_EXPERIMENT -> experimentTrip(g, p);
            // its failure removes every seal: worth Clue tokens only with seals on the board
            case GOOD_WORK_UNDONE -> Math.min(45, 15 * g.elderSignsOnBoard());
            // two gate trophies, which the gate victory needs (one per player): only with two beyond that
            case DISTURBING_THE_DEAD, KEY_AND_THE_GATE -> g.gateTrophiesHeld() - g.players >= 2 ? 20 : 0;
            // money paid down against the Mad Bomber's tokens
            case MAD_BOMBER -> i.money >= 3 ? 15 : 0;
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
