package arkham.ai;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Phase;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.agent.Agent;
import arkham.engine.def.Board;
import arkham.engine.def.Capability;
import arkham.engine.def.CardDef;
import arkham.engine.def.CheckType;
import arkham.engine.def.Effect;
import arkham.engine.def.MovementType;
import arkham.engine.def.Skill;
import arkham.engine.def.Stat;
import arkham.engine.query.Queries;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;
import arkham.engine.state.Rng;
import arkham.engine.view.SeatView;

import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * Plays like a sensible person: heads for open gates when fit to go through (every uncovered
 * gate first when closing them all would win), on paths around the monsters it cannot pass
 * safely and not ending a turn where monsters may come, picks up Clue tokens and keeps five to
 * seal, evades or fights by the Sanity and Stamina it expects to lose (monsters drawn by
 * encounters too), heals at the Hospital or Asylum when down to 2, works against the Rumor in
 * play where it can ({@link Rumors}), uses its cards'
 * actions (more movement, tomes, healing), shops with spare money, sets its sliders for where it
 * is, and holds its weapons and spells in combat and in the final battle. It reads only what every player can see (the board, the investigators, the question)
 * and never looks at decks, the cup or the random source; it is deterministic.
 * <p>
 * It reads a question by what it decides ({@link Purpose}) and what each option does and to what
 * ({@link Target}), and cards and places by what they can do ({@link Capability}), never by prompts,
 * labels, option ids or names; anything it has no rule for is answered with a cautious default
 * (done, decline, leave it) or the first option.
 */
public final class HeuristicAgent implements Agent {
    /** The Ancient One whose attack takes a Clue token from each who fails its check, by its id in the data file. */
    private static final String ATTACK_TAKES_CLUES = "nyarlathotep";
    /** Questions for one player in one phase after which it is taken for a loop. */
    private static final int LOOP = 400;
    /** What a point of Sneak is worth beyond its usual weight when monsters stand where he is in the Upkeep Phase (measured: 1.5 and 3 alike). */
    private static final double MONSTERS_HERE_SNEAK = 1.5;
    /** How far below the best option offered an encounter's option is not taken (measured: 2 better than 1, 3, 4 and none). */
    private static final double OPTION_BELOW_BEST = 2;
    /** A rolled check passes less often than this with everything he could still spend on it: nothing more is spent. */
    private static final double HOPELESS = 0.1;
    /** What a point of the skill the Ancient One's attack checks is worth beyond its usual weight in the final battle. */
    private static final double ATTACKED_SKILL = 1.5;

    /** The player and phase of the last question answered, and how many were answered there in a row. */
    private long lastKey;
    private int repeats;
    private final Rng loopBreaker = new Rng(0x10095L);
    /** The numbers it plays by. */
    private final HeuristicSettings s;
    /** A target place set from outside (the search) for one player's Movement Phase of one turn, by player. */
    private int[] forcedTarget = new int[0];
    private int[] forcedTurn = new int[0];

    /** The heuristic with its own settings. */
    public HeuristicAgent() {
        this(HeuristicSettings.DEFAULT);
    }

    /** The heuristic playing by other numbers (a study of its settings). */
    public HeuristicAgent(HeuristicSettings settings) {
        this.s = java.util.Objects.requireNonNull(settings, "settings");
    }

    /** The numbers it plays by. */
    HeuristicSettings settings() {
        return s;
    }

    @Override
    public Choice choose(SeatView view) {
        Question q = view.question();
        // one option: nothing to read, so no copy to make
        return q.optionCount() == 1 ? q.option(0) : choose(view.state(), q);
    }

    /** Its answer to {@code q}, reading {@code g}: a seat's copy ({@link SeatView#state()}) or a search's. */
    Choice choose(Game g, Question q) {
        List<Choice> options = q.options();
        if (options.size() == 1) return options.get(0);
        int p = q.player();
        // A choice that changes nothing (fleeing, forever, a monster that cannot hurt him) must not
        // loop: far more questions for one player in one phase than any real phase asks means a
        // loop, and then it answers at random (from its own fixed source) until the phase moves on.
        long key = ((long) g.turn * 16 + g.phase.ordinal()) * 16 + p;
        repeats = key == lastKey ? repeats + 1 : 0;
        lastKey = key;
        if (repeats >= LOOP) return options.get(loopBreaker.nextInt(options.size()));
        double[] scores = scores(g, q);
        int best = 0;
        for (int k = 1; k < scores.length; k++) if (scores[k] > scores[best]) best = k;
        return options.get(best);
    }

    /** Whether the last question looks like part of a loop (many for one player in one phase): not worth a search. */
    boolean inLoop() {
        return repeats >= LOOP / 8;
    }

    /** Heads for {@code target} (when reachable) instead of its own choice in player {@code p}'s Movement Phase of this turn. */
    void force(Game g, int p, int target) {
        if (forcedTarget.length < g.players) {
            int before = forcedTurn.length;
            forcedTarget = Arrays.copyOf(forcedTarget, g.players);
            forcedTurn = Arrays.copyOf(forcedTurn, g.players);
            Arrays.fill(forcedTurn, before, g.players, -1);
        }
        forcedTarget[p] = target;
        forcedTurn[p] = g.turn;
    }

    /** Whether a target was set for player {@code p}'s Movement Phase of this turn. */
    boolean forced(Game g, int p) {
        return p < forcedTurn.length && forcedTurn[p] == g.turn && g.phase == Phase.MOVEMENT;
    }

    /**
     * Places worth heading for this Movement Phase, its own target first: then its next best-liked
     * places, the best-liked open gate and Clue location, and staying put; at most {@code k}, no repeats.
     */
    int[] targets(Game g, int p, int k) {
        double[] v = Plan.values(s, g, p);
        int own = Plan.best(v);
        int[] out = new int[k];
        int n = 0;
        out[n++] = own;
        int gate = -1, clue = -1;
        for (int place = 0; place < v.length; place++) {
            if (v[place] == Double.NEGATIVE_INFINITY) continue;
            if (g.gateAt[place] >= 0 && (gate < 0 || v[place] > v[gate])) gate = place;
            if (g.clues[place] > 0 && (clue < 0 || v[place] > v[clue])) clue = place;
        }
        int[] extra = {-1, -1, gate, clue, g.inv[p].place};
        boolean[] taken = new boolean[v.length];
        taken[own] = true;
        for (int e = 0; e < 2; e++) {
            int best = -1;
            for (int place = 0; place < v.length; place++) {
                if (!taken[place] && v[place] > Double.NEGATIVE_INFINITY && (best < 0 || v[place] > v[best])) best = place;
            }
            if (best >= 0) {
                taken[best] = true;
                extra[e] = best;
            }
        }
        for (int e : extra) {
            if (n == k) break;
            if (e < 0 || contains(out, n, e)) continue;
            out[n++] = e;
        }
        return Arrays.copyOf(out, n);
    }

