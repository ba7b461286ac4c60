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
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.Harm;
import arkham.engine.flow.Status;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Special abilities of The Dunwich Horror's monsters (their markers). Hooks are found by the kind's
 * name without its bracketed variant. Abilities not encoded yet are listed in
 * docs/CONTENT-COVERAGE-dunwich.md.
 */
final class DunwichMonsters {
    private DunwichMonsters() {
    }

    static void register(Hooks h) {
        h.monster("colour-out-of-space", new ColourOutOfSpace());
        h.monster("hunting-horror", new HuntingHorror());
        h.monster("spectral-hunter", new BoxedWithReward(null, 5));
        h.monster("tcho-tcho", new BoxedWithReward(Deck.COMMON, 0));
        h.monster("wizard-whateley", new BoxedWithReward(Deck.SPELL, 0));
        h.monster("servant-of-glaaki", new ServantOfGlaaki());
        h.monster("child-of-abhoth", new ChildOfAbhoth());
        h.monster("rat-thing", new RatThing());
        h.monster("the-beast", new TheBeast());
    }

    /** The variant a marker's name gives in brackets ("Servant of Glaaki (Skill)" gives "Skill"), or "". */
    static String variant(Game g, int monster) {
        String name = g.content.monsterOf(monster).name();
        int open = name.indexOf('(');
        return open < 0 ? "" : name.substring(open + 1, name.length() - 1);
    }

    /**
     * Servant of Glaaki (Spawn, five variants): as it enters play every investigator gives up what
     * its marker names, if he has it: one card of a kind (Spell, Common or Unique Item, Skill: his
     * choice which), or 2 Clue tokens.
     */
    static final class ServantOfGlaaki implements Hooks.MonsterAbility {
        @Override
        public String text() {
            return "Spawn. As it enters play, every investigator discards what its marker names, if he can:"
                    + " one Spell, Common Item, Unique Item or Skill (by marker), or 2 Clue tokens.";
        }

        @Override
        public void entersPlay(Game g, int monster) {
            String v = variant(g, monster);
            int[] order = g.turnOrder();
            for (int k = order.length - 1; k >= 0; k--) {
                int p = order[k];
                if (g.inv[p].eliminated) continue;
                switch (v) {
                    case "Clues" -> g.inv[p].clues = Math.max(0, g.inv[p].clues - 2);
                    case "Spell" -> g.push(new DiscardOne(p, java.util.EnumSet.of(Deck.SPELL), false, "Servant of Glaaki: discard a Spell"));
                    case "Common Item" -> g.push(new DiscardOne(p, java.util.EnumSet.of(Deck.COMMON), false, "Servant of Glaaki: discard a Common Item"));
                    case "Unique Item" -> g.push(new DiscardOne(p, java.util.EnumSet.of(Deck.UNIQUE), false, "Servant of Glaaki: discard a Unique Item"));
                    case "Skill" -> g.push(new DiscardOne(p, java.util.EnumSet.of(Deck.SKILL), false, "Servant of Glaaki: discard a Skill"));
                    default -> throw new IllegalStateException("no Servant of Glaaki variant '" + v + "'");
                }
            }
        }
    }

    /**
     * One card of his to discard, his choice among those of the decks (weapons: Common and Unique
     * weapons only); with none, nothing happens. With {@code orFail} he may instead fail the check
     * this stands before ({@link Game#lastPassed} false), and with no card he fails it.
     */
    record DiscardOne(int player, Set<Deck> decks, boolean weaponsOnly, String prompt, boolean orFail, Step check) implements Step {
        DiscardOne(int player, Set<Deck> decks, boolean weaponsOnly, String prompt) {
            this(player, decks, weaponsOnly, prompt, false, null);
        }

        static final int FAIL = -1;

        @Override
        public int owner() {
            return player;
        }

