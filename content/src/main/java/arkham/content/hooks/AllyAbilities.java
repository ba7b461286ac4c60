package arkham.content.hooks;

import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.def.Deck;
import arkham.engine.def.Stat;
import arkham.engine.flow.EffectStep;

/** Allies whose help goes beyond a skill bonus: gifts on joining, a larger maximum and a one-time recovery. */
final class AllyAbilities {
    private AllyAbilities() {
    }

    static void register(Hooks h) {
        h.card("anna-kaslow", new Hooks.CardAbility() {
            @Override
            public void gained(Game g, int player, int card) {
                g.gain(player, Stat.CLUES, 2);
            }
        });
        h.card("ruby-standish", new DrawsOnJoining(Deck.UNIQUE));
        h.card("ryan-dean", new DrawsOnJoining(Deck.COMMON));
        h.card("thomas-f-malone", new DrawsOnJoining(Deck.SPELL));
        h.card("duke", new Steadfast(Stat.SANITY, Stat.MAX_SANITY));
        h.card("sir-william-brinton", new Steadfast(Stat.STAMINA, Stat.MAX_STAMINA));
    }

    /** Draws a card from a deck when the Ally joins. */
    record DrawsOnJoining(Deck deck) implements Hooks.CardAbility {
        @Override
        public void gained(Game g, int player, int card) {
            g.push(new EffectStep(player, ItemAbilities.draw(deck)));
        }
    }

    /** +1 to a maximum while the Ally stays; discard him to restore that stat to its maximum. */
    record Steadfast(Stat stat, Stat max) implements Hooks.CardAbility {
        @Override
        public void gained(Game g, int player, int card) {
            g.restore(player, max, 1);
        }

        @Override
        public void lost(Game g, int player, int card) {
            g.lose(player, max, 1);
        }

        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            var i = g.inv[player];
            // After discarding him the maximum drops by one again.
            return stat == Stat.SANITY ? i.sanity < i.maxSanity - 1 : i.stamina < i.maxStamina - 1;
        }

        @Override
        public String useLabel(Game g, int player, int card) {
            return "Discard " + g.content.cardOf(card).name() + " to restore your " + stat.text();
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            g.discard(player, card);
            var i = g.inv[player];
            g.gain(player, stat, stat == Stat.SANITY ? i.maxSanity - i.sanity : i.maxStamina - i.stamina);
        }
    }
}
