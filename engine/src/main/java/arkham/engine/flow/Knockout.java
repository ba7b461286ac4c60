package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.CardDef;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An investigator reduced to 0 Sanity or Stamina (rulebook p.16-17). Both at once, or a maximum
 * at 0, devours him. Otherwise he discards half his items (his choice) and half his Clue tokens
 * (rounded down) and all Retainers, then goes to Arkham Asylum (insane) or St. Mary's Hospital
 * (unconscious) restored to 1, or, from an Other World, goes to Lost in Time and Space with both at
 * least 1 (unless he is never lost: then to the Asylum or Hospital as in Arkham). In the final battle, 0 of either devours him (p.22).
 * Items lost only by choice count toward the half but are never offered; with only those left, the
 * discarding stops. With Injury and Madness cards in the game (Dunwich rulebook p.6; flowchart
 * "Unconscious", "Insane") he may instead draw an Injury (Stamina) or Madness (Sanity) card: he
 * loses nothing, is restored to his maximum and goes where he would have gone; a card with the name
 * of one he already holds devours him.
 *
 * @param discarded items discarded so far
 * @param chosen    the usual losses were chosen over an Injury or Madness card (or none was offered)
 */
public record Knockout(int player, int discarded, boolean chosen) implements Step {
    private static final int USUAL = -1;
    private static final int DRAW_CARD = -2;
    /** The option to discard a card (Dunwich: in place of the card drawn): this plus the card. */
    private static final int INSTEAD = 1_000_000;

    public Knockout(int player, int discarded) {
        this(player, discarded, false);
    }

    @Override
    public int owner() {
        return player;
    }

    @Override
    public Question run(Game g) {
        Investigator i = g.inv[player];
        if (i.eliminated) return null;
        boolean insane = i.sanity == 0;
        boolean unconscious = i.stamina == 0;
        if (!insane && !unconscious) return null;
        if ((insane && unconscious) || i.maxSanity == 0 || i.maxStamina == 0 || g.awakened) {
            Status.devour(g, player);
            return null;
        }
        arkham.engine.def.Deck deck = insane ? arkham.engine.def.Deck.MADNESS : arkham.engine.def.Deck.INJURY;
        if (!chosen && discarded == 0 && g.setup.options().injuries() && !g.deck(deck).isEmpty()) {
            String card = insane ? "Madness" : "Injury";
            List<Choice> options = new ArrayList<>(List.of(
                    new Choice(Target.plain(Act.ACCEPT), "usual", "Discard half your items and Clues, restored to 1", USUAL),
                    new Choice(Target.plain(Act.DRAW), insane ? "madness" : "injury", "Draw " + (insane ? "a Madness" : "an Injury")
                            + " card, restored to your maximum", DRAW_CARD)));
            int standIn = insteadOfCard(g, player);
            if (standIn >= 0) {
                options.add(new Choice(Target.card(Act.DISCARD, standIn), "instead:" + standIn, "Discard " + g.content.cardOf(standIn).name()
                        + " instead of drawing the card, restored to your maximum", INSTEAD + standIn));
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.KNOCKED_OUT, (insane ? "Insane" : "Unconscious")
                    + ": the usual losses, or an " + card + " card?", options, Map.of());
        }
        IntList items = items(g, i);
        int toDiscard = (items.size() + discarded) / 2 - discarded;
        List<Choice> options = new ArrayList<>();
        for (int k = 0; k < items.size() && toDiscard > 0; k++) {
            int c = items.get(k);
            // counted among the items, but lost only if he chooses (.18 Derringer, Deputy's Revolver)
            if (!lostOnlyByChoice(g.content.cardOf(c))) {
                String name = g.content.cardOf(c).name();
                options.add(Choice.lazy(Target.card(Act.DISCARD, c), "discard:", c, c, () -> "Discard " + name));
            }
        }
        if (!options.isEmpty()) {
            int remaining = toDiscard;
            return Question.lazy(player, QuestionKind.CHOOSE_SEVERAL, Purpose.KNOCKED_OUT, () -> (insane ? "Insane" : "Unconscious")
                    + ": discard " + arkham.engine.Words.count(remaining, "more item"), options, () -> Map.of("remaining", remaining));
        }
        resolve(g, i, insane);
        return null;
    }

