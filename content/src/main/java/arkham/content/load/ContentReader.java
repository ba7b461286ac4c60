package arkham.content.load;

import arkham.content.Pack;
import arkham.content.hooks.CoreHooks;
import arkham.engine.Content;
import arkham.engine.Hooks;
import arkham.engine.def.AncientOneDef;
import arkham.engine.def.Board;
import arkham.engine.def.CardDef;
import arkham.engine.def.CheckType;
import arkham.engine.def.Colour;
import arkham.engine.def.ContentPack;
import arkham.engine.def.Cost;
import arkham.engine.def.Deck;
import arkham.engine.def.Dimension;
import arkham.engine.def.Encounter;
import arkham.engine.def.Expansion;
import arkham.engine.def.GateAttribute;
import arkham.engine.def.GateCardDef;
import arkham.engine.def.GateMarkerDef;
import arkham.engine.def.InvestigatorDef;
import arkham.engine.def.LocationCardDef;
import arkham.engine.def.MonsterDef;
import arkham.engine.def.MovementType;
import arkham.engine.def.MythosDef;
import arkham.engine.def.MythosType;
import arkham.engine.def.Provenance;
import arkham.engine.def.ReckoningDef;
import arkham.engine.def.RelationshipDef;
import arkham.engine.def.Skill;
import arkham.engine.def.TaskDef;
import arkham.engine.def.Unverified;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Reads and validates every content file into immutable definitions. Any problem fails the whole
 * load with a {@link ContentError} naming the file, the entry and what is wrong.
 */
public final class ContentReader {
    static final List<String> CARD_FILES = List.of("cards/common.json", "cards/unique.json", "cards/spells.json",
            "cards/skills.json", "cards/allies.json", "cards/special.json", "cards/injuries.json", "cards/madness.json");
    /** The Dunwich Horror's Injury and Madness decks: the core set has none. */
    private static final Set<String> NOT_IN_CORE = Set.of("cards/injuries.json", "cards/madness.json");

    private final Function<String, InputStream> files;
    private final List<Pack> packs;
    private final ObjectMapper mapper = new ObjectMapper();
    /** Every file the load looked for: a pack file outside it is a misspelt or misplaced file. */
    private final Set<String> asked = new HashSet<>();
    /** Entries a pack put into a shipped file, with the pack file they came from. */
    private final Map<JsonNode, String> origins = new IdentityHashMap<>();
    /** Components no source confirms, as the files mark them; places by name until the board is built. */
    private final List<Unverified> unverified = new ArrayList<>();
    private final Map<String, Json> unverifiedPlaces = new LinkedHashMap<>();
    private final Map<Integer, String> leftOut = new HashMap<>();

    public ContentReader(Function<String, InputStream> files) {
        this(files, List.of());
    }

    /** Reads the files, with each content pack's files merged over them in order (docs/CONTENT.md, "Content packs"). */
    public ContentReader(Function<String, InputStream> files, List<Pack> packs) {
        this.files = files;
        this.packs = List.copyOf(packs);
    }

