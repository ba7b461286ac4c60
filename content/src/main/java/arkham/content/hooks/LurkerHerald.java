package arkham.content.hooks;

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
import arkham.engine.def.ReckoningDef;
import arkham.engine.flow.EffectStep;
import arkham.engine.state.HeraldState;
import arkham.engine.state.IntList;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The Lurker at the Threshold as Herald (its sheet's four rules) and the pieces the Dark Pacts and
 * Reckoning cards share: taking pacts, drawing Reckoning cards, handing out scarce Power tokens.
 * <ul>
 * <li>Rites of Magick: a spell may be cast with the Lurker's aid (no Sanity cost, no Spell check)
 * by an investigator who can still take a Dark Pact; he takes one, then a Reckoning card is drawn.</li>
 * <li>Ever-present Temptation: at the start of his Upkeep an investigator may take Dark Pacts.</li>
 * <li>The One Beyond: a Reckoning card each time a gate opens, but not for the gate opened at setup.</li>
 * <li>They Shall Break Through Again: -1 to the check to close a gate.</li>
 * </ul>
 * Engine ruling: the final battle has no turns, so neither the aid nor the temptation is offered
 * once the Ancient One is awake.
 */
final class LurkerHerald implements Hooks.Herald {
    /** The three Dark Pact cards (special cards tagged "dark-pact"), by name. */
    static final List<String> PACTS = List.of("Blood Pact", "Soul Pact", "Bound Ally");

    static void register(Hooks h) {
        h.herald(new LurkerHerald());
        DarkPacts.register(h);
        Reckonings.register(h);
    }

    @Override
    public int closeModifier(Game g, int player, int place) {
        return -1;
    }

    @Override
    public void gateOpened(Game g, int place) {
        if (g.phase != Phase.SETUP) g.push(new DrawReckoning());
    }

    @Override
    public void startOfUpkeep(Game g, int player) {
        if (g.phase == Phase.UPKEEP && !takeable(g, player).isEmpty()) g.push(new TakePacts(player, true));
    }

    @Override
    public boolean aidsCasting(Game g, int player, int card) {
        return !g.awakened && !takeable(g, player).isEmpty();
    }

    @Override
    public void aidCasting(Game g, int player, int card) {
        g.then(new TakePacts(player, false), new DrawReckoning());
    }

    /** Each investigator's Bound Ally pact goes on the Ancient One; the Ally it bound is discarded. */
    @Override
    public void awakening(Game g) {
        for (int p = 0; p < g.players; p++) {
            int pact = g.findTagged(p, "bound-ally");
            if (pact < 0) continue;
            int ally = g.herald.boundAlly[p];
            if (ally >= 0 && g.cardWhere[ally] == p) g.discard(p, ally);
            g.boxCard(p, pact);
            g.herald.onAncientOne++;
            g.log("herald", p, g.nameOf(p) + "'s Bound Ally goes on the Ancient One");
        }
    }

    @Override
    public int doomTokenSuccesses(Game g) {
        return g.herald.onAncientOne;
    }

    // ------------------------------------------------------------ shared

    /** Dark Pacts the investigator holds. */
    static int pacts(Game g, int p) {
        int n = 0;
        IntList cs = g.inv[p].cards;
        for (int k = 0; k < cs.size(); k++) if (g.content.cardOf(cs.get(k)).has("dark-pact")) n++;
        return n;
    }

    /** Dark Pacts the investigator may take now: those he lacks that still have a card left. */
    static List<String> takeable(Game g, int p) {
        List<String> r = new ArrayList<>(3);
        for (String name : PACTS) {
            int def = g.content.cardId(name);
            if (!owns(g, p, def) && inDeck(g, def)) r.add(name);
        }
        return r;
    }

    private static boolean owns(Game g, int p, int def) {
        IntList cs = g.inv[p].cards;
        for (int k = 0; k < cs.size(); k++) if (g.content.cardKind[cs.get(k)] == def) return true;
        return false;
    }

    private static boolean inDeck(Game g, int def) {
        IntList d = g.deck(g.content.cards.get(def).deck());
        for (int k = 0; k < d.size(); k++) if (g.content.cardKind[d.get(k)] == def) return true;
        return false;
    }

    /** Devoured by an effect: both to zero, resolved between steps like any devouring. */
    static void devour(Game g, int p) {
        g.inv[p].sanity = 0;
        g.inv[p].stamina = 0;
        g.knockOut(p);
    }

    /**
     * Taking Dark Pacts: with {@code several}, any number of the ones he may take, or none (the
     * temptation); otherwise exactly one, if he can.
     */
    record TakePacts(int player, boolean several) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<String> names = takeable(g, player);
            if (names.isEmpty()) return null;
            List<Choice> options = new ArrayList<>();
            if (several) options.add(new Choice(Target.DONE, "done", "Make no (more) pacts", -1));
            for (String n : names) options.add(new Choice(Target.option(Act.TAKE, PACTS.indexOf(n)), "pact:" + n.toLowerCase().replace(' ', '-'), "Take a " + n, PACTS.indexOf(n)));
            return new Question(player, several ? QuestionKind.CHOOSE_SEVERAL : QuestionKind.CHOOSE_ONE, Purpose.DARK_PACT,
                    several ? "Make a Dark Pact with the Lurker at the Threshold?" : "Take a Dark Pact", options,
                    Map.of("power", g.herald.power[player]));
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() < 0) return;
            if (several) g.push(this);
            g.log("herald", player, g.nameOf(player) + " makes a Dark Pact: " + PACTS.get(c.value()));
            EffectStep.takeCard(g, player, PACTS.get(c.value()));
        }
    }

    /**
     * Draws the top Reckoning card and resolves it for the game. An empty deck is first made again
     * from the discards (engine ruling: the rules never say; the deck is reshuffled as other decks are).
     */
    record DrawReckoning() implements Step {
        @Override
        public Question run(Game g) {
            HeraldState h = g.herald;
            if (h.reckoning.isEmpty()) {
                while (!h.reckoningDiscards.isEmpty()) h.reckoning.add(h.reckoningDiscards.removeLast());
                g.rng.shuffle(h.reckoning);
            }
            if (h.reckoning.isEmpty()) return null;
            int card = h.reckoning.removeLast();
            h.reckoningDiscards.add(card);
            ReckoningDef d = g.content.reckonings.get(card);
            g.log("reckoning", -1, "Reckoning: " + d.name() + " - " + d.text(), d.name());
            g.push(new EffectStep(g.first, d.effect(), true));
            return null;
        }
    }

    /**
     * Power tokens for several investigators at once. While the pool lasts everyone gets his
     * tokens; when it cannot cover them all, the first player chooses who receives next (Lurker
     * rulebook); with the pool empty the rest is ignored.
     */
    record GrantPower(List<Integer> players, List<Integer> amounts) implements Step {
        static GrantPower of(Game g, int[] amountPerPlayer) {
            List<Integer> ps = new ArrayList<>();
            List<Integer> as = new ArrayList<>();
            for (int p : g.turnOrder()) {
                if (amountPerPlayer[p] > 0) {
                    ps.add(p);
                    as.add(amountPerPlayer[p]);
                }
            }
            return new GrantPower(List.copyOf(ps), List.copyOf(as));
        }

        @Override
        public Question run(Game g) {
            int total = 0;
            for (int a : amounts) total += a;
            if (total == 0) return null;
            if (g.herald.pool == 0) {
                g.log("power", -1, "No Power tokens are left: none are gained");
                return null;
            }
            if (g.herald.pool >= total || players.size() == 1) {
                for (int k = 0; k < players.size(); k++) give(g, players.get(k), amounts.get(k));
                return null;
            }
            List<Choice> options = new ArrayList<>();
            for (int k = 0; k < players.size(); k++) {
                int p = players.get(k);
                options.add(new Choice(Target.investigator(Act.CHOOSE, p), "player:" + p, g.nameOf(p) + " (" + amounts.get(k) + ")", k));
            }
            return new Question(g.first, QuestionKind.ORDER, Purpose.EFFECT_CHOICE, "Only " + g.herald.pool
                    + (g.herald.pool == 1 ? " Power token is" : " Power tokens are") + " left: who receives his next?", options, Map.of("pool", g.herald.pool));
        }

        @Override
        public void answer(Game g, Choice c) {
            give(g, players.get(c.value()), amounts.get(c.value()));
            List<Integer> ps = new ArrayList<>(players);
            List<Integer> as = new ArrayList<>(amounts);
            ps.remove(c.value());
            as.remove(c.value());
            g.push(new GrantPower(List.copyOf(ps), List.copyOf(as)));
        }

        static void give(Game g, int p, int n) {
            int got = g.herald.grant(p, n);
            if (got > 0) g.log("power", p, g.nameOf(p) + " gains " + got + " Power (" + g.herald.power[p] + ")");
        }
    }
}
