package arkham.engine.def;


import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * An effect in a few plain words ("gain $2", "lose 1 Stamina and 1 Sanity"), built from the effect
 * vocabulary itself, so every encounter written in data can say what each of its results does. A
 * hook says what it does through {@code hookWords} (id, arg → words, or null when it declares none);
 * one that declares nothing reads "as the card says", the card's text being shown beside it.
 */
public final class EffectWords {
    /** What a hook with no words of its own is described as: the card's own text, shown with it, tells the rest. */
    public static final String AS_THE_CARD_SAYS = "as the card says";

    private final Board board;
    private final BiFunction<String, String, String> hookWords;

    public EffectWords(Board board, BiFunction<String, String, String> hookWords) {
        this.board = board;
        this.hookWords = hookWords;
    }

    /** "Luck (-1)", "Lore [2]": a check as players name it, with its modifier and any successes beyond one. */
    public static String check(CheckType type, int modifier, int difficulty) {
        String t = type.name().charAt(0) + type.name().substring(1).toLowerCase();
        String m = modifier == 0 ? " (+0)" : modifier > 0 ? " (+" + modifier + ")" : " (" + modifier + ")";
        return t + m + (difficulty == 1 ? "" : " [" + difficulty + "]");
    }

    /** The effect in words, starting lower case, without a full stop. */
    public String of(Effect e) {
        if (e instanceof Effect.Seq s) return seq(s.effects());
        if (e instanceof Effect.Nothing) return "nothing happens";
        if (e instanceof Effect.Check c) {
            return "make a " + check(c.type(), c.modifier(), c.difficulty()) + " check (pass: " + of(c.pass()) + "; fail: " + of(c.fail()) + ")";
        }
        if (e instanceof Effect.Gain g) return "gain " + amount(g.stat(), g.amount());
        if (e instanceof Effect.Lose l) return "lose " + amount(l.stat(), l.amount());
        if (e instanceof Effect.Restore r) return r.full() ? "restore your " + r.stat().text() + " to its maximum" : "restore " + r.stat().amount(r.amount());
        if (e instanceof Effect.Draw d) {
            // a count of 99 is the data's "search the whole deck" (as for discards: every one)
            if (d.count() >= 99) return "search the " + cards(d.deck(), 1).substring(2) + " deck and keep " + cards(d.deck(), d.keep());
            String drawn = "draw " + cards(d.deck(), d.count());
            return d.keep() < d.count() ? drawn + " and keep " + d.keep() : drawn;
        }
        if (e instanceof Effect.TakeCard t) return "take " + t.card() + " if one is left";
        if (e instanceof Effect.DiscardCards d) return "discard " + (d.count() >= 99 ? "every " + d.kind() : d.count() + " " + plural(d.kind(), d.count()));
        if (e instanceof Effect.MoveTo m) return "move to " + board.name(m.place()) + (m.encounter() ? " and have an encounter there" : "");
        if (e instanceof Effect.MonsterAppears) return "a monster appears: evade or fight it";
        if (e instanceof Effect.GateAppears g) return g.monster() ? "a gate and a monster appear here" : "a gate opens here";
        if (e instanceof Effect.Delayed) return "you are delayed";
        if (e instanceof Effect.LoseTurn) return "you lose your next turn";
        if (e instanceof Effect.Arrested) return "you are arrested";
        if (e instanceof Effect.LostInTimeAndSpace) return "you are lost in time and space";
        if (e instanceof Effect.Devoured) return "you are devoured";
        if (e instanceof Effect.EndEncounters) return "your encounters end for this turn";
        if (e instanceof Effect.Choose c) {
            List<String> labels = new ArrayList<>();
            for (Effect.Option o : c.options()) labels.add("“" + o.label() + "”");
            return "choose " + join(labels, " or ");
        }
        if (e instanceof Effect.Roll r) return "roll " + dice(r.dice()) + "; for each success, " + of(r.perSuccess());
        if (e instanceof Effect.Terror t) return "the terror level rises by " + t.amount();
        if (e instanceof Effect.Doom d) return d.amount() == 1 ? "a doom token is added" : d.amount() + " doom tokens are added";
        if (e instanceof Effect.ClueAt c) return "a Clue token is placed at " + board.name(c.place());
        if (e instanceof Effect.EachInvestigator each) return "every investigator: " + of(each.effect());
        if (e instanceof Effect.If f) {
            String then = "if " + condition(f.condition()) + ", " + of(f.then());
            return f.otherwise() instanceof Effect.Nothing ? then : then + "; otherwise " + of(f.otherwise());
        }
        if (e instanceof Effect.Hook h) {
            String words = hookWords.apply(h.id(), h.arg());
            return words == null ? AS_THE_CARD_SAYS : words;
        }
        throw new IllegalArgumentException("no words for " + e);
    }

