package arkham.ai;

import arkham.engine.Game;

/**
 * Monster trophies buy things at some locations (rulebook p.11: 5 toughness for Dissection's 2
 * Clue tokens at the Science Building or a Blessing at South Church; 10 for an Ally at Ma's
 * Boarding House or the Deputy at the Police Station), and gate trophies buy the same, but the
 * gate victory needs those: so the heuristic uses these abilities with monster trophies only.
 */
final class TrophyUse {
    static final int SMALL = 5;
    static final int LARGE = 10;

    private TrophyUse() {
    }

    /** The toughness of his monster trophies. */
    static int toughness(Game g, int p) {
        int t = 0;
        for (int m = 0; m < g.monsterWhere.length; m++) if (g.monsterWhere[m] == Game.trophy(p)) t += g.toughness(m);
        return t;
    }

    /**
     * What using a location's trophy ability is worth to him now (0: not worth trophies). The movement
     * plan asks this of every ability of every place, so the trophies are counted only for these four.
     */
    static double ability(Game g, int p, String ability) {
        return switch (ability) {
            case "dissection" -> toughness(g, p) >= SMALL ? 9 : 0;
            case "church-blessing" -> !g.isBlessed(p) && toughness(g, p) >= SMALL ? 9 : 0;
            case "recruit", "deputized" -> toughness(g, p) >= LARGE ? 8 : 0;
            default -> 0;
        };
    }
}
