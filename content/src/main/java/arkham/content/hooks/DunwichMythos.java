package arkham.content.hooks;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Phase;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.Capability;
import arkham.engine.def.CheckType;
import arkham.engine.def.Deck;
import arkham.engine.def.MovementType;
import arkham.engine.def.Stat;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.Harm;
import arkham.engine.flow.MythosStep;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * The Dunwich Horror's Mythos cards that need more than the effect vocabulary. Parts of cards not
 * encoded yet are named in docs/CONTENT-COVERAGE-dunwich.md.
 */
final class DunwichMythos {
    private DunwichMythos() {
    }

    static void register(Hooks h) {
        h.mythos("dunwich-angry-red-skies", new Weather(Map.of(CheckType.WILL, -1, CheckType.LORE, 1), 0, (g, t) -> t) {
            @Override
            public boolean keepsFlyersFromSky(Game g) {
                return true;
            }
        });
        h.mythos("dunwich-balmy", new Weather(Map.of(CheckType.SNEAK, -1, CheckType.FIGHT, 1), 0, (g, t) -> t) {
            @Override
            public boolean stalkersReachTwoAreas(Game g) {
                return true;
            }
        });
        h.mythos("dunwich-dark-skies", new Weather(Map.of(CheckType.FIGHT, -1, CheckType.SNEAK, 1), 0,
                (g, t) -> t == MovementType.STALKER ? MovementType.NORMAL : t));
        h.mythos("dunwich-deathly-still", new Weather(Map.of(CheckType.WILL, -1, CheckType.FIGHT, 1), 0,
                (g, t) -> t == MovementType.NORMAL ? MovementType.STALKER : t));
        h.mythos("dunwich-good-traveling-conditions", new Weather(Map.of(CheckType.FIGHT, -1, CheckType.SPEED, 1), 1,
                (g, t) -> t == MovementType.NORMAL ? MovementType.FAST : t));
        h.mythos("dunwich-plague-of-frogs", new Weather(Map.of(CheckType.LORE, -1, CheckType.WILL, 1), 0, null) {
            @Override
            public MovementType monsterMovement(Game g, int monster, MovementType movement) {
                int kind = g.content.monsterKind[monster];
                boolean witchcraft = AncientOnes.isMonster(g, kind, "Witch") || AncientOnes.isMonster(g, kind, "Warlock");
                return witchcraft ? MovementType.STALKER : movement;
            }
        });
        h.mythos("dunwich-the-tempest", new Weather(Map.of(CheckType.LUCK, -1, CheckType.SPEED, 1), 1, (g, t) -> t) {
            @Override
            public void onEnter(Game g) {
                clearSky(g);
            }

            // flyers reach the Sky only in a Mythos Phase's movement: those that did go back before it ends
            @Override
            public boolean actsAtEndOfMythos() {
                return true;
            }

            @Override
            public void endOfMythos(Game g) {
                clearSky(g);
            }

            // a new Environment replaces it after the movement: those that arrived while it blew go too
            @Override
            public void onLeave(Game g) {
                clearSky(g);
            }
        });
        h.mythos("dunwich-windy", new Weather(Map.of(CheckType.SNEAK, -1, CheckType.SPEED, 1), 1, (g, t) -> t) {
            @Override
            public boolean skyReachesUnstableLocations(Game g) {
                return true;
            }
        });
        h.mythos("dunwich-songs-from-the-woods", new MythosEnvironments.Tougher(1, "Goat Spawn", "Tcho-tcho", "Dark Young"));
        h.mythos("dunwich-along-came-jones", new FirstToArrive("dunwich-along-came-jones", "Train Station", null,
                (g, p) -> g.push(new EffectStep(p, ItemAbilities.draw(Deck.ALLY)))));
        h.mythos("dunwich-help-wanted", new FirstToArrive("dunwich-help-wanted", "Newspaper", "retainer",
                (g, p) -> EffectStep.takeCard(g, p, "Retainer")));
        tokenRumor(h, "dunwich-mad-bomber", "Merchant District", Stat.MONEY, 4, 8,
                ItemAbilities.gain(Stat.CLUES, 2),
                ItemAbilities.seq(new arkham.engine.def.Effect.Hook("dunwich-draw-card", "injury"),
                        new arkham.engine.def.Effect.Hook("dunwich-draw-card", "madness")));
        tokenRumor(h, "dunwich-nightmare-pool", "Uptown", Stat.SANITY, 3, 6, ItemAbilities.draw(Deck.COMMON), null);
        tokenRumor(h, "dunwich-riots", "Northside", Stat.STAMINA, 3, 6, ItemAbilities.draw(Deck.SPELL),
                new arkham.engine.def.Effect.Hook("dunwich-riots-streets", null));
        h.effect("dunwich-riots-streets", (g, p, arg) -> g.dunwich.streetsCostTwo = true);
        h.effect("dunwich-first-player-picks", (g, p, arg) -> g.push(new PickVictim(Stat.valueOf(arg.toUpperCase()), 3)));
        h.effect("dunwich-gates-release", DunwichMythos::gatesRelease);
        h.effect("dunwich-close-a-gate", (g, p, arg) -> g.push(new CloseAGate()));
        h.effect("dunwich-horror-gossip", (g, p, arg) -> {
            if (dunwichHorrorInPlay(g)) g.raiseTerror(2);
        });
        instead(h, "dunwich-blue-plate-special", "Velma's Diner", "Buy a meal: 1 Stamina and 1 Sanity per $1 (up to $4)",
                Set.of(Capability.HEALS_STAMINA, Capability.HEALS_SANITY),
                (g, p) -> g.inv[p].money >= 1, (g, p) -> g.push(new BuyMeal(p)));
        instead(h, "dunwich-book-sale", "Library", "Pay $2 for the first Tome of the Unique Item deck", Set.of(Capability.BUYS_CARDS),
                (g, p) -> g.inv[p].money >= 2, (g, p) -> {
                    g.lose(p, Stat.MONEY, 2);
                    g.push(new EffectStep(p, new arkham.engine.def.Effect.Hook("enc-first", "unique tome")));
                });
        instead(h, "dunwich-neighborhood-sale", "Easttown", "Draw 2 Common Items and buy any of them at list price",
                Set.of(Capability.BUYS_CARDS, Capability.BUYS_ITEMS),
                (g, p) -> true, (g, p) -> g.push(new EffectStep(p, new arkham.engine.def.Effect.Hook("enc-buy", "common common"))));
        h.mythos("dunwich-gossip-runs-wild", new Hooks.MythosAbility() {
            @Override
            public boolean lingers() {
                return true;
            }

            @Override
            public boolean tradesClues(Game g) {
                return true;
            }
        });
        h.mythos("dunwich-couriers-in-town", new Hooks.MythosAbility() {
            @Override
            public boolean lingers() {
                return true;
            }

            @Override
            public boolean tradesItemsApart(Game g) {
                return g.phase == Phase.UPKEEP;
            }
        });
        // every investigator with a deal with the Dark Man is devoured, 3 doom tokens each; the deals are paid
        h.effect("dunwich-old-debts", (g, p, arg) -> {
            for (int q = 0; q < g.players; q++) {
                if (g.inv[q].eliminated || !g.dunwich.darkManDeals.contains(g.inv[q].def())) continue;
                g.log("deal", q, "The Dark Man collects from " + g.nameOf(q));
                arkham.engine.flow.Status.devour(g, q);
                g.addDoom(3);
            }
            g.dunwich.darkManDeals.clear();
        });
        h.mythos("dunwich-whippoorwills", new Hooks.MythosAbility() {
            @Override
            public void afterLoss(Game g, int player, Stat stat, int amount) {
                var i = g.inv[player];
                int other = stat == Stat.SANITY ? i.stamina : i.sanity;
                // one die per knockout; both at 0 together devours anyway (rulebook p.17)
                if ((stat == Stat.SANITY ? i.sanity : i.stamina) != 0 || other == 0) return;
                int d = g.die();
                g.log("roll", player, "The whippoorwills wait for " + g.nameOf(player) + ": " + d);
                if (d == 1) {
                    arkham.engine.flow.Status.devour(g, player);
                    g.raiseTerror(1);
                }
            }
        });
    }