    /** Parts in order; gains (or losses) next to each other share their verb: "lose 1 Stamina and 1 Sanity". */
    private String seq(List<Effect> effects) {
        List<String> parts = new ArrayList<>();
        for (int k = 0; k < effects.size(); k++) {
            Effect e = effects.get(k);
            if (e instanceof Effect.Gain || e instanceof Effect.Lose) {
                boolean gain = e instanceof Effect.Gain;
                List<String> amounts = new ArrayList<>();
                while (k < effects.size() && (gain ? effects.get(k) instanceof Effect.Gain : effects.get(k) instanceof Effect.Lose)) {
                    Effect x = effects.get(k++);
                    amounts.add(x instanceof Effect.Gain g ? amount(g.stat(), g.amount()) : amount(((Effect.Lose) x).stat(), ((Effect.Lose) x).amount()));
                }
                k--;
                parts.add((gain ? "gain " : "lose ") + join(amounts, " and "));
            } else if (!(e instanceof Effect.Nothing)) {
                parts.add(of(e));
            }
        }
        return parts.isEmpty() ? "nothing happens" : join(parts, " and ");
    }

    private static String amount(Stat stat, Amount a) {
        return switch (a.kind()) {
            case FIXED -> stat.amount(a.value());
            case SUCCESSES -> (stat == Stat.MONEY ? "$1" : stat.amount(1)) + " per success";
            case DIE -> "a die roll's worth of " + stat.text();
            case HALF -> "half your " + stat.text();
            case ALL -> "all your " + stat.text();
        };
    }

    private static String dice(Amount a) {
        return switch (a.kind()) {
            case FIXED -> a.value() == 1 ? "1 die" : a.value() + " dice";
            case SUCCESSES -> "a die per success";
            case DIE -> "a die roll's number of dice";
            case HALF, ALL -> a + " dice";
        };
    }

    private String condition(Condition c) {
        return switch (c.kind()) {
            case HAS_AT_LEAST -> "you have at least " + Stat.valueOf(c.arg()).amount(c.value());
            case HAS_CARD -> "you have " + c.arg();
            case IS_INVESTIGATOR -> "you are " + c.arg();
            case SUCCESSES_AT_LEAST -> "you rolled " + c.value() + " or more successes";
            case DIE_AT_LEAST -> "the die shows " + c.value() + " or more";
            case DIE_SUCCESS -> "the die is a success";
        };
    }

    private static String cards(Deck deck, int n) {
        String one = switch (deck) {
            case COMMON -> "Common Item";
            case UNIQUE -> "Unique Item";
            case SPELL -> "Spell";
            case SKILL -> "Skill";
            case ALLY -> "Ally";
            case SPECIAL -> "special card";
            case INJURY -> "Injury card";
            case MADNESS -> "Madness card";
        };
        return n + " " + plural(one, n);
    }

    private static String plural(String noun, int n) {
        if (n == 1) return noun;
        if (noun.endsWith("y") && !noun.endsWith("ey")) return noun.substring(0, noun.length() - 1) + "ies";
        return noun + "s";
    }

    private static String join(List<String> parts, String last) {
        if (parts.size() <= 1) return parts.isEmpty() ? "" : parts.get(0);
        return String.join(", ", parts.subList(0, parts.size() - 1)) + last + parts.get(parts.size() - 1);
    }
}
