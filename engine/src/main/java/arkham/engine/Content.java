package arkham.engine;


import arkham.engine.def.AncientOneDef;
import arkham.engine.def.Board;
import arkham.engine.def.CardDef;
import arkham.engine.def.CheckType;
import arkham.engine.def.ContentPack;
import arkham.engine.def.Expansion;
import arkham.engine.def.GateCardDef;
import arkham.engine.def.GateMarkerDef;
import arkham.engine.def.InvestigatorDef;
import arkham.engine.def.LocationCardDef;
import arkham.engine.def.MonsterDef;
import arkham.engine.def.MythosDef;
import arkham.engine.def.Names;
import arkham.engine.def.Provenance;
import arkham.engine.def.ReckoningDef;
import arkham.engine.def.RelationshipDef;
import arkham.engine.def.TaskDef;
import arkham.engine.def.Unverified;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Every immutable definition a game needs, plus the physical-component tables derived from them
 * (one entry per monster marker, gate marker and card). Shared by all games and copies.
 */
public final class Content {
    public final Board board;
    /** The options naming each place of the board. */
    public final PlaceChoices placeChoices;
    public final List<MonsterDef> monsters;
    public final List<GateMarkerDef> gateMarkers;
    public final List<AncientOneDef> ancientOnes;
    public final List<InvestigatorDef> investigators;
    public final List<MythosDef> mythos;
    public final List<CardDef> cards;
    /** The same definitions as arrays, for the constant instance-to-definition look-ups of play. */
    private final CardDef[] cardArray;
    private final MonsterDef[] monsterArray;
    private final InvestigatorDef[] investigatorArray;
    public final List<LocationCardDef> locationCards;
    public final List<GateCardDef> gateCards;
    /** The Herald variant's Reckoning cards. */
    public final List<ReckoningDef> reckonings;
    /** Relationship cards (The Lurker at the Threshold); empty without them. */
    public final List<RelationshipDef> relationships;
    public final Hooks hooks;
    /**
     * The Dunwich Horror cards (Dunwich rulebook p.7-8): each is the Dunwich Horror's monster
     * definition with the card's ratings, damage and abilities, used for one combat. Empty without them.
     */
    public final List<MonsterDef> dunwichHorrorCards;
    /** The name of each Dunwich Horror card, as {@link #dunwichHorrorCards} (whose definitions keep the marker's name). */
    public final List<String> dunwichHorrorCardNames;
    /** Packs loaded over the shipped files, components no source confirms, cards left out of the decks. */
    public final Provenance provenance;
    /** The monster hook that marks the Dunwich Horror's marker. */
    public static final String DUNWICH_HORROR = "the-dunwich-horror";
    /** The Dunwich Horror's monster marker, or -1 when the content has none. */
    public final int dunwichHorrorMarker;
    /** Per card definition: its Task or Mission, or null. */
    private final TaskDef[] taskOf;

    /** The Task or Mission on a card instance, or null. */
    public TaskDef taskOf(int card) {
        return taskOf[cardKind[card]];
    }

