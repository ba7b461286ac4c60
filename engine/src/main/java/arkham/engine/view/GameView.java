package arkham.engine.view;

import arkham.engine.Debrief;
import arkham.engine.Game;
import arkham.engine.Target;
import arkham.engine.def.Board;
import arkham.engine.def.Capability;
import arkham.engine.def.CardDef;
import arkham.engine.def.ContentPack;
import arkham.engine.def.MonsterDef;
import arkham.engine.def.Skill;
import arkham.engine.def.Unverified;
import arkham.engine.state.Investigator;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A plain, serialisable picture of what every seat sees of a game: nested maps, lists, strings and
 * numbers only, with names rather than ids, for UIs, logs and scenario diffs. Hidden information
 * (deck order, the monster cup's contents, the gate marker stack) is summarised by counts. The
 * pending question is not in it: {@link SeatView} gives it to the seat that decides.
 */
public final class GameView {
    private GameView() {
    }

    public static Map<String, Object> of(Game g) {
        Board b = g.board;
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("turn", g.turn);
        v.put("phase", g.phase.name());
        v.put("firstPlayer", g.first);
        v.put("ancientOne", g.ancientOne() < 0 ? null : g.ancientOneDef().name());
        String aoNote = g.ancientOne() < 0 ? null : note(g, Unverified.Kind.ANCIENT_ONE, g.ancientOne());
        if (aoNote != null) v.put("ancientOneUnverified", aoNote);
        v.put("doom", g.doom);
        v.put("doomTrack", g.ancientOne() < 0 ? 0 : g.ancientOneDef().doomTrack());
        v.put("terror", g.terror);
        v.put("awakened", g.awakened);
        v.put("outcome", g.outcome() == null ? null : g.outcome().name());
        v.put("environment", g.environment() < 0 ? null : g.mythosDef(g.environment()).name());
        v.put("rumor", g.rumor() < 0 ? null : g.mythosDef(g.rumor()).name());
        v.put("rumorTokens", g.rumorTokens);
        List<Object> invs = new ArrayList<>();
        for (int p = 0; p < g.players; p++) invs.add(investigator(g, p));
        v.put("investigators", invs);
        Map<String, Object> gates = new TreeMap<>();
        Map<String, Object> clues = new TreeMap<>();
        List<String> sealed = new ArrayList<>();
        List<String> closed = new ArrayList<>();
        for (int p = 0; p < b.size(); p++) {
            if (g.gateAt[p] >= 0) {
                var gm = g.content.gateOf(g.gateAt[p]);
                Map<String, Object> gate = new TreeMap<>(Map.of("world", b.otherWorld(gm.world()).name(), "modifier", gm.modifier(),
                        "dimension", gm.dimension().name()));
                if (gm.world2() >= 0) {
                    gate.put("world2", b.otherWorld(gm.world2()).name());
                    gate.put("dimension2", gm.dimension2().name());
                }
                if (!gm.attributes().isEmpty()) gate.put("attributes", gm.attributes().stream().map(Enum::name).sorted().toList());
                String gateNote = note(g, Unverified.Kind.GATE_MARKER, g.content.gateKind[g.gateAt[p]]);
                if (gateNote != null) gate.put("unverified", gateNote);
                gates.put(b.name(p), gate);
            }
            if (g.clues[p] > 0) clues.put(b.name(p), g.clues[p]);
            if (g.sealed[p]) sealed.add(b.name(p));
            if (g.closed[p]) closed.add(b.name(p));
        }
        v.put("gates", gates);
        v.put("clues", clues);
        v.put("elderSigns", sealed);
        v.put("closed", closed);
        Map<String, List<String>> monsters = new TreeMap<>();
        int cup = 0;
        for (int m = 0; m < g.monsterWhere.length; m++) {
            int w = g.monsterWhere[m];
            if (w == Game.CUP) cup++;
            if (w >= 0) monsters.computeIfAbsent(b.name(w), k -> new ArrayList<>()).add(g.monster(m).name());
        }
        v.put("monsters", monsters);
        v.put("monsterMarkers", monsterMarkers(g));
        Map<String, Object> activity = new TreeMap<>();
        for (int p = 0; p < b.size(); p++) if (g.activity[p] > 0) activity.put(b.name(p), g.activity[p]);
        v.put("activity", activity);
        if (g.setup.options().herald()) {
            Map<String, Object> herald = new LinkedHashMap<>();
            herald.put("powerPool", g.herald.pool);
            herald.put("powerOnAncientOne", g.herald.onAncientOne);
            herald.put("reckoningDeck", g.herald.reckoning.size());
            v.put("herald", herald);
        }
        v.put("monstersInCup", cup);
        v.put("gateMarkersInStack", g.gateStack.size());
        v.put("mythosDeck", g.mythosDeck.size());
        v.put("debrief", Debrief.of(g).view());
        v.put("packs", g.content.provenance.packs().stream().map(ContentPack::label).toList());
        List<Object> unverified = new ArrayList<>();
        for (Unverified u : g.content.unverifiedInUse(g.setup.options(), g.ancientOne())) {
            unverified.add(Map.of("kind", u.kind().name(), "name", u.name(), "note", u.note()));
        }
        v.put("unverified", unverified);
        return v;
    }

    /**
     * An option's target as plain data: {@code kind} and {@code act} (the enums' names), the numbers
     * it names (a place by its slug, as the board's ids; a monster marker; a card instance; a player
     * from 0; ...) and, where one is named, its {@code name}, so a front end needs no id parsing.
     * {@code player} is the investigator asked (a slider's stop shows his skills there). Names here
     * are what the option's label already shows the player asked.
     */
    public static Map<String, Object> target(Game g, int player, Target t) {
        Board b = g.board;
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("kind", t.kind().name());
        v.put("act", t.act().name());
        if (t instanceof Target.Place p) {
            place(v, b, p.place());
        } else if (t instanceof Target.Monster m) {
            v.put("marker", m.marker());
            v.put("name", g.monster(m.marker()).name());
        } else if (t instanceof Target.Card c) {
            v.put("card", c.card());
            v.put("name", g.content.cardOf(c.card()).name());
        } else if (t instanceof Target.Investigator i) {
            v.put("player", i.player());
            v.put("name", g.nameOf(i.player()));
        } else if (t instanceof Target.Sheet s) {
            v.put("investigator", s.investigator());
            v.put("name", g.content.investigator(s.investigator()).name());
        } else if (t instanceof Target.Gate gate) {
            place(v, b, gate.place());
        } else if (t instanceof Target.World w) {
            v.put("world", w.world());
            v.put("name", b.otherWorld(w.world()).name());
        } else if (t instanceof Target.GateMarker m) {
            v.put("marker", m.marker());
            v.put("name", b.otherWorld(g.content.gateOf(m.marker()).world()).name());
        } else if (t instanceof Target.Slider s) {
            v.put("slider", s.slider());
            v.put("stop", s.stop());
            if (player >= 0 && player < g.players && g.inv[player].def() >= 0) {
                Map<String, Object> skills = new LinkedHashMap<>();
                for (int k = 0; k < 2; k++) {
                    Skill skill = Skill.values()[s.slider() * 2 + k];
                    skills.put(skill.name().toLowerCase(), g.defOf(player).skill(skill, s.stop()));
                }
                v.put("skills", skills);
            }
        } else if (t instanceof Target.Amount a) {
            v.put("amount", a.amount());
        } else if (t instanceof Target.Stat s) {
            v.put("stat", s.stat().name());
            v.put("amount", s.amount());
        } else if (t instanceof Target.Check c) {
            v.put("check", c.type().name());
        } else if (t instanceof Target.Trophies x) {
            v.put("toughness", x.toughness());
            v.put("gates", x.gates());
        } else if (t instanceof Target.Option o) {
            v.put("index", o.index());
        } else if (t instanceof Target.Encounter e) {
            place(v, b, e.place());
            v.put("card", e.card());
            v.put("name", b.isOtherWorld(e.place()) ? g.content.gateCards.get(e.card()).name() : g.content.locationCards.get(e.card()).name());
        } else if (t instanceof Target.Ability a) {
            place(v, b, a.place());
            String id = g.content.locationAbilityIds(a.place()).get(a.index());
            v.put("ability", id);
            v.put("name", g.content.hooks.locationAbility(id).label());
        } else if (t instanceof Target.Mythos m) {
            v.put("card", m.card());
            v.put("name", g.mythosDef(m.card()).name());
        } else if (t instanceof Target.Relationship r) {
            v.put("relationship", r.relationship());
            v.put("name", g.content.relationships.get(r.relationship()).name());
        } else if (t instanceof Target.Dimension d) {
            v.put("dimension", d.dimension().name());
        }
        return v;
    }

    private static List<String> capabilities(java.util.Set<Capability> cs) {
        List<String> r = new ArrayList<>(cs.size());
        for (Capability c : Capability.values()) if (cs.contains(c)) r.add(c.key());
        return r;
    }

    private static void place(Map<String, Object> v, Board b, int place) {
        v.put("place", b.slug(place));
        v.put("name", b.name(place));
    }

    /**
     * Each monster marker on the board (Arkham, the Sky, the Outskirts), by place: its marker number
     * (stable for the game, so a UI can tell markers apart) and its ratings as they stand now, with
     * what is in play applied.
     */
    private static Map<String, List<Object>> monsterMarkers(Game g) {
        Map<String, List<Object>> r = new TreeMap<>();
        for (int m = 0; m < g.monsterWhere.length; m++) {
            int w = g.monsterWhere[m];
            if (w < 0) continue;
            MonsterDef d = g.monster(m);
            Map<String, Object> v = new LinkedHashMap<>();
            v.put("marker", m);
            v.put("name", d.name());
            v.put("dimension", d.dimension().name());
            v.put("movement", g.movement(m).name());
            v.put("awareness", g.awareness(m));
            v.put("horrorRating", g.hasHorrorCheck(m) ? g.horrorRating(m) : null);
            v.put("horrorDamage", g.horrorDamage(m));
            v.put("combatRating", d.hasCombatRatings() ? g.combatRating(m) : null);
            v.put("combatDamage", d.hasCombatRatings() ? d.combatDamage() : null);
            v.put("toughness", g.toughness(m));
            List<String> abilities = new ArrayList<>();
            if (d.ambush()) abilities.add("Ambush");
            if (d.endless()) abilities.add("Endless");
            if (d.physicalResistance()) abilities.add("Physical Resistance");
            if (d.physicalImmunity()) abilities.add("Physical Immunity");
            if (d.magicalResistance()) abilities.add("Magical Resistance");
            if (g.magicalImmunity(m)) abilities.add("Magical Immunity");
            if (d.mask()) abilities.add("Mask");
            if (d.nightmarish() > 0) abilities.add("Nightmarish " + d.nightmarish());
            if (d.overwhelming() > 0) abilities.add("Overwhelming " + d.overwhelming());
            if (d.undead()) abilities.add("Undead");
            v.put("abilities", abilities);
            String monsterNote = note(g, Unverified.Kind.MONSTER, d.id());
            if (m == g.content.dunwichHorrorMarker && g.dunwich.horrorCard >= 0) {
                // the card drawn for this combat: its mark is on its first copy
                int card = g.content.dunwichHorrorCardNames.indexOf(g.content.dunwichHorrorCardNames.get(g.dunwich.horrorCard));
                v.put("dunwichHorrorCard", g.content.dunwichHorrorCardNames.get(card));
                monsterNote = note(g, Unverified.Kind.DUNWICH_HORROR_CARD, card);
            }
            if (monsterNote != null) v.put("unverified", monsterNote);
            r.computeIfAbsent(g.board.name(w), k -> new ArrayList<>()).add(v);
        }
        return r;
    }

    private static Map<String, Object> investigator(Game g, int p) {
        Investigator i = g.inv[p];
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("player", p);
        if (i.def() < 0) return v;
        v.put("name", g.nameOf(p));
        v.put("place", i.place < 0 ? null : g.board.name(i.place));
        v.put("sanity", i.sanity);
        v.put("maxSanity", i.maxSanity);
        v.put("stamina", i.stamina);
        v.put("maxStamina", i.maxStamina);
        v.put("money", i.money);
        v.put("clues", i.clues);
        Map<String, Object> skills = new LinkedHashMap<>();
        for (Skill s : Skill.values()) skills.put(s.name().toLowerCase(), g.skill(p, s));
        v.put("skills", skills);
        v.put("sliders", List.of(i.slider[0], i.slider[1], i.slider[2]));
        v.put("focus", g.focus(p)); // with what is in play (Corinna Jones +1, Addiction unpaid 0)
        List<Object> cards = new ArrayList<>();
        for (int k = 0; k < i.cards.size(); k++) {
            int c = i.cards.get(k);
            CardDef d = g.content.cardOf(c);
            // "held": in the investigator's hands for this combat (weapons and spells, rulebook p.9)
            // "card": the instance, as options' card targets name it; "capabilities": what it can do (Capability keys)
            Map<String, Object> card = new LinkedHashMap<>(Map.of("card", c, "name", d.name(), "deck", d.deck().name(), "exhausted", g.exhausted[c],
                    "held", i.held.contains(c), "capabilities", capabilities(d.capabilities())));
            String cardNote = note(g, Unverified.Kind.CARD, d.id());
            if (cardNote != null) card.put("unverified", cardNote);
            cards.add(card);
        }
        v.put("cards", cards);
        List<Object> relationships = new ArrayList<>();
        var rels = g.relationshipsOf(p);
        for (int k = 0; k < rels.size(); k++) {
            int rel = rels.get(k);
            relationships.add(Map.of("name", g.content.relationships.get(rel).name(), "partner", g.nameOf(g.partner(rel, p)),
                    "exhausted", g.relationshipExhausted[rel]));
        }
        v.put("relationships", relationships);
        if (g.setup.options().herald()) {
            // Dark Pacts are cards (above); the Power tokens and the Ally a Bound Ally pact holds are not
            v.put("power", g.herald.power[p]);
            int bound = g.herald.boundAlly[p];
            if (bound >= 0) v.put("boundAlly", g.content.cardOf(bound).name());
        }
        v.put("monsterTrophies", g.monsterTrophies(p));
        v.put("gateTrophies", g.gateTrophies(p));
        v.put("delayed", i.delayed);
        v.put("jailed", i.jailed);
        v.put("explored", i.explored);
        v.put("eliminated", i.eliminated);
        return v;
    }

    /**
     * The note on a component no source confirms, when this game uses it (an {@link Unverified} mark
     * whose switches are on), or null: what front ends show as a badge beside it.
     */
    public static String note(Game g, Unverified.Kind kind, int id) {
        Unverified u = g.content.unverified(kind, id);
        return u != null && g.content.inUse(u, g.setup.options(), g.ancientOne()) ? u.note() : null;
    }
}