    private static boolean contains(int[] a, int n, int x) {
        for (int k = 0; k < n; k++) if (a[k] == x) return true;
        return false;
    }

    /** How much it likes each option of the question (the highest is its answer; ties go to the earlier option). */
    double[] scores(Game g, Question q) {
        int count = q.optionCount();
        int p = q.player();
        double[] scores = new double[count];
        Plan plan = aboutMovement(g, q) ? Plan.of(s, g, p, forced(g, p) ? forcedTarget[p] : -1) : null;
        for (int k = 0; k < count; k++) scores[k] = score(g, q, p, q.option(k), k, plan);
        return scores;
    }

    /** Whether the question is about his way this Movement Phase: a step, where to stop, or a monster on the board in his way. */
    private static boolean aboutMovement(Game g, Question q) {
        for (int k = 0; k < q.optionCount(); k++) {
            Choice c = q.option(k);
            Act a = c.act();
            if (a == Act.MOVE || a == Act.STOP || a == Act.EVADE && g.monsterWhere[c.targetNumber()] != Game.ENCOUNTER) return true;
        }
        return false;
    }

    /**
     * How much it likes an option; equal scores keep the earlier option. It reads what the option
     * does ({@link Target.Act}) and what to ({@link Choice#targetNumber()}: the place, monster marker,
     * card, player, amount, ...), and what is being decided ({@link Purpose}).
     */
    private double score(Game g, Question q, int p, Choice c, int index, Plan plan) {
        Investigator i = g.inv[p];
        Purpose purpose = q.purpose();
        Target.Kind kind = c.targetKind();
        int n = c.targetNumber();
        switch (c.act()) {
            // ---- movement in Arkham: step along the shortest path to the chosen place
            case MOVE:
            case TRAIN:
                if (plan != null) return n == plan.nextStep ? 11 : -1;
                break;
            case STOP:
                if (plan != null) return plan.target == i.place ? 10 : 0;
                break;
            case SET:
                // a slider: where it starts (setup), or a move of it in the Upkeep Phase
                Target.Slider stop = (Target.Slider) c.target();
                if (purpose == Purpose.PLACE_SLIDER) return sliderValue(g, p, stop.slider(), stop.stop());
                return sliderValue(g, p, stop.slider(), stop.stop()) - sliderValue(g, p, stop.slider(), i.slider[stop.slider()]) - 0.25;
            // ---- monsters in the way, and combat
            case EVADE:
                // a monster drawn by an encounter stands apart: evade or fight it by the losses he expects
                if (g.monsterWhere[n] == Game.ENCOUNTER) return -Odds.evadeLoss(g, p, n);
                return -Odds.evadeLoss(g, p, n) - (1 - Odds.evade(g, p, n)) * stopCost(g, p, plan);
            case FIGHT:
                if (purpose == Purpose.COMBAT_ACTION) return combatFight(g, q, p);
                if (purpose == Purpose.FIGHT_OR_LEAVE) {
                    // the Terrible Experiment's monsters wait on the Rumor; back at a gate there is no need: close it instead
                    return g.monsterWhere[n] == Game.RUMOR ? Rumors.experimentFight(g, p, n, spareClues(g, p)) : -100;
                }
                if (g.monsterWhere[n] == Game.ENCOUNTER) return -Odds.combatLoss(g, p, n);
                return -Odds.combatLoss(g, p, n) - stopCost(g, p, plan);
            case FLEE:
                return combatFlee(g, q, p);
            case CAST_AIDED:
                // the Herald's aid is taken in combat (and the final battle) only; elsewhere a spell is paid for as usual
                if (purpose != Purpose.COMBAT_ACTION && purpose != Purpose.BATTLE_ATTACK) return -100;
                return held(g, q, p, n);
            case HOLD:
            case CAST:
                return held(g, q, p, n);
            case RELEASE:
                return -10;
            case TRADE:
                // in the final battle: start trading to hand a weapon he will not hold to one who would
                return g.phase == Phase.FINAL_BATTLE && FinalBattle.gift(g, p, n) >= 0 ? 30 : -100;
            case GIVE:
                return kind == Target.Kind.CARD && g.phase == Phase.FINAL_BATTLE && q.context().get("partner") instanceof Integer to
                        && FinalBattle.gift(g, p, to) == n ? 40 : -100;
            case ATTACK:
                return 1;
            case CANCEL:
                return 60;
            // ---- gates
            case SEAL:
                if (purpose == Purpose.SEAL) return 100; // the gate just closed: Clue tokens seal it
                if (purpose != Purpose.CLOSE_OR_SEAL) break;
                // an elder sign costs 1 Sanity and 1 Stamina after sealing; at 1 he goes under, but the seal and the
                // doom token it takes back are worth more than half his things (once doom is on the track)
                return g.doom > 0 || i.sanity > 1 && i.stamina > 1 ? 100 : i.clues <= 1 && ownedCount(g, p) <= 3 ? 50 : -1;
            case SEAL_WITH_CARDS:
                return 90;
            case CLOSE:
                if (kind == Target.Kind.CHECK) {
                    // left open (he keeps his explored marker) for one who comes after him and seals it
                    if (sealerAfter(g, p)) return -1;
                    return 10 + g.checkValue(p, ((Target.Check) c.target()).type());
                }
                // a gate an effect closes: the one he would rather go through (easiest to close, fewest
                // monsters); offered at a price he may decline (pooled Clue tokens), he keeps his tokens to seal
                if (kind == Target.Kind.GATE) return offersPass(q) ? -100 : gate(g, p, n, index);
                break;
            case PRICE:
                // pay with monster trophies: the gate victory needs every gate trophy
                if (kind == Target.Kind.TROPHIES) return ((Target.Trophies) c.target()).gates() > 0 ? -10 : -index;
                break;
            case SPEND:
                // trophies are spent on a price he chose to pay (no way out is offered), monster trophies
                // first: the gate victory needs every gate trophy; offered for a reward, he keeps them
                if (purpose == Purpose.SPEND_TROPHIES && !offersPass(q)) {
                    if (kind == Target.Kind.MONSTER) return 1;
                    if (kind == Target.Kind.GATE_MARKER) return -10;
                }
                if (purpose == Purpose.PAY && kind == Target.Kind.STAT) return pay(q, (Target.Stat) c.target());
                break;
            case PAY:
                if (purpose == Purpose.PAY && kind == Target.Kind.STAT) return pay(q, (Target.Stat) c.target());
                // the price of something offered: paid rather than declined
                if (kind == Target.Kind.PLAIN) return -1;
                break;
            case LOSE:
                if (purpose == Purpose.EFFECT_CHOICE) return giveUp(g, p, c);
                break;
            // ---- encounters
            case ENCOUNTER:
                if (purpose == Purpose.LOCATION_ENCOUNTER) return 5;
                if (purpose == Purpose.REDRAW_ENCOUNTER) return 20; // the card drawn, kept unless it is bad (below)
                // his pick of the encounter cards drawn: the one worth most to him
                Target.Encounter e = (Target.Encounter) c.target();
                return EncounterValue.of(g, p, e.place(), e.card(), g.board.isOtherWorld(e.place()));
            case REDRAW:
                // a card that draws another in place of a bad encounter (Dragon's Eye)
                return drawnEncounter(g, q, p) < -4 ? 25 : -100;
            case USE:
                // an Environment's street dealing: taken up when it costs nothing
                if (kind == Target.Kind.MYTHOS) return Environments.freeDealing(g, n) ? 5 : -100;
                if (kind == Target.Kind.ABILITY) {
                    Target.Ability a = (Target.Ability) c.target();
                    return ability(g, p, Abilities.of(g.content).at(a.place(), a.index()));
                }
                // a card's action, offered in the Upkeep, the Movement Phase, combat or a moment to use cards
                if (kind == Target.Kind.CARD && (purpose == Purpose.ADJUST_SKILLS || purpose == Purpose.MOVE
                        || purpose == Purpose.COMBAT_ACTION || purpose == Purpose.USE_CARD)) return useCard(g, p, n, plan) ? 20 : -100;
                // a Mission's step where he stands: its price paid, the Mission a step nearer its reward
                if (purpose == Purpose.MISSION) return 20;
                break;
            case UPKEEP:
                return 3; // Upkeep actions (Healing Stone, an investigator's own ability) help
            case SACRIFICE:
                // a Mission's step that takes a card: the least worth of those that would do
                if (purpose == Purpose.MISSION) return 15 - cardValue(g, p, n);
                break;
            case YES:
                // retired, he comes back as a new investigator, fit and equipped, but loses all he holds: not with a gate trophy or Clue tokens to seal
                if (purpose == Purpose.RETIRE) return g.gateTrophies(p) == 0 && i.clues < 3 ? 5 : -100;
                break;
            case DRAW:
                if (purpose == Purpose.KNOCKED_OUT) return DunwichPlay.injuryInstead(g, p) ? 1 : -1;
                break;
            case CHOOSE:
                return choose(g, q, p, c, index);
            case RETURN:
            case ENTER:
                return kind == Target.Kind.GATE ? gate(g, p, n, index) : -index;
            case KEEP:
                return 10 + cardValue(g, p, n);
            case DISCARD:
                if (kind == Target.Kind.CARD && (purpose == Purpose.DISCARD || purpose == Purpose.KNOCKED_OUT)) return -cardValue(g, p, n);
                break;
            case BUY:
                // every card offered is one he can afford
                if (purpose == Purpose.BUY) return 5 + cardValue(g, p, n) - ownedCount(g, p);
                if (purpose == Purpose.SEARCH_DECK) return -index;
                break;
            case TAKE:
                if (purpose == Purpose.SEARCH_DECK) return -index;
                // the reward for defeating the Dunwich Horror: any one card of five decks, the one worth most to him
                if (purpose == Purpose.DUNWICH_REWARD) return 10 + cardValue(g, p, n);
                break;
            // ---- checks
            case ROLL:
                return 10;
            case PASS_CHECK:
                // a card of his passes (or adds to) his check: only where the chance it saves is worth the card; others' checks are theirs
                return purpose == Purpose.SKILL_CHECK ? 10 + CheckSpending.passWorth(g, q, p, c, spareClues(g, p)) : -100;
            case ACCEPT:
                if (purpose == Purpose.SPEND_CLUES) return stillNeeded(q) <= 0 ? 100 : 0;
                if (purpose == Purpose.PREVENT_LOSS) return 10;
                if (purpose == Purpose.KNOCKED_OUT) return 0; // the usual losses, unless an Injury or Madness card costs less (DRAW)
                break;
            case SPEND_CLUE:
                return clue(g, q, p);
            case REROLL:
                // before the Clue tokens, when the chance it gives is worth the card
                return CheckSpending.rerollWorth(g, q, p, c) > 0 ? 8 : -1;
            case AS_CLUE:
                return purpose == Purpose.SPEND_CLUES ? 4 : -100;
            case PREVENT:
                return prevent(g, q, p, kind == Target.Kind.CARD ? n : -1);
            case BOOST:
                return 10 + CheckSpending.boostWorth(g, q, p, spareClues(g, p));
            default:
                break;
        }
        return cautious(purpose, c.act());
    }

