package arkham.engine;

import arkham.engine.def.Stat;
import arkham.engine.state.Investigator;

/** An investigator's Money, Clue tokens, Sanity and Stamina going up and down. */
public final class Stats {
    private Stats() {
    }

    public static void gain(Game g, int p, Stat stat, int n) {
        if (n <= 0) return;
        // the sources in play as the gain starts hear of all of it
        ModifierCache inPlay = g.modifierCache(p);
        Modifiers[] replaces = inPlay.of(Modifiers.Hook.REPLACES_GAIN);
        Modifiers[] after = inPlay.of(Modifiers.Hook.AFTER_GAIN);
        for (Modifiers m : inPlay.of(Modifiers.Hook.PREVENTS_GAIN)) {
            if (m.preventsGain(g, p, stat)) {
                if (g.logging) g.log("gain", p, g.nameOf(p) + " cannot gain " + stat.text() + " now");
                return;
            }
        }
        for (Modifiers m : replaces) if (m.replacesGain(g, p, stat, n)) return;
        restore(g, p, stat, n);
        for (Modifiers m : after) m.afterGain(g, p, stat, n);
    }

    /** Gains that no ongoing effect can stop (medical and psychiatric care). */
    public static void restore(GameState g, int p, Stat stat, int n) {
        Investigator i = g.inv[p];
        if (n <= 0) return;
        switch (stat) {
            case MONEY -> i.money += n;
            case CLUES -> i.clues += n;
            // never above the maximum, and never down to it from Stamina a card gave above it (Dunwich: Gardners' Place)
            case SANITY -> i.sanity = Math.max(i.sanity, Math.min(i.maxSanity, i.sanity + n));
            case STAMINA -> i.stamina = Math.max(i.stamina, Math.min(i.maxStamina, i.stamina + n));
            case MAX_SANITY -> i.maxSanity += n;
            case MAX_STAMINA -> i.maxStamina += n;
        }
        if (g.logging) g.log("gain", p, g.nameOf(p) + " gains " + stat.amount(n));
    }

    /** Loses up to n of a stat; reaching zero Sanity or Stamina knocks the investigator out. */
    public static void lose(Game g, int p, Stat stat, int n) {
        Investigator i = g.inv[p];
        if (n <= 0 || i.eliminated) return;
        switch (stat) {
            case MONEY -> i.money = Math.max(0, i.money - n);
            case CLUES -> i.clues = Math.max(0, i.clues - n);
            case SANITY -> i.sanity = Math.max(0, i.sanity - n);
            case STAMINA -> i.stamina = Math.max(0, i.stamina - n);
            case MAX_SANITY -> {
                i.maxSanity = Math.max(0, i.maxSanity - n);
                i.sanity = Math.min(i.sanity, i.maxSanity);
            }
            case MAX_STAMINA -> {
                i.maxStamina = Math.max(0, i.maxStamina - n);
                i.stamina = Math.min(i.stamina, i.maxStamina);
            }
        }
        if (g.logging) g.log("lose", p, g.nameOf(p) + " loses " + stat.amount(n));
        if ((i.sanity == 0 || i.stamina == 0) && (g.holding & (1 << p)) == 0) g.knockouts |= 1 << p;
        if (stat == Stat.SANITY || stat == Stat.STAMINA) {
            for (Modifiers m : g.modifiers(p, Modifiers.Hook.AFTER_LOSS)) m.afterLoss(g, p, stat, n);
        }
    }
}
