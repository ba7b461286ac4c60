package arkham.content;

import arkham.engine.Choice;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.def.Board;
import arkham.engine.def.Encounter;
import arkham.engine.def.Expansion;
import arkham.engine.def.GateCardDef;
import arkham.engine.def.LocationCardDef;
import arkham.engine.flow.EffectStep;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * Every encounter entry of every location card and gate card (core and Lurker), resolved with
 * forced dice, every die a 6 and then every die a 1, taking the first option offered (see {@link #policy}). What
 * each did is kept in {@code golden/encounter-outcomes.txt}: the card's effect on record, and any
 * change to it a reviewed diff.
 *
 * <p>The position: Jenny Barnes (no ability that changes encounters) with $10, 5 Clue tokens, one
 * below her maximum Sanity and Stamina, two monster trophies and a gate trophy, so that every
 * option that spends them is open; Carolyn Fern at home; Azathoth; no gates, monsters or Mythos
 * cards in play. For a gate card, a gate to the world visited is open at the Unvisited Isle.
 */
class EncounterOutcomesTest {
    private static final Content C = ContentLoader.core();

    @Test
    void everyEncounterEntryHasItsOutcomeOnRecord() {
        List<String> lines = new ArrayList<>();
        int entries = 0;
        for (Expansion x : List.of(Expansion.CORE, Expansion.LURKER)) {
            for (LocationCardDef card : C.locationCards) {
                if (card.expansion() != x) continue;
                for (Map.Entry<Integer, Encounter> e : sorted(card.encounters())) {
                    lines.add("== " + card.name() + " / " + C.board.name(e.getKey()) + ": " + e.getValue().text());
                    for (int face : new int[] {6, 1}) {
                        Game g = position(x, face);
                        g.phase = Phase.ARKHAM_ENCOUNTERS;
                        g.moveInvestigator(0, e.getKey());
                        g.inv[0].encountersOver = false;
                        lines.add("  dice " + face + ": " + Outcomes.run(g, policy(face), new EffectStep(0, e.getValue().effect())));
                    }
                    entries++;
                }
            }
            for (GateCardDef card : C.gateCards) {
                if (card.expansion() != x || card.isReshuffle()) continue;
                for (Map.Entry<Integer, Encounter> e : sorted(card.worlds())) {
                    lines.addAll(gateEntry(x, card, e.getKey(), C.board.otherWorld(e.getKey()).name(), e.getValue()));
                    entries++;
                }
                lines.addAll(gateEntry(x, card, otherWorld(card), "Other", card.other()));
                entries++;
            }
        }
        assertEquals(7 * 26 + 48 * 3 + 4 * 26 + 24 * 3, entries, "core and Lurker encounter entries (a card per neighbourhood has an entry for each of the 26 locations)");
        Outcomes.checkGolden("encounter-outcomes.txt", lines);
        assertFalse(lines.stream().anyMatch(l -> l.contains("DID NOT END")), "every entry ends");
    }

    private List<String> gateEntry(Expansion x, GateCardDef card, int world, String entry, Encounter e) {
        List<String> lines = new ArrayList<>();
        Board.OtherWorld w = C.board.otherWorld(world);
        lines.add("== " + card.name() + " (" + card.colour() + ") / " + entry + " (in " + w.name() + "): " + e.text());
        for (int face : new int[] {6, 1}) {
            Game g = position(x, face);
            g.phase = Phase.OTHER_WORLD_ENCOUNTERS;
            openGate(g, world, "Unvisited Isle");
            g.moveInvestigator(0, w.firstArea());
            lines.add("  dice " + face + ": " + Outcomes.run(g, policy(face), new EffectStep(0, e.effect())));
        }
        return lines;
    }

    /** The entries by place or world id (the maps' own order differs from one JVM to the next). */
    private static List<Map.Entry<Integer, Encounter>> sorted(Map<Integer, Encounter> m) {
        return m.entrySet().stream().sorted(Map.Entry.comparingByKey()).toList();
    }

    /** A world of the card's colour with no entry of its own on it, so "Other" applies. */
    private static int otherWorld(GateCardDef card) {
        for (Board.OtherWorld w : C.board.worlds()) {
            if (w.hasColour(card.colour()) && !card.worlds().containsKey(w.id())) return w.id();
        }
        throw new AssertionError(card.name() + ": no world uses its Other entry");
    }

    /**
     * With 1s, always the first option (at a check: accept the result). With 6s, a check still
     * short of its difficulty spends Clue tokens until it passes (a 0-dice check could not pass
     * otherwise), other checks take the first option (roll, accept), and any other question the
     * last option, so the two runs between them show both ends of most choices. A question asked
     * again and again (taking a weapon in hand and letting it go) gets its first option.
     */
    static java.util.function.Function<Question, Choice> policy(int face) {
        Map<String, Integer> seen = new java.util.HashMap<>();
        return q -> {
            if (face == 1) return q.options().get(0);
            boolean check = false;
            for (Choice c : q.options()) check |= c.id().equals("accept") || c.id().equals("roll");
            if (!check && seen.merge(q.prompt(), 1, Integer::sum) <= 2) return q.options().get(q.options().size() - 1);
            java.util.regex.Matcher m = SHORT.matcher(q.prompt());
            if (m.find() && Integer.parseInt(m.group(1)) < Integer.parseInt(m.group(2))) {
                for (Choice c : q.options()) if (c.id().equals("clue")) return c;
            }
            return q.options().get(0);
        };
    }

    private static final java.util.regex.Pattern SHORT = java.util.regex.Pattern.compile("check: (\\d+) of (\\d+) successes$");

    static Game position(Expansion x, int face) {
        Setup.Options o = x == Expansion.CORE ? new Setup.Options(false) : new Setup.Options(false, true, false, true, false, false);
        return cleared(Game.create(C, new Setup(2, List.of("Jenny Barnes", "Carolyn Fern"), "Azathoth", false, 11, o)), face);
    }

    /**
     * The game with no gates, monsters, Clues or Mythos cards in play; investigator 0 supplied as
     * described above; every die forced to the face.
     */
    static Game cleared(Game g, int face) {
        Table.clearBoard(g);
        for (int m = 0; m < g.monsterWhere.length; m++) if (g.monsterWhere[m] >= 0) g.returnToCup(m);
        Investigator i = g.inv[0];
        i.money = 10;
        i.clues = 5;
        i.sanity = i.maxSanity - 1;
        i.stamina = i.maxStamina - 1;
        i.delayed = false;
        for (int m = 0, given = 0; m < g.monsterWhere.length && given < 2; m++) {
            if (g.monsterWhere[m] == Game.CUP) {
                g.monsterWhere[m] = Game.trophy(0);
                given++;
            }
        }
        IntList stack = g.gateStack;
        int gate = stack.removeLast();
        g.gateWhere[gate] = Game.trophy(0);
        g.forcedDice.clear();
        for (int k = 0; k < 500; k++) g.forcedDice.add(face);
        return g;
    }

    static int openGate(Game g, int world, String placeName) {
        int place = C.board.id(placeName);
        for (int k = 0; k < g.gateStack.size(); k++) {
            int marker = g.gateStack.get(k);
            if (C.gateOf(marker).world() == world || C.gateOf(marker).world2() == world) {
                g.gateStack.removeAt(k);
                g.gateAt[place] = marker;
                g.gateWhere[marker] = place;
                return marker;
            }
        }
        throw new AssertionError("no gate marker to " + C.board.otherWorld(world).name());
    }
}
