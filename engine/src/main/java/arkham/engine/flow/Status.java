package arkham.engine.flow;

import arkham.engine.Game;
import arkham.engine.Outcome;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;

/** Investigator status changes (rulebook p.16-17) shared by encounters, combat and knockouts. */
public final class Status {
    private Status() {
    }

    /**
     * Lost in time and space: to that area, delayed, loses the next turn (rulebook p.17). An
     * investigator who is never lost goes where his ability says instead, and only his current
     * activity ends.
     */
    public static void lostInTimeAndSpace(Game g, int p) {
        Investigator i = g.inv[p];
        int instead = insteadOfLost(g, p);
        if (instead >= 0) {
            g.moveInvestigator(p, instead);
            i.encountersOver = true;
            i.movePoints = -1;
            if (g.logging()) g.log("status", p, g.nameOf(p) + " returns to " + g.board.name(instead) + " instead of being lost in time and space");
            return;
        }
        g.moveInvestigator(p, g.board.lostInTimeAndSpace());
        i.delayed = true;
        i.encountersOver = true;
        i.movePoints = -1;
        if (g.logging()) g.log("status", p, g.nameOf(p) + " is lost in time and space");
        for (arkham.engine.Modifiers m : g.modifiers(p)) m.lostInTimeAndSpace(g, p);
    }

    /** Where the investigator goes instead of being lost in time and space, or -1. */
    static int insteadOfLost(Game g, int p) {
        for (arkham.engine.Modifiers m : g.modifiers(p)) {
            int place = m.insteadOfLost(g, p);
            if (place >= 0) return place;
        }
        return -1;
    }

    /**
     * Arrested: the jail cell, half his money (rounded down), delayed, next turn lost (rulebook p.16).
     * Returns false when something in play forbids arrests.
     */
    public static boolean arrest(Game g, int p) {
        for (arkham.engine.Modifiers m : g.modifiers(p)) {
            if (m.preventsArrest(g, p)) {
                if (g.logging()) g.log("status", p, g.nameOf(p) + " cannot be arrested now");
                return false;
            }
        }
        Investigator i = g.inv[p];
        int police = g.board.find("Police Station");
        if (police >= 0) g.moveInvestigator(p, police);
        i.jailed = true;
        i.delayed = true;
        i.encountersOver = true;
        i.movePoints = -1;
        i.money -= i.money / 2;
        if (g.logging()) g.log("status", p, g.nameOf(p) + " is arrested and taken to the jail cell");
        return true;
    }

    /** Loses his next turn: delayed, and no encounters in that turn either. */
    public static void loseTurn(Game g, int p) {
        g.inv[p].delayed = true;
        g.inv[p].turnLost = true;
        if (g.logging()) g.log("status", p, g.nameOf(p) + " will lose his next turn");
    }

    /** Delayed: the marker lies on its side; no movement next Movement Phase. */
    public static void delay(Game g, int p) {
        for (arkham.engine.Modifiers m : g.modifiers(p)) {
            if (m.preventsDelay(g, p)) {
                if (g.logging()) g.log("status", p, g.nameOf(p) + " cannot be delayed");
                return;
            }
        }
        g.inv[p].delayed = true;
        if (g.logging()) g.log("status", p, g.nameOf(p) + " is delayed");
    }

    /**
     * Devoured (rulebook p.17): every card but trophies is discarded (Dark Pacts too) and his Power
     * tokens go back to the pool (Lurker rulebook), and a new investigator is dealt; in the final
     * battle the player is eliminated instead (p.22).
     */
    public static void devour(Game g, int p) {
        Investigator i = g.inv[p];
        if (g.logging()) g.log("devoured", p, g.nameOf(p) + " is devoured");
        g.investigatorsDevoured++;
        for (arkham.engine.Modifiers m : g.modifiers(-1)) m.investigatorDevoured(g, p);
        giveUpEverything(g, p);
        if (g.awakened) {
            i.eliminated = true;
            i.sanity = 0;
            i.stamina = 0;
            if (g.activePlayers() == 0) g.win(Outcome.LOSS_DEVOURED);
            return;
        }
        NewInvestigator.replaceInvestigator(g, p);
    }

    /**
     * Retires an investigator with two or more Injury and Madness cards (Dunwich rulebook p.6): as if
     * devoured, a new investigator is dealt, but nothing that devouring sets off happens; the turn is
     * skipped and the score loses 1.
     */
    public static void retire(Game g, int p) {
        if (g.logging()) g.log("retired", p, g.nameOf(p) + " retires");
        giveUpEverything(g, p);
        g.dunwich.retired++;
        NewInvestigator.replaceInvestigator(g, p);
        Investigator i = g.inv[p];
        if (!i.eliminated) {
            i.delayed = true;
            i.turnLost = true;
        }
    }

    /** What a devoured (or retired) investigator leaves behind: all his cards, Clues, money and Power tokens. */
    private static void giveUpEverything(Game g, int p) {
        Investigator i = g.inv[p];
        g.herald.spend(p, g.herald.power[p]);
        g.endRelationships(p);
        IntList cards = new IntList(i.cards);
        for (int k = 0; k < cards.size(); k++) g.discard(p, cards.get(k));
        i.held.clear();
        i.castOk.clear();
        i.clues = 0;
        i.money = 0;
        returnEncounterMonsters(g);
    }

    /** A monster drawn for an encounter never stays once the encounter is over (rulebook p.22). */
    static void returnEncounterMonsters(Game g) {
        for (int m = 0; m < g.monsterWhere.length; m++) if (g.monsterWhere[m] == Game.ENCOUNTER) g.returnToCup(m);
    }
}
