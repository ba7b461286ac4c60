package arkham.content.hooks;

import arkham.engine.Check;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Phase;
import arkham.engine.Question;
import arkham.engine.Step;
import arkham.engine.def.Amount;
import arkham.engine.def.CheckType;
import arkham.engine.def.Cost;
import arkham.engine.def.Deck;
import arkham.engine.def.Effect;
import arkham.engine.def.MonsterDef;
import arkham.engine.def.Stat;
import arkham.engine.flow.Combat;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.Harm;
import arkham.engine.flow.MovementStep;
import arkham.engine.flow.SkillCheck;

import java.util.List;

/** Abilities of Common and Unique Items beyond their printed numbers. */
final class ItemAbilities {
    private ItemAbilities() {
    }

    static void register(Hooks h) {
        h.card("ancient-tome", new Tome(2, -1, 1, draw(Deck.SPELL)));
        h.card("old-journal", new Tome(1, -1, 1, gain(Stat.CLUES, 3)));
        h.card("book-of-dzyan", new Tome(2, -1, 2, seq(draw(Deck.SPELL), lose(Stat.SANITY, 1))));
        h.card("cabala-of-saboth", new Tome(2, -2, 1, draw(Deck.SKILL)));
        h.card("cultes-des-goules", new Tome(2, -2, 1, seq(draw(Deck.SPELL), gain(Stat.CLUES, 1), lose(Stat.SANITY, 2))));
        h.card("nameless-cults", new Tome(1, -1, 1, seq(draw(Deck.SPELL), lose(Stat.SANITY, 1))));
        h.card("necronomicon", new Tome(2, -2, 0, seq(draw(Deck.SPELL), lose(Stat.SANITY, 2))));
        h.card("the-king-in-yellow", new Tome(2, -2, 1, seq(gain(Stat.CLUES, 4), lose(Stat.SANITY, 1))));
        h.card("alien-statue", new AlienStatue());
        h.card("ancient-tablet", new AncientTablet());
        h.card("ruby-of-rlyeh", new Hooks.CardAbility() {
            @Override
            public int movementPoints(Game g, int player) {
                return 3;
            }
        });
        h.card("gate-box", new Hooks.CardAbility() {
            @Override
            public boolean returnsThroughAnyGate(Game g, int player) {
                return true;
            }
        });
        h.card("healing-stone", new HealingStone());
        h.card("enchanted-jewelry", new EnchantedJewelry());
        h.card("obsidian-statue", new ObsidianStatue());
        h.card("warding-statue", new WardingStatue());
        h.card("silver-key", new SilverKey());
        h.card("blue-watcher", new BlueWatcher());
        h.card("cross", new Cross());
        h.card("axe", new Axe());
        h.card("shotgun", new Shotgun());
        h.card("bullwhip", new Bullwhip());
        h.card("flute-of-the-outer-gods", new Flute());
        h.card("dragons-eye", new DragonsEye());
        h.card("research-materials", new Hooks.CardAbility() {
            @Override
            public boolean spendsAsClue(Game g, int player, int card) {
                return true;
            }

            @Override
            public boolean standsInForSealClue(Game g, int player, int card) {
                return true;
            }
        });
    }

    static Effect draw(Deck deck) {
        return new Effect.Draw(deck, 1, 1);
    }

    static Effect gain(Stat stat, int n) {
        return new Effect.Gain(stat, Amount.of(n));
    }

    static Effect lose(Stat stat, int n) {
        return new Effect.Lose(stat, Amount.of(n));
    }

    static Effect seq(Effect... effects) {
        return new Effect.Seq(List.of(effects));
    }

    /** A die roll outside a check: 5-6 succeed (4-6 Blessed, only 6 Cursed). */
    static boolean success(Game g, int player, int die) {
        return die >= g.successOn(player);
    }

    /** Whether the investigator is in Arkham movement with at least this many movement points left. */
    static boolean moving(Game g, int player, Hooks.Timing when, int points) {
        return when == Hooks.Timing.MOVEMENT && g.inv[player].movePoints >= points;
    }

    /**
     * A tome: during movement, exhaust and spend movement points for a Lore check; a pass gives
     * the reward. {@code uses}: 1 discards it after a pass, 2 after the second pass (its Stamina
     * tokens count them), 0 never.
     */
    record Tome(int points, int lore, int uses, Effect reward, Effect penalty) implements Hooks.CardAbility {
        Tome(int points, int lore, int uses, Effect reward) {
            this(points, lore, uses, reward, Effect.NOTHING);
        }

        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            return !g.exhausted[card] && moving(g, player, when, points);
        }

