package arkham.engine;

/**
 * Rating a victory (rulebook p.12): the Ancient One's highest doom-track number minus the terror
 * level, less one per unpaid or defaulted Bank Loan and per elder sign played, plus one per
 * unspent gate trophy, one per three unspent monster trophies and one per sane surviving
 * investigator. The player with the most gate trophies (ties broken by monster trophies) is
 * First Citizen of Arkham (p.12).
 *
 * @param tasksAndMissions Tasks and Missions completed (The Dunwich Horror: +1 each)
 * @param retired investigators retired (The Dunwich Horror: -1 each)
 * @param firstCitizen the First Citizen of Arkham's player, or -1 while players stay tied on both counts
 */
public record Score(int doomTrack, int terror, int bankLoans, int elderSigns, int gateTrophies, int monsterTrophies,
                    int survivors, int tasksAndMissions, int retired, int firstCitizen) {

    /** The core terms alone (no Tasks, Missions or retired investigators). */
    public Score(int doomTrack, int terror, int bankLoans, int elderSigns, int gateTrophies, int monsterTrophies, int survivors) {
        this(doomTrack, terror, bankLoans, elderSigns, gateTrophies, monsterTrophies, survivors, 0, 0, -1);
    }

    /** Rulebook p.12; The Dunwich Horror adds +1 per Task or Mission completed and -1 per investigator retired (its rulebook p.8). */
    public int total() {
        return doomTrack - terror - bankLoans - elderSigns + gateTrophies + monsterTrophies / 3 + survivors
                + tasksAndMissions - retired;
    }

    public static Score of(Game g) {
        int loans = g.defaultedLoans;
        int gates = 0;
        int monsters = 0;
        int survivors = 0;
        for (int p = 0; p < g.players; p++) {
            if (g.ownsTagged(p, "bank-loan")) loans++;
            gates += g.gateTrophies(p);
            monsters += g.monsterTrophies(p);
            if (!g.inv[p].eliminated && g.inv[p].sanity > 0) survivors++;
        }
        return new Score(g.ancientOneDef().doomTrack(), g.terror, loans, g.elderSignsPlayed, gates, monsters, survivors,
                g.dunwich.completed, g.dunwich.retired, firstCitizen(g));
    }

    /** Most gate trophies, then most monster trophies (p.12); -1 if still tied. */
    public static int firstCitizen(Game g) {
        int best = -1;
        boolean tied = false;
        for (int p = 0; p < g.players; p++) {
            if (best < 0) {
                best = p;
                continue;
            }
            int c = Integer.compare(g.gateTrophies(p), g.gateTrophies(best));
            if (c == 0) c = Integer.compare(g.monsterTrophies(p), g.monsterTrophies(best));
            if (c > 0) {
                best = p;
                tied = false;
            } else if (c == 0) {
                tied = true;
            }
        }
        return tied ? -1 : best;
    }
}
