package arkham.ai;

import arkham.content.ContentLoader;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Outcome;
import arkham.engine.Phase;
import arkham.engine.Question;
import arkham.engine.Setup;

import java.util.Map;
import java.util.TreeMap;

/**
 * A measuring tool, not a test: plays the heuristic over a range of seeds and prints how games
 * ended, per Ancient One, and how the final battles went (doom tokens removed, rounds, devoured).
 * Run: {@code java -cp ai/target/test-classes:ai/target/classes:cli/target/arkham.jar arkham.ai.Probe GAMES FIRST_SEED [PLAYERS]}.
 */
public final class Probe {
    private Probe() {
    }

    public static void main(String[] args) {
        int games = Integer.parseInt(args[0]);
        long first = Long.parseLong(args[1]);
        int players = args.length > 2 ? Integer.parseInt(args[2]) : 4;
        Content content = ContentLoader.core();
        Map<String, int[]> byAo = new TreeMap<>();
        Map<String, Integer> endings = new TreeMap<>();
        Map<String, Integer> where = new TreeMap<>();
        Map<String, Integer> loss = new TreeMap<>();
        Map<String, Integer> clueFlow = new TreeMap<>();
        Map<String, Integer> atAwakening = new TreeMap<>();
        long closed = 0;
        long sealed = 0;
        int wins = 0;
        long answers = 0;
        long nanos = 0;
        long slowest = 0;
        long overOneMs = 0;
        var cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        for (long seed = first; seed < first + games; seed++) {
            Game g = Game.create(content, Setup.random(players, seed));
            HeuristicAgent a = new HeuristicAgent();
            int battleStartDoom = -1;
            int devouredBefore = 0;
            int lastTurn = -1;
            int[] health = new int[g.players];
            int[] clues = new int[g.players];
            int signs = 0;
            int[] placeWas = new int[g.players];
            Phase lastPhase = g.phase;
            for (int n = 0; n < 200_000; n++) {
                Question q = g.question();
                if (q == null) break;
                for (int p = 0; p < g.players; p++) {
                    var i = g.inv[p];
                    int h = i.sanity + i.stamina;
                    if (!i.eliminated && g.turn > 0 && h < health[p] && !g.awakened) loss.merge(lastPhase.toString(), health[p] - h, Integer::sum);
                    health[p] = h;
                }
                lastPhase = g.phase;
                boolean sealedNow = g.elderSignsOnBoard() > signs;
                signs = g.elderSignsOnBoard();
                for (int p = 0; p < g.players; p++) {
                    int d = g.inv[p].clues - clues[p];
                    clues[p] = g.inv[p].clues;
                    if (g.awakened || g.inv[p].eliminated) continue;
                    if (d > 0) clueFlow.merge("gained", d, Integer::sum);
                    boolean knocked = placeWas[p] != g.inv[p].place && category(g, p).matches("hospital/asylum|lost in time and space");
                    placeWas[p] = g.inv[p].place;
                    if (d < 0) clueFlow.merge(sealedNow ? "spent sealing" : knocked ? "lost to a knockout" : "spent otherwise in " + g.phase, -d, Integer::sum);
                }
                if (g.turn != lastTurn && g.phase != Phase.FINAL_BATTLE) {
                    lastTurn = g.turn;
                    for (int p = 0; p < g.players; p++) where.merge(category(g, p), 1, Integer::sum);
                }
                if (battleStartDoom < 0 && g.awakened) {
                    int t = 0;
                    for (int p = 0; p < g.players; p++) t += g.gateTrophies(p);
                    atAwakening.merge("open gates", g.openGates(), Integer::sum);
                    atAwakening.merge("gate trophies", t, Integer::sum);
                    atAwakening.merge("elder signs", g.elderSignsOnBoard(), Integer::sum);
                    atAwakening.merge("awakenings", 1, Integer::sum);
                    atAwakening.merge("trophies enough", t >= g.players ? 1 : 0, Integer::sum);
                }
                if (battleStartDoom < 0 && g.phase == Phase.FINAL_BATTLE) {
                    battleStartDoom = g.doom;
                    devouredBefore = g.investigatorsDevoured;
                }
                long t = cpu.getCurrentThreadCpuTime();
                var c = a.choose(g, q);
                long took = cpu.getCurrentThreadCpuTime() - t;
                nanos += took;
                if (answers > 10_000) slowest = Math.max(slowest, took); // after the JIT's warm-up
                if (answers > 10_000 && took > 1_000_000) overOneMs++;
                answers++;
                g.answer(q.id(), q.player(), c);
            }
            Outcome o = g.isOver() ? g.outcome() : Outcome.ABANDONED;
            if (o.win) wins++;
            String ao = g.ancientOneDef().name();
            int[] s = byAo.computeIfAbsent(ao, k -> new int[10]);
            s[0]++;
            if (o.win) s[1]++;
            String end = o + (g.awakenedBy != null ? "/" + g.awakenedBy : "");
            endings.merge(end, 1, Integer::sum);
            if (g.awakened) {
                s[2]++;
                if (battleStartDoom >= 0) {
                    s[3]++; // battles fought
                    s[4] += battleStartDoom - Math.max(0, g.doom); // doom tokens removed
                    s[5] += battleStartDoom;
                    s[6] += g.battleRound;
                    s[7] += g.investigatorsDevoured - devouredBefore;
                    if (o.win) s[8]++;
                }
            }
            s[9] += g.turn;
            closed += g.gatesClosed;
            sealed += g.elderSignsOnBoard();
        }
        System.out.printf("players %d seeds %d..%d: %d wins of %d (%.1f%%), %.1f us of CPU a decision (slowest %.2f ms, %d over 1 ms, %d decisions)%n",
                players, first, first + games - 1, wins, games, 100.0 * wins / games, nanos / 1000.0 / answers, slowest / 1e6, overOneMs, answers);
        System.out.printf("  gates closed %.2f, sealed %.2f a game%n", (double) closed / games, (double) sealed / games);
        long all = where.values().stream().mapToLong(Integer::longValue).sum();
        where.forEach((k, v) -> System.out.printf("  turns starting %-28s %5.1f%%%n", k, 100.0 * v / all));
        atAwakening.forEach((k, v) -> System.out.printf("  at awakening: %-20s %6.2f%n", k, (double) v / atAwakening.get("awakenings")));
        clueFlow.forEach((k, v) -> System.out.printf("  Clue tokens %-28s %5.1f a game%n", k, (double) v / games));
        loss.forEach((k, v) -> System.out.printf("  Sanity+Stamina lost in %-28s %5.1f a game%n", k, (double) v / games));
        endings.forEach((k, v) -> System.out.printf("  %-40s %d%n", k, v));
        System.out.println("  ancient one       games wins awakened battles battleWins  doomRemoved/doomTrack  rounds  devouredInBattle  turns");
        byAo.forEach((k, s) -> System.out.printf("  %-16s %5d %4d %8d %7d %9d   %5.2f / %5.2f   %5.2f  %5.2f  %5.1f%n", k, s[0], s[1], s[2], s[3], s[8],
                s[3] == 0 ? 0 : (double) s[4] / s[3], s[3] == 0 ? 0 : (double) s[5] / s[3], s[3] == 0 ? 0 : (double) s[6] / s[3],
                s[3] == 0 ? 0 : (double) s[7] / s[3], (double) s[9] / s[0]));
    }

    private static String category(Game g, int p) {
        var i = g.inv[p];
        var b = g.board;
        if (i.eliminated) return "eliminated";
        if (i.place == b.lostInTimeAndSpace()) return "lost in time and space";
        if (b.isOtherWorld(i.place)) {
            boolean shared = false;
            for (int q = 0; q < g.players; q++) shared |= q != p && !g.inv[q].eliminated && b.isOtherWorld(g.inv[q].place) && b.world(g.inv[q].place) == b.world(i.place);
            return "other world area " + b.worldArea(i.place) + (shared ? " (shared)" : "");
        }
        if (!b.inArkham(i.place)) return "elsewhere";
        if (i.explored) return "at gate, explored";
        if (g.gateAt[i.place] >= 0) return "at gate";
        String n = b.name(i.place);
        if (n.equals("Arkham Asylum") || n.equals("St. Mary's Hospital")) return "hospital/asylum";
        if (i.delayed) return "delayed";
        int low = Math.min(i.sanity, i.stamina);
        return "arkham, low " + Math.min(low, 3);
    }
}
