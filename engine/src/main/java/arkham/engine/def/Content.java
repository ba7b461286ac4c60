package arkham.engine.def;

import arkham.engine.Hooks;

import java.util.ArrayList;
import java.util.List;

/**
 * Every immutable definition a game needs, plus the physical-component tables derived from them
 * (one entry per monster marker, gate marker and card). Shared by all games and copies.
 */
public final class Content {
    public final Board board;
    public final List<MonsterDef> monsters;
    public final List<GateMarkerDef> gateMarkers;
    public final List<AncientOneDef> ancientOnes;
    public final List<InvestigatorDef> investigators;
    public final List<MythosDef> mythos;
    public final List<CardDef> cards;
    public final List<LocationCardDef> locationCards;
    public final List<GateCardDef> gateCards;
    public final Hooks hooks;

    /** Monster marker index -> monster kind. */
    public final int[] monsterKind;
    /** Gate marker index -> gate marker kind. */
    public final int[] gateKind;
    /** Card instance -> card definition. */
    public final int[] cardKind;
    /** Location card ids per street (neighbourhood) id. */
    private final int[][] locationDeck;

    public Content(Board board, List<MonsterDef> monsters, List<GateMarkerDef> gateMarkers,
                   List<AncientOneDef> ancientOnes, List<InvestigatorDef> investigators, List<MythosDef> mythos,
                   List<CardDef> cards, List<LocationCardDef> locationCards, List<GateCardDef> gateCards,
                   Hooks hooks) {
        this.board = board;
        this.monsters = List.copyOf(monsters);
        this.gateMarkers = List.copyOf(gateMarkers);
        this.ancientOnes = List.copyOf(ancientOnes);
        this.investigators = List.copyOf(investigators);
        this.mythos = List.copyOf(mythos);
        this.cards = List.copyOf(cards);
        this.locationCards = List.copyOf(locationCards);
        this.gateCards = List.copyOf(gateCards);
        this.hooks = hooks;
        monsterKind = expand(monsters.stream().mapToInt(MonsterDef::count).toArray());
        gateKind = expand(gateMarkers.stream().mapToInt(GateMarkerDef::count).toArray());
        cardKind = expand(cards.stream().mapToInt(CardDef::count).toArray());
        locationDeck = new int[board.size()][];
        for (int s : board.streets()) {
            locationDeck[s] = locationCards.stream().filter(c -> c.street() == s).mapToInt(LocationCardDef::id).toArray();
        }
    }

    private static int[] expand(int[] counts) {
        List<Integer> r = new ArrayList<>();
        for (int k = 0; k < counts.length; k++) for (int i = 0; i < counts[k]; i++) r.add(k);
        return r.stream().mapToInt(Integer::intValue).toArray();
    }

    public MonsterDef monsterOf(int marker) { return monsters.get(monsterKind[marker]); }
    public GateMarkerDef gateOf(int marker) { return gateMarkers.get(gateKind[marker]); }
    public CardDef cardOf(int instance) { return cards.get(cardKind[instance]); }
    public int[] locationDeck(int street) { return locationDeck[street] == null ? new int[0] : locationDeck[street]; }

    public int investigatorId(String name) {
        for (InvestigatorDef d : investigators) if (same(d.name(), name)) return d.id();
        throw new IllegalArgumentException("unknown investigator '" + name + "'");
    }

    public int ancientOneId(String name) {
        for (AncientOneDef d : ancientOnes) if (same(d.name(), name)) return d.id();
        throw new IllegalArgumentException("unknown Ancient One '" + name + "'");
    }

    public int monsterId(String name) {
        for (MonsterDef d : monsters) if (same(d.name(), name)) return d.id();
        throw new IllegalArgumentException("unknown monster '" + name + "'");
    }

    public int cardId(String name) {
        for (CardDef d : cards) if (same(d.name(), name)) return d.id();
        throw new IllegalArgumentException("unknown card '" + name + "'");
    }

    public int mythosId(String name) {
        for (MythosDef d : mythos) if (same(d.name(), name)) return d.id();
        throw new IllegalArgumentException("unknown Mythos card '" + name + "'");
    }

    public static boolean same(String a, String b) {
        return Board.key(a).equals(Board.key(b));
    }
}
