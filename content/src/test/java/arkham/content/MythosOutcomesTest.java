package arkham.content;

import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Setup;
import arkham.engine.def.Expansion;
import arkham.engine.def.MythosDef;
import arkham.engine.flow.MythosStep;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * Every Mythos card (core and Lurker) in one fixed position: its Headline, Environment or Rumor
 * ability alone, with every die a 6 and then every die a 1, and then the whole card with 6s: its
 * gate (and the monster that comes with it), its Clue, its monster movement and its ability. What
 * each did is kept in {@code golden/mythos-outcomes.txt}.
 *
 * <p>The position: Jenny Barnes in the Rivertown street with $10, 5 Clue tokens, two monster
 * trophies and a gate trophy; Carolyn Fern Lost in Time and Space; Dexter Drake in the Abyss;
 * Azathoth; no gates or Mythos cards in play; a monster of a different kind in every street, in a
 * location of every neighbourhood, in the Sky and in the Outskirts (more than the monster limit,
 * so a monster that appears goes to the Outskirts).
 */
class MythosOutcomesTest {
    private static final Content C = ContentLoader.core();
    /** A monster of a different kind in every street, a location of every neighbourhood, the Sky and the Outskirts. */
    private static final String[] MONSTER_PLACES = {"Northside", "Downtown", "Easttown", "Rivertown", "French Hill",
            "Southside", "Uptown", "Merchant District", "Miskatonic University", "Train Station", "Independence Square",
            "Police Station", "Graveyard", "The Witch House", "Historical Society", "Woods", "Unvisited Isle", "Science Building",
            "Sky", "Outskirts"};

    @Test
    void everyMythosCardHasItsOutcomeOnRecord() {
        List<String> lines = new ArrayList<>();
        int cards = 0;
        for (Expansion x : List.of(Expansion.CORE, Expansion.LURKER)) {
            for (MythosDef d : C.mythos) {
                if (d.expansion() != x) continue;
                lines.add("== " + d.name() + " (" + d.type().name().toLowerCase() + "): " + d.text());
                for (int face : new int[] {6, 1}) {
                    lines.add("  ability, dice " + face + ": " + run(x, d, face, MythosStep.Stage.ABILITY));
                }
                lines.add("  whole card, dice 6: " + run(x, d, 6, MythosStep.Stage.GATE));
                cards++;
            }
        }
        assertEquals(67 + 22, cards, "core and Lurker Mythos cards");
        Outcomes.checkGolden("mythos-outcomes.txt", lines);
        assertFalse(lines.stream().anyMatch(l -> l.contains("DID NOT END")), "every card ends");
    }

    /** The card from the given stage on: its ability alone, or gate, Clue, movement and ability. */
    private static String run(Expansion x, MythosDef d, int face, MythosStep.Stage from) {
        Game g = position(x, face);
        g.mythosDeck.remove(d.id());
        g.phase = Phase.MYTHOS;
        return Outcomes.run(g, EncounterOutcomesTest.policy(face), new MythosStep(from, d.id(), false));
    }

    static Game position(Expansion x, int face) {
        Setup.Options o = x == Expansion.CORE ? new Setup.Options(false) : new Setup.Options(false, true, false, true, false, false);
        Game g = Game.create(C, new Setup(3, List.of("Jenny Barnes", "Carolyn Fern", "Dexter Drake"), "Azathoth", false, 11, o));
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
