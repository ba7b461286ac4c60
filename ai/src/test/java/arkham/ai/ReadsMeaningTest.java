package arkham.ai;

import arkham.content.ContentLoader;
import arkham.content.Pack;
import arkham.engine.Choice;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Setup;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.Stat;
import arkham.engine.state.IntList;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The agents read what a question decides and what each option means (its purpose and targets),
 * and what cards and places can do (capabilities), never prompts, labels, option ids or names: the
 * same question with every word replaced gets the same scores, and a card renamed keeps its use.
 */
@Tag("slow")
class ReadsMeaningTest {
    /** Positions per expansion set (whole heuristic games, 1-8 players). */
    private static final int QUESTIONS = 6_000;

    @Test
    void wordsChangeNothingOnlyMeaningDoes() {
        Content c = ContentLoader.core();
        List<Setup.Options> sets = List.of(Setup.Options.DEFAULT, Setup.Options.DEFAULT.withLurker(), Setup.Options.DEFAULT.withDunwich(),
                Setup.Options.DEFAULT.withLurker().withDunwich());
        int purposes = 0;
        for (Setup.Options o : sets) {
            java.util.Set<Purpose> seen = java.util.EnumSet.noneOf(Purpose.class);
            int asked = 0;
            for (long seed = 1; asked < QUESTIONS; seed++) {
                Game g = Game.create(c, Setup.random(1 + (int) (seed % 8), seed).withOptions(o));
                HeuristicAgent player = new HeuristicAgent();
                HeuristicAgent reader = new HeuristicAgent();
                for (int n = 0; n < 20_000 && g.question() != null && asked < QUESTIONS; n++) {
                    Question q = g.question();
                    if (q.optionCount() > 1) {
                        Question blank = withoutWords(q);
                        assertArrayEquals(reader.scores(g, q), reader.scores(g, blank), "seed " + seed + ": " + q);
                        assertEquals(SearchAgent.worthSearching(q), SearchAgent.worthSearching(blank), q.toString());
                        assertEquals(SearchAgent.isMovement(g, q), SearchAgent.isMovement(g, blank), q.toString());
                        seen.add(q.purpose());
                        asked++;
                    }
                    g.answer(q.id(), q.player(), player.choose(g, q));
                }
            }
            purposes = Math.max(purposes, seen.size());
        }
        assertTrue(purposes >= 30, "only " + purposes + " purposes met");
    }

    /** The question with the same purpose, kind, context and option meanings and values, but no prompt, labels or ids worth reading. */
    static Question withoutWords(Question q) {
        List<Choice> options = new ArrayList<>();
        for (int k = 0; k < q.optionCount(); k++) {
            Choice c = q.option(k);
            options.add(new Choice(code(c.target()), "o" + k, "?", c.value()));
        }
        return new Question(q.player(), q.kind(), q.purpose(), "?", options, q.context());
    }

    /** A target's code, made again from its record. */
    static long code(Target t) {
        Act a = t.act();
        if (t instanceof Target.Place x) return Target.place(a, x.place());
        if (t instanceof Target.Monster x) return Target.monster(a, x.marker());
        if (t instanceof Target.Card x) return Target.card(a, x.card());
        if (t instanceof Target.Investigator x) return Target.investigator(a, x.player());
        if (t instanceof Target.Sheet x) return Target.sheet(a, x.investigator());
        if (t instanceof Target.Gate x) return Target.gate(a, x.place());
        if (t instanceof Target.World x) return Target.world(a, x.world());
        if (t instanceof Target.GateMarker x) return Target.gateMarker(a, x.marker());
        if (t instanceof Target.Slider x) return Target.slider(x.slider(), x.stop());
        if (t instanceof Target.Amount x) return Target.amount(a, x.amount());
        if (t instanceof Target.Stat x) return Target.stat(a, x.stat(), x.amount());
        if (t instanceof Target.Check x) return Target.check(a, x.type());
        if (t instanceof Target.Option x) return Target.option(a, x.index());
        if (t instanceof Target.Encounter x) return Target.encounter(x.place(), x.card());
        if (t instanceof Target.Ability x) return Target.ability(x.place(), x.index());
        if (t instanceof Target.Mythos x) return Target.mythos(a, x.card());
        if (t instanceof Target.Relationship x) return Target.relationship(a, x.relationship());
        if (t instanceof Target.Dimension x) return Target.dimension(a, x.dimension());
        if (t instanceof Target.Trophies x) return Target.trophies(a, x.toughness(), x.gates());
        return Target.plain(a);
    }

