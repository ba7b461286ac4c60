package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Modifiers;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.Board;
import arkham.engine.def.MonsterDef;
import arkham.engine.def.MovementType;
import arkham.engine.def.Skill;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Monster movement in the Mythos Phase (rulebook p.10-11). Monsters whose dimension is in the
 * white box follow white arrows, black box black arrows; a monster with an investigator stays.
 * Fast monsters move twice, stopping at investigators; stationary ones never move; flying ones
 * swoop to the connected street with the lowest-Sneak investigator, or else rise to the Sky from a
 * street and stay at a location (order of play, Mythos step 3.E; with the FAQ option
 * {@code flyersRiseFromLocations}, FAQ Q1, they rise from a location too);
 * unique movers follow their own hook; stalkers go for an investigator next to them (Dunwich
 * rulebook p.7) or else follow the arrows. A monster whose arrow leads into a vortex enters it
 * (Dunwich rulebook p.7). What is in play may change how a monster moves.
 *
 * @param movers monster markers chosen to move this phase (fixed before any moves)
 * @param next   index of the next mover
 */
public record MonsterMovement(int white, int black, List<Integer> movers, int next) implements Step {

    public static MonsterMovement start(Game g, int white, int black) {
        return start(g, white, black, false);
    }

    /** With {@code allFlyers} (a Lurker Gate Burst card) every flying monster moves too, whatever its dimension. */
    public static MonsterMovement start(Game g, int white, int black, boolean allFlyers) {
        List<Integer> movers = new ArrayList<>();
        for (int m = 0; m < g.monsterWhere.length; m++) {
            int w = g.monsterWhere[m];
            if (w < 0 || !(g.board.inArkham(w) || w == g.board.sky())) continue;
            int bit = g.monster(m).dimension().bit();
            if (((white | black) & bit) != 0 || allFlyers && g.movement(m) == MovementType.FLYING) movers.add(m);
        }
        // the list is this step's own and never changed again, so it needs no defensive copy
        return new MonsterMovement(white, black, java.util.Collections.unmodifiableList(movers), 0);
    }

    @Override
    public Question run(Game g) {
        for (int k = next; k < movers.size(); k++) {
            int m = movers.get(k);
            int at = g.monsterWhere[m];
            if (at < 0) continue;
            MonsterDef d = g.monster(m);
            boolean useWhite = (white & d.dimension().bit()) != 0;
            switch (g.movement(m)) {
                case STATIONARY -> {
                }
                case NORMAL -> step(g, m, useWhite);
                case STALKER -> {
                    if (stalk(g, m, k)) return null;
                }
                case FAST -> {
                    if (step(g, m, useWhite) && !hasInvestigator(g, g.monsterWhere[m])) step(g, m, useWhite);
                }
                case UNIQUE -> {
                    Hooks.MonsterAbility a = g.content.monsterAbility(m);
                    if (a != null) a.move(g, m);
                }
                case FLYING -> {
                    if (fly(g, m, k)) return null;
                }
            }
        }
        return null;
    }

    /** One normal move along the arrow; false when the monster stays put. */
    private static boolean step(Game g, int m, boolean white) {
        int at = g.monsterWhere[m];
        if (at < 0 || hasInvestigator(g, at)) return false;
        int to = white ? g.board.whiteArrow(at) : g.board.blackArrow(at);
        if (to < 0 || to == at || g.closed[to]) return false;
        g.monsterWhere[m] = to;
        if (g.logging()) g.log("monster", -1, g.monster(m).name() + " moves from " + g.board.name(at) + " to " + g.board.name(to));
        if (g.board.isVortex(to)) {
            Dunwich.enterVortex(g, m, to);
            return false;
        }
        return true;
    }

    /**
     * Stalker movement (Dunwich rulebook p.7): with investigators in adjacent street areas or
     * unstable locations (never a stable one), the stalker moves to the one with the lowest Sneak,
     * even along a line without an arrow; the first player breaks a tie. Otherwise it follows the
     * arrows as a normal monster. True when a tie must be decided first (the rest is pushed).
     */
    private boolean stalk(Game g, int m, int k) {
        Board b = g.board;
        int at = g.monsterWhere[m];
        if (hasInvestigator(g, at)) return false;
        int best = Integer.MAX_VALUE;
        List<Integer> targets = new ArrayList<>();
        for (int a : stalkerReach(g, at)) {
            if (g.closed[a] || !(b.isStreet(a) || b.isLocation(a) && b.isUnstable(a))) continue;
            for (int p = 0; p < g.players; p++) {
                if (g.inv[p].eliminated || g.inv[p].place != a) continue;
                int sneak = g.skill(p, Skill.SNEAK);
                if (sneak < best) {
                    best = sneak;
                    targets.clear();
                }
                if (sneak == best && !targets.contains(a)) targets.add(a);
            }
        }
        if (targets.size() > 1) {
            g.then(new StalkChoice(m, List.copyOf(targets)), new MonsterMovement(white, black, movers, k + 1));
            return true;
        }
        if (targets.size() == 1) {
            stalkTo(g, m, targets.get(0));
        } else {
            step(g, m, (white & g.monster(m).dimension().bit()) != 0);
        }
        return false;
    }

    /** The areas next to a stalker, or, while a card stretches its reach (Balmy), those within two moves. */
    private static int[] stalkerReach(Game g, int at) {
        int[] next = g.board.adjacent(at);
        boolean far = false;
        for (arkham.engine.Modifiers x : g.modifiers(-1, arkham.engine.Modifiers.Hook.STALKERS_REACH_TWO_AREAS)) far |= x.stalkersReachTwoAreas(g);
        if (!far) return next;
        java.util.LinkedHashSet<Integer> r = new java.util.LinkedHashSet<>();
        for (int a : next) {
            r.add(a);
            if (!g.closed[a]) for (int a2 : g.board.adjacent(a)) r.add(a2);
        }
        r.remove(at);
        return r.stream().mapToInt(Integer::intValue).toArray();
    }

