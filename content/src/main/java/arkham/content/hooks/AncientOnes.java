package arkham.content.hooks;

import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Phase;
import arkham.engine.Question;
import arkham.engine.Step;
import arkham.engine.def.Amount;
import arkham.engine.def.CheckType;
import arkham.engine.def.Cost;
import arkham.engine.def.Effect;
import arkham.engine.def.MovementType;
import arkham.engine.def.Stat;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.Harm;
import arkham.engine.flow.Knockout;
import arkham.engine.flow.SkillCheck;
import arkham.engine.flow.Status;
import arkham.engine.state.IntList;

import java.util.List;

/**
 * The eight core Ancient Ones (rulebook p.19-20, 22): worshippers, powers, start of battle and
 * attack. Most attacks are a check whose modifier starts at +1 and drops by 1 each round.
 * Worshippers' ratings, movement and defences are changed here; what changes a worshipper's
 * damage or what happens when it is defeated lives in {@link Monsters}.
 */
final class AncientOnes {
    private AncientOnes() {
    }

    static void register(Hooks h) {
        h.ancientOne("azathoth", new Azathoth());
        h.ancientOne("cthulhu", new Cthulhu());
        h.ancientOne("hastur", new Hastur());
        h.ancientOne("ithaqua", new Ithaqua());
        h.ancientOne("nyarlathotep", new Nyarlathotep());
        h.ancientOne("shub-niggurath", new ShubNiggurath());
        h.ancientOne("yig", new Yig());
        h.ancientOne("yog-sothoth", new YogSothoth());
    }

    /** True when the Ancient One in play is the one with this hook id. */
    static boolean is(Game g, String hook) {
        return g.ancientOneDef() != null && hook.equals(g.ancientOneDef().hook());
    }

    static boolean isMonster(Game g, int monsterKind, String name) {
        return arkham.content.load.ContentReader.baseName(g.content.monsters.get(monsterKind).name()).equalsIgnoreCase(name);
    }

    /** Whether a monster marker is one of the Cultists, the worshippers of most Ancient Ones. */
    static boolean isCultist(Game g, int monster) {
        return isMonster(g, g.content.monsterKind[monster], "Cultist");
    }

    /**
     * The part of an Ancient One's changes to monsters that its worshipper abilities make (the
     * sheet grants them to those monsters, so a Red Sign may ignore them), as opposed to its power.
     */
    interface Worshippers {
        default int worshipperToughness(Game g, int monster) {
            return 0;
        }

        default int worshipperCombatRating(Game g, int monster) {
            return 0;
        }
    }

    /** Toughness the Ancient One's worshipper abilities give this monster. */
    static int worshipperToughness(Game g, int monster) {
        return g.ancientOneHooks() instanceof Worshippers w ? w.worshipperToughness(g, monster) : 0;
    }

    /** Combat rating the Ancient One's worshipper abilities give this monster. */
    static int worshipperCombatRating(Game g, int monster) {
        return g.ancientOneHooks() instanceof Worshippers w ? w.worshipperCombatRating(g, monster) : 0;
    }

    /** The attack check modifier: +1 in the first round, one less each round after. */
    static int attackModifier(Game g) {
        return 2 - Math.max(1, g.battleRound);
    }

    /** Pushes, for every investigator still in the battle in turn order, a check followed by its consequence. */
    static void eachMakes(Game g, CheckType type, String reason, Penalty penalty) {
        int[] order = g.turnOrder();
        int mod = attackModifier(g);
        for (int k = order.length - 1; k >= 0; k--) {
            g.then(SkillCheck.of(order[k], type, mod, 1, reason), new AfterAttack(order[k], penalty));
        }
    }

    /** What failing (or surviving) an Ancient One's attack check costs. */
    enum Penalty {
        SANITY_2, STAMINA_2, SANITY_AND_STAMINA, CLUE, MONSTER_TROPHY, GATE_TROPHY;

