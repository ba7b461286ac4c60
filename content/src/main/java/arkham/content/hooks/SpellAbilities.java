package arkham.content.hooks;

import arkham.engine.Check;
import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Phase;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.CardDef;
import arkham.engine.def.CheckType;
import arkham.engine.def.Stat;
import arkham.engine.flow.CastSpell;
import arkham.engine.flow.Combat;
import arkham.engine.flow.Gauntlet;
import arkham.engine.flow.Harm;
import arkham.engine.flow.SkillCheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Spells cast outside a Combat check's weapon bonuses: Flesh Ward, Voice of Ra, Mists of Releh,
 * and those cast during a combat: Bind Monster, Enchant Weapon, Red Sign of Shudde M'ell.
 */
final class SpellAbilities {
    private SpellAbilities() {
    }

    static void register(Hooks h) {
        h.card("flesh-ward", new FleshWard());
        h.card("voice-of-ra", new VoiceOfRa());
        h.card("mists-of-releh", new MistsOfReleh());
        h.card("bind-monster", new BindMonster());
        h.card("enchant-weapon", new EnchantWeapon());
        h.card("red-sign", new RedSign());
    }

    /** Flesh Ward: cast and exhaust to ignore all of one Stamina loss; a failed cast lets it land. */
    static final class FleshWard implements Hooks.CardAbility {
        @Override
        public int prevents(Game g, int player, int card, Stat stat, int amount) {
            boolean castable = CastSpell.castable(g, player, card) || CastSpell.aidAvailable(g, player, card);
            return stat == Stat.STAMINA && castable ? amount : 0;
        }

        @Override
        public boolean payPrevention(Game g, int player, int card, Stat stat, int amount) {
            InvestigatorCards.cast(g, player, card, new WardFails(player, amount));
            return true;
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
            if (!g.lastPassed) Harm.harm(g, player, Stat.STAMINA, amount);
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

    /** Mists of Releh: an exhausting cast that makes an Evade check pass; its casting modifier is the monster's awareness. */
    static final class MistsOfReleh implements Hooks.CardAbility {
        @Override
        public boolean canPassCheck(Game g, int player, int card, Check check) {
            return check.type() == CheckType.EVADE && opponent(g, player) >= 0
                    && (CastSpell.castable(g, player, card) || CastSpell.aidAvailable(g, player, card));
        }

        @Override
        public void passCheck(Game g, int player, int card, Check check) {
            int awareness = g.awareness(opponent(g, player));
            InvestigatorCards.cast(g, player, card, SkillCheck.of(player, CheckType.SPELL, awareness, 1, "cast Mists of Releh"),
                    new MistsTake(check));
        }
    }

    /** After casting Mists of Releh: the Evade check is passed, or it is made after all. */
    record MistsTake(Check check) implements Step {
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

    /**
     * Bind Monster: with both hands free, cast it instead of rolling a Combat check (never against
     * the Ancient One); the Spell check needs as many successes as the monster's toughness. It is
     * exhausted when cast and discarded when it takes effect, passing the Combat check.
     */
    static final class BindMonster implements Hooks.CardAbility {
        @Override
        public boolean canPassCheck(Game g, int player, int card, Check check) {
            return check.type() == CheckType.COMBAT && g.phase != Phase.FINAL_BATTLE && opponent(g, player) >= 0
                    && LurkerCards.handsFree(g, player, card) && InvestigatorCards.canCast(g, player, card);
        }

        @Override
        public void passCheck(Game g, int player, int card, Check check) {
            int monster = opponent(g, player);
            CardDef d = g.content.cardOf(card);
            LurkerCards.takeHands(g, player, card);
            g.exhausted[card] = true;
            CastSpell.casting(g, player, card);
            g.then(SkillCheck.of(player, CheckType.SPELL, d.castingMod(), Combat.toughness(g, player, monster), "cast " + d.name()),
                    new CastSpell.Result(player, card), new BindTakes(check, card));
            CastSpell.payCost(g, player, card);
        }
    }

    /** After casting Bind Monster: the Combat check is passed and the spell discarded, or the check is made after all. */
    record BindTakes(Check check, int card) implements Step {
        @Override
        public int owner() {
            return check.player();
        }

        @Override
        public Question run(Game g) {
            if (!g.lastPassed) {
                g.push(check);
                return null;
            }
            g.discard(check.player(), card);
            check.pass(g);
            return null;
        }
    }

    /** Hands free for a spell in the current combat. */
    static int freeHands(Game g, int player) {
        return Combat.freeHands(g, player, true);
    }

    /**
     * Enchant Weapon: in combat, cast and exhaust; on a success a held physical weapon gives its
     * bonus as a magical one until the combat ends. The spell's Stamina token names the weapon
     * (weapon + 1); the effect holds while the spell counts as cast in this combat.
     */
    static final class EnchantWeapon implements Hooks.CardAbility {
        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            return when == Hooks.Timing.COMBAT && !physicalWeapons(g, player).isEmpty() && InvestigatorCards.canCast(g, player, card);
        }

        @Override
        public String useLabel(Game g, int player, int card) {
            return "Cast Enchant Weapon on a held weapon (Sanity cost " + CastSpell.cost(g, player, card) + ")";
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            g.cardTokens[card] = 0;
            InvestigatorCards.cast(g, player, card, new Enchant(player, card));
        }

        @Override
        public boolean magicalWeapon(Game g, int player, int weapon) {
            var cast = g.inv[player].castOk;
            for (int k = 0; k < cast.size(); k++) {
                int c = cast.get(k);
                if (g.cardTokens[c] == weapon + 1 && "enchant-weapon".equals(g.content.cardOf(c).hook())) return true;
            }
            return false;
        }
    }

    /** Held weapons with a physical bonus. */
    static List<Integer> physicalWeapons(Game g, int player) {
        List<Integer> r = new ArrayList<>();
        var held = g.inv[player].held;
        for (int k = 0; k < held.size(); k++) if (g.content.cardOf(held.get(k)).physical() > 0) r.add(held.get(k));
        return r;
    }

    /** After casting Enchant Weapon: the investigator picks the held weapon it enchants. */
    record Enchant(int player, int card) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (!g.lastPassed) return null;
            List<Choice> options = new ArrayList<>();
            for (int w : physicalWeapons(g, player)) options.add(new Choice(Target.card(Act.CHOOSE, w), "enchant:" + w, "Enchant " + g.content.cardOf(w).name(), w));
            if (options.isEmpty()) return null;
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Enchant Weapon: which weapon?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            g.cardTokens[card] = c.value() + 1;
            g.inv[player].castOk.add(card);
        }
    }

