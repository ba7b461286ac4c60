package arkham.ai;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Outcome;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.def.CheckType;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A measuring tool, not a test: the team as the final battle begins (after the Ancient One's start of
 * battle) against how often the battle is won, per Ancient One that can be fought: the attack dice
 * of all investigators together (Combat check, the Ancient One's rating, the best hands against its
 * defences), their Sanity plus Stamina, how many are left, and their Clue tokens.
 * Run: {@code java -cp ai/target/test-classes:ai/target/classes:cli/target/arkham.jar arkham.ai.AwakeProbe GAMES FIRST_SEED}.
 */
public final class AwakeProbe {
    private AwakeProbe() {
    }

    public static void main(String[] args) {
        int games = Integer.parseInt(args[0]);
        long first = Long.parseLong(args[1]);
        var content = ContentLoader.core();
        Map<String, int[]> rows = new TreeMap<>();
        for (long seed = first; seed < first + games; seed++) {
            Game g = Game.create(content, Setup.random(4, seed));
            HeuristicAgent a = new HeuristicAgent();
            List<String> keys = new ArrayList<>();
            for (int n = 0; n < 200_000; n++) {
                Question q = g.question();
                if (q == null) break;
                if (keys.isEmpty() && g.awakened && g.ancientOneDef().combatRating() != null && g.battleRound == 1) {
                    int dice = 0, health = 0, active = 0, clues = 0;
                    for (int p = 0; p < g.players; p++) {
                        var i = g.inv[p];
                        if (i.eliminated) continue;
                        active++;
                        dice += Math.max(0, g.checkValue(p, CheckType.COMBAT) + g.ancientOneDef().combatRating() + FinalBattle.bestHands(g, p)[2]);
                        health += i.sanity + i.stamina;
                        clues += i.clues;
                    }
                    String ao = g.ancientOneDef().name();
                    keys.addAll(List.of(ao + " dice " + dice / 5 * 5, ao + " health " + health / 8 * 8, ao + " left " + active,
                            "all: dice " + dice / 5 * 5, "all: clues " + clues / 4 * 4));
                }
                g.answer(q.id(), q.player(), a.choose(g, q));
            }
            for (String k : keys) {
                int[] v = rows.computeIfAbsent(k, x -> new int[2]);
                v[0]++;
                if (g.outcome() == Outcome.WIN_BANISHED) v[1]++;
            }
        }
        System.out.println("team at the start of the battle    battles  won");
        rows.forEach((k, v) -> System.out.printf("%-32s %7d %5d %5.1f%%%n", k, v[0], v[1], 100.0 * v[1] / v[0]));
    }
}
