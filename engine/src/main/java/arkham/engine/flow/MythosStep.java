package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.MythosDef;
import arkham.engine.def.MythosType;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The Mythos Phase (rulebook p.9-12): the first player draws a Mythos card, then a gate opens
 * (or monsters surge, or an elder sign holds), a Clue token appears, monsters move, and the
 * card's Headline, Environment or Rumor ability takes effect. At setup (step 14) Rumors are
 * put back and redrawn. Once {@link Game#gateOnlyMythos} is set, each phase starts with that many
 * extra cards of which only the gate opens. With The Lurker at the Threshold, Moving gates move
 * after the monsters, and a Gate Burst card breaks an elder sign and makes every flying monster move.
 * {@link Stage#BURST_ONLY} draws a card of which only the gates count, each opening as a Gate Burst
 * (a failed The Key and the Gate).
 */
public record MythosStep(Stage stage, int card, boolean atSetup) implements Step {
    public enum Stage { DRAW, GATE, CLUE, MOVE, ABILITY, END, GATE_ONLY, BURST_ONLY }

    private MythosStep at(Stage s) {
        return new MythosStep(s, card, atSetup);
    }

    @Override
    public Question run(Game g) {
        switch (stage) {
            case GATE_ONLY -> {
                if (g.mythosDeck.isEmpty()) return null;
                int c = g.mythosDeck.removeLast();
                g.mythosDeck.insert(0, c);
                MythosDef d = g.mythosDef(c);
                if (g.logging()) g.log("mythos", -1, "Mythos: " + d.name() + " (only its gate counts)");
                openGate(g, d);
                return null;
            }
            case BURST_ONLY -> {
                if (g.mythosDeck.isEmpty()) return null;
                int c = g.mythosDeck.removeLast();
                g.mythosDeck.insert(0, c);
                MythosDef d = g.mythosDef(c);
                if (g.logging()) g.log("mythos", -1, "Mythos: " + d.name() + " (only its gates count, as Gate Bursts)");
                Hooks.MythosAbility a = g.content.mythosAbility(d.id());
                int[] places = a == null ? null : a.gateLocations(g);
                if (places == null) {
                    if (d.gate() >= 0) burst(g, d.gate(), true);
                    return null;
                }
                // A card opening several gates adds no doom token for them.
                for (int place : places) if (!g.awakened) burst(g, place, false);
                return null;
            }
            case DRAW -> {
                if (g.mythosDeck.isEmpty()) return null;
                int c = g.mythosDeck.removeLast();
                int guard = g.mythosDeck.size();
                while (atSetup && g.mythosDef(c).type() == MythosType.RUMOR && guard-- > 0) {
                    g.mythosDeck.insert(0, c);
                    c = g.mythosDeck.removeLast();
                }
                if (g.logging()) g.log("mythos", -1, "Mythos: " + g.mythosDef(c).name() + " (" + g.mythosDef(c).type().name().toLowerCase() + ")",
                        g.mythosDef(c).name());
                g.push(atSetup ? new MythosStep(Stage.GATE, c, true) : new CancelOffer(c, 0));
                return null;
            }
            case GATE -> {
                g.push(at(Stage.CLUE));
                MythosDef d = g.mythosDef(card);
                Hooks.MythosAbility a = g.content.mythosAbility(d.id());
                if (a != null && a.opensGates(g)) return null;
                openGate(g, d);
                return null;
            }
            case CLUE -> {
                g.push(at(Stage.MOVE));
                MythosDef d = g.mythosDef(card);
                int place = d.clue();
                if (place < 0 || g.gateAt[place] >= 0) return null;
                List<Choice> takers = new ArrayList<>();
                for (int p : g.turnOrder()) {
                    if (g.inv[p].place == place && !Places.preventsCluePickup(g, p)) takers.add(new Choice(Target.investigator(Act.TAKE, p), "player:" + p, g.nameOf(p) + " takes it", p));
                }
                if (takers.isEmpty()) {
                    g.clues[place]++;
                    if (g.logging()) g.log("clue", -1, "A Clue token appears at " + g.board.name(place));
                    return null;
                }
                return new Question(g.first, QuestionKind.CHOOSE_ONE, Purpose.TAKE_CLUE, "A Clue token appears at " + g.board.name(place)
                        + ": who takes it?", takers, Map.of());
            }
            case MOVE -> {
                g.push(at(Stage.ABILITY));
                MythosDef d = g.mythosDef(card);
                GateMovement gates = GateMovement.start(g, d.white(), d.black());
                if (gates != null) g.push(gates);
                g.push(MonsterMovement.start(g, d.white(), d.black(), bursts(g, d)));
                return null;
            }
            case ABILITY -> {
                g.push(at(Stage.END));
                ability(g, g.mythosDef(card));
                return null;
            }
            case END -> {
                if (!atSetup) {
                    // "Any Phase" card actions, each investigator in turn order
                    int[] order = g.turnOrder();
                    for (int k = order.length - 1; k >= 0; k--) {
                        if (!g.inv[order[k]].eliminated) g.push(new CardActions.Window(order[k], Hooks.Timing.MYTHOS));
                    }
                }
                // the Rumor's ongoing effect and what acts at the end of every Mythos Phase happen together (p.23)
                List<Step> effects = new ArrayList<>();
                List<String> labels = new ArrayList<>();
                if (g.rumor() >= 0 && g.rumor() != card && g.content.mythosAbility(g.rumor()) != null) {
                    effects.add(new EndOfMythos(-1));
                    labels.add("the Rumor " + g.mythosDef(g.rumor()).name());
                }
                List<arkham.engine.Modifiers> mods = g.modifiers(-1);
                for (int k = 0; k < mods.size(); k++) {
                    if (!mods.get(k).actsAtEndOfMythos()) continue;
                    effects.add(new EndOfMythos(k));
                    labels.add(Simultaneous.sourceName(g, mods.get(k), -1));
                }
                Simultaneous.resolve(g, effects, labels);
                return null;
            }
            default -> throw new IllegalStateException();
        }
    }

    /**
     * A Mythos card just drawn: each investigator in turn order from seat {@code seat} whose ability
     * may cancel it is asked; cancelled, it goes to the bottom unresolved and another is drawn;
     * otherwise it resolves.
     */
    public record CancelOffer(int card, int seat) implements Step {
        @Override
        public Question run(Game g) {
            int[] order = g.turnOrder();
            for (int k = seat; k < order.length; k++) {
                int p = order[k];
                Hooks.CardAbility a = g.inv[p].def() < 0 || g.inv[p].eliminated ? null : g.content.investigatorAbility(g.inv[p].def());
                if (a == null || !a.cancelsDrawnMythos(g, p, card)) continue;
                if (k != seat) {
                    g.push(new CancelOffer(card, k));
                    return null;
                }
                String name = g.mythosDef(card).name();
                return new Question(p, QuestionKind.CHOOSE_ONE, Purpose.CANCEL_MYTHOS, "Mythos card drawn: " + name, List.of(
                        new Choice(Target.PASS, "keep", "Let " + name + " take effect", 0),
                        new Choice(Target.mythos(Act.CANCEL, card), "cancel", "Use your ability: discard it unresolved and draw another", 1)), Map.of("card", name));
            }
            g.push(new MythosStep(Stage.GATE, card, false));
            return null;
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() == 0) {
                g.push(new CancelOffer(card, seat + 1));
                return;
            }
            int p = g.turnOrder()[seat];
            g.content.investigatorAbility(g.inv[p].def()).payCancelDrawnMythos(g, p);
            g.mythosDeck.insert(0, card);
            if (g.logging()) g.log("mythos", p, g.nameOf(p) + " cancels " + g.mythosDef(card).name() + "; another Mythos card is drawn");
            g.push(new MythosStep(Stage.DRAW, -1, false));
        }
    }

    /**
     * One of the effects at the end of the Mythos Phase: the Rumor's ongoing effect (-1), or the
     * end-of-Mythos effect of the k-th source in play ({@link Game#modifiers}).
     */
    record EndOfMythos(int source) implements Step {
        @Override
        public Question run(Game g) {
            if (source < 0) {
                if (g.rumor() >= 0) g.content.mythosAbility(g.rumor()).eachMythos(g);
                return null;
            }
            List<arkham.engine.Modifiers> mods = g.modifiers(-1);
            if (source < mods.size()) mods.get(source).endOfMythos(g);
            return null;
        }
    }

    /** Whether the card is a Gate Burst in this game (the Lurker option is on and its gate location is red). */
    private static boolean bursts(Game g, MythosDef d) {
        return d.gateBurst() && g.setup.options().gateBurst();
    }

    /**
     * The card's gate. A Gate Burst on an elder sign removes it and opens the gate there with no
     * doom token (and no surge: a sealed location has no gate).
     */
    private static void openGate(Game g, MythosDef d) {
        if (d.gate() < 0) return;
        if (bursts(g, d)) burst(g, d.gate(), true);
        else Gates.open(g, d.gate());
    }

    /** A Gate Burst at a place: an elder sign there is removed and the gate opens with no doom token; else an ordinary opening. */
    private static void burst(Game g, int place, boolean doomToken) {
        if (g.sealed[place]) {
            g.sealed[place] = false;
            if (g.logging()) g.log("gate", -1, "Gate Burst: the elder sign at " + g.board.name(place) + " is torn away");
            Gates.open(g, place, false);
            return;
        }
        Gates.open(g, place, doomToken);
    }

    @Override
    public void answer(Game g, Choice c) {
        g.inv[c.value()].clues++;
        if (g.logging()) g.log("clue", c.value(), g.nameOf(c.value()) + " takes the Clue token");
    }

    private void ability(Game g, MythosDef d) {
        for (arkham.engine.Modifiers m : g.modifiers(-1, arkham.engine.Modifiers.Hook.CANCELS_MYTHOS)) {
            if (m.cancelsMythos(g, card)) {
                if (g.logging()) g.log("mythos", -1, d.name() + " is discarded without effect");
                g.mythosDeck.insert(0, card);
                return;
            }
        }
        Hooks.MythosAbility a = g.content.mythosAbility(d.id());
        int fp = g.first;
        switch (d.type()) {
            case HEADLINE -> {
                if (a != null && a.lingers()) {
                    g.lingering.add(card);
                    g.lingering.add(g.turn + 1);
                } else {
                    g.mythosDeck.insert(0, card);
                }
                if (d.effect() != null) g.push(new EffectStep(fp, d.effect(), true));
                if (a != null) a.onEnter(g);
            }
            case ENVIRONMENT -> {
                if (g.environment() >= 0) leave(g, g.environment());
                g.setEnvironment(card);
                if (d.effect() != null) g.push(new EffectStep(fp, d.effect(), true));
                if (a != null) a.onEnter(g);
            }
            case RUMOR -> {
                if (g.rumor() >= 0) {
                    if (g.logging()) g.log("mythos", -1, "A Rumor is already in play: " + d.name() + " has no effect");
                    g.mythosDeck.insert(0, card);
                    return;
                }
                g.setRumor(card);
                g.rumorTokens = 0;
                if (d.effect() != null) g.push(new EffectStep(fp, d.effect(), true));
                if (a != null) a.onEnter(g);
            }
        }
    }

    /** Lingering Headlines whose last turn is over leave play (called at the end of each turn). */
    public static void expireHeadlines(Game g) {
        for (int k = g.lingering.size() - 2; k >= 0; k -= 2) {
            if (g.lingering.get(k + 1) > g.turn) continue;
            int card = g.lingering.get(k);
            g.lingering.removeAt(k + 1);
            g.lingering.removeAt(k);
            Hooks.MythosAbility a = g.content.mythosAbility(card);
            if (a != null) a.onLeave(g);
            g.mythosDeck.insert(0, card);
            if (g.logging()) g.log("mythos", -1, g.mythosDef(card).name() + " leaves play");
        }
    }

    /** An Environment or Rumor leaves play: its markers go and it returns to the bottom of the deck. */
    public static void leave(Game g, int card) {
        MythosDef d = g.mythosDef(card);
        Hooks.MythosAbility a = g.content.mythosAbility(d.id());
        if (a != null) a.onLeave(g);
        if (g.environment() == card) g.setEnvironment(-1);
        if (g.rumor() == card) {
            g.setRumor(-1);
            g.rumorTokens = 0;
        }
        g.mythosDeck.insert(0, card);
        if (g.logging()) g.log("mythos", -1, d.name() + " leaves play");
    }
}
