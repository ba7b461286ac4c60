package arkham.ai;

import arkham.engine.Game;
import arkham.engine.def.Board;
import arkham.engine.state.Investigator;

import java.util.List;

/**
 * The investigators' chance to win from a position (they win or lose together), read from the
 * visible state only: a logistic model over {@link #features} whose {@link #WEIGHTS} were fitted to
 * positions of heuristic games labelled with how each game ended. Regenerate the weights with the
 * test-scope {@code EvaluationData} dump and {@code tools/FitEvaluation.java} (docs/AI.md).
 */
public final class Evaluation {
    /** What each feature is, in order (the dump's header). */
    public static final List<String> NAMES = List.of(
            "bias", "doom2", "doom3", "doomLast", "terror", "openGates", "nearTooMany", "gateTrophies",
            "enoughTrophies", "enoughTimesOpen", "trophiesShort", "elderSigns", "elderSigns2", "monstersArkham",
            "monstersOutskirts", "clues", "health", "weak", "otherWorld1", "otherWorld2", "explored",
            "atGate", "turn", "cards", "uncoveredGates", "doomTrack", "readyToSeal");

    /** Fitted by tools/FitEvaluation.java on 5,000 games of the heuristic of 3adad50 (seeds 1,000,001-1,005,000), one weight per feature. */
    static final double[] WEIGHTS = {
            -2.9765, -0.3385, -1.0805, -0.0774, -0.5771, -0.2124,
            0.0679, -0.2308, 0.8161, -0.2740, -0.1344, 0.7058,
            -0.0935, -0.3491, -0.0898, 1.2022, 0.0469, -0.3844,
            0.1997, 0.9087, 0.1854, -0.1716, 0.3932, 1.4542,
            -0.1989, 0.7715, 0.5556};

    /** The chance left once the Ancient One is awake. */
    static final double AWAKENED = 0.002;

    private Evaluation() {
    }

    /** The chance that the investigators win: 1 or 0 when the game is over. */
    public static double winChance(Game g) {
        if (g.isOver()) return g.outcome().win ? 1 : 0;
        // the final battle is all but lost (about 1 in 800 won by the heuristic): no position of it is in the data
        if (g.awakened) return AWAKENED;
        double[] f = features(g);
        double z = 0;
        for (int k = 0; k < f.length; k++) z += WEIGHTS[k] * f[k];
        return 1 / (1 + Math.exp(-z));
    }

    /** The visible state as numbers (see {@link #NAMES}); per-investigator ones are averages over those still playing. */
    public static double[] features(Game g) {
        Board b = g.board;
        double[] f = new double[NAMES.size()];
        int track = Math.max(1, g.ancientOneDef().doomTrack());
        double doom = Math.min(1.0, (double) g.doom / track);
        int active = Math.max(1, g.activePlayers());
        int open = g.openGates();
        int trophies = 0;
        int inWorld1 = 0, inWorld2 = 0, explored = 0, atGate = 0, weak = 0, ready = 0;
        double clues = 0, health = 0, cards = 0;
        boolean[] covered = new boolean[b.size()];
        for (int p = 0; p < g.players; p++) {
            Investigator i = g.inv[p];
            if (i.eliminated) continue;
            trophies += g.gateTrophies(p);
            clues += Math.min(i.clues, 10);
            health += (double) (Math.max(0, i.sanity) + Math.max(0, i.stamina)) / Math.max(1, i.maxSanity + i.maxStamina);
            cards += Math.min(i.cards.size(), 10);
            if (Math.min(i.sanity, i.stamina) <= 1) weak++;
            if (i.clues >= 5) ready++;
            if (b.isOtherWorld(i.place)) {
                if (b.worldArea(i.place) == 1) inWorld1++;
                else inWorld2++;
                for (int place = 0; place < b.size(); place++) {
                    if (g.gateAt[place] >= 0 && g.content.gateOf(g.gateAt[place]).leadsTo(b.world(i.place))) covered[place] = true;
                }
            } else if (i.explored) {
                explored++;
                if (i.place >= 0 && i.place < covered.length) covered[i.place] = true;
            } else if (b.inArkham(i.place) && g.gateAt[i.place] >= 0) {
                atGate++;
                covered[i.place] = true;
            }
        }
        int uncovered = 0;
        for (int place = 0; place < b.size(); place++) if (g.gateAt[place] >= 0 && !covered[place]) uncovered++;
        int limit = g.terror >= 10 ? g.players + 3 : g.monsterLimit();
        f[0] = 1;
        // the doom track's share filled, squared and cubed: the last tokens weigh most
        f[1] = doom * doom;
        f[2] = doom * doom * doom;
        f[3] = track - g.doom <= 1 ? 1 : 0;
        f[4] = g.terror / 10.0;
        f[5] = open;
        f[6] = Math.max(0, open - (g.tooManyGates() - 3));
        f[7] = Math.min(trophies, 2 * active) / (double) active;
        f[8] = trophies >= active ? 1 : 0;
        f[9] = f[8] * open;
        f[10] = Math.max(0, active - trophies) / (double) active;
        f[11] = g.elderSignsOnBoard();
        f[12] = f[11] * f[11] / 6.0;
        f[13] = Math.min(2.0, (double) g.monstersInArkham() / Math.max(1, limit));
        f[14] = Math.min(1.0, (double) g.monstersIn(b.outskirts()) / Math.max(1, g.outskirtsLimit()));
        f[15] = clues / active / 5;
        f[16] = health / active;
        f[17] = (double) weak / active;
        f[18] = (double) inWorld1 / active;
        f[19] = (double) inWorld2 / active;
        f[20] = (double) explored / active;
        f[21] = (double) atGate / active;
        f[22] = Math.min(g.turn, 40) / 20.0;
        f[23] = cards / active / 10;
        f[24] = uncovered;
        f[25] = track / 14.0;
        f[26] = (double) ready / active;
        return f;
    }
}
