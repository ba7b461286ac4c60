package arkham.content;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.IllegalAnswerException;
import arkham.engine.Phase;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Setup;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.agent.Driver;
import arkham.engine.agent.RandomAgent;
import arkham.engine.view.GameView;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The engine's API promises: determinism, cheap isolated copies, rejected illegal answers. */
class EngineContractTest {

    private static Game midGame(long seed, int answers) {
        Game g = Game.create(ContentLoader.core(), Setup.random(4, seed));
        RandomAgent a = new RandomAgent(seed);
        for (int k = 0; k < answers && !g.isOver(); k++) {
            Question q = g.question();
            g.answer(q.id(), q.player(), a.choose(q).id());
        }
        return g;
    }

    @Test
    void sameSetupSeedAndAnswersGiveTheSameGame() {
        for (long seed = 1; seed <= 20; seed++) {
            Game a = Game.create(ContentLoader.core(), Setup.random(1 + (int) (seed % 8), seed));
            Game b = Game.create(ContentLoader.core(), Setup.random(1 + (int) (seed % 8), seed));
            Driver.playOut(a, new RandomAgent(seed), 200_000);
            Driver.playOut(b, new RandomAgent(seed), 200_000);
            assertEquals(a.stateHash(), b.stateHash(), "seed " + seed);
            assertEquals(a.outcome(), b.outcome());
        }
    }

    @Test
    void aCopyEqualsTheOriginalAndContinuesIdentically() {
        Game g = midGame(7, 300);
        Game c = g.copy();
        assertEquals(g.stateHash(), c.stateHash());
        assertEquals(GameView.of(g), GameView.of(c));
        Driver.playOut(g, new RandomAgent(99), 200_000);
        Driver.playOut(c, new RandomAgent(99), 200_000);
        assertEquals(g.stateHash(), c.stateHash(), "copy diverged from the original");
    }

    @Test
    void aCopyIsIsolatedFromTheOriginal() {
        Game g = midGame(11, 300);
        long before = g.stateHash();
        Object viewBefore = GameView.of(g);
        Game c = g.copy();
        Driver.playOut(c, new RandomAgent(5), 200_000);
        c.inv[0].money += 100;
        c.clues[0] += 3;
        assertEquals(before, g.stateHash());
        assertEquals(viewBefore, GameView.of(g));
    }

    @Test
    void aSearchCopyHasTheSameVisibleStateButAnotherFuture() {
        Game g = midGame(13, 200);
        Game s = g.copyForSearch(12345);
        assertNotEquals(g.rng.state(), s.rng.state());
        assertEquals(g.inv[0].place, s.inv[0].place);
        assertEquals(g.doom, s.doom);
        assertEquals(g.mythosDeck.size(), s.mythosDeck.size());
    }

    /** A search copy must not know what comes next: every hidden pile holds the same cards in another order. */
    @Test
    void aSearchCopyReshufflesEveryHiddenPile() {
        Game g = midGame(13, 200);
        Game s = g.copyForSearch(4242);
        assertHiddenOrderDiffers(g.mythosDeck, s.mythosDeck, "Mythos deck");
        assertHiddenOrderDiffers(g.gateDeck, s.gateDeck, "gate deck");
        assertHiddenOrderDiffers(g.gateStack, s.gateStack, "gate marker stack");
        for (int d = 0; d < g.decks.length; d++)
            if (g.decks[d].size() > 5) assertHiddenOrderDiffers(g.decks[d], s.decks[d], "deck " + d);
    }

    private static void assertHiddenOrderDiffers(arkham.engine.state.IntList real, arkham.engine.state.IntList search, String what) {
        int[] a = real.toArray(), b = search.toArray();
        assertNotEquals(java.util.Arrays.toString(a), java.util.Arrays.toString(b), what + ": the search copy kept the real order");
        java.util.Arrays.sort(a);
        java.util.Arrays.sort(b);
        assertEquals(java.util.Arrays.toString(a), java.util.Arrays.toString(b), what + ": the same cards");
    }

    /**
     * Two tied search copies with one seed that have drawn different dice (as two answers to one
     * question would) are the same game again once the next player's part of the phase begins;
     * untied copies stay apart.
     */
    @Test
    void tiedSearchCopiesMeetTheSameDiceInTheNextPart() {
        int checked = 0;
        for (long seed = 1; seed <= 30 && checked < 5; seed++) {
            Game g = Game.create(ContentLoader.core(), Setup.random(4, seed));
            RandomAgent a = new RandomAgent(seed);
            for (int k = 0; k < 3000 && !g.isOver(); k++) {
                Question q = g.question();
                if (g.phase == Phase.UPKEEP && g.turn >= 2 && q.option("done") != null) {
                    assertTrue(sameAfterThisPart(g.copyForSearchTied(99), g.copyForSearchTied(99)), "seed " + seed);
                    assertFalse(sameAfterThisPart(g.copyForSearch(99), g.copyForSearch(99)), "seed " + seed);
                    checked++;
                    break;
                }
                g.answer(q.id(), q.player(), a.choose(q).id());
            }
        }
        assertEquals(5, checked);
    }

