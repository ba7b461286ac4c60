package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Outcome;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.GateAttribute;
import arkham.engine.def.GateMarkerDef;
import arkham.engine.def.Stat;
import arkham.engine.state.Investigator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Opening, closing and sealing gates, and monster surges (rulebook p.9-10, 17-18). */
public final class Gates {
    private Gates() {
    }

    /**
     * A gate opens at a location (rulebook p.9-10): a doom token, a gate marker from the stack,
     * the Clue tokens there discarded, investigators there drawn through and delayed, and one
     * monster (two with five or more players). An elder sign stops it, as does an investigator there
     * who keeps gates away; an open gate surges instead. A Devouring gate devours the investigators
     * there instead, and a Gate of Doom opening on investigators adds a doom token. What is in play
     * may react to the opening (the Herald's Reckoning card).
     */
    public static void open(Game g, int place) {
        open(g, place, true);
    }

    /**
     * As {@link #open(Game, int)}; without {@code doomToken} no doom token is added (a Gate Burst breaking a
     * seal, or a Mythos card that opens two gates).
     */
    public static void open(Game g, int place, boolean doomToken) {
        if (g.sealed[place]) {
            if (g.logging()) g.log("gate", -1, "The elder sign at " + g.board.name(place) + " holds: no gate opens");
            return;
        }
        if (g.gateAt[place] >= 0) {
            g.push(new Surge(place, List.of(), List.of()));
            return;
        }
        if (keptAway(g, place)) return;
        if (doomToken) g.addDoom(1);
        if (g.awakened) return;
        if (g.gateStack.isEmpty()) {
            g.awaken(arkham.engine.Awakening.NO_GATE_MARKERS);
            return;
        }
        int marker = g.gateStack.removeLast();
        g.gateAt[place] = marker;
        g.gateWhere[marker] = place;
        g.clues[place] = 0;
        GateMarkerDef d = g.content.gateOf(marker);
        if (g.logging()) g.log("gate", -1, "A gate to " + worlds(g, d) + " opens at " + g.board.name(place));
        boolean onInvestigator = false;
        for (arkham.engine.Modifiers m : g.modifiers(-1, arkham.engine.Modifiers.Hook.GATE_OPENED)) m.gateOpened(g, place);
        for (int p = 0; p < g.players; p++) {
            Investigator i = g.inv[p];
            if (i.place != place || i.eliminated) continue;
            onInvestigator = true;
            if (d.has(GateAttribute.DEVOURING)) {
                if (g.logging()) g.log("gate", p, "The Devouring gate swallows " + g.nameOf(p));
                Status.devour(g, p);
            } else {
                pullThrough(g, p, place);
            }
        }
        if (onInvestigator && d.has(GateAttribute.DOOM)) {
            if (g.logging()) g.log("gate", -1, "A Gate of Doom opened on an investigator");
            g.addDoom(1);
            if (g.awakened) return;
        }
        if (g.openGates() >= g.tooManyGates()) {
            g.awaken(arkham.engine.Awakening.TOO_MANY_GATES);
            return;
        }
        int monsters = g.players >= 5 ? 2 : 1;
        for (int k = 0; k < monsters; k++) {
            int m = g.drawMonster();
            if (m < 0) return;
            g.placeMonster(m, place);
        }
    }

    /** Drawn through a gate opening (or moving) onto him: through to its world, and delayed. */
    static void pullThrough(Game g, int p, int place) {
        drawThrough(g, p, place);
        Status.delay(g, p);
    }

    /**
     * Drawn through the gate at a place to the first area of its Other World; at a Split gate he then chooses
     * which of its two worlds (he waits in the first until he has chosen).
     */
    public static void drawThrough(Game g, int p, int place) {
        GateMarkerDef d = g.content.gateOf(g.gateAt[place]);
        g.moveInvestigator(p, g.board.otherWorld(d.world()).firstArea());
        g.inv[p].enteredGate = g.gateAt[place];
        if (g.logging()) g.log("gate", p, g.nameOf(p) + " is drawn through the gate at " + g.board.name(place) + " to " + worlds(g, d));
        if (d.world2() >= 0) g.push(new ChooseWorld(p, d.world(), d.world2()));
    }

    /** The world a gate marker leads to, or both of a Split gate's ("A / B"). */
    public static String worlds(Game g, GateMarkerDef d) {
        String w = g.board.otherWorld(d.world()).name();
        return d.world2() < 0 ? w : w + " / " + g.board.otherWorld(d.world2()).name();
    }

    /**
     * An investigator drawn through a Split gate picks one of its two worlds. Game-wide (no owner),
     * like the gate opening itself; it does nothing if he has been moved meanwhile.
     */
    public record ChooseWorld(int player, int world, int world2) implements Step {
        @Override
        public Question run(Game g) {
            if (g.inv[player].place != g.board.otherWorld(world).firstArea() || g.inv[player].eliminated) return null;
            List<Choice> options = new ArrayList<>();
            for (int w : new int[]{world, world2}) {
                options.add(new Choice(Target.world(Act.ENTER, w), "world:" + Places.key(g, g.board.otherWorld(w).firstArea()),
                        "Go to " + g.board.otherWorld(w).name(), w));
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.SPLIT_GATE, "Split gate: which Other World does " + g.nameOf(player)
                    + " enter?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            g.moveInvestigator(player, g.board.otherWorld(c.value()).firstArea());
            if (g.logging()) g.log("gate", player, g.nameOf(player) + " enters " + g.board.otherWorld(c.value()).name());
        }
    }

