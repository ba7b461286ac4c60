package arkham.content.hooks;

import arkham.engine.Awakening;
import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Outcome;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.MonsterDef;
import arkham.engine.def.MovementType;
import arkham.engine.def.Stat;
import arkham.engine.flow.Status;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The Dunwich Horror's four Ancient Ones (their sheets). Powers that need a Dunwich rule the engine
 * does not have yet (monster surges, rubble tokens, an Ally leaving play) are listed in docs/dunwich/NEEDS.md
 * and docs/CONTENT-COVERAGE-dunwich.md and not encoded here.
 */
final class DunwichAncientOnes {
    private DunwichAncientOnes() {
    }

    static void register(Hooks h) {
        h.ancientOne("abhoth", new Abhoth());
        h.ancientOne("glaaki", new Glaaki());
        h.ancientOne("shudde-mell", new ShuddeMell());
        h.ancientOne("tsathoggua", new Tsathoggua());
    }

    /** A random marker of the named kind (variants included) set aside in the box (on the Ancient One's sheet), or -1. */
    static int randomBoxed(Game g, String kind) {
        int n = 0;
        for (int m = 0; m < g.monsterWhere.length; m++) if (boxed(g, m, kind)) n++;
        if (n == 0) return -1;
        int pick = g.rng.nextInt(n);
        for (int m = 0; m < g.monsterWhere.length; m++) if (boxed(g, m, kind) && pick-- == 0) return m;
        throw new IllegalStateException();
    }

    private static boolean boxed(Game g, int m, String kind) {
        return g.monsterWhere[m] == Game.BOX && AncientOnes.isMonster(g, g.content.monsterKind[m], kind);
    }

    /**
     * Worshippers: no Cultists (they go to the box); the Children of Abhoth wait on his sheet (the
     * box, as Spawn). Abominations: while he sleeps, each monster surge puts a random Child on the
     * surging gate; with all three already on the board, terror +2 and a doom token instead. Attack:
     * each gives up 3 of Clues, trophies and items, or is devoured.
     */
    static final class Abhoth implements Hooks.AncientOne {
        @Override
        public void startOfGame(Game g) {
            for (int m = 0; m < g.monsterWhere.length; m++) {
                if (g.monsterWhere[m] == Game.CUP && AncientOnes.isCultist(g, m)) g.monsterWhere[m] = Game.BOX;
            }
        }

        @Override
        public void monsterSurge(Game g, int place) {
            if (g.awakened) return;
            int child = randomBoxed(g, "Child of Abhoth");
            if (child >= 0) {
                g.placeMonster(child, place);
                return;
            }
            if (g.logging()) g.log("power", -1, "Abominations: every Child of Abhoth is on the board");
            g.raiseTerror(2);
            g.addDoom(1);
        }

        @Override
        public void attack(Game g) {
            int[] order = g.turnOrder();
            for (int k = order.length - 1; k >= 0; k--) g.push(new GiveUp(order[k], 3));
        }
    }

    /** Abhoth's attack on one investigator: {@code left} more of Clue tokens, monster or gate trophies and items, one at a time. */
    record GiveUp(int player, int left) implements Step {
        private static final int CLUE = -1;
        private static final int MONSTER = -2;
        private static final int GATE = -3;

        @Override
        public int owner() {
            return player;
        }

        static int total(Game g, int p) {
            int items = 0;
            var cs = g.inv[p].cards;
            for (int k = 0; k < cs.size(); k++) if (g.content.cardOf(cs.get(k)).item()) items++;
            return g.inv[p].clues + g.monsterTrophies(p) + g.gateTrophies(p) + items;
        }