    // ------------------------------------------------------------------ cards by what they can do

    /**
     * A content pack whose Common Items gain a "Velocipede" with the Motorcycle's action (its hook)
     * and what it can do, and whose Motorcycle lists no capability.
     */
    private static Content renamed(Path dir) throws IOException {
        Path f = dir.resolve("core/cards/common.json");
        Files.createDirectories(f.getParent());
        Files.writeString(f, """
                {"deck": "common", "cards": [
                  {"name": "Velocipede", "count": 1, "price": 4, "capabilities": ["extra-movement"], "hook": "motorcycle",
                   "text": "Movement: exhaust for 2 extra movement points."},
                  {"name": "Motorcycle", "count": 2, "price": 4, "hook": "motorcycle", "text": "Movement: exhaust for 2 extra movement points."}
                ]}
                """);
        return ContentLoader.withPacks(List.of(Pack.open(dir)));
    }

    /** Player 0 in the Movement Phase at Northside with one movement point left, an open gate far off, holding the card. */
    private static Object[] movement(Content content, String card) {
        Setup s = new Setup(1, List.of("Michael McGlen"), "Yig", false, 7, new Setup.Options(false));
        Game g = Game.create(content, s);
        HeuristicAgent a = new HeuristicAgent();
        while (g.question() != null && g.phase == Phase.SETUP) g.answer(g.question().id(), 0, a.choose(g, g.question()));
        IntList cs = new IntList(g.inv[0].cards);
        for (int k = 0; k < cs.size(); k++) g.discard(0, cs.get(k));
        MovementTest.quiet(g);
        int from = g.board.id("Northside");
        int far = g.board.id("Unvisited Isle");
        g.moveInvestigator(0, from);
        g.inv[0].movePoints = 1;
        int marker = g.gateStack.get(0);
        g.gateStack.removeAt(0);
        g.gateAt[far] = marker;
        g.gateWhere[marker] = far;
        int c = FinalBattleTest.give(g, 0, card);
        List<Choice> options = new ArrayList<>();
        options.add(g.content.placeChoices.stop(from));
        for (int to : g.board.adjacent(from)) options.add(g.content.placeChoices.move(to));
        options.add(new Choice(Target.card(Act.USE, c), "use:" + c, "Use " + card, c));
        Question q = new Question(0, QuestionKind.CHOOSE_ONE, Purpose.MOVE, "Move", options, Map.of());
        return new Object[] {g, q, c};
    }

    @Test
    void aCardIsUsedForWhatItDoesWhateverItsName(@TempDir Path dir) throws IOException {
        Content content = renamed(dir);
        Object[] velocipede = movement(content, "Velocipede");
        Choice picked = new HeuristicAgent().choose((Game) velocipede[0], (Question) velocipede[1]);
        assertEquals(Target.card(Act.USE, (int) velocipede[2]), code(picked.target()), "more movement: the gate is out of reach");
        Object[] plain = movement(content, "Motorcycle");
        picked = new HeuristicAgent().choose((Game) plain[0], (Question) plain[1]);
        assertEquals(Act.MOVE, picked.act(), "a card named Motorcycle that lists no extra movement is not counted on for it");
    }

    // ------------------------------------------------------------------ options by their targets

