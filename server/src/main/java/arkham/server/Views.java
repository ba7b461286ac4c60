package arkham.server;

import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.Score;
import arkham.engine.Setup;
import arkham.engine.def.Board;
import arkham.engine.def.Colour;
import arkham.engine.def.Expansion;
import arkham.engine.def.GateMarkerDef;
import arkham.engine.def.MonsterDef;
import arkham.engine.def.Unverified;
import arkham.engine.view.Catalogue;
import arkham.engine.view.SeatView;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.util.RawValue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What the protocol sends: SeatViews (each seat sees what the engine's {@link SeatView} gives it) and the static board. */
final class Views {
    static final int LOG_TAIL = 200;

    private Views() {
    }

    /**
     * What every seat's view of one version shares (seats, game, log, debrief, score), serialised
     * once: a change is pushed to many connections, and building the game view is the costly part.
     */
    record Common(RawValue seats, RawValue game, RawValue log, RawValue debrief, RawValue score, boolean over) {
    }

    /** The shared part of the views of {@code g}, whose log is the first {@code logLength} entries of the game's log. */
    static Common common(LiveGame lg, Game g, int logLength, ObjectMapper json) {
        List<Object> seats = new ArrayList<>();
        for (int s = 1; s <= lg.players(); s++) {
            Map<String, Object> sv = new LinkedHashMap<>();
            sv.put("seat", s);
            sv.put("investigator", g.inv[s - 1].def() < 0 ? null : g.nameOf(s - 1));
            sv.put("ai", lg.ai[s]);
            if (lg.ai[s]) sv.put("aiLevel", lg.aiLevels.get(s));
            sv.put("connected", lg.connected(s));
            seats.add(sv);
        }
        Map<String, Object> game = game(g);
        // the engine's debrief is sent once, beside the game rather than inside it
        Object debrief = game.remove("debrief");
        return new Common(raw(json, seats), raw(json, game),
                new RawValue("[" + String.join(",", lg.logJson.subList(Math.max(0, logLength - LOG_TAIL), logLength)) + "]"),
                raw(json, debrief),
                raw(json, g.isOver() && g.outcome().win ? score(Score.of(g)) : null), g.isOver());
    }

    private static RawValue raw(ObjectMapper json, Object o) {
        try {
            return new RawValue(json.writeValueAsString(o));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The SeatView of a game for one seat (0 = spectator): the engine's {@link SeatView} of that seat
     * (what it may see is the engine's to say), with the server's own parts (seats, setup, log, score).
     */
    static Map<String, Object> seatView(LiveGame lg, Game g, Common common, long version, int seat, boolean readOnly) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("gameId", lg.id);
        v.put("version", version);
        v.put("seat", seat);
        v.put("readOnly", readOnly);
        v.put("seats", common.seats());
        v.put("setup", lg.setupView);
        v.put("game", common.game());
        v.put("question", question(SeatView.of(g, seat - 1), version));
        v.put("log", common.log());
        v.put("debrief", common.debrief());
        v.put("score", common.score());
        v.put("over", common.over());
        return v;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> game(Game g) {
        // what every seat sees alike; the question is sent on its own (question below)
        Map<String, Object> v = SeatView.spectator(g).board();
        for (Object o : (List<Object>) v.get("investigators")) {
            Map<String, Object> inv = (Map<String, Object>) o;
            inv.put("seat", ((Integer) inv.get("player")) + 1);
        }
        // each open gate names its marker's rules text (GET /api/text?id=...): gate markers have no name to look up
        Map<String, Object> gates = (Map<String, Object>) v.get("gates");
        Catalogue catalogue = Catalogue.of(g.content);
        for (Map.Entry<String, Object> e : gates.entrySet()) {
            int place = g.board.id(e.getKey());
            ((Map<String, Object>) e.getValue()).put("text", catalogue.gateId(g.content.gateOf(g.gateAt[place])));
        }
        return v;
    }

    /**
     * The pending question as the view's seat may see it ({@link SeatView#questionData}: in full for
     * the seat that answers it, else who answers, how and what about), in the protocol's terms: seats
     * from 1, the game's version as the question's id, and the odds of a check or combat round.
     */
    @SuppressWarnings("unchecked")
    static Map<String, Object> question(SeatView view, long version) {
        Map<String, Object> q = view.questionData();
        if (q == null) return null;
        Map<String, Object> v = new LinkedHashMap<>();
        Question asked = view.question();
        if (asked != null) v.put("id", version);
        q.put("player", (Integer) q.get("player") + 1);
        v.putAll(q);
        if (asked == null) return v;
        for (Object o : (List<Object>) v.get("options")) {
            // an investigator also by seat, numbered as the question's player
            Map<String, Object> t = (Map<String, Object>) ((Map<String, Object>) o).get("target");
            if (t.get("player") instanceof Integer p) t.put("seat", p + 1);
        }
        // the chance to pass the check or win the combat round the question is about (the calculator the AI and the terminal use)
        arkham.ai.Odds.OfQuestion odds = arkham.ai.Odds.ofQuestion(view.state(), asked);
        if (odds != null) v.put("odds", Map.of("pass", Math.round(odds.chance() * 1000) / 1000.0));
        return v;
    }

    /**
     * What a game is played with, the same all game long: its switches, the towns and Other Worlds
     * its board uses, and every kind of monster that may come into play (from the setup alone, so it
     * says nothing of the cup's contents).
     */
    static Map<String, Object> setup(Setup setup, Content c) {
        Setup.Options o = setup.options();
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("players", setup.players());
        Map<String, Object> lurker = new LinkedHashMap<>();
        lurker.put("cards", o.lurkerCards());
        lurker.put("gates", o.lurkerGateMarkers());
        lurker.put("herald", o.herald());
        lurker.put("burst", o.gateBurst());
        lurker.put("relationships", o.relationships());
        v.put("lurker", lurker);
        Map<String, Object> dunwich = new LinkedHashMap<>();
        dunwich.put("board", o.dunwichBoard());
        dunwich.put("cards", o.dunwichCards());
        dunwich.put("injuries", o.injuries());
        v.put("dunwich", dunwich);
        v.put("planning", o.planning());
        v.put("faq", o.faq().names());
        Board b = c.board;
        List<String> towns = new ArrayList<>();
        for (int t = 0; t < b.townCount(); t++) if (t == 0 || o.dunwichBoard()) towns.add(b.townName(t));
        v.put("towns", towns);
        java.util.Set<Integer> worlds = new java.util.TreeSet<>();
        for (GateMarkerDef g : c.gateMarkers) {
            if (!o.usesGateMarkers(g.expansion())) continue;
            worlds.add(g.world());
            if (g.world2() >= 0) worlds.add(g.world2());
        }
        v.put("otherWorlds", worlds.stream().map(w -> b.otherWorld(w).name()).toList());
        // Dunwich's spawn monsters come with its board as well as with its cards
        v.put("monsters", c.monsters.stream()
                .filter(m -> o.uses(m.expansion()) || m.expansion() == Expansion.DUNWICH && o.dunwichBoard())
                .map(MonsterDef::name).toList());
        return v;
    }

    private static Map<String, Object> score(Score s) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("total", s.total());
        v.put("doomTrack", s.doomTrack());
        v.put("terror", s.terror());
        v.put("bankLoans", s.bankLoans());
        v.put("elderSigns", s.elderSigns());
        v.put("gateTrophies", s.gateTrophies());
        v.put("monsterTrophies", s.monsterTrophies());
        v.put("survivors", s.survivors());
        return v;
    }

    /**
     * The static board: places, streets and what they hold, arrows, Other Worlds; a place no source
     * confirms carries its note as {@code unverified} (the Dunwich board's guessed streets).
     */
    static Map<String, Object> board(Content content) {
        Board b = content.board;
        List<Object> places = new ArrayList<>();
        for (int p = 0; p < b.size(); p++) {
            Map<String, Object> v = new LinkedHashMap<>();
            v.put("id", b.slug(p));
            v.put("name", b.name(p));
            v.put("kind", b.kind(p).name());
            int street = b.street(p);
            v.put("street", street < 0 ? null : b.slug(street));
            v.put("neighbourhood", street < 0 ? null : b.name(street));
            v.put("unstable", b.isUnstable(p));
            v.put("town", b.townName(b.town(p)));
            v.put("depot", b.isDepot(p));
            List<String> adjacent = new ArrayList<>();
            for (int a : b.adjacent(p)) adjacent.add(b.slug(a));
            v.put("adjacent", adjacent);
            v.put("whiteArrow", b.whiteArrow(p) < 0 ? null : b.slug(b.whiteArrow(p)));
            v.put("blackArrow", b.blackArrow(p) < 0 ? null : b.slug(b.blackArrow(p)));
            List<String> holds = new ArrayList<>();
            if (b.isStreet(p)) for (int l : b.locations()) if (b.street(l) == p) holds.add(b.slug(l));
            v.put("holds", holds);
            Unverified u = content.unverified(Unverified.Kind.PLACE, p);
            if (u != null) v.put("unverified", u.note());
            if (b.isOtherWorld(p)) {
                v.put("world", b.otherWorld(b.world(p)).name());
                v.put("area", b.worldArea(p));
            }
            places.add(v);
        }
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("places", places);
        v.put("streets", slugs(b, b.streets()));
        v.put("locations", slugs(b, b.locations()));
        v.put("sky", b.slug(b.sky()));
        v.put("outskirts", b.slug(b.outskirts()));
        v.put("lostInTimeAndSpace", b.slug(b.lostInTimeAndSpace()));
        v.put("vortices", slugs(b, b.vortices()));
        List<String> towns = new ArrayList<>();
        for (int t = 0; t < b.townCount(); t++) towns.add(b.townName(t));
        v.put("towns", towns);
        List<Object> worlds = new ArrayList<>();
        for (Board.OtherWorld w : b.worlds()) {
            List<String> colours = new ArrayList<>();
            for (Colour c : Colour.values()) if (w.hasColour(c)) colours.add(c.name());
            worlds.add(Map.of("name", w.name(), "colours", colours,
                    "areas", List.of(b.slug(w.firstArea()), b.slug(w.secondArea()))));
        }
        v.put("otherWorlds", worlds);
        return v;
    }

    private static List<String> slugs(Board b, int[] ids) {
        List<String> r = new ArrayList<>();
        for (int p : ids) r.add(b.slug(p));
        return r;
    }
}