    /** Monster marker index -> monster kind. */
    public final int[] monsterKind;
    /** Gate marker index -> gate marker kind. */
    public final int[] gateKind;
    /** Card instance -> card definition. */
    public final int[] cardKind;
    /** Card definition -> its first instance. */
    private final int[] cardStart;
    /** Location card ids per street (neighbourhood) id. */
    private final int[][] locationDeck;
    /** Card tags as bits (tag -> bit, and per card definition the bits of its tags), for fast look-ups in play. */
    private final Map<String, Long> tagBits = new java.util.HashMap<>();
    private final long[] cardTagBits;
    /** Bits of the tags the rules consult constantly (0 when no card carries them). */
    public final long blessingTag;
    public final long curseTag;
    public final long darkPactTag;
    /** The card instances tagged {@code one-more-gate}, which the gate limit asks about after every gate. */
    private final int[] oneMoreGateCards;
    /** Each card definition's passive bonus by check type ordinal, for the constant sums of skill checks. */
    private final int[][] cardBonus;
    /** Hooks resolved once, by definition id, so the rules never look them up by name. */
    private final Hooks.CardAbility[] cardAbilities;
    /** Per card definition: whether its ability can ever offer an action (see {@link #cardActs}). */
    private final boolean[] cardActs;
    /** Card instances whose ability reaches other investigators' checks, asked on every check. */
    private final int[] reachingOthersChecks;
    private final Hooks.CardAbility[] investigatorAbilities;
    /** Per investigator definition: whether his own ability can ever offer an action (as {@link #cardActs}). */
    private final boolean[] investigatorActs;
    /** The {@link arkham.engine.Modifiers.Hook} bits of each ability, by the definition ids above, for rebuilding what is in play without hashing. */
    private final long[] cardHooks;
    private final long[] investigatorHooks;
    private final long[] mythosHooks;
    private final long[] ancientOneHookBits;
    private final long[] relationshipHooks;
    private final long heraldHooks;
    private final Hooks.MythosAbility[] mythosAbilities;
    private final Hooks.MonsterAbility[] monsterAbilities;
    private final Hooks.AncientOne[] ancientOneHooks;
    private final Hooks.RelationshipAbility[] relationshipAbilities;
    private final java.util.List<java.util.List<String>> placeAbilityIds;
    private final java.util.Map<String, Integer> investigatorIds = new java.util.HashMap<>();
    private final java.util.Map<String, Integer> ancientOneIds = new java.util.HashMap<>();
    private final java.util.Map<String, Integer> monsterIds = new java.util.HashMap<>();
    private final java.util.Map<String, Integer> cardIds = new java.util.HashMap<>();
    private final java.util.Map<String, Integer> mythosIds = new java.util.HashMap<>();

    public Content(Board board, List<MonsterDef> monsters, List<GateMarkerDef> gateMarkers,
                   List<AncientOneDef> ancientOnes, List<InvestigatorDef> investigators, List<MythosDef> mythos,
                   List<CardDef> cards, List<LocationCardDef> locationCards, List<GateCardDef> gateCards,
                   Hooks hooks) {
        this(board, monsters, gateMarkers, ancientOnes, investigators, mythos, cards, locationCards, gateCards, List.of(), hooks);
    }

    public Content(Board board, List<MonsterDef> monsters, List<GateMarkerDef> gateMarkers,
                   List<AncientOneDef> ancientOnes, List<InvestigatorDef> investigators, List<MythosDef> mythos,
                   List<CardDef> cards, List<LocationCardDef> locationCards, List<GateCardDef> gateCards,
                   List<RelationshipDef> relationships, Hooks hooks) {
        this(board, monsters, gateMarkers, ancientOnes, investigators, mythos, cards, locationCards, gateCards, relationships,
                List.of(), hooks);
    }

    public Content(Board board, List<MonsterDef> monsters, List<GateMarkerDef> gateMarkers,
                   List<AncientOneDef> ancientOnes, List<InvestigatorDef> investigators, List<MythosDef> mythos,
                   List<CardDef> cards, List<LocationCardDef> locationCards, List<GateCardDef> gateCards,
                   List<RelationshipDef> relationships, List<ReckoningDef> reckonings, Hooks hooks) {
        this(board, monsters, gateMarkers, ancientOnes, investigators, mythos, cards, locationCards, gateCards, relationships,
                reckonings, List.of(), List.of(), hooks);
    }

    public Content(Board board, List<MonsterDef> monsters, List<GateMarkerDef> gateMarkers,
                   List<AncientOneDef> ancientOnes, List<InvestigatorDef> investigators, List<MythosDef> mythos,
                   List<CardDef> cards, List<LocationCardDef> locationCards, List<GateCardDef> gateCards,
                   List<RelationshipDef> relationships, List<ReckoningDef> reckonings, List<MonsterDef> dunwichHorrorCards,
                   List<TaskDef> tasks, Hooks hooks) {
        this(board, monsters, gateMarkers, ancientOnes, investigators, mythos, cards, locationCards, gateCards, relationships,
                reckonings, dunwichHorrorCards, dunwichHorrorCards.stream().map(MonsterDef::name).toList(), tasks, hooks,
                Provenance.NONE);
    }

