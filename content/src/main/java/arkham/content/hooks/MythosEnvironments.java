package arkham.content.hooks;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.def.CheckType;
import arkham.engine.def.Deck;
import arkham.engine.effect.Amount;
import arkham.engine.effect.Effect;
import arkham.engine.effect.Stat;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.Step;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Environment cards: check modifiers in Arkham, monsters sent back to the cup on arrival, and the
 * optional dealings offered to investigators in a neighbourhood's street.
 */
final class MythosEnvironments {
    private MythosEnvironments() {
    }

    static void register(Hooks h) {
        h.mythos("mythos-evil-fog", new InArkham(Map.of(CheckType.WILL, -1, CheckType.SNEAK, 1), null));
        h.mythos("mythos-blackest-night", new InArkham(Map.of(CheckType.LUCK, -1, CheckType.SNEAK, 1), null));
        h.mythos("mythos-heat-wave", new InArkham(Map.of(CheckType.FIGHT, -1, CheckType.LORE, 1), null));
        // A Speed penalty also costs a movement point, as the card says.
        h.mythos("mythos-raining-cats-and-dogs", new InArkham(Map.of(CheckType.SPEED, -1, CheckType.SNEAK, 1), "Fire Vampire"));
        h.mythos("mythos-sunny-and-clear", new InArkham(Map.of(CheckType.SNEAK, -1, CheckType.WILL, 1), "Haunter of the Dark"));

        street(h, "mythos-blood-magic", "Rivertown", "Blood Magic: roll a die per Stamina; lose 1 Stamina per failed die, then gain 3 Clues",
                (g, p) -> g.push(new LifeForce(p, true)));
        street(h, "mythos-man-in-black", "French Hill", "The Man in Black: roll a die per Sanity; lose 1 Sanity per failed die, then gain 1 Clue and a Spell",
                (g, p) -> g.push(new LifeForce(p, false)));
        street(h, "mythos-egyptian-exhibit", "Miskatonic University", "Study the exhibit: Lore (-1) check to gain 1 Clue",
                (g, p) -> g.push(new EffectStep(p, new Effect.Check(CheckType.LORE, -1, 1,
                        new Effect.Gain(Stat.CLUES, Amount.of(1)), Effect.NOTHING))));
        street(h, "mythos-estate-sale", "Uptown", "Estate sale: draw 2 Unique Items and buy any at list price", (g, p) -> {
            List<Integer> drawn = new ArrayList<>();
            for (int k = 0; k < 2; k++) {
                int c = g.drawCard(Deck.UNIQUE);
                if (c >= 0) {
                    drawn.add(c);
                    g.cardWhere[c] = Game.DRAWN;
                }
            }
            g.push(new Buy(p, List.copyOf(drawn)));
        });
    }

    /** Check modifiers for investigators in Arkham; optionally one monster kind may not stay in play. */
    record InArkham(Map<CheckType, Integer> modifiers, String banished) implements Hooks.MythosAbility {
        @Override
        public int checkModifier(Game g, int player, CheckType type) {
            return g.board.inArkham(g.inv[player].place) ? modifiers.getOrDefault(type, 0) : 0;
        }

        @Override
        public void onEnter(Game g) {
            if (banished == null) return;
            int kind = g.content.monsterId(banished);
            for (int m = 0; m < g.monsterWhere.length; m++) {
                if (g.monsterWhere[m] >= 0 && g.content.monsterKind[m] == kind) {
                    g.returnToCup(m);
                    g.log("mythos", -1, banished + " returns to the cup");
                }
            }
        }
    }

    interface Use {
        void use(Game g, int player);
    }

    /**
     * An Environment whose whole ability is a dealing in one neighbourhood's street: registered as
     * the card's (otherwise empty) Mythos hook plus a location ability of that street.
     */
    private static void street(Hooks h, String id, String street, String label, Use use) {
        h.mythos(id, new Hooks.MythosAbility() {
        });
        h.locationAbility(street, id, new Hooks.LocationAbility() {
            @Override
            public String label() {
                return label;
            }

            @Override
            public boolean available(Game g, int player) {
                return MythosAbilities.inPlay(g, g.environment, id);
            }

            @Override
            public void use(Game g, int player) {
                use.use(g, player);
            }
        });
    }

    /**
     * Blood Magic (Stamina) and The Man in Black (Sanity): one die per point; each failed die costs a
     * point; losing them all devours the investigator, otherwise he is rewarded.
     */
    record LifeForce(int player, boolean stamina) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            int have = stamina ? g.inv[player].stamina : g.inv[player].sanity;
            int failed = 0;
            for (int k = 0; k < have; k++) if (g.die() < 5) failed++;
            g.log("mythos", player, g.nameOf(player) + " rolls " + have + " dice: " + failed + " failed");
            if (failed >= have) {
                g.push(new EffectStep(player, new Effect.Devoured()));
            } else if (stamina) {
                g.push(new EffectStep(player, Effect.seq(new Effect.Lose(Stat.STAMINA, Amount.of(failed)),
                        new Effect.Gain(Stat.CLUES, Amount.of(3)))));
            } else {
                g.push(new EffectStep(player, Effect.seq(new Effect.Lose(Stat.SANITY, Amount.of(failed)),
                        new Effect.Gain(Stat.CLUES, Amount.of(1)), new Effect.Draw(Deck.SPELL, 1, 1))));
            }
            return null;
        }
    }

    /** Buy any of the drawn cards at list price; the rest go to the bottom of their deck. */
    record Buy(int player, List<Integer> drawn) implements Step, arkham.engine.flow.HoldsCards {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public List<Integer> heldCards() {
            return drawn;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            options.add(new Choice("done", "Buy nothing more", -1));
            for (int c : drawn) {
                int price = g.content.cardOf(c).price();
                if (g.inv[player].money >= price) {
                    options.add(new Choice("buy:" + c, "Buy " + g.content.cardOf(c).name() + " for $" + price, c));
                }
            }
            if (options.size() == 1) {
                done(g);
                return null;
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, "Estate sale", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() < 0) {
                done(g);
                return;
            }
            g.inv[player].money -= g.content.cardOf(c.value()).price();
            g.giveCard(player, c.value());
            List<Integer> rest = new ArrayList<>(drawn);
            rest.remove(Integer.valueOf(c.value()));
            g.push(new Buy(player, List.copyOf(rest)));
        }

        private void done(Game g) {
            for (int c : drawn) {
                g.cardWhere[c] = Game.IN_DECK;
                g.deck(Deck.UNIQUE).insert(0, c);
            }
        }
    }
}
