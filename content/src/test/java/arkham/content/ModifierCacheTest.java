package arkham.content;

import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Modifiers;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.agent.RandomAgent;
import arkham.engine.flow.Dunwich;
import arkham.engine.flow.NewInvestigator;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * {@code Game.modifiers} is cached and trusted while the versions of its sources are unchanged, so
 * a change to what is in play that forgot to bump them leaves the rules reading a stale list. In
 * random games of the core game, every Lurker part and every Dunwich part (1-8 players), after
 * setup and after every answer, each cached list and per-hook array must be what a copy of the
 * game, which builds its own, collects from scratch. Now and then play goes on in a copy, so
 * copies' own lists are watched too.
 */
@Tag("slow")
class ModifierCacheTest {
    static final int GAMES = Integer.getInteger("arkham.modifierCache.games", 120);

    @Test
    void cachedModifiersAreAlwaysWhatIsInPlayInCoreGames() {
        play(1_000L, Setup.Options.DEFAULT);
    }

    @Test
    void cachedModifiersAreAlwaysWhatIsInPlayWithAllOfTheLurker() {
        play(2_000L, Setup.Options.DEFAULT.withLurker());
    }

    @Test
    void cachedModifiersAreAlwaysWhatIsInPlayWithDunwichAndTheLurker() {
        play(3_000L, Setup.Options.DEFAULT.withLurker().withDunwich());
        play(4_000L, new Setup.Options(true).withDunwich());
    }

    /** Condition cards turn rarely in random games: each with an ability, face up and down again. */
    @Test
    void aConditionTurnedIsInOrOutOfPlayAtOnce() {
        Game g = Game.create(ContentLoader.core(), Setup.random(2, 5).withOptions(new Setup.Options(true).withDunwich()));
        for (String name : List.of("Coded Messages", "Darke's Blessing", "Velma's Gratitude")) {
            check(g);
            Dunwich.turnCondition(g, name, true);
            check(g);
            Dunwich.turnCondition(g, name, false);
            check(g);
        }
    }

    /** A replacement's sheet comes with new cards in random games; here the sheet changes alone. */
    @Test
    void aNewSheetBringsItsOwnAbility() {
        Game g = Game.create(ContentLoader.core(), Setup.random(2, 5));
        for (int k = 0; k < 2; k++) {
            check(g);
            g.inv[0].setDef(otherAbility(g));
            check(g);
        }
        NewInvestigator.replaceInvestigator(g, 1, otherAbility(g));
        check(g);
    }

    /** An unused investigator whose ability is not investigator 0's. */
    private static int otherAbility(Game g) {
        Content c = g.content;
        for (int k = 0; k < g.unusedInvestigators.size(); k++) {
            int d = g.unusedInvestigators.get(k);
            if (c.investigatorAbility(d) != null && c.investigatorAbility(d) != c.investigatorAbility(g.inv[0].def())) return d;
        }
        throw new AssertionError("no investigator with another ability is unused");
    }

    private static void play(long seeds, Setup.Options options) {
        Content c = ContentLoader.core();
        List<String> aos = c.ancientOnes.stream().filter(a -> options.uses(a.expansion())).map(a -> a.name()).toList();
        for (int n = 0; n < GAMES; n++) {
            Setup setup = Setup.random(1 + n % 8, seeds + n).withAncientOne(aos.get((n / 8) % aos.size())).withOptions(options);
            try {
                Game g = Game.create(c, setup);
                RandomAgent agent = new RandomAgent(n);
                int answers = 0;
                check(g);
                while (!g.isOver()) {
                    if (++answers > FuzzTest.MAX_ANSWERS) fail("did not end within " + FuzzTest.MAX_ANSWERS + " answers");
                    if (answers % 97 == 0) g = g.copy();
                    Question q = g.question();
                    g.answer(q.id(), q.player(), agent.choose(q));
                    check(g);
                }
            } catch (RuntimeException | AssertionError e) {
                throw new AssertionError("game " + n + " with " + setup + " failed: " + e, e);
            }
        }
    }

    private static void check(Game g) {
        Game fresh = g.copy();
        for (int p = -1; p < g.players; p++) {
            same(g.modifiers(p), fresh.modifiers(p), p, "all hooks");
            for (Modifiers.Hook h : Modifiers.Hook.values()) same(List.of(g.modifiers(p, h)), List.of(fresh.modifiers(p, h)), p, h.name());
        }
    }

    /** The same sources in the same order, by identity (they are the content's own objects). */
    private static void same(List<Modifiers> cached, List<Modifiers> fresh, int p, String hook) {
        boolean same = cached.size() == fresh.size();
        for (int k = 0; same && k < cached.size(); k++) same = cached.get(k) == fresh.get(k);
        if (!same) fail("stale modifiers for " + (p < 0 ? "the game" : "investigator " + p) + " (" + hook + "): " + cached + ", in play: " + fresh);
    }
}
