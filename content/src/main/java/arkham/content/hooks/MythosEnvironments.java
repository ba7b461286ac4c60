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
import arkham.engine.def.CheckType;
import arkham.engine.def.Deck;
import arkham.engine.def.Effect;
import arkham.engine.def.MovementType;
import arkham.engine.def.Stat;
import arkham.engine.flow.EffectStep;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Environment cards: check modifiers in Arkham, tougher monsters, banned monsters, rules for gains,
 * terror, sealing, spells and movement, and what happens to investigators ending their movement in
 * a street (curfews, sideshows and the optional dealings of some neighbourhoods).
 */
final class MythosEnvironments {
    private MythosEnvironments() {
    }

    static void register(Hooks h) {
        h.mythos("mythos-evil-fog", new InArkham(Map.of(CheckType.WILL, -1, CheckType.SNEAK, 1), null) {
            @Override
            public MovementType monsterMovement(Game g, int monster, MovementType movement) {
                return movement == MovementType.FLYING ? MovementType.STATIONARY : movement;
            }
        });
        h.mythos("mythos-blackest-night", new InArkham(Map.of(CheckType.LUCK, -1, CheckType.SNEAK, 1), null));
        h.mythos("mythos-heat-wave", new InArkham(Map.of(CheckType.FIGHT, -1, CheckType.LORE, 1), null) {
            @Override
            public int monsterToughness(Game g, int monster) {
                return isKind(g, monster, "Fire Vampire") ? 1 : 0;
            }
        });
        // A Speed penalty also costs a movement point, as the card says.
        h.mythos("mythos-raining-cats-and-dogs", new InArkham(Map.of(CheckType.SPEED, -1, CheckType.SNEAK, 1), "Fire Vampire"));
        h.mythos("mythos-sunny-and-clear", new InArkham(Map.of(CheckType.SNEAK, -1, CheckType.WILL, 1), "Haunter of the Dark"));
        h.mythos("mythos-icy-conditions", new Hooks.MythosAbility() {
            @Override
            public int movementPoints(Game g, int player) {
                return -1;
            }

            @Override
            public MovementType monsterMovement(Game g, int monster, MovementType movement) {
                return movement == MovementType.FAST ? MovementType.NORMAL : movement;
            }
        });

        h.mythos("mythos-chill-of-the-grave", new Tougher(1, UNDEAD));
        h.mythos("mythos-festival", new Tougher(1, "Cultist", "Byakhee"));
        h.mythos("mythos-things-of-darkness", new Tougher(1, "Ghoul", "Formless Spawn", "Shoggoth", "Flying Polyp"));
        h.mythos("mythos-alien-technology", new Tougher(2, "Mi-Go") {
            @Override
            public void combatCheckPassed(Game g, int player, int monster) {
                if (isKind(g, monster, "Mi-Go")) g.push(new EffectStep(player, new Effect.Draw(Deck.UNIQUE, 1, 1)));
            }
        });
        h.mythos("mythos-rlyeh-rising", new Tougher(1, "Star Spawn", "Maniac") {
            @Override
            public int closeModifier(Game g, int player, int place) {
                return toRlyeh(g, place) ? -1 : 0;
            }

            @Override
            public int sealCost(Game g, int player) {
                return toRlyeh(g, g.inv[player].place) ? 1 : 0;
            }
        });

        h.mythos("mythos-strange-plague", new NoGain(Stat.STAMINA));
        h.mythos("mythos-sunken-city", new NoGain(Stat.SANITY));
        h.mythos("mythos-happy-days", new Hooks.MythosAbility() {
            @Override
            public boolean preventsTerror(Game g) {
                return true;
            }
        });
        h.mythos("mythos-nodens-favor", new Hooks.MythosAbility() {
            @Override
            public int sealCost(Game g, int player) {
                return -2;
            }
        });
        h.mythos("mythos-no-one-can-help", new Hooks.MythosAbility() {
            @Override
            public boolean preventsSealing(Game g, int player) {
                return true;
            }
        });
        h.mythos("mythos-planetary-alignment", new Hooks.MythosAbility() {
            @Override
            public int spellCost(Game g, int player, int card) {
                return -g.content.cardOf(card).sanityCost();
            }
        });
        h.mythos("mythos-solar-eclipse", new Hooks.MythosAbility() {
            @Override
            public boolean preventsCasting(Game g, int player, int card) {
                return true;
            }
        });

        h.mythos("mythos-curfew", new Hooks.MythosAbility() {
            // the Deputy of Arkham is not subject to the curfew (FAQ Q27)
            @Override
            public boolean actsAtEndOfMovement(Game g, int player) {
                return g.board.isStreet(g.inv[player].place) && !g.ownsTagged(player, "deputy");
            }

            @Override
            public void endOfMovement(Game g, int player) {
                g.push(new EffectStep(player, new Effect.Check(CheckType.WILL, 0, 1, Effect.NOTHING, new Effect.Arrested())));
            }
        });
        h.mythos("mythos-darkes-carnival", new Hooks.MythosAbility() {
            @Override
            public boolean actsAtEndOfMovement(Game g, int player) {
                return g.inv[player].place == MythosAbilities.street(g, "Northside");
            }

            @Override
            public void endOfMovement(Game g, int player) {
                g.push(new EffectStep(player, Effect.seq(new Effect.Gain(Stat.CLUES, Amount.of(1)),
                        new Effect.Check(CheckType.WILL, -1, 1, Effect.NOTHING, new Effect.Lose(Stat.SANITY, Amount.of(1))))));
            }
        });

        h.mythos("mythos-blood-magic", new Dealing("mythos-blood-magic", "Rivertown",
                "Blood Magic: roll a die per Stamina; lose 1 Stamina per failed die, then gain 3 Clues",
                (g, p) -> g.push(new LifeForce(p, true))));
        h.mythos("mythos-man-in-black", new Dealing("mythos-man-in-black", "French Hill",
                "The Man in Black: roll a die per Sanity; lose 1 Sanity per failed die, then gain 1 Clue and a Spell",
                (g, p) -> g.push(new LifeForce(p, false))));
        h.mythos("mythos-egyptian-exhibit", new Dealing("mythos-egyptian-exhibit", "Miskatonic University",
                "Study the exhibit: Lore (-1) check to gain 1 Clue",
                (g, p) -> g.push(new EffectStep(p, new Effect.Check(CheckType.LORE, -1, 1,
                        new Effect.Gain(Stat.CLUES, Amount.of(1)), Effect.NOTHING)))));
        h.mythos("mythos-estate-sale", new Dealing("mythos-estate-sale", "Uptown",
                "Estate sale: draw 2 Unique Items and buy any at list price",
                (g, p) -> DrawnCards.draw(g, p, Deck.UNIQUE, LocationAbilities.withExtraDraws(g, p, Deck.UNIQUE, 2),
                        new ForSale(p, 2))));
    }

