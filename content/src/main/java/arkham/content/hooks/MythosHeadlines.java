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
import arkham.engine.def.Effect;
import arkham.engine.def.MythosDef;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.Gates;
import arkham.engine.flow.MovementStep;
import arkham.engine.flow.Status;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntPredicate;

/**
 * Headline effects the effect vocabulary cannot say: monsters leaving or arriving, releases and
 * returns; and the Headlines that stay in play until the end of the next turn (closed locations,
 * no arrests, a parade blocking a street).
 */
final class MythosHeadlines {
    private MythosHeadlines() {
    }

    static void register(Hooks h) {
        // arg: "sky-outskirts", "streets", "locations" or a neighbourhood (its street and locations)
        h.effect("mythos-return-monsters", (g, p, arg) -> returnToCup(g, where(g, arg), arg));
        // arg: monster names separated by commas; the terror level rises if any returned
        h.effect("mythos-return-kinds", MythosHeadlines::returnKinds);
        // arg: a neighbourhood; two monsters from the cup appear in its street (not where Kate Winthrop is)
        h.effect("mythos-monsters-in-street", (g, p, arg) -> {
            int street = MythosAbilities.street(g, arg);
            if (Gates.keptAway(g, street)) return;
            for (int k = 0; k < 2; k++) {
                int m = g.drawMonster();
                if (m < 0) return;
                g.placeMonster(m, street);
            }
        });
        h.mythos(CLOSES, new Closes());
        h.mythos("mythos-blue-flu", new Hooks.MythosAbility() {
            @Override
            public boolean lingers() {
                return true;
            }

            @Override
            public boolean preventsArrest(Game g, int player) {
                return true;
            }
        });
        h.mythos("mythos-fourth-of-july", new Hooks.MythosAbility() {
            @Override
            public boolean lingers() {
                return true;
            }

            @Override
            public boolean preventsMove(Game g, int player, int from, int to) {
                // the parade blocks a street: a move between two locations never meets it
                if (!g.board.isStreet(from) && !g.board.isStreet(to)) return false;
                int parade = MythosAbilities.street(g, "Merchant District");
                return from == parade || to == parade;
            }
        });
        // Temperance Fever: arrested, and only then the Whiskey is discarded.
        h.effect("mythos-whiskey-arrest", (g, p, arg) -> {
            if (Status.arrest(g, p)) g.push(new EffectStep(p, new Effect.DiscardCards("Whiskey", 1)));
        });
        h.effect("mythos-release-jailed", (g, p, arg) -> {
            for (int q = 0; q < g.players; q++) {
                if (!g.inv[q].jailed) continue;
                g.inv[q].jailed = false;
                g.inv[q].delayed = false;
                g.log("status", q, g.nameOf(q) + " is released from jail");
            }
        });
        // arg: "<monster name>|<place>": trophies of that monster come back to life there
        h.effect("mythos-trophies-return", (g, p, arg) -> {
            String[] parts = arg.split("\\|");
            int kind = g.content.monsterId(parts[0]);
            int place = g.board.id(parts[1]);
            if (Gates.keptAway(g, place)) return;
            for (int m = 0; m < g.monsterWhere.length; m++) {
                if (Game.isTrophy(g.monsterWhere[m]) && g.content.monsterKind[m] == kind) g.placeMonster(m, place);
            }
        });
        h.effect("mythos-lost-return", (g, p, arg) -> {
            int[] order = g.turnOrder();
            for (int k = order.length - 1; k >= 0; k--) {
                if (g.inv[order[k]].place == g.board.lostInTimeAndSpace()) g.push(new ReturnFromLost(order[k]));
            }
        });
        h.effect("mythos-power-flux", (g, p, arg) -> {
            int[] order = g.turnOrder();
            for (int k = order.length - 1; k >= 0; k--) {
                if (g.board.isOtherWorld(g.inv[order[k]].place)) g.push(new FluxReturn(order[k]));
            }
        });
    }

    static final String CLOSES = "mythos-closes";

    /**
     * The locations a lingering Headline lists under "closed" are closed while it is in play. When
     * one leaves, a location reopens unless another card in play or the terror level keeps it closed.
     */
    static final class Closes implements Hooks.MythosAbility {
        @Override
        public boolean lingers() {
            return true;
        }