    @Override
    public void answer(Game g, Choice c) {
        if (c.value() == USUAL) {
            g.push(new Knockout(player, 0, true));
        } else if (c.value() == DRAW_CARD) {
            drawInjuryOrMadness(g, g.inv[player]);
        } else if (c.value() >= INSTEAD) {
            int card = c.value() - INSTEAD;
            String name = g.content.cardOf(card).name();
            g.discard(player, card);
            restore(g, g.inv[player], g.inv[player].sanity == 0, "no card (" + name + " discarded)");
        } else {
            g.discard(player, c.value());
            g.push(new Knockout(player, discarded + 1, true));
        }
    }

    /** The Injury or Madness card instead of the usual losses (Dunwich rulebook p.6). */
    private void drawInjuryOrMadness(Game g, Investigator i) {
        boolean insane = i.sanity == 0;
        int card = drawCard(g, player, insane ? arkham.engine.def.Deck.MADNESS : arkham.engine.def.Deck.INJURY);
        if (card < 0) return;
        // not yet held: she picks among the cards drawn next (Rita Young), and that step names her pick
        String name = g.cardWhere[card] == player ? g.content.cardOf(card).name() : (insane ? "a Madness card" : "an Injury card");
        restore(g, i, insane, name);
    }

    /** Restored to the maximum in place of the usual losses, then to the Asylum or Hospital (Dunwich rulebook p.6). */
    private void restore(Game g, Investigator i, boolean insane, String name) {
        i.held.clear();
        i.castOk.clear();
        Status.returnEncounterMonsters(g);
        i.encountersOver = true;
        i.movePoints = -1;
        if (insane) i.sanity = i.maxSanity;
        else i.stamina = i.maxStamina;
        if (i.maxSanity <= 0 || i.maxStamina <= 0) {
            Status.devour(g, player);
            return;
        }
        if (g.board.inArkham(i.place) || Status.insteadOfLost(g, player) >= 0) {
            String to = insane ? "Arkham Asylum" : "St. Mary's Hospital";
            g.moveInvestigator(player, g.board.id(to));
            if (g.logging()) g.log("status", player, g.nameOf(player) + " takes " + name + " and wakes up at " + to);
        } else {
            i.sanity = Math.max(1, i.sanity);
            i.stamina = Math.max(1, i.stamina);
            Status.lostInTimeAndSpace(g, player);
        }
    }

    /**
     * Draws an Injury or Madness card for the investigator (also for encounters that give one): a
     * card with the name of one he already holds devours him (the cards' own rule) and goes back to
     * its deck. Returns the card he now holds, or -1 (devoured, or the deck is empty). An ability
     * that draws more (Rita Young's Resilient) has him keep one of them next: the first drawn is
     * returned.
     */
    public static int drawCard(Game g, int player, arkham.engine.def.Deck deck) {
        int extra = 0;
        for (arkham.engine.Modifiers m : g.modifiers(player)) extra += m.extraDraws(g, player, deck);
        IntList pile = g.deck(deck);
        if (extra == 0 || pile.size() < 2) {
            int card = g.drawCard(deck);
            return card < 0 ? -1 : receive(g, player, card, deck);
        }
        // Rita Young's Resilient: the top cards are drawn and she keeps one (her choice), the others go to the bottom;
        // they stay in the deck until she has chosen, so every card is somewhere while she decides
        List<Integer> drawn = new ArrayList<>();
        for (int k = 0; k <= extra && k < pile.size(); k++) drawn.add(pile.get(pile.size() - 1 - k));
        g.push(new KeepOne(player, deck, List.copyOf(drawn)));
        return drawn.get(0);
    }

