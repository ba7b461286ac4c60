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
import arkham.engine.def.CardDef;
import arkham.engine.def.CheckType;
import arkham.engine.def.Skill;
import arkham.engine.def.Stat;
import arkham.engine.flow.CastSpell;
import arkham.engine.flow.MovementStep;
import arkham.engine.flow.SkillCheck;
import arkham.engine.flow.Status;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Actions of investigator cards: spells cast outside combat, skills, movement aids, Food and Whiskey. */
final class InvestigatorCards {
    private InvestigatorCards() {
    }

    static void register(Hooks h) {
        // Heal: in Upkeep, cast and exhaust; an investigator in the area gains Stamina per success.
        h.card("heal", new TimedSpell(Hooks.Timing.UPKEEP, HealTarget::new));
        // Find Gate: at the start of Other World movement, cast and exhaust to return to Arkham at once.
        h.card("find-gate", new TimedSpell(Hooks.Timing.OTHER_WORLD_MOVEMENT, FindGateReturn::new));
        h.card("marksman", reroll(CheckType.COMBAT));
        h.card("stealth", reroll(CheckType.EVADE));
        h.card("bravery", reroll(CheckType.HORROR));
        h.card("expert-occultist", reroll(CheckType.SPELL));
        h.card("lucky-cigarette-case", new LuckyCigaretteCase());
        h.card("map-of-arkham", new ExtraMovement(1));
        h.card("food", new PreventOne(Stat.STAMINA));
        h.card("whiskey", new PreventOne(Stat.SANITY));
        h.card("motorcycle", new ExtraMovement(2));
        for (Skill s : Skill.values()) h.card("skill-" + s.name().toLowerCase(), new ClueDie(s));
    }

    /** The +1 skill cards: each Clue token spent on a check of that skill adds one more die. */
    record ClueDie(Skill skill) implements Hooks.CardAbility {
        /** The hook id of each skill's card ("skill-luck"), made once rather than at every check. */
        private static final String[] HOOKS = java.util.Arrays.stream(Skill.values())
                .map(s -> "skill-" + s.name().toLowerCase()).toArray(String[]::new);

        @Override
        public int clueDice(Game g, int player, CheckType type) {
            if (type.base != skill) return 0;
            // Several copies each add their die; the engine asks this shared ability once.
            int n = 0;
            var cs = g.inv[player].cards;
            String hook = HOOKS[skill.ordinal()];
            for (int k = 0; k < cs.size(); k++) if (hook.equals(g.content.cardOf(cs.get(k)).hook())) n++;
            return n;
        }
    }

    /** Exhaust to re-roll a check of one type. */
    private static Hooks.CardAbility reroll(CheckType type) {
        return new Hooks.CardAbility() {
            @Override
            public boolean canReroll(Game g, int player, int card, CheckType t) {
                return t == type;
            }
        };
    }

    /** Discard to re-roll any skill check. */
    static final class LuckyCigaretteCase implements Hooks.CardAbility {
        @Override
        public boolean canReroll(Game g, int player, int card, CheckType t) {
            return true;
        }

        @Override
        public boolean payReroll(Game g, int player, int card) {
            g.discard(player, card);
            return true;
        }
    }

    /** Discard to lose one less Sanity or Stamina. */
    record PreventOne(Stat stat) implements Hooks.CardAbility {
        @Override
        public int prevents(Game g, int player, int card, Stat s, int amount) {
            return s == stat ? 1 : 0;
        }
    }

    /** Exhaust for extra movement points during Arkham movement. */
    record ExtraMovement(int points) implements Hooks.CardAbility {
        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            return when == Hooks.Timing.MOVEMENT && !g.exhausted[card] && g.inv[player].movePoints >= 0;
        }