        void apply(Game g, int p, boolean passed) {
            if (!passed) {
                // Sanity and Stamina losses are harm: Strong Mind / Strong Body and cards that
                // prevent losses apply to an Ancient One's attack as to any other.
                switch (this) {
                    case SANITY_2 -> Harm.harm(g, p, Stat.SANITY, 2);
                    case STAMINA_2 -> Harm.harm(g, p, Stat.STAMINA, 2);
                    case SANITY_AND_STAMINA -> Harm.harmBoth(g, p, 1, 1);
                    case CLUE -> g.lose(p, Stat.CLUES, 1);
                    case MONSTER_TROPHY -> Trophies.spendMonster(g, p);
                    case GATE_TROPHY -> Trophies.spendGate(g, p);
                }
            }
            // Whoever has none left of what the attack takes is devoured, pass or fail.
            boolean none = switch (this) {
                case CLUE -> g.inv[p].clues == 0;
                case MONSTER_TROPHY -> g.monsterTrophies(p) == 0;
                case GATE_TROPHY -> g.gateTrophies(p) == 0;
                default -> false;
            };
            if (none && !g.inv[p].eliminated) Status.devour(g, p);
        }
    }

    /** Applies an attack's consequence from the result of the check just made. */
    record AfterAttack(int player, Penalty penalty) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (!g.inv[player].eliminated) penalty.apply(g, player, g.lastPassed);
            return null;
        }
    }

    /** Devours every investigator in the battle who has nothing left of what the attack takes. */
    static void devourThoseWithout(Game g, Penalty penalty) {
        for (int p : g.turnOrder()) penalty.apply(g, p, true);
    }

    /** Maniacs +1 toughness; awakening ends the game (no combat rating, handled by the battle). */
    static final class Azathoth implements Hooks.AncientOne, Worshippers {
        @Override
        public int worshipperToughness(Game g, int monster) {
            return toughnessBonus(g, g.content.monsterKind[monster]);
        }

        @Override
        public int toughnessBonus(Game g, int monsterKind) {
            return isMonster(g, monsterKind, "Maniac") ? 1 : 0;
        }

        @Override
        public void attack(Game g) {
            // Never reached: Azathoth destroys the world when he awakens.
        }
    }

    /**
     * Maximum Sanity and Stamina 1 lower for everyone. Attack: each lowers one maximum of his
     * choice, then a doom token returns to the track.
     */
    static final class Cthulhu implements Hooks.AncientOne {
        /** Cultists: horror rating -2 (printed they have none) and 2 Sanity horror damage. */
        @Override
        public int monsterHorrorRating(Game g, int monster) {
            return isCultist(g, monster) ? -2 : 0;
        }

        @Override
        public int monsterHorrorDamage(Game g, int monster) {
            return isCultist(g, monster) ? 2 : 0;
        }

        @Override
        public void startOfGame(Game g) {
            for (int p = 0; p < g.players; p++) newInvestigator(g, p);
        }

        @Override
        public void newInvestigator(Game g, int player) {
            g.lose(player, Stat.MAX_SANITY, 1);
            g.lose(player, Stat.MAX_STAMINA, 1);
        }

        @Override
        public void attack(Game g) {
            Effect choice = new Effect.Choose("Cthulhu attacks: lower a maximum by 1", List.of(
                    new Effect.Option("Lower maximum Sanity", Cost.FREE, new Effect.Lose(Stat.MAX_SANITY, Amount.of(1))),
                    new Effect.Option("Lower maximum Stamina", Cost.FREE, new Effect.Lose(Stat.MAX_STAMINA, Amount.of(1)))));
            g.push(new RegainDoom());
            int[] order = g.turnOrder();
            for (int k = order.length - 1; k >= 0; k--) g.push(new EffectStep(order[k], choice));
        }
    }

    /** After Cthulhu's attack one doom token goes back on his track, if it has room. */
    record RegainDoom() implements Step {
        @Override
        public Question run(Game g) {
            int track = g.ancientOneDef().doomTrack();
            if (g.doom < track && g.outcome() == null) {
                g.doom++;
                g.log("doom", -1, "Cthulhu regains a doom token (" + g.doom + "/" + track + ")");
            }
            return null;
        }
    }

    /**
     * Cultists fly, combat rating -2. Sealing a gate takes 8 Clue tokens. Combat rating -X where
     * X is the terror level when he awakens: the data gives rating 0 and the battle's Combat
     * checks take -terror here (nothing raises the terror level once the battle has begun).
     * Attack: Luck or lose 2 Sanity.
     */
    static final class Hastur implements Hooks.AncientOne, Worshippers {
        @Override
        public int worshipperCombatRating(Game g, int monster) {
            return monsterCombatRating(g, monster);
        }

        @Override
        public int checkModifier(Game g, int player, CheckType type) {
            return type == CheckType.COMBAT && g.phase == Phase.FINAL_BATTLE ? -g.terror : 0;
        }

        @Override
        public int sealCost(Game g, int player) {
            return 3;
        }

        @Override
        public int monsterCombatRating(Game g, int monster) {
            return isCultist(g, monster) ? -3 : 0; // printed +1
        }

        @Override
        public MovementType monsterMovement(Game g, int monster, MovementType movement) {
            return isCultist(g, monster) ? MovementType.FLYING : movement;
        }

        @Override
        public CheckType attackCheck() {
            return CheckType.LUCK;
        }

        @Override
        public void attack(Game g) {
            eachMakes(g, attackCheck(), "Hastur's attack", Penalty.SANITY_2);
        }
    }

    /**
     * Cultists +2 toughness. At the end of every Mythos Phase each investigator in a street loses
     * 1 Stamina; Weather cards are discarded without their Environment ability (their gate, Clue
     * and monster movement still happen). Start of battle: a die per item, lost unless a success.
     * Attack: Fight or lose 2 Stamina.
     */
    static final class Ithaqua implements Hooks.AncientOne, Worshippers {
        @Override
        public int worshipperToughness(Game g, int monster) {
            return toughnessBonus(g, g.content.monsterKind[monster]);
        }

        @Override
        public int toughnessBonus(Game g, int monsterKind) {
            return isMonster(g, monsterKind, "Cultist") ? 2 : 0;
        }

        @Override
        public boolean actsAtEndOfMythos() {
            return true;
        }

        @Override
        public void endOfMythos(Game g) {
            if (g.awakened) return;
            int[] order = g.turnOrder();
            for (int k = order.length - 1; k >= 0; k--) {
                int p = order[k];
                if (g.board.isStreet(g.inv[p].place)) Harm.harm(g, p, Stat.STAMINA, 1);
            }
        }

        @Override
        public boolean cancelsMythos(Game g, int card) {
            return "weather".equals(g.mythosDef(card).environmentKind());
        }

        @Override
        public void startOfBattle(Game g) {
            for (int p : g.turnOrder()) {
                IntList cards = new IntList(g.inv[p].cards);
                for (int k = 0; k < cards.size(); k++) {
                    int c = cards.get(k);
                    if (g.content.cardOf(c).item() && !Knockout.lostOnlyByChoice(g.content.cardOf(c))
                            && !isSuccess(g, p, g.die())) g.discard(p, c);
                }
            }
        }

        @Override
        public CheckType attackCheck() {
            return CheckType.FIGHT;
        }

        @Override
        public void attack(Game g) {
            eachMakes(g, attackCheck(), "Ithaqua's attack", Penalty.STAMINA_2);
        }
    }

    /** A die result counts as a success: 5-6, or 4-6 Blessed, or only 6 Cursed. */
    static boolean isSuccess(Game g, int p, int die) {
        return die >= g.successOn(p);
    }

    /** Mask monsters join the cup. Start: no Clues, devoured. Attack: Lore or lose a Clue; none left, devoured. */
    static final class Nyarlathotep implements Hooks.AncientOne {
        @Override
        public boolean usesMasks() {
            return true;
        }

        @Override
        public void startOfBattle(Game g) {
            devourThoseWithout(g, Penalty.CLUE);
        }

        @Override
        public CheckType attackCheck() {
            return CheckType.LORE;
        }

        @Override
        public void attack(Game g) {
            eachMakes(g, attackCheck(), "Nyarlathotep's attack", Penalty.CLUE);
        }
    }

    /**
     * Every monster +1 toughness. Start: no monster trophies, devoured. Attack: Sneak or lose a
     * monster trophy; none left, devoured.
     */
    static final class ShubNiggurath implements Hooks.AncientOne {
        @Override
        public int toughnessBonus(Game g, int monsterKind) {
            return 1;
        }

        @Override
        public void startOfBattle(Game g) {
            devourThoseWithout(g, Penalty.MONSTER_TROPHY);
        }

        @Override
        public CheckType attackCheck() {
            return CheckType.SNEAK;
        }

        @Override
        public void attack(Game g) {
            eachMakes(g, attackCheck(), "Shub-Niggurath's attack", Penalty.MONSTER_TROPHY);
        }
    }

    /**
     * Cultists: combat rating +0 (and, in {@link Monsters}, 4 Stamina damage). A doom token
     * for each Cultist defeat and each trip to Lost in Time and Space. Start: the
     * Cursed are devoured, everyone else is Cursed. Attack: Speed or lose 1 Sanity and 1 Stamina.
     */
    static final class Yig implements Hooks.AncientOne, Worshippers {
        @Override
        public int worshipperCombatRating(Game g, int monster) {
            return monsterCombatRating(g, monster);
        }

        @Override
        public int monsterCombatRating(Game g, int monster) {
            return isCultist(g, monster) ? -1 : 0; // printed +1
        }

        @Override
        public void lostInTimeAndSpace(Game g, int player) {
            if (!g.awakened) g.addDoom(1);
        }

        /**
         * His power, so a Red Sign ignoring the Cultist's special ability does not stop it (it
         * only sets aside the worshipper rules: rating +0, 4 Stamina damage).
         */
        @Override
        public void monsterDefeated(Game g, int player, int monster) {
            if (isCultist(g, monster) && !g.awakened) g.addDoom(1);
        }

        @Override
        public void startOfBattle(Game g) {
            for (int p : g.turnOrder()) {
                if (g.isCursed(p)) Status.devour(g, p);
                else EffectStep.takeCard(g, p, "Curse");
            }
        }

        @Override
        public CheckType attackCheck() {
            return CheckType.SPEED;
        }

        @Override
        public void attack(Game g) {
            eachMakes(g, attackCheck(), "Yig's attack", Penalty.SANITY_AND_STAMINA);
        }
    }

    /**
     * Cultists: Magical Immunity, combat rating -1. Closing a gate needs one more success (the
     * Clue tokens to seal are unchanged); whoever is lost in time and space is devoured instead.
     * Start: no gate trophies, devoured. Attack: Will or lose a gate trophy; none left, devoured.
     */
    static final class YogSothoth implements Hooks.AncientOne, Worshippers {
        @Override
        public int worshipperCombatRating(Game g, int monster) {
            return monsterCombatRating(g, monster);
        }

        @Override
        public int monsterCombatRating(Game g, int monster) {
            return isCultist(g, monster) ? -2 : 0; // printed +1
        }

        @Override
        public boolean monsterMagicalImmunity(Game g, int monster) {
            return isCultist(g, monster);
        }

        @Override
        public int closeDifficulty(Game g, int player, int place) {
            return 1;
        }

        /** Both stats to 0: the knockout between steps devours him and drops the rest of his turn. */
        @Override
        public void lostInTimeAndSpace(Game g, int player) {
            g.log("status", player, "Yog-Sothoth devours " + g.nameOf(player) + " between the worlds");
            g.inv[player].sanity = 0;
            g.inv[player].stamina = 0;
            g.knockOut(player);
        }

        @Override
        public void startOfBattle(Game g) {
            devourThoseWithout(g, Penalty.GATE_TROPHY);
        }

        @Override
        public CheckType attackCheck() {
            return CheckType.WILL;
        }

        @Override
        public void attack(Game g) {
            eachMakes(g, attackCheck(), "Yog-Sothoth's attack", Penalty.GATE_TROPHY);
        }
    }
}
