package arkham.content.hooks;

import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Purpose;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.CheckType;
import arkham.engine.def.Deck;
import arkham.engine.def.Skill;
import arkham.engine.def.Stat;
import arkham.engine.flow.Harm;
import arkham.engine.state.IntList;

import java.util.function.BiPredicate;

/**
 * The lasting effects of The Dunwich Horror's Injury and Madness cards (drawing them, and a second
 * copy devouring, is the engine's Knockout). Cards with no hook here are listed as open in
 * docs/CONTENT-COVERAGE-dunwich.md.
 */
final class DunwichInjuries {
    private DunwichInjuries() {
    }

    static void register(Hooks h) {
        h.card("injury-consumption", new LowerMaximum(Stat.MAX_STAMINA));
        h.card("madness-schizophrenia", new LowerMaximum(Stat.MAX_SANITY));
        h.card("injury-lore", new SkillPenalty(Skill.LORE));
        h.card("injury-sneak", new SkillPenalty(Skill.SNEAK));
        h.card("injury-fight", new SkillPenalty(Skill.FIGHT));
        h.card("injury-luck", new SkillPenalty(Skill.LUCK));
        h.card("injury-speed", new SkillPenalty(Skill.SPEED));
        h.card("injury-will", new SkillPenalty(Skill.WILL));
        h.card("madness-agoraphobia", new UpkeepDread((g, p) -> g.board.isStreet(g.inv[p].place)));
        h.card("madness-claustrophobia", new UpkeepDread((g, p) -> {
            int at = g.inv[p].place;
            return g.board.isLocation(at) && at != g.board.find("Arkham Asylum");
        }));
        h.card("madness-xenophobia", new UpkeepDread((g, p) -> g.board.isOtherWorld(g.inv[p].place)));
        h.card("madness-necrophobia", new Necrophobia(new UpkeepDread((g, p) -> g.inv[p].place == g.board.find("Graveyard"))));
        h.card("injury-hand", new Hooks.CardAbility() {
            @Override
            public int hands(Game g, int player) {
                return -1;
            }
        });
        h.card("injury-concussion", new Hooks.CardAbility() {
            @Override
            public boolean oneStopPerSlider(Game g, int player) {
                return true;
            }
        });
        h.card("injury-double-vision", new Hooks.CardAbility() {
            @Override
            public boolean preventsCluePickup(Game g, int player) {
                return true;
            }
        });
        h.card("madness-addiction", new Addiction());
        h.card("madness-delirium", new Hooks.CardAbility() {
            @Override
            public void checkSettled(Game g, int player, CheckType type, String reason, int successes) {
                // an encounter's own check; a combat the encounter started has checks of its own reasons
                if (successes == 0 && "encounter".equals(reason)) Harm.harm(g, player, Stat.SANITY, 1);
            }
        });
        h.card("madness-depression", new Hooks.CardAbility() {
            @Override
            public int wastedClues(Game g, int player, CheckType type) {
                return inCombat(g, player, type) ? 0 : 1;
            }
        });
        h.card("madness-hysteria", new Hooks.CardAbility() {
            @Override
            public int wastedClues(Game g, int player, CheckType type) {
                return inCombat(g, player, type) ? 1 : 0;
            }
        });
        h.card("madness-mania", new Hooks.CardAbility() {
            @Override
            public int clueGroup(Game g, int player) {
                return 2;
            }
        });
        h.card("madness-paranoia", new Paranoia());
        h.card("injury-back", new Limit(3, Deck.COMMON, Deck.UNIQUE, "Back Injury: discard down to 3 Common and Unique Items"));
        h.card("injury-memory", new Limit(3, Deck.SKILL, Deck.SPELL, "Memory Loss: discard down to 3 Skills and Spells"));
        // "injury" / "madness": the top card of the deck; "madness Necrophobia": that card from the deck, if there
        h.effect("dunwich-draw-card", (g, p, arg) -> {
            String[] a = arg.split(" ", 2);
            drawInto(g, p, Deck.parse(a[0]), a.length > 1 ? a[1] : null);
        });
        // "3 injury": that many dice; with no success, the top card of the deck
        h.effect("dunwich-no-success-draws", (g, p, arg) -> {
            String[] a = arg.split(" ");
            int successes = 0;
            for (int k = Integer.parseInt(a[0]); k > 0; k--) if (ItemAbilities.success(g, p, g.die())) successes++;
            g.log("roll", p, g.nameOf(p) + " rolls " + successes + " success(es)");
            if (successes == 0) drawInto(g, p, Deck.parse(a[1]), null);
        });
        h.card("madness-amnesia", new Hooks.CardAbility() {
            @Override
            public void gained(Game g, int player, int card) {
                clamp(g, player);
            }

            @Override
            public void afterGain(Game g, int player, Stat stat, int amount) {
                if (stat == Stat.CLUES) clamp(g, player);
            }

            private void clamp(Game g, int player) {
                if (g.inv[player].clues > 4) g.inv[player].clues = 4;
            }
        });
    }