    /**
     * An Urban Environment's offer at a place in place of the Arkham encounter (or, in a street,
     * besides having none), while the card is in play.
     */
    static void instead(Hooks h, String id, String place, String label, Set<Capability> does, MythosRumors.Can can, MythosRumors.Use use) {
        h.mythos(id, new Hooks.MythosAbility() {
        });
        h.locationAbility(place, id + "-offer", new Hooks.LocationAbility() {
            @Override
            public String label() {
                return label;
            }

            @Override
            public String grantedBy() {
                return id;
            }

            @Override
            public Set<Capability> capabilities() {
                return does;
            }

            @Override
            public boolean available(Game g, int player) {
                return MythosAbilities.inPlay(g, g.environment(), id) && can.test(g, player);
            }

            @Override
            public void use(Game g, int player) {
                use.use(g, player);
            }
        });
    }

    /** Every monster in the Sky goes back to the cup. */
    static void clearSky(Game g) {
        for (int m = 0; m < g.monsterWhere.length; m++) if (g.monsterWhere[m] == g.board.sky()) g.returnToCup(m);
    }

    /** He chooses how much to spend, $1 to $4: 1 Stamina and 1 Sanity for each. */
    record BuyMeal(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            for (int n = 1; n <= Math.min(4, g.inv[player].money); n++) options.add(new Choice(Target.stat(Act.PAY, Stat.MONEY, n), "pay:" + n, "Spend $" + n, n));
            return options.isEmpty() ? null : new Question(player, QuestionKind.CHOOSE_ONE, Purpose.PAY, "How much do you spend?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            g.lose(player, Stat.MONEY, c.value());
            g.gain(player, Stat.STAMINA, c.value());
            g.gain(player, Stat.SANITY, c.value());
        }
    }

