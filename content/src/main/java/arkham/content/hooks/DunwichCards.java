package arkham.content.hooks;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.def.CheckType;
import arkham.engine.def.Deck;
import arkham.engine.def.Dimension;
import arkham.engine.def.MonsterDef;
import arkham.engine.effect.Stat;
import arkham.engine.flow.Combat;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.SkillCheck;
import arkham.engine.flow.Step;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Abilities of The Dunwich Horror's investigator cards (Common and Unique Items, Spells, Skills,
 * Allies) beyond their printed numbers. Cards without a hook here are data only or not encoded
 * yet (docs/CONTENT-COVERAGE-dunwich.md says which).
 */
final class DunwichCards {
    private DunwichCards() {
    }

    static void register(Hooks h) {
        h.card("exhaust-for-5", new ExhaustWeapon(5, false));
        h.card("exhaust-for-7", new ExhaustWeapon(7, false));
        h.card("exhaust-for-5-magical", new ExhaustWeapon(5, true));
        h.card("exhaust-for-7-magical", new ExhaustWeapon(7, true));
        h.card("dhol-chants", new ItemAbilities.Tome(2, -2, 1,
                ItemAbilities.seq(ItemAbilities.draw(Deck.ALLY), ItemAbilities.lose(Stat.SANITY, 2))));
        h.card("true-magick", new ItemAbilities.Tome(1, -1, 0,
                ItemAbilities.seq(ItemAbilities.gain(Stat.CLUES, 1), ItemAbilities.lose(Stat.SANITY, 1))));
        h.card("golden-trumpet", new TokenWard(Stat.SANITY));
        h.card("lightning-gun", new LightningGun());
        h.card("alchemical-process", new InvestigatorCards.TimedSpell(Hooks.Timing.UPKEEP,
                p -> new AfterCast(p, -1, ItemAbilities.gain(Stat.MONEY, 3))));
        // Bless: cast and discard; the investigator of the caster's choice is Blessed
        h.card("bless", new UpkeepSpell(0, BlessWhom::new));
        // Cloud Memory: cast, exhaust and pay 1 Stamina; he or another investigator here gains 1 Sanity
        h.card("cloud-memory", new UpkeepSpell(1, (player, card) -> new CloudWhom(player)));
        // Greater Banishment: cast and discard; every monster of a chosen dimension but the moon returns to the cup
        h.card("greater-banishment", new UpkeepSpell(0, Banish::new));
        h.card("mythos-lore", new MythosLore());
        h.card("wrack", new Wrack());
        for (arkham.engine.def.Skill k : arkham.engine.def.Skill.values()) {
            h.card("die-bonus-" + k.name().toLowerCase(), new DieBonus(k));
        }
        for (CheckType t : List.of(CheckType.EVADE, CheckType.COMBAT, CheckType.SPELL, CheckType.HORROR)) {
            h.card("clue-success-" + t.name().toLowerCase(), new ClueSuccess(t));
        }
        h.card("ammi-pierce", new ExhaustToPrevent(Stat.SANITY));
        h.card("earl-sawyer", new ExhaustToPrevent(Stat.STAMINA));
        h.card("corinna-jones", new Hooks.CardAbility() {
            @Override
            public void gained(Game g, int player, int card) {
                g.push(new EffectStep(player, ItemAbilities.draw(Deck.SKILL)));
            }

            /** +1 Focus; a Focus some card took to 0 for the turn (Addiction) stays 0. */
            @Override
            public int focus(Game g, int player, int focus) {
                return focus > 0 ? focus + 1 : 0;
            }
        });
        h.card("professor-rice", new Hooks.CardAbility() {
            @Override
            public void gained(Game g, int player, int card) {
                for (int l : g.board.locations()) if (g.board.isUnstable(l) && g.gateAt[l] < 0) g.clues[l]++;
            }
        });
        h.card("zebulon-whateley", new ZebulonWhateley());
    }

    /**
     * A weapon exhausted before a Combat check for a bonus to that check alone (Carbine Rifle,
     * Flamethrower, Fetch Stick, Golden Sword of Y'ha-Talla). It must be held; the monster's
     * resistance or immunity to its kind of bonus applies.
     */
    record ExhaustWeapon(int bonus, boolean magical) implements Hooks.CardAbility {
        @Override
        public boolean canPassCheck(Game g, int player, int card, SkillCheck check) {
            return check.type() == CheckType.COMBAT && !g.exhausted[card] && g.inv[player].held.contains(card);
        }

