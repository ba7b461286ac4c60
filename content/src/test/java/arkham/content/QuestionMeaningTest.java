package arkham.content;

import arkham.engine.Choice;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.Target;
import arkham.engine.Target.Kind;
import arkham.engine.agent.Agent;
import arkham.engine.agent.RandomAgent;
import arkham.engine.state.Rng;
import arkham.engine.view.GameView;
import arkham.engine.view.SeatView;
import org.junit.jupiter.api.Test;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Front ends and agents read what a question means from its purpose and its options' targets, so
 * those must be there and true: over at least 20,000 random positions (whole random games of the
 * core game, the Lurker, Dunwich and both, 1-8 players, half of them without trading; every question
 * the engine poses with a choice in it) every
 * question has a purpose, every option a target of a kind its purpose offers (the table below),
 * naming something that exists in the game as it stands (a place of the board, a monster marker in
 * sight, a card in the asker's hands where he acts with it, an investigator still playing, an open
 * gate, ...), no two options of a question mean the same, and each target reads as plain data
 * ({@link GameView#target}).
 */
class QuestionMeaningTest {
    static final int POSITIONS = Integer.getInteger("arkham.meaning.positions", 20_000);
    /** Questions no check applies to: none. */
    private static final Set<Purpose> UNCHECKED = EnumSet.noneOf(Purpose.class);
    /** The kinds of target each purpose's options have; a purpose missing here may have any (a card's own decision). */
    private static final Map<Purpose, Set<Kind>> KINDS = new EnumMap<>(Purpose.class);

    static {
        kinds(Purpose.CHOOSE_INVESTIGATOR, Kind.SHEET, Kind.PLAIN);
        kinds(Purpose.PLACE_SLIDER, Kind.SLIDER);
        kinds(Purpose.PLANNING, Kind.PLAIN);
        kinds(Purpose.ADJUST_SKILLS, Kind.SLIDER, Kind.PLAIN, Kind.CARD, Kind.INVESTIGATOR, Kind.RELATIONSHIP);
        kinds(Purpose.UPKEEP_ACTION, Kind.CARD, Kind.INVESTIGATOR);
        kinds(Purpose.RETURN_FROM_LOST, Kind.PLACE);
        kinds(Purpose.MISSION, Kind.PLAIN, Kind.CARD);
        kinds(Purpose.MOVE, Kind.PLACE, Kind.CARD, Kind.INVESTIGATOR, Kind.RELATIONSHIP);
        kinds(Purpose.RETURN_THROUGH_GATE, Kind.GATE, Kind.PLAIN);
        kinds(Purpose.EVADE_OR_FIGHT, Kind.MONSTER);
        kinds(Purpose.FIGHT_OR_LEAVE, Kind.MONSTER, Kind.PLAIN);
        kinds(Purpose.MONSTER_MOVES, Kind.PLACE);
        kinds(Purpose.TAKE_CLUE, Kind.INVESTIGATOR);
        kinds(Purpose.COMBAT_ACTION, Kind.MONSTER, Kind.CARD, Kind.INVESTIGATOR, Kind.RELATIONSHIP);
        kinds(Purpose.SHARE_SPELL_COST, Kind.STAT);
        kinds(Purpose.SKILL_CHECK, Kind.PLAIN, Kind.CARD, Kind.INVESTIGATOR, Kind.RELATIONSHIP);
        kinds(Purpose.SPEND_CLUES, Kind.PLAIN, Kind.STAT, Kind.CARD);
        kinds(Purpose.HELP_CHECK, Kind.PLAIN, Kind.CARD, Kind.INVESTIGATOR);
        kinds(Purpose.PREVENT_LOSS, Kind.STAT, Kind.CARD, Kind.INVESTIGATOR);
        kinds(Purpose.HELP_PREVENT_LOSS, Kind.PLAIN, Kind.INVESTIGATOR);
        kinds(Purpose.SPLIT, Kind.STAT);
        kinds(Purpose.KNOCKED_OUT, Kind.PLAIN, Kind.CARD);
        kinds(Purpose.LOCATION_ENCOUNTER, Kind.PLACE, Kind.ABILITY);
        kinds(Purpose.STREET_ABILITY, Kind.PLAIN, Kind.ABILITY);
        kinds(Purpose.CHOOSE_ENCOUNTER, Kind.ENCOUNTER);
        kinds(Purpose.REDRAW_ENCOUNTER, Kind.ENCOUNTER, Kind.CARD);
        kinds(Purpose.ENCOUNTER_CHOICE, Kind.OPTION);
        kinds(Purpose.CLOSE_OR_SEAL, Kind.CHECK, Kind.CARD, Kind.PLAIN);
        kinds(Purpose.SEAL, Kind.PLAIN, Kind.GATE);
        kinds(Purpose.SPLIT_GATE, Kind.WORLD);
        kinds(Purpose.USE_CARD, Kind.PLAIN, Kind.CARD, Kind.INVESTIGATOR, Kind.RELATIONSHIP);
        kinds(Purpose.TRADE, Kind.PLAIN, Kind.STAT, Kind.CARD);
        kinds(Purpose.TRADE_REQUEST, Kind.PLAIN);
        kinds(Purpose.START_TRADE, Kind.PLAIN, Kind.INVESTIGATOR);
        kinds(Purpose.DRAW_TOP_OR_BOTTOM, Kind.PLAIN, Kind.CARD);
        kinds(Purpose.KEEP_CARDS, Kind.CARD);
        kinds(Purpose.DISCARD, Kind.CARD, Kind.PLAIN);
        kinds(Purpose.BUY, Kind.PLAIN, Kind.CARD);
        kinds(Purpose.SELL, Kind.PLAIN, Kind.CARD);
        kinds(Purpose.SEARCH_DECK, Kind.PLAIN, Kind.CARD);
        kinds(Purpose.SPEND_TROPHIES, Kind.TROPHIES, Kind.MONSTER, Kind.GATE_MARKER, Kind.STAT, Kind.PLAIN);
        kinds(Purpose.PAY, Kind.STAT, Kind.PLAIN);
        kinds(Purpose.ORDER_EFFECTS, Kind.OPTION);
        kinds(Purpose.MONSTER_SURGE, Kind.GATE);
        kinds(Purpose.ORDER_GATES, Kind.GATE);
        kinds(Purpose.CANCEL_MYTHOS, Kind.PLAIN, Kind.MYTHOS);
        kinds(Purpose.CANCEL_ATTACK, Kind.PLAIN, Kind.CARD);
        kinds(Purpose.BATTLE_ATTACK, Kind.PLAIN, Kind.CARD);
        kinds(Purpose.DUNWICH_REWARD, Kind.PLAIN, Kind.CARD);
        kinds(Purpose.RETIRE, Kind.PLAIN);
        kinds(Purpose.DARK_PACT, Kind.PLAIN, Kind.OPTION);
        kinds(Purpose.HEAL, Kind.PLAIN, Kind.INVESTIGATOR);
        kinds(Purpose.BLESS, Kind.INVESTIGATOR);
    }

    private static void kinds(Purpose p, Kind... kinds) {
        KINDS.put(p, EnumSet.of(kinds[0], kinds));
    }

    /** Acts done with a card in one's own hands (or a face-up Dunwich Condition, anyone's to use). */
    private static final Set<Target.Act> OWN_CARD = EnumSet.of(Target.Act.HOLD, Target.Act.RELEASE, Target.Act.CAST,
            Target.Act.CAST_AIDED, Target.Act.USE, Target.Act.UPKEEP, Target.Act.PASS_CHECK, Target.Act.REROLL, Target.Act.AS_CLUE,
            Target.Act.PREVENT, Target.Act.REDRAW, Target.Act.CANCEL, Target.Act.SEAL, Target.Act.SACRIFICE, Target.Act.SELL,
            Target.Act.GIVE);

    @Test
    void everyQuestionSaysWhatItDecidesAndEveryOptionWhatItMeans() {
        Content c = ContentLoader.core();
        List<Setup.Options> sets = List.of(Setup.Options.DEFAULT, Setup.Options.DEFAULT.withLurker(),
                new Setup.Options(true).withDunwich(), Setup.Options.DEFAULT.withLurker().withDunwich());
        int perSetup = (POSITIONS + 8 * sets.size() - 1) / (8 * sets.size());
        Map<Purpose, Integer> seen = new TreeMap<>();
        int positions = 0;
        long seed = 90_000;
        for (Setup.Options options : sets) {
            List<String> aos = c.ancientOnes.stream().filter(a -> options.uses(a.expansion())).map(a -> a.name()).toList();
            for (int players = 1; players <= 8; players++) {
                int here = 0;
                while (here < perSetup) {
                    seed++;
                    Setup setup = Setup.random(players, seed).withAncientOne(aos.get((int) (seed % aos.size()))).withOptions(options);
                    Game g = Game.create(c, setup);
                    // every other game nobody starts a trade, so games go deeper in as many positions
                    Agent agent = seed % 2 == 0 ? new RandomAgent(seed) : new NoTrade(seed);
                    for (int answers = 0; !g.isOver() && answers < FuzzTest.MAX_ANSWERS; answers++) {
                        Question q = g.question();
                        try {
                            check(g, q);
                        } catch (AssertionError | RuntimeException e) {
                            throw new AssertionError("seed " + seed + " (" + setup + "), question " + q.id() + " to player " + q.player()
                                    + " \"" + q.prompt() + "\": " + e.getMessage(), e);
                        }
                        seen.merge(q.purpose(), 1, Integer::sum);
                        here++;
                        g.answer(q.id(), q.player(), agent.choose(SeatView.of(g, q.player())));
                    }
                }
                positions += here;
            }
        }
        assertTrue(positions >= POSITIONS, positions + " positions");
        System.out.println("purposes over " + positions + " random positions: " + seen);
    }

    /** Answers at random, but never starts a trade (read from the options' targets). */
    private static final class NoTrade implements Agent {
        private final Rng rng;

        NoTrade(long seed) {
            rng = new Rng(seed);
        }

        @Override
        public Choice choose(SeatView view) {
            Question q = view.question();
            List<Choice> others = q.options().stream().filter(o -> o.act() != Target.Act.TRADE).toList();
            List<Choice> from = others.isEmpty() ? q.options() : others;
            return from.get(rng.nextInt(from.size()));
        }
    }

    /** The checks of one question, as the game stands when it is asked. */
    static void check(Game g, Question q) {
        Purpose purpose = q.purpose();
        if (purpose == null) fail("no purpose");
        if (UNCHECKED.contains(purpose)) return;
        Set<Target> distinct = new HashSet<>();
        for (Choice o : q.options()) {
            Target t = o.target();
            if (t == null) fail("option " + o.id() + " has no target");
            Set<Kind> allowed = KINDS.get(purpose);
            if (allowed != null && !allowed.contains(t.kind())) fail(purpose + " offers option " + o.id() + " with a " + t + " target");
            String wrong = names(g, q.player(), t);
            if (wrong != null) fail("option " + o.id() + ": " + t + " " + wrong);
            if (!distinct.add(t)) fail("two options mean " + t + ": " + q.options());
            assertEquals(t.kind().name(), GameView.target(g, q.player(), t).get("kind"));
        }
    }

    /** What is wrong with what the target names, or null when it names something real here. */
    private static String names(Game g, int asked, Target t) {
        var b = g.board;
        if (t instanceof Target.Place p) return in(p.place(), b.size(), "place");
        if (t instanceof Target.Monster m) {
            if (m.marker() < 0 || m.marker() >= g.monsterWhere.length) return "names no monster marker";
            int w = g.monsterWhere[m.marker()];
            return w >= 0 || w == Game.ENCOUNTER || w == Game.RUMOR || Game.isTrophy(w) ? null : "names a monster out of sight (" + w + ")";
        }
        if (t instanceof Target.Card card) {
            int k = card.card();
            if (k < 0 || k >= g.content.cardKind.length) return "names no card";
            if (OWN_CARD.contains(card.act()) && g.cardWhere[k] != asked && !g.dunwich.conditions.contains(k)) {
                return "names a card not in the asker's hands (where " + g.cardWhere[k] + ")";
            }
            return null;
        }
        if (t instanceof Target.Investigator i) {
            if (i.player() < 0 || i.player() >= g.players) return "names no player";
            return g.inv[i.player()].eliminated ? "names an investigator out of the game" : null;
        }
        if (t instanceof Target.Sheet s) return in(s.investigator(), g.content.investigators.size(), "investigator");
        if (t instanceof Target.Gate gate) {
            String r = in(gate.place(), b.size(), "place");
            return r != null ? r : g.gateAt[gate.place()] < 0 ? "names a place with no open gate" : null;
        }
        if (t instanceof Target.World w) return in(w.world(), b.worlds().size(), "Other World");
        if (t instanceof Target.GateMarker m) return in(m.marker(), g.gateWhere.length, "gate marker");
        if (t instanceof Target.Slider s) return s.slider() < 0 || s.slider() > 2 || s.stop() < 0 || s.stop() > 3 ? "names no slider stop" : null;
        if (t instanceof Target.Amount a) return a.amount() < 0 ? "is negative" : null;
        if (t instanceof Target.Stat s) return s.amount() < 0 ? "is negative" : null;
        if (t instanceof Target.Option o) return o.index() < 0 ? "is negative" : null;
        if (t instanceof Target.Trophies x) {
            if (x.toughness() < 0 || x.gates() < 0 || x.toughness() + x.gates() == 0) return "names no trophies";
            int toughness = 0;
            for (int m = 0; m < g.monsterWhere.length; m++) if (g.monsterWhere[m] == Game.trophy(asked)) toughness += g.toughness(m);
            return toughness >= x.toughness() && g.gateTrophies(asked) >= x.gates() ? null : "names trophies the asker does not hold";
        }
        if (t instanceof Target.Encounter e) {
            String r = in(e.place(), b.size(), "place");
            if (r != null) return r;
            return in(e.card(), b.isOtherWorld(e.place()) ? g.content.gateCards.size() : g.content.locationCards.size(), "encounter card");
        }
        if (t instanceof Target.Ability a) {
            String r = in(a.place(), b.size(), "place");
            return r != null ? r : in(a.index(), g.content.locationAbilityIds(a.place()).size(), "ability of " + b.name(a.place()));
        }
        if (t instanceof Target.Mythos m) return in(m.card(), g.content.mythos.size(), "Mythos card");
        if (t instanceof Target.Relationship r) return in(r.relationship(), g.content.relationships.size(), "relationship");
        return null;
    }

    private static String in(int n, int size, String what) {
        return n >= 0 && n < size ? null : "names no " + what + " (" + n + ")";
    }
}