    /** Rolls three dice in {@code a} only, ends the player's Upkeep in both, and compares them when the next part asks. */
    private static boolean sameAfterThisPart(Game a, Game b) {
        for (int k = 0; k < 3; k++) a.die();
        assertNotEquals(a.stateHash(), b.stateHash());
        int p = a.question().player();
        for (Game g : new Game[] {a, b}) {
            Question q = g.question();
            g.answer(q.id(), q.player(), "done");
            for (int n = 0; n < 50 && g.question() != null && g.phase == Phase.UPKEEP && g.question().player() == p; n++) {
                Question next = g.question();
                g.answer(next.id(), next.player(), next.options().get(0).id());
            }
        }
        return a.stateHash() == b.stateHash();
    }

    /**
     * A game given a new future (an import of an unfinished game) shows exactly what the original
     * shows and keeps recording events, but what comes next is drawn again: the hidden piles hold
     * the same cards in another order, depending on nothing hidden, and the same seed gives the same
     * game, so a replay reaches it again.
     */
    @Test
    void aNewFutureKeepsEverythingVisibleAndDrawsTheRestAgain() {
        Game g = midGame(13, 200).logEvents(true);
        Game f = g.withNewFuture(4242);
        assertEquals(GameView.of(g), GameView.of(f));
        assertNotEquals(g.rng.state(), f.rng.state());
        assertHiddenOrderDiffers(g.mythosDeck, f.mythosDeck, "Mythos deck");
        assertHiddenOrderDiffers(g.gateStack, f.gateStack, "gate marker stack");
        assertEquals(f.stateHash(), g.withNewFuture(4242).stateHash(), "the same seed, the same game");
        assertEquals(g.copyForSearch(1).withNewFuture(9).stateHash(), g.copyForSearch(2).withNewFuture(9).stateHash(),
                "nothing hidden in the original survives");
        assertTrue(f.logging());
        for (int k = 0; k < 40 && !f.isOver(); k++) f.answer(f.question().id(), f.question().player(), f.question().options().get(0).id());
        assertFalse(f.drainEvents().isEmpty(), "events are recorded");
    }

    @Test
    void aSearchCopyDependsOnlyOnTheVisibleState() {
        Game g = midGame(13, 200);
        // two games alike but for the hidden order of decks, gate stack and dice to come
        Game a = g.copyForSearch(1);
        Game b = g.copyForSearch(2);
        assertNotEquals(a.stateHash(), b.stateHash());
        assertEquals(a.copyForSearch(77).stateHash(), b.copyForSearch(77).stateHash());
        assertEquals(a.copyForSearchTied(77).stateHash(), b.copyForSearchTied(77).stateHash());
    }

    @Test
    void illegalAnswersAreRejectedAndChangeNothing() {
        Game g = midGame(3, 50);
        Question q = g.question();
        assertNotNull(q);
        long h = g.stateHash();
        assertThrows(IllegalAnswerException.class, () -> g.answer(q.id(), q.player(), "no-such-option"));
        assertThrows(IllegalAnswerException.class, () -> g.answer(q.id(), (q.player() + 1) % 4, q.options().get(0).id()));
        assertEquals(h, g.stateHash());
        g.answer(q.id(), q.player(), q.options().get(0).id());
        assertTrue(g.stateHash() != h || g.isOver());
    }

