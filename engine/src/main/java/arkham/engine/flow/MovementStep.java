package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.Board;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * One investigator's Movement Phase (rulebook p.6-8): a delayed investigator stands up instead;
 * one in an Other World advances to its second area or returns through an open gate to that
 * world (explored), or is lost in time and space; one in Arkham gets Speed movement points.
 */
public record MovementStep(int player) implements Step {
    /** Option values of train rides: TRAIN + the depot reached. */
    private static final int TRAIN = 2_000_000;

    @Override
    public int owner() {
        return player;
    }

    @Override
    public Question run(Game g) {
        Investigator i = g.inv[player];
        Board b = g.board;
        // brought to another's side by Call Friend (Dunwich): no movement of his own this turn
        boolean called = (g.dunwich.calledFriends & 1 << player) != 0;
        g.dunwich.calledFriends &= ~(1 << player);
        if (i.delayed) {
            i.delayed = false;
            if (i.jailed || i.turnLost) {
                // Released from the jail cell to the Police Station, or a lost turn: no encounters either.
                if (g.logging()) g.log("move", player, g.nameOf(player) + (i.jailed ? " is released from jail" : " loses this turn"));
                i.jailed = false;
                i.turnLost = false;
                i.encountersOver = true;
            } else {
                if (g.logging()) g.log("move", player, g.nameOf(player) + " is no longer delayed");
                if (b.inArkham(i.place)) {
                    // standing up ends his movement (order of play): monsters here are evaded or fought
                    i.movePoints = 0;
                    i.dealtWith.clear();
                    g.push(new EndMovement(player));
                }
            }
            return null;
        }
        if (i.place == b.lostInTimeAndSpace()) return null;
        if (b.isOtherWorld(i.place)) {
            if (called) return null;
            g.push(new OtherWorldMove(player));
            g.push(new CardActions.Window(player, Hooks.Timing.OTHER_WORLD_MOVEMENT));
            return null;
        }
        if (b.inArkham(i.place)) {
            i.movePoints = called ? 0 : g.movementPoints(player);
            i.pointsSpent = 0;
            i.dealtWith.clear();
            g.push(new ArkhamMove(player));
        }
        return null;
    }

    /** Other World movement: on to the second area, or back through an open gate to that world. */
    record OtherWorldMove(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            Board b = g.board;
            if (!b.isOtherWorld(g.inv[player].place)) return null;
            Board.OtherWorld w = b.otherWorld(b.world(g.inv[player].place));
            if (b.worldArea(g.inv[player].place) == 1) {
                g.moveInvestigator(player, w.secondArea());
                if (g.logging()) g.log("move", player, g.nameOf(player) + " moves on to the second area of " + w.name());
                return null;
            }
            List<Choice> options = new ArrayList<>();
            for (int place = 0; place < b.size(); place++) {
                if (leadsBack(g, player, place, w.id())) {
                    options.add(new Choice(Target.gate(Act.RETURN, place), "gate:" + Places.key(g, place), "Return through the gate at " + b.name(place), place));
                }
            }
            if (options.isEmpty()) {
                if (g.logging()) g.log("move", player, "No gate to " + w.name() + " is open: " + g.nameOf(player) + " is lost in time and space");
                Status.lostInTimeAndSpace(g, player);
                return null;
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.RETURN_THROUGH_GATE, "Return to Arkham from " + w.name(), options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            returnTo(g, player, c.value());
            g.inv[player].dealtWith.clear();
            g.push(new GateFights(player));
        }
    }