    /** Whether the question offers to leave things as they are. */
    private static boolean offersPass(Question q) {
        for (int k = 0; k < q.optionCount(); k++) if (q.option(k).act() == Act.PASS) return true;
        return false;
    }

    /**
     * Picks for a purpose: whom to heal (the one missing most), where to come back from being lost in
     * time and space (as a movement target, less the monsters met there at once), which gate, which
     * of an encounter's options; anything else the first offered.
     */
    private double choose(Game g, Question q, int p, Choice c, int index) {
        int n = c.targetNumber();
        switch (c.targetKind()) {
            case INVESTIGATOR:
                if (q.purpose() != Purpose.HEAL) break;
                Investigator o = g.inv[n];
                return 10 + (o.maxSanity - o.sanity) + (o.maxStamina - o.stamina);
            case PLACE:
                if (q.purpose() == Purpose.RETURN_FROM_LOST) return Plan.value(s, g, p, n) - s.hazardSteps() * Plan.danger(s, g, p, n);
                if (q.purpose() == Purpose.MONSTER_MOVES) return -index;
                break;
            case GATE:
                // the order Moving gates move in is all one to him
                return q.purpose() == Purpose.ORDER_GATES ? -index : gate(g, p, n, index);
            case WORLD:
                return -index;
            case OPTION:
                if (q.purpose() == Purpose.ENCOUNTER_CHOICE) return option(g, q, p, n, index);
                break;
            default:
                break;
        }
        return -100;
    }

    /** A gate to go through (or that an effect picks): the best to pass, when one is open there; else the first. */
    private double gate(Game g, int p, int place, int index) {
        return place >= 0 && place < g.gateAt.length && g.gateAt[place] >= 0 ? throughGate(g, p, place) : -index;
    }

    /**
     * An encounter's choice: paying to heal fully is worth it, otherwise the first (usually the plain
     * one); never a gate trophy (the gate victory needs every one), nor an option his odds make a likely
     * disaster (lost in time and space, going under), nor one clearly worse than another offered (the
     * worth is too rough to choose among close ones).
     */
    private static double option(Game g, Question q, int p, int k, int index) {
        Effect.Choose choose = Queries.encounterChoice(g);
        if (choose == null) return -index;
        Effect.Option o = choose.options().get(k);
        if (o.cost().gateTrophies() > 0) return -10;
        double worth = optionWorth(g, p, o);
        if (worth < -6) return -50;
        for (int j = 0; j < q.optionCount(); j++) {
            Choice other = q.option(j);
            if (other.act() == Act.CHOOSE && worth < optionWorth(g, p, choose.options().get(other.targetNumber())) - OPTION_BELOW_BEST) return -50;
        }
        return statOption(g.inv[p], o.effect(), -index);
    }