    public Content read() {
        Hooks hooks = new Hooks();
        CoreHooks.registerAll(hooks);
        Board board = board();
        for (Map.Entry<String, Json> e : unverifiedPlaces.entrySet()) {
            Json j = e.getValue();
            int id = board.find(e.getKey());
            mark(j, Unverified.Kind.PLACE, id, board.name(id), board.outsideArkham(id) ? Expansion.DUNWICH : Expansion.CORE);
        }
        List<CardDef> cards = new ArrayList<>();
        for (Expansion e : Expansion.values()) {
            for (String f : CARD_FILES) {
                Json j = e == Expansion.CORE && !NOT_IN_CORE.contains(f) ? required(path(e, f)) : optional(path(e, f));
                if (j != null) cards(j, cards, hooks, e);
            }
        }
        Set<String> cardNames = new HashSet<>();
        for (CardDef c : cards) if (!cardNames.add(key(c.name()))) throw new ContentError("cards", c.name(), "card defined twice");
        EffectParser effects = new EffectParser(board, n -> cardNames.contains(key(n)), id -> hooks.effect(id) != null);
        List<MonsterDef> monsters = new ArrayList<>();
        List<AncientOneDef> aos = new ArrayList<>();
        List<InvestigatorDef> investigators = new ArrayList<>();
        // core first in each list, so a core game's random draws are unchanged by the expansions
        for (Expansion e : Expansion.values()) {
            boolean core = e == Expansion.CORE;
            Json mj = core ? required(path(e, "monsters.json")) : optional(path(e, "monsters.json"));
            if (mj != null) monsters(mj, hooks, monsters, e);
            Json aj = core ? required(path(e, "ancient-ones.json")) : optional(path(e, "ancient-ones.json"));
            if (aj != null) ancientOnes(aj, hooks, aos, e);
            Json ij = core ? required(path(e, "investigators.json")) : optional(path(e, "investigators.json"));
            if (ij != null) investigators(ij, board, cardNames, hooks, investigators, e);
        }
        unique(monsters.stream().map(MonsterDef::name).toList(), "monsters");
        unique(aos.stream().map(AncientOneDef::name).toList(), "ancient-ones");
        unique(investigators.stream().map(InvestigatorDef::name).toList(), "investigators");
        List<GateMarkerDef> gates = new ArrayList<>();
        List<MythosDef> mythos = new ArrayList<>();
        List<LocationCardDef> locationCards = new ArrayList<>();
        List<GateCardDef> gateCards = new ArrayList<>();
        List<ReckoningDef> reckonings = new ArrayList<>();
        List<RelationshipDef> relationships = new ArrayList<>();
        for (Expansion e : Expansion.values()) {
            Json rj = optional(path(e, "relationships.json"));
            if (rj != null) relationships(rj, hooks, relationships, e);
            boolean core = e == Expansion.CORE;
            Json gm = core ? required(path(e, "gate-markers.json")) : optional(path(e, "gate-markers.json"));
            if (gm != null) gateMarkers(gm, board, gates, e);
            Json my = core ? required(path(e, "mythos.json")) : optional(path(e, "mythos.json"));
            if (my != null) mythos(my, board, effects, hooks, mythos, e);
            for (int s : board.streets()) {
                Json j = optional(path(e, "locations/" + fileKey(board.name(s)) + ".json"));
                if (j != null) locationCards(j, board, s, effects, locationCards, e);
            }
            Json gj = optional(path(e, "gate-cards.json"));
            if (gj != null) gateCards(gj, board, effects, gateCards, e);
            Json reckoning = optional(path(e, "reckoning.json"));
            if (reckoning != null) reckonings(reckoning, effects, reckonings, e);
        }
        List<String> horrorNames = new ArrayList<>();
        List<MonsterDef> horrorCards = dunwichHorrorCards(monsters, horrorNames);
        List<TaskDef> tasks = tasks(board, cards, effects);
        for (String f : unaskedPackFiles()) throw new ContentError(f, null, "is not a content file this game reads (a misspelt"
                + " or misplaced file? a pack is laid out like content/: core/cards/common.json, dunwich/dunwich-horror.json, ...)");
        List<ContentPack> refs = packs.stream().map(Pack::ref).toList();
        return new Content(board, monsters, gates, aos, investigators, mythos, cards, locationCards, gateCards,
                relationships, reckonings, horrorCards, horrorNames, tasks, hooks, new Provenance(refs, unverified, leftOut));
    }

    /** The packs' files the load never looked for. */
    private List<String> unaskedPackFiles() {
        List<String> r = new ArrayList<>();
        for (Pack p : packs) for (String f : p.dataFiles()) if (!asked.contains(f)) r.add(label(p, f));
        return r;
    }

    private static String label(Pack p, String file) {
        return "pack '" + p.name() + "' " + p.dir().resolve(file);
    }

    /**
     * Records an entry's {@code "unverified"} mark: a note (text), or {@code {"note", "when"}} whose
     * {@code when} names the setup switches under which the doubt matters; {@code false} or no field: none.
     */
    private void mark(Json j, Unverified.Kind kind, int id, String name, Expansion expansion) {
        if (!j.has("unverified")) return;
        JsonNode n = j.get("unverified");
        if (n.isBoolean() && !n.asBoolean()) return;
        String note;
        List<String> when = List.of();
        if (n.isTextual()) {
            note = n.asText();
        } else if (n.isObject()) {
            Json o = j.child("unverified");
            note = o.str("note");
            when = o.has("when") && o.get("when").isTextual() ? List.of(o.str("when")) : o.strings("when");
            for (String w : when) {
                if (!arkham.engine.Setup.Options.SWITCHES.contains(w))
                    throw j.error("unknown switch '" + w + "' in 'unverified.when'; known: " + String.join(", ", arkham.engine.Setup.Options.SWITCHES));
            }
        } else {
            throw j.error("field 'unverified' must be a note (what no source confirms and what stands in) or {\"note\", \"when\"}");
        }
        if (note.isBlank()) throw j.error("field 'unverified' needs a note");
        unverified.add(new Unverified(kind, id, name, note, expansion, when));
    }