        @Override
        public String passLabel(Game g, int player, int card) {
            return "Exhaust " + g.content.cardOf(card).name() + " for +" + bonus;
        }

        @Override
        public void passCheck(Game g, int player, int card, SkillCheck check) {
            g.exhausted[card] = true;
            int m = DunwichInvestigators.foughtMonster(g, player);
            int b = bonus;
            if (m >= 0) {
                MonsterDef d = g.monster(m);
                b = magical ? Combat.adjust(bonus, d.magicalResistance(), g.magicalImmunity(m))
                        : Combat.adjust(bonus, d.physicalResistance(), d.physicalImmunity());
            }
            g.push(check.withModifier(check.modifier() + b));
        }
    }

    /** A token on the card prevents 1 loss of the stat; the third token discards it (Golden Trumpet). */
    record TokenWard(Stat stat) implements Hooks.CardAbility {
        @Override
        public int prevents(Game g, int player, int card, Stat s, int amount) {
            return s == stat ? 1 : 0;
        }

        @Override
        public void payPrevention(Game g, int player, int card) {
            if (++g.cardTokens[card] >= 3) g.discard(player, card);
        }
    }

    /** An Ally exhausted to lose 1 less of the stat (Ammi Pierce, Earl Sawyer). */
    record ExhaustToPrevent(Stat stat) implements Hooks.CardAbility {
        @Override
        public int prevents(Game g, int player, int card, Stat s, int amount) {
            return s == stat && !g.exhausted[card] ? 1 : 0;
        }

        @Override
        public void payPrevention(Game g, int player, int card) {
            g.exhausted[card] = true;
        }
    }

    /** Lightning Gun: 1 Sanity, 1 Stamina and the card defeat every monster in the Sky. */
    static final class LightningGun implements Hooks.CardAbility {
        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            if (when == Hooks.Timing.COMBAT || when == Hooks.Timing.OTHER_WORLD_MOVEMENT) return false;
            if (g.inv[player].sanity <= 1 || g.inv[player].stamina <= 1) return false;
            return g.monstersIn(g.board.sky()) > 0;
        }