    /**
     * What to give up when something must go (Abhoth's attack in the final battle): trophies first,
     * which are of no use once the Ancient One is awake (before, a monster trophy rather than a gate
     * trophy, which the gate victory needs), then a Clue token; items last.
     */
    private static double giveUp(Game g, int p, Choice c) {
        return switch (c.targetKind()) {
            case MONSTER -> g.awakened ? 10 : 1;
            case GATE_MARKER -> g.awakened ? 10 : -10;
            case STAT -> ((Target.Stat) c.target()).stat() == Stat.CLUES ? 5 : -100;
            default -> -100;
        };
    }

    /**
     * An amount to pay or spend: against a Rumor's tokens (the question names them) as much money or
     * as many Clue tokens as he may, Sanity or Stamina as little; any other price as little as he may.
     */
    private static double pay(Question q, Target.Stat t) {
        boolean rumor = q.context().containsKey("tokens");
        return rumor && (t.stat() == Stat.MONEY || t.stat() == Stat.CLUES) ? t.amount() : -t.amount();
    }

    /** What the encounter card just drawn (the question's own encounter, the one he would keep) is worth to him. */
    private static double drawnEncounter(Game g, Question q, int p) {
        for (int k = 0; k < q.optionCount(); k++) {
            if (q.option(k).target() instanceof Target.Encounter e) return EncounterValue.of(g, p, e.place(), e.card(), g.board.isOtherWorld(e.place()));
        }
        return 0;
    }

    /** Clue tokens on a check: spare ones on a check they would more likely than not save, or kept ones where failing costs dearly. */
    private double clue(Game g, Question q, int p) {
        Investigator i = g.inv[p];
        // not on a check that cannot be saved with every token and re-roll he holds
        if (CheckSpending.chanceAfter(g, q, i.clues) < HOPELESS) return -1;
        if (checkMatters(g, q, p) || battleCheckMatters(g, q, p)) return 5;
        int spare = i.clues - clueReserve(g, p);
        if (spare <= 0) return -1;
        // in the final battle every success counts and nothing is kept
        if (g.phase == Phase.FINAL_BATTLE) return Odds.atLeast(g, p, spare, stillNeeded(q)) >= 0.5 ? 5 : -1;
        // spare tokens: on a check they would more likely than not save, and only where what they add to
        // its chance is worth more than a token (a failure that costs nothing is not)
        double with = CheckSpending.chanceAfter(g, q, spare);
        return with >= 0.5 && (with - CheckSpending.chanceAfter(g, q, 0)) * CheckSpending.stake(g, q, p) > CheckSpending.CLUE ? 5 : -1;
    }

    /** Whether an open gate leads him back from his Other World (Find Gate with none leaves him lost a turn early). */
    private static boolean wayBack(Game g, int p) {
        int world = g.board.world(g.inv[p].place);
        for (int place = 0; place < g.gateAt.length; place++) if (Queries.leadsBack(g, p, place, world)) return true;
        return false;
    }

    /**
     * Whether, at the gate he has explored and cannot seal, a teammate who has explored it too comes
     * after him this phase and can seal it: an Elder Sign, or five Clue tokens and even odds to close
     * (the engine's modifier and successes needed, which the Ancient One and cards in play change).
     */
    static boolean sealerAfter(Game g, int p) {
        Investigator i = g.inv[p];
        if (i.clues >= 5 || holdsElderSign(g, p)) return false;
        int place = i.place;
        int mine = (p - g.first + g.players) % g.players;
        for (int q = 0; q < g.players; q++) {
            Investigator o = g.inv[q];
            if (q == p || o.eliminated || o.place != place || !o.explored) continue;
            if ((q - g.first + g.players) % g.players <= mine) continue;
            if (holdsElderSign(g, q)) return true;
            int dice = Math.max(g.checkValue(q, CheckType.LORE), g.checkValue(q, CheckType.FIGHT)) + Queries.closeModifier(g, q, place);
            if (o.clues >= 5 && Odds.atLeast(g, q, dice, Queries.closeDifficulty(g, q, place)) >= 0.5) return true;
        }
        return false;
    }

    /**
     * A gate to go through, to Arkham or out of it: not one another has explored and will close (his
     * trip would be wasted), nor one another waits at to go through, nor the last gate to the world
     * another is in (closing it would leave him lost in time and space); then the gate easiest to
     * close, with the fewest monsters (met when he moves on).
     */
    private double throughGate(Game g, int p, int place) {
        Board b = g.board;
        double v = g.content.gateOf(g.gateAt[place]).modifier() - s.hazardSteps() * Plan.danger(s, g, p, place);
        v += DunwichPlay.farReturn(g, p, place);
        for (int q = 0; q < g.players; q++) {
            Investigator o = g.inv[q];
            if (q == p || o.eliminated) continue;
            if (o.place == place) v -= o.explored ? 100 : 10;
            else if (b.isOtherWorld(o.place) && b.world(o.place) != b.world(g.inv[p].place) && g.content.gateOf(g.gateAt[place]).leadsTo(b.world(o.place))
                    && Plan.gatesTo(g, b.world(o.place)) == 1) v -= 15;
        }
        return v;
    }

    /**
     * A card that lessens a loss: free ones always; one paid in Sanity (Flesh Ward) never when the
     * Sanity would drive him insane, and otherwise only against a loss that would leave him at 1 or
     * knock him out, with Sanity to spare.
     */
    private static double prevent(Game g, Question q, int p, int card) {
        Investigator i = g.inv[p];
        int cost = card < 0 ? 0 : g.content.cardOf(card).sanityCost();
        if (cost <= 0) return 20;
        if (i.sanity <= cost) return -100;
        Object stat = q.context().get("stat");
        int have = Stat.STAMINA.name().equals(stat) ? i.stamina : Stat.SANITY.name().equals(stat) ? i.sanity : Integer.MAX_VALUE;
        int amount = q.context().get("amount") instanceof Integer a ? a : 1;
        return amount >= have - 1 && i.sanity > cost + 1 ? 20 : 5; // "accept" is 10
    }

