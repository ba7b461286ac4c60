package arkham.ai;

import arkham.engine.Game;
import arkham.engine.def.Amount;
import arkham.engine.def.CardDef;
import arkham.engine.def.Cost;
import arkham.engine.def.Effect;
import arkham.engine.def.Encounter;
import arkham.engine.def.Stat;
import arkham.engine.query.Queries;
import arkham.engine.state.Investigator;

/**
 * What an encounter is worth to an investigator before he has it, read from its effect data (the
 * same data the engine resolves) with his chances at its checks: in points of Sanity or Stamina,
 * being lost in time and space or going under costing a dozen, being devoured three times that.
 * Used where he may pick his encounter card, draw another in its place, or pick an option.
 */
final class EncounterValue {
    /** What going under (knocked out or driven insane: half his things, a lost turn) or being lost in time and space costs. */
    static final double OUT = 12;

    private EncounterValue() {
    }

    /** The encounter of a location card at a location, or of a gate card in an Other World area. */
    static double of(Game g, int p, int place, int card, boolean otherWorld) {
        Encounter e = Queries.encounter(g, place, card, otherWorld);
        return e == null ? 0 : of(g, p, e.effect());
    }

    /**
     * What a location's encounter is worth to him before he draws it: the average over its
     * neighbourhood's location cards in this game (which cards make up a deck is no secret; their
     * order is never read). At 1 Sanity a place whose encounters cost Sanity is worth going under.
     */
    static double atPlace(Game g, int p, int place) {
        int[] deck = g.locationDeck(g.board.street(place));
        if (deck == null || deck.length == 0) return 0;
        double sum = 0;
        for (int card : deck) {
            Encounter e = g.content.locationCards.get(card).encounters().get(place);
            if (e != null) sum += of(g, p, e.effect());
        }
        return sum / deck.length;
    }

    static double of(Game g, int p, Effect e) {
        Investigator i = g.inv[p];
        if (e instanceof Effect.Seq s) {
            double sum = 0;
            for (Effect x : s.effects()) sum += of(g, p, x);
            return sum;
        }
        if (e instanceof Effect.Check c) {
            double pass = Odds.atLeast(g, p, Math.max(0, g.checkValue(p, c.type()) + c.modifier()), c.difficulty());
            return pass * of(g, p, c.pass()) + (1 - pass) * of(g, p, c.fail());
        }
        if (e instanceof Effect.Choose c) {
            double best = Double.NEGATIVE_INFINITY;
            for (Effect.Option o : c.options()) best = Math.max(best, of(g, p, o.effect()) - cost(o.cost()));
            return best;
        }
        if (e instanceof Effect.Gain x) return gain(i, x.stat(), amount(i, x.stat(), x.amount()));
        if (e instanceof Effect.Restore r) return gain(i, r.stat(), r.full() ? Integer.MAX_VALUE : r.amount());
        if (e instanceof Effect.Lose x) return -loss(i, x.stat(), amount(i, x.stat(), x.amount()));
        if (e instanceof Effect.Draw d) return 3.0 * d.keep();
        if (e instanceof Effect.TakeCard t) return takeCard(g.content.cards.get(g.content.cardId(t.card())));
        if (e instanceof Effect.DiscardCards d) return -3.0 * d.count();
        if (e instanceof Effect.MonsterAppears) return -2;
        if (e instanceof Effect.GateAppears) return -6;
        if (e instanceof Effect.Delayed) return -2;
        if (e instanceof Effect.LoseTurn) return -3;
        if (e instanceof Effect.Arrested) return -4;
        if (e instanceof Effect.LostInTimeAndSpace) return -OUT;
        if (e instanceof Effect.Devoured) return -3 * OUT;
        if (e instanceof Effect.Roll r) return amount(i, Stat.MONEY, r.dice()) / 3 * of(g, p, r.perSuccess());
        if (e instanceof Effect.Terror t) return -2.0 * t.amount();
        if (e instanceof Effect.Doom d) return -6.0 * d.amount();
        if (e instanceof Effect.EachInvestigator x) return of(g, p, x.effect());
        if (e instanceof Effect.If x) return (of(g, p, x.then()) + of(g, p, x.otherwise())) / 2;
        return 0; // nothing, a move, a Clue token placed, the end of encounters, a bespoke hook
    }

    /** A card an encounter hands him: a Curse (only sixes succeed) is a loss, a Blessing more than most. */
    private static double takeCard(CardDef card) {
        if (card.has("curse")) return -6;
        if (card.has("blessing")) return 5;
        return 3;
    }

    /** How many: a fixed number, or a typical one (a die, the successes of a check, half or all of what he has). */
    private static double amount(Investigator i, Stat stat, Amount a) {
        return switch (a.kind()) {
            case FIXED -> a.value();
            case SUCCESSES -> 1.5;
            case DIE -> 3.5;
            case HALF -> have(i, stat) / 2;
            case ALL -> have(i, stat);
        };
    }

    private static int have(Investigator i, Stat stat) {
        return switch (stat) {
            case MONEY -> i.money;
            case CLUES -> i.clues;
            case SANITY, MAX_SANITY -> i.sanity;
            case STAMINA, MAX_STAMINA -> i.stamina;
        };
    }

    private static double gain(Investigator i, Stat stat, double n) {
        return switch (stat) {
            case MONEY -> 0.3 * n;
            case CLUES -> 1.5 * n;
            case SANITY -> Math.min(n, i.maxSanity - i.sanity);
            case STAMINA -> Math.min(n, i.maxStamina - i.stamina);
            case MAX_SANITY, MAX_STAMINA -> 2 * n;
        };
    }

    private static double loss(Investigator i, Stat stat, double n) {
        return switch (stat) {
            case MONEY -> 0.3 * n;
            case CLUES -> 1.5 * n;
            case SANITY -> n >= i.sanity ? OUT : n;
            case STAMINA -> n >= i.stamina ? OUT : n;
            case MAX_SANITY, MAX_STAMINA -> 2 * n;
        };
    }

    /** What paying a cost is worth, on the same scale. */
    static double cost(Cost c) {
        return 0.3 * c.money() + 1.5 * c.clues() + c.sanity() + c.stamina() + c.monsterTrophies() + 5 * c.gateTrophies();
    }
}