    /** Whether an investigator here keeps gates and monsters from appearing (and says so in the log). */
    public static boolean keptAway(Game g, int place) {
        for (int p = 0; p < g.players; p++) {
            if (g.inv[p].place != place || g.inv[p].eliminated) continue;
            for (arkham.engine.Modifiers m : g.modifiers(p)) {
                if (m.keepsAway(g, p)) {
                    if (g.logging()) g.log("gate", p, g.nameOf(p) + " keeps gates and monsters from appearing at " + g.board.name(place));
                    return true;
                }
            }
        }
        return false;
    }

    /** Where a closed gate's marker goes: p.17's trophy, unless the card that closes it says otherwise. */
    public enum Marker {
        /** the investigator's gate trophy (rulebook p.17) */
        TROPHY,
        /** back under the gate marker stack (the Science Building's beam) */
        STACK_BOTTOM,
        /** shuffled back into the stack */
        STACK_SHUFFLED
    }

    /**
     * Closes the gate at a location (and with {@code seal}, seals it with an elder sign token):
     * the gate marker becomes the investigator's trophy and every monster of its dimension in
     * Arkham, the Sky and the Outskirts returns to the cup. Checks both gate victories. An Endless
     * marker is shuffled back into the stack instead of becoming a trophy; only a gate on an
     * unstable location can be sealed.
     */
    public static void close(Game g, int p, int place, boolean seal) {
        close(g, p, place, seal, Marker.TROPHY);
    }

    /**
     * Closes the gate at a location as {@link #close(Game, int, int, boolean)}, its marker going
     * where the closing card says; every card and encounter that closes a gate comes here.
     */
    public static void close(Game g, int p, int place, boolean seal, Marker to) {
        int marker = g.gateAt[place];
        if (marker < 0) return;
        GateMarkerDef d = g.content.gateOf(marker);
        g.gateAt[place] = -1;
        g.gatesClosed++;
        returnMonsters(g, d);
        if (d.has(GateAttribute.ENDLESS) || to == Marker.STACK_SHUFFLED) {
            g.gateWhere[marker] = Game.STACK;
            g.gateStack.add(marker);
            g.rng.shuffle(g.gateStack);
            if (g.logging()) g.log("gate", p, "The gate marker is shuffled back into the gate stack");
        } else if (to == Marker.STACK_BOTTOM) {
            g.gateWhere[marker] = Game.STACK;
            g.gateStack.insert(0, marker);
        } else {
            g.gateWhere[marker] = Game.trophy(p);
        }
        for (Investigator i : g.inv) if (i.place == place) i.explored = false;
        // a gate over a closed location: with the gate gone, whoever is there goes out to the street (FAQ Q17)
        if (g.closed[place]) g.closeLocation(place);
        seal = seal && sealable(g, place);
        if (seal) g.sealed[place] = true;
        if (g.logging()) g.log("gate", p, g.nameOf(p) + (seal ? " seals" : " closes") + " the gate at " + g.board.name(place));
        checkVictory(g);
    }

    /**
     * The gate victories (rulebook p.12), checked whenever a gate is closed or sealed: six elder
     * signs on the board, or no gate open with at least as many gate trophies as players.
     */
    public static void checkVictory(Game g) {
        if (g.elderSignsOnBoard() >= 6) {
            g.win(Outcome.WIN_SEALED_GATES);
            return;
        }
        if (g.openGates() == 0 && g.gateTrophiesHeld() >= g.players) g.win(Outcome.WIN_CLOSED_GATES);
    }

    /** Every monster of the gate's dimension (either of a Split gate's two) in Arkham, the Sky and the Outskirts goes back to the cup. */
    public static void returnMonsters(Game g, GateMarkerDef d) {
        for (int m = 0; m < g.monsterWhere.length; m++) {
            int w = g.monsterWhere[m];
            // the Dunwich Horror belongs to its track, not to a gate: it stays (unverified reading of Dunwich rulebook p.7-8)
            if (w >= 0 && (g.board.inArkham(w) || w == g.board.sky() || w == g.board.outskirts())
                    && d.hasDimension(g.monster(m).dimension()) && !Dunwich.isHorror(g, m)) {
                g.returnToCup(m);
            }
        }
    }

    /** Only a gate on an unstable location can be sealed; one in a stable location or a street can only be closed. */
    public static boolean sealable(Game g, int place) {
        return g.board.isLocation(place) && g.board.isUnstable(place);
    }