    /**
     * Card actions worth taking, by what the card can do: more movement when the target is out of
     * reach, a way back from an Other World's first area (a gate must lead back), a tome read when he
     * stays put anyway, healing: a spell when someone where he stands is hurt, a card given up for it
     * (an Ally) when he is down to a third.
     */
    private static boolean useCard(Game g, int p, int card, Plan plan) {
        if (card < 0 || card >= g.content.cardKind.length) return false;
        Investigator i = g.inv[p];
        CardDef d = g.content.cardOf(card);
        boolean inWorld = g.board.isOtherWorld(i.place);
        if (d.can(Capability.EXTRA_MOVEMENT)) return plan != null && plan.steps > i.movePoints;
        // from the second area he goes back this Movement Phase anyway
        if (d.can(Capability.RETURNS_TO_ARKHAM)) return inWorld && g.board.worldArea(i.place) == 1 && i.sanity >= 2 && wayBack(g, p);
        // a tome: read it when staying where he is anyway
        if (d.has("tome")) return plan != null && plan.target == i.place && !inWorld && i.sanity >= 3;
        boolean stamina = d.can(Capability.HEALS_STAMINA);
        boolean sanity = d.can(Capability.HEALS_SANITY);
        if (!stamina && !sanity) return false;
        if (d.isSpell()) {
            for (int q = 0; q < g.players; q++) {
                Investigator o = g.inv[q];
                if (o.eliminated || o.place != i.place || i.sanity < 3) continue;
                if (stamina && o.stamina <= o.maxStamina - 2 || sanity && o.sanity <= o.maxSanity - 2) return true;
            }
            return false;
        }
        return stamina && (i.stamina <= 1 || i.stamina * 3 <= i.maxStamina) || sanity && (i.sanity <= 1 || i.sanity * 3 <= i.maxSanity);
    }

    /** What an encounter's option is worth to him, less what it costs. */
    private static double optionWorth(Game g, int p, Effect.Option o) {
        return EncounterValue.of(g, p, o.effect()) - EncounterValue.cost(o.cost());
    }

    /**
     * A choice between Sanity and Stamina (Healing Stone, care, lowering a maximum): gain where more
     * is missing, all that is missing above all, lower the larger maximum; any other option keeps its
     * {@code otherwise} score.
     */
    private static double statOption(Investigator i, Effect e, double otherwise) {
        if (e instanceof Effect.Restore r && r.full()) return 1;
        Stat stat = e instanceof Effect.Gain x ? x.stat() : e instanceof Effect.Restore r ? r.stat() : null;
        if (stat == Stat.SANITY || stat == Stat.STAMINA) {
            int now = stat == Stat.SANITY ? i.sanity : i.stamina;
            int max = stat == Stat.SANITY ? i.maxSanity : i.maxStamina;
            return Math.min(0.9, 0.1 * (max - now) + 0.01 * (10 - now));
        }
        if (e instanceof Effect.Lose x && (x.stat() == Stat.MAX_SANITY || x.stat() == Stat.MAX_STAMINA)) {
            return 0.1 * Math.min(x.stat() == Stat.MAX_SANITY ? i.maxSanity : i.maxStamina, 9);
        }
        return otherwise;
    }

    /** What a combat costs him beyond its damage when he meant to move on: the rest of his movement. */
    private double stopCost(Game g, int p, Plan plan) {
        Investigator i = g.inv[p];
        return plan != null && i.movePoints != 0 && plan.target != i.place ? s.stopCost() : 0;
    }

    /**
     * A question it has no rule for: leave things as they are (done, decline, stay, keep, let it be),
     * never what it cannot weigh; among equals the first offered.
     */
    private static double cautious(Purpose purpose, Act act) {
        return switch (act) {
            case DONE -> 0;
            case PASS -> switch (purpose) {
                // a card bought or a re-roll worth no more than nothing is declined
                case BUY, HELP_CHECK, HELP_PREVENT_LOSS, USE_CARD -> -1;
                // below the first card or gate offered, above what it cannot weigh
                case HEAL, SEARCH_DECK, EFFECT_CHOICE -> -3;
                case RETURN_THROUGH_GATE -> -5;
                // rather give up a card or pay than fail the check or lose his Focus
                case DISCARD, PAY -> -100;
                default -> 0;
            };
            case NO -> -2;
            case TOP -> purpose == Purpose.DRAW_TOP_OR_BOTTOM ? 0 : -100;
            default -> -100;
        };
    }

    // ------------------------------------------------------------------ combat

    /** The monster of the pending combat, from the question's context. */
    private double combatFight(Game g, Question q, int p) {
        Object dice = q.context().get("dice");
        Object tough = q.context().get("toughness");
        if (!(dice instanceof Integer d) || !(tough instanceof Integer t)) return 0;
        double fight = Odds.atLeast(g, p, d + spareClues(g, p), t);
        return fight + 0.15;
    }

    private double combatFlee(Game g, Question q, int p) {
        Object dice = q.context().get("dice");
        Object tough = q.context().get("toughness");
        if (!(dice instanceof Integer d) || !(tough instanceof Integer t)) return 0;
        double fight = Odds.atLeast(g, p, d + spareClues(g, p), t);
        // flee when the fight looks hopeless and an Evade check (against the monster's awareness) does better
        double flee = (q.context().get("marker") instanceof Integer m ? Odds.evade(g, p, m)
                : Odds.atLeast(g, p, Math.max(0, g.checkValue(p, CheckType.EVADE)), 1)) * 0.8;
        Investigator i = g.inv[p];
        if (i.stamina <= 2) flee += 0.2;
        return fight >= 0.5 ? 0 : flee;
    }

    /** A weapon or spell to take up: one of the best hands for this combat ({@link #hands}), else not. */
    private double held(Game g, Question q, int p, int card) {
        int[] hands = hands(g, q, p);
        return card >= 0 && (card == hands[0] || card == hands[1]) ? 50 : -5;
    }

    /**
     * What to hold in this combat (or the final battle): the best hands without one-use cards,
     * unless the fight looks lost without them; in the final battle, everything.
     */
    private int[] hands(Game g, Question q, int p) {
        if (!(q.context().get("marker") instanceof Integer m)) {
            return g.phase == Phase.FINAL_BATTLE ? FinalBattle.bestHands(g, p) : Odds.bestHands(g, p, -1, true);
        }
        int[] plain = Odds.bestHands(g, p, m, false);
        int base = g.checkValue(p, CheckType.COMBAT) + g.combatRating(m) + spareClues(g, p);
        if (Odds.atLeast(g, p, base + plain[2], g.toughness(m)) >= 0.6) return plain;
        return Odds.bestHands(g, p, m, true);
    }

    // ------------------------------------------------------------------ skills