    @Test
    void whatIsGivenUpIsReadFromTheTargets() {
        Game g = FinalBattleTest.battle("Yig");
        int gate = TrophyUseTest.gateTrophy(g);
        int monster = TrophyUseTest.monsterTrophy(g, "Zombie");
        int knife = FinalBattleTest.give(g, ".45 Automatic");
        g.inv[0].clues = 2;
        // the labels say the opposite of the targets
        Question q = new Question(0, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "?", List.of(
                new Choice(Target.card(Act.DISCARD, knife), "a", "A monster trophy", 0),
                new Choice(Target.stat(Act.LOSE, Stat.CLUES, 1), "b", "A gate trophy", 1),
                new Choice(Target.gateMarker(Act.LOSE, gate), "c", "A Clue token", 2),
                new Choice(Target.monster(Act.LOSE, monster), "d", "An item", 3)), Map.of());
        assertEquals("c", new HeuristicAgent().choose(g, q).id(), "in the final battle trophies go first, the gate trophy listed first");
        g.awakened = false;
        assertEquals("b", new HeuristicAgent().choose(g, q).id(), "before it, a Clue token, then a monster trophy; never the gate trophy first");
    }

    @Test
    void aFreeLossPreventionIsTakenWhoeverOffersIt() {
        Game g = MovementTest.quiet();
        g.inv[0].sanity = 2;
        Question q = new Question(0, QuestionKind.CHOOSE_ONE, Purpose.PREVENT_LOSS, "?", List.of(
                new Choice(Target.stat(Act.ACCEPT, Stat.SANITY, 2), "prevent", "Prevent it", 0),
                new Choice(Target.investigator(Act.PREVENT, 0), "accept", "Accept the loss", 1)), Map.of("stat", "SANITY", "amount", 2));
        assertEquals("accept", new HeuristicAgent().choose(g, q).id(), "his own ability lessens the loss at no cost");
    }

    @Test
    void theEncounterWorthMostIsPickedWhereverTheQuestionComesFrom() {
        Game g = MovementTest.quiet();
        int place = g.board.id("Black Cave");
        g.moveInvestigator(0, place);
        // two location cards for the place, the worse one first; the question carries no context
        int worst = -1, best = -1;
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (int card = 0; card < g.content.locationCards.size(); card++) {
            if (g.content.locationCards.get(card).encounters().get(place) == null) continue;
            double v = EncounterValue.of(g, 0, place, card, false);
            if (v < lo) {
                lo = v;
                worst = card;
            }
            if (v > hi) {
                hi = v;
                best = card;
            }
        }
        assertTrue(hi > lo);
        Question q = new Question(0, QuestionKind.CHOOSE_ONE, Purpose.CHOOSE_ENCOUNTER, "?", List.of(
                new Choice(Target.encounter(place, worst), "x", "?", worst), new Choice(Target.encounter(place, best), "y", "?", best)), Map.of());
        assertEquals("y", new HeuristicAgent().choose(g, q).id());
    }

    @Test
    void aShopIsAnAbilityThatBuysItems() {
        Game g = MovementTest.quiet();
        int easttown = g.board.id("Easttown");
        g.moveInvestigator(0, easttown);
        for (var m : g.content.mythos) if ("dunwich-neighborhood-sale".equals(m.hook())) g.setEnvironment(m.id());
        int sale = g.content.locationAbilityIds(easttown).indexOf("dunwich-neighborhood-sale-offer");
        Question q = new Question(0, QuestionKind.CHOOSE_ONE, Purpose.STREET_ABILITY, "?", List.of(
                new Choice(Target.PASS, "pass", "?", 0), new Choice(Target.ability(easttown, sale), "ability", "?", 1)), Map.of());
        g.inv[0].money = 10;
        assertEquals("ability", new HeuristicAgent().choose(g, q).id(), "Items for sale (an Environment's offer in a street) and money to spend");
        g.inv[0].money = 2;
        assertEquals("pass", new HeuristicAgent().choose(g, q).id(), "too little money to shop with");
    }
}