    /**
     * Tasks and Missions (Dunwich rulebook p.5), read from the card files' entries: a Common Item's
     * {@code "task": ["area", ...]}, a Unique Item's {@code "mission": [{"place": "area", "cost": {...},
     * "discard": "ally"}, ...]} (cost as in encounter options; discard a kind of card; both optional).
     */
    private List<TaskDef> tasks(Board board, List<CardDef> cards, EffectParser effects) {
        List<TaskDef> r = new ArrayList<>();
        for (Expansion e : Expansion.values()) {
            for (String f : CARD_FILES) {
                Json j = optional(path(e, f));
                if (j == null) continue;
                for (Json c : j.list("cards")) {
                    boolean task = c.has("task");
                    boolean mission = c.has("mission");
                    CardDef d = cards.stream().filter(x -> x.name().equals(c.str("name"))).findFirst().orElseThrow();
                    if (!task && !mission) {
                        // a Task or Mission whose steps no source gives would be dealt as a card that does nothing
                        if (d.has("task") || d.has("mission")) {
                            Unverified u = unverified.stream().filter(x -> x.kind() == Unverified.Kind.CARD && x.id() == d.id()).findFirst().orElse(null);
                            leftOut.put(d.id(), u != null ? u.note() : "No steps are given for it: a card that did nothing would be dealt.");
                            unverified.remove(u);
                        }
                        if (c.has("reward")) throw c.error("'reward' belongs to a Task or Mission (give its 'task' or 'mission' steps)");
                        continue;
                    }
                    if (task && mission) throw c.error("a card is a Task or a Mission, not both");
                    if (task && d.deck() != Deck.COMMON) throw c.error("a Task is a Common Item");
                    if (mission && d.deck() != Deck.UNIQUE) throw c.error("a Mission is a Unique Item");
                    List<TaskDef.Step> steps = new ArrayList<>();
                    if (task) {
                        for (String area : c.strings("task")) steps.add(new TaskDef.Step(area(board, c, area), Cost.FREE, null));
                    } else {
                        for (Json s : c.list("mission")) {
                            Cost cost = s.has("cost") ? EffectParser.costOf(s.child("cost")) : Cost.FREE;
                            steps.add(new TaskDef.Step(area(board, s, s.str("place")), cost, s.str("discard", null)));
                        }
                    }
                    if (steps.isEmpty()) throw c.error("a Task or Mission needs at least one step");
                    r.add(new TaskDef(d.id(), mission, steps, c.has("reward") ? effects.parse(c.child("reward")) : null));
                }
            }
        }
        return r;
    }

    private static int area(Board board, Json where, String name) {
        int id = board.find(name);
        if (id < 0 || !(board.isLocation(id) || board.isStreet(id) || id == board.lostInTimeAndSpace()))
            throw where.error("'" + name + "' is not a location, street area or Lost in Time and Space");
        return id;
    }

