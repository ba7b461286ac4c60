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
import arkham.engine.def.Amount;
import arkham.engine.def.Cost;
import arkham.engine.def.Deck;
import arkham.engine.def.Effect;
import arkham.engine.def.Stat;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.MythosStep;
import arkham.engine.state.IntList;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Rumors: each advances when a Mythos Phase ends, from the phase after its arrival on (the engine
 * calls {@link Hooks.MythosAbility#eachMythos} then), fails when its track runs out, and is passed
 * by investigators through a location ability (in a street, offered in the Arkham Encounters
 * Phase). {@link Game#rumorTokens} is the card's track.
 * A passed or failed Rumor goes to the box.
 */
final class MythosRumors {
    static final String DISTURBING_THE_DEAD = "mythos-disturbing-the-dead";
    static final String GOOD_WORK_UNDONE = "mythos-good-work-undone";
    static final String GREAT_RITUAL = "mythos-great-ritual";
    static final String STRANGLER = "mythos-southside-strangler";
    static final String STARS_ARE_RIGHT = "mythos-stars-are-right";
    static final String TERRIBLE_EXPERIMENT = "mythos-terrible-experiment";

    private MythosRumors() {
    }

    static void register(Hooks h) {
        h.mythos(DISTURBING_THE_DEAD, new Hooks.MythosAbility() {
            @Override
            public void eachMythos(Game g) {
                if (g.die() <= 2) g.raiseTerror(1);
                if (g.terror >= 10) fail(g, each(new Effect.TakeCard("Curse")));
            }
        });
        passAt(h, DISTURBING_THE_DEAD, "Rivertown", "Discard 2 gate trophies to lay the dead to rest",
                (g, p) -> g.gateTrophies(p) >= 2, (g, p) -> {
                    spendGateTrophies(g, p, 2);
                    pass(g, each(new Effect.Draw(Deck.SPELL, 1, 1)));
                });

        h.mythos(GOOD_WORK_UNDONE, new Hooks.MythosAbility() {
            @Override
            public void onEnter(Game g) {
                g.rumorTokens = 6;
            }

            @Override
            public void eachMythos(Game g) {
                for (int k = 0; k < 2; k++) if (g.die() <= 2) g.rumorTokens++;
                if (g.rumorTokens >= 10) {
                    for (int place = 0; place < g.sealed.length; place++) g.sealed[place] = false;
                    g.log("mythos", -1, "Every elder sign token is removed from the board");
                    fail(g, null);
                }
            }
        });
        passAt(h, GOOD_WORK_UNDONE, "Easttown", "Spend Clue tokens to remove Clues from Good Work Undone",
                (g, p) -> g.inv[p].clues > 0, (g, p) -> g.push(new SpendClues(p)));

        h.mythos(GREAT_RITUAL, new MythosEnvironments.Tougher(2, "Cultist", "Witch", "Warlock", "High Priest") {
            @Override
            public void eachMythos(Game g) {
                if (++g.rumorTokens < 5) return;
                // From now on each Mythos Phase first draws a card of which only the gate counts.
                g.gateOnlyMythos = 1;
                fail(g, null);
            }
        });
        passAt(h, GREAT_RITUAL, "French Hill", "Discard Spells to stop the Great Ritual",
                (g, p) -> spells(g, p) >= spellsNeeded(g), (g, p) -> g.then(
                        new EffectStep(p, new Effect.DiscardCards("spell", spellsNeeded(g))),
                        new Passed(GREAT_RITUAL, each(new Effect.Gain(Stat.CLUES, Amount.of(2))))));

        h.mythos(STRANGLER, new Hooks.MythosAbility() {
            @Override
            public void eachMythos(Game g) {
                IntList allies = g.deck(Deck.ALLY);
                if (allies.isEmpty()) {
                    fail(g, each(new Effect.Choose("The Strangler strikes: lower which maximum by 1?", List.of(
                            new Effect.Option("Maximum Sanity", Cost.FREE, new Effect.Lose(Stat.MAX_SANITY, Amount.of(1))),
                            new Effect.Option("Maximum Stamina", Cost.FREE, new Effect.Lose(Stat.MAX_STAMINA, Amount.of(1)))))));
                    return;
                }
                int a = allies.get(g.rng.nextInt(allies.size()));
                g.boxCard(-1, a);
                g.log("mythos", -1, "The Strangler strikes: " + g.content.cardOf(a).name() + " goes to the box");
            }
        });
        passAt(h, STRANGLER, "Ma's Boarding House", "Spend 5 Clue tokens to catch the Southside Strangler",
                (g, p) -> g.inv[p].clues >= 5, (g, p) -> {
                    g.lose(p, Stat.CLUES, 5);
                    pass(g, each(new Effect.Gain(Stat.MONEY, Amount.of(5))));
                });

        // Its fail condition, the Ancient One awakening, needs nothing here: the final battle ends every Rumor.
        h.mythos(STARS_ARE_RIGHT, new Hooks.MythosAbility() {
            @Override
            public void eachMythos(Game g) {
                if (g.die() <= 2) g.addDoom(1);
            }
        });
        passAt(h, STARS_ARE_RIGHT, "Downtown", "Discard an Ally to set the stars right",
                (g, p) -> ownsAlly(g, p), (g, p) -> g.then(new EffectStep(p, new Effect.DiscardCards("ally", 1)),
                        new Passed(STARS_ARE_RIGHT, each(new Effect.Draw(Deck.COMMON, 2, 2)))));

        TerribleExperiment.register(h);
    }

    interface Can {
        boolean test(Game g, int player);
    }

    interface Use {
        void use(Game g, int player);
    }

    /** The action that passes a Rumor: a location ability offered while that Rumor is in play. */
    static void passAt(Hooks h, String rumor, String place, String label, Can can, Use use) {
        h.locationAbility(place, rumor + "-pass", new Hooks.LocationAbility() {
            @Override
            public String label() {
                return label;
            }

            @Override
            public String grantedBy() {
                return rumor;
            }

            @Override
            public boolean available(Game g, int player) {
                return MythosAbilities.inPlay(g, g.rumor(), rumor) && can.test(g, player);
            }

            @Override
            public void use(Game g, int player) {
                use.use(g, player);
            }
        });
    }

    static Effect each(Effect e) {
        return new Effect.EachInvestigator(e);
    }

    static void pass(Game g, Effect reward) {
        end(g, true, reward);
    }

    static void fail(Game g, Effect penalty) {
        end(g, false, penalty);
    }

    /** The Rumor leaves play for the box; its reward or penalty is resolved for every investigator. */
    private static void end(Game g, boolean passed, Effect outcome) {
        int card = g.rumor();
        g.log("mythos", -1, g.mythosDef(card).name() + (passed ? " is passed" : " fails"));
        MythosStep.leave(g, card);
        g.mythosDeck.remove(card);
        if (outcome != null) g.push(new EffectStep(g.first, outcome, true));
    }

    /** Passes the Rumor after an investigator's payment, if it is still in play. */
    record Passed(String rumor, Effect reward) implements Step {
        @Override
        public Question run(Game g) {
            if (MythosAbilities.inPlay(g, g.rumor(), rumor)) pass(g, reward);
            return null;
        }
    }

    private static void spendGateTrophies(Game g, int p, int n) {
        for (int k = 0; k < g.gateWhere.length && n > 0; k++) {
            if (g.gateWhere[k] == Game.trophy(p)) {
                g.gateWhere[k] = Game.STACK;
                g.gateStack.insert(0, k);
                n--;
            }
        }
    }

    static int spellsNeeded(Game g) {
        return g.players >= 5 ? 4 : 3;
    }

    private static int spells(Game g, int p) {
        int n = 0;
        for (int k = 0; k < g.inv[p].cards.size(); k++) if (g.content.cardOf(g.inv[p].cards.get(k)).isSpell()) n++;
        return n;
    }

    private static boolean ownsAlly(Game g, int p) {
        for (int k = 0; k < g.inv[p].cards.size(); k++) if (g.content.cardOf(g.inv[p].cards.get(k)).deck() == Deck.ALLY) return true;
        return false;
    }

    /** Good Work Undone: Clue tokens spent one for one against those on the card. */
    record SpendClues(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            int most = Math.min(g.inv[player].clues, g.rumorTokens);
            List<Choice> options = new ArrayList<>();
            for (int n = 1; n <= most; n++) options.add(new Choice(Target.stat(Act.SPEND, Stat.CLUES, n), "spend:" + n, "Spend " + arkham.engine.Words.count(n, "Clue token"), n));
            if (options.isEmpty()) return null;
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.PAY, "Good Work Undone: spend how many Clue tokens? ("
                    + g.rumorTokens + " on the card)", options, Map.of("tokens", g.rumorTokens));
        }

        @Override
        public void answer(Game g, Choice c) {
            g.lose(player, Stat.CLUES, c.value());
            g.rumorTokens -= c.value();
            if (g.rumorTokens == 0) pass(g, each(new Effect.Draw(Deck.UNIQUE, 1, 1)));
        }
    }
}
