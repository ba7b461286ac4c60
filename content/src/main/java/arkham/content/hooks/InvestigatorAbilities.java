package arkham.content.hooks;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.CheckType;
import arkham.engine.def.Deck;
import arkham.engine.def.Stat;
import arkham.engine.state.Investigator;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The unique abilities of the sixteen core investigators, registered under the ability ids of
 * investigators.json and called with card -1. Most are ongoing rule changes ({@link
 * arkham.engine.Modifiers}) that apply to their owner only; three are Upkeep actions, and Mandy
 * Thompson's Research helps any investigator's check.
 */
final class InvestigatorAbilities {
    private InvestigatorAbilities() {
    }

    static void register(Hooks h) {
        h.card("scrounge", new Scrounge());
        h.card("studious", new ExtraDraw(Deck.SKILL));
        h.card("shrewd-dealer", new ExtraDraw(Deck.COMMON));
        h.card("magical-gift", new ExtraDraw(Deck.SPELL));
        h.card("archaeology", new ExtraDraw(Deck.UNIQUE));
        h.card("psychology", new Care(Stat.SANITY));
        h.card("physician", new Care(Stat.STAMINA));
        h.card("hometown-advantage", new ExtraEncounter(false));
        h.card("psychic-sensitivity", new ExtraEncounter(true));
        h.card("strong-mind", new Tough(Stat.SANITY));
        h.card("strong-body", new Tough(Stat.STAMINA));
        h.card("trust-fund", new SpecialCards.UpkeepIncome(1)); // Jenny Barnes: $1 every Upkeep
        h.card("hunches", new Hunches());
        h.card("science", new FluxStabilizer());
        h.card("research", new Research());
        h.card("guardian-angel", new GuardianAngel());
    }

    /** Ashcan Pete: each Common Item, Unique Item or Spell he draws may come from the bottom of its deck. */
    static final class Scrounge implements Hooks.CardAbility {
        private static final Set<Deck> DECKS = Set.of(Deck.COMMON, Deck.UNIQUE, Deck.SPELL);

        @Override
        public boolean drawsFromBottom(Game g, int player, Deck deck) {
            return DECKS.contains(deck);
        }
    }

    /** Draws one extra card whenever drawing from the deck, then discards one of the cards drawn. */
    record ExtraDraw(Deck deck) implements Hooks.CardAbility {
        @Override
        public int extraDraws(Game g, int player, Deck d) {
            return d == deck ? 1 : 0;
        }
    }

    /** Draws two encounter cards (Arkham locations, or Other Worlds) and has the one he prefers. */
    record ExtraEncounter(boolean otherWorld) implements Hooks.CardAbility {
        @Override
        public int extraEncounterCards(Game g, int player, boolean ow) {
            return ow == otherWorld ? 1 : 0;
        }
    }

    /** Every loss of the stat he suffers is 1 smaller. */
    record Tough(Stat stat) implements Hooks.CardAbility {
        @Override
        public int reduceLoss(Game g, int player, Stat s, int amount) {
            return s == stat ? 1 : 0;
        }
    }

    /** Joe Diamond: two dice instead of one for every Clue token spent on a check. */
    static final class Hunches implements Hooks.CardAbility {
        @Override
        public int clueDice(Game g, int player, CheckType type) {
            return 1;
        }
    }

    /** Kate Winthrop: no gate opens and no monster appears where she is; those already there stay. */
    static final class FluxStabilizer implements Hooks.CardAbility {
        @Override
        public boolean keepsAway(Game g, int player) {
            return true;
        }

        /** Her sheet's setup note: no Clue token starts on her home, the Science Building. */
        @Override
        public void atSetup(Game g, int player) {
            g.clues[g.defOf(player).home()] = 0;
        }
    }

    /** Sister Mary: never lost in time and space; she returns to South Church instead. */
    static final class GuardianAngel implements Hooks.CardAbility {
        @Override
        public int insteadOfLost(Game g, int player) {
            return g.board.id("South Church");
        }
    }

    /**
     * Mandy Thompson: once per turn, after any investigator's check (hers too), that investigator
     * re-rolls every die that did not succeed. Her player is asked once the checking player
     * accepts the result ({@link arkham.engine.flow.SkillCheck.RerollOffer}).
     */
    static final class Research implements Hooks.CardAbility {
        @Override
        public boolean canRerollFailures(Game g, int owner, int checker, CheckType type) {
            return g.inv[owner].abilityTurn != g.turn;
        }

        @Override
        public void payRerollFailures(Game g, int owner) {
            g.inv[owner].abilityTurn = g.turn;
        }
    }

    /** Carolyn Fern and Vincent Lee: in Upkeep, may restore 1 of the stat to anyone in the same place. */
    record Care(Stat stat) implements Hooks.CardAbility {
        @Override
        public boolean hasUpkeep() {
            return true;
        }

        @Override
        public void upkeep(Game g, int player, int card) {
            g.push(new Restore(player, stat));
        }
    }

    /** The choice of whom to restore 1 Sanity or Stamina to (or nobody). */
    record Restore(int player, Stat stat) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            options.add(new Choice(Target.PASS, "none", "Restore nobody", -1));
            String what = stat == Stat.SANITY ? "Sanity" : "Stamina";
            for (int p : g.turnOrder()) {
                Investigator i = g.inv[p];
                boolean hurt = stat == Stat.SANITY ? i.sanity < i.maxSanity : i.stamina < i.maxStamina;
                if (hurt && i.place == g.inv[player].place) {
                    String name = g.nameOf(p);
                    options.add(Choice.lazy(Target.investigator(Act.CHOOSE, p), "restore:", p, p, () -> "Restore 1 " + what + " to " + name));
                }
            }
            String me = g.nameOf(player);
            return Question.lazy(player, QuestionKind.CHOOSE_ONE, Purpose.HEAL, () -> me + ": restore 1 " + what + "?", options);
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() >= 0) g.restore(c.value(), stat, 1); // his care is exempt from bans on gains
        }
    }
}