    /**
     * The Dunwich Horror cards ({@code dunwich/dunwich-horror.json}, Dunwich rulebook p.7-8): each
     * gives the Dunwich Horror's Horror and combat ratings and damage and its abilities for one
     * combat ({@code horror}, {@code combat}, {@code abilities}, {@code nightmarish},
     * {@code overwhelming}, as in monsters.json); its toughness stays the marker's. Each becomes a
     * copy of the marker's definition with those values.
     */
    private List<MonsterDef> dunwichHorrorCards(List<MonsterDef> monsters, List<String> names) {
        Json j = optional(path(Expansion.DUNWICH, "dunwich-horror.json"));
        MonsterDef horror = monsters.stream().filter(m -> Content.DUNWICH_HORROR.equals(m.hook())).findFirst().orElse(null);
        if (j == null || j.list("cards").isEmpty()) {
            // the documented stand-in (docs/CONTENT-COVERAGE-dunwich.md): the marker's printed values
            if (horror != null) unverified.add(new Unverified(Unverified.Kind.MONSTER, horror.id(), horror.name(),
                    "No Dunwich Horror card is known (no source lists the 7 cards): it is fought with its marker's printed"
                            + " values, toughness " + horror.toughness() + ", its starred Horror and combat ratings as +0 with no damage.",
                    horror.expansion(), List.of("dunwichBoard")));
            return List.of();
        }
        MonsterDef marker = horror;
        if (marker == null) throw j.error("Dunwich Horror cards need the monster 'The Dunwich Horror' in a monsters.json");
        List<MonsterDef> r = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Json c : j.list("cards")) {
            String name = c.str("name");
            if (!seen.add(key(name))) throw c.error("Dunwich Horror card defined twice");
            Set<String> ab = new HashSet<>();
            for (String a : c.strings("abilities")) {
                String k = a.toLowerCase(Locale.ROOT).trim();
                if (!Set.of("ambush", "endless", "physical resistance", "physical immunity", "magical resistance",
                        "magical immunity").contains(k)) throw c.error("unknown monster ability '" + a + "'");
                ab.add(k);
            }
            Json h = c.child("horror");
            Json k = c.child("combat");
            int count = c.integer("count", 1);
            if (count < 1) throw c.error("count must be at least 1");
            MonsterDef d = new MonsterDef(marker.id(), marker.name(), marker.count(), marker.dimension(), marker.movement(),
                    marker.awareness(), h.integer("rating"), h.integer("damage"), k.integer("rating"), k.integer("damage"),
                    marker.toughness(), ab.contains("ambush"), ab.contains("endless"), ab.contains("physical resistance"),
                    ab.contains("physical immunity"), ab.contains("magical resistance"), ab.contains("magical immunity"),
                    false, c.integer("nightmarish", 0), c.integer("overwhelming", 0), marker.undead(), marker.hook(),
                    true, Expansion.DUNWICH);
            mark(c, Unverified.Kind.DUNWICH_HORROR_CARD, r.size(), name, Expansion.DUNWICH);
            for (int n = 0; n < count; n++) {
                r.add(d);
                names.add(name);
            }
        }
        return r;
    }

    /** A monster's kind without the part in brackets that tells variants and twins apart. */
    public static String baseName(String name) {
        // hooks ask this during play for every monster they look at: most names have no brackets
        return name.endsWith(")") ? BRACKETED.matcher(name).replaceAll("") : name;
    }

    private static final Pattern BRACKETED = Pattern.compile("\\s*\\([^)]*\\)$");

    /** Names are looked up by key, so two entries with one key would hide each other. */
    private static void unique(List<String> names, String what) {
        Set<String> seen = new HashSet<>();
        for (String n : names) if (!seen.add(key(n))) throw new ContentError(what, n, "defined twice");
    }

    /** A file of one expansion's folder, e.g. "lurker/cards/spells.json". */
    static String path(Expansion e, String file) {
        return e.name().toLowerCase(Locale.ROOT) + "/" + file;
    }

    private Json required(String file) {
        Json j = optional(file);
        if (j == null) throw new ContentError(file, null, "file is missing");
        return j;
    }

    private Json optional(String file) {
        asked.add(file);
        JsonNode base;
        try (InputStream in = files.apply(file)) {
            base = in == null ? null : object(mapper.readTree(in), file);
        } catch (IOException e) {
            throw new ContentError(file, null, "is not valid JSON: " + e.getMessage(), e);
        }
        String label = file;
        for (Pack p : packs) {
            if (!p.files().contains(file)) continue;
            String from = label(p, file);
            JsonNode over;
            try {
                over = object(mapper.readTree(p.dir().resolve(file).toFile()), from);
            } catch (IOException e) {
                throw new ContentError(from, null, "is not valid JSON: " + e.getMessage(), e);
            }
            if (base == null) {
                base = over;
                label = from;
            } else {
                merge((ObjectNode) base, over, from);
                label = label + " with " + from;
            }
        }
        return base == null ? null : new Json(label, null, base, origins);
    }

    private static JsonNode object(JsonNode n, String file) {
        if (n == null || !n.isObject()) throw new ContentError(file, null, "must hold a JSON object");
        return n;
    }

    /**
     * A pack file over a shipped one: a list of named entries is merged by name (an entry replaces
     * the one of its name, a new name is added at the end, {@code "remove": true} takes one out);
     * any other field (a list of unnamed entries such as gate markers, a text) replaces the shipped one.
     */
    private void merge(ObjectNode base, JsonNode over, String from) {
        for (var it = over.fields(); it.hasNext(); ) {
            var f = it.next();
            JsonNode was = base.get(f.getKey());
            JsonNode now = f.getValue();
            if (was != null && was.isArray() && now.isArray() && named(was) && named(now)) {
                ArrayNode merged = (ArrayNode) was;
                for (JsonNode entry : now) {
                    String name = entry.get("name").asText();
                    int at = -1;
                    for (int k = 0; k < merged.size() && at < 0; k++) if (key(merged.get(k).get("name").asText()).equals(key(name))) at = k;
                    boolean remove = entry.has("remove") && entry.get("remove").asBoolean(false);
                    if (remove) {
                        if (at < 0) throw new ContentError(from, name, "removes an entry that is not there");
                        merged.remove(at);
                    } else if (at >= 0) {
                        merged.set(at, entry);
                    } else {
                        merged.add(entry);
                    }
                    origins.put(entry, from);
                }
            } else {
                if (now.isArray()) {
                    for (JsonNode entry : now) {
                        if (entry.has("remove")) throw new ContentError(from, entry.path("name").asText(null), "removes an entry that is not there");
                        origins.put(entry, from);
                    }
                }
                base.set(f.getKey(), now);
            }
        }
    }

    /** Whether every entry of a list is an object with a name. */
    private static boolean named(JsonNode list) {
        for (JsonNode e : list) if (!e.isObject() || !e.has("name") || !e.get("name").isTextual()) return false;
        return list.size() > 0;
    }

    static String key(String s) {
        return s.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
    }

    static String fileKey(String s) {
        return s.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("(^-|-$)", "");
    }

    /** The Arkham board, then each other town's board (Dunwich) appended, so core place ids never change. */
    private Board board() {
        Board.Builder b = new Board.Builder();
        places(required(path(Expansion.CORE, "board.json")), b);
        b.specialAreas();
        for (Expansion e : Expansion.values()) {
            if (e == Expansion.CORE) continue;
            Json j = optional(path(e, "board.json"));
            if (j == null) continue;
            b.town(j.str("town"));
            places(j, b);
            for (String d : j.strings("depots")) {
                int id = b.find(d);
                if (id < 0) throw j.error("depot '" + d + "' is not a place");
                try {
                    b.depot(id);
                } catch (IllegalArgumentException ex) {
                    throw j.error(ex.getMessage());
                }
            }
        }
        return b.build();
    }

    /** One board's streets (with their arrows, which may lead into a vortex), locations, vortices and Other Worlds. */
    private void places(Json j, Board.Builder b) {
        List<Json> streets = j.list("streets");
        for (Json s : streets) b.street(s.str("name"));
        for (Json v : j.has("vortices") ? j.list("vortices") : List.<Json>of()) b.vortex(v.str("name"));
        for (Json s : streets) if (s.has("unverified")) unverifiedPlaces.put(s.str("name"), s);
        for (Json v : j.has("vortices") ? j.list("vortices") : List.<Json>of()) if (v.has("unverified")) unverifiedPlaces.put(v.str("name"), v);
        for (Json l : j.list("locations")) if (l.has("unverified")) unverifiedPlaces.put(l.str("name"), l);
        for (Json s : streets) {
            int id = b.find(s.str("name"));
            for (String a : s.strings("adjacent")) {
                int to = b.find(a);
                if (to < 0) throw s.error("adjacent street '" + a + "' is unknown");
                try {
                    b.link(id, to);
                } catch (IllegalArgumentException ex) {
                    throw s.error(ex.getMessage());
                }
            }
            int white = b.find(s.str("whiteArrow"));
            int black = b.find(s.str("blackArrow"));
            if (white < 0 || black < 0) throw s.error("arrows must lead to known streets or vortices");
            b.arrows(id, white, black);
        }
        for (Json l : j.list("locations")) {
            try {
                b.location(l.str("name"), l.str("street"), l.bool("unstable", false));
            } catch (IllegalArgumentException e) {
                throw l.error(e.getMessage());
            }
        }
        for (Json w : j.list("otherWorlds")) {
            int colours = 0;
            for (String c : w.strings("colours")) {
                try {
                    colours |= Colour.parse(c).bit();
                } catch (IllegalArgumentException e) {
                    throw w.error("unknown colour '" + c + "'");
                }
            }
            if (colours == 0) throw w.error("an Other World needs at least one encounter colour");
            b.otherWorld(w.str("name"), colours);
        }
    }

    private void cards(Json j, List<CardDef> out, Hooks hooks, Expansion expansion) {
        Deck deck = EffectParser.deck(j, j.str("deck"));
        for (Json c : j.list("cards")) {
            Map<CheckType, Integer> bonuses = new EnumMap<>(CheckType.class);
            if (c.has("bonuses")) {
                JsonNode b = c.get("bonuses");
                for (var it = b.fields(); it.hasNext(); ) {
                    var e = it.next();
                    if (!e.getValue().isInt()) c.error("bonus '" + e.getKey() + "' must be a whole number");
                    bonuses.put(EffectParser.checkType(c, e.getKey()), e.getValue().asInt());
                }
            }
            String hook = c.str("hook", null);
            if (hook != null && hooks.card(hook) == null) throw c.error("no card hook '" + hook + "' is registered");
            int count = c.integer("count", 1);
            if (count < 1) throw c.error("count must be at least 1");
            int hands = c.integer("hands", 0);
            if (hands < 0 || hands > 2) throw c.error("hands must be 0, 1 or 2");
            Set<String> tags = new HashSet<>(c.strings("tags"));
            int physical = c.integer("physical", 0);
            int magical = c.integer("magical", 0);
            boolean item = c.bool("item", deck.isItemDeck());
            // the numbers are written out for players from the fields (Texts.card); text says what a hook does
            mark(c, Unverified.Kind.CARD, out.size(), c.str("name"), expansion);
            var capabilities = Capabilities.read(c, hooks.card(hook), bonuses);
            out.add(new CardDef(out.size(), c.str("name"), deck, count, c.integer("price", 0), hands, physical, magical,
                    java.util.Collections.unmodifiableMap(bonuses), c.integer("casting", 0), c.integer("sanityCost", 0), item,
                    c.bool("exhaust", false), Set.copyOf(tags), capabilities, hook, c.str("text", null), expansion));
        }
    }

    private static void relationships(Json j, Hooks hooks, List<RelationshipDef> out, Expansion expansion) {
        for (Json r : j.list("relationships")) {
            String hook = r.str("hook");
            if (hooks.relationship(hook) == null) throw r.error("no relationship hook '" + hook + "' is registered");
            String name = r.str("name");
            for (RelationshipDef d : out) if (key(d.name()).equals(key(name))) throw r.error("relationship defined twice");
            out.add(new RelationshipDef(out.size(), name, r.str("text"), hook, expansion));
        }
    }

    private void monsters(Json j, Hooks hooks, List<MonsterDef> r, Expansion expansion) {
        for (Json m : j.list("monsters")) {
            String name = m.str("name");
            Set<String> ab = new HashSet<>();
            for (String a : m.strings("abilities")) {
                String k = a.toLowerCase(Locale.ROOT).trim();
                if (!Set.of("ambush", "endless", "physical resistance", "physical immunity", "magical resistance",
                        "magical immunity", "undead").contains(k)) throw m.error("unknown monster ability '" + a + "'");
                ab.add(k);
            }
            MovementType mv;
            try {
                mv = MovementType.valueOf(m.str("movement").toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw m.error("unknown movement '" + m.str("movement") + "'");
            }
            Dimension dim;
            try {
                dim = Dimension.parse(m.str("dimension"));
            } catch (IllegalArgumentException e) {
                throw m.error(e.getMessage());
            }
            Integer horror = null;
            int horrorDamage = 0;
            if (m.has("horror")) {
                Json h = m.child("horror");
                horror = h.integer("rating");
                horrorDamage = h.integer("damage");
            }
            Json c = m.has("combat") ? m.child("combat") : null;
            // a variant or an expansion's twin ("Cultist (Dunwich)") shares its kind's hook
            String hookId = fileKey(baseName(name));
            String hook = hooks.monster(hookId) != null ? hookId : null;
            mark(m, Unverified.Kind.MONSTER, r.size(), name, expansion);
            r.add(new MonsterDef(r.size(), name, m.integer("count"), dim, mv, m.integer("awareness"), horror, horrorDamage,
                    c == null ? null : c.integer("rating"), c == null ? 0 : c.integer("damage"), m.integer("toughness"), ab.contains("ambush"), ab.contains("endless"),
                    ab.contains("physical resistance"), ab.contains("physical immunity"), ab.contains("magical resistance"),
                    ab.contains("magical immunity"), m.bool("mask", false), m.integer("nightmarish", 0),
                    m.integer("overwhelming", 0), ab.contains("undead"), hook, m.bool("spawn", false), expansion));
        }
    }

    /**
     * Gate markers. A Split gate names two worlds and two dimensions as lists ("world": ["Abyss",
     * "Yuggoth"]) and has the attribute "split"; other markers name one of each.
     */
    private void gateMarkers(Json j, Board board, List<GateMarkerDef> r, Expansion expansion) {
        for (Json g : j.list("gateMarkers")) {
            Set<GateAttribute> attributes = EnumSet.noneOf(GateAttribute.class);
            for (String a : g.strings("attributes")) {
                try {
                    attributes.add(GateAttribute.parse(a));
                } catch (IllegalArgumentException e) {
                    throw g.error(e.getMessage());
                }
            }
            List<String> worlds = oneOrTwo(g, "world");
            List<String> dims = oneOrTwo(g, "dimension");
            boolean split = attributes.contains(GateAttribute.SPLIT);
            if (worlds.size() != (split ? 2 : 1) || dims.size() != worlds.size())
                throw g.error(split ? "a split gate names two worlds and two dimensions" : "one world and one dimension unless the gate is split");
            int[] world = new int[2];
            Dimension[] dim = new Dimension[2];
            for (int k = 0; k < worlds.size(); k++) {
                try {
                    world[k] = board.worldId(worlds.get(k));
                    dim[k] = Dimension.parse(dims.get(k));
                } catch (IllegalArgumentException e) {
                    throw g.error(e.getMessage());
                }
            }
            StringBuilder name = new StringBuilder(String.join(" / ", worlds)).append(" gate marker (")
                    .append(g.integer("modifier") > 0 ? "+" : "").append(g.integer("modifier")).append(", ").append(String.join(" / ", dims));
            for (GateAttribute a : attributes) name.append(", ").append(a.name().toLowerCase(Locale.ROOT));
            mark(g, Unverified.Kind.GATE_MARKER, r.size(), name.append(')').toString(), expansion);
            r.add(new GateMarkerDef(r.size(), world[0], g.integer("modifier"), dim[0], g.integer("count", 1), expansion,
                    split ? world[1] : -1, split ? dim[1] : null, attributes));
        }
    }

    /** A text field, or a list of texts. */
    private static List<String> oneOrTwo(Json j, String field) {
        return j.has(field) && j.get(field).isArray() ? j.strings(field) : List.of(j.str(field));
    }

    private void ancientOnes(Json j, Hooks hooks, List<AncientOneDef> r, Expansion expansion) {
        for (Json a : j.list("ancientOnes")) {
            Set<String> d = new HashSet<>();
            for (String s : a.strings("defenses")) d.add(s.toLowerCase(Locale.ROOT));
            String hook = a.str("hook");
            if (hooks.ancientOne(hook) == null) throw a.error("no Ancient One hook '" + hook + "' is registered");
            Integer rating = a.has("combatRating") ? a.integer("combatRating") : null;
            mark(a, Unverified.Kind.ANCIENT_ONE, r.size(), a.str("name"), expansion);
            r.add(new AncientOneDef(r.size(), a.str("name"), a.integer("doomTrack"), rating,
                    d.contains("physical resistance"), d.contains("physical immunity"), d.contains("magical resistance"),
                    d.contains("magical immunity"), hook, a.str("summary", ""), expansion));
        }
    }

    private void investigators(Json j, Board board, Set<String> cardNames, Hooks hooks, List<InvestigatorDef> r,
                                      Expansion expansion) {
        for (Json i : j.list("investigators")) {
            int home = board.find(i.str("home"));
            if (home < 0 || !board.isLocation(home)) throw i.error("home '" + i.str("home") + "' is not a location");
            Json t = i.child("tracks");
            int[][] tracks = new int[6][];
            for (Skill s : Skill.values()) {
                JsonNode n = t.get(s.name().toLowerCase(Locale.ROOT));
                if (!n.isArray() || n.size() != 4) throw i.error("track '" + s.name().toLowerCase() + "' needs four values");
                tracks[s.ordinal()] = new int[4];
                for (int k = 0; k < 4; k++) tracks[s.ordinal()][k] = n.get(k).asInt();
            }
            List<String> fixed = i.strings("fixed");
            for (String f : fixed) if (!cardNames.contains(key(f))) throw i.error("fixed possession '" + f + "' is not a known card");
            // Kept in file order: Map.copyOf would iterate enum keys in an order that changes between runs.
            Map<Deck, Integer> random = new LinkedHashMap<>();
            if (i.has("random")) {
                for (var it = i.get("random").fields(); it.hasNext(); ) {
                    var e = it.next();
                    random.put(EffectParser.deck(i, e.getKey()), e.getValue().asInt());
                }
            }
            String ability = i.str("ability");
            if (hooks.card(ability) == null) throw i.error("no ability hook '" + ability + "' is registered");
            // "focus": "unlimited" for a sheet without a Focus limit
            int focus = i.has("focus") && i.get("focus").isTextual() && i.str("focus").equals("unlimited")
                    ? InvestigatorDef.UNLIMITED_FOCUS : i.integer("focus");
            mark(i, Unverified.Kind.INVESTIGATOR, r.size(), i.str("name"), expansion);
            r.add(new InvestigatorDef(r.size(), i.str("name"), i.str("occupation", ""), home, focus,
                    i.integer("sanity"), i.integer("stamina"), tracks, i.integer("money", 0), i.integer("clues", 0),
                    List.copyOf(fixed), Collections.unmodifiableMap(random), ability, i.str("abilityText", ""),
                    Capabilities.read(i, hooks.card(ability), Map.of()), expansion));
        }
    }

    private void mythos(Json j, Board board, EffectParser effects, Hooks hooks, List<MythosDef> r,
                               Expansion expansion) {
        for (Json m : j.list("mythos")) {
            MythosType type;
            try {
                type = MythosType.valueOf(m.str("type"));
            } catch (IllegalArgumentException e) {
                throw m.error("unknown Mythos type '" + m.str("type") + "'");
            }
            int gate = placeOrNone(m, board, "gate");
            if (gate >= 0 && !board.isUnstable(gate)) throw m.error("gate location '" + m.str("gate") + "' is not unstable");
            int clue = placeOrNone(m, board, "clue");
            String hook = m.str("hook", null);
            if (hook != null && hooks.mythos(hook) == null && hooks.effect(hook) == null)
                throw m.error("no Mythos hook '" + hook + "' is registered");
            mark(m, Unverified.Kind.MYTHOS, r.size(), m.str("name"), expansion);
            r.add(new MythosDef(r.size(), m.str("name"), type, m.str("environment", null), gate, clue,
                    dims(m, m.strings("white")), dims(m, m.strings("black")),
                    m.has("effect") ? effects.parse(m.child("effect")) : null,
                    places(m, board, m.strings("closed")), places(m, board, m.strings("activity")), hook, m.str("text", ""),
                    expansion, m.bool("gateBurst", false)));
        }
    }

    private static int placeOrNone(Json m, Board board, String field) {
        if (!m.has(field)) return -1;
        int id = board.find(m.str(field));
        if (id < 0) throw m.error("unknown place '" + m.str(field) + "' in '" + field + "'");
        return id;
    }

    private static List<Integer> places(Json m, Board board, List<String> names) {
        List<Integer> r = new ArrayList<>();
        for (String n : names) {
            int id = board.find(n);
            if (id < 0) throw m.error("unknown place '" + n + "'");
            r.add(id);
        }
        return List.copyOf(r);
    }

    private static int dims(Json m, List<String> names) {
        int mask = 0;
        for (String n : names) {
            try {
                mask |= Dimension.parse(n).bit();
            } catch (IllegalArgumentException e) {
                throw m.error(e.getMessage());
            }
        }
        return mask;
    }

    private static void locationCards(Json j, Board board, int street, EffectParser effects, List<LocationCardDef> out,
                                      Expansion expansion) {
        for (Json c : j.list("cards")) {
            Map<Integer, Encounter> enc = new HashMap<>();
            for (var it = c.get("encounters").fields(); it.hasNext(); ) {
                var e = it.next();
                int place = board.find(e.getKey());
                if (place < 0 || board.street(place) != street)
                    throw c.error("'" + e.getKey() + "' is not a location of " + board.name(street));
                Json ej = new Json(c.file, c.entry + " / " + e.getKey(), e.getValue());
                enc.put(place, new Encounter(ej.str("text"), effects.parse(ej.child("effect"))));
            }
            out.add(new LocationCardDef(out.size(), c.str("name"), street, Map.copyOf(enc), expansion));
        }
    }

    private static void gateCards(Json j, Board board, EffectParser effects, List<GateCardDef> out, Expansion expansion) {
        for (Json c : j.list("cards")) {
            if (c.bool("reshuffle", false)) {
                out.add(new GateCardDef(out.size(), c.str("name"), null, Map.of(), null, expansion));
                continue;
            }
            Colour colour;
            try {
                colour = Colour.parse(c.str("colour"));
            } catch (IllegalArgumentException e) {
                throw c.error("unknown colour '" + c.str("colour") + "'");
            }
            Map<Integer, Encounter> worlds = new HashMap<>();
            Encounter other = null;
            for (var it = c.get("encounters").fields(); it.hasNext(); ) {
                var e = it.next();
                Json ej = new Json(c.file, c.entry + " / " + e.getKey(), e.getValue());
                Encounter enc = new Encounter(ej.str("text"), effects.parse(ej.child("effect")));
                if (e.getKey().equalsIgnoreCase("other")) {
                    other = enc;
                } else {
                    try {
                        worlds.put(board.worldId(e.getKey()), enc);
                    } catch (IllegalArgumentException ex) {
                        throw c.error(ex.getMessage());
                    }
                }
            }
            if (other == null) throw c.error("a gate card needs an 'Other' encounter");
            out.add(new GateCardDef(out.size(), c.str("name"), colour, Map.copyOf(worlds), other, expansion));
        }
    }

    /** The Herald variant's Reckoning cards: a name, our own short text and the effect (usually a hook). */
    private static void reckonings(Json j, EffectParser effects, List<ReckoningDef> out, Expansion expansion) {
        for (Json c : j.list("reckoning")) {
            if (!c.has("effect")) throw c.error("a Reckoning card needs an effect");
            out.add(new ReckoningDef(out.size(), c.str("name"), c.str("text"), effects.parse(c.child("effect")), expansion));
        }
    }
}
