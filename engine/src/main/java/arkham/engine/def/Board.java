package arkham.engine.def;


import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The immutable board graph. Every area is a place with an int id: Arkham locations and street
 * areas, the Sky, the Outskirts, Lost in Time and Space, and the two areas of each Other World.
 * Other towns' boards (Dunwich) are appended after the core places, so core ids never change: each
 * place belongs to the town whose board shows it (0 is Arkham's; the Sky, Outskirts and Lost in
 * Time and Space count as Arkham's; Another Time and Lost Carcosa are on the Dunwich board), and a
 * depot lets investigators take the train between towns.
 */
public final class Board {
    private final String[] name;
    private final String[] slug;
    /** The options "move to" and "end movement at" each place, built once: every turn offers them. */
    /** kind[place].inArkham(), asked constantly (monster counts, limits). */
    private final boolean[] inArkham;
    /** Where a monster counts towards the monster limit (see {@link #countsTowardsMonsterLimit}). */
    private final boolean[] limitArea;
    private final PlaceKind[] kind;
    private final int[] street;
    private final boolean[] unstable;
    private final int[][] adjacent;
    private final int[] whiteArrow;
    private final int[] blackArrow;
    private final int[] world;
    private final int[] worldArea;
    private final List<OtherWorld> worlds;
    private final Map<String, Integer> byName;
    /** Names as callers spell them, resolved once (hooks look places up by name during play). */
    private final Map<String, Integer> byRawName = new java.util.concurrent.ConcurrentHashMap<>();
    private final int sky;
    private final int outskirts;
    private final int lost;
    private final int[] streets;
    private final int[] locations;
    private final int[] town;
    private final List<String> towns;
    private final boolean[] depot;
    private final int[] vortices;

    /** An Other World with its two areas and encounter colours. */
    public record OtherWorld(int id, String name, int colours, int firstArea, int secondArea) {
        public boolean hasColour(Colour c) {
            return (colours & c.bit()) != 0;
        }
    }

    private Board(Builder b) {
        int n = b.names.size();
        name = b.names.toArray(new String[0]);
        slug = new String[name.length];
        for (int i = 0; i < name.length; i++) {
            slug[i] = Names.slug(name[i]);
        }
        kind = b.kinds.toArray(new PlaceKind[0]);
        inArkham = new boolean[n];
        for (int i = 0; i < n; i++) inArkham[i] = kind[i].inArkham();
        street = b.street.stream().mapToInt(Integer::intValue).toArray();
        unstable = new boolean[n];
        for (int i = 0; i < n; i++) unstable[i] = b.unstable.get(i);
        adjacent = new int[n][];
        for (int i = 0; i < n; i++) adjacent[i] = b.adj.get(i).stream().mapToInt(Integer::intValue).sorted().toArray();
        whiteArrow = b.white.stream().mapToInt(Integer::intValue).toArray();
        blackArrow = b.black.stream().mapToInt(Integer::intValue).toArray();
        world = b.world.stream().mapToInt(Integer::intValue).toArray();
        worldArea = b.area.stream().mapToInt(Integer::intValue).toArray();
        worlds = List.copyOf(b.worlds);
        byName = Map.copyOf(b.byName);
        sky = b.sky;
        outskirts = b.outskirts;
        lost = b.lost;
        streets = ids(PlaceKind.STREET);
        locations = ids(PlaceKind.LOCATION);
        vortices = ids(PlaceKind.VORTEX);
        town = b.town.stream().mapToInt(Integer::intValue).toArray();
        towns = List.copyOf(b.towns);
        depot = new boolean[n];
        for (int i = 0; i < n; i++) depot[i] = b.depot.get(i);
        limitArea = new boolean[n];
        for (int i = 0; i < n; i++) limitArea[i] = inArkham(i) && !inOtherTown(i) || i == sky;
    }

    /**
     * Whether a monster here counts towards the monster limit: Arkham's locations and streets and
     * the Sky, not another town's (Dunwich rulebook p.5).
     */
    public boolean countsTowardsMonsterLimit(int place) { return place >= 0 && limitArea[place]; }

    private int[] ids(PlaceKind k) {
        List<Integer> r = new ArrayList<>();
        for (int i = 0; i < name.length; i++) if (kind[i] == k) r.add(i);
        return r.stream().mapToInt(Integer::intValue).toArray();
    }

    public int size() { return name.length; }
    public String name(int place) { return name[place]; }
    /** A stable lower-case id for the place, e.g. "ma-s-boarding-house", used in option ids. */
    public String slug(int place) { return slug[place]; }
    public PlaceKind kind(int place) { return kind[place]; }
    /** The street area of a location's neighbourhood (a street is its own street). -1 elsewhere. */
    public int street(int place) { return street[place]; }
    public boolean isUnstable(int place) { return unstable[place]; }
    public boolean isLocation(int place) { return kind[place] == PlaceKind.LOCATION; }
    public boolean isStreet(int place) { return kind[place] == PlaceKind.STREET; }
    public boolean inArkham(int place) { return place >= 0 && inArkham[place]; }
    public boolean isOtherWorld(int place) { return kind[place] == PlaceKind.OTHER_WORLD; }
    /** Areas an investigator may move to for one movement point. */
    public int[] adjacent(int place) { return adjacent[place]; }
    public int whiteArrow(int place) { return whiteArrow[place]; }
    public int blackArrow(int place) { return blackArrow[place]; }
    /** Other World index of an Other World area, else -1. */
    public int world(int place) { return world[place]; }
    /** 1 or 2 for an Other World area, else 0. */
    public int worldArea(int place) { return worldArea[place]; }
    public List<OtherWorld> worlds() { return worlds; }
    public OtherWorld otherWorld(int id) { return worlds.get(id); }
    public int sky() { return sky; }
    public int outskirts() { return outskirts; }
    public int lostInTimeAndSpace() { return lost; }
    public int[] streets() { return streets.clone(); }
    public int[] locations() { return locations.clone(); }
    public int streetCount() { return streets.length; }
    /** The town a place belongs to: 0 for Arkham (and every area not on another town's board). */
    public int town(int place) { return town[place]; }
    public String townName(int t) { return towns.get(t); }
    public int townCount() { return towns.size(); }
    /** Whether the place is on another town's board (Dunwich: its areas and its Other Worlds), not Arkham's. */
    public boolean outsideArkham(int place) { return place >= 0 && town[place] != 0; }

    /** Whether a place is on the boards in play: Arkham's always, another town's only with its board ({@code dunwichBoard}). */
    public boolean onBoard(int place, boolean dunwichBoard) { return place >= 0 && (!outsideArkham(place) || dunwichBoard); }
    /** A place in another town's streets or locations (not its Other Worlds): monsters there are outside the limit. */
    public boolean inOtherTown(int place) { return place >= 0 && town[place] != 0 && inArkham[place]; }
    /** Arkham's Train Station, or a depot in another town (Dunwich rulebook p.5). */
    public boolean isDepot(int place) { return place >= 0 && depot[place]; }
    public boolean isVortex(int place) { return place >= 0 && kind[place] == PlaceKind.VORTEX; }
    public int[] vortices() { return vortices.clone(); }

    /** Place id by name (case and punctuation insensitive); -1 if unknown. */
    public int find(String placeName) {
        Integer id = byRawName.get(placeName);
        if (id == null) {
            Integer found = byName.get(key(placeName));
            id = found == null ? -1 : found;
            byRawName.putIfAbsent(placeName, id);
        }
        return id;
    }

    /** Place id by name, failing with a clear message. */
    public int id(String placeName) {
        int id = find(placeName);
        if (id < 0) throw new IllegalArgumentException("unknown place '" + placeName + "'");
        return id;
    }

    public int worldId(String worldName) {
        String k = key(worldName);
        for (OtherWorld w : worlds) if (key(w.name()).equals(k)) return w.id();
        throw new IllegalArgumentException("unknown Other World '" + worldName + "'");
    }

    static String key(String s) {
        return Names.key(s);
    }

    /** Builds a board; the content loader is the usual caller. */
    public static final class Builder {
        private final List<String> names = new ArrayList<>();
        private final List<PlaceKind> kinds = new ArrayList<>();
        private final List<Integer> street = new ArrayList<>();
        private final List<Boolean> unstable = new ArrayList<>();
        private final List<List<Integer>> adj = new ArrayList<>();
        private final List<Integer> white = new ArrayList<>();
        private final List<Integer> black = new ArrayList<>();
        private final List<Integer> world = new ArrayList<>();
        private final List<Integer> area = new ArrayList<>();
        private final List<OtherWorld> worlds = new ArrayList<>();
        private final Map<String, Integer> byName = new HashMap<>();
        private int sky = -1;
        private int outskirts = -1;
        private int lost = -1;
        private final List<Integer> town = new ArrayList<>();
        private final List<String> towns = new ArrayList<>(List.of("Arkham"));
        private final List<Boolean> depot = new ArrayList<>();
        private int currentTown = 0;

        private int add(String n, PlaceKind k, int w, int a) {
            if (byName.containsKey(key(n))) throw new IllegalArgumentException("duplicate place '" + n + "'");
            int id = names.size();
            names.add(n);
            kinds.add(k);
            street.add(k == PlaceKind.STREET ? id : -1);
            unstable.add(false);
            adj.add(new ArrayList<>());
            white.add(-1);
            black.add(-1);
            world.add(w);
            area.add(a);
            town.add(k == PlaceKind.LOCATION || k == PlaceKind.STREET || k == PlaceKind.VORTEX || k == PlaceKind.OTHER_WORLD
                    ? currentTown : 0);
            depot.add(false);
            byName.put(key(n), id);
            return id;
        }

        /** Places added from now on belong to this town (another town's board, e.g. Dunwich). */
        public Builder town(String name) {
            if (towns.contains(name)) throw new IllegalArgumentException("town '" + name + "' added twice");
            towns.add(name);
            currentTown = towns.size() - 1;
            return this;
        }

        /** A vortex (Dunwich rulebook p.7): monsters may enter it by an arrow; investigators never can. */
        public int vortex(String n) {
            return add(n, PlaceKind.VORTEX, -1, 0);
        }

        /** Marks a place as a depot: the Train Station in Arkham, or a location with a train icon. */
        public void depot(int place) {
            if (kinds.get(place) != PlaceKind.LOCATION)
                throw new IllegalArgumentException("a depot must be a location: " + names.get(place));
            depot.set(place, true);
        }

        public int street(String n) {
            return add(n, PlaceKind.STREET, -1, 0);
        }

        public int location(String n, String streetName, boolean isUnstable) {
            int s = byName.getOrDefault(key(streetName), -1);
            if (s < 0 || kinds.get(s) != PlaceKind.STREET)
                throw new IllegalArgumentException("location '" + n + "' names unknown street '" + streetName + "'");
            int id = add(n, PlaceKind.LOCATION, -1, 0);
            street.set(id, s);
            unstable.set(id, isUnstable);
            link(id, s);
            white.set(id, s);
            black.set(id, s);
            return id;
        }

        public void link(int a, int b) {
            if (a == b) throw new IllegalArgumentException("a place cannot link to itself: " + names.get(a));
            if (kinds.get(a) == PlaceKind.VORTEX || kinds.get(b) == PlaceKind.VORTEX)
                throw new IllegalArgumentException("no one moves into a vortex; only an arrow leads there: " + names.get(a) + ", " + names.get(b));
            if (!town.get(a).equals(town.get(b)))
                throw new IllegalArgumentException("areas of different towns are not adjacent: " + names.get(a) + ", " + names.get(b));
            if (!adj.get(a).contains(b)) adj.get(a).add(b);
            if (!adj.get(b).contains(a)) adj.get(b).add(a);
        }

        public void arrows(int from, int whiteTo, int blackTo) {
            white.set(from, whiteTo);
            black.set(from, blackTo);
        }

        public void otherWorld(String n, int colours) {
            int wid = worlds.size();
            int first = add(n + " (1)", PlaceKind.OTHER_WORLD, wid, 1);
            int second = add(n + " (2)", PlaceKind.OTHER_WORLD, wid, 2);
            worlds.add(new OtherWorld(wid, n, colours, first, second));
        }

        public Builder specialAreas() {
            sky = add("The Sky", PlaceKind.SKY, -1, 0);
            outskirts = add("Outskirts", PlaceKind.OUTSKIRTS, -1, 0);
            lost = add("Lost in Time and Space", PlaceKind.LOST_IN_TIME_AND_SPACE, -1, 0);
            return this;
        }

        public int find(String n) {
            return byName.getOrDefault(key(n), -1);
        }

        public Board build() {
            if (sky < 0) throw new IllegalStateException("board has no Sky, Outskirts and Lost in Time and Space");
            return new Board(this);
        }
    }

    public List<Integer> locationsOf(int streetId) {
        List<Integer> r = new ArrayList<>();
        for (int l : locations) if (street[l] == streetId) r.add(l);
        return Collections.unmodifiableList(r);
    }
}