        @Override
        public Question run(Game g) {
            if (g.inv[player].eliminated || left <= 0) return null;
            if (total(g, player) < left) {
                g.log("attack", player, g.nameOf(player) + " has too little to give Abhoth");
                Status.devour(g, player);
                return null;
            }
            List<Choice> options = new ArrayList<>();
            if (g.inv[player].clues > 0) options.add(new Choice(Target.stat(Act.LOSE, Stat.CLUES, 1), "clue", "A Clue token", CLUE));
            // each names the trophy he would lose: the cheapest monster, the first gate
            if (g.monsterTrophies(player) > 0) {
                options.add(new Choice(Target.monster(Act.LOSE, Trophies.cheapestMonster(g, player)), "monster", "A monster trophy", MONSTER));
            }
            if (g.gateTrophies(player) > 0) options.add(new Choice(Target.gateMarker(Act.LOSE, Trophies.firstGate(g, player)), "gate", "A gate trophy", GATE));
            var cs = g.inv[player].cards;
            for (int k = 0; k < cs.size(); k++) {
                int c = cs.get(k);
                if (g.content.cardOf(c).item()) options.add(new Choice(Target.card(Act.DISCARD, c), "item:" + c, g.content.cardOf(c).name(), c));
            }
            int n = left;
            return Question.lazy(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, () -> "Abhoth's attack: give up " + n + " more", options,
                    () -> Map.of("left", n));
        }

        @Override
        public void answer(Game g, Choice c) {
            switch (c.value()) {
                case CLUE -> g.inv[player].clues--;
                case MONSTER -> Trophies.spendMonster(g, player);
                case GATE -> Trophies.spendGate(g, player);
                default -> g.discard(player, c.value());
            }
            g.push(new GiveUp(player, left - 1));
        }
    }

    /** Whether a monster is Undead: printed so, or a Cultist while Glaaki is the Ancient One (his sheet). */
    static boolean undead(Game g, MonsterDef m) {
        return m.undead() || g.ancientOneHooks() instanceof Glaaki
                && arkham.content.load.ContentReader.baseName(m.name()).equalsIgnoreCase("Cultist");
    }

    /**
     * Worshippers: Cultists are Undead ({@link #undead}) and stalkers; the Servants of Glaaki wait
     * on his sheet (the box, as Spawn). Undead Servants: an Ally discarded or boxed (from an
     * investigator, or from the Ally deck as the terror rises) draws a Mythos card and puts a random
     * Servant at its gate location (sealed or not); with all five already on the board he awakens.
     * Servants still enter play, and their abilities act, in the final battle (Dunwich rulebook FAQ).
     * While he sleeps, a devoured investigator raises the terror level by 2. Attack: terror +1; at
     * 10 or more all are devoured.
     */
    static final class Glaaki implements Hooks.AncientOne {
        @Override
        public MovementType monsterMovement(Game g, int monster, MovementType movement) {
            return AncientOnes.isCultist(g, monster) ? MovementType.STALKER : movement;
        }

        @Override
        public void allyLost(Game g, int player, int card) {
            int servant = randomBoxed(g, "Servant of Glaaki");
            if (servant < 0) {
                if (g.awakened) return; // all have entered play: no further effect (Dunwich rulebook FAQ, Glaaki)
                if (g.logging()) g.log("power", -1, "Undead Servants: every Servant of Glaaki is on the board");
                g.awaken(Awakening.ANCIENT_ONE_POWER);
                return;
            }
            int place = mythosGateLocation(g);
            if (place >= 0) g.placeMonster(servant, place);
        }

        @Override
        public void investigatorDevoured(Game g, int player) {
            if (!g.awakened) g.raiseTerror(2);
        }

        @Override
        public void attack(Game g) {
            g.raiseTerror(1);
            if (g.terror >= 10) for (int p : g.turnOrder()) if (!g.inv[p].eliminated) Status.devour(g, p);
        }
    }

    /**
     * The gate location on the top Mythos card, which goes to the bottom of the deck; cards showing
     * none on this game's board are passed over the same way. -1 if no card shows one.
     */
    static int mythosGateLocation(Game g) {
        for (int k = g.mythosDeck.size(); k > 0; k--) {
            int c = g.mythosDeck.removeLast();
            g.mythosDeck.insert(0, c);
            int place = g.mythosDef(c).gate();
            if (g.logging()) g.log("mythos", -1, "Mythos card drawn for its gate location: " + g.mythosDef(c).name());
            if (place >= 0 && g.onBoard(place)) return place;
        }
        return -1;
    }

