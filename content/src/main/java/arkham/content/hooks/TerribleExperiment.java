package arkham.content.hooks;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.Deck;
import arkham.engine.def.Effect;
import arkham.engine.flow.Combat;
import arkham.engine.flow.Gates;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The Terrible Experiment: monsters drawn from the cup wait on the card, off the board, until
 * investigators in the Miskatonic U. street fight them. They are kept at {@link Game#RUMOR} (not in
 * the box, where a defeated Mi-Go also goes). {@link Game#rumorTokens} counts them.
 */
final class TerribleExperiment {
    static final String ID = MythosRumors.TERRIBLE_EXPERIMENT;
    static final String STREET = "Miskatonic University";

    private TerribleExperiment() {
    }

    static void register(Hooks h) {
        h.mythos(ID, new Hooks.MythosAbility() {
            @Override
            public void onEnter(Game g) {
                for (int k = 0; k < 5; k++) add(g);
            }

            @Override
            public void eachMythos(Game g) {
                g.rumorTokens = onCard(g).size();
                if (g.rumorTokens == 0) {
                    passed(g);
                    return;
                }
                add(g);
                if (g.rumorTokens >= 8) {
                    g.raiseTerror(Math.max(0, 10 - g.terror));
                    int street = g.board.id(STREET);
                    // where Kate Winthrop stands they cannot appear: back to the cup
                    boolean keptAway = Gates.keptAway(g, street);
                    for (int m : onCard(g)) {
                        if (keptAway) g.returnToCup(m);
                        else g.placeMonster(m, street);
                    }
                    g.rumorTokens = 0;
                    MythosRumors.fail(g, null);
                }
            }

            @Override
            public void onLeave(Game g) {
                for (int m : onCard(g)) g.returnToCup(m);
            }
        });
        MythosRumors.passAt(h, ID, STREET, "Fight a monster of the Terrible Experiment",
                (g, p) -> !onCard(g).isEmpty(), (g, p) -> g.push(new Fight(p)));
    }

    private static void passed(Game g) {
        MythosRumors.pass(g, MythosRumors.each(new Effect.Draw(Deck.SKILL, 1, 1)));
    }

    private static void add(Game g) {
        int m = g.drawMonster();
        if (m < 0) return;
        g.monsterWhere[m] = Game.RUMOR;
        g.rumorTokens++;
        g.log("mythos", -1, "A " + g.monster(m).name() + " is placed on The Terrible Experiment");
    }

    static List<Integer> onCard(Game g) {
        List<Integer> r = new ArrayList<>();
        if (!MythosAbilities.inPlay(g, g.rumor(), ID)) return r;
        for (int m = 0; m < g.monsterWhere.length; m++) if (g.monsterWhere[m] == Game.RUMOR) r.add(m);
        return r;
    }

    /** Pick a monster on the card to fight; after each fight, another may be picked. */
    record Fight(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            g.rumorTokens = onCard(g).size();
            if (MythosAbilities.inPlay(g, g.rumor(), ID) && g.rumorTokens == 0) {
                passed(g);
                return null;
            }
            if (g.rumorTokens == 0 || g.inv[player].place != g.board.id(STREET)) return null;
            List<Choice> options = new ArrayList<>();
            options.add(new Choice(Target.DONE, "stop", "Fight no more", -1));
            for (int m : onCard(g)) options.add(new Choice(Target.monster(Act.FIGHT, m), "fight:" + m, "Fight the " + g.monster(m).name(), m));
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.FIGHT_OR_LEAVE, "The Terrible Experiment", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() >= 0) g.then(Combat.start(player, c.value()), this);
        }
    }
}
