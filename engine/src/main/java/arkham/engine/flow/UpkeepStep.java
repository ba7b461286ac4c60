package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Phase;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * One investigator's Upkeep (rulebook p.6): refresh exhausted cards, perform Upkeep actions in
 * the order he picks (none for cards gained since the last Upkeep), then adjust sliders within
 * Focus; an investigator who loses this turn has none of it. An investigator back from being lost in time and space first picks where in Arkham he
 * returns (p.17).
 */
public record UpkeepStep(int player, Stage stage, int focusUsed, int slidersMoved) implements Step {
    public enum Stage { REFRESH, ACTIONS, SLIDERS }

    /** A stage of his Upkeep before any slider has moved. */
    public UpkeepStep(int player, Stage stage, int focusUsed) {
        this(player, stage, focusUsed, 0);
    }

    /** Whether he may move this slider now: something in play may allow each slider one stop a turn (Concussion). */
    private boolean mayMove(Game g, int slider) {
        if ((slidersMoved & (1 << slider)) == 0) return true;
        for (arkham.engine.Modifiers m : g.modifiers(player, arkham.engine.Modifiers.Hook.ONE_STOP_PER_SLIDER)) if (m.oneStopPerSlider(g, player)) return false;
        return true;
    }

    /**
     * Slider moves by slider and direction, then by the stop moved from (each targets the stop it
     * moves to): value s*2+1 moves slider s right (first skill up), s*2 moves it left.
     */
    private static final Choice[][] SLIDER_MOVES = new Choice[6][4];
    private static final Choice DONE = new Choice(Target.DONE, "done", "Done with Upkeep", -1);

    /** The skill question's prompt and context by focus left, for the usual amounts: made once, not per question. */
    @SuppressWarnings("unchecked")
    private static final Supplier<String>[] FOCUS_PROMPTS = new Supplier[8];
    @SuppressWarnings("unchecked")
    private static final Supplier<Map<String, Object>>[] FOCUS_CONTEXTS = new Supplier[8];

    private static String focusPrompt(int left) {
        return "Adjust skills (" + left + " focus left)";
    }

    static {
        for (int n = 0; n < FOCUS_PROMPTS.length; n++) {
            int left = n;
            FOCUS_PROMPTS[n] = () -> focusPrompt(left);
            FOCUS_CONTEXTS[n] = () -> Map.of("focusLeft", left);
        }
        for (int s = 0; s < 3; s++) {
            String a = PlaceSliders.label(PlaceSliders.SKILLS[s * 2]);
            String b = PlaceSliders.label(PlaceSliders.SKILLS[s * 2 + 1]);
            for (int from = 0; from < 4; from++) {
                if (from < 3) SLIDER_MOVES[s * 2 + 1][from] = new Choice(Target.slider(s, from + 1), "slider:" + s + ":right",
                        "Move " + a + "/" + b + " slider: " + a + " up", s * 2 + 1);
                if (from > 0) SLIDER_MOVES[s * 2][from] = new Choice(Target.slider(s, from - 1), "slider:" + s + ":left",
                        "Move " + a + "/" + b + " slider: " + b + " up", s * 2);
            }
        }
    }

    @Override
    public int owner() {
        return player;
    }

    @Override
    public Question run(Game g) {
        Investigator i = g.inv[player];
        switch (stage) {
            case REFRESH -> {
                if (g.phase == Phase.UPKEEP && (i.jailed || i.turnLost)) {
                    // a lost turn is lost whole (rulebook p.16; FAQ): no refresh, actions, income or sliders
                    if (g.logging()) g.log("upkeep", player, g.nameOf(player) + " loses this turn: no Upkeep");
                    return null;
                }
                for (int k = 0; k < i.cards.size(); k++) g.exhausted[i.cards.get(k)] = false;
                Dunwich.refreshConditions(g);
                for (int rel = 0; rel < g.relationshipCards(); rel++) {
                    if (g.inRelationship(rel, player)) g.relationshipExhausted[rel] = false;
                }
                i.encountersOver = false;
                g.push(new UpkeepStep(player, Stage.ACTIONS, 0));
                if (i.place == g.board.lostInTimeAndSpace() && !i.delayed) g.push(new ReturnFromLost(player));
                // at the start of Upkeep, a Mission's sacrifice where its next step is (Dunwich rulebook p.5)
                Tasks.offerMissionSteps(g, player);
                // first of all (Lurker order of play): what the start of the turn offers, e.g. Dark Pacts
                for (arkham.engine.Modifiers m : g.modifiers(player, arkham.engine.Modifiers.Hook.START_OF_UPKEEP)) m.startOfUpkeep(g, player);
                return null;
            }
            case ACTIONS -> {
                g.push(new UpkeepStep(player, Stage.SLIDERS, 0));
                boolean battle = g.phase == Phase.FINAL_BATTLE;
                List<Integer> actions = new ArrayList<>();
                Hooks.CardAbility own = g.content.investigatorAbility(g.inv[player].def());
                if (own != null && own.hasUpkeep() && (!battle || own.upkeepInFinalBattle())) actions.add(OWN);
                IntList cards = i.cards;
                for (int k = 0; k < cards.size(); k++) {
                    int c = cards.get(k);
                    Hooks.CardAbility a = g.content.cardAbility(c);
                    if (a != null && a.hasUpkeep() && (!battle || a.upkeepInFinalBattle())) actions.add(c * 2 + (g.fresh[c] ? 1 : 0));
                }
                for (int k = 0; k < i.cards.size(); k++) g.fresh[i.cards.get(k)] = false;
                if (!actions.isEmpty()) g.push(new UpkeepActions(player, List.copyOf(actions)));
                return null;
            }
            case SLIDERS -> {
                int focus = g.focus(player);
                List<Choice> options = new ArrayList<>();
                CardActions.offer(g, player, Hooks.Timing.UPKEEP, options);
                if (focusUsed >= focus && options.isEmpty()) return null;
                options.add(0, DONE);
                for (int s = 0; s < 3 && focusUsed < focus; s++) {
                    if (!mayMove(g, s)) continue;
                    if (i.slider[s] < 3) options.add(SLIDER_MOVES[s * 2 + 1][i.slider[s]]);
                    if (i.slider[s] > 0) options.add(SLIDER_MOVES[s * 2][i.slider[s]]);
                }
                int left = focus - focusUsed;
                if (left >= 0 && left < FOCUS_PROMPTS.length) {
                    return Question.lazy(player, QuestionKind.CHOOSE_ONE, Purpose.ADJUST_SKILLS, FOCUS_PROMPTS[left], options, FOCUS_CONTEXTS[left]);
                }
                return Question.lazy(player, QuestionKind.CHOOSE_ONE, Purpose.ADJUST_SKILLS, () -> focusPrompt(left), options, () -> Map.of("focusLeft", left));
            }
            default -> throw new IllegalStateException();
        }
    }