    /**
     * How much a slider stop is worth where he is: Speed and Sneak to move in Arkham, Luck and Will
     * for Other World encounters (in one, or at an open gate in Arkham, which draws him through this
     * turn), and Lore or Fight just before a gate is to be closed (back from its second area, or at
     * it with the explored marker).
     */
    private double sliderValue(Game g, int p, int slider, int stop) {
        var d = g.defOf(p);
        Investigator i = g.inv[p];
        Board b = g.board;
        SliderFor setFor = sliderFor(g, p);
        boolean closing = setFor == SliderFor.CLOSING;
        boolean battle = setFor == SliderFor.BATTLE;
        // in the final battle every attack is a Combat check: Fight first, then Will and Luck for the Ancient One's attacks
        double[] weight = switch (setFor) {
            case ARKHAM -> s.arkhamWeight();
            case WORLD -> s.worldWeight();
            case CLOSING -> s.closingWeight();
            case BATTLE -> s.battleWeight();
        };
        // monsters where he stands in the Upkeep Phase are evaded or fought whether he leaves or stays
        double sneakUp = g.phase == Phase.UPKEEP && slider == 0 && b.inArkham(i.place) && g.monstersIn(i.place) > 0 ? MONSTERS_HERE_SNEAK : 0;
        Skill a = Skill.values()[slider * 2];
        Skill c = Skill.values()[slider * 2 + 1];
        // skill points are never too many before closing a gate or in the final battle
        boolean unlimited = closing || battle;
        int enoughA = unlimited ? 9 : s.enough()[a.ordinal()];
        int enoughC = unlimited ? 9 : s.enough()[c.ordinal()];
        if (battle) {
            // the Ancient One's attack is a check of one skill, made every round
            CheckType t = g.ancientOneHooks().attackCheck();
            Skill attacked = t == null ? null : t.base;
            return (weight[a.ordinal()] + (a == attacked ? ATTACKED_SKILL : 0)) * capped(d.skill(a, stop), enoughA)
                    + (weight[c.ordinal()] + (c == attacked ? ATTACKED_SKILL : 0)) * capped(d.skill(c, stop), enoughC);
        }
        return weight[a.ordinal()] * capped(d.skill(a, stop), enoughA)
                + (weight[c.ordinal()] + (c == Skill.SNEAK ? sneakUp : 0)) * capped(d.skill(c, stop), enoughC);
    }

    /** What the sliders are set for where he is, each with its own slider weights. */
    enum SliderFor {
        ARKHAM("moving and evading in Arkham"), WORLD("an Other World encounter"), CLOSING("closing a gate"),
        BATTLE("the final battle");

        final String words;

        SliderFor(String words) {
            this.words = words;
        }
    }

    /**
     * Setup and the streets of Arkham: moving; an Other World, or an open gate he will be drawn
     * through: its encounters; back from a gate's second area or at it explored: closing it.
     */
    static SliderFor sliderFor(Game g, int p) {
        Investigator i = g.inv[p];
        Board b = g.board;
        if (g.phase == Phase.SETUP) return SliderFor.ARKHAM;
        if (g.phase == Phase.FINAL_BATTLE) return SliderFor.BATTLE;
        if (i.explored || b.isOtherWorld(i.place) && b.worldArea(i.place) == 2) return SliderFor.CLOSING;
        return b.isOtherWorld(i.place) || atGate(g, i) ? SliderFor.WORLD : SliderFor.ARKHAM;
    }

    /** A skill's points: each worth 1 up to enough, 0.3 past it. */
    private static double capped(int skill, int enough) {
        return Math.min(skill, enough) + 0.3 * Math.max(0, skill - enough);
    }

    // ------------------------------------------------------------------ checks and Clues

    /** The successes a rolled check still lacks, from its question's context. */
    private static int stillNeeded(Question q) {
        return q.context().get("difficulty") instanceof Integer d && q.context().get("successes") instanceof Integer done ? d - done : 1;
    }

    /** Clue tokens kept for sealing a gate; the rest may be spent on checks. */
    private int clueReserve(Game g, int p) {
        if (g.phase == Phase.FINAL_BATTLE) return 0; // nothing left to seal
        return g.inv[p].clues >= s.reserveFrom() ? 5 : 0;
    }

    private int spareClues(Game g, int p) {
        return Math.min(3, Math.max(0, g.inv[p].clues - clueReserve(g, p)));
    }

    /**
     * Checks worth Clue tokens kept for sealing: closing a gate when he cannot seal it anyway, an
     * encounter check whose failure would put him out of the game for a while (he would lose half his
     * Clue tokens then anyway), and a Horror, Combat or Evade check against a monster whose damage
     * would take his last Sanity or Stamina if it failed.
     */
    private boolean checkMatters(Game g, Question q, int p) {
        Investigator i = g.inv[p];
        if (Queries.checkClosesGate(g)) return i.clues < 5;
        if (q.context().get("fail") instanceof Effect fail) return stillNeeded(q) > 0 && EncounterValue.of(g, p, fail) <= -EncounterValue.OUT;
        if (!(q.context().get("marker") instanceof Integer m)) return false;
        Object t = q.context().get("check");
        if (CheckType.HORROR.name().equals(t)) return i.sanity <= g.horrorDamage(m);
        return i.stamina <= Odds.damage(g, m);
    }

    /**
     * In the final battle, the Ancient One's attack check (the check its attack makes, against no
     * monster), when failing may devour him: at 2 Sanity or Stamina, or with no monster or no gate
     * trophy to give up. Not where the attack takes a Clue token: spending one to save one gains nothing.
     */
    private static boolean battleCheckMatters(Game g, Question q, int p) {
        CheckType attack = g.phase == Phase.FINAL_BATTLE ? Queries.ancientOneAttackCheck(g) : null;
        if (attack == null || q.context().containsKey("marker") || !attack.name().equals(q.context().get("check"))
                || ATTACK_TAKES_CLUES.equals(g.ancientOneDef().hook())) return false;
        Investigator i = g.inv[p];
        return i.sanity <= 2 || i.stamina <= 2 || g.monsterTrophies(p) == 0 || g.gateTrophies(p) == 0;
    }

    // ------------------------------------------------------------------ cards and places

    private static double cardValue(Game g, int p, int card) {
        if (card < 0 || card >= g.content.cardKind.length) return 0;
        CardDef d = g.content.cardOf(card);
        double v = d.price();
        if (d.isWeapon() && !hasWeapon(g, p)) v += 4;
        if (d.isCombatSpell()) v += 2;
        if (d.has("elder-sign")) v += 6;
        return v;
    }

    /** In the Upkeep Phase at an open gate he has not explored: it draws him through before the next Upkeep, to an Other World encounter. */
    private static boolean atGate(Game g, Investigator i) {
        return g.phase == Phase.UPKEEP && g.board.inArkham(i.place) && g.gateAt[i.place] >= 0 && !i.explored;
    }

    private static boolean holdsElderSign(Game g, int p) {
        var cs = g.inv[p].cards;
        for (int k = 0; k < cs.size(); k++) if (g.content.cardOf(cs.get(k)).has("elder-sign")) return true;
        return false;
    }

    private static boolean hasWeapon(Game g, int p) {
        var cs = g.inv[p].cards;
        for (int k = 0; k < cs.size(); k++) if (g.content.cardOf(cs.get(k)).isWeapon()) return true;
        return false;
    }

