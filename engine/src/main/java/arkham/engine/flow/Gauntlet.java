package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.state.IntList;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Leaving or ending movement in an area with monsters: the investigator evades or fights each of
 * them, in the order he picks (rulebook p.14). A failed evade or any combat ends his movement but
 * not the need to deal with the rest.
 */
public record Gauntlet(int player) implements Step {
    @Override
    public int owner() {
        return player;
    }

    /** Whether monsters in the investigator's area are not yet evaded or fought this movement. */
    static boolean anyUndealt(Game g, int player) {
        int place = g.inv[player].place;
        if (place < 0 || !g.board.inArkham(place) || passesMonsters(g, player)) return false;
        for (int m = 0; m < g.monsterWhere.length; m++) {
            if (g.monsterWhere[m] == place && !g.inv[player].dealtWith.contains(m)) return true;
        }
        return false;
    }

    /** Whether he leaves and ends his moves among monsters without meeting them this turn (Dunwich: Summon Shantak). */
    static boolean passesMonsters(Game g, int player) {
        return (g.dunwich.passingMonsters & 1 << player) != 0;
    }

    /** The monsters in the investigator's area not yet evaded or fought this movement, in marker order. */
    static IntList undealt(Game g, int player) {
        int place = g.inv[player].place;
        IntList r = new IntList();
        if (place < 0 || !g.board.inArkham(place) || passesMonsters(g, player)) return r;
        for (int m = 0; m < g.monsterWhere.length; m++) {
            if (g.monsterWhere[m] == place && !g.inv[player].dealtWith.contains(m)) r.add(m);
        }
        return r;
    }

    @Override
    public Question run(Game g) {
        if (!anyUndealt(g, player)) return null;
        IntList ms = undealt(g, player);
        List<Choice> options = new ArrayList<>();
        for (int k = 0; k < ms.size(); k++) {
            int m = ms.get(k);
            String n = g.monster(m).name();
            int awareness = g.awareness(m);
            options.add(Choice.lazy(Target.monster(Act.EVADE, m), "evade:", m, m, () -> "Evade the " + n + " (awareness " + awareness + ")"));
            options.add(Choice.lazy(Target.monster(Act.FIGHT, m), "fight:", m, 1000 + m, () -> "Fight the " + n));
        }
        String at = g.board.name(g.inv[player].place);
        int count = ms.size();
        return Question.lazy(player, QuestionKind.CHOOSE_ONE, Purpose.EVADE_OR_FIGHT, () -> "Monsters at " + at + ": evade or fight each", options,
                () -> Map.of("monsters", count));
    }

    @Override
    public void answer(Game g, Choice c) {
        g.push(this);
        if (c.value() >= 1000) {
            int m = c.value() - 1000;
            g.inv[player].movePoints = -1;
            g.push(Combat.start(player, m));
        } else {
            g.push(new Evade(player, c.value(), false));
        }
    }

    /** An Evade check against a monster; failing deals its damage and starts combat. */
    public record Evade(int player, int monster, boolean rolled) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (!rolled) {
                g.then(SkillCheck.against(player, arkham.engine.def.CheckType.EVADE, g.awareness(monster), 1,
                        "evade " + g.monster(monster).name(), monster), new Evade(player, monster, true));
                return null;
            }
            if (g.lastPassed) {
                g.inv[player].dealtWith.add(monster);
                if (g.logging()) g.log("evade", player, g.nameOf(player) + " evades the " + g.monster(monster).name());
                if (g.monsterWhere[monster] == Game.ENCOUNTER) g.returnToCup(monster);
                return null;
            }
            if (g.logging()) g.log("evade", player, g.nameOf(player) + " fails to evade the " + g.monster(monster).name());
            g.inv[player].movePoints = -1;
            g.push(Combat.start(player, monster));
            Combat.monsterDamage(g, player, monster, arkham.engine.def.CheckType.EVADE);
            return null;
        }
    }
}
