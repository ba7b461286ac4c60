package arkham.content.scenario;

import arkham.engine.Choice;
import arkham.engine.Event;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.Score;
import arkham.engine.def.Skill;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Checks a scenario's {@code expect} block against the game after the answers, recording every
 * assertion with its expected and actual value.
 */
final class Expectations {
    static final String[] FIELDS = {"investigators", "monsters", "monstersAt", "gates", "openGates", "clues", "sealed",
            "doom", "terror", "dunwichHorrorTokens", "outcome", "awakened", "environment", "rumor", "question", "finished", "lastCheck", "log",
            "notLog", "score", "diceLeft", "first", "cards", "tasksCompleted", "powerPool", "reckoningDiscards", "relationships",
            "exhaustedRelationships"};
    private static final String[] INVESTIGATOR_FIELDS = {"place", "sanity", "stamina", "maxSanity", "maxStamina", "money",
            "clues", "skills", "cards", "exhausted", "delayed", "jailed", "explored", "eliminated", "monsterTrophies",
            "gateTrophies", "movePoints", "power", "pacts", "taskClues"};

    private final Game g;
    private final List<Event> log;
    private final Lookup names;
    private final List<String> lines = new ArrayList<>();
    private boolean failed;

    private Expectations(Game g, List<Event> log) {
        this.g = g;
        this.log = log;
        this.names = new Lookup(g);
    }

    /** Returns the assertion lines; {@link #failed} tells whether any failed. */
    static Expectations check(Game g, List<Event> log, Node expect) {
        Expectations x = new Expectations(g, log);
        x.all(expect);
        return x;
    }

    boolean failed() {
        return failed;
    }

    List<String> lines() {
        return lines;
    }

    private void eq(String what, Object expected, Object actual) {
        if (Objects.equals(expected, actual)) {
            lines.add("  ok    " + what + " = " + expected);
        } else {
            failed = true;
            lines.add("  FAIL  " + what + ": expected " + expected + ", actual " + actual);
        }
    }

    private void truth(String what, boolean ok, String actual) {
        if (ok) {
            lines.add("  ok    " + what);
        } else {
            failed = true;
            lines.add("  FAIL  " + what + ": actual " + actual);
        }
    }

