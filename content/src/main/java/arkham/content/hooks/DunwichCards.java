package arkham.content.hooks;

import arkham.engine.Check;
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
import arkham.engine.def.Dimension;
import arkham.engine.def.MonsterDef;
import arkham.engine.def.Stat;
import arkham.engine.flow.CastSpell;
import arkham.engine.flow.Combat;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.Harm;

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
        h.card("call-friend", new CallFriend());
        h.card("foresee", new Foresee());
        h.card("lure-monster", new LureMonster());
        h.card("summon-shantak", new InvestigatorCards.TimedSpell(Hooks.Timing.MOVEMENT, ShantakFlies::new));
        h.card("vision-quest", new VisionQuest());
        // De Vermiis Mysteriis: 2 movement points, Lore (-2); a pass closes any gate (not sealed), costs 1 Sanity and discards it
        h.card("de-vermiis-mysteriis", new ItemAbilities.Tome(2, -2, 1,
                ItemAbilities.seq(new arkham.engine.def.Effect.Hook("enc-close-gate", null), ItemAbilities.lose(Stat.SANITY, 1))));
        h.card("mi-go-brain-case", new MiGoBrainCase());
        h.card("seven-cryptical-books", new SevenCrypticalBooks());
    }

    /** The instance of a card of this ability that he holds, ready (not exhausted); -1 if none. */
    static int readyCard(Game g, int player, Hooks.CardAbility a) {
        var cs = g.inv[player].cards;
        for (int k = 0; k < cs.size(); k++) {
            int c = cs.get(k);
            if (!g.exhausted[c] && g.content.cardAbility(c) == a) return c;
        }
        return -1;
    }

    /**
     * Call Friend: in the Movement Phase (in Arkham or an Other World), cast and exhaust; an
     * investigator in Arkham whose movement is still to come this turn is brought to the caster's
     * area and does not move this turn (his movement, when it comes, is skipped).
     */
    static final class CallFriend implements Hooks.CardAbility {
        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            return (when == Hooks.Timing.MOVEMENT || when == Hooks.Timing.OTHER_WORLD_MOVEMENT)
                    && InvestigatorCards.canCast(g, player, card) && !friends(g, player).isEmpty();
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            InvestigatorCards.cast(g, player, card, new CallWhom(player));
        }

        /** Investigators in Arkham after him in this turn's order, not where he is. */
        static List<Integer> friends(Game g, int player) {
            List<Integer> r = new ArrayList<>();
            int seat = (player - g.first + g.players) % g.players;
            for (int k = seat + 1; k < g.players; k++) {
                int q = (g.first + k) % g.players;
                if (!g.inv[q].eliminated && g.board.inArkham(g.inv[q].place) && g.inv[q].place != g.inv[player].place) r.add(q);
            }
            return r;
        }
    }

    record CallWhom(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (!g.lastPassed) return null;
            List<Choice> options = new ArrayList<>();
            for (int q : CallFriend.friends(g, player)) options.add(new Choice(Target.investigator(Act.CHOOSE, q), "call:" + q, "Bring " + g.nameOf(q) + " here", q));
            if (options.isEmpty()) return null;
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Call Friend: whom do you bring?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            int q = c.value();
            g.moveInvestigator(q, g.inv[player].place);
            g.dunwich.calledFriends |= 1 << q;
            if (g.logging()) g.log("move", q, g.nameOf(q) + " is called to " + g.board.name(g.inv[player].place) + " and will not move this turn");
        }
    }

    /**
     * Foresee: after any skill check of his, cast and exhaust to roll it again (the engine's
     * re-roll; {@link Hooks.CardAbility#rerollsByCast}): a failed cast leaves the roll as it was.
     */
    static final class Foresee implements Hooks.CardAbility {
        @Override
        public boolean canReroll(Game g, int player, int card, CheckType type) {
            // cast the ordinary way (Sanity and a Spell check), the engine's re-roll by cast
            return CastSpell.castable(g, player, card)
                    && CastSpell.sanityFor(g, player, card) > CastSpell.cost(g, player, card);
        }

        @Override
        public boolean rerollsByCast() {
            return true;
        }
    }

    /**
     * Lure Monster: in Upkeep, while in Arkham, cast and exhaust; one monster on the board (the
     * Sky too, not the Outskirts) of his choice comes to his area.
     */
    static final class LureMonster implements Hooks.CardAbility {
        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            return when == Hooks.Timing.UPKEEP && g.board.inArkham(g.inv[player].place)
                    && InvestigatorCards.canCast(g, player, card) && !lurable(g, player).isEmpty();
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            InvestigatorCards.cast(g, player, card, new LureWhich(player));
        }

        /**
         * Monsters in Arkham's areas or the Sky, not already where he is; never the Dunwich Horror,
         * whose place is Sentinel Hill while its track is full (as the Science Building's machine leaves it).
         */
        static List<Integer> lurable(Game g, int player) {
            List<Integer> r = new ArrayList<>();
            for (int m = 0; m < g.monsterWhere.length; m++) {
                int w = g.monsterWhere[m];
                if (w != g.inv[player].place && m != g.content.dunwichHorrorMarker
                        && (g.board.inArkham(w) || w >= 0 && w == g.board.sky())) r.add(m);
            }
            return r;
        }
    }

    record LureWhich(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (!g.lastPassed) return null;
            List<Choice> options = new ArrayList<>();
            for (int m : LureMonster.lurable(g, player)) {
                options.add(new Choice(Target.monster(Act.CHOOSE, m), "monster:" + m, "Lure the " + g.monster(m).name() + " from " + g.board.name(g.monsterWhere[m]), m));
            }
            if (options.isEmpty()) return null;
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Lure Monster: which monster comes to you?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            g.monsterWhere[c.value()] = g.inv[player].place;
            if (g.logging()) g.log("monster", player, "The " + g.monster(c.value()).name() + " is lured to " + g.board.name(g.inv[player].place));
        }
    }

    /** Summon Shantak, cast: 1 more movement point, and no monster met in his areas this turn. */
    record ShantakFlies(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (!g.lastPassed) return null;
            g.inv[player].movePoints++;
            g.dunwich.passingMonsters |= 1 << player;
            return null;
        }
    }

    /**
     * Vision Quest: once his Arkham movement has ended, cast and exhaust to take every Clue token
     * on the board in his neighbourhood (its locations).
     */
    static final class VisionQuest implements Hooks.CardAbility {
        @Override
        public boolean actsAtEndOfMovement(Game g, int player) {
            int c = readyCard(g, player, this);
            return c >= 0 && InvestigatorCards.canCast(g, player, c) && cluesAround(g, player) > 0;
        }

        @Override
        public void endOfMovement(Game g, int player) {
            g.push(new VisionOffer(player, readyCard(g, player, this)));
        }

        static List<Integer> neighbourhood(Game g, int player) {
            int place = g.inv[player].place;
            return g.board.locationsOf(g.board.isStreet(place) ? place : g.board.street(place));
        }

        static int cluesAround(Game g, int player) {
            int n = 0;
            for (int l : neighbourhood(g, player)) n += g.clues[l];
            return n;
        }
    }

    record VisionOffer(int player, int card) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            // traded away in the moment to trade after movement, which comes before this offer
            if (g.cardWhere[card] != player) return null;
            int n = VisionQuest.cluesAround(g, player);
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.USE_CARD, "Vision Quest at the end of your movement?", List.of(
                    new Choice(Target.card(Act.CAST, card), "cast", "Cast Vision Quest for the " + Stat.CLUES.amount(n) + " in this neighbourhood", 1),
                    new Choice(Target.PASS, "decline", "Do not cast it", 0)), Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() == 1) InvestigatorCards.cast(g, player, card, new VisionTakes(player));
        }
    }

    record VisionTakes(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (!g.lastPassed) return null;
            for (var m : g.modifiers(player, arkham.engine.Modifiers.Hook.PREVENTS_CLUE_PICKUP)) if (m.preventsCluePickup(g, player)) return null;
            int n = 0;
            for (int l : VisionQuest.neighbourhood(g, player)) {
                n += g.clues[l];
                g.clues[l] = 0;
            }
            g.gain(player, Stat.CLUES, n);
            return null;
        }
    }

    /**
     * Mi-Go Brain Case: in Arkham, before any movement point is spent, exhaust it and spend them
     * all to change places with another investigator or a monster in Arkham.
     */
    static final class MiGoBrainCase implements Hooks.CardAbility {
        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            var i = g.inv[player];
            return when == Hooks.Timing.MOVEMENT && !g.exhausted[card] && i.movePoints > 0 && i.pointsSpent == 0
                    && !swaps(g, player).isEmpty();
        }

        @Override
        public String useLabel(Game g, int player, int card) {
            return "Exhaust the Mi-Go Brain Case and all your movement points to change places";
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            g.push(new Swap(player, card));
        }

        /** Choices: investigators (value p) and monsters (value 100 + marker, not the Dunwich Horror) in Arkham, elsewhere than he is. */
        static List<Choice> swaps(Game g, int player) {
            List<Choice> r = new ArrayList<>();
            int here = g.inv[player].place;
            for (int q = 0; q < g.players; q++) {
                int w = g.inv[q].place;
                if (q != player && !g.inv[q].eliminated && g.board.inArkham(w) && w != here) {
                    r.add(new Choice(Target.investigator(Act.CHOOSE, q), "swap:" + q, "Change places with " + g.nameOf(q) + " at " + g.board.name(w), q));
                }
            }
            for (int m = 0; m < g.monsterWhere.length; m++) {
                int w = g.monsterWhere[m];
                if (g.board.inArkham(w) && w != here && m != g.content.dunwichHorrorMarker) {
                    r.add(new Choice(Target.monster(Act.CHOOSE, m), "swap-monster:" + m, "Change places with the " + g.monster(m).name() + " at " + g.board.name(w), MONSTER + m));
                }
            }
            return r;
        }

        static final int MONSTER = 100;
    }

    record Swap(int player, int card) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = MiGoBrainCase.swaps(g, player);
            if (options.isEmpty()) return null;
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Mi-Go Brain Case: change places with whom?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            g.exhausted[card] = true;
            arkham.engine.flow.MovementStep.spend(g, player, g.inv[player].movePoints);
            int here = g.inv[player].place;
            if (c.value() >= MiGoBrainCase.MONSTER) {
                int m = c.value() - MiGoBrainCase.MONSTER;
                g.moveInvestigator(player, g.monsterWhere[m]);
                g.monsterWhere[m] = here;
            } else {
                g.moveInvestigator(player, g.inv[c.value()].place);
                g.moveInvestigator(c.value(), here);
            }
            if (g.logging()) g.log("move", player, g.nameOf(player) + " changes places and is now at " + g.board.name(g.inv[player].place));
        }
    }

    /** Seven Cryptical Books of Hsan: exhausted in place of 1 Sanity of a spell's cost (used whenever a cost has a Sanity to spare). */
    static final class SevenCrypticalBooks implements Hooks.CardAbility {
        @Override
        public boolean paysSpellSanity(Game g, int player, int card) {
            return readyCard(g, player, this) >= 0;
        }

        @Override
        public void paySpellSanity(Game g, int player, int card) {
            g.exhausted[readyCard(g, player, this)] = true;
        }
    }

    /**
     * A weapon exhausted before a Combat check for a bonus to that check alone (Carbine Rifle,
     * Flamethrower, Fetch Stick, Golden Sword of Y'ha-Talla). It must be held; the monster's
     * resistance or immunity to its kind of bonus applies.
     */
    record ExhaustWeapon(int bonus, boolean magical) implements Hooks.CardAbility {
        @Override
        public boolean canPassCheck(Game g, int player, int card, Check check) {
            return check.type() == CheckType.COMBAT && !g.exhausted[card] && g.inv[player].held.contains(card);
        }

        @Override
        public String passLabel(Game g, int player, int card) {
            return "Exhaust " + g.content.cardOf(card).name() + " for +" + bonus;
        }

        @Override
        public void passCheck(Game g, int player, int card, Check check) {
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
        public boolean payPrevention(Game g, int player, int card) {
            if (++g.cardTokens[card] >= 3) g.discard(player, card);
            return true;
        }
    }

    /** An Ally exhausted to lose 1 less of the stat (Ammi Pierce, Earl Sawyer). */
    record ExhaustToPrevent(Stat stat) implements Hooks.CardAbility {
        @Override
        public int prevents(Game g, int player, int card, Stat s, int amount) {
            return s == stat && !g.exhausted[card] ? 1 : 0;
        }

        @Override
        public boolean payPrevention(Game g, int player, int card) {
            g.exhausted[card] = true;
            return true;
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
            Harm.harmBoth(g, player, 1, 1);
        }
    }

    /** After a spell's cast: on a success the effect, and the spell discarded when {@code discard} is its card. */
    record AfterCast(int player, int discard, arkham.engine.def.Effect effect) implements Step {
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
                if (!g.inv[q].eliminated) options.add(new Choice(Target.investigator(Act.CHOOSE, q), "bless:" + q, g.nameOf(q) + " is Blessed", q));
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.BLESS, "Bless whom?", options, Map.of());
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
                    options.add(new Choice(Target.investigator(Act.CHOOSE, q), "cloud:" + q, g.nameOf(q) + " gains 1 Sanity", q));
                }
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.HEAL, "Cloud Memory: who gains 1 Sanity?", options, Map.of());
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
                if (d != Dimension.CRESCENT) options.add(new Choice(Target.dimension(Act.CHOOSE, d), "dimension:" + d.name().toLowerCase(), d.name().toLowerCase(), d.ordinal()));
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Greater Banishment: which dimension?", options, Map.of());
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
            return "Cast Wrack: end the combat as if evaded (Sanity cost " + CastSpell.cost(g, player, card) + ")";
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
        public boolean payAsClue(Game g, int player, int card) {
            g.exhausted[card] = true;
            return true;
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
