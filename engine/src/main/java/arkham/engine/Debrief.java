package arkham.engine;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The status report of Phase 6, End of Turn (order of play): each count the game is lost or won by,
 * next to its limit. Terminal, browser and the end-of-turn event all read it from here.
 *
 * @param gateLimit       open gates that wake the Ancient One for this many players (rulebook p.20)
 * @param elderSignsToWin elder signs on the board that win the game (p.12)
 * @param monsterLimit    monsters in Arkham and the Sky before newcomers go to the Outskirts, or -1
 *                        while terror at 10 lifts the limit (p.18)
 * @param outskirtsLimit  monsters the Outskirts hold; one more and they all return to the cup (p.18)
 * @param doomTrack       doom tokens that wake the Ancient One; 0 before one is chosen
 * @param terrorLimit     terror level at which Arkham is overrun (p.20)
 */
public record Debrief(int turn, int firstPlayer, int openGates, int gateLimit, int elderSigns, int elderSignsToWin,
                      int monstersInArkham, int monsterLimit, int outskirts, int outskirtsLimit, int doom,
                      int doomTrack, int terror, int terrorLimit) {
    public static final int ELDER_SIGNS_TO_WIN = 6;
    public static final int TERROR_LIMIT = 10;

    public static Debrief of(Game g) {
        int limit = g.monsterLimit();
        return new Debrief(g.turn, g.first, g.openGates(), g.tooManyGates(), g.elderSignsOnBoard(), ELDER_SIGNS_TO_WIN,
                g.monstersInArkham(), limit == Integer.MAX_VALUE ? -1 : limit, g.monstersIn(g.board.outskirts()),
                g.outskirtsLimit(), g.doom, g.ancientOne() < 0 ? 0 : g.ancientOneDef().doomTrack(), g.terror, TERROR_LIMIT);
    }

    /**
     * The report as plain data, keyed by this record's names, for every UI (the terminal's views, the
     * browser's protocol): a monster limit that does not apply is null, not -1.
     */
    public Map<String, Object> view() {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("turn", turn);
        v.put("firstPlayer", firstPlayer);
        v.put("openGates", openGates);
        v.put("gateLimit", gateLimit);
        v.put("elderSigns", elderSigns);
        v.put("elderSignsToWin", elderSignsToWin);
        v.put("monstersInArkham", monstersInArkham);
        v.put("monsterLimit", monsterLimit < 0 ? null : monsterLimit);
        v.put("outskirts", outskirts);
        v.put("outskirtsLimit", outskirtsLimit);
        v.put("doom", doom);
        v.put("doomTrack", doomTrack);
        v.put("terror", terror);
        v.put("terrorLimit", terrorLimit);
        return v;
    }

    /** One line, e.g. "gates 2/8, elder signs 1/6, monsters 3/5, Outskirts 0/6, doom 4/12, terror 1/10". */
    public String text() {
        return "open gates " + openGates + "/" + gateLimit + ", elder signs " + elderSigns + "/" + elderSignsToWin
                + ", monsters in Arkham and the Sky " + monstersInArkham + "/" + (monsterLimit < 0 ? "no limit" : monsterLimit)
                + ", Outskirts " + outskirts + "/" + outskirtsLimit + ", doom " + doom + "/" + doomTrack
                + ", terror " + terror + "/" + terrorLimit;
    }
}