    private void all(Node e) {
        e.allow(FIELDS);
        for (Map.Entry<String, Node> f : e.fields("investigators")) {
            int p = names.player(f.getValue().named(f.getKey()));
            investigator(p, f.getValue());
        }
        for (Node m : e.list("monsters")) monster(m);
        for (Map.Entry<String, Node> f : e.fields("monstersAt")) {
            int place = names.place(f.getValue().named(f.getKey()));
            eq("monsters at " + g.board.name(place), f.getValue().integer(), g.monstersIn(place));
        }
        for (Map.Entry<String, Node> f : e.fields("gates")) gate(names.place(f.getValue().named(f.getKey())), f.getValue());
        if (e.has("openGates")) eq("open gates", e.integer("openGates"), g.openGates());
        for (Map.Entry<String, Node> f : e.fields("clues")) {
            int place = names.place(f.getValue().named(f.getKey()));
            eq("Clue tokens at " + g.board.name(place), f.getValue().integer(), g.clues[place]);
        }
        if (e.has("sealed")) {
            List<String> want = new ArrayList<>();
            for (Node s : e.list("sealed")) want.add(g.board.name(names.place(s)));
            List<String> actual = new ArrayList<>();
            for (int place = 0; place < g.board.size(); place++) if (g.sealed[place]) actual.add(g.board.name(place));
            eq("sealed locations", sorted(want), sorted(actual));
        }
        if (e.has("doom")) eq("doom", e.integer("doom"), g.doom);
        if (e.has("terror")) eq("terror", e.integer("terror"), g.terror);
        if (e.has("dunwichHorrorTokens")) eq("dunwichHorrorTokens", e.integer("dunwichHorrorTokens"), g.dunwich.horrorTokens);
        if (e.has("outcome")) eq("outcome", e.text("outcome"), g.outcome() == null ? "none" : g.outcome().name());
        if (e.has("awakened")) eq("awakened", e.get("awakened").bool(), g.awakened);
        if (e.has("environment")) eq("environment", mythosName(e.get("environment")), g.environment() < 0 ? "none" : g.mythosDef(g.environment()).name());
        if (e.has("rumor")) eq("rumor", mythosName(e.get("rumor")), g.rumor() < 0 ? "none" : g.mythosDef(g.rumor()).name());
        if (e.has("finished")) eq("started action finished", e.get("finished").bool(), Starts.End.reached(g));
        if (e.has("question")) question(e.get("question"));
        if (e.has("lastCheck")) {
            Node c = e.get("lastCheck").allow("passed", "successes");
            if (c.has("passed")) eq("last check passed", c.get("passed").bool(), g.lastPassed);
            if (c.has("successes")) eq("last check successes", c.integer("successes"), g.lastSuccesses);
        }
        for (String text : e.texts("log")) {
            truth("log has \"" + text + "\"", log.stream().anyMatch(ev -> ev.text().contains(text)), "no such line");
        }
        for (String text : e.texts("notLog")) {
            truth("log lacks \"" + text + "\"", log.stream().noneMatch(ev -> ev.text().contains(text)), "found");
        }
        if (e.has("score")) {
            Score s = Score.of(g);
            eq("score " + s, e.integer("score"), s.total());
        }
        if (e.has("first")) eq("first player", g.nameOf(names.player(e.get("first"))), g.nameOf(g.first));
        for (Node c : e.list("cards")) card(c);
        if (e.has("tasksCompleted")) eq("Tasks and Missions completed", e.integer("tasksCompleted"), g.dunwich.completed);
        if (e.has("powerPool")) eq("Power tokens in the pool", e.integer("powerPool"), g.herald.pool);
        if (e.has("reckoningDiscards")) {
            List<String> want = new ArrayList<>();
            for (Node r : e.list("reckoningDiscards")) want.add(reckoningName(r));
            List<String> actual = new ArrayList<>();
            for (int k = 0; k < g.herald.reckoningDiscards.size(); k++) actual.add(g.content.reckonings.get(g.herald.reckoningDiscards.get(k)).name());
            eq("Reckoning cards drawn, in order", want, actual);
        }
        for (Map.Entry<String, Node> f : e.fields("relationships")) {
            int p = names.player(f.getValue().named(f.getKey()));
            List<String> want = new ArrayList<>();
            for (Node r : f.getValue().list()) want.add(g.content.relationships.get(relationship(r)).name());
            List<String> actual = new ArrayList<>();
            IntList rels = g.relationshipsOf(p);
            for (int k = 0; k < rels.size(); k++) actual.add(g.content.relationships.get(rels.get(k)).name());
            eq(g.nameOf(p) + "'s relationships", sorted(want), sorted(actual));
        }
        if (e.has("exhaustedRelationships")) {
            List<String> want = new ArrayList<>();
            for (Node r : e.list("exhaustedRelationships")) want.add(g.content.relationships.get(relationship(r)).name());
            List<String> actual = new ArrayList<>();
            for (int rel = 0; rel < g.relationshipCards(); rel++) if (g.relationshipExhausted[rel]) actual.add(g.content.relationships.get(rel).name());
            eq("exhausted Relationship cards", sorted(want), sorted(actual));
        }
        if (e.has("diceLeft")) eq("forced dice left unused", e.integer("diceLeft"), g.forcedDice.size());
    }

    private int relationship(Node n) {
        for (var d : g.content.relationships) if (arkham.engine.Content.same(d.name(), n.text())) return d.id();
        throw n.error("unknown Relationship card '" + n.text() + "'");
    }

    private String reckoningName(Node n) {
        for (var d : g.content.reckonings) if (arkham.engine.Content.same(d.name(), n.text())) return d.name();
        throw n.error("unknown Reckoning card '" + n.text() + "'");
    }

    private String mythosName(Node n) {
        return n.text().equalsIgnoreCase("none") ? "none" : g.mythosDef(names.mythos(n)).name();
    }