    private static int ownedCount(Game g, int p) {
        return g.inv[p].cards.size();
    }

    /**
     * What a location's special ability is worth to him now, by what it does: care when hurt, a shop of
     * Items with money to spend, a purchase with monster trophies ({@link TrophyUse}), passing the Rumor
     * ({@link Rumors}); anything else less than the encounter.
     */
    private static double ability(Game g, int p, Hooks.LocationAbility a) {
        Investigator i = g.inv[p];
        Set<Capability> can = a.capabilities();
        if (can.contains(Capability.HEALS_STAMINA) || can.contains(Capability.HEALS_SANITY)) {
            return can.contains(Capability.HEALS_STAMINA) && i.stamina < i.maxStamina || can.contains(Capability.HEALS_SANITY) && i.sanity < i.maxSanity ? 12 : 0;
        }
        if (can.contains(Capability.BUYS_ITEMS)) return i.money >= 4 ? 8 : 0;
        return Math.max(TrophyUse.ability(g, p, a), Rumors.abilityValue(g, p, a));
    }

    /** Where the investigator is heading this Movement Phase, and the first step there. */
    record Plan(int target, int nextStep, int steps) {
        /** Its plan, heading for {@code forced} instead of its own choice when that is a place it can reach (-1: its own). */
        static Plan of(HeuristicSettings s, Game g, int p, int forced) {
            Paths paths = Paths.of(s, g, p);
            int[] hops = paths.hops;
            double[] v = paths.values(s, g, p);
            int from = g.inv[p].place;
            int target = best(v);
            if (forced >= 0 && forced < v.length && v[forced] > Double.NEGATIVE_INFINITY) target = forced;
            return new Plan(target, target == from ? -1 : paths.firstStep[target], hops[target]);
        }

        /** The first place of highest worth (his own place is always in reach, so there is one). */
        static int best(double[] v) {
            int target = 0;
            for (int place = 1; place < v.length; place++) if (v[place] > v[target]) target = place;
            return target;
        }

        /** How much each place is worth heading for this Movement Phase (negative infinity: out of reach). */
        static double[] values(HeuristicSettings s, Game g, int p) {
            return Paths.of(s, g, p).values(s, g, p);
        }

        /** Cheapest paths in Arkham and the towns the train joins it to (steps plus the risk of the monsters met on the way), Dijkstra on a small board. */
        private record Paths(double[] risk, int[] hops, int[] firstStep, int[] prev, boolean[] done) {
            static Paths of(HeuristicSettings s, Game g, int p) {
                Board b = g.board;
                Investigator i = g.inv[p];
                int from = i.place;
                int n = b.size();
                double[] cost = new double[n];
                double[] risk = new double[n];
                int[] hops = new int[n];
                int[] firstStep = new int[n];
                int[] prev = new int[n];
                boolean[] done = new boolean[n];
                // the danger of each place, from each monster in Arkham once
                double[] danger = new double[n];
                for (int m = 0; m < g.monsterWhere.length; m++) {
                    int at = g.monsterWhere[m];
                    if (at >= 0 && at < n && b.inArkham(at)) danger[at] += hazard(s, g, p, m);
                }
                Arrays.fill(cost, Double.POSITIVE_INFINITY);
                cost[from] = 0;
                firstStep[from] = from;
                while (true) {
                    int at = -1;
                    for (int k = 0; k < n; k++) if (!done[k] && cost[k] < Double.POSITIVE_INFINITY && (at < 0 || cost[k] < cost[at])) at = k;
                    if (at < 0) break;
                    done[at] = true;
                    for (int to : DunwichPlay.ways(g, p, at)) {
                        if (done[to] || g.closed[to] || !b.inArkham(to)) continue;
                        double h = danger[to];
                        double c = cost[at] + 1 + s.hazardSteps() * h;
                        if (c < cost[to]) {
                            cost[to] = c;
                            risk[to] = risk[at] + h;
                            hops[to] = hops[at] + 1;
                            firstStep[to] = at == from ? to : firstStep[at];
                            prev[to] = at;
                        }
                    }
                }
                return new Paths(risk, hops, firstStep, prev, done);
            }

            /** Each reachable place's worth divided by the turns to get there, less its steps and risk. */
            double[] values(HeuristicSettings s, Game g, int p) {
                Investigator i = g.inv[p];
                double[] coming = coming(s, g, p);
                int reach = Math.max(0, i.movePoints);
                int speed = Math.max(1, g.movementPoints(p));
                double[] v = new double[done.length];
                for (int place = 0; place < done.length; place++) {
                    if (!done[place]) {
                        v[place] = Double.NEGATIVE_INFINITY;
                        continue;
                    }
                    int turns = hops[place] == 0 ? 0 : (hops[place] + speed - 1) / speed;
                    if (hops[place] > i.movePoints && turns == 1) turns = 2;
                    // where this turn's movement ends on the way there, and the monsters the Mythos Phase may bring to him there
                    int end = place;
                    while (hops[end] > reach) end = prev[end];
                    v[place] = value(s, g, p, place) / (1 + turns) - s.hop() * hops[place] - s.hazardSteps() * risk[place]
                            - (g.gateAt[end] >= 0 ? 0 : s.hazardSteps() * coming[end]);
                    if (place == i.place) v[place] += 0.5;
                }
                return v;
            }
        }

        /**
         * The danger of the monsters that may come to each place in the next Mythos Phase: along
         * either arrow (each taken about one time in five), fast ones two steps, flying ones to any
         * street from the Sky or next to them. The arrows lead out of locations into the streets, so
         * this mostly tells which streets are bad places to end a turn's movement in.
         */
        static double[] coming(HeuristicSettings s, Game g, int p) {
            Board b = g.board;
            double[] c = new double[b.size()];
            int[] streets = null;
            for (int m = 0; m < g.monsterWhere.length; m++) {
                int at = g.monsterWhere[m];
                if (at < 0 || !(b.inArkham(at) || at == b.sky())) continue;
                MovementType t = g.movement(m);
                if (t == MovementType.FLYING) {
                    double h = s.moveChance() * hazard(s, g, p, m);
                    if (at == b.sky()) {
                        if (streets == null) streets = b.streets();
                        for (int street : streets) c[street] += h;
                    } else {
                        for (int near : b.adjacent(at)) if (b.isStreet(near)) c[near] += h;
                    }
                    continue;
                }
                if (t != MovementType.NORMAL && t != MovementType.FAST || at == b.sky()) continue;
                double h = s.moveChance() * hazard(s, g, p, m);
                for (int arrow = 0; arrow < 2; arrow++) {
                    int to = arrow == 0 ? b.whiteArrow(at) : b.blackArrow(at);
                    if (to < 0 || to == at) continue;
                    c[to] += h;
                    if (t == MovementType.FAST) {
                        int on = arrow == 0 ? b.whiteArrow(to) : b.blackArrow(to);
                        if (on >= 0 && on != to) c[on] += h;
                    }
                }
            }
            return c;
        }

