package arkham.content.hooks;

import arkham.engine.Check;
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
import arkham.engine.def.CardDef;
import arkham.engine.def.CheckType;
import arkham.engine.def.Deck;
import arkham.engine.def.Stat;
import arkham.engine.flow.HoldsCards;
import arkham.engine.state.IntList;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The Relationship cards of The Lurker at the Threshold. Each ability is consulted for both
 * partners; a gift one partner's gain sets off goes to the other, and is given without telling
 * what is in play, so it never sets off a gift back.
 */
final class Relationships {
    private Relationships() {
    }

    static void register(Hooks h) {
        h.relationship("best-of-friends", new Boost(null, true) {
            @Override
            boolean applies(Game g, int player, int partner) {
                int n = LurkerCards.neighbourhood(g, g.inv[player].place);
                return n >= 0 && n == LurkerCards.neighbourhood(g, g.inv[partner].place);
            }
        });
        h.relationship("world-aint-big-enough", new Boost(null, true) {
            @Override
            boolean applies(Game g, int player, int partner) {
                return g.board.isOtherWorld(g.inv[player].place) || g.board.isOtherWorld(g.inv[partner].place);
            }
        });
        h.relationship("courageous-inspirations", new Boost(CheckType.HORROR, false));
        h.relationship("practitioners-of-the-art", new Practitioners());
        h.relationship("skullcrackers", new Boost(CheckType.COMBAT, false));
        h.relationship("survivors", new Boost(CheckType.EVADE, false));
        h.relationship("fellow-travelers", new FellowTravelers());
        h.relationship("friendly-rivals", new FriendlyRivals());
        h.relationship("business-associates", new BusinessAssociates());
        h.relationship("collectors", new Gift(Deck.COMMON, Deck.UNIQUE));
        h.relationship("socially-connected", new Gift(Deck.ALLY));
        h.relationship("students-of-the-arcane", new Gift(Deck.SPELL));
    }

    /** The relationship p is in whose rules are {@code a}, or -1. */
    static int relationship(Game g, int player, Hooks.RelationshipAbility a) {
        IntList rels = g.relationshipsOf(player);
        for (int k = 0; k < rels.size(); k++) if (g.content.relationshipAbility(rels.get(k)) == a) return rels.get(k);
        return -1;
    }

    /**
     * Exhaust before a check for +1: a check of one type ({@code null}: any check), when
     * {@link #applies} holds; some cards may not be used once the Ancient One is awake.
     */
    static class Boost implements Hooks.RelationshipAbility {
        private final CheckType type;
        private final boolean notInBattle;

        Boost(CheckType type, boolean notInBattle) {
            this.type = type;
            this.notInBattle = notInBattle;
        }

        boolean applies(Game g, int player, int partner) {
            return true;
        }

        @Override
        public int boost(Game g, int player, int rel, Check check) {
            if (type != null && check.type() != type) return 0;
            if (notInBattle && g.awakened) return 0;
            return applies(g, player, g.partner(rel, player)) ? 1 : 0;
        }
    }

    /** Practitioners of the Art: the Spell check boost, and either partner may pay part of the other's spell costs. */
    static final class Practitioners extends Boost {
        Practitioners() {
            super(CheckType.SPELL, false);
        }

        @Override
        public int spellCostPartner(Game g, int player, int card) {
            int rel = relationship(g, player, this);
            return rel < 0 ? -1 : g.partner(rel, player);
        }
    }

    /** Fellow Travelers: exhaust during Arkham movement for 1 more movement point. */
    static final class FellowTravelers implements Hooks.RelationshipAbility {
        @Override
        public boolean usable(Game g, int player, int rel, Hooks.Timing when) {
            return when == Hooks.Timing.MOVEMENT && g.inv[player].movePoints >= 0;
        }

        @Override
        public String useLabel(Game g, int player, int rel) {
            return "Exhaust Fellow Travelers for 1 more movement point";
        }

        @Override
        public void use(Game g, int player, int rel, Hooks.Timing when) {
            g.inv[player].movePoints += 1;
        }
    }

    /** Friendly Rivals: the partner behind in monster trophies fights better, the one behind in gate trophies closes better. */
    static final class FriendlyRivals implements Hooks.RelationshipAbility {
        @Override
        public int checkModifier(Game g, int player, CheckType type) {
            if (type != CheckType.COMBAT) return 0;
            int partner = partnerIn(g, player);
            return partner >= 0 && g.monsterTrophies(player) < g.monsterTrophies(partner) ? 1 : 0;
        }

