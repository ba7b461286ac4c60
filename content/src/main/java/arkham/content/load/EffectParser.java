package arkham.content.load;

import arkham.engine.def.Amount;
import arkham.engine.def.Board;
import arkham.engine.def.CheckType;
import arkham.engine.def.Condition;
import arkham.engine.def.Cost;
import arkham.engine.def.Deck;
import arkham.engine.def.Effect;
import arkham.engine.def.Stat;
import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Reads the effect vocabulary from JSON (see docs/CONTENT.md). A list is a sequence; an object
 * has exactly one effect key. Unknown keys, places, cards, skills and hooks fail at load time
 * with the file and entry named.
 */
final class EffectParser {
    private final Board board;
    private final Predicate<String> cardExists;
    private final Predicate<String> hookExists;

    EffectParser(Board board, Predicate<String> cardExists, Predicate<String> hookExists) {
        this.board = board;
        this.cardExists = cardExists;
        this.hookExists = hookExists;
    }

    Effect parse(Json at) {
        return parse(at, at.node);
    }

    private Effect parse(Json at, JsonNode n) {
        if (n == null || n.isNull()) return Effect.NOTHING;
        if (n.isArray()) {
            List<Effect> r = new ArrayList<>();
            for (JsonNode x : n) r.add(parse(at, x));
            return r.size() == 1 ? r.get(0) : new Effect.Seq(r);
        }
        if (!n.isObject()) throw at.error("an effect must be an object or a list, not " + n);
        Json j = new Json(at.file, at.entry, n);
        if (n.has("check")) {
            Json c = j.child("check");
            return new Effect.Check(checkType(j, c.str("skill")), c.integer("modifier", 0), c.integer("difficulty", 1),
                    parse(j, n.get("pass")), parse(j, n.get("fail")));
        }
        if (n.has("gain") || n.has("lose")) {
            boolean gain = n.has("gain");
            JsonNode what = n.get(gain ? "gain" : "lose");
            if (!what.isObject()) throw at.error("'" + (gain ? "gain" : "lose") + "' takes an object such as {\"money\": 2}");
            List<Effect> r = new ArrayList<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = what.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                Stat s;
                try {
                    s = Stat.parse(e.getKey());
                } catch (IllegalArgumentException ex) {
                    throw at.error("unknown stat '" + e.getKey() + "'");
                }
                Amount a = amount(at, e.getValue());
                r.add(gain ? new Effect.Gain(s, a) : new Effect.Lose(s, a));
            }
            return r.size() == 1 ? r.get(0) : new Effect.Seq(r);
        }
        if (n.has("restore")) {
            JsonNode what = n.get("restore");
            if (!what.isObject() || what.size() != 1) throw at.error("'restore' takes one stat such as {\"stamina\": 1} or {\"sanity\": \"max\"}");
            Map.Entry<String, JsonNode> e = what.fields().next();
            Stat s = e.getKey().equals("sanity") ? Stat.SANITY : e.getKey().equals("stamina") ? Stat.STAMINA : null;
            if (s == null) throw at.error("only sanity or stamina is restored, not '" + e.getKey() + "'");
            if (e.getValue().asText().equals("max")) return new Effect.Restore(s, 0, true);
            if (!e.getValue().isInt() || e.getValue().asInt() < 1) throw at.error("a restoration is a number from 1 or \"max\", not " + e.getValue());
            return new Effect.Restore(s, e.getValue().asInt(), false);
        }
        if (n.has("draw")) {
            Json d = j.child("draw");
            int count = d.integer("count", 1);
            return new Effect.Draw(deck(at, d.str("deck")), count, d.integer("keep", count));
        }
        if (n.has("take")) {
            String card = j.str("take");
            if (!cardExists.test(card)) throw at.error("unknown card '" + card + "'");
            return new Effect.TakeCard(card);
        }
        if (n.has("discard")) {
            Json d = j.child("discard");
            return new Effect.DiscardCards(d.str("kind"), d.integer("count", 1));
        }
        if (n.has("move")) return new Effect.MoveTo(place(at, j.str("move")), j.bool("encounter", false));
        if (n.has("monsterAppears")) return new Effect.MonsterAppears();
        if (n.has("gateAppears")) return new Effect.GateAppears(j.bool("monster", true));
        if (n.has("delayed")) return new Effect.Delayed();
        if (n.has("arrested")) return new Effect.Arrested();
        if (n.has("loseTurn")) return new Effect.LoseTurn();
        if (n.has("lost")) return new Effect.LostInTimeAndSpace();
        if (n.has("devoured")) return new Effect.Devoured();
        if (n.has("endEncounters")) return new Effect.EndEncounters();
        if (n.has("nothing")) return Effect.NOTHING;
        if (n.has("choose")) {
            List<Effect.Option> options = new ArrayList<>();
            for (Json o : j.list("options")) {
                options.add(new Effect.Option(o.str("label"), o.has("cost") ? cost(o.child("cost")) : Cost.FREE,
                        parse(o, o.node.get("effect"))));
            }
            if (options.isEmpty()) throw at.error("a choice needs at least one option");
            return new Effect.Choose(j.str("choose"), options);
        }
        if (n.has("roll")) return new Effect.Roll(amount(at, n.get("roll")), parse(j, n.get("perSuccess")));
        if (n.has("terror")) return new Effect.Terror(j.integer("terror"));
        if (n.has("doom")) return new Effect.Doom(j.integer("doom"));
        if (n.has("clueAt")) return new Effect.ClueAt(place(at, j.str("clueAt")));
        if (n.has("each")) return new Effect.EachInvestigator(parse(j, n.get("each")));
        if (n.has("if")) {
            return new Effect.If(condition(j.child("if")), parse(j, n.get("then")), parse(j, n.get("else")));
        }
        if (n.has("hook")) {
            String id = j.str("hook");
            if (!hookExists.test(id)) throw at.error("no effect hook '" + id + "' is registered");
            // interned: the registry's keys are literals, so looking the hook up at each use finds it by identity
            return new Effect.Hook(id.intern(), j.str("arg", null));
        }
        throw at.error("unknown effect " + n);
    }

    private Condition condition(Json c) {
        if (c.has("has")) {
            JsonNode h = c.get("has");
            Map.Entry<String, JsonNode> e = h.fields().next();
            return new Condition(Condition.Kind.HAS_AT_LEAST, Stat.parse(e.getKey()).name(), e.getValue().asInt());
        }
        if (c.has("card")) return new Condition(Condition.Kind.HAS_CARD, c.str("card"), 0);
        if (c.has("investigator")) return new Condition(Condition.Kind.IS_INVESTIGATOR, c.str("investigator"), 0);
        if (c.has("successes")) return new Condition(Condition.Kind.SUCCESSES_AT_LEAST, null, c.integer("successes"));
        if (c.has("die")) {
            if (c.get("die").isTextual()) {
                if (!"success".equals(c.str("die"))) throw c.error("a die condition is a number or \"success\"");
                return new Condition(Condition.Kind.DIE_SUCCESS, null, 0);
            }
            return new Condition(Condition.Kind.DIE_AT_LEAST, null, c.integer("die"));
        }
        throw c.error("unknown condition " + c.node);
    }

    /** A cost in the data's format: money, clues, sanity, stamina, monsterTrophies, gateTrophies. */
    static Cost costOf(Json c) {
        return new Cost(c.integer("money", 0), c.integer("clues", 0), c.integer("sanity", 0), c.integer("stamina", 0),
                c.integer("monsterTrophies", 0), c.integer("gateTrophies", 0));
    }

    private Cost cost(Json c) {
        return costOf(c);
    }

    private static Amount amount(Json at, JsonNode v) {
        if (v.isInt()) {
            if (v.asInt() < 0) throw at.error("amounts cannot be negative: " + v);
            return Amount.of(v.asInt());
        }
        return switch (v.asText()) {
            case "successes" -> Amount.SUCCESSES;
            case "die" -> Amount.DIE;
            case "half" -> Amount.HALF;
            case "all" -> Amount.ALL;
            default -> throw at.error("unknown amount '" + v.asText() + "' (a number, successes, die, half or all)");
        };
    }

    private int place(Json at, String name) {
        int id = board.find(name);
        if (id < 0) throw at.error("unknown place '" + name + "'");
        return id;
    }

    static CheckType checkType(Json at, String s) {
        try {
            return CheckType.parse(s);
        } catch (IllegalArgumentException e) {
            throw at.error("unknown skill or check '" + s + "'");
        }
    }

    static Deck deck(Json at, String s) {
        try {
            return Deck.parse(s);
        } catch (IllegalArgumentException e) {
            throw at.error(e.getMessage());
        }
    }
}