        @Override
        public String useLabel(Game g, int player, int card) {
            return "Read " + g.content.cardOf(card).name() + " (" + arkham.engine.Words.count(points, "movement point") + ", Lore " + lore + ")";
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            g.exhausted[card] = true;
            // Reading a Tome does not count as movement points spent (Early Frost).
            g.inv[player].movePoints -= points;
            g.then(SkillCheck.of(player, CheckType.LORE, lore, 1, "read " + g.content.cardOf(card).name()),
                    new TomeRead(player, card, this));
        }
    }

    /** After reading a tome: the reward on a pass (and the tome used up after its last use), the penalty on a failure. */
    record TomeRead(int player, int card, Tome tome) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (!g.lastPassed) {
                g.push(new EffectStep(player, tome.penalty()));
                return null;
            }
            g.push(new EffectStep(player, tome.reward()));
            if (tome.uses() > 0 && ++g.cardTokens[card] >= tome.uses()) g.discard(player, card);
            return null;
        }
    }

    /** Alien Statue: exhaust, 2 movement points and 1 Sanity for a die: a success gives a Spell or 3 Clues, a failure costs 2 Stamina. */
    static final class AlienStatue implements Hooks.CardAbility {
        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            return !g.exhausted[card] && moving(g, player, when, 2);
        }

        /** Usable even when the Sanity it costs drives him insane (issue 9): then that is all that happens. */
        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            g.exhausted[card] = true;
            MovementStep.spend(g, player, 2);
            g.lose(player, Stat.SANITY, 1);
            if (g.inv[player].sanity <= 0) return;
            if (success(g, player, g.die())) {
                g.push(new EffectStep(player, new Effect.Choose("Alien Statue: your reward", List.of(
                        new Effect.Option("Draw 1 Spell", Cost.FREE, draw(Deck.SPELL)),
                        new Effect.Option("Gain 3 Clue tokens", Cost.FREE, gain(Stat.CLUES, 3))))));
            } else {
                Harm.harm(g, player, Stat.STAMINA, 2);
            }
        }
    }

    /** Ancient Tablet: 3 movement points and discard it for two dice: each success draws a Spell, each failure gives 2 Clues. */
    static final class AncientTablet implements Hooks.CardAbility {
        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            return moving(g, player, when, 3);
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            MovementStep.spend(g, player, 3);
            g.discard(player, card);
            for (int k = 0; k < 2; k++) {
                g.push(new EffectStep(player, success(g, player, g.die()) ? draw(Deck.SPELL) : gain(Stat.CLUES, 2)));
            }
        }
    }

    /** Healing Stone: each Upkeep, gain 1 Stamina or 1 Sanity; it is discarded when the Ancient One awakens (tag). */
    static final class HealingStone implements Hooks.CardAbility {
        @Override
        public boolean hasUpkeep() {
            return true;
        }

        /** Not one of the cards that wait out their first Upkeep (rulebook p.6): it heals then too. */
        @Override
        public void firstUpkeep(Game g, int player, int card) {
            upkeep(g, player, card);
        }

        @Override
        public void upkeep(Game g, int player, int card) {
            g.push(new EffectStep(player, new Effect.Choose("Healing Stone", List.of(
                    new Effect.Option("Gain 1 Stamina", Cost.FREE, gain(Stat.STAMINA, 1)),
                    new Effect.Option("Gain 1 Sanity", Cost.FREE, gain(Stat.SANITY, 1))))));
        }
    }

    /** Enchanted Jewelry: a Stamina token on it prevents 1 Stamina loss; the third token discards it. */
    static final class EnchantedJewelry implements Hooks.CardAbility {
        @Override
        public int prevents(Game g, int player, int card, Stat stat, int amount) {
            return stat == Stat.STAMINA ? 1 : 0;
        }

        @Override
        public boolean payPrevention(Game g, int player, int card) {
            if (++g.cardTokens[card] >= 3) g.discard(player, card);
            return true;
        }
    }

    /** Obsidian Statue: discard to cancel all of one Sanity or Stamina loss. */
    static final class ObsidianStatue implements Hooks.CardAbility {
        @Override
        public int prevents(Game g, int player, int card, Stat stat, int amount) {
            return amount;
        }
    }

    /**
     * Warding Statue: discard after a failed Combat check to take none of the monster's Stamina
     * damage, or to cancel the Ancient One's whole attack for one battle round. A Stamina loss is
     * that damage when this investigator's combat, after a failed Combat check (not a failed
     * flight, which is an Evade check), is what continues after it.
     */
    static final class WardingStatue implements Hooks.CardAbility {
        @Override
        public int prevents(Game g, int player, int card, Stat stat, int amount) {
            List<Step> stack = g.pendingSteps();
            boolean afterFailedFight = !stack.isEmpty() && stack.get(stack.size() - 1) instanceof Combat c
                    && c.player() == player && c.stage() == Combat.Stage.CHOOSE && c.failures() > 0 && !c.fled();
            return stat == Stat.STAMINA && afterFailedFight ? amount : 0;
        }

        @Override
        public boolean cancelsAncientOneAttack(Game g, int player, int card) {
            return true;
        }
    }

    /** Silver Key: a Stamina token on it passes an Evade check outright; the third token discards it. */
    static final class SilverKey implements Hooks.CardAbility {
        @Override
        public boolean canPassCheck(Game g, int player, int card, Check check) {
            return check.type() == CheckType.EVADE;
        }

        @Override
        public void passCheck(Game g, int player, int card, Check check) {
            if (++g.cardTokens[card] >= 3) g.discard(player, card);
            check.pass(g);
        }
    }

    /**
     * Blue Watcher of the Pyramid: lose 2 Stamina and discard it to pass a Combat check (not
     * against the Ancient One) or the Fight or Lore check to close a gate.
     */
    static final class BlueWatcher implements Hooks.CardAbility {
        @Override
        public boolean canPassCheck(Game g, int player, int card, Check check) {
            if (g.inv[player].stamina <= 2) return false;
            if (check.type() == CheckType.COMBAT) return g.phase != Phase.FINAL_BATTLE;
            return (check.type() == CheckType.FIGHT || check.type() == CheckType.LORE) && closingGate(g, player);
        }

        @Override
        public void passCheck(Game g, int player, int card, Check check) {
            g.lose(player, Stat.STAMINA, 2);
            g.discard(player, card);
            check.pass(g);
        }

        /** In the Arkham Encounters Phase, a Fight or Lore check at an explored open gate is the closing check. */
        private static boolean closingGate(Game g, int player) {
            var i = g.inv[player];
            return g.phase == Phase.ARKHAM_ENCOUNTERS && i.explored && g.gateAt[i.place] >= 0;
        }
    }

    /** Cross: a magical weapon of +0, but +3 against Undead monsters. */
    static final class Cross implements Hooks.CardAbility {
        @Override
        public int heldBonus(Game g, int player, int card, MonsterDef m, boolean magical, int printed) {
            return magical && m != null && DunwichAncientOnes.undead(g, m) ? 3 : 0;
        }
    }

    /** Axe: +2 physical, +3 when it is the only thing held. */
    static final class Axe implements Hooks.CardAbility {
        @Override
        public int heldBonus(Game g, int player, int card, MonsterDef m, boolean magical, int printed) {
            if (magical) return 0;
            int hands = 0;
            var held = g.inv[player].held;
            for (int k = 0; k < held.size(); k++) hands += g.content.cardOf(held.get(k)).hands();
            return hands == 1 ? 3 : 2;
        }
    }

    /** Shotgun: while it is held, every 6 in a Combat check counts as two successes. */
    static final class Shotgun implements Hooks.CardAbility {
        @Override
        public int bonusSuccesses(Game g, int player, CheckType type, int die) {
            if (type != CheckType.COMBAT || die != 6) return 0;
            var held = g.inv[player].held;
            for (int k = 0; k < held.size(); k++) if (g.content.cardOf(held.get(k)).hook() != null
                    && g.content.cardOf(held.get(k)).hook().equals("shotgun")) return 1;
            return 0;
        }
    }

    /** Bullwhip: exhaust to re-roll one die of a Combat check. */
    static final class Bullwhip implements Hooks.CardAbility {
        @Override
        public boolean canReroll(Game g, int player, int card, CheckType type) {
            return type == CheckType.COMBAT;
        }

        @Override
        public boolean rerollsOneDie() {
            return true;
        }
    }

    /**
     * Flute of the Outer Gods: in combat, before a Combat check, lose 3 Sanity and 3 Stamina and
     * discard it: the monster fought and every monster in the investigator's area are defeated
     * (trophies, or back to the cup if Endless), and the combat ends. Offered only when the cost
     * does not knock him out.
     */
    static final class Flute implements Hooks.CardAbility {
        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            return when == Hooks.Timing.COMBAT && g.inv[player].sanity > 3 && g.inv[player].stamina > 3;
        }

        @Override
        public String useLabel(Game g, int player, int card) {
            return "Play the Flute of the Outer Gods (3 Sanity, 3 Stamina): defeat every monster here";
        }

        @Override
        public void useInCombat(Game g, int player, int card, int monster) {
            g.discard(player, card);
            g.log("combat", player, g.nameOf(player) + " plays the Flute of the Outer Gods");
            // a Terrible Experiment monster is off the board, fought only as if there: the Flute misses it (FAQ Q28)
            if (g.monsterWhere[monster] != Game.RUMOR) Combat.defeated(g, player, monster);
            var here = g.monstersAt(g.inv[player].place);
            for (int k = 0; k < here.size(); k++) Combat.defeated(g, player, here.get(k));
            g.lose(player, Stat.SANITY, 3);
            g.lose(player, Stat.STAMINA, 3);
        }
    }

    /** Dragon's Eye: exhaust and lose 1 Sanity to draw a new location or gate card in place of the one just drawn. */
    static final class DragonsEye implements Hooks.CardAbility {
        @Override
        public boolean redrawsEncounter(Game g, int player, int card) {
            // usable even when the Sanity it costs drives him insane: the new card is then never met
            return !g.exhausted[card];
        }

        @Override
        public void payRedraw(Game g, int player, int card) {
            g.exhausted[card] = true;
            g.lose(player, Stat.SANITY, 1);
        }
    }
}