        @Override
        public String useLabel(Game g, int player, int card) {
            return "Fire the Lightning Gun (1 Sanity, 1 Stamina): defeat every monster in the Sky";
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            g.discard(player, card);
            var sky = g.monstersAt(g.board.sky());
            for (int k = 0; k < sky.size(); k++) Combat.defeated(g, player, sky.get(k));
            g.harmBoth(player, 1, 1);
        }
    }

    /** After a spell's cast: on a success the effect, and the spell discarded when {@code discard} is its card. */
    record AfterCast(int player, int discard, arkham.engine.effect.Effect effect) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (!g.lastPassed) return null;
            if (discard >= 0) g.discard(player, discard);
            g.push(new EffectStep(player, effect));
            return null;
        }
    }

    /**
     * A spell cast in Upkeep whose effect (pushed to run after the casting check) is a choice;
     * {@code stamina} is what the effect will cost, so he must have more than that to cast it.
     */
    record UpkeepSpell(int stamina, java.util.function.BiFunction<Integer, Integer, Step> effect) implements Hooks.CardAbility {
        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            return when == Hooks.Timing.UPKEEP && g.inv[player].stamina > stamina && InvestigatorCards.canCast(g, player, card);
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            InvestigatorCards.cast(g, player, card, effect.apply(player, card));
        }
    }

    record BlessWhom(int player, int card) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (!g.lastPassed) return null;
            List<Choice> options = new ArrayList<>();
            for (int q = 0; q < g.players; q++) {
                if (!g.inv[q].eliminated) options.add(new Choice("bless:" + q, g.nameOf(q) + " is Blessed", q));
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, "Bless whom?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            g.discard(player, card);
            EffectStep.takeCard(g, c.value(), "Blessing");
        }
    }

    record CloudWhom(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (!g.lastPassed) return null;
            List<Choice> options = new ArrayList<>();
            for (int q = 0; q < g.players; q++) {
                if (!g.inv[q].eliminated && g.inv[q].place == g.inv[player].place) {
                    options.add(new Choice("cloud:" + q, g.nameOf(q) + " gains 1 Sanity", q));
                }
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, "Cloud Memory: who gains 1 Sanity?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            g.lose(player, Stat.STAMINA, 1);
            g.gain(c.value(), Stat.SANITY, 1);
        }
    }

    record Banish(int player, int card) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (!g.lastPassed) return null;
            List<Choice> options = new ArrayList<>();
            for (Dimension d : Dimension.values()) {
                if (d != Dimension.CRESCENT) options.add(new Choice("dimension:" + d.name().toLowerCase(), d.name().toLowerCase(), d.ordinal()));
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, "Greater Banishment: which dimension?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            g.discard(player, card);
            Dimension d = Dimension.values()[c.value()];
            for (int m = 0; m < g.monsterWhere.length; m++) {
                int w = g.monsterWhere[m];
                if (w >= 0 && g.monster(m).dimension() == d) g.returnToCup(m);
            }
        }
    }

    /** Dodge, Grapple, Hide, Library Use, Psychology, Spot Hidden: +1 to each die of the skill's checks (its special checks too). */
    /**
     * Wrack: in combat, before a Combat check, cast and exhaust; cast, the combat ends as if he had
     * passed an Evade check (the monster stays). Discarded at the awakening (tag).
     */
    static final class Wrack implements Hooks.CardAbility {
        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            return when == Hooks.Timing.COMBAT && !g.exhausted[card] && InvestigatorCards.canCast(g, player, card);
        }

        @Override
        public String useLabel(Game g, int player, int card) {
            return "Cast Wrack: end the combat as if evaded (Sanity cost " + Combat.CastSpell.cost(g, player, card) + ")";
        }

        @Override
        public void useInCombat(Game g, int player, int card, int monster) {
            InvestigatorCards.cast(g, player, card, new WrackTakes(player));
        }
    }

    /** After casting Wrack: cast, the combat waiting below ends as evaded. */
    record WrackTakes(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (g.lastPassed) g.dunwich.combatEvaded = player;
            return null;
        }
    }

    /** Conceal, Fisticuffs, Mystic Gift, Strong Will: after a check of its type, 2 Clue tokens for 1 more success, as often as he likes. */
    record ClueSuccess(CheckType type) implements Hooks.CardAbility {
        @Override
        public int cluesPerSuccess(Game g, int player, CheckType t) {
            return t == type ? 2 : 0;
        }
    }

    record DieBonus(arkham.engine.def.Skill skill) implements Hooks.CardAbility {
        @Override
        public int dieBonus(Game g, int player, CheckType type) {
            return type.base == skill ? 1 : 0;
        }
    }

    /** Mythos Lore: maximum Sanity 1 lower while owned; exhausted in place of a Clue token. */
    static final class MythosLore implements Hooks.CardAbility {
        @Override
        public void gained(Game g, int player, int card) {
            g.lose(player, Stat.MAX_SANITY, 1);
        }

        @Override
        public void lost(Game g, int player, int card) {
            g.gain(player, Stat.MAX_SANITY, 1);
        }

        @Override
        public boolean spendsAsClue(Game g, int player, int card) {
            return !g.exhausted[card];
        }

        @Override
        public boolean standsInForSealClue(Game g, int player, int card) {
            return !g.exhausted[card];
        }

        @Override
        public String asClueLabel(Game g, int player, int card) {
            return "Exhaust Mythos Lore instead of a Clue token";
        }

        @Override
        public void payAsClue(Game g, int player, int card) {
            g.exhausted[card] = true;
        }
    }

    /** Zebulon Whateley: exhaust to refresh one of his owner's exhausted Spells. */
    static final class ZebulonWhateley implements Hooks.CardAbility {
        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            return !g.exhausted[card] && exhaustedSpell(g, player) >= 0;
        }

        @Override
        public String useLabel(Game g, int player, int card) {
            return "Exhaust Zebulon Whateley to refresh " + g.content.cardOf(exhaustedSpell(g, player)).name();
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            g.exhausted[card] = true;
            g.exhausted[exhaustedSpell(g, player)] = false;
        }

        private static int exhaustedSpell(Game g, int player) {
            var cs = g.inv[player].cards;
            for (int k = 0; k < cs.size(); k++) {
                int c = cs.get(k);
                if (g.exhausted[c] && g.content.cardOf(c).isSpell()) return c;
            }
            return -1;
        }
    }
}