    /**
     * Worshippers: Chthonians hurt on 2-6 ({@link Monsters.Chthonian}). World Cracking, while he
     * sleeps: each monster surge draws one of his 7 rubble tokens; a surge with none left ends the
     * game, lost. Which location a token destroys is not encoded: no source we hold lists the
     * tokens. Attack: an undrawn token is discarded (round r's attack finds those not drawn before
     * the battle less r - 1); with none left every investigator is devoured.
     */
    static final class ShuddeMell implements Hooks.AncientOne {
        static final int RUBBLE = 7;

        @Override
        public void monsterSurge(Game g, int place) {
            if (g.awakened) return;
            if (g.dunwich.rubbleDrawn >= RUBBLE) {
                if (g.logging()) g.log("power", -1, "World Cracking: no rubble token is left to draw; the earthquake takes Arkham");
                g.win(Outcome.LOSS_DEVOURED);
                return;
            }
            g.dunwich.rubbleDrawn++;
            if (g.logging()) g.log("power", -1, "World Cracking: a rubble token is drawn (" + (RUBBLE - g.dunwich.rubbleDrawn) + " left)");
        }

        @Override
        public void attack(Game g) {
            int left = RUBBLE - g.dunwich.rubbleDrawn - (Math.max(1, g.battleRound) - 1);
            if (left > 0) {
                g.log("attack", -1, "Shudde M'ell's attack discards a rubble token (" + (left - 1) + " left)");
                return;
            }
            g.log("attack", -1, "No rubble token is left: the earthquake devours everyone");
            for (int p : g.turnOrder()) if (!g.inv[p].eliminated) Status.devour(g, p);
        }
    }

    /**
     * Worshippers: Formless Spawn +1 toughness and stalkers. Malaise, while he sleeps: no
     * location's special ability may be used but those of the Asylum, the Curiositie Shoppe, the
     * General Store, Ye Olde Magick Shoppe and St. Mary's Hospital (encounters and train rides go
     * on); Urban Environments are discarded without their ability. Start of battle: every Clue
     * token is lost. Attack: each pays two monster trophies plus one gate trophy, or is devoured.
     */
    static final class Tsathoggua implements Hooks.AncientOne, AncientOnes.Worshippers {
        private static final java.util.Set<String> STILL_OPEN = java.util.Set.of("Arkham Asylum", "Curiositie Shoppe",
                "General Store", "Ye Olde Magick Shoppe", "St. Mary's Hospital");

        @Override
        public boolean barsLocationAbilities(Game g, int player, int place) {
            return !g.awakened && g.board.isLocation(place) && !STILL_OPEN.contains(g.board.name(place));
        }

        private static boolean formless(Game g, int kind) {
            return AncientOnes.isMonster(g, kind, "Formless Spawn");
        }

        @Override
        public int worshipperToughness(Game g, int monster) {
            return toughnessBonus(g, g.content.monsterKind[monster]);
        }

        @Override
        public int toughnessBonus(Game g, int monsterKind) {
            return formless(g, monsterKind) ? 1 : 0;
        }

        @Override
        public MovementType monsterMovement(Game g, int monster, MovementType movement) {
            return formless(g, g.content.monsterKind[monster]) ? MovementType.STALKER : movement;
        }

        @Override
        public boolean cancelsMythos(Game g, int card) {
            return "urban".equals(g.mythosDef(card).environmentKind());
        }

        @Override
        public void startOfBattle(Game g) {
            for (int p : g.turnOrder()) g.inv[p].clues = 0;
        }

        @Override
        public void attack(Game g) {
            for (int p : g.turnOrder()) {
                if (g.inv[p].eliminated) continue;
                if (g.monsterTrophies(p) < 2 || g.gateTrophies(p) < 1) {
                    Status.devour(g, p);
                    continue;
                }
                Trophies.spendMonster(g, p);
                Trophies.spendMonster(g, p);
                Trophies.spendGate(g, p);
            }
        }
    }
}