    /** An Injury or Madness card an encounter gives (a named one, or the top card), by the engine's rule. */
    static void drawInto(Game g, int p, Deck deck, String name) {
        if (arkham.engine.flow.Knockout.insteadOfCard(g, p) >= 0) {
            g.push(new InsteadOfDrawing(p, deck, name));
            return;
        }
        draw(g, p, deck, name);
    }

    private static void draw(Game g, int p, Deck deck, String name) {
        if (name == null) {
            arkham.engine.flow.Knockout.drawCard(g, p, deck);
            return;
        }
        int card = g.takeFromDeck(g.content.cardId(name));
        if (card >= 0) arkham.engine.flow.Knockout.receive(g, p, card, deck);
    }

    /** He may discard his Elixir of Life instead of drawing the Injury or Madness card an encounter gives. */
    record InsteadOfDrawing(int player, Deck deck, String name) implements arkham.engine.Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public arkham.engine.Question run(Game g) {
            int c = arkham.engine.flow.Knockout.insteadOfCard(g, player);
            if (c < 0) {
                draw(g, player, deck, name);
                return null;
            }
            String card = deck == Deck.MADNESS ? "a Madness card" : "an Injury card";
            return new arkham.engine.Question(player, arkham.engine.QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Draw " + card + "?", java.util.List.of(
                    new arkham.engine.Choice(Target.plain(Act.DRAW), "draw", "Draw " + card, -1),
                    new arkham.engine.Choice(Target.card(Act.DISCARD, c), "instead:" + c, "Discard " + g.content.cardOf(c).name() + " instead", c)), java.util.Map.of());
        }

        @Override
        public void answer(Game g, arkham.engine.Choice c) {
            if (c.value() < 0) draw(g, player, deck, name);
            else g.discard(player, c.value());
        }
    }

    /** A maximum 1 lower while the card is held (given back when it goes). */
    record LowerMaximum(Stat max) implements Hooks.CardAbility {
        @Override
        public void gained(Game g, int player, int card) {
            g.lose(player, max, 1);
        }

        @Override
        public void lost(Game g, int player, int card) {
            g.gain(player, max, 1);
        }
    }

    /** -1 to the skill, so to every check based on it; at most 2 Clue tokens spent on any of those checks. */
    record SkillPenalty(Skill skill) implements Hooks.CardAbility {
        @Override
        public int checkModifier(Game g, int player, CheckType type) {
            return type == CheckType.of(skill) ? -1 : 0; // a special check (Combat, Horror, ...) asks its base skill too
        }

        @Override
        public int clueLimit(Game g, int player, CheckType type) {
            return type.base == skill ? 2 : Integer.MAX_VALUE;
        }
    }

    /**
     * Whether a check is made in combat (Hysteria's, not Depression's): a Combat or Horror check, or
     * any check while his combat is under way, except an Evade check (Depression names those).
     */
    static boolean inCombat(Game g, int player, CheckType type) {
        if (type == CheckType.EVADE) return false;
        return type == CheckType.COMBAT || type == CheckType.HORROR || DunwichInvestigators.foughtMonster(g, player) >= 0;
    }

    /** Necrophobia: Upkeep at the Graveyard costs 1 Sanity; Undead monsters have Nightmarish 1 more against him. */
    record Necrophobia(UpkeepDread dread) implements Hooks.CardAbility {
        @Override
        public int extraNightmarish(Game g, int player, int monster) {
            return DunwichAncientOnes.undead(g, g.monster(monster)) ? 1 : 0;
        }

        @Override
        public boolean hasUpkeep() {
            return true;
        }

        @Override
        public void firstUpkeep(Game g, int player, int card) {
            dread.upkeep(g, player, card);
        }

        @Override
        public void upkeep(Game g, int player, int card) {
            dread.upkeep(g, player, card);
        }
    }

    /**
     * Addiction: in each Upkeep $1 is paid, or his Focus is 0 for the turn (the card is then
     * exhausted as the mark; Upkeep's refresh clears it next turn).
     */
    static final class Addiction implements Hooks.CardAbility {
        @Override
        public boolean hasUpkeep() {
            return true;
        }

        @Override
        public void firstUpkeep(Game g, int player, int card) {
            upkeep(g, player, card);
        }

        @Override
        public void upkeep(Game g, int player, int card) {
            if (g.inv[player].money < 1) {
                g.exhausted[card] = true;
                return;
            }
            g.push(new AddictionChoice(player, card));
        }

        /** His Addiction exhausted marks a turn without Focus; its copies are looked up directly. */
        @Override
        public int focus(Game g, int player, int focus) {
            int kind = g.content.cardId("Addiction");
            int first = g.content.firstCard(kind);
            for (int c = first; c < first + g.content.cards.get(kind).count(); c++) {
                if (g.cardWhere[c] == player && g.exhausted[c]) return 0;
            }
            return focus;
        }
    }

    /** Addiction's Upkeep: $1, or no Focus this turn. */
    record AddictionChoice(int player, int card) implements arkham.engine.Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public arkham.engine.Question run(Game g) {
            return new arkham.engine.Question(player, arkham.engine.QuestionKind.CHOOSE_ONE, Purpose.PAY, "Addiction: pay $1 or have no Focus this turn",
                    java.util.List.of(new arkham.engine.Choice(Target.stat(Act.PAY, Stat.MONEY, 1), "pay", "Pay $1", 1),
                            new arkham.engine.Choice(Target.PASS, "no-focus", "No Focus this turn", 0)),
                    java.util.Map.of());
        }

        @Override
        public void answer(Game g, arkham.engine.Choice c) {
            if (c.value() == 1) g.inv[player].money--;
            else g.exhausted[card] = true;
        }
    }

    /** Upkeep: 1 Sanity lost where the card's fear is (from the first Upkeep on). */
    record UpkeepDread(BiPredicate<Game, Integer> where) implements Hooks.CardAbility {
        @Override
        public boolean hasUpkeep() {
            return true;
        }

        @Override
        public void firstUpkeep(Game g, int player, int card) {
            upkeep(g, player, card);
        }

        @Override
        public void upkeep(Game g, int player, int card) {
            if (where.test(g, player)) Harm.harm(g, player, Stat.SANITY, 1);
        }
    }

    /** At most {@code max} cards of two decks together; extras are discarded (his choice) once a gain is done. */
    record Limit(int max, Deck a, Deck b, String prompt) implements Hooks.CardAbility {
        @Override
        public void gained(Game g, int player, int card) {
            g.push(new DiscardDown(player, this));
        }

        @Override
        public void gainedCard(Game g, int player, int card) {
            Deck d = g.content.cardOf(card).deck();
            if (d == a || d == b) g.push(new DiscardDown(player, this));
        }

        int count(Game g, int player) {
            int n = 0;
            var cs = g.inv[player].cards;
            for (int k = 0; k < cs.size(); k++) {
                Deck d = g.content.cardOf(cs.get(k)).deck();
                if (d == a || d == b) n++;
            }
            return n;
        }
    }

    /** Asks for one discard at a time until the limit holds. */
    record DiscardDown(int player, Limit limit) implements arkham.engine.Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public arkham.engine.Question run(Game g) {
            if (limit.count(g, player) <= limit.max()) return null;
            var options = DunwichEncounters.ownCards(g, player, d -> d.deck() == limit.a() || d.deck() == limit.b(), "discard:", "Discard ");
            return new arkham.engine.Question(player, arkham.engine.QuestionKind.CHOOSE_ONE, Purpose.DISCARD, limit.prompt(), options, java.util.Map.of());
        }

        @Override
        public void answer(Game g, arkham.engine.Choice c) {
            g.discard(player, c.value());
            g.push(this);
        }
    }

    /** Paranoia refuses an Ally: discarded if he still holds it. */
    record Refuse(int player, int card) implements arkham.engine.Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public arkham.engine.Question run(Game g) {
            if (g.cardWhere[card] == player) g.discard(player, card);
            return null;
        }
    }

    /** Paranoia: Allies discarded and refused; Upkeep: 1 Sanity lost with company. */
    static final class Paranoia implements Hooks.CardAbility {
        @Override
        public void gained(Game g, int player, int card) {
            IntList cs = new IntList(g.inv[player].cards);
            for (int k = 0; k < cs.size(); k++) if (g.content.cardOf(cs.get(k)).deck() == Deck.ALLY) g.discard(player, cs.get(k));
        }

        /** Refused once whatever gave it is done (a Dark Pact binding its Ally records it first). */
        @Override
        public void gainedCard(Game g, int player, int card) {
            if (g.content.cardOf(card).deck() == Deck.ALLY) g.push(new Refuse(player, card));
        }

        @Override
        public boolean hasUpkeep() {
            return true;
        }

        @Override
        public void firstUpkeep(Game g, int player, int card) {
            upkeep(g, player, card);
        }

        @Override
        public void upkeep(Game g, int player, int card) {
            for (int q = 0; q < g.players; q++) {
                if (q != player && !g.inv[q].eliminated && g.inv[q].place == g.inv[player].place) {
                    Harm.harm(g, player, Stat.SANITY, 1);
                    return;
                }
            }
        }
    }
}