    /**
     * Back from an Other World, the investigator need not evade or fight the monsters at the gate
     * this turn (rulebook p.18), but he may fight any of them.
     */
    record GateFights(int player) implements Step {
        private static final Choice LEAVE = new Choice(Target.PASS, "leave", "Leave the monsters here alone", -1);

        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            IntList ms = Gauntlet.undealt(g, player);
            if (ms.isEmpty()) return null;
            List<Choice> options = new ArrayList<>();
            options.add(LEAVE);
            for (int k = 0; k < ms.size(); k++) {
                int m = ms.get(k);
                String n = g.monster(m).name();
                options.add(Choice.lazy(Target.monster(Act.FIGHT, m), "fight:", m, m, () -> "Fight the " + n));
            }
            String at = g.board.name(g.inv[player].place);
            return Question.lazy(player, QuestionKind.CHOOSE_ONE, Purpose.FIGHT_OR_LEAVE, () -> "Back at " + at + ": fight a monster here?",
                    options, () -> Map.of("monsters", ms.size()));
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() < 0) return;
            g.inv[player].dealtWith.add(c.value());
            g.then(Combat.start(player, c.value()), this);
        }
    }

    /**
     * Whether the investigator may return from this world through the gate at the place: a gate to
     * this world (either world of a Split gate), or any gate with a Gate Box.
     */
    public static boolean leadsBack(Game g, int player, int place, int world) {
        int gate = g.gateAt[place];
        if (gate < 0) return false;
        if (g.content.gateOf(gate).leadsTo(world)) return true;
        for (arkham.engine.Modifiers m : g.modifiers(player, arkham.engine.Modifiers.Hook.RETURNS_THROUGH_ANY_GATE)) if (m.returnsThroughAnyGate(g, player)) return true;
        return false;
    }

    /** Back in Arkham at a gate to the world just explored, with an explored marker (rulebook p.8). */
    public static void returnTo(Game g, int player, int place) {
        Investigator i = g.inv[player];
        g.moveInvestigator(player, place);
        i.explored = true;
        i.movePoints = -1;
        if (g.logging()) g.log("move", player, g.nameOf(player) + " returns to " + g.board.name(place) + " and has explored the gate");
        for (arkham.engine.Modifiers m : g.modifiers(player, arkham.engine.Modifiers.Hook.RETURNED_TO_ARKHAM)) m.returnedToArkham(g, player);
    }

    /** Spend movement points one area at a time, or stop. */
    public record ArkhamMove(int player) implements Step {
        /** The question's context by movement points left, made once rather than per move. */
        @SuppressWarnings("unchecked")
        private static final Supplier<Map<String, Object>>[] POINTS = new Supplier[10];

        static {
            for (int n = 0; n < POINTS.length; n++) {
                int points = n;
                POINTS[n] = () -> Map.of("movementPoints", points);
            }
        }

        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            Investigator i = g.inv[player];
            if (i.movePoints < 0) return null;
            // stop, each way on, a trade per partner and a card or two: rarely grown
            List<Choice> options = new ArrayList<>(3 + g.board.adjacent(i.place).length + g.players);
            String at = g.board.name(i.place);
            options.add(g.content.placeChoices.stop(i.place));
            if (i.movePoints > 0) {
                arkham.engine.Modifiers[] mods = g.modifiers(player, arkham.engine.Modifiers.Hook.PREVENTS_MOVE);
                for (int to : g.board.adjacent(i.place)) {
                    if (g.closed[to] || i.movePoints < entryCost(g, to) || movementBarred(g, mods, player, i.place, to)) continue;
                    options.add(g.content.placeChoices.move(to));
                }
                if (Dunwich.canTakeTrain(g, player)) {
                    for (int to : Dunwich.trainDestinations(g, i.place)) {
                        if (movementBarred(g, mods, player, i.place, to)) continue;
                        String name = g.board.name(to);
                        options.add(Choice.lazy(Target.place(Act.TRAIN, to), "train:" + g.board.slug(to), TRAIN + to, () -> "Take the train to " + name));
                    }
                }
            }
            CardActions.offer(g, player, Hooks.Timing.MOVEMENT, options);
            int points = i.movePoints;
            return Question.lazy(player, QuestionKind.CHOOSE_ONE, Purpose.MOVE, () -> "Move (" + arkham.engine.Words.count(points, "movement point") + " left, at "
                    + at + ")", options, points >= 0 && points < POINTS.length ? POINTS[points] : () -> Map.of("movementPoints", points));
        }

        @Override
        public void answer(Game g, Choice c) {
            if (CardActions.isAction(c)) {
                g.push(this);
                CardActions.use(g, player, c, Hooks.Timing.MOVEMENT);
            } else if (c.value() >= TRAIN) {
                g.then(new Gauntlet(player), new TrainRide(player, c.value() - TRAIN));
            } else if (c.value() < 0) {
                g.then(new Gauntlet(player), new EndMovement(player));
            } else {
                g.then(new Gauntlet(player), new MoveOn(player, c.value()));
            }
        }
    }

    /** Movement points to enter an area: 1, or 2 for a street area once Riots has failed (a Dunwich Rumor). */
    public static int entryCost(Game g, int to) {
        return g.dunwich.streetsCostTwo && g.board.isStreet(to) ? 2 : 1;
    }

    /** Spends movement points (moving, or an item's action); reading a Tome spends them without counting as spent. */
    public static void spend(Game g, int player, int points) {
        g.inv[player].movePoints -= points;
        g.inv[player].pointsSpent += points;
    }

    /** Whether something in play forbids this move (e.g. a street closed for a parade). */
    static boolean movementBarred(Game g, arkham.engine.Modifiers[] mods, int player, int from, int to) {
        for (arkham.engine.Modifiers m : mods) if (m.preventsMove(g, player, from, to)) return true;
        return false;
    }

    /** After dealing with the monsters here: move on, unless a fight or failed evade ended movement. */
    record MoveOn(int player, int to) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            Investigator i = g.inv[player];
            if (i.movePoints < 0) {
                g.push(new EndMovement(player));
                return null;
            }
            g.moveInvestigator(player, to);
            spend(g, player, entryCost(g, to));
            if (g.logging()) g.log("move", player, g.nameOf(player) + " moves to " + g.board.name(to));
            g.push(new ArkhamMove(player));
            return null;
        }
    }

    /** After dealing with the monsters here: the train ride, unless a fight or failed evade ended movement. */
    record TrainRide(int player, int to) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (g.inv[player].movePoints < 0) {
                g.push(new EndMovement(player));
                return null;
            }
            rideTrain(g, player, to);
            g.push(new ArkhamMove(player));
            return null;
        }
    }

    /**
     * What acts when this investigator's movement ends: one effect simply happens; two or more
     * happen at the same time, so the first player orders them (p.23).
     */
    static void endOfMovementEffects(Game g, int player) {
        List<arkham.engine.Modifiers> mods = g.modifiers(player);
        int acting = -1;
        List<Step> effects = null;
        List<String> labels = null;
        for (int k = 0; k < mods.size(); k++) {
            if (!mods.get(k).actsAtEndOfMovement(g, player)) continue;
            if (acting < 0) {
                acting = k;
                continue;
            }
            if (effects == null) {
                effects = new ArrayList<>();
                labels = new ArrayList<>();
                effects.add(new EndOfMovement(player, acting));
                labels.add(Simultaneous.sourceName(g, mods.get(acting), player));
            }
            effects.add(new EndOfMovement(player, k));
            labels.add(Simultaneous.sourceName(g, mods.get(k), player));
        }
        if (effects != null) Simultaneous.resolve(g, effects, labels);
        else if (acting >= 0) mods.get(acting).endOfMovement(g, player);
    }

    /**
     * One of the effects at the end of an investigator's movement: that of the k-th source in play
     * for him ({@link Game#modifiers}), if it still acts when its turn comes.
     */
    record EndOfMovement(int player, int source) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<arkham.engine.Modifiers> mods = g.modifiers(player);
            if (source < mods.size() && mods.get(source).actsAtEndOfMovement(g, player)) mods.get(source).endOfMovement(g, player);
            return null;
        }
    }

    /** Movement is over: deal with any monsters still here, then pick up Clue tokens (rulebook p.8). */
    record EndMovement(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            Investigator i = g.inv[player];
            if (Gauntlet.anyUndealt(g, player)) {
                g.then(new Gauntlet(player), this);
                return null;
            }
            i.movePoints = -1;
            endOfMovementEffects(g, player);
            if (g.board.isLocation(i.place) && g.clues[i.place] > 0 && !Places.preventsCluePickup(g, player)) {
                if (g.logging()) g.log("clue", player, g.nameOf(player) + " picks up " + arkham.engine.def.Stat.CLUES.amount(g.clues[i.place]));
                i.clues += g.clues[i.place];
                g.clues[i.place] = 0;
            }
            // trading may follow movement too (rulebook p.23)
            g.push(new Trade.Window(player));
            return null;
        }
    }

    /** Rides the train: $1 (unless free) and one movement point; the rest of his movement goes on (Dunwich rulebook p.5). */
    public static void rideTrain(Game g, int player, int to) {
        var i = g.inv[player];
        int from = i.place;
        if (!Dunwich.ridesFree(g, player)) i.money -= 1;
        g.moveInvestigator(player, to);
        spend(g, player, 1);
        if (g.logging()) g.log("move", player, g.nameOf(player) + " takes the train from " + g.board.name(from) + " to "
                + g.board.name(to));
    }
}
