package arkham.content;

import arkham.engine.Game;
import arkham.engine.Setup;
import arkham.engine.def.Content;
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
 * Every Mythos card (core and Lurker) resolved whole in one fixed position, every die a 6 and then
 * every die a 1: its gate (and the monster that comes with it), its Clue, its monster movement and
 * its Headline, Environment or Rumor. What each did is kept in {@code golden/mythos-outcomes.txt}.
 *
 * <p>The position: Jenny Barnes in the Rivertown street with $10, 5 Clue tokens, two monster
 * trophies and a gate trophy; Carolyn Fern Lost in Time and Space; Dexter Drake in the Abyss;
 * Azathoth; no gates or Mythos cards in play; one monster of each of several kinds in streets,
 * locations, the Sky and the Outskirts.
 */
class MythosOutcomesTest {
    private static final Content C = ContentLoader.core();
    private static final String[] MONSTER_PLACES = {"Rivertown", "Merchant District", "Miskatonic University", "Woods",
            "Independence Square", "Sky", "Outskirts"};

    @Test
    void everyMythosCardHasItsOutcomeOnRecord() {
        List<String> lines = new ArrayList<>();
        int cards = 0;
        for (Expansion x : List.of(Expansion.CORE, Expansion.LURKER)) {
            for (MythosDef d : C.mythos) {
                if (d.expansion() != x) continue;
                lines.add("== " + d.name() + " (" + d.type().name().toLowerCase() + "): " + d.text());
                for (int face : new int[] {6, 1}) {
                    Game g = position(x, face);
                    g.mythosDeck.remove(d.id());
                    g.phase = Game.Phase.MYTHOS;
                    lines.add("  dice " + face + ": " + Outcomes.run(g, EncounterOutcomesTest.policy(face),
                            new MythosStep(MythosStep.Stage.GATE, d.id(), false)));
                }
                cards++;
            }
        }
        assertEquals(67 + 22, cards, "core and Lurker Mythos cards");
        Outcomes.checkGolden("mythos-outcomes.txt", lines);
        assertFalse(lines.stream().anyMatch(l -> l.contains("DID NOT END")), "every card ends");
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