        @Override
        public String useLabel(Game g, int player, int card) {
            return "Exhaust " + g.content.cardOf(card).name() + " for " + arkham.engine.Words.count(points, "more movement point");
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            g.exhausted[card] = true;
            g.inv[player].movePoints += points;
        }
    }

    /** Casts a spell with its own Spell check; {@code then} reads the result. */
    static void cast(Game g, int player, int card, Step then) {
        CardDef d = g.content.cardOf(card);
        cast(g, player, card, SkillCheck.counting(player, CheckType.SPELL, d.castingMod(), 1, "cast " + d.name()), then);
    }

    /**
     * Casts a spell: pays its Sanity cost, exhausts it and makes the Spell check; {@code then} reads
     * the result. Where aid is offered (the Herald's Rites of Magick) the caster chooses first.
     */
    static void cast(Game g, int player, int card, SkillCheck check, Step then) {
        if (CastSpell.aidAvailable(g, player, card)) {
            g.push(new HowToCast(player, card, check, then));
        } else {
            payAndRoll(g, player, card, check, then);
        }
    }

    private static void payAndRoll(Game g, int player, int card, SkillCheck check, Step then) {
        g.exhausted[card] = true;
        if (g.logging()) g.log("spell", player, g.nameOf(player) + " casts " + g.content.cardOf(card).name());
        CastSpell.casting(g, player, card);
        g.then(check, new CastSpell.Result(player, card), then);
        CastSpell.payCost(g, player, card);
    }

    /** Whether a spell may be cast now: with aid, or without its Sanity cost knocking the caster out. */
    static boolean canCast(Game g, int player, int card) {
        return CastSpell.castable(g, player, card)
                && CastSpell.sanityFor(g, player, card) > CastSpell.cost(g, player, card)
                || CastSpell.aidAvailable(g, player, card);
    }

    /** Pay and roll, or accept aid: then the spell is cast without either, once the aid's price is paid. */
    record HowToCast(int player, int card, SkillCheck check, Step then) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            String name = g.content.cardOf(card).name();
            List<Choice> options = new ArrayList<>();
            if (CastSpell.castable(g, player, card)) {
                options.add(new Choice(Target.card(Act.CAST, card), "pay", "Cast " + name + ": pay " + CastSpell.cost(g, player, card)
                        + " Sanity and make the Spell check", 0));
            }
            options.add(new Choice(Target.card(Act.CAST_AIDED, card), "aid", "Cast " + name + " with the Herald's aid: no Sanity cost or Spell check", 1));
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Cast " + name, options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() == 0) {
                payAndRoll(g, player, card, check, then);
                return;
            }
            g.exhausted[card] = true;
            CastSpell.casting(g, player, card);
            CastSpell.succeeded(g, player, card);
            g.then(new Passed(check), then);
            CastSpell.payAid(g, player, card);
        }
    }

    /** An aided cast: the Spell check counts as passed. */
    record Passed(SkillCheck check) implements Step {
        @Override
        public int owner() {
            return check.player();
        }

        @Override
        public Question run(Game g) {
            check.pass(g);
            return null;
        }
    }

    /** A spell cast and exhausted at one point of the turn; a step then acts on the Spell check's result. */
    record TimedSpell(Hooks.Timing timing, java.util.function.IntFunction<Step> then) implements Hooks.CardAbility {
        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            return when == timing && canCast(g, player, card);
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            cast(g, player, card, then.apply(player));
        }
    }

    /** Who the successful Heal restores. */
    record HealTarget(int player) implements Step {
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
                    String name = g.nameOf(q);
                    int n = g.lastSuccesses;
                    options.add(Choice.lazy(Target.investigator(Act.CHOOSE, q), "heal:", q, q, () -> name + " gains " + n + " Stamina"));
                }
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.HEAL, "Heal whom?", options, Map.of("successes", g.lastSuccesses));
        }

        @Override
        public void answer(Game g, Choice c) {
            g.gain(c.value(), Stat.STAMINA, g.lastSuccesses);
        }
    }

    /** After a successful Find Gate: back through an open gate to the world, or lost if there is none. */
    record FindGateReturn(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (!g.lastPassed || !g.board.isOtherWorld(g.inv[player].place)) return null;
            int world = g.board.world(g.inv[player].place);
            List<Choice> options = new ArrayList<>();
            for (int place = 0; place < g.board.size(); place++) {
                if (MovementStep.leadsBack(g, player, place, world)) {
                    options.add(new Choice(Target.gate(Act.RETURN, place), "gate:" + place, "Return through the gate at " + g.board.name(place), place));
                }
            }
            if (options.isEmpty()) {
                Status.lostInTimeAndSpace(g, player);
                return null;
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.RETURN_THROUGH_GATE, "Find Gate: return where?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            MovementStep.returnTo(g, player, c.value());
        }
    }
}