    /**
     * An answer names its question: one meant for an earlier question is refused even when the
     * question now pending offers an option with the same id, or the very same shared Choice
     * (Upkeep's "done", the slider moves): these used to pass the id and identity checks.
     */
    @Test
    void answersToAnEarlierQuestionAreRejectedEvenWhenTheOptionIsOfferedAgain() {
        int sameIdAgain = 0, sameChoiceAgain = 0;
        for (long seed = 1; seed <= 40; seed++) {
            Game g = Game.create(ContentLoader.core(), Setup.random(4, seed));
            RandomAgent a = new RandomAgent(seed);
            for (int k = 0; k < 600 && !g.isOver(); k++) {
                Question before = g.question();
                Choice chosen = a.choose(before);
                g.answer(before.id(), before.player(), chosen);
                Question now = g.question();
                if (now == null) break;
                assertTrue(now.id() > before.id(), "question ids increase");
                for (Choice c : now.options()) {
                    if (c.id().equals(chosen.id()) && now.player() == before.player()) {
                        sameIdAgain++;
                        long h = g.stateHash();
                        IllegalAnswerException e = assertThrows(IllegalAnswerException.class,
                                () -> g.answer(before.id(), before.player(), chosen.id()));
                        assertTrue(e.getMessage().contains("no longer pending"), e.getMessage());
                        assertEquals(h, g.stateHash(), "a stale answer changes nothing");
                    }
                    if (c == chosen) {
                        sameChoiceAgain++;
                        assertThrows(IllegalAnswerException.class, () -> g.answer(before.id(), now.player(), chosen));
                    }
                }
            }
        }
        // the cases the rule is about really happen in these games
        assertTrue(sameIdAgain > 20, "stale ids offered again: " + sameIdAgain);
        assertTrue(sameChoiceAgain > 5, "shared choices offered again: " + sameChoiceAgain);
    }

    /** The hash is what copy and determinism tests compare, so it must see every part of the state. */
    @Test
    void theStateHashSeesTheLastCheckForcedDrawsAndPendingWork() {
        Game g = midGame(6, 35);
        long h = g.stateHash();
        java.util.List<java.util.function.Consumer<Game>> changes = List.of(
                c -> c.lastSuccesses++,
                c -> c.lastPassed = !c.lastPassed,
                c -> c.forcedDice.add(6),
                c -> c.forcedMonsters.add(0),
                c -> c.forcedLocationCards.add(0),
                c -> c.inv[0].clues++,
                c -> c.rumorTokens++);
        for (int k = 0; k < changes.size(); k++) {
            Game c = g.copy();
            assertEquals(h, c.stateHash(), "a copy hashes the same");
            changes.get(k).accept(c);
            assertNotEquals(h, c.stateHash(), "change " + k + " is not seen by the hash");
            assertEquals(h, g.stateHash(), "the original is untouched by change " + k);
        }
    }

    @Test
    void anAnswerToAQuestionNotYetAskedIsRejected() {
        Game g = midGame(2, 30);
        Question q = g.question();
        IllegalAnswerException e = assertThrows(IllegalAnswerException.class,
                () -> g.answer(q.id() + 1, q.player(), q.options().get(0).id()));
        assertTrue(e.getMessage().contains("has not been asked"), e.getMessage());
    }

    @Test
    void aCopyKeepsTheQuestionIdAndItsOwnCount() {
        Game g = midGame(4, 25);
        Question q = g.question();
        Game c = g.copy();
        assertEquals(q.id(), c.question().id());
        g.answer(q.id(), q.player(), q.options().get(0).id());
        assertEquals(q.id(), c.question().id(), "the copy still waits on the question it was made at");
        c.answer(q.id(), q.player(), q.options().get(0).id());
        assertEquals(g.stateHash(), c.stateHash());
        if (!g.isOver()) assertEquals(g.question().id(), c.question().id());
    }

    @Test
    void answeringWithAChoiceObjectAcceptsOnlyThePendingQuestionsOwnOptions() {
        Game g = midGame(5, 40);
        Question q = g.question();
        long h = g.stateHash();
        Choice lookalike = new Choice(Target.PASS, q.options().get(0).id(), q.options().get(0).label(), q.options().get(0).value());
        assertThrows(IllegalAnswerException.class, () -> g.answer(q.id(), q.player(), lookalike), "an equal copy is not the option");
        assertThrows(IllegalAnswerException.class, () -> g.answer(q.id(), (q.player() + 1) % 4, q.options().get(0)));
        assertEquals(h, g.stateHash());
        Game byId = g.copy();
        g.answer(q.id(), q.player(), q.options().get(0));
        byId.answer(q.id(), q.player(), q.options().get(0).id());
        assertEquals(byId.stateHash(), g.stateHash(), "both ways of answering do the same");
    }

