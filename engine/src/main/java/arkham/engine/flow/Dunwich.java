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
import arkham.engine.def.Deck;
import arkham.engine.def.Names;
import arkham.engine.state.DunwichState;
import arkham.engine.state.IntList;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The Dunwich board's rules (Dunwich rulebook p.5-8): vortices, the Dunwich Horror track and the
 * Dunwich Horror itself, and the train between towns.
 */
public final class Dunwich {
    /** The central street area where the Dunwich Horror appears (Dunwich rulebook p.7). */
    public static final String SENTINEL_HILL = "Sentinel Hill";

    private Dunwich() {
    }

    /**
     * A monster has entered a vortex (Dunwich rulebook p.7): it returns to the cup, the terror
     * level rises by one, and a Dunwich Horror token joins the track while it holds fewer than
     * three; the third brings the Dunwich Horror to Sentinel Hill.
     */
    public static void enterVortex(Game g, int monster, int vortex) {
        if (g.logging()) g.log("vortex", -1, "The " + g.monster(monster).name() + " enters the " + g.board.name(vortex)
                + " and returns to the cup");
        g.returnToCup(monster);
        g.raiseTerror(1);
        addHorrorToken(g);
    }

    /** One Dunwich Horror token, unless the track is full; the third one brings the Dunwich Horror. */
    public static void addHorrorToken(Game g) {
        DunwichState d = g.dunwich;
        if (d.horrorTokens >= DunwichState.TRACK) return;
        d.horrorTokens++;
        if (g.logging()) g.log("dunwich", -1, "A Dunwich Horror token is added (" + d.horrorTokens + "/" + DunwichState.TRACK + ")");
        if (d.horrorTokens == DunwichState.TRACK) appear(g);
    }

    /** The Dunwich Horror enters play on Sentinel Hill (outside the monster limit: it is a Spawn monster). */
    static void appear(Game g) {
        int m = g.content.dunwichHorrorMarker;
        if (m < 0 || g.monsterWhere[m] >= 0) return;
        g.monsterWhere[m] = g.board.id(SENTINEL_HILL);
        g.dunwich.appearances++;
        if (g.logging()) g.log("dunwich", -1, "The Dunwich Horror appears on Sentinel Hill");
        var a = g.content.monsterAbility(m);
        if (a != null) a.entersPlay(g, m);
    }

    public static boolean isHorror(Game g, int monster) {
        return monster == g.content.dunwichHorrorMarker;
    }

    /**
     * Draws the Dunwich Horror card for a combat with it (Dunwich rulebook p.7): the deck is shuffled
     * each time. With no card in the content it is fought with its marker's printed values, the
     * documented stand-in (docs/CONTENT-COVERAGE-dunwich.md), and the log says so.
     */
    public static void drawHorrorCard(Game g) {
        int n = g.content.dunwichHorrorCards.size();
        if (n == 0) {
            g.dunwich.horrorCard = -1;
            if (g.logging()) g.log("dunwich", -1, "No Dunwich Horror card is known: the Dunwich Horror fights with its marker's"
                    + " printed values (toughness " + g.content.monsters.get(g.content.monsterKind[g.content.dunwichHorrorMarker]).toughness()
                    + "; its starred ratings count as +0 and deal no damage)");
            return;
        }
        int card = g.forcedHorrorCards.isEmpty() ? g.rng.nextInt(n) : g.forcedHorrorCards.removeAt(0);
        g.dunwich.horrorCard = card;
        if (g.logging()) g.log("dunwich", -1, "Dunwich Horror card: " + g.content.dunwichHorrorCardNames.get(card));
    }

    /**
     * The Dunwich Horror is defeated (Dunwich rulebook p.8): the track is emptied, the Horror is
     * set aside (it appears again when the track fills), and the winner may search a deck for a card.
     */
    public static void horrorDefeated(Game g, int player, int monster) {
        g.dunwich.horrorTokens = 0;
        g.dunwich.horrorCard = -1;
        g.monsterWhere[monster] = Game.BOX;
        if (g.logging()) g.log("dunwich", player, g.nameOf(player) + " defeats the Dunwich Horror: its track is emptied");
        g.push(new SearchDeck(player));
    }