    private void investigator(int p, Node n) {
        n.allow(INVESTIGATOR_FIELDS);
        Investigator i = g.inv[p];
        String who = g.nameOf(p) + ".";
        if (n.has("place")) eq(who + "place", g.board.name(names.place(n.get("place"))), g.board.name(i.place));
        number(n, who, "sanity", i.sanity);
        number(n, who, "stamina", i.stamina);
        number(n, who, "maxSanity", i.maxSanity);
        number(n, who, "maxStamina", i.maxStamina);
        number(n, who, "money", i.money);
        number(n, who, "clues", i.clues);
        number(n, who, "movePoints", i.movePoints);
        number(n, who, "power", g.herald.power[p]);
        if (n.has("pacts")) {
            List<String> pacts = new ArrayList<>();
            for (String c : cardsOf(p, false)) if (g.content.cards.get(g.content.cardId(c)).has("dark-pact")) pacts.add(c);
            eq(who + "pacts", cardNames(n.list("pacts")), sorted(pacts));
        }
        number(n, who, "monsterTrophies", g.monsterTrophies(p));
        number(n, who, "gateTrophies", g.gateTrophies(p));
        flag(n, who, "delayed", i.delayed);
        flag(n, who, "jailed", i.jailed);
        flag(n, who, "explored", i.explored);
        flag(n, who, "eliminated", i.eliminated);
        for (Map.Entry<String, Node> f : n.fields("skills")) {
            Skill s = names.skill(f.getValue(), f.getKey());
            eq(who + s.name().toLowerCase(), f.getValue().integer(), g.skill(p, s));
        }
        if (n.has("cards")) eq(who + "cards", cardNames(n.list("cards")), sorted(cardsOf(p, false)));
        if (n.has("exhausted")) eq(who + "exhausted cards", cardNames(n.list("exhausted")), sorted(cardsOf(p, true)));
        for (Map.Entry<String, Node> f : n.fields("taskClues")) {
            int def = names.card(f.getValue().named(f.getKey()));
            int clues = -1;
            IntList cs = i.cards;
            for (int k = 0; k < cs.size(); k++) if (g.content.cardKind[cs.get(k)] == def) clues = g.dunwich.stepClues[cs.get(k)];
            eq(who + "Clue tokens on " + g.content.cards.get(def).name(), f.getValue().integer(), clues < 0 ? "not held" : clues);
        }
    }

    private void number(Node n, String who, String field, int actual) {
        if (n.has(field)) eq(who + field, n.integer(field), actual);
    }

    private void flag(Node n, String who, String field, boolean actual) {
        if (n.has(field)) eq(who + field, n.get(field).bool(), actual);
    }

    private List<String> cardNames(List<Node> ns) {
        List<String> r = new ArrayList<>();
        for (Node c : ns) r.add(g.content.cards.get(names.card(c)).name());
        return sorted(r);
    }

    private List<String> cardsOf(int p, boolean exhaustedOnly) {
        List<String> r = new ArrayList<>();
        IntList cs = g.inv[p].cards;
        for (int k = 0; k < cs.size(); k++) {
            if (!exhaustedOnly || g.exhausted[cs.get(k)]) r.add(g.content.cardOf(cs.get(k)).name());
        }
        return r;
    }

    /**
     * A gate: the Other World's name or "none", or {world, attributes} where attributes is the
     * marker's exact attribute list (Lurker gate markers).
     */
    private void gate(int place, Node n) {
        int marker = g.gateAt[place];
        String here = "gate at " + g.board.name(place);
        String actual = marker < 0 ? "none" : g.board.otherWorld(g.content.gateOf(marker).world()).name();
        if (!n.json.isObject()) {
            eq(here, n.text().equalsIgnoreCase("none") ? "none" : g.board.otherWorld(names.world(n)).name(), actual);
            return;
        }
        n.allow("world", "attributes");
        if (n.has("world")) {
            // a Split gate counts as leading to either of its worlds
            int want = names.world(n.get("world"));
            String shown = marker >= 0 && g.content.gateOf(marker).leadsTo(want) ? g.board.otherWorld(want).name() : actual;
            eq(here, g.board.otherWorld(want).name(), shown);
        }
        if (n.has("attributes")) {
            List<String> want = new ArrayList<>();
            for (var a : Arrange.attributes(n)) want.add(a.name().toLowerCase());
            List<String> has = new ArrayList<>();
            if (marker >= 0) for (var a : g.content.gateOf(marker).attributes()) has.add(a.name().toLowerCase());
            eq(here + " attributes", sorted(want), marker < 0 ? "no gate" : sorted(has));
        }
    }

