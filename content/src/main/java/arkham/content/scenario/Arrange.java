package arkham.content.scenario;

import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Setup;
import arkham.engine.def.GateAttribute;
import arkham.engine.def.GateMarkerDef;
import arkham.engine.def.MythosType;
import arkham.engine.def.Skill;
import arkham.engine.flow.MythosStep;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds a scenario's position. The game is set up normally ({@link Game#create}) with the named
 * investigators and Ancient One, so decks, sheets and the monster cup are real; then the board is
 * cleared to a known state and the file's {@code position} overrides are applied on top.
 *
 * <p>The cleared state: no monsters on the board (all in the cup; boxed masks stay boxed), every
 * gate marker back on the stack, no Clue tokens on the board, doom 0, terror 0, no Environment or
 * Rumor in play, turn 1, player 0 first; each investigator at his home location, not delayed,
 * with full Sanity and Stamina, his sheet's money and Clues, sliders in the middle stop, no Power tokens and no
 * cards.
 */
final class Arrange {
    static final List<String> SETUP_FIELDS = List.of("players", "investigators", "ancientOne", "seed", "faq", "dunwich",
            "lurker", "content", "replacements");
    /** The Lurker at the Threshold's parts, as {@code setup.lurker} names them. */
    static final List<String> LURKER_PARTS = List.of("cards", "gates", "herald", "burst", "relationships");
    /** The Dunwich Horror's parts, as {@code setup.dunwich} names them. */
    static final List<String> DUNWICH_PARTS = List.of("board", "cards", "injuries");

    private Arrange() {
    }

    static Game setUp(Content content, Node setup) {
        setup.allow(SETUP_FIELDS.toArray(String[]::new));
        List<String> names = setup.texts("investigators");
        int players = setup.integer("players", Math.max(1, names.size()));
        if (players < 1 || players > 8) throw setup.get("players").error("must be 1 to 8");
        if (names.size() > players) throw setup.get("investigators").error(names.size() + " named for " + players + " players");
        for (int k = 0; k < names.size(); k++) {
            Node n = setup.get("investigators").at(k);
            try {
                content.investigatorId(n.text());
            } catch (IllegalArgumentException e) {
                throw n.error(e.getMessage());
            }
        }
        String ao = setup.text("ancientOne", null);
        if (ao != null) {
            try {
                content.ancientOneId(ao);
            } catch (IllegalArgumentException e) {
                throw setup.get("ancientOne").error(e.getMessage());
            }
        }
        long seed = setup.integer("seed", 1);
        Setup.Faq faq;
        try {
            faq = Setup.Faq.of(setup.texts("faq"));
        } catch (IllegalArgumentException e) {
            throw setup.get("faq").error(e.getMessage());
        }
        List<String> lurker = parts(setup, "lurker", LURKER_PARTS);
        List<String> dunwich = parts(setup, "dunwich", DUNWICH_PARTS);
        Setup.Options options = new Setup.Options(false, lurker.contains("cards"), lurker.contains("gates"),
                lurker.contains("herald"), lurker.contains("burst"), lurker.contains("relationships"))
                .withDunwich(dunwich.contains("board"), dunwich.contains("cards"), dunwich.contains("injuries"));
        Game g = Game.create(content, new Setup(players, names, ao, false, seed, options.withFaq(faq)));
        clear(g);
        // replacements for the devoured or retired, named instead of dealt from the seed
        for (Node r : setup.list("replacements")) {
            int def;
            try {
                def = content.investigatorId(r.text());
            } catch (IllegalArgumentException e) {
                throw r.error(e.getMessage());
            }
            if (!g.unusedInvestigators.contains(def)) throw r.error("'" + r.text() + "' is not an unused investigator of this game");
            g.forcedInvestigators.add(def);
        }
        return g;
    }

