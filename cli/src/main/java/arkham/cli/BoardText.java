package arkham.cli;

import arkham.engine.Debrief;
import arkham.engine.Game;
import arkham.engine.def.GateAttribute;
import arkham.engine.view.Texts;
import arkham.engine.view.GameView;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A readable summary of the board for the terminal, drawn from {@link GameView}. */
final class BoardText {
    private BoardText() {
    }

    static String of(Game g) {
        Map<String, Object> v = GameView.of(g);
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
        if (g.setup.options().herald()) {
            b.append("Herald: The Lurker at the Threshold | Reckoning deck ").append(g.herald.reckoning.size())
                    .append(" | Power tokens in the pool ").append(g.herald.pool).append(" ('herald' for its rules)\n");
        }
        b.append("Investigators:\n");
        for (Object o : (List<?>) v.get("investigators")) investigator(b, (Map<?, ?>) o);
        b.append("Open gates: ").append(join(gates((Map<?, ?>) v.get("gates")))).append('\n');
        b.append("Elder signs: ").append(join((List<?>) v.get("elderSigns"))).append('\n');
        b.append("Monsters: ").append(join(byPlace((Map<?, ?>) v.get("monsters"))))
                .append(" (").append(v.get("monstersInCup")).append(" in the cup)\n");
        b.append("Clues: ").append(join(byPlace((Map<?, ?>) v.get("clues")))).append('\n');
        List<?> closed = (List<?>) v.get("closed");
        if (!closed.isEmpty()) b.append("Closed: ").append(join(closed)).append('\n');
        b.append("Status: ").append(Debrief.of(g).text()).append('\n');
        return b.toString();
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
        int monsters = (Integer) i.get("monsterTrophies");
        int gates = (Integer) i.get("gateTrophies");
        if (monsters + gates > 0) b.append(" | trophies: ").append(monsters).append(" monster, ").append(gates).append(" gate");
        if (i.get("power") != null) b.append(" | Power ").append(i.get("power"));
        if (Boolean.TRUE.equals(i.get("delayed"))) b.append(" [delayed]");
        if (Boolean.TRUE.equals(i.get("jailed"))) b.append(" [arrested]");
        if (Boolean.TRUE.equals(i.get("eliminated"))) b.append(" [out of the game]");
        b.append('\n');
        List<String> skills = new ArrayList<>();
        ((Map<?, ?>) i.get("skills")).forEach((k, val) -> skills.add(k + " " + val));
        b.append("     ").append(String.join(", ", skills)).append('\n');
        List<String> cards = new ArrayList<>();
        for (Object o : (List<?>) i.get("cards")) {
            Map<?, ?> c = (Map<?, ?>) o;
            cards.add(c.get("name") + (Boolean.TRUE.equals(c.get("exhausted")) ? " (exhausted)" : ""));
        }
        b.append("     cards: ").append(join(cards)).append('\n');
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
