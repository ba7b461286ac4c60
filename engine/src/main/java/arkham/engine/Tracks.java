package arkham.engine;

import arkham.engine.def.AncientOneDef;
import arkham.engine.def.Deck;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;

import java.util.List;

/**
 * The doom and terror tracks and what they count: doom tokens, the terror level with the Allies
 * leaving town and the shops closing, open gates, elder signs and gate trophies against their limits.
 */
public final class Tracks {
    private Tracks() {
    }

    /** The shops that close for good at terror levels 3, 6 and 9 (rulebook p.20). */
    public static final List<String> TERROR_SHOPS = List.of("General Store", "Curiositie Shoppe", "Ye Olde Magick Shoppe");

    public static int openGates(GameState g) {
        int n = 0;
        for (int gate : g.gateAt) if (gate >= 0) n++;
        return n;
    }

    public static int elderSignsOnBoard(GameState g) {
        int n = 0;
        for (boolean s : g.sealed) if (s) n++;
        return n;
    }

    public static int gateTrophies(GameState g, int p) {
        int n = 0;
        for (int w : g.gateWhere) if (w == GameState.trophy(p)) n++;
        return n;
    }

    /** Gate trophies held by all the investigators together (what the gate victory counts, rulebook p.12). */
    public static int gateTrophiesHeld(GameState g) {
        int n = 0;
        for (int p = 0; p < g.players; p++) n += gateTrophies(g, p);
        return n;
    }

    /**
     * Open gates that awaken the Ancient One at once (rulebook p.20), one more while an
     * investigator holds a card tagged {@code one-more-gate} (Dunwich: Fire of Asshurbanipal).
     */
    public static int tooManyGates(GameState g) {
        int n = g.players <= 2 ? 8 : g.players <= 4 ? 7 : g.players <= 6 ? 6 : 5;
        for (int k = 0; k < g.content.oneMoreGateCards(); k++) {
            int c = g.content.oneMoreGateCard(k);
            if (g.cardWhere[c] >= 0 && g.cardWhere[c] < g.players) return n + 1;
        }
        return n;
    }

    /** Adds doom tokens; a full track awakens the Ancient One. */
    public static void addDoom(Game g, int n) {
        AncientOneDef d = g.ancientOneDef();
        for (int k = 0; k < n && !g.awakened; k++) {
            g.doom++;
            if (g.logging) g.log("doom", -1, "Doom token added (" + g.doom + "/" + d.doomTrack() + ")");
            for (int p = 0; p < g.players; p++) {
                Hooks.CardAbility a = g.inv[p].def() < 0 ? null : g.content.investigatorAbility(g.inv[p].def());
                if (a != null) a.doomAdded(g, p);
            }
            if (g.doom >= d.doomTrack()) {
                g.awaken(Awakening.DOOM_TRACK);
            }
        }
    }

    /**
     * Raises the terror level one step at a time: an Ally leaves town each step, shops close at
     * 3, 6 and 9, Arkham is overrun at 10, and every rise beyond 10 adds doom (rulebook p.20).
     */
    public static void raiseTerror(Game g, int n) {
        for (Modifiers m : g.modifiers(-1, Modifiers.Hook.PREVENTS_TERROR)) {
            if (m.preventsTerror(g)) {
                if (g.logging) g.log("terror", -1, "The terror level cannot rise now");
                return;
            }
        }
        for (int k = 0; k < n; k++) {
            if (g.terror >= 10) {
                addDoom(g, 1);
                continue;
            }
            g.terror++;
            if (g.logging) g.log("terror", -1, "Terror level rises to " + g.terror);
            for (int p = 0; p < g.players; p++) {
                Hooks.CardAbility a = g.inv[p].def() < 0 ? null : g.content.investigatorAbility(g.inv[p].def());
                if (a != null) a.terrorRaised(g, p);
            }
            IntList allies = g.deck(Deck.ALLY);
            if (!allies.isEmpty()) {
                int a = allies.get(g.rng.nextInt(allies.size()));
                Cards.boxCard(g, -1, a);
                if (g.logging) g.log("terror", -1, g.content.cardOf(a).name() + " leaves town");
            }
            if (g.terror % 3 == 0 && g.terror <= 9) closeShop(g, TERROR_SHOPS.get(g.terror / 3 - 1));
            if (g.terror == 10) {
                if (g.logging) g.log("terror", -1, "Arkham is overrun: the monster limit is gone");
                addDoom(g, 1);
            }
        }
        checkOverrun(g);
    }

    private static void closeShop(GameState g, String name) {
        int place = g.board.find(name);
        if (place < 0) return;
        closeLocation(g, place);
        if (g.logging) g.log("closed", -1, name + " closes for the rest of the game");
    }

    /**
     * A closed marker on a location: investigators and monsters there go out to its street. An
     * open gate there covers the marker (FAQ Q17): they stay until the gate closes, and then go.
     */
    public static void closeLocation(GameState g, int place) {
        g.closed[place] = true;
        if (g.gateAt[place] >= 0) return;
        int street = g.board.street(place);
        for (Investigator i : g.inv) {
            if (i.place == place) {
                i.place = street;
                i.explored = false;
            }
        }
        for (int m = 0; m < g.monsterWhere.length; m++) if (g.monsterWhere[m] == place) g.monsterWhere[m] = street;
    }

    /** Whether the terror level has closed this location for the rest of the game. */
    public static boolean closedByTerror(GameState g, int place) {
        int k = TERROR_SHOPS.indexOf(g.board.name(place));
        return k >= 0 && g.terror >= 3 * (k + 1);
    }

    /** Terror 10 and twice the normal monster limit in Arkham awakens the Ancient One (rulebook p.20). */
    public static void checkOverrun(GameState g) {
        if (!g.awakened && g.terror >= 10 && monstersInArkham(g) >= 2 * (g.players + 3)) {
            g.awaken(Awakening.OVERRUN);
        }
    }

    public static int monstersIn(GameState g, int place) {
        int n = 0;
        for (int w : g.monsterWhere) if (w == place) n++;
        return n;
    }

    public static IntList monstersAt(GameState g, int place) {
        IntList r = new IntList();
        for (int m = 0; m < g.monsterWhere.length; m++) if (g.monsterWhere[m] == place) r.add(m);
        return r;
    }

    /**
     * Monsters in Arkham's locations and streets plus the Sky: what the monster limit counts. Monsters
     * in Dunwich and Spawn monsters do not count (Dunwich rulebook p.5, p.7).
     */
    public static int monstersInArkham(GameState g) {
        int n = 0;
        for (int m = 0; m < g.monsterWhere.length; m++) {
            int w = g.monsterWhere[m];
            if (g.board.countsTowardsMonsterLimit(w) && !g.monster(m).spawn()) n++;
        }
        return n;
    }

    public static int monsterLimit(GameState g) {
        return g.terror >= 10 ? Integer.MAX_VALUE : g.players + 3;
    }

    public static int outskirtsLimit(GameState g) {
        return 8 - g.players;
    }

    public static int monsterTrophies(GameState g, int p) {
        int n = 0;
        for (int w : g.monsterWhere) if (w == GameState.trophy(p)) n++;
        return n;
    }
}