    /**
     * An expansion's parts: true or "all" (every part), false (none, the default), or a list of part
     * names; an unknown name is an error listing the known ones.
     */
    private static List<String> parts(Node setup, String field, List<String> known) {
        if (!setup.has(field)) return List.of();
        Node n = setup.get(field);
        if (n.json.isBoolean()) return n.bool() ? known : List.of();
        if (n.json.isTextual()) {
            if (!n.text().equalsIgnoreCase("all")) throw n.error("must be true, false, \"all\" or a list of " + known);
            return known;
        }
        List<String> r = new ArrayList<>();
        for (Node part : n.list()) {
            String name = part.text().trim().toLowerCase(java.util.Locale.ROOT);
            if (!known.contains(name)) throw part.error("unknown part '" + part.text() + "'; known: " + String.join(", ", known));
            r.add(name);
        }
        return r;
    }

    private static void clear(Game g) {
        for (int m = 0; m < g.monsterWhere.length; m++) if (g.monsterWhere[m] != Game.BOX) g.monsterWhere[m] = Game.CUP;
        for (int place = 0; place < g.board.size(); place++) {
            int marker = g.gateAt[place];
            if (marker >= 0) {
                g.gateAt[place] = -1;
                g.gateWhere[marker] = Game.STACK;
                g.gateStack.add(marker);
            }
            g.clues[place] = 0;
        }
        for (int rel = 0; rel < g.relationshipCards(); rel++) {
            g.dealRelationship(rel, -1);
            g.relationshipExhausted[rel] = false;
        }
        if (g.environment() >= 0) MythosStep.leave(g, g.environment());
        if (g.rumor() >= 0) MythosStep.leave(g, g.rumor());
        g.doom = 0;
        g.terror = 0;
        g.turn = 1;
        g.first = 0;
        for (int p = 0; p < g.players; p++) {
            Investigator i = g.inv[p];
            i.delayed = false;
            i.jailed = false;
            i.encountersOver = false;
            g.moveInvestigator(p, g.defOf(p).home());
            i.sanity = i.maxSanity;
            i.stamina = i.maxStamina;
            i.slider[0] = i.slider[1] = i.slider[2] = 1;
            g.herald.spend(p, g.herald.power[p]);
            IntList cards = new IntList(i.cards);
            for (int k = 0; k < cards.size(); k++) g.discard(p, cards.get(k));
        }
    }

    static final String[] POSITION_FIELDS = {"investigators", "monsters", "gates", "clues", "doom", "terror", "sealed",
            "first", "environment", "rumor", "mythosTop", "gateStackTop", "gateDeckTop", "defaultedLoans", "elderSignsPlayed",
            "dunwichHorrorTokens", "dunwichHorror", "tasksCompleted", "deckTop", "relationships", "powerPool", "reckoningTop"};

