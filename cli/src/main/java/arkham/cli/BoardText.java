package arkham.cli;

import arkham.engine.Debrief;
import arkham.engine.Game;
import arkham.engine.def.GateAttribute;
import arkham.engine.state.DunwichState;
import arkham.engine.view.SeatView;
import arkham.engine.view.Texts;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The board as text for the terminal, drawn from what every seat sees ({@link SeatView#board()},
 * the rest read from the view's {@link SeatView#state()}): a compact form (a line per
 * subject, shown at the start of a turn where it changed, and by 'board') and the full form
 * ('board full', and at the end of the game).
 */
final class BoardText {
    private BoardText() {
    }

    /** The compact board: one line per subject; the first line is the turn's header. */
    static List<String> compact(SeatView view) {
        Map<String, Object> v = view.board();
        Game g = view.state();
        List<String> r = new ArrayList<>();
        r.add("== Turn " + v.get("turn") + ", " + phase(v.get("phase")) + " | first player " + (((Integer) v.get("firstPlayer")) + 1)
                + " | " + orDash(v.get("ancientOne")) + ": doom " + v.get("doom") + "/" + v.get("doomTrack")
                + (Boolean.TRUE.equals(v.get("awakened")) ? ", AWAKENED" : "") + " ==");
        r.add("Status: " + Debrief.of(g).text());
        if (g.environment() >= 0) r.add("Environment: " + v.get("environment") + " - " + g.mythosDef(g.environment()).text());
        if (g.rumor() >= 0) r.add("Rumor: " + v.get("rumor") + " (" + v.get("rumorTokens") + " tokens) - " + g.mythosDef(g.rumor()).text());
        for (Object o : (List<?>) v.get("investigators")) r.add(investigatorLine((Map<?, ?>) o));
        r.add("Open gates: " + join(gates((Map<?, ?>) v.get("gates"))));
        r.add("Monsters: " + join(byPlace((Map<?, ?>) v.get("monsters"))) + " (" + v.get("monstersInCup") + " in the cup)");
        r.add("Clues: " + clueSummary((Map<?, ?>) v.get("clues")));
        List<?> signs = (List<?>) v.get("elderSigns");
        if (!signs.isEmpty()) r.add("Elder signs: " + join(signs));
        List<?> closed = (List<?>) v.get("closed");
        if (!closed.isEmpty()) r.add("Closed: " + join(closed));
        if (g.setup.options().herald()) r.add(heraldLine(g));
        r.addAll(dunwich(g));
        r.addAll(provenance(v));
        return r;
    }

    /** The game's content packs and the components it uses that no source confirms (GameView's "packs" and "unverified"). */
    private static List<String> provenance(Map<String, Object> v) {
        List<String> r = new ArrayList<>();
        List<?> packs = (List<?>) v.get("packs");
        if (!packs.isEmpty()) r.add("Content packs: " + join(packs));
        List<String> unverified = new ArrayList<>();
        for (Object o : (List<?>) v.get("unverified")) unverified.add(String.valueOf(((Map<?, ?>) o).get("name")));
        if (!unverified.isEmpty()) {
            r.add("UNVERIFIED in this game (no source confirms them; 'card NAME' or the log says what stands in): " + join(unverified));
        }
        return r;
    }

    /** The full board, every Clue token's place and every investigator's skills and cards on their own lines. */
    static String full(SeatView view) {
        Map<String, Object> v = view.board();
        Game g = view.state();
        StringBuilder b = new StringBuilder();
        b.append("=== Turn ").append(v.get("turn")).append(", ").append(phase(v.get("phase")))
                .append(" | first player: ").append(((Integer) v.get("firstPlayer")) + 1).append(" ===\n");
        b.append("Ancient One: ").append(orDash(v.get("ancientOne")))
                .append(" | doom ").append(v.get("doom")).append('/').append(v.get("doomTrack"))
                .append(" | terror ").append(v.get("terror"))
                .append(Boolean.TRUE.equals(v.get("awakened")) ? " | AWAKENED" : "").append('\n');
        b.append("Environment: ").append(orDash(v.get("environment")));
        if (g.environment() >= 0) b.append(" - ").append(g.mythosDef(g.environment()).text());
        b.append('\n').append("Rumor: ").append(orDash(v.get("rumor")));
        if (g.rumor() >= 0) b.append(" (").append(v.get("rumorTokens")).append(" tokens) - ").append(g.mythosDef(g.rumor()).text());
        b.append('\n');
        if (g.setup.options().herald()) b.append(heraldLine(g)).append('\n');
        b.append("Investigators:\n");
        for (Object o : (List<?>) v.get("investigators")) investigator(b, (Map<?, ?>) o);
        b.append("Open gates: ").append(join(gates((Map<?, ?>) v.get("gates")))).append('\n');
        b.append("Elder signs: ").append(join((List<?>) v.get("elderSigns"))).append('\n');
        b.append("Monsters: ").append(join(byPlace((Map<?, ?>) v.get("monsters"))))
                .append(" (").append(v.get("monstersInCup")).append(" in the cup)\n");
        b.append("Clues: ").append(join(byPlace((Map<?, ?>) v.get("clues")))).append('\n');
        List<?> closed = (List<?>) v.get("closed");
        if (!closed.isEmpty()) b.append("Closed: ").append(join(closed)).append('\n');
        for (String line : dunwich(g)) b.append(line).append('\n');
        b.append("Status: ").append(Debrief.of(g).text()).append('\n');
        for (String line : provenance(v)) b.append(line).append('\n');
        return b.toString();
    }

    /** The Dunwich board's pieces: the Dunwich Horror track (or where the Horror is), the vortices, the train. Empty without that board. */
    static List<String> dunwich(Game g) {
        if (!g.setup.options().dunwichBoard()) return List.of();
        List<String> r = new ArrayList<>();
        String horror = dunwichHorror(g);
        r.add("Dunwich Horror track: " + g.dunwich.horrorTokens + "/" + DunwichState.TRACK
                + (horror != null ? "; " + horror : " (a monster entering a vortex adds a token; the third brings the Dunwich Horror)")
                + "; monsters in Dunwich (outside the limit): " + monstersInOtherTowns(g));
        List<String> vortices = new ArrayList<>();
        for (int v : g.board.vortices()) if (g.onBoard(v)) vortices.add(g.board.name(v));
        r.add("Vortices: " + join(vortices) + " (monsters reach them only by arrows)");
        List<String> depots = new ArrayList<>();
        for (int p = 0; p < g.board.size(); p++) {
            if (g.board.isDepot(p) && g.onBoard(p)) depots.add(g.board.name(p) + " (" + g.board.townName(g.board.town(p)) + ")");
        }
        r.add("Train: " + String.join(" <-> ", depots) + ", $1 and 1 movement point a ride (free with a Rail Pass)");
        return r;
    }

    /** Where the Dunwich Horror is, when it is in play; null when it is not. */
    static String dunwichHorror(Game g) {
        int m = g.content.dunwichHorrorMarker;
        if (m < 0 || g.monsterWhere[m] < 0) return null;
        return "the Dunwich Horror is at " + g.board.name(g.monsterWhere[m]);
    }

    /** Monsters in other towns' streets and locations (Dunwich), which the monster limit leaves out. */
    static int monstersInOtherTowns(Game g) {
        int n = 0;
        for (int m = 0; m < g.monsterWhere.length; m++) if (g.board.inOtherTown(g.monsterWhere[m])) n++;
        return n;
    }

    private static String heraldLine(Game g) {
        return "Herald: The Lurker at the Threshold | Reckoning deck " + g.herald.reckoning.size() + " | Power tokens in the pool "
                + g.herald.pool + " ('herald' for its rules)";
    }

    private static String investigatorLine(Map<?, ?> i) {
        StringBuilder b = new StringBuilder();
        b.append(((Integer) i.get("player")) + 1).append(". ");
        if (i.get("name") == null) return b.append("(not chosen yet)").toString();
        b.append(i.get("name")).append(" @ ").append(orDash(i.get("place")))
                .append(": Sanity ").append(i.get("sanity")).append('/').append(i.get("maxSanity"))
                .append(", Stamina ").append(i.get("stamina")).append('/').append(i.get("maxStamina"))
                .append(", $").append(i.get("money")).append(", ").append(i.get("clues"))
                .append(Integer.valueOf(1).equals(i.get("clues")) ? " Clue" : " Clues");
        flags(b, i);
        List<String> skills = new ArrayList<>();
        ((Map<?, ?>) i.get("skills")).forEach((k, val) -> skills.add(Character.toUpperCase(k.toString().charAt(0))
                + k.toString().substring(1) + " " + val));
        b.append(" | ").append(String.join(", ", skills)).append(" | ").append(join(cards(i)));
        return b.toString();
    }

    private static void flags(StringBuilder b, Map<?, ?> i) {
        int monsters = (Integer) i.get("monsterTrophies");
        int gates = (Integer) i.get("gateTrophies");
        if (monsters + gates > 0) b.append(" | trophies: ").append(monsters).append(" monster, ").append(gates).append(" gate");
        if (i.get("power") != null) b.append(" | Power ").append(i.get("power"));
        if (Boolean.TRUE.equals(i.get("delayed"))) b.append(" [delayed]");
        if (Boolean.TRUE.equals(i.get("jailed"))) b.append(" [arrested]");
        if (Boolean.TRUE.equals(i.get("eliminated"))) b.append(" [out of the game]");
    }

    private static List<String> cards(Map<?, ?> i) {
        List<String> cards = new ArrayList<>();
        for (Object o : (List<?>) i.get("cards")) {
            Map<?, ?> c = (Map<?, ?>) o;
            cards.add(c.get("name") + (Boolean.TRUE.equals(c.get("exhausted")) ? " (exhausted)" : ""));
        }
        return cards;
    }

    private static void investigator(StringBuilder b, Map<?, ?> i) {
        b.append("  ").append(((Integer) i.get("player")) + 1).append(". ");
        if (i.get("name") == null) {
            b.append("(not chosen yet)\n");
            return;
        }
        b.append(i.get("name")).append(" @ ").append(orDash(i.get("place")))
                .append(" | sanity ").append(i.get("sanity")).append('/').append(i.get("maxSanity"))
                .append(" stamina ").append(i.get("stamina")).append('/').append(i.get("maxStamina"))
                .append(" | $").append(i.get("money")).append(", ").append(i.get("clues")).append(Integer.valueOf(1).equals(i.get("clues")) ? " Clue" : " Clues");
        flags(b, i);
        b.append('\n');
        List<String> skills = new ArrayList<>();
        ((Map<?, ?>) i.get("skills")).forEach((k, val) -> skills.add(k + " " + val));
        b.append("     ").append(String.join(", ", skills)).append('\n');
        b.append("     cards: ").append(join(cards(i))).append('\n');
    }

    /** Clue tokens in short: places with more than one by name, the rest counted. */
    private static String clueSummary(Map<?, ?> clues) {
        List<String> many = new ArrayList<>();
        int ones = 0;
        for (Map.Entry<?, ?> e : clues.entrySet()) {
            if (Integer.valueOf(1).equals(e.getValue())) ones++;
            else many.add(e.getKey() + " " + e.getValue());
        }
        String other = many.isEmpty() ? "" : " other";
        if (ones > 0) many.add("1 each at " + ones + other + (ones == 1 ? " place" : " places") + " ('board full' names them)");
        return join(many);
    }

    private static List<String> gates(Map<?, ?> gates) {
        List<String> r = new ArrayList<>();
        gates.forEach((place, o) -> {
            Map<?, ?> gate = (Map<?, ?>) o;
            StringBuilder t = new StringBuilder(place + " (" + gate.get("world"));
            if (gate.get("world2") != null) t.append(" or ").append(gate.get("world2"));
            t.append(", ").append(Texts.signed((Integer) gate.get("modifier")));
            if (gate.get("attributes") instanceof List<?> attributes)
                for (Object a : attributes) t.append(", ").append(Texts.attribute(GateAttribute.valueOf((String) a)));
            if (gate.get("unverified") != null) t.append(", UNVERIFIED marker");
            r.add(t.append(')').toString());
        });
        return r;
    }

    private static List<String> byPlace(Map<?, ?> m) {
        List<String> r = new ArrayList<>();
        m.forEach((place, what) -> r.add(place + ": " + (what instanceof List<?> l ? join(l) : what)));
        return r;
    }

    private static String phase(Object phase) {
        String s = String.valueOf(phase).replace('_', ' ').toLowerCase();
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static String orDash(Object o) {
        return o == null ? "-" : o.toString();
    }

    private static String join(List<?> items) {
        if (items.isEmpty()) return "none";
        List<String> s = new ArrayList<>();
        for (Object o : items) s.add(String.valueOf(o));
        return String.join(", ", s);
    }
}
