package arkham.content;

import arkham.engine.Content;
import arkham.engine.Event;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.agent.RandomAgent;
import arkham.engine.def.CardDef;
import arkham.engine.def.Expansion;
import arkham.engine.def.GateCardDef;
import arkham.engine.def.LocationCardDef;
import arkham.engine.def.MonsterDef;
import arkham.engine.def.MythosDef;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Coverage statistics from random play: which components complete random games actually reach.
 * Investigator cards count once any copy leaves its deck (starting possessions included);
 * location, gate and Mythos cards count when an event reports drawing them ({@link Event#card()});
 * a monster kind counts when an investigator fights or tries to evade one.
 * <p>
 * Everything is asserted reached (the Mask monsters come up only when Nyarlathotep is the Ancient
 * One, so every eighth game uses him) except the three Deputy cards: they come only from the
 * Police Station's Deputized ability, which random players rarely afford (about once in 3,000
 * games), so LocationAbilitiesTest#deputizedForTwoGateTrophiesThatGoUnderTheStack shows them.
 * The game count leaves a wide margin over the least-seen component, printed with the statistics.
 */
@Tag("slow")
class FuzzCoverageTest {
    static final int GAMES = Integer.getInteger("arkham.coverage.games", 1000);
    static final int MAX_ANSWERS = 100_000;
    static final List<String> RARE_IN_RANDOM_PLAY = List.of("Deputy of Arkham", "Deputy's Revolver", "Patrol Wagon");

    final Content c = ContentLoader.core();
    final Map<String, Integer> cards = counter(c.cards.stream().map(CardDef::name).toList());
    // These games use the core set only: the expansions' cards are covered by their own tests.
    final Map<String, Integer> locationCards = counter(c.locationCards.stream().filter(d -> d.expansion() == Expansion.CORE).map(LocationCardDef::name).toList());
    final Map<String, Integer> gateCards = counter(c.gateCards.stream().filter(d -> d.expansion() == Expansion.CORE).map(GateCardDef::name).toList());
    final Map<String, Integer> mythos = counter(c.mythos.stream().filter(d -> d.expansion() == Expansion.CORE).map(MythosDef::name).toList());
    final Map<String, Integer> monsters = counter(c.monsters.stream().filter(d -> d.expansion() == Expansion.CORE).map(MonsterDef::name).toList());
    final List<String> coreAncientOnes = c.ancientOnes.stream().filter(d -> d.expansion() == Expansion.CORE)
            .map(arkham.engine.def.AncientOneDef::name).toList();

    @Test
    void randomGamesReachEveryComponent() {
        for (int n = 0; n < GAMES; n++) play(n);

        report("investigator cards", cards);
        report("location cards", locationCards);
        report("gate cards", gateCards);
        report("Mythos cards", mythos);
        report("monster kinds met in combat or evading", monsters);

        assertAllReached("monster kinds", monsters);
        RARE_IN_RANDOM_PLAY.forEach(cards::remove);
        assertAllReached("investigator cards other than the Deputy cards", cards);
        assertAllReached("location cards", locationCards);
        assertAllReached("gate cards", gateCards);
        assertAllReached("Mythos cards", mythos);
    }

    /** One random game: 1-8 players, every Ancient One in turn. */
    private void play(int n) {
        int players = 1 + n % 8;
        String ao = coreAncientOnes.get((n / 8) % coreAncientOnes.size());
        Setup setup = Setup.random(players, 5000L + n).withAncientOne(ao);
        Game g = Game.create(c, setup).logEvents(true);
        RandomAgent agent = new RandomAgent(n);
        boolean[] seen = new boolean[g.cardWhere.length];
        record(g, seen);
        for (int answers = 0; !g.isOver(); answers++) {
            assertTrue(answers < MAX_ANSWERS, "game " + n + " (" + setup + ") did not end");
            Question q = g.question();
            g.answer(q.id(), q.player(), agent.choose(q).id());
            record(g, seen);
        }
    }

    private void record(Game g, boolean[] seen) {
        for (int card = 0; card < seen.length; card++) {
            if (!seen[card] && g.cardWhere[card] != Game.IN_DECK) {
                seen[card] = true;
                count(cards, c.cardOf(card).name());
            }
        }
        for (Event e : g.drainEvents()) {
            switch (e.type()) {
                case "encounter" -> {
                    if (e.card() != null && !count(locationCards, e.card())) count(gateCards, e.card());
                }
                case "mythos" -> {
                    if (e.card() != null) count(mythos, e.card());
                }
                case "combat", "evade" -> monsterNamed(e.text());
                default -> {
                }
            }
        }
    }

    /** Combat and evade events end with "the <monster>"; the longest name wins (Vampire, Fire Vampire). */
    private void monsterNamed(String text) {
        monsters.keySet().stream()
                .filter(m -> text.endsWith("the " + m))
                .max(Comparator.comparingInt(String::length))
                .ifPresent(m -> count(monsters, m));
    }

    private static boolean count(Map<String, Integer> counter, String name) {
        return counter.computeIfPresent(name, (k, v) -> v + 1) != null;
    }

    private static Map<String, Integer> counter(List<String> names) {
        Map<String, Integer> m = new LinkedHashMap<>();
        for (String n : names) m.put(n, 0);
        return m;
    }

    private static void report(String what, Map<String, Integer> counter) {
        List<String> never = counter.entrySet().stream().filter(e -> e.getValue() == 0).map(Map.Entry::getKey).toList();
        String rarest = counter.entrySet().stream().filter(e -> e.getValue() > 0)
                .sorted(Map.Entry.comparingByValue()).limit(3)
                .map(e -> e.getKey() + " x" + e.getValue()).collect(Collectors.joining(", "));
        System.out.println("coverage over " + GAMES + " games, " + what + ": " + (counter.size() - never.size()) + "/"
                + counter.size() + " reached; rarest: " + rarest + (never.isEmpty() ? "" : "; never: " + never));
    }

    private static void assertAllReached(String what, Map<String, Integer> counter) {
        List<String> never = counter.entrySet().stream().filter(e -> e.getValue() == 0).map(Map.Entry::getKey).toList();
        assertEquals(List.of(), never, what + " never reached in " + GAMES + " random games");
    }
}
