package arkham.content.hooks;

import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.def.Deck;
import arkham.engine.effect.Effect;
import arkham.engine.effect.Stat;
import arkham.engine.flow.Dunwich;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.Status;

import java.util.Map;

/** Bespoke effects of The Dunwich Horror's location cards (Dunwich neighbourhoods). */
final class DunwichEncounters {
    private DunwichEncounters() {
    }

    /** What each Dunwich Ally's encounter gives instead when the Ally is not in the deck. */
    private static final Map<String, Effect> ALLY_FALLBACK = Map.of(
            "Corinna Jones", ItemAbilities.draw(Deck.SKILL),
            "Earl Sawyer", ItemAbilities.seq(ItemAbilities.draw(Deck.SPELL), ItemAbilities.draw(Deck.UNIQUE), ItemAbilities.draw(Deck.COMMON)),
            "Professor Rice", ItemAbilities.seq(ItemAbilities.gain(Stat.MONEY, 5), ItemAbilities.draw(Deck.UNIQUE), ItemAbilities.draw(Deck.UNIQUE)),
            "Zebulon Whateley", ItemAbilities.gain(Stat.CLUES, 4));

    static void register(Hooks h) {
        // arg: the Ally's name; taken from the deck, or his fallback reward
        h.effect("dunwich-ally", DunwichEncounters::ally);
        // arg: "add" or "remove": a token on or off the Dunwich Horror track
        h.effect("dunwich-horror-token", (g, p, arg) -> {
            if ("add".equals(arg)) Dunwich.addHorrorToken(g);
            else if (g.dunwich.horrorTokens > 0) {
                g.dunwich.horrorTokens--;
                g.log("dunwich", p, "A Dunwich Horror token is removed (" + g.dunwich.horrorTokens + " left)");
            }
        });
        // the location where the investigator is closes for the rest of the game
        h.effect("dunwich-close-here", (g, p, arg) -> {
            g.closed[g.inv[p].place] = true;
            g.log("closed", p, g.board.name(g.inv[p].place) + " closes for the rest of the game");
        });
        // a die: 6 Blessed, 1 Cursed
        h.effect("dunwich-fortune", (g, p, arg) -> {
            int d = g.die();
            g.log("roll", p, g.nameOf(p) + " rolls " + d);
            if (d == 6) EffectStep.takeCard(g, p, "Blessing");
            else if (d == 1) EffectStep.takeCard(g, p, "Curse");
        });
        // "3 sanity": that many dice, 1 of the stat lost per failed die
        h.effect("dunwich-dice-cost", (g, p, arg) -> {
            String[] a = arg.split(" ");
            int failures = 0;
            for (int k = Integer.parseInt(a[0]); k > 0; k--) if (!ItemAbilities.success(g, p, g.die())) failures++;
            g.harm(p, Stat.valueOf(a[1].toUpperCase()), failures);
        });
        // lose 1 Stamina and 1 Sanity; reduced to 0 of either, devoured instead of knocked out
        h.effect("dunwich-lose-or-devoured", (g, p, arg) -> {
            var i = g.inv[p];
            if (i.sanity <= 1 || i.stamina <= 1) Status.devour(g, p);
            else g.harmBoth(p, 1, 1);
        });
    }

    /** Hooks of the expansion's location cards for Arkham's neighbourhoods. */
    static void registerArkham(Hooks h) {
        h.effect("dunwich-clue-per-gate", (g, p, arg) -> {
            int n = 0;
            for (int place = 0; place < g.board.size(); place++) if (g.gateAt[place] >= 0) n++;
            g.gain(p, Stat.CLUES, n);
        });
        h.effect("dunwich-clue-per-gate-trophy", (g, p, arg) -> g.gain(p, Stat.CLUES, g.gateTrophies(p)));
        // per monster trophy, 1 Stamina or 1 Sanity of his choice
        h.effect("dunwich-heal-per-trophy", (g, p, arg) -> {
            Effect one = new Effect.Choose("A monster trophy's reward", java.util.List.of(
                    new Effect.Option("Gain 1 Stamina", arkham.engine.effect.Cost.FREE, ItemAbilities.gain(Stat.STAMINA, 1)),
                    new Effect.Option("Gain 1 Sanity", arkham.engine.effect.Cost.FREE, ItemAbilities.gain(Stat.SANITY, 1))));
            for (int k = g.monsterTrophies(p); k > 0; k--) g.push(new EffectStep(p, one));
        });
        h.effect("dunwich-end-environment", (g, p, arg) -> {
            if (g.environment >= 0) arkham.engine.flow.MythosStep.leave(g, g.environment);
        });
        // "lore 4 spell": with the skill at the value or more, draw a card of the deck
        h.effect("dunwich-if-skill", (g, p, arg) -> {
            String[] a = arg.split(" ");
            if (g.checkValue(p, arkham.engine.def.CheckType.valueOf(a[0].toUpperCase())) >= Integer.parseInt(a[1])) {
                g.push(new EffectStep(p, ItemAbilities.draw(Deck.parse(a[2]))));
            }
        });
        // after a loss: still conscious and sane, the named Ally joins (or his fallback)
        h.effect("dunwich-ally-if-standing", (g, p, arg) -> {
            if (g.inv[p].sanity > 0 && g.inv[p].stamina > 0) g.push(new EffectStep(p, new Effect.Hook("enc-ally", arg)));
        });
        h.effect("dunwich-money-per-success", (g, p, arg) -> g.gain(p, Stat.MONEY, g.lastSuccesses * Integer.parseInt(arg)));
        h.effect("dunwich-everyone-to-street", (g, p, arg) -> {
            int here = g.inv[p].place;
            for (int q = 0; q < g.players; q++) if (g.inv[q].place == here) g.moveInvestigator(q, g.board.street(here));
        });
    }

    private static void ally(Game g, int p, String name) {
        int card = g.takeFromDeck(g.content.cardId(name));
        if (card >= 0) {
            g.giveCard(p, card);
            return;
        }
        if ("Ammi Pierce".equals(name)) {
            if (g.dunwich.horrorTokens > 0) g.dunwich.horrorTokens--;
            return;
        }
        Effect fallback = ALLY_FALLBACK.get(name);
        if (fallback == null) throw new IllegalStateException("dunwich-ally: no fallback known for '" + name + "'");
        g.push(new EffectStep(p, fallback));
    }
}