    /**
     * Lazy labels and prompts are built from the game that asked. A copy shares the pending
     * question, so once the original moves on, the copy must still read what was true when it
     * was made: the same text as a game replayed to that point.
     */
    @Test
    void aCopysPendingQuestionReadsAsWhenItWasMade() {
        for (long seed = 1; seed <= 6; seed++) {
            // with the Lurker too: Power tokens and Dark Pacts put live numbers in labels
            Setup setup = new Setup(3, List.of(), null, false, seed, seed % 2 == 0 ? Setup.Options.DEFAULT : Setup.Options.DEFAULT.withLurker());
            Game g = Game.create(ContentLoader.core(), setup);
            RandomAgent a = new RandomAgent(seed);
            List<String> answers = new java.util.ArrayList<>();
            List<Game> copies = new java.util.ArrayList<>();
            for (int k = 0; k < 400 && !g.isOver(); k++) {
                if (k % 10 == 0) copies.add(g.copy());
                Question q = g.question();
                String id = a.choose(q).id();
                answers.add(id);
                g.answer(q.id(), q.player(), id);
            }
            for (int n = 0; n < copies.size(); n++) {
                Game replay = Game.create(ContentLoader.core(), setup);
                for (int k = 0; k < n * 10; k++) replay.answer(replay.question().id(), replay.question().player(), answers.get(k));
                Question expected = replay.question(), actual = copies.get(n).question();
                String at = "seed " + seed + ", copy after " + n * 10 + " answers";
                assertEquals(expected.prompt(), actual.prompt(), at);
                assertEquals(expected.options().stream().map(Choice::label).toList(),
                        actual.options().stream().map(Choice::label).toList(), at);
                assertEquals(expected.context(), actual.context(), at);
                assertEquals(expected.purpose(), actual.purpose(), at);
                assertEquals(expected.options().stream().map(Choice::target).toList(),
                        actual.options().stream().map(Choice::target).toList(), at);
            }
        }
    }

    @Test
    void anIdsStartReadsTheSameWhetherTheIdIsBuiltOrNot() {
        long trade = Target.investigator(Act.TRADE, 3);
        for (Choice c : List.of(Choice.lazy(trade, "trade:", 3, 5_900_003, () -> "Trade"), new Choice(trade, "trade:3", "Trade", 5_900_003))) {
            assertTrue(c.idStartsWith("trade:"), c.id());
            assertTrue(c.idStartsWith("tra"), c.id());
            assertTrue(c.idStartsWith("trade:3"), c.id());
            assertFalse(c.idStartsWith("trade:4"), c.id());
            assertFalse(c.idStartsWith("use:"), c.id());
        }
    }

    /** Trading's texts are both a prompt supplier and option Labels: each choice reads its label as it was given. */
    @Test
    void aLabelSupplierThatIsAlsoLabelsReadsAsItWasGiven() {
        interface Both extends java.util.function.Supplier<String>, Choice.Labels {
        }
        Both texts = new Both() {
            public String get() {
                return "Trade with Kate";
            }

            public String label(int value) {
                return "Give card " + value;
            }
        };
        assertEquals("Trade with Kate", Choice.lazy(Target.investigator(Act.TRADE, 1), "trade:1", 1, texts).label());
        assertEquals("Give card 7", Choice.labelled(Target.card(Act.GIVE, 7), "give:", 7, 7, texts).label());
    }

    @Test
    void lazyPromptsLabelsAndIdsReadTheSameAsEagerOnes() {
        long lamp = Target.card(Act.USE, 42);
        Choice lazy = Choice.lazy(lamp, "use:", 42, 7, () -> "Use the lamp");
        assertEquals("use:42", lazy.id());
        assertEquals("Use the lamp", lazy.label());
        assertEquals(new Choice(lamp, "use:42", "Use the lamp", 7), lazy);
        Question q = Question.lazy(0, QuestionKind.CHOOSE_ONE, Purpose.USE_CARD, () -> "Pick", List.of(lazy), () -> Map.of("n", 1));
        assertEquals(new Question(0, QuestionKind.CHOOSE_ONE, Purpose.USE_CARD, "Pick", List.of(lazy), Map.of("n", 1)), q);
        assertSame(lazy, q.option("use:42"));
        IllegalStateException empty = assertThrows(IllegalStateException.class,
                () -> Question.lazy(0, QuestionKind.CHOOSE_ONE, Purpose.USE_CARD, () -> "Nothing to pick", List.of()));
        assertTrue(empty.getMessage().contains("Nothing to pick"), empty.getMessage());
    }

    @Test
    void everyQuestionOffersAWayForward() {
        Game g = Game.create(ContentLoader.core(), Setup.random(3, 77));
        RandomAgent a = new RandomAgent(77);
        for (int k = 0; k < 20_000 && !g.isOver(); k++) {
            Question q = g.question();
            assertTrue(q.options().size() >= 1);
            assertTrue(q.player() >= 0 && q.player() < 3);
            g.answer(q.id(), q.player(), a.choose(q).id());
        }
    }
}
