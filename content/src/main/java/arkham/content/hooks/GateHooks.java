package arkham.content.hooks;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.Amount;
import arkham.engine.def.Board;
import arkham.engine.def.Cost;
import arkham.engine.def.Deck;
import arkham.engine.def.Effect;
import arkham.engine.def.Stat;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.Gates;
import arkham.engine.flow.MovementStep;
import arkham.engine.flow.Status;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Other World encounter effects of the gate cards that the effect vocabulary cannot express. */
public final class GateHooks {
    private GateHooks() {
    }

    public static void register(Hooks h) {
        h.effect("gate-return-to-arkham", (g, p, arg) -> g.push(new ReturnThroughGate(p)));
        h.effect("gate-close-entry-gate", (g, p, arg) -> g.push(new CloseEntryGate(p)));
        h.effect("gate-ride-onward", GateHooks::rideOnward);
        h.effect("gate-lose-half", GateHooks::loseHalf);
        h.effect("gate-restore", GateHooks::restore);
        h.effect("gate-take-first", GateHooks::takeFirst);
        h.effect("gate-push-limit", GateHooks::pushLimit);
        h.effect("gate-lose-die-minus", GateHooks::loseDieMinus);
        h.effect("gate-monster-trophy", GateHooks::monsterTrophy);
        h.effect("gate-spells-or-sanity", GateHooks::spellsOrSanity);
    }

    /** Places of open gates whose world is the one he stands in. */
    static List<Integer> gatesToHisWorld(Game g, int player) {
        List<Integer> r = new ArrayList<>();
        int place = g.inv[player].place;
        if (!g.board.isOtherWorld(place)) return r;
        int world = g.board.world(place);
        for (int at = 0; at < g.board.size(); at++) {
            if (g.gateAt[at] >= 0 && g.content.gateOf(g.gateAt[at]).leadsTo(world)) r.add(at);
        }
        return r;
    }

    /** One option per gate, its id "gate:" and the place's slug (as the board's move and place options). */
    static List<Choice> gateChoices(Game g, List<Integer> places, Act act, String verb) {
        List<Choice> options = new ArrayList<>(places.size());
        for (int at : places) {
            String name = g.board.name(at);
            options.add(Choice.lazy(Target.gate(act, at), "gate:" + g.board.slug(at), at, () -> verb + " the gate at " + name));
        }
        return options;
    }

    /**
     * Return to Arkham now, as in Other World movement (rulebook p.8): through an open gate to this
     * world, explored; with none open, lost in time and space.
     */
    record ReturnThroughGate(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (!g.board.isOtherWorld(g.inv[player].place)) return null;
            List<Integer> gates = gatesToHisWorld(g, player);
            if (gates.isEmpty()) {
                g.log("move", player, "No gate to this world is open: " + g.nameOf(player) + " is lost in time and space");
                Status.lostInTimeAndSpace(g, player);
                return null;
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.RETURN_THROUGH_GATE, "Return to Arkham through which gate?",
                    gateChoices(g, gates, Act.RETURN, "Return through"), Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            MovementStep.returnTo(g, player, c.value());
        }
    }

