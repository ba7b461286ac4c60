package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.GateAttribute;
import arkham.engine.def.GateMarkerDef;
import arkham.engine.state.Investigator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Lurker at the Threshold Moving gates, after the monsters have moved: each open Moving gate whose
 * dimension moves follows its white or black arrow one step, as a normal monster would; the first
 * player picks the order when several move. It stays put rather than enter a place with a gate,
 * an elder sign or a closed marker. It is not held back by investigators (the rule speaks of it
 * leaving one who explored it): those it leaves lose their explored marker, those it reaches are
 * pulled through and delayed as if it had opened on them.
 *
 * @param movers gate markers still to move
 */
public record GateMovement(int white, int black, List<Integer> movers) implements Step {

    /** The step for this Mythos card's movement, or null when no Moving gate is affected. */
    public static GateMovement start(Game g, int white, int black) {
        List<Integer> movers = new ArrayList<>();
        for (int place = 0; place < g.board.size(); place++) {
            int marker = g.gateAt[place];
            if (marker < 0) continue;
            GateMarkerDef d = g.content.gateOf(marker);
            if (d.has(GateAttribute.MOVING) && (d.dimensionBits() & (white | black)) != 0) movers.add(marker);
        }
        return movers.isEmpty() ? null : new GateMovement(white, black, List.copyOf(movers));
    }

    @Override
    public Question run(Game g) {
        if (movers.size() == 1) {
            move(g, movers.get(0));
            return null;
        }
        List<Choice> options = new ArrayList<>();
        for (int marker : movers) {
            int at = g.gateWhere[marker];
            options.add(new Choice(Target.gate(Act.CHOOSE, at), "gate:" + Places.key(g, at), "The Moving gate at " + g.board.name(at) + " moves next", marker));
        }
        return new Question(g.first, QuestionKind.ORDER, Purpose.ORDER_GATES, "Several Moving gates move: which one first?", options, Map.of());
    }

    @Override
    public void answer(Game g, Choice c) {
        List<Integer> rest = new ArrayList<>(movers);
        rest.remove(Integer.valueOf(c.value()));
        g.push(new GateMovement(white, black, List.copyOf(rest)));
        move(g, c.value());
    }

    private void move(Game g, int marker) {
        int at = g.gateWhere[marker];
        if (at < 0) return;
        boolean useWhite = (white & g.content.gateOf(marker).dimensionBits()) != 0;
        int to = useWhite ? g.board.whiteArrow(at) : g.board.blackArrow(at);
        // a vortex is no place for a gate: only monsters enter it (Dunwich rulebook p.7)
        if (to < 0 || to == at || g.closed[to] || g.sealed[to] || g.gateAt[to] >= 0 || g.board.isVortex(to)) {
            if (g.logging()) g.log("gate", -1, "The Moving gate at " + g.board.name(at) + " stays");
            return;
        }
        g.gateAt[at] = -1;
        g.gateAt[to] = marker;
        g.gateWhere[marker] = to;
        if (g.logging()) g.log("gate", -1, "The Moving gate moves from " + g.board.name(at) + " to " + g.board.name(to));
        for (Investigator i : g.inv) if (i.place == at) i.explored = false;
        for (int p = 0; p < g.players; p++) {
            if (g.inv[p].place == to && !g.inv[p].eliminated) Gates.pullThrough(g, p, to);
        }
    }
}
