package arkham.ai;

import arkham.engine.Game;
import arkham.engine.state.Investigator;

/**
 * How good a position looks for the investigators (they win or lose together), from the visible
 * state only: the game's end, doom and terror, open and sealed gates, monsters in Arkham, and each
 * investigator's Sanity, Stamina, Clues, trophies and cards. Higher is better; a win is worth far
 * more than any position, a loss far less.
 */
public final class Evaluation {
    static final double WIN = 1000;

    private Evaluation() {
    }

    public static double of(Game g) {
        if (g.isOver()) return g.outcome().win ? WIN + 10 * (g.ancientOneDef().doomTrack() - g.doom) : -WIN;
        double v = 0;
        int track = Math.max(1, g.ancientOneDef().doomTrack());
        // Doom counts more as the track fills: the last tokens wake the Ancient One.
        double filled = (double) g.doom / track;
        v -= 60 * filled * filled + 10 * filled;
        v -= 2.5 * g.terror;
        v -= 12 * g.openGates();
        v += 25 * g.elderSignsOnBoard();
        v -= 1.5 * g.monstersInArkham();
        if (g.awakened) v -= 300;
        int gateTrophies = 0;
        for (int p = 0; p < g.players; p++) {
            Investigator i = g.inv[p];
            if (i.eliminated) {
                v -= 60;
                continue;
            }
            gateTrophies += g.gateTrophies(p);
            v += health(i.sanity, i.maxSanity) + health(i.stamina, i.maxStamina);
            v += 2.5 * Math.min(i.clues, 8);
            v += 0.3 * Math.min(i.money, 10);
            v += 1.5 * Math.min(i.cards.size(), 10);
            v += 1.0 * g.monsterTrophies(p);
            // progress towards a gate trophy: through the gate, its second area, back with it explored
            if (g.board.isOtherWorld(i.place)) v += g.board.worldArea(i.place) == 1 ? 6 : 10;
            if (i.explored) v += 14;
            if (i.place == g.board.lostInTimeAndSpace()) v -= 10;
        }
        // Closing gates wins once there are as many gate trophies as players (at least), so each
        // counts, and once there are enough, every gate still open is what stands in the way.
        v += 18 * gateTrophies;
        if (gateTrophies >= g.activePlayers()) v -= 20 * g.openGates();
        return v;
    }

    /** Points for one of Sanity or Stamina: losing the last few hurts most (a knockout is near). */
    private static double health(int now, int max) {
        if (now <= 0) return -15;
        double v = 2.0 * Math.min(now, 3) + 0.7 * Math.max(0, now - 3);
        return v - (now == 1 ? 6 : 0);
    }
}
