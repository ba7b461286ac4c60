package arkham.content.hooks;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.def.Deck;
import arkham.engine.effect.Stat;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.Step;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

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
                if (!g.inv[p].eliminated && g.board.inArkham(g.inv[p].place)) g.harm(p, Stat.SANITY, 1);
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
            for (int place : places) options.add(new Choice("place:" + place, "To " + g.board.name(place), place));
            return new Question(g.first, QuestionKind.CHOOSE_ONE, "Where does the Hunting Horror go?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            moveTo(g, monster, c.value());
        }
    }

    /** Defeated, it goes to the box instead of becoming a trophy, and the victor draws a card or takes money. */
    record BoxedWithReward(Deck deck, int money) implements Hooks.MonsterAbility {
        @Override
        public String text() {
            String reward = deck == Deck.COMMON ? "draws a Common Item" : deck == Deck.SPELL ? "draws a Spell" : "takes $" + money;
            return "Defeated, it goes back to the box instead of becoming a trophy; the victor " + reward + ".";
        }

        @Override
        public void defeated(Game g, int player, int monster) {
            if (money > 0) g.gain(player, Stat.MONEY, money);
            if (deck != null) g.push(new EffectStep(player, ItemAbilities.draw(deck)));
            g.push(new Monsters.TrophyLeaves(player, monster, Game.BOX));
        }
    }
}