    /**
     * A failed attempt to close a Lurker gate: a Monstrous gate brings a monster to his location
     * (the monster limit and Outskirts apply), a Gate of Blood costs 1 Stamina, a Gate of Madness
     * 1 Sanity. Callers push their continuation first: the loss may wait for a prevention choice.
     */
    public static void failedClose(Game g, int p, int place) {
        int marker = g.gateAt[place];
        if (marker < 0) return;
        GateMarkerDef d = g.content.gateOf(marker);
        if (d.has(GateAttribute.MONSTROUS) && !keptAway(g, place)) {
            if (g.logging()) g.log("gate", p, "The Monstrous gate sends out a monster");
            int m = g.drawMonster();
            if (m >= 0) g.placeMonster(m, place);
        }
        if (d.has(GateAttribute.BLOOD)) Harm.harm(g, p, Stat.STAMINA, 1);
        if (d.has(GateAttribute.MADNESS)) Harm.harm(g, p, Stat.SANITY, 1);
    }

    /**
     * A monster surge (rulebook p.9): max(open gates, players) monsters spread as evenly as
     * possible over the open gates, none getting more than the surging gate. The first player
     * picks which gates take the extra monsters and, when the monster limit cannot take them all,
     * the order in which gates are filled, before any monster is drawn.
     *
     * @param extra gates chosen to take one extra monster
     * @param order gates in the order chosen for filling (only when the limit binds)
     */
    public record Surge(int place, List<Integer> extra, List<Integer> order) implements Step {
        @Override
        public Question run(Game g) {
            int[] gates = openGates(g);
            int total = Math.max(gates.length, g.players);
            int base = total / gates.length;
            int rem = total % gates.length;
            int[] alloc = new int[g.board.size()];
            for (int l : gates) alloc[l] = base;
            if (rem > 0) alloc[place]++;
            for (int l : extra) alloc[l]++;
            int extrasLeft = Math.max(0, rem - 1) - extra.size();
            if (extrasLeft > 0) {
                List<Choice> options = new ArrayList<>();
                for (int l : gates) {
                    String name = g.board.name(l);
                    if (l != place && !extra.contains(l)) options.add(Choice.lazy(Target.gate(Act.CHOOSE, l), "gate:" + Places.key(g, l), l, () -> "One more monster at " + name));
                }
                // prompt and labels built when read: a random game answers many of these
                return Question.lazy(g.first, QuestionKind.CHOOSE_SEVERAL, Purpose.MONSTER_SURGE, () -> "Monster surge: choose "
                        + arkham.engine.Words.count(extrasLeft, "more gate") + " to take an extra monster", options,
                        () -> Map.of("monsters", total));
            }
            int room = g.monsterLimit() == Integer.MAX_VALUE ? Integer.MAX_VALUE : Math.max(0, g.monsterLimit() - g.monstersInArkham());
            int ordered = 0;
            for (int l : order) ordered += alloc[l];
            if (room < total && ordered < room) {
                List<Choice> options = new ArrayList<>();
                for (int l : gates) if (!order.contains(l) && alloc[l] > 0) {
                    String name = g.board.name(l);
                    int monsters = alloc[l];
                    options.add(Choice.lazy(Target.gate(Act.CHOOSE, l), "gate:" + Places.key(g, l), l, () -> "Fill the gate at " + name + " next ("
                            + arkham.engine.Words.count(monsters, "monster") + ")"));
                }
                if (!options.isEmpty()) {
                    int fits = room;
                    return Question.lazy(g.first, QuestionKind.ORDER, Purpose.MONSTER_SURGE, () -> "Monster surge: only " + arkham.engine.Words.count(fits, "monster")
                            + (fits == 1 ? " fits" : " fit") + " in Arkham; which gate is filled next?", options, () -> Map.of("room", fits));
                }
            }
            if (g.logging()) g.log("surge", -1, "Monster surge at " + g.board.name(place) + ": " + total + (total == 1 ? " monster" : " monsters"));
            List<Integer> fill = new ArrayList<>(order);
            for (int l : gates) if (!fill.contains(l)) fill.add(l);
            for (int l : fill) {
                if (keptAway(g, l)) continue;
                for (int k = 0; k < alloc[l]; k++) {
                    int m = g.drawMonster();
                    if (m < 0) return null;
                    g.placeMonster(m, l);
                }
            }
            for (arkham.engine.Modifiers m : g.modifiers(-1, arkham.engine.Modifiers.Hook.MONSTER_SURGE)) m.monsterSurge(g, place);
            return null;
        }

        /** The places with an open gate, in place order. */
        private static int[] openGates(Game g) {
            int[] r = new int[g.openGates()];
            int k = 0;
            for (int l = 0; l < g.gateAt.length; l++) if (g.gateAt[l] >= 0) r[k++] = l;
            return r;
        }

        @Override
        public void answer(Game g, Choice c) {
            int extrasNeeded = needsExtra(g);
            if (extrasNeeded > 0) {
                List<Integer> e = new ArrayList<>(extra);
                e.add(c.value());
                g.push(new Surge(place, e, order));
            } else {
                List<Integer> o = new ArrayList<>(order);
                o.add(c.value());
                g.push(new Surge(place, extra, o));
            }
        }

        private int needsExtra(Game g) {
            int gates = g.openGates();
            int total = Math.max(gates, g.players);
            int rem = total % gates;
            return Math.max(0, rem - 1) - extra.size();
        }
    }
}