    static void position(Game g, Node pos) {
        pos.allow(POSITION_FIELDS);
        Lookup names = new Lookup(g);
        for (Map.Entry<String, Node> e : pos.fields("investigators")) {
            int p = names.player(e.getValue().named(e.getKey()));
            investigator(g, names, p, e.getValue());
        }
        for (Node m : pos.list("monsters")) {
            m.allow("monster", "place");
            takeFromCup(g, names.monsterKind(m.get("monster")), names.place(m.get("place")), m);
        }
        for (Node gate : pos.list("gates")) {
            gate.allow("place", "world", "attributes");
            openGate(g, names.world(gate.get("world")), attributes(gate), names.place(gate.get("place")), gate);
        }
        for (Map.Entry<String, Node> e : pos.fields("clues")) {
            g.clues[names.place(e.getValue().named(e.getKey()))] = e.getValue().integer();
        }
        for (Node s : pos.list("sealed")) g.sealed[names.place(s)] = true;
        g.doom = pos.integer("doom", 0);
        g.terror = pos.integer("terror", 0);
        g.dunwich.horrorTokens = pos.integer("dunwichHorrorTokens", 0);
        if (g.dunwich.horrorTokens < 0 || g.dunwich.horrorTokens > arkham.engine.state.DunwichState.TRACK)
            throw pos.get("dunwichHorrorTokens").error("must be 0 to 3");
        g.defaultedLoans = pos.integer("defaultedLoans", 0);
        g.elderSignsPlayed = pos.integer("elderSignsPlayed", 0);
        if (pos.has("first")) g.first = names.player(pos.get("first"));
        if (pos.has("environment")) intoPlay(g, pos.get("environment"), names, MythosType.ENVIRONMENT);
        if (pos.has("rumor")) intoPlay(g, pos.get("rumor"), names, MythosType.RUMOR);
        onTop(g.mythosDeck, pos.list("mythosTop"), names::mythos);
        onTop(g.gateDeck, pos.list("gateDeckTop"), names::gateCard);
        gateStackTop(g, names, pos.list("gateStackTop"));
        if (pos.has("dunwichHorror")) dunwichHorror(g, pos.get("dunwichHorror"), names);
        if (pos.has("tasksCompleted")) {
            int n = pos.integer("tasksCompleted");
            if (n < 0) throw pos.get("tasksCompleted").error("must be 0 or more");
            g.dunwich.completed = n;
        }
        deckTops(g, pos, names);
        for (Node r : pos.list("relationships")) relationship(g, r, names);
        if (pos.has("powerPool")) {
            if (!g.setup.options().herald()) throw pos.get("powerPool").error("needs the Herald variant (setup.lurker: [\"herald\"])");
            int n = pos.integer("powerPool");
            if (n < 0) throw pos.get("powerPool").error("must be 0 or more");
            g.herald.pool = n;
        }
        if (pos.has("reckoningTop") && !g.setup.options().herald())
            throw pos.get("reckoningTop").error("needs the Herald variant (setup.lurker: [\"herald\"])");
        onTop(g.herald.reckoning, pos.list("reckoningTop"), n -> reckoning(g, n));
    }

    /** The Dunwich Horror's marker on the board (it is a Spawn monster, kept in the box until it appears). */
    private static void dunwichHorror(Game g, Node n, Lookup names) {
        int m = g.content.dunwichHorrorMarker;
        if (m < 0 || !g.setup.options().dunwichBoard()) throw n.error("needs the Dunwich board (setup.dunwich: [\"board\"])");
        g.monsterWhere[m] = names.place(n);
    }

    /** {"injury": ["Head Wound"], ...}: cards moved to the top of their investigator decks, the first listed drawn first. */
    private static void deckTops(Game g, Node pos, Lookup names) {
        for (Map.Entry<String, Node> e : pos.fields("deckTop")) {
            arkham.engine.def.Deck deck;
            try {
                deck = arkham.engine.def.Deck.parse(e.getKey());
            } catch (IllegalArgumentException ex) {
                throw e.getValue().error("unknown deck '" + e.getKey() + "'; one of common, unique, spell, skill, ally, special, injury, madness");
            }
            IntList pile = g.deck(deck);
            List<Node> cards = e.getValue().list();
            for (int k = cards.size() - 1; k >= 0; k--) {
                Node c = cards.get(k);
                int def = names.card(c);
                if (g.content.cards.get(def).deck() != deck) throw c.error("'" + c.text() + "' is not a card of the " + e.getKey() + " deck");
                int at = -1;
                for (int i = pile.size() - 1; i >= 0 && at < 0; i--) if (g.content.cardKind[pile.get(i)] == def) at = i;
                if (at < 0) throw c.error("no copy of '" + c.text() + "' is left in its deck" + (deck.isInjuryOrMadness()
                        ? " (are Injury and Madness cards on? setup.dunwich: [\"injuries\"])" : ""));
                pile.add(pile.removeAt(at));
            }
        }
    }