    public Content(Board board, List<MonsterDef> monsters, List<GateMarkerDef> gateMarkers,
                   List<AncientOneDef> ancientOnes, List<InvestigatorDef> investigators, List<MythosDef> mythos,
                   List<CardDef> cards, List<LocationCardDef> locationCards, List<GateCardDef> gateCards,
                   List<RelationshipDef> relationships, List<ReckoningDef> reckonings, List<MonsterDef> dunwichHorrorCards,
                   List<String> dunwichHorrorCardNames, List<TaskDef> tasks, Hooks hooks, Provenance provenance) {
        this.board = board;
        this.placeChoices = new PlaceChoices(board);
        this.dunwichHorrorCards = List.copyOf(dunwichHorrorCards);
        this.dunwichHorrorCardNames = List.copyOf(dunwichHorrorCardNames);
        if (this.dunwichHorrorCardNames.size() != this.dunwichHorrorCards.size())
            throw new IllegalArgumentException("one name per Dunwich Horror card");
        this.provenance = provenance;
        for (Unverified u : provenance.unverified()) unverifiedById.put(u.kind().name() + ":" + u.id(), u);
        for (int c : provenance.leftOut().keySet()) {
            if (c < 0 || c >= cards.size()) throw new IllegalArgumentException("left out card " + c + " is not a card");
        }
        taskOf = new TaskDef[cards.size()];
        for (TaskDef t : tasks) {
            if (taskOf[t.card()] != null) throw new IllegalArgumentException("card " + t.card() + " has two Tasks or Missions");
            taskOf[t.card()] = t;
        }
        this.monsters = List.copyOf(monsters);
        this.gateMarkers = List.copyOf(gateMarkers);
        this.ancientOnes = List.copyOf(ancientOnes);
        this.investigators = List.copyOf(investigators);
        this.mythos = List.copyOf(mythos);
        this.cards = List.copyOf(cards);
        cardArray = this.cards.toArray(new CardDef[0]);
        monsterArray = this.monsters.toArray(new MonsterDef[0]);
        investigatorArray = this.investigators.toArray(new InvestigatorDef[0]);
        this.locationCards = List.copyOf(locationCards);
        this.gateCards = List.copyOf(gateCards);
        this.reckonings = List.copyOf(reckonings);
        this.relationships = List.copyOf(relationships);
        this.hooks = hooks;
        monsterKind = expand(monsters.stream().mapToInt(MonsterDef::count).toArray());
        gateKind = expand(gateMarkers.stream().mapToInt(GateMarkerDef::count).toArray());
        cardKind = expand(cards.stream().mapToInt(CardDef::count).toArray());
        cardStart = new int[cards.size()];
        for (int c = cardKind.length - 1; c >= 0; c--) cardStart[cardKind[c]] = c;
        int horror = -1;
        for (int m = 0; m < monsterKind.length && horror < 0; m++) if (DUNWICH_HORROR.equals(monsterArray[monsterKind[m]].hook())) horror = m;
        dunwichHorrorMarker = horror;
        for (InvestigatorDef d : investigators) investigatorIds.put(Names.key(d.name()), d.id());
        for (AncientOneDef d : ancientOnes) ancientOneIds.put(Names.key(d.name()), d.id());
        for (MonsterDef d : monsters) monsterIds.put(Names.key(d.name()), d.id());
        for (CardDef d : cards) cardIds.put(Names.key(d.name()), d.id());
        for (MythosDef d : mythos) mythosIds.put(Names.key(d.name()), d.id());
        cardTagBits = new long[cards.size()];
        for (CardDef d : cards) {
            for (String t : d.tags()) {
                Long bit = tagBits.get(t);
                if (bit == null) {
                    if (tagBits.size() >= 64) throw new IllegalArgumentException("more than 64 distinct card tags");
                    bit = 1L << tagBits.size();
                    tagBits.put(t, bit);
                }
                cardTagBits[d.id()] |= bit;
            }
        }
        blessingTag = tagBit("blessing");
        curseTag = tagBit("curse");
        darkPactTag = tagBit("dark-pact");
        long oneMoreGate = tagBit("one-more-gate");
        oneMoreGateCards = java.util.stream.IntStream.range(0, cardKind.length)
                .filter(c -> (cardTagBits[cardKind[c]] & oneMoreGate) != 0).toArray();
        cardBonus = new int[cards.size()][CheckType.values().length];
        for (CardDef d : cards) for (CheckType t : CheckType.values()) cardBonus[d.id()][t.ordinal()] = d.bonus(t);
        cardAbilities = new Hooks.CardAbility[cards.size()];
        for (CardDef d : cards) cardAbilities[d.id()] = hooks.card(d.hook());
        cardActs = new boolean[cards.size()];
        for (CardDef d : cards) cardActs[d.id()] = cardAbilities[d.id()] != null && Hooks.offersActions(cardAbilities[d.id()]);
        reachingOthersChecks = java.util.stream.IntStream.range(0, cardKind.length)
                .filter(c -> cardAbilities[cardKind[c]] != null && cardAbilities[cardKind[c]].reachesOthersChecks()).toArray();
        investigatorAbilities = new Hooks.CardAbility[investigators.size()];
        for (InvestigatorDef d : investigators) investigatorAbilities[d.id()] = hooks.card(d.ability());
        investigatorActs = new boolean[investigators.size()];
        for (InvestigatorDef d : investigators) investigatorActs[d.id()] = investigatorAbilities[d.id()] != null && Hooks.offersActions(investigatorAbilities[d.id()]);
        mythosAbilities = new Hooks.MythosAbility[mythos.size()];
        for (MythosDef d : mythos) mythosAbilities[d.id()] = hooks.mythos(d.hook());
        monsterAbilities = new Hooks.MonsterAbility[monsters.size()];
        for (MonsterDef d : monsters) monsterAbilities[d.id()] = hooks.monster(d.hook());
        ancientOneHooks = new Hooks.AncientOne[ancientOnes.size()];
        for (AncientOneDef d : ancientOnes) ancientOneHooks[d.id()] = hooks.ancientOne(d.hook());
        relationshipAbilities = new Hooks.RelationshipAbility[relationships.size()];
        for (RelationshipDef d : relationships) relationshipAbilities[d.id()] = hooks.relationship(d.hook());
        // read by reflection once per class of source here, so a rebuild of what is in play only indexes arrays
        java.util.Map<Class<?>, Long> byClass = new java.util.HashMap<>();
        cardHooks = new long[cards.size()];
        for (CardDef d : cards) cardHooks[d.id()] = hooksOf(byClass, cardAbilities[d.id()]);
        investigatorHooks = new long[investigators.size()];
        for (InvestigatorDef d : investigators) investigatorHooks[d.id()] = hooksOf(byClass, investigatorAbilities[d.id()]);
        mythosHooks = new long[mythos.size()];
        for (MythosDef d : mythos) mythosHooks[d.id()] = hooksOf(byClass, mythosAbilities[d.id()]);
        ancientOneHookBits = new long[ancientOnes.size()];
        for (AncientOneDef d : ancientOnes) ancientOneHookBits[d.id()] = hooksOf(byClass, ancientOneHooks[d.id()]);
        relationshipHooks = new long[relationships.size()];
        for (RelationshipDef d : relationships) relationshipHooks[d.id()] = hooksOf(byClass, relationshipAbilities[d.id()]);
        heraldHooks = hooksOf(byClass, hooks.herald());
        placeAbilityIds = new ArrayList<>();
        for (int place = 0; place < board.size(); place++) placeAbilityIds.add(hooks.locationAbilityIds(board.name(place)));
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

    public MonsterDef monsterOf(int marker) { return monsterArray[monsterKind[marker]]; }
    /** The bit of a card tag, or 0 when no card carries it. */
    public long tagBit(String tag) {
        Long b = tagBits.get(tag);
        return b == null ? 0 : b;
    }

    /** How many card instances are tagged {@code one-more-gate}. */
    public int oneMoreGateCards() { return oneMoreGateCards.length; }
    /** The k-th of those card instances. */
    public int oneMoreGateCard(int k) { return oneMoreGateCards[k]; }

    /** The tag bits of a card instance. */
    public long cardTags(int instance) {
        return cardTagBits[cardKind[instance]];
    }

    /** The card ability of a card instance, or null. */
    /** The passive bonus a card instance gives to checks of this type (see {@link CardDef#bonus}). */
    public int cardBonus(int instance, CheckType t) { return cardBonus[cardKind[instance]][t.ordinal()]; }
    /** How many card instances have an ability that may reach other investigators' checks (see {@link Hooks.CardAbility#reachesOthersChecks}). */
    public int cardsReachingOthersChecks() { return reachingOthersChecks.length; }
    /** The k-th of those card instances. */
    public int cardReachingOthersChecks(int k) { return reachingOthersChecks[k]; }
    public Hooks.CardAbility cardAbility(int instance) { return cardAbilities[cardKind[instance]]; }
    /**
     * Whether a card instance's ability can ever offer an action ({@link Hooks.CardAbility#usable}
     * may say yes): the points of the turn where actions may be taken need not ask the others.
     */
    public boolean cardActs(int instance) { return cardActs[cardKind[instance]]; }

    /** The {@link arkham.engine.Modifiers.Hook} bits a source has its own method for (the rules skip it for the others); 0 for none. */
    private static long hooksOf(java.util.Map<Class<?>, Long> byClass, arkham.engine.Modifiers m) {
        return m == null ? 0 : byClass.computeIfAbsent(m.getClass(), arkham.engine.Modifiers.Hook::overriddenBy);
    }

    /** The hook bits of a card instance's ability, of an investigator's own, a Mythos card's, an Ancient One's, a Relationship card's, the Herald's. */
    public long cardHooks(int instance) { return cardHooks[cardKind[instance]]; }
    public long investigatorHooks(int def) { return investigatorHooks[def]; }
    public long mythosHooks(int mythosId) { return mythosHooks[mythosId]; }
    public long ancientOneHooksOverridden(int id) { return ancientOneHookBits[id]; }
    public long relationshipHooks(int id) { return relationshipHooks[id]; }
    public long heraldHooks() { return heraldHooks; }
    /** Whether an investigator's own ability (by investigator definition) can ever offer an action. */
    public boolean investigatorActs(int def) { return investigatorActs[def]; }
    /** An investigator's own ability (by investigator definition), or null. */
    public Hooks.CardAbility investigatorAbility(int def) { return investigatorAbilities[def]; }
    public Hooks.MythosAbility mythosAbility(int mythosId) { return mythosAbilities[mythosId]; }
    /** The special abilities of a monster marker, or null. */
    public Hooks.MonsterAbility monsterAbility(int marker) { return monsterAbilities[monsterKind[marker]]; }
    public Hooks.AncientOne ancientOneHooks(int id) { return ancientOneHooks[id]; }
    /** The rules of a Relationship card, or null. */
    public Hooks.RelationshipAbility relationshipAbility(int id) { return relationshipAbilities[id]; }
    /** Ids of the location abilities registered for a place. */
    public java.util.List<String> locationAbilityIds(int place) { return placeAbilityIds.get(place); }
    public GateMarkerDef gateOf(int marker) { return gateMarkers.get(gateKind[marker]); }
    /** An investigator definition by id. */
    public InvestigatorDef investigator(int id) { return investigatorArray[id]; }
    public CardDef cardOf(int instance) { return cardArray[cardKind[instance]]; }
    /** The first instance of a card definition; its copies follow it ({@link CardDef#count} in all). */
    public int firstCard(int cardDef) { return cardStart[cardDef]; }
    public int[] locationDeck(int street) { return locationDeck[street] == null ? new int[0] : locationDeck[street]; }

    /** What a game's setup derives from the content and its options alone, per options; shared, never changed. */
    private final java.util.Map<arkham.engine.Setup.Options, Object> setupTemplates = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * The setup's table for these options, built by {@code build} the first time (every game with
     * the same options builds the same one). Read it, never change it.
     */
    @SuppressWarnings("unchecked")
    public <T> T setupTemplate(arkham.engine.Setup.Options options, java.util.function.BiFunction<Content, arkham.engine.Setup.Options, T> build) {
        // games mostly share one Options object: no record hash over all the switches for them
        LastTemplate last = lastTemplate;
        if (last != null && last.options == options) return (T) last.template;
        Object t = setupTemplates.computeIfAbsent(options, o -> build.apply(this, o));
        lastTemplate = new LastTemplate(options, t);
        return (T) t;
    }

