package arkham.engine.flow;

import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.def.Deck;
import arkham.engine.def.InvestigatorDef;
import arkham.engine.state.Investigator;
import java.util.Map;
/**
 * An investigator entering play: his possessions as the setup deals them (fixed and random), and a
 * replacement for one devoured or retired (rulebook p.17), set up as at the start of a game.
 */
public final class NewInvestigator {
    private NewInvestigator() {
    }

    static int dealRandom(Game g) {
        return g.unusedInvestigators.get(g.rng.nextInt(g.unusedInvestigators.size()));
    }

    /** A replacement investigator: one a scenario forced, if it is still unused, else one dealt at random. */
    private static int dealReplacement(Game g) {
        while (!g.forcedInvestigators.isEmpty()) {
            int def = g.forcedInvestigators.removeAt(0);
            if (g.unusedInvestigators.contains(def)) return def;
        }
        return dealRandom(g);
    }

    static void giveNamed(Game g, int p, String card) {
        int def = g.content.cardId(card);
        int inst = g.takeFromDeck(def);
        if (inst < 0) {
            if (g.logging()) g.log("setup", p, "No " + card + " left for " + g.nameOf(p));
            return;
        }
        g.giveCard(p, inst);
    }

    static void drawRandomPossessions(Game g, int p) {
        InvestigatorDef d = g.defOf(p);
        for (Map.Entry<Deck, Integer> e : d.randomPossessions().entrySet()) {
            Draws.draw(g, p, e.getKey(), e.getValue(), e.getValue());
        }
    }

    /** Sets up a replacement for a devoured investigator (rulebook p.17): a new random sheet, home, full stats. */
    static void replaceInvestigator(Game g, int p) {
        if (g.unusedInvestigators.isEmpty()) {
            g.inv[p].eliminated = true;
            if (g.logging()) g.log("devoured", p, "No investigators remain to replace the devoured one");
            return;
        }
        replaceInvestigator(g, p, dealReplacement(g));
    }

    /**
     * Player p now plays the unused investigator {@code def}, set up as at the start of a game. The
     * old investigator's cards must already be gone (devoured) or be kept on purpose by the caller.
     */
    public static void replaceInvestigator(Game g, int p, int def) {
        if (!g.unusedInvestigators.remove(def))
            throw new IllegalArgumentException(g.content.investigators.get(def).name() + " is not an unused investigator");
        Investigator old = g.inv[p];
        InvestigatorDef d = g.content.investigators.get(def);
        old.setDef(def);
        old.maxSanity = d.maxSanity();
        old.maxStamina = d.maxStamina();
        old.sanity = d.maxSanity();
        old.stamina = d.maxStamina();
        old.money = d.money();
        old.clues = d.clues();
        old.slider[0] = old.slider[1] = old.slider[2] = 1;
        old.delayed = false;
        old.jailed = false;
        old.turnLost = false;
        old.explored = false;
        old.loanDefaulted = false;
        old.encountersOver = true;
        old.movePoints = -1;
        old.dealtWith.clear();
        old.place = d.home();
        for (String card : d.fixedPossessions()) giveNamed(g, p, card);
        drawRandomPossessions(g, p);
        Hooks.AncientOne ao = g.ancientOneHooks();
        if (ao != null) ao.newInvestigator(g, p);
        if (g.logging()) g.log("setup", p, "Player " + (p + 1) + " now plays " + d.name());
        if (g.setup.options().pickSliders()) g.push(new PlaceSliders(p, 0));
    }
}