    @Override
    public void answer(Game g, Choice c) {
        if (c.value() < 0) return;
        if (CardActions.isAction(c)) {
            g.push(this);
            CardActions.use(g, player, c, Hooks.Timing.UPKEEP);
            return;
        }
        int s = c.value() / 2;
        g.inv[player].slider[s] += (c.value() % 2 == 1) ? 1 : -1;
        g.push(new UpkeepStep(player, Stage.SLIDERS, focusUsed + 1, slidersMoved | 1 << s));
    }

    /** An Upkeep action of the investigator's own ability, among the card actions of {@link UpkeepActions}. */
    private static final int OWN = -1;

    /**
     * The Upkeep actions still to perform, in any order the player wishes (rulebook p.6): he picks
     * the next while two or more remain. Each is a card instance times two plus one if the card is
     * fresh (its first Upkeep), or {@link #OWN}.
     */
    record UpkeepActions(int player, List<Integer> actions) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            for (int a : actions) {
                if (a != OWN && g.cardWhere[a / 2] != player) continue;
                String name = a == OWN ? g.nameOf(player) : g.content.cardOf(a / 2).name();
                options.add(a == OWN ? Choice.lazy(Target.investigator(Act.UPKEEP, player), "upkeep:ability", a, () -> "Upkeep action: " + name + "'s ability")
                        : Choice.lazy(Target.card(Act.UPKEEP, a / 2), "upkeep:", a / 2, a, () -> "Upkeep action: " + name));
            }
            if (options.size() <= 1) {
                if (options.size() == 1) answer(g, options.get(0));
                return null;
            }
            return Question.lazy(player, QuestionKind.CHOOSE_ONE, Purpose.UPKEEP_ACTION, () -> "Which Upkeep action next?", options, Map::of);
        }

        @Override
        public void answer(Game g, Choice c) {
            int a = c.value();
            List<Integer> rest = new ArrayList<>(actions);
            rest.remove(Integer.valueOf(a));
            if (!rest.isEmpty()) g.push(new UpkeepActions(player, List.copyOf(rest)));
            g.push(a == OWN ? new CardUpkeep(player, -1, false) : new CardUpkeep(player, a / 2, a % 2 == 1));
        }
    }

    /**
     * Runs one card's Upkeep action, if the card is still owned; card -1 is the investigator's own
     * ability. {@code fresh}: the first Upkeep since the card was gained (its first-Upkeep action instead).
     */
    record CardUpkeep(int player, int card, boolean fresh) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (card < 0) {
                g.content.investigatorAbility(g.inv[player].def()).upkeep(g, player, card);
                return null;
            }
            if (g.cardWhere[card] != player) return null;
            if (fresh) g.content.cardAbility(card).firstUpkeep(g, player, card);
            else g.content.cardAbility(card).upkeep(g, player, card);
            return null;
        }
    }

    /** Back from Lost in Time and Space: any location or street area in Arkham (rulebook p.17), or in Dunwich (Dunwich rulebook p.5). */
    public record ReturnFromLost(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            for (int place = 0; place < g.board.size(); place++) {
                if (g.board.inArkham(place) && g.onBoard(place) && !g.closed[place]) {
                    options.add(g.content.placeChoices.pick(place));
                }
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.RETURN_FROM_LOST, "Return to Arkham: choose a location or street",
                    options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            g.moveInvestigator(player, c.value());
            if (g.logging()) g.log("move", player, g.nameOf(player) + " returns to " + g.board.name(c.value()));
        }
    }

    /** Two or more Injury and Madness cards allow retiring (Dunwich rulebook p.6), outside the final battle. */
    public static boolean mayRetire(Game g, int player) {
        var i = g.inv[player];
        if (g.awakened || i.eliminated || !g.setup.options().injuries()) return false;
        int n = 0;
        for (int k = 0; k < i.cards.size(); k++) if (g.content.cardOf(i.cards.get(k)).deck().isInjuryOrMadness()) n++;
        return n >= 2;
    }

    /** At the start of his turn: retire the investigator (skipping the turn) or play on. */
    public record RetireOffer(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.RETIRE, "Retire " + g.nameOf(player) + "?", List.of(
                    new Choice(Target.NO, "play-on", "Play on", 0),
                    new Choice(Target.YES, "retire", "Retire him: skip this turn and take a new investigator (-1 to the score)", 1)),
                    Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() == 1) Status.retire(g, player);
            else g.push(new UpkeepStep(player, UpkeepStep.Stage.REFRESH, 0));
        }
    }
}
