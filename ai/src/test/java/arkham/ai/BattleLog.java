package arkham.ai;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Question;
import arkham.engine.Setup;

/** A measuring tool, not a test: prints the final battle of one heuristic game (questions, answers, events). */
public final class BattleLog {
    private BattleLog() {
    }

    public static void main(String[] args) {
        long seed = Long.parseLong(args[0]);
        int players = args.length > 1 ? Integer.parseInt(args[1]) : 4;
        Game g = Game.create(ContentLoader.core(), Setup.random(players, seed), true);
        HeuristicAgent a = new HeuristicAgent();
        boolean battle = false;
        for (int n = 0; n < 200_000; n++) {
            Question q = g.question();
            var events = g.drainEvents();
            if (battle || g.phase == Phase.FINAL_BATTLE || g.awakened) {
                if (!battle) {
                    for (int p = 0; p < g.players; p++) {
                        var i = g.inv[p];
                        StringBuilder cards = new StringBuilder();
                        for (int k = 0; k < i.cards.size(); k++) cards.append(g.content.cardOf(i.cards.get(k)).name()).append(", ");
                        System.out.printf("%s: san %d/%d sta %d/%d clues %d $%d fight %d cards %s%n", g.nameOf(p), i.sanity, i.maxSanity,
                                i.stamina, i.maxStamina, i.clues, i.money, g.skill(p, arkham.engine.def.Skill.FIGHT), cards);
                    }
                }
                battle = true;
                events.forEach(e -> System.out.println("  . " + e.text()));
            }
            if (q == null) break;
            var c = a.choose(g, q);
            if (battle) System.out.println("Q[" + q.player() + "] " + q.prompt() + " " + q.options().stream().map(o -> o.id()).toList() + " -> " + c.id());
            g.answer(q.id(), q.player(), c);
        }
        System.out.println(g.outcome());
    }
}