        /** The danger of the monsters at a place, to one who stops there. */
        static double danger(HeuristicSettings s, Game g, int p, int place) {
            double d = 0;
            IntList here = g.monstersAt(place);
            for (int k = 0; k < here.size(); k++) d += hazard(s, g, p, here.get(k));
            return d;
        }

        /** How dangerous a monster is to pass or to stop with: a failed evade stops him, a knockout costs a turn and half his things. */
        static double hazard(HeuristicSettings s, Game g, int p, int m) {
            return 0.3 * (1 - Odds.evade(g, p, m)) + s.disaster() * Odds.disaster(g, p, m) + s.lossSteps() * Odds.evadeLoss(g, p, m);
        }

        static double value(HeuristicSettings s, Game g, int p, int place) {
            Board b = g.board;
            Investigator i = g.inv[p];
            double fit = fitness(s, i);
            double v = 0;
            if (g.gateAt[place] >= 0) {
                if (i.explored && place == i.place) return 200;
                double cover = cover(g, p, place);
                // Near the gate victory every uncovered gate is worth much more, whatever the danger.
                // A covered one keeps some worth as a second try, unless it is as good as closed.
                if (finalPush(s, g)) return cover >= 1 ? (closedSoon(g, p, place) ? 0 : s.pushCovered()) : s.pushGate() * Math.max(fit, s.pushFit());
                // a covered gate is worth less than nothing, so each investigator goes for a gate of his own
                // the Elder Sign seals without Clue tokens
                boolean seals = b.isUnstable(place) && (i.clues >= 5 || holdsElderSign(g, p));
                v += s.gateValue() + (seals ? s.sealBonus() : 0) - cover * s.covered();
                return v * fit;
            }
            // passing a Rumor takes no check (the Terrible Experiment's fights weigh his health themselves)
            double rumor = s.rumor() * Rumors.placeValue(g, p, place);
            if (!b.isLocation(place)) return rumor;
            v += rumor + (s.clueValue() * g.clues[place] + 1) * fit + trophyTrip(s, g, p, place);
            // the Clue tokens that complete his five: the next gate he closes he seals
            if (i.clues < 5 && i.clues + g.clues[place] >= 5 && g.openGates() > 0) v += s.sealBonus() * fit;
            // what its special abilities do: a shop of Items, care
            Abilities at = Abilities.of(g.content);
            double ability = 0;
            if (i.money >= 4 && i.cards.size() < 8 && at.offers(g, p, place, Capability.BUYS_ITEMS)) {
                ability += s.shop() * (2 + Math.min(10, i.money)) + (hasWeapon(g, p) ? 0 : s.shopUnarmed());
            }
            if (at.offers(g, p, place, Capability.HEALS_SANITY)) ability += care(s, i.sanity, i.maxSanity, i.money);
            if (at.offers(g, p, place, Capability.HEALS_STAMINA)) ability += care(s, i.stamina, i.maxStamina, i.money);
            // the ability is used in place of the encounter; else the encounter is had, good or bad
            return v + (ability > 0 ? ability : s.encounter() * Math.min(0, EncounterValue.atPlace(g, p, place)));
        }

        /**
         * How far someone else is already on the gate at {@code place}: 1 when he stands at it; one in
         * its Other World closes one of the gates to that world on his return, so he covers each of them
         * by one part in their number.
         */
        static double cover(Game g, int p, int place) {
            Board b = g.board;
            double cover = 0;
            for (int q = 0; q < g.players; q++) {
                Investigator o = g.inv[q];
                if (q == p || o.eliminated) continue;
                if (o.place == place) return 1;
                if (!b.isOtherWorld(o.place)) continue;
                int world = b.world(o.place);
                if (!g.content.gateOf(g.gateAt[place]).leadsTo(world)) continue;
                cover += 1.0 / gatesTo(g, world);
            }
            return Math.min(1, cover);
        }

        /**
         * Whether someone else will try to close the gate at {@code place} this turn: he stands at it
         * with the explored marker, or he is in the second area of the only world it leads to (he comes
         * back through it in the next Movement Phase).
         */
        static boolean closedSoon(Game g, int p, int place) {
            Board b = g.board;
            for (int q = 0; q < g.players; q++) {
                Investigator o = g.inv[q];
                if (q == p || o.eliminated) continue;
                if (o.place == place && o.explored) return true;
                if (b.isOtherWorld(o.place) && b.worldArea(o.place) == 2 && g.content.gateOf(g.gateAt[place]).leadsTo(b.world(o.place))
                        && gatesTo(g, b.world(o.place)) == 1) return true;
            }
            return false;
        }

        /** The open gates that lead to an Other World. */
        static int gatesTo(Game g, int world) {
            int gates = 0;
            for (int at = 0; at < g.gateAt.length; at++) if (g.gateAt[at] >= 0 && g.content.gateOf(g.gateAt[at]).leadsTo(world)) gates++;
            return gates;
        }

        /** What heading for a place is worth for the trophy abilities there he can pay for with monster trophies. */
        static double trophyTrip(HeuristicSettings s, Game g, int p, int place) {
            double v = 0;
            for (Hooks.LocationAbility a : Abilities.of(g.content).at(place)) {
                double worth = TrophyUse.ability(g, p, a);
                if (worth > 0 && a.available(g, p)) v += s.trophyTrip() * worth;
            }
            return v;
        }

        /**
         * Whether the gate victory is near: the gate trophies held (and being won by investigators
         * in Other Worlds) are enough, and few gates are open, so closing every one of them wins.
         */
        static boolean finalPush(HeuristicSettings s, Game g) {
            int trophies = 0;
            for (int q = 0; q < g.players; q++) {
                Investigator o = g.inv[q];
                if (o.eliminated) continue;
                trophies += g.gateTrophies(q);
                if (g.board.isOtherWorld(o.place) || o.explored) trophies++;
            }
            int open = g.openGates();
            return open > 0 && open <= s.pushOpen() && trophies >= g.activePlayers();
        }

        /** How fit he is for gates and encounters: low Sanity or Stamina makes a knockout or being lost likely. */
        static double fitness(HeuristicSettings s, Investigator i) {
            int low = Math.min(i.sanity, i.stamina);
            return low <= 1 ? s.fit1() : low == 2 ? s.fit2() : 1;
        }

        /** What a visit to the Asylum or the Hospital is worth: $2 restores all, otherwise 1 a visit. */
        static double care(HeuristicSettings s, int now, int max, int money) {
            if (now >= max) return 0;
            double urgency = now <= 1 ? s.care1() : now == 2 ? s.care2() : 0;
            return money >= 2 ? urgency + 2 * (max - now) : urgency * 0.5;
        }
    }
}