    /** {"card", "drawnBy", "exhausted"}: a Relationship card dealt to an investigator, shared with the player to his left. */
    private static void relationship(Game g, Node r, Lookup names) {
        r.allow("card", "drawnBy", "exhausted");
        Node card = r.get("card");
        int rel = -1;
        for (var d : g.content.relationships) if (arkham.engine.Content.same(d.name(), card.text())) rel = d.id();
        if (rel < 0) throw card.error("unknown Relationship card '" + card.text() + "'");
        if (!g.setup.options().relationships()) throw r.error("needs Relationship cards (setup.lurker: [\"relationships\"])");
        if (g.players < 2) throw r.error("a Relationship needs two investigators");
        if (g.relationshipDrawer(rel) >= 0) throw card.error("'" + card.text() + "' is dealt twice");
        g.dealRelationship(rel, names.player(r.get("drawnBy")));
        g.relationshipExhausted[rel] = r.bool("exhausted", false);
    }

    private static int reckoning(Game g, Node n) {
        for (var d : g.content.reckonings) if (arkham.engine.Content.same(d.name(), n.text())) return d.id();
        throw n.error("unknown Reckoning card '" + n.text() + "'");
    }

    private static final String[] INVESTIGATOR_FIELDS = {"place", "sanity", "stamina", "maxSanity", "maxStamina", "money",
            "clues", "sliders", "skills", "cards", "pacts", "power", "delayed", "jailed", "explored", "monsterTrophies", "gateTrophies"};

    private static void investigator(Game g, Lookup names, int p, Node n) {
        n.allow(INVESTIGATOR_FIELDS);
        Investigator i = g.inv[p];
        if (n.has("place")) g.moveInvestigator(p, names.place(n.get("place")));
        // cards first: what a card does as it is taken (a Blood Pact restores Stamina) must not undo the numbers below
        for (Node c : n.list("cards")) card(g, names, p, c);
        for (Node c : n.list("pacts")) {
            int def = names.card(c);
            if (!g.content.cards.get(def).has("dark-pact")) throw c.error("'" + c.text() + "' is not a Dark Pact");
            int inst = g.takeFromDeck(def);
            if (inst < 0) throw c.error("no copy of '" + c.text() + "' is left (is the Herald variant on? setup.lurker: [\"herald\"])");
            g.giveCard(p, inst);
            g.fresh[inst] = false;
        }
        i.maxSanity = n.integer("maxSanity", i.maxSanity);
        i.maxStamina = n.integer("maxStamina", i.maxStamina);
        i.sanity = n.integer("sanity", Math.min(i.sanity, i.maxSanity));
        i.stamina = n.integer("stamina", Math.min(i.stamina, i.maxStamina));
        i.money = n.integer("money", i.money);
        i.clues = n.integer("clues", i.clues);
        if (n.has("delayed")) i.delayed = n.get("delayed").bool();
        if (n.has("jailed")) i.jailed = n.get("jailed").bool();
        if (n.has("explored")) i.explored = n.get("explored").bool();
        if (n.has("power")) {
            int want = n.integer("power");
            if (want < 0) throw n.get("power").error("must be 0 or more");
            if (g.herald.grant(p, want) < want) {
                throw n.get("power").error("not enough Power tokens in the pool (is the Herald variant on? setup.lurker: [\"herald\"])");
            }
        }
        if (n.has("sliders")) {
            List<Node> s = n.get("sliders").list();
            if (s.size() != 3) throw n.get("sliders").error("must list 3 stops (Speed/Sneak, Fight/Will, Lore/Luck)");
            for (int k = 0; k < 3; k++) i.slider[k] = stop(s.get(k));
        }
        skills(g, names, p, n);
        trophies(g, p, n, names);
    }

