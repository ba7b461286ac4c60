package arkham.content;

import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Setup;
import arkham.engine.def.Board;
import arkham.engine.def.Encounter;
import arkham.engine.def.Expansion;
import arkham.engine.def.GateCardDef;
import arkham.engine.def.LocationCardDef;
import arkham.engine.def.MythosDef;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.MythosStep;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * Every Dunwich Horror Mythos card in one fixed position, as {@link MythosOutcomesTest} does for the
 * core and Lurker cards, with the Dunwich board and cards in play: its ability alone with every die
 * a 6 and then every die a 1, then the whole card with 6s (gate, Clue, monster movement, ability).
 * What each did is kept in {@code golden/dunwich-mythos-outcomes.txt} (the core files are untouched).
 *
 * <p>The position is MythosOutcomesTest's, plus a monster in each Dunwich street and at Wizard's Hill.
 */
class DunwichOutcomesTest {
    private static final Content C = ContentLoader.core();
    private static final String[] MONSTER_PLACES = {"Northside", "Downtown", "Easttown", "Rivertown", "French Hill",
            "Southside", "Uptown", "Merchant District", "Miskatonic University", "Train Station", "Independence Square",
            "Police Station", "Graveyard", "The Witch House", "Historical Society", "Woods", "Unvisited Isle", "Science Building",
            "Sky", "Outskirts", "Village Commons", "Backwoods Country", "Blasted Heath", "Wizard's Hill"};
    static final Setup.Options DUNWICH = new Setup.Options(false).withDunwich();

    @Test
    void everyDunwichMythosCardHasItsOutcomeOnRecord() {
        List<String> lines = new ArrayList<>();
        int cards = 0;
        for (MythosDef d : C.mythos) {
            if (d.expansion() != Expansion.DUNWICH) continue;
            lines.add("== " + d.name() + " (" + d.type().name().toLowerCase() + "): " + d.text());
            for (int face : new int[] {6, 1}) lines.add("  ability, dice " + face + ": " + run(d, face, MythosStep.Stage.ABILITY));
            lines.add("  whole card, dice 6: " + run(d, 6, MythosStep.Stage.GATE));
            cards++;
        }
        assertEquals(36, cards, "Dunwich Mythos cards");
        Outcomes.checkGolden("dunwich-mythos-outcomes.txt", lines);
        assertFalse(lines.stream().anyMatch(l -> l.contains("DID NOT END")), "every card ends");
    }

    /**
     * Every Dunwich location card's entries, as {@link EncounterOutcomesTest} records the core ones
     * (its position, with the Dunwich board and cards in play), in {@code golden/dunwich-encounter-outcomes.txt}.
     */
    @Test
    void everyDunwichEncounterEntryHasItsOutcomeOnRecord() {
        // gate cards: investigator 0 in the second area of the world, a gate to it open at the Unvisited Isle
        List<String> lines = new ArrayList<>();
        int entries = 0;
        for (LocationCardDef card : C.locationCards) {
            if (card.expansion() != Expansion.DUNWICH) continue;
            for (Map.Entry<Integer, Encounter> e : card.encounters().entrySet().stream().sorted(Map.Entry.comparingByKey()).toList()) {
                lines.add("== " + card.name() + " / " + C.board.name(e.getKey()) + ": " + e.getValue().text());
                for (int face : new int[] {6, 1}) {
                    Game g = EncounterOutcomesTest.cleared(Game.create(C, new Setup(2, List.of("Jenny Barnes", "Carolyn Fern"),
                            "Azathoth", false, 11, DUNWICH)), face);
                    g.phase = Phase.ARKHAM_ENCOUNTERS;
                    g.moveInvestigator(0, e.getKey());
                    g.inv[0].encountersOver = false;
                    lines.add("  dice " + face + ": " + Outcomes.run(g, EncounterOutcomesTest.policy(face), new EffectStep(0, e.getValue().effect())));
                }
                entries++;
            }
        }
        // 42 Dunwich cards of 3 entries; 63 for Arkham: French Hill's 7 have 2 entries, the other 56 have 3
        assertEquals(42 * 3 + 7 * 2 + 56 * 3, entries, "location cards: one entry per location of the neighbourhood");
        for (GateCardDef card : C.gateCards) {
            if (card.expansion() != Expansion.DUNWICH) continue;
            for (Map.Entry<Integer, Encounter> e : card.worlds().entrySet().stream().sorted(Map.Entry.comparingByKey()).toList()) {
                lines.addAll(gateEntry(card, e.getKey(), C.board.otherWorld(e.getKey()).name(), e.getValue()));
                entries++;
            }
            lines.addAll(gateEntry(card, otherWorld(card), "Other", card.other()));
            entries++;
        }
        assertEquals(42 * 3 + 7 * 2 + 56 * 3 + 32 * 3, entries, "and 32 gate cards of three entries");
        Outcomes.checkGolden("dunwich-encounter-outcomes.txt", lines);
        assertFalse(lines.stream().anyMatch(l -> l.contains("DID NOT END")), "every entry ends");
    }

