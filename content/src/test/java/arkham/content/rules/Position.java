package arkham.content.rules;

import arkham.content.ContentLoader;
import arkham.content.TestGames;
import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.def.Content;
import arkham.engine.state.IntList;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Builds rule-test positions: a normally set-up game with named investigators and Ancient One,
 * then cleared to a chosen state (no monsters, gates or Clues unless placed) before a chosen
 * step runs with forced dice.
 */
final class Position {
    final Game g;
    final Content c;

    private Position(Game g) {
        this.g = g;
        this.c = g.content;
    }

    static Position of(String ancientOne, String... investigators) {
        return of(ContentLoader.core(), new Setup.Options(false), ancientOne, investigators);
    }

    /** A position from given content and setup options (e.g. with parts of an expansion on). */
    static Position of(Content content, Setup.Options options, String ancientOne, String... investigators) {
        Setup s = new Setup(investigators.length, List.of(investigators), ancientOne, false, 42, options);
        Game g = TestGames.settled(Game.create(content, s));
        Position p = new Position(g);
        p.clearBoard();
        return p;
    }

    /** Every monster back to the cup (masks stay boxed), every gate back to the stack, no Clues, doom 0. */
    Position clearBoard() {
        for (int m = 0; m < g.monsterWhere.length; m++) if (g.monsterWhere[m] != Game.BOX) g.monsterWhere[m] = Game.CUP;
        TestGames.clearBoard(g);
        g.turn = 1;
        for (int p = 0; p < g.players; p++) {
            g.inv[p].delayed = false;
            g.inv[p].place = g.defOf(p).home();
        }
        return this;
    }

    int place(String name) {
        return g.board.id(name);
    }

    Position at(int player, String place) {
        g.moveInvestigator(player, place(place));
        return this;
    }

    /** Places a monster of the named kind from the cup at a place; returns the marker. */
    int monster(String name, String place) {
        int kind = c.monsterId(name);
        for (int m = 0; m < g.monsterWhere.length; m++) {
            if ((g.monsterWhere[m] == Game.CUP || g.monsterWhere[m] == Game.BOX) && c.monsterKind[m] == kind) {
                g.monsterWhere[m] = place(place);
                return m;
            }
        }
        throw new AssertionError("no " + name + " in the cup");
    }

    /** Opens a gate to the named world at a place, taking a marker from the stack; returns the marker. */
    int gate(String world, String place) {
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

    /** Gives a named card (taken from its deck) to an investigator; returns the card instance. */
    int give(int player, String card) {
        int inst = g.takeFromDeck(c.cardId(card));
        if (inst < 0) throw new AssertionError("no " + card + " left in its deck");
        g.giveCard(player, inst);
        g.fresh[inst] = false;
        return inst;
    }

    /** Removes all cards from an investigator (back to their decks). */
    Position emptyHanded(int player) {
        IntList cs = new IntList(g.inv[player].cards);
        for (int k = 0; k < cs.size(); k++) g.discard(player, cs.get(k));
        return this;
    }

    Position dice(int... values) {
        for (int v : values) g.forcedDice.add(v);
        return this;
    }

    Position sliders(int player, int speedSneak, int fightWill, int loreLuck) {
        g.inv[player].slider[0] = speedSneak;
        g.inv[player].slider[1] = fightWill;
        g.inv[player].slider[2] = loreLuck;
        return this;
    }

    Question q() {
        Question q = g.question();
        assertNotNull(q, "expected a question; the game is over: " + g.outcome());
        return q;
    }

    /** Answers the pending question with the option whose id or label starts with the text. */
    Position answer(String idOrLabel) {
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

    boolean asks(String promptStart) {
        Question q = g.question();
        return q != null && q.prompt().startsWith(promptStart);
    }

    /** Runs the steps and then halts at a marker question, so the state can be inspected. */
    Position run(arkham.engine.flow.Step... steps) {
        arkham.engine.flow.Step[] all = java.util.Arrays.copyOf(steps, steps.length + 1);
        all[steps.length] = new Halt();
        g.begin(all);
        return this;
    }

    boolean halted() {
        Question q = g.question();
        return q != null && q.prompt().equals(Halt.PROMPT);
    }

    /** A question with two identical answers that marks the end of a rule test. */
    record Halt() implements arkham.engine.flow.Step {
        static final String PROMPT = "(test halt)";

        @Override
        public Question run(Game g) {
            return new Question(0, arkham.engine.QuestionKind.CHOOSE_ONE, arkham.engine.Purpose.EFFECT_CHOICE, PROMPT,
                    List.of(Choice.of(arkham.engine.Target.DONE, "halt", "halt"), Choice.of(arkham.engine.Target.DONE, "halt2", "halt")), java.util.Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
        }
    }
}
