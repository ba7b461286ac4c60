package arkham.engine.view;

import arkham.engine.Content;
import arkham.engine.Hooks;
import arkham.engine.def.AncientOneDef;
import arkham.engine.def.Board;
import arkham.engine.def.CardDef;
import arkham.engine.def.Colour;
import arkham.engine.def.Expansion;
import arkham.engine.def.GateAttribute;
import arkham.engine.def.GateMarkerDef;
import arkham.engine.def.InvestigatorDef;
import arkham.engine.def.MonsterDef;
import arkham.engine.def.MythosDef;
import arkham.engine.def.Names;
import arkham.engine.def.PlaceKind;
import arkham.engine.def.ReckoningDef;
import arkham.engine.def.RelationshipDef;
import arkham.engine.def.TaskDef;
import arkham.engine.def.Unverified;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Every component a player may read about, with its rules text in the project's own words
 * ({@link Texts}), found by name or by id: investigators, investigator cards (items, Spells, Skills,
 * Allies, special cards, Dark Pacts, Injuries and Madnesses, Tasks and Missions), Mythos cards,
 * Ancient Ones, monsters, places (locations with their abilities, streets, Other Worlds, the special
 * areas, vortices), gate markers, the Herald, Relationship and Reckoning cards. The terminal's
 * {@code card} look-up and the game server's {@code /api/text} both read it, so they say the same.
 * Built once per {@link Content} ({@link #of}); immutable.
 */
public final class Catalogue {
    /**
     * One component. {@code id} is {@code kind:slug} (e.g. {@code monster:cultist}, {@code location:ma-s-boarding-house}),
     * stable while names are; {@code kind} is one of {@link #KINDS}; {@code unverified}: the content's
     * mark on a component no source confirms, or null; {@code leftOut}: why a card never reaches a
     * deck, or null.
     */
    public record Entry(String id, String name, String kind, String text, Expansion expansion, Unverified unverified,
                        String leftOut) {
    }

    /** Every kind of entry, in the order entries are listed. */
    public static final List<String> KINDS = List.of("investigator", "common-item", "unique-item", "spell", "skill", "ally",
            "special", "dark-pact", "injury", "madness", "task", "mission", "mythos", "ancient-one", "monster", "location",
            "street", "other-world", "area", "vortex", "gate-marker", "dunwich-horror-card", "herald", "relationship",
            "reckoning");

    private static final Map<Content, Catalogue> BUILT = Collections.synchronizedMap(new java.util.WeakHashMap<>());

    private final List<Entry> entries = new ArrayList<>();
    private final Map<String, Entry> byId = new LinkedHashMap<>();
    /** Entries by {@link Names#key} of their name (usually one; two components may share a name). */
    private final Map<String, List<Entry>> byKey = new LinkedHashMap<>();
    private final Map<Integer, String> gateIds = new java.util.HashMap<>();

    /** The catalogue of this content, built on first use. */
    public static Catalogue of(Content content) {
        return BUILT.computeIfAbsent(content, Catalogue::new);
    }

    private Catalogue(Content c) {
        for (InvestigatorDef d : c.investigators)
            add("investigator", d.name(), Texts.investigator(d, c), d.expansion(), c.unverified(Unverified.Kind.INVESTIGATOR, d.id()), null);
        for (CardDef d : c.cards)
            add(kind(c, d), d.name(), cardText(c, d), d.expansion(), c.unverified(Unverified.Kind.CARD, d.id()), c.leftOut(d.id()));
        for (MythosDef d : c.mythos)
            add("mythos", d.name(), Texts.mythos(d, c), d.expansion(), c.unverified(Unverified.Kind.MYTHOS, d.id()), null);
        for (AncientOneDef d : c.ancientOnes)
            add("ancient-one", d.name(), Texts.ancientOne(d), d.expansion(), c.unverified(Unverified.Kind.ANCIENT_ONE, d.id()), null);
        for (MonsterDef d : c.monsters)
            add("monster", d.name(), Texts.monster(d, c), d.expansion(), c.unverified(Unverified.Kind.MONSTER, d.id()), null);
        Board b = c.board;
        for (int p = 0; p < b.size(); p++) {
            if (b.isOtherWorld(p) && b.worldArea(p) != 1) continue;
            String name = b.isOtherWorld(p) ? b.otherWorld(b.world(p)).name() : b.name(p);
            Unverified mark = c.unverified(Unverified.Kind.PLACE, p);
            if (mark == null && b.isOtherWorld(p)) mark = c.unverified(Unverified.Kind.PLACE, b.otherWorld(b.world(p)).secondArea());
            add(placeKind(b.kind(p)), name, place(c, p), b.town(p) == 0 ? Expansion.CORE : Expansion.DUNWICH, mark, null);
        }
        Map<String, Integer> gateNames = new LinkedHashMap<>();
        for (GateMarkerDef g : c.gateMarkers) {
            String name = gateName(c, g);
            int n = gateNames.merge(name, 1, Integer::sum);
            Entry e = add("gate-marker", n == 1 ? name : name + " #" + n,
                    Texts.gate(g, c) + (g.count() > 1 ? " (" + g.count() + " markers)." : "."), g.expansion(),
                    c.unverified(Unverified.Kind.GATE_MARKER, g.id()), null);
            gateIds.put(g.id(), e.id());
        }
        for (int k = 0; k < c.dunwichHorrorCardNames.size(); k++) {
            // copies of one card share its name: one entry for it
            if (c.dunwichHorrorCardNames.indexOf(c.dunwichHorrorCardNames.get(k)) != k) continue;
            add("dunwich-horror-card", c.dunwichHorrorCardNames.get(k), "Dunwich Horror card: for one combat the Dunwich Horror"
                    + " has these values. " + Texts.monster(c.dunwichHorrorCards.get(k), c), Expansion.DUNWICH,
                    c.unverified(Unverified.Kind.DUNWICH_HORROR_CARD, k), null);
        }
        if (c.hooks.herald() != null) add("herald", Texts.HERALD, Texts.HERALD_RULES, Expansion.LURKER, null, null);
        for (RelationshipDef d : c.relationships) add("relationship", d.name(), "Relationship. " + d.text(), d.expansion(), null, null);
        for (ReckoningDef d : c.reckonings) add("reckoning", d.name(), "Reckoning card. " + d.text(), d.expansion(), null, null);
    }

    /** The id of a gate marker kind's entry (gate markers have no printed name to find them by). */
    public String gateId(GateMarkerDef g) {
        return gateIds.get(g.id());
    }

    private Entry add(String kind, String name, String text, Expansion expansion, Unverified unverified, String leftOut) {
        String id = kind + ":" + Names.slug(name);
        if (byId.containsKey(id)) throw new IllegalArgumentException("two components have the id " + id);
        Entry e = new Entry(id, name, kind, text, expansion, unverified, leftOut);
        entries.add(e);
        byId.put(id, e);
        byKey.computeIfAbsent(Names.key(name), k -> new ArrayList<>()).add(e);
        return e;
    }

    /** Every entry, investigators first (see {@link #KINDS}). */
    public List<Entry> entries() {
        return Collections.unmodifiableList(entries);
    }

    /** The entry with this id, or null. */
    public Entry byId(String id) {
        return id == null ? null : byId.get(id.toLowerCase(Locale.ROOT));
    }

    /** The entries named exactly this (ignoring case, spaces and punctuation), usually one; empty when none. */
    public List<Entry> named(String name) {
        List<Entry> r = byKey.get(Names.key(name));
        return r == null ? List.of() : List.copyOf(r);
    }

    /** Entries whose name contains this one (ignoring case, spaces and punctuation), as the terminal's look-up takes part of a name. */
    public List<Entry> containing(String part) {
        String key = Names.key(part);
        List<Entry> r = new ArrayList<>();
        if (key.isEmpty()) return r;
        for (Map.Entry<String, List<Entry>> e : byKey.entrySet()) if (e.getKey().contains(key)) r.addAll(e.getValue());
        return r;
    }

    /**
     * Names close to one that matched nothing, best first: those containing it or contained in it,
     * then those within a few typing mistakes of it (edit distance on the name keys).
     */
    public List<String> closeTo(String name, int limit) {
        String key = Names.key(name);
        List<String> r = new ArrayList<>();
        if (key.isEmpty()) return r;
        for (Map.Entry<String, List<Entry>> e : byKey.entrySet())
            if (e.getKey().contains(key) || key.contains(e.getKey()) && e.getKey().length() >= 3) r.add(e.getValue().get(0).name());
        List<Map.Entry<Integer, String>> near = new ArrayList<>();
        int allowed = Math.max(1, key.length() / 3);
        for (Map.Entry<String, List<Entry>> e : byKey.entrySet()) {
            String name0 = e.getValue().get(0).name();
            if (r.contains(name0)) continue;
            int d = distance(key, e.getKey(), allowed);
            if (d <= allowed) near.add(Map.entry(d, name0));
        }
        near.sort(Map.Entry.comparingByKey());
        for (Map.Entry<Integer, String> n : near) r.add(n.getValue());
        return r.size() > limit ? List.copyOf(r.subList(0, limit)) : r;
    }

    /** Levenshtein distance, or more than {@code cap} as soon as it must be. */
    static int distance(String a, String b, int cap) {
        if (Math.abs(a.length() - b.length()) > cap) return cap + 1;
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            int best = cur[0];
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
                best = Math.min(best, cur[j]);
            }
            if (best > cap) return cap + 1;
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }

    // ------------------------------------------------------------------ kinds and texts

    private static String kind(Content c, CardDef d) {
        if (d.has("dark-pact")) return "dark-pact";
        TaskDef t = c.taskOf(c.firstCard(d.id()));
        if (d.has("mission") || t != null && t.mission()) return "mission";
        if (d.has("task") || t != null) return "task";
        return switch (d.deck()) {
            case COMMON -> "common-item";
            case UNIQUE -> "unique-item";
            case SPELL -> "spell";
            case SKILL -> "skill";
            case ALLY -> "ally";
            case SPECIAL -> "special";
            case INJURY -> "injury";
            case MADNESS -> "madness";
        };
    }

    private static String cardText(Content c, CardDef d) {
        TaskDef t = c.taskOf(c.firstCard(d.id()));
        return t == null ? Texts.card(d) : Texts.card(d) + " " + Texts.task(t, c);
    }

    private static String placeKind(PlaceKind k) {
        return switch (k) {
            case LOCATION -> "location";
            case STREET -> "street";
            case OTHER_WORLD -> "other-world";
            case VORTEX -> "vortex";
            case SKY, OUTSKIRTS, LOST_IN_TIME_AND_SPACE -> "area";
        };
    }

    /** "Gate to Abyss (-2)", "Gate to Abyss (-2, blood)", "Gate to Abyss or Yuggoth (-1, split)". */
    static String gateName(Content c, GateMarkerDef g) {
        Board b = c.board;
        StringBuilder n = new StringBuilder("Gate to ").append(b.otherWorld(g.world()).name());
        if (g.world2() >= 0) n.append(" or ").append(b.otherWorld(g.world2()).name());
        n.append(" (").append(Texts.signed(g.modifier()));
        for (GateAttribute a : GateAttribute.values()) if (g.has(a)) n.append(", ").append(Texts.words(a));
        return n.append(')').toString();
    }

    /** A place: where it is, what can be done there instead of an encounter, and what else it is known for. */
    private static String place(Content c, int p) {
        Board b = c.board;
        String town = b.townName(b.town(p));
        List<String> parts = new ArrayList<>();
        switch (b.kind(p)) {
            case LOCATION -> {
                parts.add("Location in " + b.name(b.street(p)) + " (" + town + ")"
                        + (b.isUnstable(p) ? ", unstable: gates can open here." : ", stable: no gate opens here."));
                abilities(c, p, parts);
                int terror = arkham.engine.Tracks.TERROR_SHOPS.indexOf(b.name(p));
                if (terror >= 0) parts.add("Closes for the rest of the game when the terror level reaches " + 3 * (terror + 1) + ".");
                if (b.isDepot(p)) parts.add("A train stop between Arkham and Dunwich.");
                homes(c, p, parts);
            }
            case STREET -> {
                List<String> held = new ArrayList<>();
                for (int l : b.locationsOf(p)) held.add(b.name(l));
                parts.add("Street in " + town + (held.isEmpty() ? "." : "; its locations: " + String.join(", ", held) + "."));
                String white = b.whiteArrow(p) < 0 ? null : b.name(b.whiteArrow(p));
                String black = b.blackArrow(p) < 0 ? null : b.name(b.blackArrow(p));
                if (white != null || black != null) {
                    parts.add("Monsters moving from here go" + (white == null ? "" : " along the white arrow to " + white)
                            + (white != null && black != null ? " and" : "") + (black == null ? "" : " along the black arrow to " + black) + ".");
                }
                if (b.isDepot(p)) parts.add("A train stop between Arkham and Dunwich.");
                abilities(c, p, parts);
                homes(c, p, parts);
            }
            case OTHER_WORLD -> {
                Board.OtherWorld w = b.otherWorld(b.world(p));
                List<String> colours = new ArrayList<>();
                for (Colour col : Colour.values()) if (w.hasColour(col)) colours.add(Texts.words(col));
                parts.add("Other World; its encounters are the " + Texts.list(colours) + " gate cards. An investigator who enters"
                        + " through a gate spends a turn in each of its two areas, then returns to Arkham through an open gate"
                        + " that leads here.");
            }
            case SKY -> parts.add("The Sky: flying monsters wait here between their flights; in each Mythos Phase they swoop down"
                    + " on investigators in streets. Monsters here count towards the monster limit.");
            case OUTSKIRTS -> parts.add("The Outskirts: monsters that would pass the monster limit wait here instead. When one"
                    + " more arrives than they hold, all of them go back to the cup and the terror level rises by 1.");
            case LOST_IN_TIME_AND_SPACE -> parts.add("Lost in Time and Space: an investigator here is delayed; at his next Upkeep"
                    + " he comes back to any location or street in Arkham of his choice.");
            case VORTEX -> parts.add("Vortex of the Dunwich board: a monster that moves into it goes back to the cup, the terror"
                    + " level rises by 1 and a token goes on the Dunwich Horror track; the third token brings the Dunwich Horror"
                    + " to Sentinel Hill.");
        }
        return String.join(" ", parts);
    }

    /** The place's own abilities, then those that cards in play offer there. */
    private static void abilities(Content c, int p, List<String> parts) {
        List<String> offered = new ArrayList<>();
        for (String id : c.locationAbilityIds(p)) {
            Hooks.LocationAbility a = c.hooks.locationAbility(id);
            if (a == null) continue;
            if (a.grantedBy() == null) parts.add("Instead of an encounter here: " + a.label() + ".");
            else offered.add("While " + cardNamed(c, a.grantedBy()) + " is in play: " + a.label() + ".");
        }
        parts.addAll(offered);
    }

    /** The name of the card a hook id or name refers to. */
    private static String cardNamed(Content c, String hookOrName) {
        for (MythosDef m : c.mythos) if (hookOrName.equals(m.hook())) return m.name();
        for (CardDef d : c.cards) if (hookOrName.equals(d.hook()) || Names.same(hookOrName, d.name())) return d.name();
        return hookOrName;
    }

    private static void homes(Content c, int p, List<String> parts) {
        List<String> who = new ArrayList<>();
        for (InvestigatorDef d : c.investigators) if (d.home() == p) who.add(d.name());
        if (!who.isEmpty()) parts.add("Investigators at home here: " + Texts.list(who) + ".");
    }
}