        @Override
        public int closeModifier(Game g, int player, int place) {
            int partner = partnerIn(g, player);
            return partner >= 0 && g.gateTrophies(player) < g.gateTrophies(partner) ? 1 : 0;
        }

        private int partnerIn(Game g, int player) {
            int rel = relationship(g, player, this);
            return rel < 0 ? -1 : g.partner(rel, player);
        }
    }

    /** Business Associates: money one partner gains after setup brings the other $1. */
    static final class BusinessAssociates implements Hooks.RelationshipAbility {
        @Override
        public void afterGain(Game g, int player, Stat stat, int amount) {
            if (stat != Stat.MONEY || g.phase == Phase.SETUP) return;
            int rel = relationship(g, player, this);
            if (rel < 0) return;
            int partner = g.partner(rel, player);
            // restore, not gain: this $1 must not set off the card again
            g.restore(partner, Stat.MONEY, 1);
            g.log("relationship", partner, g.nameOf(partner) + " gains $1 (Business Associates)");
        }
    }

    /** A card of one of these decks gained by one partner brings the other a card of the same deck. */
    static final class Gift implements Hooks.RelationshipAbility {
        private final List<Deck> decks;

        Gift(Deck... decks) {
            this.decks = List.of(decks);
        }

        @Override
        public void gainedCard(Game g, int player, int card) {
            Deck deck = g.content.cardOf(card).deck();
            if (!decks.contains(deck)) return;
            int rel = relationship(g, player, this);
            if (rel < 0) return;
            int partner = g.partner(rel, player);
            if (g.inv[partner].eliminated) return;
            g.push(new GiftDraw(partner, deck, g.content.relationships.get(rel).hook()));
        }
    }

    /** The partner draws a random card of the deck: Students keep it; Collectors may buy it; Socially Connected keep it and return an Ally. */
    record GiftDraw(int player, Deck deck, String kind) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            IntList d = g.deck(deck);
            if (d.isEmpty()) return null;
            // the deck is shuffled, but after discards its bottom is known: draw at random
            int card = d.removeAt(g.rng.nextInt(d.size()));
            if (kind.equals("collectors")) {
                g.cardWhere[card] = Game.DRAWN;
                g.push(new Purchase(player, card));
                return null;
            }
            int alliesBefore = allies(g, player).size();
            g.giveCard(player, card, false);
            if (kind.equals("socially-connected") && alliesBefore > 0) g.push(new ReturnAlly(player));
            return null;
        }
    }

    static IntList allies(Game g, int player) {
        IntList r = new IntList();
        IntList cs = g.inv[player].cards;
        for (int k = 0; k < cs.size(); k++) if (g.content.cardOf(cs.get(k)).deck() == Deck.ALLY) r.add(cs.get(k));
        return r;
    }

    /** Collectors: buy the drawn card at its price, or put it back at the bottom of its deck. */
    record Purchase(int player, int card) implements Step, HoldsCards {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public List<Integer> heldCards() {
            return List.of(card);
        }

        @Override
        public Question run(Game g) {
            CardDef d = g.content.cardOf(card);
            List<Choice> options = new ArrayList<>();
            options.add(new Choice(Target.PASS, "decline", "Do not buy " + d.name(), 0));
            if (g.inv[player].money >= d.price()) options.add(new Choice(Target.card(Act.BUY, card), "buy", "Buy " + d.name() + " for $" + d.price(), 1));
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.BUY, "Collectors: buy " + d.name() + "?", options,
                    Map.of("card", d.name(), "price", d.price()));
        }

        @Override
        public void answer(Game g, Choice c) {
            CardDef d = g.content.cardOf(card);
            if (c.value() == 1) {
                g.inv[player].money -= d.price();
                g.giveCard(player, card, false);
            } else {
                g.cardWhere[card] = Game.IN_DECK;
                g.deck(d.deck()).insert(0, card);
            }
        }
    }

    /** Socially Connected: one of the investigator's Allies is shuffled back into the Ally deck. */
    record ReturnAlly(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            IntList allies = allies(g, player);
            List<Choice> options = new ArrayList<>();
            for (int k = 0; k < allies.size(); k++) {
                int a = allies.get(k);
                options.add(new Choice(Target.card(Act.DISCARD, a), "ally:" + a, "Return " + g.content.cardOf(a).name() + " to the Ally deck", a));
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Socially Connected: return which Ally?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            g.discard(player, c.value());
            g.rng.shuffle(g.deck(Deck.ALLY));
        }
    }
}