    private static List<String> gateEntry(GateCardDef card, int world, String entry, Encounter e) {
        List<String> lines = new ArrayList<>();
        Board.OtherWorld w = C.board.otherWorld(world);
        lines.add("== " + card.name() + " (" + card.colour() + ") / " + entry + " (in " + w.name() + "): " + e.text());
        for (int face : new int[] {6, 1}) {
            Game g = EncounterOutcomesTest.cleared(Game.create(C, new Setup(2, List.of("Jenny Barnes", "Carolyn Fern"),
                    "Azathoth", false, 11, DUNWICH)), face);
            g.phase = Phase.OTHER_WORLD_ENCOUNTERS;
            EncounterOutcomesTest.openGate(g, world, "Unvisited Isle");
            g.moveInvestigator(0, w.secondArea());
            lines.add("  dice " + face + ": " + Outcomes.run(g, EncounterOutcomesTest.policy(face), new EffectStep(0, e.effect())));
        }
        return lines;
    }

    /** A world of the card's colour with no entry of its own on it, so "Other" applies. */
    private static int otherWorld(GateCardDef card) {
        for (Board.OtherWorld w : C.board.worlds()) {
            if (w.hasColour(card.colour()) && !card.worlds().containsKey(w.id())) return w.id();
        }
        throw new AssertionError(card.name() + ": no world uses its Other entry");
    }

    private static String run(MythosDef d, int face, MythosStep.Stage from) {
        Game g = position(face);
        g.mythosDeck.remove(d.id());
        g.phase = Phase.MYTHOS;
        return Outcomes.run(g, EncounterOutcomesTest.policy(face), new MythosStep(from, d.id(), false));
    }

    static Game position(int face) {
        Game g = Game.create(C, new Setup(3, List.of("Jenny Barnes", "Carolyn Fern", "Dexter Drake"), "Azathoth", false, 11, DUNWICH));
        g = EncounterOutcomesTest.cleared(g, face);
        g.moveInvestigator(0, C.board.id("Rivertown"));
        g.moveInvestigator(1, C.board.lostInTimeAndSpace());
        g.moveInvestigator(2, C.board.otherWorld(C.board.worldId("Abyss")).firstArea());
        Set<Integer> kinds = new HashSet<>();
        int next = 0;
        for (int m = 0; m < g.monsterWhere.length && next < MONSTER_PLACES.length; m++) {
            if (g.monsterWhere[m] != Game.CUP || !kinds.add(C.monsterKind[m])) continue;
            String place = MONSTER_PLACES[next++];
            g.monsterWhere[m] = place.equals("Sky") ? C.board.sky() : place.equals("Outskirts") ? C.board.outskirts() : C.board.id(place);
        }
        return g;
    }
}
