package arkham.engine.def;


import java.util.List;

/**
 * The effect vocabulary that encounter, mythos and card data are written in. Each effect is
 * immutable data; {@link arkham.engine.flow.EffectStep} interprets it for one investigator,
 * stopping for decisions where the effect calls for one.
 */
public sealed interface Effect {

    /** Several effects, in order. */
    record Seq(List<Effect> effects) implements Effect {
        public Seq {
            effects = List.copyOf(effects);
        }
    }

    /** No effect ("nothing happens"). */
    record Nothing() implements Effect {
    }

    /** A skill check; {@code pass} or {@code fail} follows. The successes are kept for {@link Amount#SUCCESSES}. */
    record Check(CheckType type, int modifier, int difficulty, Effect pass, Effect fail) implements Effect {
    }

    /** Gain money, Clue tokens, Sanity or Stamina (never above the maximum). */
    record Gain(Stat stat, Amount amount) implements Effect {
    }

    /**
     * Restore Sanity or Stamina by {@code amount}, or to the maximum when {@code full}: care
     * (rulebook p.22), which no ban on gains stops.
     */
    record Restore(Stat stat, int amount, boolean full) implements Effect {
        public Restore {
            if (stat != Stat.SANITY && stat != Stat.STAMINA) throw new IllegalArgumentException("only Sanity or Stamina is restored, not " + stat);
            if (amount < 0) throw new IllegalArgumentException("a restoration cannot be negative: " + amount);
        }
    }

    /** Lose money, Clue tokens, Sanity or Stamina (never below zero). */
    record Lose(Stat stat, Amount amount) implements Effect {
    }

    /** Draw {@code count} cards from a deck and keep {@code keep} of them (the rest go to the bottom). */
    record Draw(Deck deck, int count, int keep) implements Effect {
    }

    /** Take a named card (e.g. Blessing, Retainer, Deputy of Arkham) if one is available. */
    record TakeCard(String card) implements Effect {
    }

    /** Discard cards of your choice of a kind ("item", "weapon", "spell", "ally", or a card name). */
    record DiscardCards(String kind, int count) implements Effect {
    }

    /** Move to a place; with {@code encounter} the investigator has an encounter there at once. */
    record MoveTo(int place, boolean encounter) implements Effect {
    }

    /** A monster appears: evade or fight it; it never stays on the board (rulebook p.22). */
    record MonsterAppears() implements Effect {
    }

    /** A gate (and with {@code monster} a monster) opens at the investigator's location. */
    record GateAppears(boolean monster) implements Effect {
    }

    /** The investigator is delayed. */
    record Delayed() implements Effect {
    }

    /** Loses the next turn: no movement and no encounters then. */
    record LoseTurn() implements Effect {
    }

    /** Arrested: to the Police Station jail cell, lose half money, lose the next turn (rulebook p.16). */
    record Arrested() implements Effect {
    }

    /** Lost in Time and Space (rulebook p.17). */
    record LostInTimeAndSpace() implements Effect {
    }

    /** Devoured (rulebook p.17). */
    record Devoured() implements Effect {
    }

    /** No further encounters this turn, e.g. after being moved elsewhere. */
    record EndEncounters() implements Effect {
    }

    /** The player picks one option; options whose cost cannot be paid are not offered. */
    record Choose(String prompt, List<Option> options) implements Effect {
        public Choose {
            options = List.copyOf(options);
            if (options.isEmpty()) throw new IllegalArgumentException("a choice needs at least one option");
        }
    }

    /** One option of a {@link Choose}: pay the cost (if any), then resolve the effect. */
    record Option(String label, Cost cost, Effect effect) {
    }

    /** Roll a number of dice and resolve {@code perSuccess} once for each success. */
    record Roll(Amount dice, Effect perSuccess) implements Effect {
    }

    /** Raise the terror level. */
    record Terror(int amount) implements Effect {
    }

    /** Add doom tokens to the doom track. */
    record Doom(int amount) implements Effect {
    }

    /** Place a Clue token on a location (unless a gate is open there). */
    record ClueAt(int place) implements Effect {
    }

    /** The effect applies to every investigator, in turn order from the first player. */
    record EachInvestigator(Effect effect) implements Effect {
    }

    /** Resolve {@code then} only when the condition holds, else {@code otherwise}. */
    record If(Condition condition, Effect then, Effect otherwise) implements Effect {
    }

    /** Bespoke behaviour registered by id (see {@link arkham.engine.Hooks}). */
    record Hook(String id, String arg) implements Effect {
    }

    Nothing NOTHING = new Nothing();

    static Effect seq(Effect... effects) {
        return effects.length == 1 ? effects[0] : new Seq(List.of(effects));
    }
}