    /** The core monsters marked undead in monsters.json. */
    static final String[] UNDEAD = {"Ghost", "Vampire", "Zombie"};

    static boolean isKind(Game g, int monster, String name) {
        return AncientOnes.isMonster(g, g.content.monsterKind[monster], name);
    }

    private static boolean toRlyeh(Game g, int place) {
        int gate = place >= 0 ? g.gateAt[place] : -1;
        return gate >= 0 && g.content.gateOf(gate).leadsTo(g.board.worldId("R'lyeh"));
    }

    /** Check modifiers for investigators in Arkham; optionally one monster kind may not be in play. */
    static class InArkham implements Hooks.MythosAbility {
        private final Map<CheckType, Integer> modifiers;
        private final String banished;

        InArkham(Map<CheckType, Integer> modifiers, String banished) {
            this.modifiers = modifiers;
            this.banished = banished;
        }

        @Override
        public int checkModifier(Game g, int player, CheckType type) {
            return g.board.inArkham(g.inv[player].place) ? modifiers.getOrDefault(type, 0) : 0;
        }

        @Override
        public boolean bansMonster(Game g, int monsterKind) {
            return banished != null && monsterKind == g.content.monsterId(banished);
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

    /** Monsters of the named kinds have their toughness raised while the card is in play. */
    static class Tougher implements Hooks.MythosAbility {
        private final int by;
        private final String[] kinds;

        Tougher(int by, String... kinds) {
            this.by = by;
            this.kinds = kinds;
        }

        @Override
        public int monsterToughness(Game g, int monster) {
            for (String k : kinds) if (isKind(g, monster, k)) return by;
            return 0;
        }
    }

    /** Investigators cannot gain the stat, except by care at the hospital or asylum (see {@link Game#restore}). */
    record NoGain(Stat stat) implements Hooks.MythosAbility {
        @Override
        public boolean preventsGain(Game g, int player, Stat s) {
            return s == stat;
        }
    }

    interface Use {
        void use(Game g, int player);
    }

    /**
     * An Environment whose ability is an optional dealing offered to each investigator who ends his
     * movement in one neighbourhood's street.
     */
    record Dealing(String id, String street, String label, Use use) implements Hooks.MythosAbility {
        @Override
        public boolean actsAtEndOfMovement(Game g, int player) {
            return g.inv[player].place == MythosAbilities.street(g, street);
        }

        @Override
        public void endOfMovement(Game g, int player) {
            g.push(new OfferDealing(player, id));
        }
    }

    /** Asks whether the investigator takes up the street's dealing. */
    record OfferDealing(int player, String id) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (!MythosAbilities.inPlay(g, g.environment(), id)) return null;
            return new Question(player, QuestionKind.YES_NO, Purpose.EFFECT_CHOICE, dealing(g).label() + "?",
                    List.of(new Choice(Target.mythos(Act.USE, g.environment()), "yes", dealing(g).label(), 1), new Choice(Target.NO, "no", "Walk on", 0)),
                    Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() == 1) dealing(g).use().use(g, player);
        }