    /**
     * A card held since before the position: a name, or {"card", "clues"} for a Task or Mission
     * with Clue tokens on it (one per step done).
     */
    private static void card(Game g, Lookup names, int p, Node c) {
        Node name = c;
        int clues = 0;
        if (c.json.isObject()) {
            c.allow("card", "clues");
            name = c.get("card");
            clues = c.integer("clues", 0);
        }
        int def = names.card(name);
        int inst = g.takeFromDeck(def);
        if (inst < 0) throw name.error("no copy of '" + name.text() + "' is left in its deck" + (g.content.leftOut(def) != null
                ? " (it is left out of the decks: " + g.content.leftOut(def) + ")" : ""));
        g.giveCard(p, inst);
        g.fresh[inst] = false; // held since before this position: upkeep rolls apply
        if (clues == 0) return;
        var task = g.content.taskOf(inst);
        if (task == null) throw c.get("clues").error("'" + name.text() + "' is not a Task or Mission");
        if (clues < 0 || clues >= task.steps().size())
            throw c.get("clues").error("a Task or Mission with " + task.steps().size() + " steps holds 0 to " + (task.steps().size() - 1) + " Clue tokens");
        g.dunwich.stepClues[inst] = clues;
    }

    private static int stop(Node n) {
        int v = n.integer();
        if (v < 0 || v > 3) throw n.error("a slider stop is 0 to 3");
        return v;
    }

    /** Skill values (cards included) are reached by choosing each slider's stop; paired skills must agree. */
    private static void skills(Game g, Lookup names, int p, Node n) {
        int[] chosen = {-1, -1, -1};
        for (Map.Entry<String, Node> e : n.fields("skills")) {
            Skill s = names.skill(e.getValue(), e.getKey());
            int want = e.getValue().integer();
            int slider = s.slider();
            List<Integer> stops = new ArrayList<>();
            for (int stop = 0; stop < 4; stop++) {
                g.inv[p].slider[slider] = stop;
                if (g.skill(p, s) == want) stops.add(stop);
            }
            if (stops.isEmpty()) throw e.getValue().error(g.nameOf(p) + " cannot have " + s + " " + want + " at any slider stop");
            if (chosen[slider] >= 0 && !stops.contains(chosen[slider]))
                throw e.getValue().error("conflicts with the other skill on the same slider");
            if (chosen[slider] < 0) chosen[slider] = stops.get(0);
            g.inv[p].slider[slider] = chosen[slider];
        }
    }

    /** Trophies as a count (any markers) or a list of monster names / Other World names. */
    private static void trophies(Game g, int p, Node n, Lookup names) {
        if (n.has("monsterTrophies")) {
            Node t = n.get("monsterTrophies");
            if (t.json.isInt()) {
                for (int k = 0; k < t.integer(); k++) takeFromCup(g, -1, Game.trophy(p), t);
            } else {
                for (Node m : t.list()) takeFromCup(g, names.monsterKind(m), Game.trophy(p), m);
            }
        }
        if (n.has("gateTrophies")) {
            Node t = n.get("gateTrophies");
            if (t.json.isInt()) {
                for (int k = 0; k < t.integer(); k++) {
                    if (g.gateStack.isEmpty()) throw t.error("not enough gate markers on the stack");
                    g.gateWhere[g.gateStack.removeAt(0)] = Game.trophy(p);
                }
            } else {
                for (Node w : t.list()) g.gateWhere[fromStack(g, names.world(w), w)] = Game.trophy(p);
            }
        }
    }

    /** Moves a monster marker of the kind (any kind with -1) from the cup to a place or trophy pile. */
    private static void takeFromCup(Game g, int kind, int where, Node n) {
        for (int m = 0; m < g.monsterWhere.length; m++) {
            if (g.monsterWhere[m] == Game.CUP && (kind < 0 || g.content.monsterKind[m] == kind)) {
                g.monsterWhere[m] = where;
                return;
            }
        }
        throw n.error(kind < 0 ? "the monster cup is empty" : "no " + g.content.monsters.get(kind).name() + " is left in the cup");
    }