    /**
     * Close the gate the investigator came through (a trophy, p.17): that very marker, wherever he
     * is now, and nothing if it has closed since. Only when the way he came is unknown (moved to
     * the Other World by a card, or a position set up by hand) is it the gate he stands on back in
     * Arkham, or one of the open gates to his world he names.
     */
    record CloseEntryGate(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            int entered = g.inv[player].enteredGate;
            if (entered >= 0) {
                int at = g.gateWhere[entered];
                if (at >= 0 && g.gateAt[at] == entered) Gates.close(g, player, at, false);
                return null;
            }
            int place = g.inv[player].place;
            if (g.board.isLocation(place) && g.gateAt[place] >= 0) {
                Gates.close(g, player, place, false);
                return null;
            }
            List<Integer> gates = gatesToHisWorld(g, player);
            if (gates.isEmpty()) return null;
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Which gate did you enter through? It closes.",
                    gateChoices(g, gates, Act.CLOSE, "Close"), Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            Gates.close(g, player, c.value(), false);
        }
    }

    /** From the first area of an Other World on to the second; from the second, back to Arkham. */
    static void rideOnward(Game g, int player, String arg) {
        Investigator i = g.inv[player];
        if (!g.board.isOtherWorld(i.place)) return;
        Board.OtherWorld w = g.board.otherWorld(g.board.world(i.place));
        if (g.board.worldArea(i.place) == 1) {
            g.moveInvestigator(player, w.secondArea());
            g.log("move", player, g.nameOf(player) + " moves on to the second area of " + w.name());
        } else {
            g.push(new ReturnThroughGate(player));
        }
    }

    /** arg "items up|down" (his choice of items) or "money up|down": lose half, rounded as named. */
    static void loseHalf(Game g, int player, String arg) {
        String[] a = words(arg, 2, "gate-lose-half");
        boolean up = a[1].equals("up");
        if (a[0].equals("items")) {
            int n = 0;
            IntList cs = g.inv[player].cards;
            for (int k = 0; k < cs.size(); k++) if (g.content.cardOf(cs.get(k)).item()) n++;
            int lose = up ? (n + 1) / 2 : n / 2;
            if (lose > 0) g.push(new EffectStep(player, new Effect.DiscardCards("item", lose)));
        } else if (a[0].equals("money")) {
            int m = g.inv[player].money;
            g.lose(player, Stat.MONEY, up ? (m + 1) / 2 : m / 2);
        } else {
            throw new IllegalArgumentException("gate-lose-half: unknown '" + a[0] + "' (items or money)");
        }
    }

    /** arg: the stats ("sanity", "stamina" or both) restored to their maximum. */
    static void restore(Game g, int player, String arg) {
        Investigator i = g.inv[player];
        for (String s : words(arg, -1, "gate-restore")) {
            if (s.equals("sanity")) g.gain(player, Stat.SANITY, i.maxSanity - i.sanity);
            else if (s.equals("stamina")) g.gain(player, Stat.STAMINA, i.maxStamina - i.stamina);
            else throw new IllegalArgumentException("gate-restore: unknown stat '" + s + "'");
        }
    }

    /** arg "deck tag": search the deck from the top and take the first card with the tag, if any. */
    static void takeFirst(Game g, int player, String arg) {
        String[] a = words(arg, 2, "gate-take-first");
        IntList deck = g.deck(Deck.parse(a[0]));
        for (int k = deck.size() - 1; k >= 0; k--) {
            if (g.content.cardOf(deck.get(k)).has(a[1])) {
                g.giveCard(player, deck.removeAt(k));
                return;
            }
        }
        g.log("card", player, "No " + a[1] + " is left in the " + a[0] + " deck");
    }

    /**
     * arg "stamina" or "sanity": roll a die per point of it, lose a point per die that is not a
     * success; if still conscious (sane), gain a Clue token per success.
     */
    static void pushLimit(Game g, int player, String arg) {
        Stat stat = Stat.parse(arg);
        if (stat != Stat.STAMINA && stat != Stat.SANITY) throw new IllegalArgumentException("gate-push-limit: " + arg);
        int dice = stat == Stat.STAMINA ? g.inv[player].stamina : g.inv[player].sanity;
        int need = g.successOn(player);
        int successes = 0;
        for (int k = 0; k < dice; k++) if (g.die() >= need) successes++;
        g.lastSuccesses = successes;
        // What is left equals the successes, so any success means he stays on his feet.
        g.gain(player, Stat.CLUES, successes);
        g.lose(player, stat, dice - successes);
    }

    /** arg n: roll a die, subtract n (not below zero), lose that much Stamina and that much Sanity. */
    static void loseDieMinus(Game g, int player, String arg) {
        int n = Math.max(0, g.die() - Integer.parseInt(arg.trim()));
        g.lose(player, Stat.STAMINA, n);
        g.lose(player, Stat.SANITY, n);
    }

    /** Take a monster from the cup as a trophy, Endless or not. */
    static void monsterTrophy(Game g, int player, String arg) {
        int m = g.drawMonster();
        if (m < 0) return;
        g.monsterWhere[m] = Game.trophy(player);
        g.log("trophy", player, g.nameOf(player) + " takes a " + g.monster(m).name() + " from the cup as a trophy");
    }

    /** arg n: lose n Spells of his choice or n Sanity; with fewer than n Spells only the Sanity. */
    static void spellsOrSanity(Game g, int player, String arg) {
        int n = Integer.parseInt(arg.trim());
        int spells = 0;
        IntList cs = g.inv[player].cards;
        for (int k = 0; k < cs.size(); k++) if (g.content.cardOf(cs.get(k)).isSpell()) spells++;
        Effect sanity = new Effect.Lose(Stat.SANITY, Amount.of(n));
        if (spells < n) {
            g.push(new EffectStep(player, sanity));
            return;
        }
        g.push(new EffectStep(player, new Effect.Choose("Lose " + n + " Spells or " + n + " Sanity?", List.of(
                new Effect.Option("Lose " + n + " Spells", Cost.FREE, new Effect.DiscardCards("spell", n)),
                new Effect.Option("Lose " + n + " Sanity", Cost.FREE, sanity)))));
    }

    /** Compiled once: {@code String.split} compiles a pattern of more than one character at every call. */
    private static final java.util.regex.Pattern SPACES = java.util.regex.Pattern.compile("\\s+");

    private static String[] words(String arg, int count, String hook) {
        String[] a = arg == null ? new String[0] : SPACES.split(arg.trim().toLowerCase(Locale.ROOT));
        if ((count >= 0 && a.length != count) || a.length == 0 || a[0].isEmpty())
            throw new IllegalArgumentException(hook + ": bad argument '" + arg + "'");
        return a;
    }
}