    /** The options last asked for and their table, replaced whole (safe to read from any thread). */
    private record LastTemplate(arkham.engine.Setup.Options options, Object template) {
    }

    private volatile LastTemplate lastTemplate;

    /** Location decks per set of expansions (bit = {@link Expansion} ordinal), built on first use; shared, never changed. */
    private final java.util.Map<Integer, int[][]> locationDecksByExpansions = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * Each street's location cards from the expansions whose bits are set (every game builds the same
     * table for the same expansions, so it is built once). The arrays are shared: never change them.
     */
    public int[][] locationDecks(int expansions) {
        return locationDecksByExpansions.computeIfAbsent(expansions, x -> {
            int[][] r = new int[board.size()][];
            for (int s : board.streets()) {
                r[s] = java.util.Arrays.stream(locationDeck(s))
                        .filter(c -> (x & 1 << locationCards.get(c).expansion().ordinal()) != 0).toArray();
            }
            return r;
        });
    }

    private final java.util.Map<String, Unverified> unverifiedById = new java.util.HashMap<>();

    /** The mark on a component no source confirms ({@link Unverified}), or null. */
    public Unverified unverified(Unverified.Kind kind, int id) {
        return unverifiedById.isEmpty() ? null : unverifiedById.get(kind.name() + ":" + id);
    }

    /** Why a card definition is never put in a deck, or null when it is dealt as usual. */
    public String leftOut(int cardDef) {
        return provenance.leftOut().get(cardDef);
    }

    /**
     * Whether a card definition's copies go into its deck under these switches (setup step 6): Dark
     * Pacts with the Herald variant, Injury and Madness cards with their switch, others with their
     * expansion; a card {@link #leftOut} never (Condition cards wait face down beside the board).
     */
    public boolean cardInDecks(int cardDef, arkham.engine.Setup.Options o) {
        CardDef d = cards.get(cardDef);
        if (provenance.leftOut().containsKey(cardDef)) return false;
        if ((cardTagBits[cardDef] & darkPactTag) != 0) return o.herald();
        return d.deck().isInjuryOrMadness() ? o.injuries() : o.uses(d.expansion());
    }

    /**
     * Whether a game with these switches and this Ancient One (-1: any the switches allow) uses the
     * component an {@link Unverified} mark is on: its card in a deck, its monster, gate marker,
     * Mythos card or sheet in play, its place on the board, or its Ancient One chosen.
     */
    public boolean inUse(Unverified u, arkham.engine.Setup.Options o, int ancientOne) {
        for (String s : u.when()) if (!o.switchOn(s)) return false;
        return switch (u.kind()) {
            case CARD -> cardInDecks(u.id(), o);
            // a Spawn monster (the Dunwich Horror) comes with what its mark's switches name, not with its expansion's cards
            case MONSTER -> !u.when().isEmpty() || o.uses(u.expansion());
            case INVESTIGATOR, MYTHOS -> o.uses(u.expansion());
            case ANCIENT_ONE -> ancientOne >= 0 ? ancientOne == u.id() : o.uses(u.expansion());
            case GATE_MARKER -> o.usesGateMarkers(u.expansion());
            case PLACE -> board.onBoard(u.id(), o.dunwichBoard());
            case DUNWICH_HORROR_CARD -> o.dunwichBoard();
        };
    }

    /**
     * What players are told once as a game starts (and reports say in their header) about where its
     * content came from: the content packs loaded, the components in use that no source confirms
     * with what stands in for them, and the cards left out of the decks. Components sharing one note
     * share a line. {@code ancientOne} -1: any the switches allow.
     */
    public List<String> provenanceNotes(arkham.engine.Setup.Options o, int ancientOne) {
        List<String> r = new ArrayList<>();
        if (!provenance.packs().isEmpty()) {
            r.add("Content packs: " + String.join(", ", provenance.packs().stream().map(ContentPack::label).toList()) + ".");
        }
        Map<String, List<String>> byNote = new java.util.LinkedHashMap<>();
        for (Unverified u : unverifiedInUse(o, ancientOne)) byNote.computeIfAbsent(u.note(), k -> new ArrayList<>()).add(u.name());
        byNote.forEach((note, names) -> r.add("Unverified: " + String.join(", ", names) + " - " + note));
        Map<String, List<String>> left = new java.util.LinkedHashMap<>();
        for (int card : leftOutIn(o)) left.computeIfAbsent(leftOut(card), k -> new ArrayList<>()).add(cards.get(card).name());
        left.forEach((why, names) -> r.add("Left out of the decks: " + String.join(", ", names) + " - " + why));
        return r;
    }

    /** The marks of {@link #inUse} components, in content order. */
    public List<Unverified> unverifiedInUse(arkham.engine.Setup.Options o, int ancientOne) {
        List<Unverified> r = new ArrayList<>();
        for (Unverified u : provenance.unverified()) if (inUse(u, o, ancientOne)) r.add(u);
        return r;
    }

    /** The cards of the expansions in use that are left out of the decks ({@link #leftOut}), by definition id. */
    public List<Integer> leftOutIn(arkham.engine.Setup.Options o) {
        List<Integer> r = new ArrayList<>();
        for (int c : provenance.leftOut().keySet()) if (o.uses(cards.get(c).expansion())) r.add(c);
        r.sort(null);
        return r;
    }

    public int investigatorId(String name) {
        return lookup(investigatorIds, name, "investigator");
    }

    public int ancientOneId(String name) {
        return lookup(ancientOneIds, name, "Ancient One");
    }

    public int monsterId(String name) {
        return lookup(monsterIds, name, "monster");
    }

    public int cardId(String name) {
        return lookup(cardIds, name, "card");
    }

    public int mythosId(String name) {
        return lookup(mythosIds, name, "Mythos card");
    }

    /** Names as callers spell them, per kind of name, resolved once (hooks look things up by name during play). */
    private final java.util.Map<String, java.util.Map<String, Integer>> rawNames = new java.util.concurrent.ConcurrentHashMap<>();

    private int lookup(java.util.Map<String, Integer> ids, String name, String what) {
        java.util.Map<String, Integer> raw = rawNames.computeIfAbsent(what, k -> new java.util.concurrent.ConcurrentHashMap<>());
        Integer id = raw.get(name);
        if (id != null) return id;
        id = ids.get(Names.key(name));
        if (id != null) raw.putIfAbsent(name, id);
        if (id == null) throw new IllegalArgumentException("unknown " + what + " '" + name + "'");
        return id;
    }

    public static boolean same(String a, String b) {
        return Names.same(a, b);
    }
}
