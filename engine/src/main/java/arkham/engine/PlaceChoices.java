package arkham.engine;

import arkham.engine.Target.Act;
import arkham.engine.def.Board;

/** The options that name a place, built once per board: movement menus are asked very often. */
public final class PlaceChoices {
    private final Choice[] move;
    private final Choice[] stop;
    private final Choice[] pick;

    PlaceChoices(Board board) {
        int n = board.size();
        move = new Choice[n];
        stop = new Choice[n];
        pick = new Choice[n];
        for (int i = 0; i < n; i++) {
            move[i] = new Choice(Target.place(Act.MOVE, i), "move:" + board.slug(i), "Move to " + board.name(i), i);
            stop[i] = new Choice(Target.place(Act.STOP, i), "stop", "End movement at " + board.name(i), -1);
            pick[i] = new Choice(Target.place(Act.CHOOSE, i), "place:" + board.slug(i), board.name(i), i);
        }
    }

    /** The option to move to a place (value: the place). */
    public Choice move(int place) { return move[place]; }

    /** The option to end movement at a place (id "stop", value -1). */
    public Choice stop(int place) { return stop[place]; }

    /** The option to pick a place, labelled with its name (id "place:" and its slug, value: the place). */
    public Choice pick(int place) { return pick[place]; }
}
