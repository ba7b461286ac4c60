package arkham.content.hooks;

import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Question;
import arkham.engine.Step;
import arkham.engine.def.Board;
import arkham.engine.def.CheckType;
import arkham.engine.def.Deck;
import arkham.engine.def.Effect;
import arkham.engine.def.Stat;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.Status;
import arkham.engine.state.IntList;

/** Bespoke effects of The Dunwich Horror's gate cards. */
final class DunwichGates {
    private DunwichGates() {
    }

    static void register(Hooks h) {
        // back to Arkham through a gate, but without the explored marker
        h.effect("dunwich-return-unexplored", (g, p, arg) -> g.then(new GateHooks.ReturnThroughGate(p), new Unexplored(p)));
        // "Azathoth luck 0 3": with that Ancient One, the check or devoured; "Nyarlathotep lost": lost in time and space
        h.effect("dunwich-ancient-one-peril", DunwichGates::peril);
        // "4": the first Unique Item from the top with a price of at least $4
        h.effect("dunwich-first-unique-from", (g, p, arg) -> {
            IntList deck = g.deck(Deck.UNIQUE);
            int min = Integer.parseInt(arg);
            for (int k = deck.size() - 1; k >= 0; k--) {
                if (g.content.cardOf(deck.get(k)).price() >= min) {
                    g.giveCard(p, deck.removeAt(k));
                    return;
                }
            }
        });
        h.effect("dunwich-clue-per-tome", (g, p, arg) -> {
            int tomes = 0;
            var cs = g.inv[p].cards;
            for (int k = 0; k < cs.size(); k++) if (g.content.cardOf(cs.get(k)).has("tome")) tomes++;
            g.gain(p, Stat.CLUES, tomes);
        });
        h.effect("dunwich-lift-curse", (g, p, arg) -> {
            int c = g.findTagged(p, g.content.curseTag);
            if (c >= 0) g.discard(p, c);
        });
        h.effect("dunwich-hound-appears", (g, p, arg) -> {
            int kind = g.content.monsterId("Hound of Tindalos");
            for (int m = 0; m < g.monsterWhere.length; m++) {
                if (g.monsterWhere[m] == Game.CUP && g.content.monsterKind[m] == kind) {
                    g.monsterWhere[m] = Game.ENCOUNTER;
                    g.log("monster", p, "The Hound of Tindalos appears!");
                    g.push(new EffectStep.EncounterMonster(p, m));
                    return;
                }
            }
        });
        // after a costly roll: still conscious, back to Arkham
        h.effect("dunwich-return-if-standing", (g, p, arg) -> {
            if (g.inv[p].stamina > 0 && g.inv[p].sanity > 0) g.push(new GateHooks.ReturnThroughGate(p));
        });
        // "delayed" or "lost": from an Other World's second area to its first; from the first, that
        h.effect("dunwich-slip-back", (g, p, arg) -> {
            int at = g.inv[p].place;
            for (Board.OtherWorld w : g.board.worlds()) {
                if (w.secondArea() == at) {
                    g.moveInvestigator(p, w.firstArea());
                    return;
                }
            }
            if ("lost".equals(arg)) Status.lostInTimeAndSpace(g, p);
            else Status.delay(g, p);
        });
        h.effect("dunwich-dice-per-spell", (g, p, arg) -> {
            IntList cs = new IntList(g.inv[p].cards);
            for (int k = 0; k < cs.size(); k++) {
                int c = cs.get(k);
                if (g.content.cardOf(c).isSpell() && !ItemAbilities.success(g, p, g.die())) g.discard(p, c);
            }
        });
        h.effect("dunwich-clues-up-to", (g, p, arg) -> {
            int n = Integer.parseInt(arg) - g.inv[p].clues;
            if (n > 0) g.gain(p, Stat.CLUES, n);
        });
    }

    private static void peril(Game g, int p, String arg) {
        String[] a = arg.split(" ");
        if (!AncientOnes.is(g, a[0].toLowerCase().replace("'", ""))) return;
        if (a[1].equals("lost")) {
            Status.lostInTimeAndSpace(g, p);
            return;
        }
        CheckType type = CheckType.valueOf(a[1].toUpperCase());
        g.push(new EffectStep(p, new Effect.Check(type, Integer.parseInt(a[2]), Integer.parseInt(a[3]), Effect.NOTHING,
                new Effect.Devoured())));
    }

    /** After a return that does not count as exploring the gate. */
    record Unexplored(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (!g.board.isOtherWorld(g.inv[player].place)) g.inv[player].explored = false;
            return null;
        }
    }
}