        boolean fits(arkham.engine.def.CardDef d) {
            if (!orFail && arkham.engine.flow.Knockout.lostOnlyByChoice(d)) return false;
            return d.isSpell() && decks.contains(Deck.SPELL) || d.isWeapon() && weaponsOnly
                    || !weaponsOnly && !d.isSpell() && decks.contains(d.deck());
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = DunwichEncounters.ownCards(g, player, this::fits, "discard:", "Discard ");
            if (orFail) options.add(new Choice(Target.PASS, "fail", "Fail the check instead", FAIL));
            if (options.isEmpty()) return null;
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.DISCARD, prompt, options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() == FAIL) {
                failed(g);
                return;
            }
            g.discard(player, c.value());
            if (check != null) g.push(check);
        }
    }

    /** A check failed without a roll (no price paid for it). */
    static void failed(Game g) {
        g.lastPassed = false;
        g.lastSuccesses = 0;
    }

    /** Before the check: a Clue token spent, or the check failed (his choice; with none he fails). */
    record ClueOrFail(int player, Step check) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (g.inv[player].clues <= 0) {
                failed(g);
                return null;
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.PAY, "Discard a Clue token or fail the check", List.of(
                    new Choice(Target.stat(Act.PAY, Stat.CLUES, 1), "clue", "Discard a Clue token and make the check", 1),
                    new Choice(Target.PASS, "fail", "Fail the check", 0)), Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() == 0) {
                failed(g);
                return;
            }
            g.inv[player].clues--;
            g.push(check);
        }
    }

    /** Runs after a check: when it passed, a Spell or weapon is discarded. */
    record AfterPassDiscard(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (g.lastPassed) g.push(new DiscardOne(player, java.util.EnumSet.of(Deck.SPELL), true, "Child of Abhoth: discard a Spell or a weapon"));
            return null;
        }
    }

    /**
     * Child of Abhoth (Spawn, three variants): "Weapon" makes the investigator who passes a Combat
     * check against it discard a Spell or weapon; "Clue Before Horror" / "Clue Before Combat" ask
     * for a Clue token before that check, or the check fails.
     */
    static final class ChildOfAbhoth implements Hooks.MonsterAbility {
        @Override
        public String text() {
            return "Spawn. By marker: passing a Combat check against it costs a Spell or weapon; or before the"
                    + " Horror (or Combat) check a Clue token is discarded, or the check fails.";
        }

        @Override
        public Step beforeCheck(Game g, int player, int monster, CheckType type, Step check) {
            String v = variant(g, monster);
            if (v.equals("Weapon") && type == CheckType.COMBAT) return new Seq(check, new AfterPassDiscard(player));
            if (v.equals("Clue Before Horror") && type == CheckType.HORROR) return new ClueOrFail(player, check);
            if (v.equals("Clue Before Combat") && type == CheckType.COMBAT) return new ClueOrFail(player, check);
            return check;
        }
    }

    /** Steps run in the order given. */
    record Seq(Step first, Step second) implements Step {
        @Override
        public Question run(Game g) {
            g.then(first, second);
            return null;
        }
    }

    /** Rat-thing: before each Combat check against it an item is discarded, or the check fails. */
    static final class RatThing implements Hooks.MonsterAbility {
        @Override
        public String text() {
            return "Before each Combat check against it, discard an item or fail the check.";
        }

        @Override
        public Step beforeCheck(Game g, int player, int monster, CheckType type, Step check) {
            if (type != CheckType.COMBAT) return check;
            return new DiscardOne(player, java.util.EnumSet.of(Deck.COMMON, Deck.UNIQUE), false, "Rat-thing: discard an item or fail the Combat check", true, check);
        }
    }

    /** The Beast (Mask): an investigator who fails both his Horror check and a Combat check against it is devoured. */
    static final class TheBeast implements Hooks.MonsterAbility {
        @Override
        public String text() {
            return "Whoever fails both the Horror check and a Combat check against it is devoured.";
        }

        @Override
        public Step startOfCombat(Game g, int player, int monster, Step combat) {
            g.dunwich.beastHorrorFailed = -1;
            return combat;
        }

        @Override
        public Step beforeCheck(Game g, int player, int monster, CheckType type, Step check) {
            return new Seq(check, new BeastAfter(player, type));
        }
    }

    /** After a check against The Beast: a failed Horror check is remembered; a failed Combat check after one devours. */
    record BeastAfter(int player, CheckType type) implements Step {
        @Override
        public Question run(Game g) {
            if (g.lastPassed) return null;
            if (type == CheckType.HORROR) {
                g.dunwich.beastHorrorFailed = player;
            } else if (g.dunwich.beastHorrorFailed == player) {
                if (g.logging()) g.log("combat", player, g.nameOf(player) + " failed both checks against The Beast");
                Status.devour(g, player);
            }
            return null;
        }
    }

    /** Instead of moving, a die: on 4-6 every investigator in Arkham loses 1 Sanity. */
    static final class ColourOutOfSpace implements Hooks.MonsterAbility {
        @Override
        public String text() {
            return "Instead of moving, it rolls a die: on 4-6 every investigator in Arkham loses 1 Sanity.";
        }

        @Override
        public void move(Game g, int monster) {
            int roll = g.die();
            g.log("monster", -1, "The Colour Out of Space stirs (rolled " + roll + ")");
            if (roll < 4) return;
            for (int p = 0; p < g.players; p++) {
                if (!g.inv[p].eliminated && g.board.inArkham(g.inv[p].place)) Harm.harm(g, p, Stat.SANITY, 1);
            }
        }
    }

    /**
     * Heads directly for the closest investigator standing in a street or at an unstable location;
     * with several equally near the first player picks; with none it stays.
     */
    static final class HuntingHorror implements Hooks.MonsterAbility {
        @Override
        public String text() {
            return "Flies straight to the nearest investigator in a street or at an unstable location;"
                    + " the first player picks among equally near ones; with none, it stays.";
        }

        @Override
        public void move(Game g, int monster) {
            int[] dist = Monsters.distances(g, g.monsterWhere[monster]);
            int best = Integer.MAX_VALUE;
            List<Integer> targets = new ArrayList<>();
            for (int p = 0; p < g.players; p++) {
                int at = g.inv[p].place;
                boolean open = g.board.isStreet(at) || g.board.isLocation(at) && g.board.isUnstable(at);
                if (g.inv[p].eliminated || !open || dist[at] < 0) continue;
                if (dist[at] < best) {
                    best = dist[at];
                    targets.clear();
                }
                if (dist[at] == best && !targets.contains(at)) targets.add(at);
            }
            if (targets.size() == 1) moveTo(g, monster, targets.get(0));
            else if (targets.size() > 1) g.push(new HuntingChoice(monster, List.copyOf(targets)));
        }
    }

    static void moveTo(Game g, int monster, int place) {
        g.log("monster", -1, "The Hunting Horror swoops to " + g.board.name(place));
        g.monsterWhere[monster] = place;
    }

    /** The first player picks which of the equally near investigators the Hunting Horror goes to. */
    record HuntingChoice(int monster, List<Integer> places) implements Step {
        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            for (int place : places) options.add(new Choice(Target.place(Act.CHOOSE, place), "place:" + place, "To " + g.board.name(place), place));
            return new Question(g.first, QuestionKind.CHOOSE_ONE, Purpose.MONSTER_MOVES, "Where does the Hunting Horror go?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            moveTo(g, monster, c.value());
        }
    }

    /**
     * A Combat check passed against it: it goes to the box instead of becoming a trophy, and the
     * victor draws a card or takes money. Defeated by a card without a Combat check, it is a trophy.
     */
    record BoxedWithReward(Deck deck, int money) implements Hooks.MonsterAbility {
        @Override
        public String text() {
            String reward = deck == Deck.COMMON ? "draw a Common Item" : deck == Deck.SPELL ? "draw a Spell" : "take $" + money;
            return "Beaten by your Combat check, it goes to the box (not to your trophies) and you " + reward + ".";
        }

        @Override
        public void combatCheckPassed(Game g, int player, int monster) {
            if (money > 0) g.gain(player, Stat.MONEY, money);
            if (deck != null) g.push(new EffectStep(player, ItemAbilities.draw(deck)));
            g.push(new Monsters.TrophyLeaves(player, monster, Game.BOX));
        }
    }
}