    /**
     * A Rumor of tokens: {@code start} per player when it comes, one more per player at the end of
     * each later Mythos Phase; in the Arkham Encounters Phase an investigator in its street may pay
     * the stat to take tokens off one for one. No token left: passed, {@code reward} for everyone.
     * {@code failAt} per player: failed; the penalty is {@code penalty} for everyone (Mad Bomber's
     * cards; Riots makes streets dearer for good), and Nightmare Pool draws three more Mythos cards.
     */
    static void tokenRumor(Hooks h, String id, String street, Stat stat, int start, int failAt,
                           arkham.engine.def.Effect reward, arkham.engine.def.Effect penalty) {
        h.mythos(id, new Hooks.MythosAbility() {
            @Override
            public void onEnter(Game g) {
                g.rumorTokens = start * g.activePlayers();
            }

            @Override
            public void eachMythos(Game g) {
                g.rumorTokens += g.activePlayers();
                if (g.rumorTokens < failAt * g.activePlayers()) return;
                MythosRumors.fail(g, penalty == null ? null : MythosRumors.each(penalty));
                if (id.equals("dunwich-nightmare-pool")) {
                    for (int k = 0; k < 3; k++) g.push(new MythosStep(MythosStep.Stage.DRAW, -1, false));
                }
            }
        });
        MythosRumors.passAt(h, id, street, "Pay " + stat.name().toLowerCase() + " to take tokens off the Rumor",
                (g, p) -> payable(g, p, stat) > 0, (g, p) -> g.push(new PayDown(p, id, stat, reward)));
    }

    /** How much of the stat the investigator can pay now (keeping 1 Sanity or Stamina). */
    static int payable(Game g, int p, Stat stat) {
        var i = g.inv[p];
        int have = stat == Stat.MONEY ? i.money : stat == Stat.SANITY ? i.sanity - 1 : i.stamina - 1;
        return Math.max(0, Math.min(have, g.rumorTokens));
    }

