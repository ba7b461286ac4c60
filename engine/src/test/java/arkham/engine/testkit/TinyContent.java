package arkham.engine.testkit;

import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Setup;
import arkham.engine.def.Amount;
import arkham.engine.def.AncientOneDef;
import arkham.engine.def.Board;
import arkham.engine.def.CardDef;
import arkham.engine.def.CheckType;
import arkham.engine.def.Colour;
import arkham.engine.def.Deck;
import arkham.engine.def.Dimension;
import arkham.engine.def.Effect;
import arkham.engine.def.Encounter;
import arkham.engine.def.Expansion;
import arkham.engine.def.GateCardDef;
import arkham.engine.def.GateMarkerDef;
import arkham.engine.def.InvestigatorDef;
import arkham.engine.def.LocationCardDef;
import arkham.engine.def.MonsterDef;
import arkham.engine.def.MovementType;
import arkham.engine.def.MythosDef;
import arkham.engine.def.MythosType;
import arkham.engine.def.RelationshipDef;
import arkham.engine.def.Stat;
import arkham.engine.flow.Rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A small content made in code, for the engine's own tests: one town of two streets and five
 * locations (the rules name the hospital, the asylum and the General Store), two Other Worlds,
 * three kinds of monster, two gate markers, one Ancient One, four investigators, a card or two in
 * each deck, two Relationship cards and plain encounters. Only the engine's own rules
 * ({@link Rules#ARKHAM_HORROR}) and one Ancient One hook run: nothing of the content module.
 */
public final class TinyContent {
    public static final String ANCIENT_ONE = "The Fixture";
    public static final List<String> INVESTIGATORS = List.of("Ada Test", "Ben Test", "Cy Test", "Di Test");

    private static Content content;

    private TinyContent() {
    }

    /** The content (built once: it is immutable). */
    public static synchronized Content get() {
        if (content == null) content = build();
        return content;
    }

    private static Content build() {
        Hooks hooks = new Hooks().rulebook(Rules.ARKHAM_HORROR);
        // its attack: each investigator in the battle loses 1 Stamina
        hooks.ancientOne("fixture", (Hooks.AncientOne) g -> {
            for (int p : g.turnOrder()) g.lose(p, Stat.STAMINA, 1);
        });

        Board.Builder b = new Board.Builder();
        int north = b.street("North Street");
        int south = b.street("South Street");
        b.link(north, south);
        b.arrows(north, south, south);
        b.arrows(south, north, north);
        int police = b.location("Police Station", "North Street", false);
        int house = b.location("Arkham Asylum", "North Street", false);
        int shop = b.location("St. Mary's Hospital", "South Street", false);
        int woods = b.location("Dark Woods", "South Street", true);
        b.location("General Store", "South Street", false);
        b.otherWorld("Red Land", Colour.RED.bit() | Colour.BLUE.bit());
        b.otherWorld("Green Land", Colour.GREEN.bit() | Colour.YELLOW.bit());
        b.specialAreas();
        Board board = b.build();

        List<MonsterDef> monsters = List.of(
                monster(0, "Walker", Dimension.SLASH, MovementType.NORMAL, 1),
                monster(1, "Runner", Dimension.TRIANGLE, MovementType.FAST, 0),
                monster(2, "Flier", Dimension.STAR, MovementType.FLYING, -1));
        List<GateMarkerDef> gates = List.of(
                new GateMarkerDef(0, 0, -1, Dimension.SLASH, 4, Expansion.CORE),
                new GateMarkerDef(1, 1, 0, Dimension.TRIANGLE, 4, Expansion.CORE));
        List<AncientOneDef> aos = List.of(new AncientOneDef(0, ANCIENT_ONE, 8, -2, false, false, false, false,
                "fixture", "Each investigator loses 1 Stamina each attack.", Expansion.CORE));
        int[][] tracks = {{1, 2, 3, 4}, {4, 3, 2, 1}, {1, 2, 3, 4}, {4, 3, 2, 1}, {1, 2, 3, 4}, {4, 3, 2, 1}};
        List<InvestigatorDef> investigators = new ArrayList<>();
        int[] homes = {police, shop, house, woods};
        for (int i = 0; i < INVESTIGATORS.size(); i++) {
            investigators.add(new InvestigatorDef(i, INVESTIGATORS.get(i), "tester", homes[i], 2, 4, 4, tracks, 3, 1,
                    i == 0 ? List.of("Knife") : List.of(), Map.of(Deck.COMMON, 1, Deck.SKILL, 1), null, "", Set.of(),
                    Expansion.CORE));
        }
        List<CardDef> cards = List.of(
                card(0, "Knife", Deck.COMMON, 4, 2, 1, 1, 0, Map.of(), Set.of("weapon")),
                card(1, "Lamp", Deck.COMMON, 4, 1, 0, 0, 0, Map.of(CheckType.LORE, 1), Set.of()),
                card(2, "Charm", Deck.UNIQUE, 2, 5, 0, 0, 0, Map.of(CheckType.LUCK, 1), Set.of()),
                new CardDef(3, "Zap", Deck.SPELL, 3, 5, 1, 0, 3, Map.of(), -1, 1, true, true, Set.of(), Set.of(), null,
                        "Combat: +3 magical while cast.", Expansion.CORE),
                card(4, "Grit", Deck.SKILL, 2, 8, 0, 0, 0, Map.of(CheckType.FIGHT, 1), Set.of()),
                card(5, "Friend", Deck.ALLY, 2, 0, 0, 0, 0, Map.of(CheckType.WILL, 1), Set.of()));
        List<MythosDef> mythos = List.of(
                headline(0, "Quiet Night", house, shop, Dimension.SLASH.bit(), Dimension.TRIANGLE.bit()),
                headline(1, "Loud Night", woods, police, Dimension.TRIANGLE.bit(), Dimension.STAR.bit()),
                headline(2, "Long Night", house, police, Dimension.STAR.bit(), Dimension.SLASH.bit()),
                headline(3, "Last Night", woods, shop, Dimension.SLASH.bit() | Dimension.STAR.bit(), Dimension.TRIANGLE.bit()));
        Effect gain = new Effect.Gain(Stat.MONEY, new Amount(Amount.Kind.FIXED, 1));
        Effect hurt = new Effect.Lose(Stat.STAMINA, new Amount(Amount.Kind.FIXED, 1));
        Effect check = new Effect.Check(CheckType.LUCK, 0, 1, new Effect.Gain(Stat.CLUES, new Amount(Amount.Kind.FIXED, 1)),
                new Effect.Lose(Stat.SANITY, new Amount(Amount.Kind.FIXED, 1)));
        Effect draw = new Effect.Draw(Deck.COMMON, 1, 1);
        List<LocationCardDef> locationCards = new ArrayList<>();
        int id = 0;
        for (int street : new int[] {north, south}) {
            for (int copy = 0; copy < 2; copy++) {
                Map<Integer, Encounter> enc = new java.util.HashMap<>();
                for (int place : board.locationsOf(street)) {
                    enc.put(place, copy == 0 ? new Encounter("A check of Luck.", check) : new Encounter("A find.", place == police ? draw : gain));
                }
                locationCards.add(new LocationCardDef(id++, board.name(street) + " " + copy, street, enc, Expansion.CORE));
            }
        }
        List<GateCardDef> gateCards = new ArrayList<>();
        int g = 0;
        for (Colour c : Colour.values()) {
            gateCards.add(new GateCardDef(g++, c.name(), c, Map.of(), new Encounter("A strange place.", g % 2 == 0 ? hurt : check), Expansion.CORE));
        }
        List<RelationshipDef> relationships = List.of(new RelationshipDef(0, "Old Friends", "No rule of its own.", null, Expansion.LURKER),
                new RelationshipDef(1, "Rivals", "No rule of its own.", null, Expansion.LURKER));
        return new Content(board, monsters, gates, aos, investigators, mythos, cards, locationCards, gateCards, relationships, hooks);
    }

    private static MonsterDef monster(int id, String name, Dimension d, MovementType m, int awareness) {
        return new MonsterDef(id, name, 4, d, m, awareness, -1, 1, -1, 1, 1, false, false, false, false, false, false,
                false, 0, 0, false, null, false, Expansion.CORE);
    }

    private static CardDef card(int id, String name, Deck deck, int count, int price, int hands, int physical, int magical,
                                Map<CheckType, Integer> bonuses, Set<String> tags) {
        return new CardDef(id, name, deck, count, price, hands, physical, magical, bonuses, 0, 0, deck == Deck.COMMON || deck == Deck.UNIQUE,
                false, tags, Set.of(), null, "", Expansion.CORE);
    }

    private static MythosDef headline(int id, String name, int gate, int clue, int white, int black) {
        return new MythosDef(id, name, MythosType.HEADLINE, null, gate, clue, white, black, new Effect.Nothing(), List.of(),
                List.of(), null, "Nothing else happens.", Expansion.CORE);
    }

    /** A game of this content: the first {@code players} investigators, pick-sliders off, this seed. */
    public static Game game(int players, long seed) {
        return game(players, seed, new Setup.Options(false));
    }

    public static Game game(int players, long seed, Setup.Options options) {
        return Game.create(get(), new Setup(players, INVESTIGATORS.subList(0, players), ANCIENT_ONE, false, seed, options));
    }

    /** A game with the Relationship cards dealt (The Lurker at the Threshold's variant). */
    public static Setup.Options relationships() {
        return new Setup.Options(false, false, false, false, false, true);
    }
}
