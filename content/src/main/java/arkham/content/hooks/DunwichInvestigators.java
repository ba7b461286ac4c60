package arkham.content.hooks;

import arkham.engine.Check;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Phase;
import arkham.engine.Step;
import arkham.engine.def.Amount;
import arkham.engine.def.CheckType;
import arkham.engine.def.Colour;
import arkham.engine.def.Cost;
import arkham.engine.def.Deck;
import arkham.engine.def.Effect;
import arkham.engine.def.Stat;
import arkham.engine.flow.Combat;
import arkham.engine.flow.EffectStep;

import java.util.List;

/**
 * The unique abilities of The Dunwich Horror's eight investigators (their sheets). What is not
 * encoded yet is named on each class and in docs/CONTENT-COVERAGE-dunwich.md.
 */
final class DunwichInvestigators {
    private DunwichInvestigators() {
    }

    static void register(Hooks h) {
        h.card("dark-insight", new DarkInsight());
        h.card("precognition", new Precognition());
        h.card("dead-man-stomp", new DeadManStomp());
        h.card("leadership", new Leadership());
        h.card("witch-blood", new WitchBlood());
        h.card("one-man-army", new OneManArmy());
        h.card("resilient", new Resilient());
        h.card("jack-of-all-trades", new OddJobs());
    }

    /**
     * Diana Stanley. Dark Insight: 1 Sanity or 1 Stamina (her choice) per doom token added, and a
     * Clue token per step the terror level rises. Trusted Sister (her Lodge Membership cannot be
     * taken) needs nothing yet: no encoded card or encounter takes a Lodge Membership away.
     */
    static final class DarkInsight implements Hooks.CardAbility {
        private static final Effect CHOICE = new Effect.Choose("Dark Insight: a doom token was added", List.of(
                new Effect.Option("Gain 1 Sanity", Cost.FREE, new Effect.Gain(Stat.SANITY, Amount.of(1))),
                new Effect.Option("Gain 1 Stamina", Cost.FREE, new Effect.Gain(Stat.STAMINA, Amount.of(1)))));

        @Override
        public void doomAdded(Game g, int player) {
            if (!g.inv[player].eliminated) g.push(new EffectStep(player, CHOICE));
        }

        @Override
        public void terrorRaised(Game g, int player) {
            if (!g.inv[player].eliminated) g.gain(player, Stat.CLUES, 1);
        }
    }

    /**
     * Jacqueline Fine. Precognition: once per turn, as a Mythos card (not The Story Continues...) is
     * drawn, she may pay 2 Clue tokens to discard it unresolved; another is drawn and resolves.
     */
    static final class Precognition implements Hooks.CardAbility {
        @Override
        public boolean cancelsDrawnMythos(Game g, int owner, int card) {
            return g.inv[owner].clues >= 2 && g.inv[owner].abilityTurn != g.turn
                    && !g.mythosDef(card).name().startsWith("The Story Continues");
        }

        @Override
        public void payCancelDrawnMythos(Game g, int owner) {
            g.inv[owner].clues -= 2;
            g.inv[owner].abilityTurn = g.turn;
        }
    }

    /**
     * Rita Young. Resilient: whenever she draws Injury or Madness cards she draws one more and keeps
     * one of them (the engine's Knockout asks); a second card of a kind she holds does nothing.
     */
    static final class Resilient implements Hooks.CardAbility {
        @Override
        public int extraDraws(Game g, int player, Deck deck) {
            return deck.isInjuryOrMadness() ? 1 : 0;
        }

        @Override
        public boolean duplicatesHarmless(Game g, int player) {
            return true;
        }
    }

    /**
     * Jim Culver. Dead Man Stomp: a Clue token passes a Combat check against an Undead monster
     * outright. Strange Luck: every Other World has a green encounter symbol for him too.
     */
    static final class DeadManStomp implements Hooks.CardAbility {
        @Override
        public boolean extraEncounterColour(Game g, int player, Colour colour) {
            return colour == Colour.GREEN;
        }

        @Override
        public boolean canPassCheck(Game g, int player, int card, Check check) {
            if (check.type() != CheckType.COMBAT || g.inv[player].clues < 1) return false;
            int m = foughtMonster(g, player);
            return m >= 0 && DunwichAncientOnes.undead(g, g.monster(m));
        }

        @Override
        public String passLabel(Game g, int player, int card) {
            return "Dead Man Stomp: spend 1 Clue token to pass";
        }

        @Override
        public void passCheck(Game g, int player, int card, Check check) {
            g.inv[player].clues--;
            check.pass(g);
        }
    }

    /** The monster of the combat waiting under a Combat check, or -1 (a check against the Ancient One). */
    static int foughtMonster(Game g, int player) {
        List<Step> stack = g.pendingSteps();
        for (int k = stack.size() - 1; k >= 0; k--) {
            if (stack.get(k) instanceof Combat c && c.player() == player) return c.monster();
        }
        return -1;
    }

    /**
     * Leo Anderson. Leadership: once per turn, 1 point of any investigator's Sanity or Stamina
     * loss is prevented: Leo is asked (the engine's Harm), or offers it in his own loss.
     */
    static final class Leadership implements Hooks.CardAbility {
        @Override
        public int preventsFor(Game g, int owner, int player, Stat stat, int amount) {
            return g.inv[owner].abilityTurn != g.turn ? 1 : 0;
        }

        @Override
        public void payPreventionFor(Game g, int owner, int player) {
            g.inv[owner].abilityTurn = g.turn;
        }
    }

    /**
     * Marie Lambeau. Witch Blood: once per game, in her Upkeep, one doom token comes off the
     * track ({@code abilityTurn} -1 marks it spent). Third Eye: a third hand, for spells only.
     */
    static final class WitchBlood implements Hooks.CardAbility {
        @Override
        public int spellHands(Game g, int player) {
            return 1;
        }

        static final int SPENT = -1;

        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            return when == Hooks.Timing.UPKEEP && g.inv[player].abilityTurn != SPENT && g.doom > 0 && !g.awakened;
        }

        @Override
        public String useLabel(Game g, int player, int card) {
            return "Witch Blood: remove 1 doom token (once per game)";
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            g.inv[player].abilityTurn = SPENT;
            g.doom--;
            if (g.logging()) g.log("doom", player, g.nameOf(player) + "'s Witch Blood removes a doom token");
        }
    }

    /** Mark Harrigan. One Man Army: never arrested, never delayed. */
    static final class OneManArmy implements Hooks.CardAbility {
        @Override
        public boolean preventsArrest(Game g, int player) {
            return true;
        }

        @Override
        public boolean preventsDelay(Game g, int player) {
            return true;
        }
    }

    /**
     * Wilson Richards. Jack of All Trades is his sheet's unlimited Focus (data). Odd Jobs: at a
     * location in the Arkham Encounters Phase, $1 instead of the encounter.
     */
    static final class OddJobs implements Hooks.CardAbility {
        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            var i = g.inv[player];
            return when == Hooks.Timing.ENCOUNTER && g.phase == Phase.ARKHAM_ENCOUNTERS && !i.encountersOver
                    && g.board.isLocation(i.place) && g.gateAt[i.place] < 0;
        }

        @Override
        public String useLabel(Game g, int player, int card) {
            return "Odd Jobs: take $1 instead of an encounter";
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            g.gain(player, Stat.MONEY, 1);
            g.inv[player].encountersOver = true;
        }
    }
}