    /** {card, at}: at is "deck" (anywhere in its deck), "discard" (the bottom of its deck, where discards go), "box" or an investigator. */
    private void card(Node c) {
        c.allow("card", "at");
        int def = names.card(c.get("card"));
        String name = g.content.cards.get(def).name();
        Node at = c.get("at");
        String where = at.text().trim().toLowerCase(java.util.Locale.ROOT);
        List<String> actual = new ArrayList<>();
        boolean found = false;
        for (int k = 0; k < g.cardWhere.length; k++) {
            if (g.content.cardKind[k] != def) continue;
            int w = g.cardWhere[k];
            String here;
            if (w >= 0) {
                here = g.nameOf(w);
            } else if (w == Game.BOX) {
                here = "box";
            } else if (w == Game.IN_DECK) {
                IntList deck = g.deck(g.content.cardOf(k).deck());
                here = deck.size() > 0 && deck.get(0) == k ? "discard" : "deck";
            } else {
                here = "drawn";
            }
            actual.add(here);
            found |= switch (where) {
                case "deck" -> w == Game.IN_DECK;
                case "discard" -> here.equals("discard");
                case "box" -> w == Game.BOX;
                default -> w >= 0 && w == names.player(at);
            };
        }
        truth(name + " at " + at.text(), found, "copies at " + actual);
    }

    /** {monster, at, count}: at is a place, "cup", "box" or "trophy:<investigator>". */
    private void monster(Node m) {
        m.allow("monster", "at", "count");
        int kind = names.monsterKind(m.get("monster"));
        Node at = m.get("at");
        String where = at.text();
        int code;
        String label;
        if (where.equalsIgnoreCase("cup")) {
            code = Game.CUP;
            label = "the cup";
        } else if (where.equalsIgnoreCase("box")) {
            code = Game.BOX;
            label = "the box";
        } else if (where.toLowerCase().startsWith("trophy:")) {
            int p = names.player(at.named(where.substring("trophy:".length()).trim()));
            code = Game.trophy(p);
            label = g.nameOf(p) + "'s trophies";
        } else {
            code = names.place(at);
            label = g.board.name(code);
        }
        int n = 0;
        for (int k = 0; k < g.monsterWhere.length; k++) if (g.content.monsterKind[k] == kind && g.monsterWhere[k] == code) n++;
        String name = g.content.monsters.get(kind).name();
        if (m.has("count")) {
            eq(name + " markers in " + label, m.integer("count"), n);
        } else {
            truth("a " + name + " in " + label, n > 0, "none there (" + where(kind) + ")");
        }
    }

    private String where(int kind) {
        List<String> r = new ArrayList<>();
        for (int k = 0; k < g.monsterWhere.length; k++) {
            if (g.content.monsterKind[k] != kind) continue;
            int w = g.monsterWhere[k];
            r.add(w >= 0 ? g.board.name(w) : w == Game.CUP ? "cup" : w == Game.BOX ? "box" : w == Game.RUMOR ? "rumor" : w == Game.ENCOUNTER ? "encounter"
                    : Game.isTrophy(w) ? "trophy:" + g.nameOf(Game.trophyOwner(w)) : "?");
        }
        return "markers: " + String.join(", ", r);
    }

    /** {player, prompt, options, labels}: prompt is a prefix, options the exact option ids, labels texts some label contains. */
    private void question(Node n) {
        n.allow("player", "prompt", "options", "labels", "notOptions", "notLabels");
        Question q = g.question();
        if (q == null || Starts.End.reached(g)) {
            truth("a question is pending", false, q == null ? "none (game over: " + g.outcome() + ")" : "none (the started action finished)");
            return;
        }
        if (n.has("player")) eq("question player", g.nameOf(names.player(n.get("player"))), g.nameOf(q.player()));
        if (n.has("prompt")) truth("question prompt starts with \"" + n.text("prompt") + "\"", q.prompt().startsWith(n.text("prompt")),
                "\"" + q.prompt() + "\"");
        List<String> ids = q.options().stream().map(Choice::id).toList();
        if (n.has("options")) eq("question options", sorted(n.texts("options")), sorted(ids));
        for (String label : n.texts("labels")) {
            truth("an option label contains \"" + label + "\"", q.options().stream().anyMatch(c -> c.label().contains(label)),
                    q.options().stream().map(Choice::label).toList().toString());
        }
        // what a rule forbids: the option must not be offered at all
        for (String id : n.texts("notOptions")) {
            truth("option \"" + id + "\" is not offered", !ids.contains(id), "offered among " + ids);
        }
        for (String label : n.texts("notLabels")) {
            truth("no option label contains \"" + label + "\"", q.options().stream().noneMatch(c -> c.label().contains(label)),
                    q.options().stream().map(Choice::label).toList().toString());
        }
    }

    private static List<String> sorted(List<String> xs) {
        List<String> r = new ArrayList<>(xs);
        r.sort(null);
        return r;
    }
}
