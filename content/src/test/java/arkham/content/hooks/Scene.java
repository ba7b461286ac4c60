package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.content.TestGames;
import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Setup;
import arkham.engine.def.CheckType;
import arkham.engine.flow.Step;
import arkham.engine.state.IntList;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * A set-up core game cleared to a bare position (no monsters, gates, Clues, Mythos cards or
 * investigator cards), for running one hook with forced dice.
 */
final class Scene {
    final Game g;

    private Scene(Game g) {
        this.g = g;
    }

    static Scene of(String ancientOne, String... investigators) {
        return of(new Setup.Options(false), ancientOne, investigators);
    }

    /** A bare position from a game set up with these options (e.g. an expansion's cards in the decks). */
    static Scene of(Setup.Options options, String ancientOne, String... investigators) {
        Setup s = new Setup(investigators.length, List.of(investigators), ancientOne, false, 7, options);
        Scene sc = new Scene(TestGames.settled(Game.create(ContentLoader.core(), s)));
        sc.clear();
        return sc;
    }

    /** The same bare position in a game of the Herald variant (The Lurker at the Threshold as Herald). */
    static Scene herald(String ancientOne, String... investigators) {
        Setup.Options o = new Setup.Options(false, false, false, true, false, false);
        Setup s = new Setup(investigators.length, List.of(investigators), ancientOne, false, 7, o);
        Scene sc = new Scene(TestGames.settled(Game.create(ContentLoader.core(), s)));
        sc.clear();
        return sc;
    }

    private void clear() {
        for (int m = 0; m < g.monsterWhere.length; m++) if (g.monsterWhere[m] != Game.BOX) g.monsterWhere[m] = Game.CUP;
        TestGames.clearBoard(g);
        for (int p = 0; p < g.players; p++) {
            IntList cs = new IntList(g.inv[p].cards);
            for (int k = 0; k < cs.size(); k++) g.discard(p, cs.get(k));
            g.inv[p].clues = 0;
            g.inv[p].money = 0;
            g.inv[p].delayed = false;
            g.inv[p].encountersOver = false;
            g.inv[p].sanity = g.inv[p].maxSanity;
            g.inv[p].stamina = g.inv[p].maxStamina;
        }
    }

    int place(String name) {
        return g.board.id(name);
    }

    Scene at(int player, String place) {
        g.moveInvestigator(player, place(place));
        return this;
    }

    /** Puts a monster of the named kind from the cup at a place (or Game.trophy(p)); returns the marker. */
    int monster(String name, int where) {
        int kind = g.content.monsterId(name);
        for (int m = 0; m < g.monsterWhere.length; m++) {
            if (g.monsterWhere[m] == Game.CUP && g.content.monsterKind[m] == kind) {
                g.monsterWhere[m] = where;
                return m;
            }
        }
        throw new AssertionError("no " + name + " in the cup");
    }

    /** Opens a gate to the named world at a place; returns the marker. */
    int gate(String world, String place) {
        int w = g.board.worldId(world);
        for (int k = 0; k < g.gateStack.size(); k++) {
            int marker = g.gateStack.get(k);
            if (g.content.gateOf(marker).world() == w) {
                g.gateStack.removeAt(k);
                g.gateAt[place(place)] = marker;
                g.gateWhere[marker] = place(place);
                return marker;
            }
        }
        throw new AssertionError("no gate marker to " + world);
    }

    /** Gives a named card from its deck, old enough to have an Upkeep roll; returns the instance. */
    int give(int player, String card) {
        int inst = g.takeFromDeck(g.content.cardId(card));
        if (inst < 0) throw new AssertionError("no " + card + " left in its deck");
        g.giveCard(player, inst);
        g.fresh[inst] = false;
        return inst;
    }

    /** Forces the dice of the next check of this type (its modifier included) all to one value. */
    Scene checkDice(int player, CheckType type, int modifier, int value) {
        int n = Math.max(0, g.checkValue(player, type) + modifier);
        for (int k = 0; k < n; k++) g.forcedDice.add(value);
        return this;
    }

    Scene dice(int... values) {
        for (int v : values) g.forcedDice.add(v);
        return this;
    }

    /** Runs the steps, then stops at a marker question so the state can be inspected. */
    Scene run(Step... steps) {
        Step[] all = Arrays.copyOf(steps, steps.length + 1);
        all[steps.length] = new Halt();
        g.begin(all);
        return this;
    }

    /** Runs game code as a step (e.g. calling a hook directly). */
    Scene run(Consumer<Game> action) {
        return run(new Do(action));
    }

    Question q() {
        Question q = g.question();
        assertNotNull(q, "expected a question; the game is over: " + g.outcome());
        return q;
    }

    /** Answers with the option whose id or label starts with the text. */
    Scene answer(String idOrLabel) {
        Question q = q();
        for (Choice c : q.options()) {
            if (c.id().startsWith(idOrLabel) || c.label().startsWith(idOrLabel)) {
                g.answer(q.id(), q.player(), c.id());
                return this;
            }
        }
        fail("no option '" + idOrLabel + "' in [" + q.prompt() + "]: " + q.options());
        return this;
    }

    /** Accepts check results without spending Clue tokens until something else is asked. */
    Scene acceptChecks() {
        while (g.question() != null && g.question().options().stream().anyMatch(c -> c.id().equals("accept"))) answer("accept");
        return this;
    }

    boolean asks(String promptStart) {
        Question q = g.question();
        return q != null && q.prompt().startsWith(promptStart);
    }

    boolean halted() {
        return asks(Halt.PROMPT);
    }

    record Do(Consumer<Game> action) implements Step {
        @Override
        public Question run(Game g) {
            action.accept(g);
            return null;
        }
    }

    record Halt() implements Step {
        static final String PROMPT = "(test halt)";

        @Override
        public Question run(Game g) {
            return new Question(0, QuestionKind.CHOOSE_ONE, arkham.engine.Purpose.EFFECT_CHOICE, PROMPT,
                    List.of(Choice.of(arkham.engine.Target.DONE, "halt", "halt"), Choice.of(arkham.engine.Target.DONE, "halt2", "halt")), Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
        }
    }
}