    private static int fromStack(Game g, int world, Node n) {
        return fromStack(g, world, java.util.EnumSet.noneOf(GateAttribute.class), n);
    }

    /**
     * Takes a marker leading to the world with at least these attributes; of several, the one with
     * fewest attributes (so a plain world name picks a plain marker when there is one).
     */
    private static int fromStack(Game g, int world, Set<GateAttribute> attributes, Node n) {
        int best = -1;
        for (int k = g.gateStack.size() - 1; k >= 0; k--) {
            GateMarkerDef d = g.content.gateOf(g.gateStack.get(k));
            if (!d.leadsTo(world) || !d.attributes().containsAll(attributes)) continue;
            if (best < 0 || d.attributes().size() < g.content.gateOf(g.gateStack.get(best)).attributes().size()) best = k;
        }
        if (best < 0) {
            throw n.error("no gate marker to " + g.board.otherWorld(world).name() + (attributes.isEmpty() ? "" : " with " + attributes)
                    + " is left on the stack" + (attributes.isEmpty() ? "" : " (are the Lurker gate markers on? setup.lurker: [\"gates\"])"));
        }
        return g.gateStack.removeAt(best);
    }

    static Set<GateAttribute> attributes(Node gate) {
        Set<GateAttribute> r = java.util.EnumSet.noneOf(GateAttribute.class);
        for (Node a : gate.list("attributes")) {
            try {
                r.add(GateAttribute.parse(a.text()));
            } catch (IllegalArgumentException e) {
                throw a.error(e.getMessage() + "; known: " + java.util.Arrays.toString(GateAttribute.values()).toLowerCase());
            }
        }
        return r;
    }

    private static void openGate(Game g, int world, Set<GateAttribute> attributes, int place, Node n) {
        if (g.gateAt[place] >= 0) throw n.error("a gate is already open at " + g.board.name(place));
        int marker = fromStack(g, world, attributes, n);
        g.gateAt[place] = marker;
        g.gateWhere[marker] = place;
    }

    /** Gate markers for the given worlds (or {world, attributes}) go on top of the stack, the first listed drawn first. */
    private static void gateStackTop(Game g, Lookup names, List<Node> worlds) {
        List<Integer> markers = new ArrayList<>();
        for (Node w : worlds) {
            if (w.json.isObject()) {
                w.allow("world", "attributes");
                markers.add(fromStack(g, names.world(w.get("world")), attributes(w), w));
            } else {
                markers.add(fromStack(g, names.world(w), w));
            }
        }
        for (int k = markers.size() - 1; k >= 0; k--) g.gateStack.add(markers.get(k));
    }

    /** Moves the named cards of a deck (top = last element) to its top, the first listed on top. */
    private static void onTop(IntList deck, List<Node> cards, java.util.function.ToIntFunction<Node> id) {
        for (int k = cards.size() - 1; k >= 0; k--) {
            Node c = cards.get(k);
            int card = id.applyAsInt(c);
            if (!deck.remove(card)) throw c.error("'" + c.text() + "' is not in its deck (in play or listed twice?)");
            deck.add(card);
        }
    }

    /**
     * An Environment or Rumor already in play: out of the deck and its hook told it entered (so its
     * ongoing ability applies); a one-time effect printed for its arrival is not resolved.
     */
    private static void intoPlay(Game g, Node n, Lookup names, MythosType type) {
        int card = names.mythos(n);
        if (g.mythosDef(card).type() != type) throw n.error("'" + n.text() + "' is not a" + (type == MythosType.RUMOR ? " Rumor" : "n Environment"));
        g.mythosDeck.remove(card);
        if (type == MythosType.RUMOR) {
            g.setRumor(card);
            g.rumorTokens = 0;
        } else {
            g.setEnvironment(card);
        }
        var hook = g.content.hooks.mythos(g.mythosDef(card).hook());
        if (hook != null) hook.onEnter(g);
    }
}