    /** The decks the winner over the Dunwich Horror may search (Dunwich rulebook p.8). */
    static final List<Deck> SEARCHABLE = List.of(Deck.COMMON, Deck.UNIQUE, Deck.SKILL, Deck.SPELL, Deck.ALLY);

    /** Pick one card, or nothing, out of any of the Common Item, Unique Item, Skill, Spell and Ally decks. */
    public record SearchDeck(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            options.add(new Choice(Target.PASS, "none", "Take no card", -1));
            Set<Integer> seen = new HashSet<>();
            for (Deck d : SEARCHABLE) {
                IntList cards = g.deck(d);
                for (int k = 0; k < cards.size(); k++) {
                    int def = g.content.cardKind[cards.get(k)];
                    if (!seen.add(def)) continue;
                    CardDef c = g.content.cards.get(def);
                    options.add(new Choice(Target.card(Act.TAKE, cards.get(k)), "take:" + Names.key(c.name()), "Take " + c.name() + " (" + d.name().toLowerCase() + ")", def));
                }
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.DUNWICH_REWARD, "Search a deck for one card (reward for the Dunwich Horror)",
                    options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() < 0) return;
            int card = g.takeFromDeck(c.value());
            if (card >= 0) g.giveCard(player, card);
        }
    }

    // ------------------------------------------------------------------ Condition cards

    /** The tag of Condition cards (Dunwich rulebook p.6). */
    public static final String CONDITION = "condition";

    /**
     * Turns a Condition card face up (active) or face down (inactive) (Dunwich rulebook p.6): an
     * encounter names the card. An active Condition's ability is in play for every investigator.
     */
    public static void turnCondition(Game g, String name, boolean faceUp) {
        int card = conditionCard(g, name);
        int at = g.dunwich.conditions.indexOf(card);
        if (faceUp && at < 0) {
            g.dunwich.conditions.add(card);
            g.exhausted[card] = false;
            if (g.logging()) g.log("condition", -1, name + " is turned face up");
        } else if (!faceUp && at >= 0) {
            g.dunwich.conditions.removeAt(at);
            if (g.logging()) g.log("condition", -1, name + " is turned face down");
        }
    }

    /** Whether the named Condition is face up (false when it is not in this game). */
    public static boolean conditionActive(Game g, String name) {
        for (int k = 0; k < g.dunwich.conditions.size(); k++) {
            if (arkham.engine.Content.same(g.content.cardOf(g.dunwich.conditions.get(k)).name(), name)) return true;
        }
        return false;
    }

    /** An exhausted Condition is turned sideways and stays active; it refreshes in the Upkeep Phase. */
    static void refreshConditions(Game g) {
        for (int k = 0; k < g.dunwich.conditions.size(); k++) g.exhausted[g.dunwich.conditions.get(k)] = false;
    }

    private static int conditionCard(Game g, String name) {
        int def = g.content.cardId(name);
        if (!g.content.cards.get(def).has(CONDITION)) throw new IllegalArgumentException("'" + name + "' is not a Condition card");
        for (int c = 0; c < g.content.cardKind.length; c++) if (g.content.cardKind[c] == def) return c;
        throw new IllegalArgumentException("no copy of '" + name + "'");
    }

    // ------------------------------------------------------------------ the train

    /**
     * Whether the investigator may take the train now (Dunwich rulebook p.5): the Dunwich board is in
     * play, he is at the Train Station or a depot, has a movement point and pays $1 (a Rail Pass spares the fare).
     */
    public static boolean canTakeTrain(Game g, int player) {
        var i = g.inv[player];
        return g.setup.options().dunwichBoard() && g.board.isDepot(i.place) && i.movePoints > 0
                && (i.money >= 1 || ridesFree(g, player));
    }

    /** The depots of the other towns, where the train goes from here. */
    public static List<Integer> trainDestinations(Game g, int from) {
        List<Integer> r = new ArrayList<>();
        for (int place = 0; place < g.board.size(); place++) {
            if (g.board.isDepot(place) && g.board.town(place) != g.board.town(from) && g.onBoard(place) && !g.closed[place]) r.add(place);
        }
        return r;
    }

    /** A Rail Pass: travel between towns without paying (Dunwich special card). */
    public static boolean ridesFree(Game g, int player) {
        return g.ownsTagged(player, "rail-pass");
    }

}
