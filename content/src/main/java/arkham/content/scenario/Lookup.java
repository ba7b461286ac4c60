package arkham.content.scenario;

import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.def.GateCardDef;
import arkham.engine.def.LocationCardDef;
import arkham.engine.def.Skill;

/** Resolves the names used in scenario files to engine ids, failing with the field that named them. */
final class Lookup {
    private final Game g;
    private final Content c;

    Lookup(Game g) {
        this.g = g;
        this.c = g.content;
    }

    /** A seat number, or the name of an investigator in the game (punctuation and case ignored). */
    int player(Node n) {
        if (n.json.isInt()) {
            int p = n.integer();
            if (p < 0 || p >= g.players) throw n.error("no player " + p + " in a " + g.players + "-player game");
            return p;
        }
        String name = n.text();
        for (int p = 0; p < g.players; p++) if (Content.same(g.nameOf(p), name)) return p;
        throw n.error("no investigator '" + name + "' in this game");
    }

    int place(Node n) {
        int id = g.board.find(n.text());
        if (id < 0) throw n.error("unknown place '" + n.text() + "'");
        return id;
    }

    int monsterKind(Node n) {
        return wrap(n, () -> c.monsterId(n.text()));
    }

    int card(Node n) {
        return wrap(n, () -> c.cardId(n.text()));
    }

    int world(Node n) {
        return wrap(n, () -> g.board.worldId(n.text()));
    }

    int mythos(Node n) {
        return wrap(n, () -> c.mythosId(n.text()));
    }

    Skill skill(Node n, String name) {
        try {
            return Skill.parse(name);
        } catch (IllegalArgumentException e) {
            throw n.error("unknown skill '" + name + "'");
        }
    }

    int locationCard(Node n) {
        for (LocationCardDef d : c.locationCards) if (Content.same(d.name(), n.text())) return d.id();
        throw n.error("unknown location card '" + n.text() + "'" + (c.locationCards.isEmpty() ? " (no location cards are loaded)" : ""));
    }

    int gateCard(Node n) {
        for (GateCardDef d : c.gateCards) if (Content.same(d.name(), n.text())) return d.id();
        throw n.error("unknown gate card '" + n.text() + "'" + (c.gateCards.isEmpty() ? " (no gate cards are loaded)" : ""));
    }

    private static int wrap(Node n, java.util.function.IntSupplier f) {
        try {
            return f.getAsInt();
        } catch (IllegalArgumentException e) {
            throw n.error(e.getMessage());
        }
    }
}
