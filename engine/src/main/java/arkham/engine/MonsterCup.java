package arkham.engine;


/** The monster cup and the monsters on the board: draws, placement against the limits, counts. */
public final class MonsterCup {
    private MonsterCup() {
    }

    public static int monstersInCup(GameState g) {
        int n = 0;
        for (int w : g.monsterWhere) if (w == GameState.CUP) n++;
        return n;
    }

    /**
     * Draws a monster marker from the cup (a forced kind first, for scenarios). With the cup empty
     * the Ancient One awakens (rulebook p.20) and -1 is returned. A kind banned by what is in play
     * goes back and another is drawn; -1 too when only banned kinds are left in the cup.
     */
    public static int drawMonster(Game g) {
        if (!g.forcedMonsters.isEmpty()) {
            int kind = g.forcedMonsters.removeAt(0);
            for (int m = 0; m < g.monsterWhere.length; m++)
                if (g.monsterWhere[m] == GameState.CUP && g.content.monsterKind[m] == kind && !banned(g, m)) return m;
        }
        int n = monstersInCup(g);
        if (n == 0) {
            g.awaken(Awakening.EMPTY_CUP);
            return -1;
        }
        int m = nthInCup(g, g.rng.nextInt(n), false);
        if (!banned(g, m)) return m;
        g.log("monster", -1, "A " + g.monster(m).name() + " may not enter play: it goes back and another monster is drawn");
        int allowed = 0;
        for (int x = 0; x < g.monsterWhere.length; x++) if (g.monsterWhere[x] == GameState.CUP && !banned(g, x)) allowed++;
        return allowed == 0 ? -1 : nthInCup(g, g.rng.nextInt(allowed), true);
    }

    /** The k-th monster marker in the cup, counting only those not banned if asked. */
    private static int nthInCup(Game g, int k, boolean allowedOnly) {
        for (int m = 0; m < g.monsterWhere.length; m++) {
            if (g.monsterWhere[m] == GameState.CUP && !(allowedOnly && banned(g, m)) && k-- == 0) return m;
        }
        throw new IllegalStateException("monster cup count out of step");
    }

    private static boolean banned(Game g, int m) {
        for (Modifiers x : g.modifiers(-1, Modifiers.Hook.BANS_MONSTER)) if (x.bansMonster(g, g.content.monsterKind[m])) return true;
        return false;
    }

    /**
     * Places a monster at a place in Arkham, respecting the monster limit and the Outskirts
     * (rulebook p.18). Returns where it went.
     */
    public static int placeMonster(Game g, int m, int place) {
        // Dunwich's monsters and Spawn monsters are outside the limit and never go to the Outskirts (Dunwich rulebook p.5, p.7)
        if (place >= 0 && g.board.inArkham(place) && !g.board.inOtherTown(place) && !g.monster(m).spawn()
                && Tracks.monstersInArkham(g) >= Tracks.monsterLimit(g)) {
            g.monsterWhere[m] = g.board.outskirts();
            if (g.logging) g.log("outskirts", -1, g.monster(m).name() + " goes to the Outskirts");
            int out = Tracks.monstersIn(g, g.board.outskirts());
            if (out > Tracks.outskirtsLimit(g)) {
                for (int k = 0; k < g.monsterWhere.length; k++) if (g.monsterWhere[k] == g.board.outskirts()) g.monsterWhere[k] = GameState.CUP;
                if (g.logging) g.log("outskirts", -1, "The Outskirts overflow: their monsters return to the cup");
                Tracks.raiseTerror(g, 1);
            }
            return g.board.outskirts();
        }
        g.monsterWhere[m] = place;
        if (g.logging) g.log("monster", -1, g.monster(m).name() + " appears at " + g.board.name(place));
        Hooks.MonsterAbility a = g.content.monsterAbility(m);
        if (a != null) a.entersPlay(g, m);
        Tracks.checkOverrun(g);
        return place;
    }

    /** Back to the cup; a Spawn monster is never in the cup, so it is set aside instead (Dunwich rulebook p.7). */
    public static void returnToCup(GameState g, int m) {
        g.monsterWhere[m] = g.monster(m).spawn() ? GameState.BOX : GameState.CUP;
    }

}