    /** The investigator chooses how much to pay; the Rumor passes when its last token goes. */
    record PayDown(int player, String rumor, Stat stat, arkham.engine.def.Effect reward) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            int max = payable(g, player, stat);
            if (max <= 0 || !MythosAbilities.inPlay(g, g.rumor(), rumor)) return null;
            List<Choice> options = new ArrayList<>();
            for (int n = 1; n <= max; n++) options.add(new Choice(Target.stat(Act.PAY, stat, n), "pay:" + n, "Pay " + n + " " + stat.name().toLowerCase(), n));
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.PAY, "How much do you pay?", options, Map.of("tokens", g.rumorTokens));
        }

        @Override
        public void answer(Game g, Choice c) {
            g.lose(player, stat, c.value());
            g.rumorTokens -= c.value();
            g.log("mythos", player, g.nameOf(player) + " takes " + c.value() + " token(s) off " + g.mythosDef(g.rumor()).name());
            if (g.rumorTokens <= 0) MythosRumors.pass(g, MythosRumors.each(reward));
        }
    }

    /** A Weather Environment: check modifiers in Arkham, extra movement points, and a change to how monsters move. */
    static class Weather extends MythosEnvironments.InArkham {
        private final int movement;
        private final BiFunction<Game, MovementType, MovementType> moves;

        Weather(Map<CheckType, Integer> modifiers, int movement, BiFunction<Game, MovementType, MovementType> moves) {
            super(modifiers, null);
            this.movement = movement;
            this.moves = moves;
        }

        @Override
        public int movementPoints(Game g, int player) {
            return movement;
        }

        @Override
        public MovementType monsterMovement(Game g, int monster, MovementType t) {
            return moves == null ? t : moves.apply(g, t);
        }
    }

    /**
     * An Urban Environment that rewards the first investigator to end his movement at a location
     * and then leaves play; one who owns a card tagged {@code unlessTagged} (a Retainer) does not count.
     */
    record FirstToArrive(String id, String location, String unlessTagged,
                         java.util.function.BiConsumer<Game, Integer> reward) implements Hooks.MythosAbility {
        @Override
        public boolean actsAtEndOfMovement(Game g, int player) {
            return MythosAbilities.inPlay(g, g.environment(), id) && g.inv[player].place == g.board.find(location)
                    && (unlessTagged == null || !g.ownsTagged(player, unlessTagged));
        }

        @Override
        public void endOfMovement(Game g, int player) {
            int card = g.environment();
            reward.accept(g, player);
            MythosStep.leave(g, card);
        }
    }

    /** The first player picks an investigator (himself too), who loses the stat. */
    record PickVictim(Stat stat, int amount) implements Step {
        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            for (int q = 0; q < g.players; q++) {
                if (!g.inv[q].eliminated) options.add(new Choice(Target.investigator(Act.CHOOSE, q), "investigator:" + q, g.nameOf(q) + " loses " + amount, q));
            }
            return new Question(g.first, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Who loses " + amount + " " + stat.name().toLowerCase() + "?",
                    options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            Harm.harm(g, c.value(), stat, amount);
        }
    }

    /** Every open gate to one of the worlds named (comma-separated) releases a monster at its location. */
    private static void gatesRelease(Game g, int player, String arg) {
        List<Integer> worlds = new ArrayList<>();
        for (String w : arg.split(",")) worlds.add(g.board.worldId(w.trim()));
        for (int place = 0; place < g.board.size(); place++) {
            int marker = g.gateAt[place];
            if (marker < 0) continue;
            boolean leads = false;
            for (int w : worlds) leads |= g.content.gateOf(marker).leadsTo(w);
            if (!leads) continue;
            int m = g.drawMonster();
            if (m >= 0) g.placeMonster(m, place);
        }
    }

    /** The first player closes an open gate of his choice: its monsters go back to the cup, its marker to the stack. */
    record CloseAGate() implements Step {
        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            for (int place = 0; place < g.board.size(); place++) {
                if (g.gateAt[place] >= 0) options.add(new Choice(Target.gate(Act.CLOSE, place), "gate:" + place, "Close the gate at " + g.board.name(place), place));
            }
            if (options.isEmpty()) return null;
            return new Question(g.first, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Which gate closes?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            int marker = g.gateAt[c.value()];
            g.gateAt[c.value()] = -1;
            arkham.engine.flow.Gates.returnMonsters(g, g.content.gateOf(marker));
            g.gateWhere[marker] = Game.STACK;
            g.gateStack.insert(0, marker);
            for (var i : g.inv) if (i.place == c.value()) i.explored = false;
            g.log("gate", -1, "The gate at " + g.board.name(c.value()) + " closes");
        }
    }

    static boolean dunwichHorrorInPlay(Game g) {
        for (int m = 0; m < g.monsterWhere.length; m++) {
            if (g.monsterWhere[m] >= 0 && AncientOnes.isMonster(g, g.content.monsterKind[m], "The Dunwich Horror")) return true;
        }
        return false;
    }
}