        private Dealing dealing(Game g) {
            return (Dealing) g.content.hooks.mythos(id);
        }
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
            int need = g.successOn(player);
            for (int k = 0; k < have; k++) if (g.die() < need) failed++;
            g.log("mythos", player, g.nameOf(player) + ": " + failed + " of " + arkham.engine.flow.SkillCheck.dice(have) + " failed");
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

    /**
     * The Estate Sale's drawn cards leave the deck for the sale. One who draws a card more
     * (Monterey Jack's Archaeology) sees one more but keeps the sale's size: the card he would
     * discard is simply one he does not buy.
     */
    record ForSale(int player, int mayBuy) implements DrawnCards.Use {
        @Override
        public Step with(Game g, List<Integer> cards) {
            for (int c : cards) {
                g.deck(Deck.UNIQUE).remove(c);
                g.cardWhere[c] = Game.DRAWN;
            }
            return new Buy(player, cards, mayBuy);
        }
    }

    /** Buy drawn cards at list price, up to mayBuy of them; the rest go to the bottom of their deck. */
    record Buy(int player, List<Integer> drawn, int mayBuy) implements Step, arkham.engine.flow.HoldsCards {
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
            options.add(new Choice(Target.DONE, "done", "Buy nothing more", -1));
            for (int c : drawn) {
                int price = g.content.cardOf(c).price();
                if (mayBuy > 0 && g.inv[player].money >= price) {
                    options.add(new Choice(Target.card(Act.BUY, c), "buy:" + c, "Buy " + g.content.cardOf(c).name() + " for $" + price, c));
                }
            }
            if (options.size() == 1) {
                done(g);
                return null;
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.BUY, "Estate sale", options, Map.of());
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
            g.push(new Buy(player, List.copyOf(rest), mayBuy - 1));
        }

        private void done(Game g) {
            for (int c : drawn) {
                g.cardWhere[c] = Game.IN_DECK;
                g.deck(Deck.UNIQUE).insert(0, c);
            }
        }
    }
}