    /** Of the Injury or Madness cards drawn, the investigator keeps one; the rest go to the bottom of the deck. */
    record KeepOne(int player, arkham.engine.def.Deck deck, List<Integer> drawn) implements Step {
        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            for (int c : drawn) {
                // a card someone else drew meanwhile is no longer hers to choose
                if (g.deck(deck).contains(c)) options.add(new Choice(Target.card(Act.KEEP, c), "keep:" + c, "Keep " + g.content.cardOf(c).name(), c));
            }
            if (options.isEmpty()) {
                drawCard(g, player, deck);
                return null;
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.KEEP_CARDS, "Which card do you keep?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            IntList pile = g.deck(deck);
            for (int card : drawn) {
                int at = pile.indexOf(card);
                if (at < 0) continue;
                pile.removeAt(at);
                if (card != c.value()) pile.insert(0, card);
            }
            if (g.logging()) g.log("status", player, g.nameOf(player) + " keeps " + g.content.cardOf(c.value()).name());
            receive(g, player, c.value(), deck);
        }
    }

    /**
     * Gives him an Injury or Madness card already taken from its deck, by the same rule: a second
     * card of a name he holds goes back and devours him, unless an ability makes it harmless (it
     * goes back all the same). Returns the card, or -1 when devoured.
     */
    public static int receive(Game g, int player, int card, arkham.engine.def.Deck deck) {
        Investigator i = g.inv[player];
        String name = g.content.cardOf(card).name();
        for (int k = 0; k < i.cards.size(); k++) {
            if (g.content.cardOf(i.cards.get(k)).name().equals(name)) {
                g.deck(deck).insert(0, card);
                if (duplicatesHarmless(g, player)) {
                    if (g.logging()) g.log("status", player, g.nameOf(player) + " draws a second " + name + ": it has no effect on her");
                    return card;
                }
                if (g.logging()) g.log("status", player, g.nameOf(player) + " draws a second " + name);
                Status.devour(g, player);
                return -1;
            }
        }
        g.giveCard(player, card);
        return card;
    }

    private static boolean duplicatesHarmless(Game g, int player) {
        for (arkham.engine.Modifiers m : g.modifiers(player)) if (m.duplicatesHarmless(g, player)) return true;
        return false;
    }

    /** Whether the card is discarded in place of drawing an Injury or Madness card (Dunwich: Elixir of Life). */
    public static boolean insteadOfInjuryOrMadness(CardDef d) {
        return d.has("instead-of-injury-or-madness");
    }

    /** His card that may be discarded in place of drawing an Injury or Madness card, or -1. */
    public static int insteadOfCard(Game g, int player) {
        IntList cs = g.inv[player].cards;
        for (int k = 0; k < cs.size(); k++) if (insteadOfInjuryOrMadness(g.content.cardOf(cs.get(k)))) return cs.get(k);
        return -1;
    }

    /** Whether the card never has to be given up: it is discarded or stolen only if its owner agrees. */
    public static boolean lostOnlyByChoice(CardDef d) {
        return d.has("lost-only-by-choice");
    }

    private static IntList items(Game g, Investigator i) {
        IntList r = new IntList();
        for (int k = 0; k < i.cards.size(); k++) {
            CardDef d = g.content.cardOf(i.cards.get(k));
            if (d.item()) r.add(i.cards.get(k));
        }
        return r;
    }

    private void resolve(Game g, Investigator i, boolean insane) {
        i.clues -= i.clues / 2;
        IntList cards = new IntList(i.cards);
        for (int k = 0; k < cards.size(); k++) {
            if (g.content.cardOf(cards.get(k)).has("retainer")) g.discard(player, cards.get(k));
        }
        i.held.clear();
        i.castOk.clear();
        Status.returnEncounterMonsters(g);
        i.encountersOver = true;
        i.movePoints = -1;
        if (g.board.inArkham(i.place) || Status.insteadOfLost(g, player) >= 0) {
            String to = insane ? "Arkham Asylum" : "St. Mary's Hospital";
            g.moveInvestigator(player, g.board.id(to));
            if (insane) i.sanity = 1;
            else i.stamina = 1;
            if (g.logging()) g.log("status", player, g.nameOf(player) + (insane ? " is driven insane" : " is knocked unconscious")
                    + " and wakes up at " + to);
        } else {
            i.sanity = Math.max(1, i.sanity);
            i.stamina = Math.max(1, i.stamina);
            Status.lostInTimeAndSpace(g, player);
        }
    }
}