        @Override
        public void onEnter(Game g) {
            for (int place : closedByHeadlines(g)) {
                if (g.closed[place]) continue;
                g.closeLocation(place);
                g.log("closed", -1, g.board.name(place) + " closes; it reopens when next turn ends");
            }
        }

        @Override
        public void onLeave(Game g) {
            Set<Integer> still = closedByHeadlines(g);
            for (MythosDef d : g.content.mythos) {
                if (d.closed().isEmpty() || !CLOSES.equals(d.hook())) continue;
                for (int place : d.closed()) {
                    if (!g.closed[place] || still.contains(place) || g.closedByTerror(place)) continue;
                    g.closed[place] = false;
                    if (g.logging()) g.log("closed", -1, g.board.name(place) + " reopens");
                }
            }
        }

        /** The locations closed by the lingering Headlines with this hook. */
        private static Set<Integer> closedByHeadlines(Game g) {
            Set<Integer> r = new HashSet<>();
            for (int k = 0; k < g.lingering.size(); k += 2) {
                MythosDef d = g.mythosDef(g.lingering.get(k));
                if (CLOSES.equals(d.hook())) r.addAll(d.closed());
            }
            return r;
        }
    }

    /** Which monster markers a place description covers. */
    private static IntPredicate where(Game g, String arg) {
        IntPredicate at = switch (arg) {
            case "sky-outskirts" -> w -> w == g.board.sky() || w == g.board.outskirts();
            case "streets" -> w -> w >= 0 && g.board.isStreet(w);
            case "locations" -> w -> w >= 0 && g.board.isLocation(w);
            default -> {
                int street = MythosAbilities.street(g, arg);
                yield w -> w >= 0 && MythosAbilities.inNeighbourhood(g, w, street);
            }
        };
        return m -> at.test(g.monsterWhere[m]);
    }

    private static int returnToCup(Game g, IntPredicate monster, String what) {
        int n = 0;
        for (int m = 0; m < g.monsterWhere.length; m++) {
            if (monster.test(m)) {
                g.returnToCup(m);
                n++;
            }
        }
        if (g.logging()) g.log("mythos", -1, (n == 0 ? "No monsters in " + what + " to return to the cup" : n == 1 ? "1 monster in " + what
                + " returns to the cup" : n + " monsters in " + what + " return to the cup"));
        return n;
    }

    private static void returnKinds(Game g, int player, String arg) {
        Set<Integer> kinds = new HashSet<>();
        for (String name : arg.split(",")) {
            kinds.add(g.content.monsterId(name.trim()));
        }
        int n = returnToCup(g, m -> MythosAbilities.onBoard(g, g.monsterWhere[m]) && kinds.contains(g.content.monsterKind[m]), arg);
        if (n > 0) g.raiseTerror(1);
    }

    /** Back from Lost in Time and Space at once, to any open street or location; no longer delayed. */
    record ReturnFromLost(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (g.inv[player].place != g.board.lostInTimeAndSpace()) return null;
            List<Choice> options = new ArrayList<>();
            for (int place = 0; place < g.board.size(); place++) {
                if (g.board.inArkham(place) && g.onBoard(place) && !g.closed[place]) options.add(new Choice(Target.place(Act.CHOOSE, place), "place:" + place, g.board.name(place), place));
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.RETURN_FROM_LOST, "Missing People Return: where do you reappear?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            g.moveInvestigator(player, c.value());
            g.inv[player].delayed = false;
            g.log("move", player, g.nameOf(player) + " returns to " + g.board.name(c.value()));
        }
    }

    /** An investigator in an Other World may return through an open gate to it, with an explored marker. */
    record FluxReturn(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            int at = g.inv[player].place;
            if (!g.board.isOtherWorld(at)) return null;
            List<Choice> options = new ArrayList<>();
            options.add(new Choice(Target.PASS, "stay", "Stay in " + g.board.name(at), -1));
            for (int place = 0; place < g.board.size(); place++) {
                int gate = g.gateAt[place];
                if (gate >= 0 && g.content.gateOf(gate).leadsTo(g.board.world(at))) {
                    options.add(new Choice(Target.gate(Act.RETURN, place), "gate:" + place, "Return through the gate at " + g.board.name(place), place));
                }
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.RETURN_THROUGH_GATE, "Strange Power Flux: return to Arkham?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() >= 0) MovementStep.returnTo(g, player, c.value());
        }
    }
}