    private static void stalkTo(Game g, int m, int to) {
        int from = g.monsterWhere[m];
        g.monsterWhere[m] = to;
        if (g.logging()) g.log("monster", -1, g.monster(m).name() + " stalks from " + g.board.name(from) + " to " + g.board.name(to));
    }

    /** Investigators tied for lowest Sneak next to a stalker: the first player picks which one it goes for. */
    record StalkChoice(int monster, List<Integer> places) implements Step {
        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            for (int s : places) options.add(new Choice(Target.place(Act.CHOOSE, s), "place:" + Places.key(g, s), "The " + g.monster(monster).name()
                    + " stalks to " + g.board.name(s), s));
            return new Question(g.first, QuestionKind.CHOOSE_ONE, Purpose.MONSTER_MOVES, "Where does the stalking " + g.monster(monster).name() + " go?",
                    options, Map.of("monster", g.monster(monster).name()));
        }

        @Override
        public void answer(Game g, Choice c) {
            stalkTo(g, monster, c.value());
        }
    }

    static boolean hasInvestigator(Game g, int place) {
        for (int p = 0; p < g.players; p++) if (!g.inv[p].eliminated && g.inv[p].place == place) return true;
        return false;
    }

    /** Moves a flyer; true when a tie must be decided first (the rest of the movement is pushed). */
    private boolean fly(Game g, int m, int k) {
        Board b = g.board;
        int at = g.monsterWhere[m];
        if (hasInvestigator(g, at)) return false;
        boolean grounded = false;
        for (arkham.engine.Modifiers x : g.modifiers(-1, arkham.engine.Modifiers.Hook.KEEPS_FLYERS_FROM_SKY)) grounded |= x.keepsFlyersFromSky(g);
        if (grounded && at == b.sky()) return false;
        int best = Integer.MAX_VALUE;
        List<Integer> targets = new ArrayList<>();
        for (int s : connectedStreets(g, at)) {
            for (int p = 0; p < g.players; p++) {
                if (g.inv[p].eliminated || g.inv[p].place != s) continue;
                int sneak = g.skill(p, Skill.SNEAK);
                if (sneak < best) {
                    best = sneak;
                    targets.clear();
                }
                if (sneak == best && !targets.contains(s)) targets.add(s);
            }
        }
        if (targets.size() > 1) {
            g.then(new FlyChoice(m, List.copyOf(targets)), new MonsterMovement(white, black, movers, k + 1));
            return true;
        }
        if (targets.size() == 1) {
            moveTo(g, m, targets.get(0));
        } else if (at != b.sky() && b.inArkham(at) && !grounded
                && (b.isStreet(at) || g.setup.options().faq().flyersRiseFromLocations())) {
            // with no investigator in reach: from a street to the Sky (p.11); from a location the order
            // of play (Mythos 3.E) leaves it in place, the FAQ (Q1) sends it up too
            moveTo(g, m, b.sky());
        }
        return false;
    }

    /** Investigators tied for lowest Sneak: the first player picks which one the flyer goes for. */
    record FlyChoice(int monster, List<Integer> streets) implements Step {
        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            for (int s : streets) options.add(new Choice(Target.place(Act.CHOOSE, s), "street:" + Places.key(g, s), "The " + g.monster(monster).name()
                    + " swoops to " + g.board.name(s), s));
            return new Question(g.first, QuestionKind.CHOOSE_ONE, Purpose.MONSTER_MOVES, "Where does the flying " + g.monster(monster).name() + " go?",
                    options, Map.of("monster", g.monster(monster).name()));
        }

        @Override
        public void answer(Game g, Choice c) {
            moveTo(g, monster, c.value());
        }
    }

    private static void moveTo(Game g, int m, int to) {
        int from = g.monsterWhere[m];
        g.monsterWhere[m] = to;
        if (g.logging()) g.log("monster", -1, g.monster(m).name() + " flies from " + g.board.name(from) + " to " + g.board.name(to));
    }

    private static int[] connectedStreets(Game g, int at) {
        Board b = g.board;
        if (at == b.sky()) {
            // Dunwich's streets are adjacent to the Sky too, when its board is in play (Dunwich rulebook p.5)
            int[] streets = java.util.Arrays.stream(b.streets()).filter(g::onBoard).toArray();
            boolean unstable = false;
            for (arkham.engine.Modifiers x : g.modifiers(-1, arkham.engine.Modifiers.Hook.SKY_REACHES_UNSTABLE_LOCATIONS)) unstable |= x.skyReachesUnstableLocations(g);
            if (!unstable) return streets;
            // and, while a card says so, the unstable locations (Windy)
            int[] more = java.util.Arrays.stream(b.locations()).filter(l -> g.onBoard(l) && b.isUnstable(l) && !g.closed[l]).toArray();
            int[] all = java.util.Arrays.copyOf(streets, streets.length + more.length);
            System.arraycopy(more, 0, all, streets.length, more.length);
            return all;
        }
        if (b.isLocation(at)) return new int[]{b.street(at)};
        int[] adjacent = b.adjacent(at);
        int[] r = new int[adjacent.length];
        int n = 0;
        for (int a : adjacent) if (b.isStreet(a)) r[n++] = a;
        return java.util.Arrays.copyOf(r, n);
    }
}
