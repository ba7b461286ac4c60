package arkham.ai;

import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.def.Capability;

import java.util.Set;

/**
 * Monster trophies buy things at some locations (rulebook p.11: 5 toughness for 2 Clue tokens or a
 * Blessing, 10 for an Ally or the Deputy's badge), and gate trophies buy the same, but the gate
 * victory needs those: so the heuristic uses these abilities with monster trophies only. An ability
 * is such a purchase when it names the toughness it takes ({@link Hooks.LocationAbility#trophyToughness});
 * what it is worth comes from what it does.
 */
final class TrophyUse {
    private TrophyUse() {
    }

    /** The toughness of his monster trophies. */
    static int toughness(Game g, int p) {
        int t = 0;
        for (int m = 0; m < g.monsterWhere.length; m++) if (g.monsterWhere[m] == Game.trophy(p)) t += g.toughness(m);
        return t;
    }

    /**
     * What using a trophy purchase is worth to him now (0: none, or not worth trophies): Clue tokens, a
     * Blessing he lacks, cards; money not. The movement plan asks this of every ability of every place,
     * so the trophies are counted only for these.
     */
    static double ability(Game g, int p, Hooks.LocationAbility a) {
        int need = a.trophyToughness();
        if (need <= 0) return 0;
        Set<Capability> can = a.capabilities();
        if (can.contains(Capability.GAINS_CLUES)) return toughness(g, p) >= need ? 9 : 0;
        if (can.contains(Capability.BLESSES)) return !g.isBlessed(p) && toughness(g, p) >= need ? 9 : 0;
        if (can.contains(Capability.GAINS_CARDS)) return toughness(g, p) >= need ? 8 : 0;
        return 0;
    }
}