    /**
     * Red Sign of Shudde M'ell: in combat, hold it in one hand and cast it; on a success the
     * monster's toughness is 1 lower (at least 1) and one of its abilities other than Magical
     * Immunity is ignored, while the spell is held this combat. Its Stamina token names the
     * ability (index in {@link #ABILITIES} + 1). Nightmarish is not offered: its Horror check is past.
     * Ignoring the "special" ability also takes away the toughness and combat rating that the
     * monster's own ability and the Ancient One's worshipper abilities give it (a Maniac at terror 6,
     * the Haunter of the Dark in the Blackest Night, Ithaqua's Cultists, ...), but not an Ancient
     * One's power over all monsters (Shub-Niggurath's +1 toughness).
     */
    static final class RedSign implements Hooks.CardAbility {
        static final List<String> ABILITIES = List.of("ambush", "endless", "overwhelming", "physical-resistance",
                "physical-immunity", "magical-resistance", "special");

        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            return when == Hooks.Timing.COMBAT && !g.inv[player].held.contains(card)
                    && LurkerCards.handsFree(g, player, card) && InvestigatorCards.canCast(g, player, card);
        }

        @Override
        public String useLabel(Game g, int player, int card) {
            return "Cast Red Sign of Shudde M'ell (Sanity cost " + CastSpell.cost(g, player, card) + ")";
        }

        @Override
        public void useInCombat(Game g, int player, int card, int monster) {
            g.cardTokens[card] = 0;
            LurkerCards.takeHands(g, player, card);
            g.inv[player].held.add(card);
            InvestigatorCards.cast(g, player, card, new RedSignTakes(player, card, monster));
        }

        @Override
        public int combatToughness(Game g, int player, int monster) {
            int t = -active(g, player).size();
            if (ignoresMonsterAbility(g, player, monster, "special")) {
                Hooks.MonsterAbility a = g.content.monsterAbility(monster);
                if (a != null) t -= a.toughnessBonus(g, monster);
                t -= AncientOnes.worshipperToughness(g, monster);
            }
            return t;
        }

        @Override
        public int combatRatingAgainst(Game g, int player, int monster) {
            if (!ignoresMonsterAbility(g, player, monster, "special")) return 0;
            Hooks.MonsterAbility a = g.content.monsterAbility(monster);
            return -(a == null ? 0 : a.combatRatingBonus(g, monster)) - AncientOnes.worshipperCombatRating(g, monster);
        }

        @Override
        public boolean ignoresMonsterAbility(Game g, int player, int monster, String ability) {
            for (int c : active(g, player)) if (g.cardTokens[c] == ABILITIES.indexOf(ability) + 1) return true;
            return false;
        }

        /** Red Signs held and successfully cast in the current combat. */
        private static List<Integer> active(Game g, int player) {
            List<Integer> r = new ArrayList<>();
            var i = g.inv[player];
            for (int k = 0; k < i.held.size(); k++) {
                int c = i.held.get(k);
                if (i.castOk.contains(c) && "red-sign".equals(g.content.cardOf(c).hook())) r.add(c);
            }
            return r;
        }
    }

    /** After casting the Red Sign: on a success it takes effect and the investigator names the ability to ignore. */
    record RedSignTakes(int player, int card, int monster) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (!g.lastPassed) return null;
            g.inv[player].castOk.add(card);
            List<Choice> options = new ArrayList<>();
            for (int k = 0; k < RedSign.ABILITIES.size(); k++) {
                String a = RedSign.ABILITIES.get(k);
                if (has(g, a)) options.add(new Choice(Target.option(Act.CHOOSE, k), "ignore:" + a, "Ignore its " + (a.equals("special") ? "special ability"
                        : a.replace('-', ' ')), k + 1));
            }
            if (options.isEmpty()) return null;
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Red Sign: which ability of the " + g.monster(monster).name()
                    + " to ignore?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            g.cardTokens[card] = c.value();
        }

        private boolean has(Game g, String ability) {
            var m = g.monster(monster);
            return switch (ability) {
                case "ambush" -> m.ambush();
                case "endless" -> m.endless();
                case "overwhelming" -> m.overwhelming() > 0;
                case "physical-resistance" -> m.physicalResistance();
                case "physical-immunity" -> m.physicalImmunity();
                case "magical-resistance" -> m.magicalResistance();
                default -> g.content.monsterAbility(monster) != null || AncientOnes.worshipperToughness(g, monster) != 0
                        || AncientOnes.worshipperCombatRating(g, monster) != 0;
            };
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
