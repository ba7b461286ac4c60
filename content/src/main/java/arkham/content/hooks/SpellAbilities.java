package arkham.content.hooks;

import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Question;
import arkham.engine.def.CheckType;
import arkham.engine.effect.Stat;
import arkham.engine.flow.Combat;
import arkham.engine.flow.Gauntlet;
import arkham.engine.flow.SkillCheck;
import arkham.engine.flow.Step;

import java.util.List;

/** Spells cast outside a Combat check's weapon hands: Flesh Ward, Voice of Ra, Mists of Releh. */
final class SpellAbilities {
    private SpellAbilities() {
    }

    static void register(Hooks h) {
        h.card("flesh-ward", new FleshWard());
        h.card("voice-of-ra", new VoiceOfRa());
        h.card("mists-of-releh", new MistsOfReleh());
    }

    /** Flesh Ward: cast and exhaust to ignore all of one Stamina loss; a failed cast lets it land. */
    static final class FleshWard implements Hooks.CardAbility {
        @Override
        public int prevents(Game g, int player, int card, Stat stat, int amount) {
            boolean castable = Combat.CastSpell.castable(g, player, card) || Combat.CastSpell.aidAvailable(g, player, card);
            return stat == Stat.STAMINA && castable ? amount : 0;
        }

        @Override
        public void payPrevention(Game g, int player, int card, Stat stat, int amount) {
            InvestigatorCards.cast(g, player, card, new WardFails(player, amount));
        }
    }

    /** A failed Flesh Ward: the loss it would have stopped is taken after all. */
    record WardFails(int player, int amount) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (!g.lastPassed) g.harm(player, Stat.STAMINA, amount);
            return null;
        }
    }

    /**
     * Voice of Ra: in Upkeep, cast and exhaust for +1 to every skill check this turn. A Stamina
     * token on the card marks a successful cast; the effect ends when the card is refreshed.
     */
    static final class VoiceOfRa implements Hooks.CardAbility {
        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            return when == Hooks.Timing.UPKEEP && InvestigatorCards.canCast(g, player, card);
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            g.cardTokens[card] = 0;
            InvestigatorCards.cast(g, player, card, new VoiceTakes(player, card));
        }

        @Override
        public int checkModifier(Game g, int player, CheckType type) {
            // Special checks already include their base skill's modifier.
            if (type.isSpecial()) return 0;
            int n = 0;
            var cs = g.inv[player].cards;
            for (int k = 0; k < cs.size(); k++) {
                int c = cs.get(k);
                if (g.exhausted[c] && g.cardTokens[c] > 0 && "voice-of-ra".equals(g.content.cardOf(c).hook())) n++;
            }
            return n;
        }
    }

    record VoiceTakes(int player, int card) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (g.lastPassed) g.cardTokens[card] = 1;
            return null;
        }
    }

    /** Mists of Releh: cast and exhaust to pass an Evade check; its casting modifier is the monster's awareness. */
    static final class MistsOfReleh implements Hooks.CardAbility {
        @Override
        public boolean canPassCheck(Game g, int player, int card, SkillCheck check) {
            return check.type() == CheckType.EVADE && opponent(g, player) >= 0
                    && (Combat.CastSpell.castable(g, player, card) || Combat.CastSpell.aidAvailable(g, player, card));
        }

        @Override
        public void passCheck(Game g, int player, int card, SkillCheck check) {
            int awareness = g.awareness(opponent(g, player));
            InvestigatorCards.cast(g, player, card, SkillCheck.of(player, CheckType.SPELL, awareness, 1, "cast Mists of Releh"),
                    new MistsTake(check));
        }
    }

    /** After casting Mists of Releh: the Evade check is passed, or it is made after all. */
    record MistsTake(SkillCheck check) implements Step {
        @Override
        public int owner() {
            return check.player();
        }

        @Override
        public Question run(Game g) {
            if (g.lastPassed) check.pass(g);
            else g.push(check);
            return null;
        }
    }

    /** The monster an Evade check in progress is against: read from the step waiting for its result; -1 if none. */
    static int opponent(Game g, int player) {
        List<Step> stack = g.pendingSteps();
        if (stack.isEmpty()) return -1;
        Step next = stack.get(stack.size() - 1);
        if (next instanceof Gauntlet.Evade e && e.player() == player) return e.monster();
        if (next instanceof Combat c && c.player() == player) return c.monster();
        return -1;
    }
}
