package arkham.engine.testkit;

import arkham.engine.Choice;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Setup;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.def.CheckType;
import arkham.engine.flow.MythosStep;
import arkham.engine.state.IntList;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Builds rule-test positions on any content: a game set up as usual with named investigators and
 * Ancient One, cleared to a chosen state (no monsters, gates or Clues unless placed), then a chosen
 * step run with forced dice and stopped at a marker question so the state can be inspected.
 * {@link #position} keeps what setup dealt the investigators; {@link #scene} takes it all away too.
 */
public final class Table {
    /** The Lurker at the Threshold as Herald, nothing else of it. */
    public static final Setup.Options HERALD = new Setup.Options(false, false, false, true, false, false);

    public final Game g;
    public final Content c;

    private Table(Game g) {
        this.g = g;
        this.c = g.content;
    }

    /** A game set up with these options (seed 42), the board cleared; the investigators keep what they drew. */
    public static Table position(Content content, Setup.Options options, String ancientOne, String... investigators) {
        Table t = new Table(settled(Game.create(content, setup(options, 42, ancientOne, investigators))));
        t.clearBoard();
        t.g.turn = 1;
        for (int p = 0; p < t.g.players; p++) t.g.inv[p].place = t.g.defOf(p).home();
        return t;
    }

    /** A bare position (seed 7): the board cleared, and no cards, Clues or money; Sanity and Stamina full. */
    public static Table scene(Content content, Setup.Options options, String ancientOne, String... investigators) {
        Table t = new Table(settled(Game.create(content, setup(options, 7, ancientOne, investigators))));
        t.clearBoard();
        Game g = t.g;
        for (int p = 0; p < g.players; p++) {
            t.emptyHanded(p);
            g.inv[p].clues = 0;
            g.inv[p].money = 0;
            g.inv[p].encountersOver = false;
            g.inv[p].sanity = g.inv[p].maxSanity;
            g.inv[p].stamina = g.inv[p].maxStamina;
        }
        return t;
    }

    private static Setup setup(Setup.Options options, long seed, String ancientOne, String... investigators) {
        return new Setup(investigators.length, List.of(investigators), ancientOne, false, seed, options);
    }

    /**
     * The game past its setup draws: an investigator who draws one card more or may draw from the
     * bottom is asked during setup; here the first option is taken, so the rest of setup follows.
     */
    public static Game settled(Game g) {
        while (g.question() != null && g.question().options().stream()
                .anyMatch(c -> c.id().startsWith("keep:") || c.id().equals("bottom"))) {
            g.answer(g.question().id(), g.question().player(), g.question().options().get(0).id());
        }
        return g;
    }

    /** No gates (their markers back on the stack), Clues, Environment or Rumor; doom 0; player 0 first. */
    public static Game clearBoard(Game g) {
        for (int place = 0; place < g.board.size(); place++) {
            if (g.gateAt[place] >= 0) {
                g.gateWhere[g.gateAt[place]] = Game.STACK;
                g.gateStack.add(g.gateAt[place]);
                g.gateAt[place] = -1;
            }
            g.clues[place] = 0;
        }
        if (g.environment() >= 0) MythosStep.leave(g, g.environment());
        if (g.rumor() >= 0) MythosStep.leave(g, g.rumor());
        g.doom = 0;
        g.first = 0;
        return g;
    }

    /** Every monster back to the cup (those in the box stay there), {@link #clearBoard(Game)}, no one delayed. */
    public Table clearBoard() {
        for (int m = 0; m < g.monsterWhere.length; m++) if (g.monsterWhere[m] != Game.BOX) g.monsterWhere[m] = Game.CUP;
        clearBoard(g);
        for (int p = 0; p < g.players; p++) g.inv[p].delayed = false;
        return this;
    }

    public int place(String name) {
        return g.board.id(name);
    }

    public Table at(int player, String place) {
        g.moveInvestigator(player, place(place));
        return this;
    }

    /** Places a monster of the named kind at a place; returns the marker. */
    public int monster(String name, String place) {
        return monster(name, place(place));
    }

    /** Puts a monster of the named kind (from the cup, else the box) at a place or Game.trophy(p); returns the marker. */
    public int monster(String name, int where) {
        int kind = c.monsterId(name);
        for (int from : new int[] {Game.CUP, Game.BOX}) {
            for (int m = 0; m < g.monsterWhere.length; m++) {
                if (g.monsterWhere[m] == from && c.monsterKind[m] == kind) {
                    g.monsterWhere[m] = where;
                    return m;
                }
            }
        }
        throw new AssertionError("no " + name + " in the cup");
    }

    /** Opens a gate to the named world at a place, taking a marker from the stack; returns the marker. */
    public int gate(String world, String place) {
        int w = g.board.worldId(world);
        for (int k = 0; k < g.gateStack.size(); k++) {
            int marker = g.gateStack.get(k);
            if (c.gateOf(marker).world() == w) {
                g.gateStack.removeAt(k);
                g.gateAt[place(place)] = marker;
                g.gateWhere[marker] = place(place);
                return marker;
            }
        }
        throw new AssertionError("no gate marker to " + world + " in the stack");
    }

    /** Gives a named card (taken from its deck, old enough to have an Upkeep roll); returns the instance. */
    public int give(int player, String card) {
        int inst = g.takeFromDeck(c.cardId(card));
        if (inst < 0) throw new AssertionError("no " + card + " left in its deck");
        g.giveCard(player, inst);
        g.fresh[inst] = false;
        return inst;
    }

    /** Every card of an investigator back to its deck. */
    public Table emptyHanded(int player) {
        IntList cs = new IntList(g.inv[player].cards);
        for (int k = 0; k < cs.size(); k++) g.discard(player, cs.get(k));
        return this;
    }

    public Table dice(int... values) {
        for (int v : values) g.forcedDice.add(v);
        return this;
    }

    /** Forces the dice of the next check of this type (its modifier included) all to one value. */
    public Table checkDice(int player, CheckType type, int modifier, int value) {
        int n = Math.max(0, g.checkValue(player, type) + modifier);
        for (int k = 0; k < n; k++) g.forcedDice.add(value);
        return this;
    }

    public Table sliders(int player, int speedSneak, int fightWill, int loreLuck) {
        g.inv[player].slider[0] = speedSneak;
        g.inv[player].slider[1] = fightWill;
        g.inv[player].slider[2] = loreLuck;
        return this;
    }

    public Question q() {
        Question q = g.question();
        assertNotNull(q, "expected a question; the game is over: " + g.outcome());
        return q;
    }

    /** Answers the pending question with the option whose id or label starts with the text. */
    public Table answer(String idOrLabel) {
        Question q = q();
        for (Choice ch : q.options()) {
            if (ch.id().startsWith(idOrLabel) || ch.label().startsWith(idOrLabel)) {
                g.answer(q.id(), q.player(), ch.id());
                return this;
            }
        }
        fail("no option '" + idOrLabel + "' in [" + q.prompt() + "]: " + q.options());
        return this;
    }

    /** Accepts check results without spending Clue tokens until something else is asked. */
    public Table acceptChecks() {
        while (g.question() != null && g.question().options().stream().anyMatch(c -> c.id().equals("accept"))) answer("accept");
        return this;
    }

    public boolean asks(String promptStart) {
        Question q = g.question();
        return q != null && q.prompt().startsWith(promptStart);
    }

    /** Runs the steps, then stops at a marker question so the state can be inspected. */
    public Table run(Step... steps) {
        Step[] all = Arrays.copyOf(steps, steps.length + 1);
        all[steps.length] = new Halt();
        g.begin(all);
        return this;
    }

    /** Runs game code as a step (e.g. calling a hook directly). */
    public Table run(Consumer<Game> action) {
        return run(new Do(action));
    }

    public boolean halted() {
        return asks(Halt.PROMPT);
    }

    /** Game code as a step. */
    public record Do(Consumer<Game> action) implements Step {
        @Override
        public Question run(Game g) {
            action.accept(g);
            return null;
        }
    }

    /** A question with two identical answers that marks the end of a rule test. */
    public record Halt() implements Step {
        public static final String PROMPT = "(test halt)";

        @Override
        public Question run(Game g) {
            return new Question(0, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, PROMPT,
                    List.of(Choice.of(Target.DONE, "halt", "halt"), Choice.of(Target.DONE, "halt2", "halt")), Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
        }
    }
}
