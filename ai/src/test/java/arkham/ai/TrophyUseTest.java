package arkham.ai;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The heuristic keeps its gate trophies for the gate victory (rulebook p.12) and buys with monster trophies (p.11). */
class TrophyUseTest {
    static Game game() {
        Game g = FinalBattleTest.battle("Yig");
        g.phase = Phase.ARKHAM_ENCOUNTERS;
        g.awakened = false;
        return g;
    }

    static int monsterTrophy(Game g, String name) {
        int kind = g.content.monsterId(name);
        for (int m = 0; m < g.monsterWhere.length; m++) {
            if (g.monsterWhere[m] == Game.CUP && g.content.monsterKind[m] == kind) {
                g.monsterWhere[m] = Game.trophy(0);
                return m;
            }
        }
        throw new AssertionError("no " + name + " in the cup");
    }

    static int gateTrophy(Game g) {
        int marker = g.gateStack.get(0);
        g.gateStack.removeAt(0);
        g.gateWhere[marker] = Game.trophy(0);
        return marker;
    }

    /** The Arkham Encounters question at South Church, as the engine asks it (its Blessing ability for trophies). */
    static Question church(Game g) {
        int church = g.board.id("South Church");
        int blessing = g.content.locationAbilityIds(church).indexOf("church-blessing");
        return new Question(0, QuestionKind.CHOOSE_ONE, Purpose.LOCATION_ENCOUNTER, "Encounter at South Church",
                List.of(new Choice(Target.place(Act.ENCOUNTER, church), "encounter", "Have an encounter", 0),
                        new Choice(Target.ability(church, blessing), "ability:church-blessing", "Blessing", 1)), Map.of());
    }

    @Test
    void aBlessingIsBoughtWithMonsterTrophiesNeverWithAGateTrophy() {
        Game g = game();
        gateTrophy(g);
        assertEquals("encounter", new HeuristicAgent().choose(g, church(g)).id(), "only a gate trophy to pay with");
        monsterTrophy(g, "Dark Young"); // toughness 3
        monsterTrophy(g, "Nightgaunt"); // toughness 2
        assertEquals("ability:church-blessing", new HeuristicAgent().choose(g, church(g)).id());
    }

    @Test
    void trophiesArePaidWithMonstersFirst() {
        Game g = game();
        int gate = gateTrophy(g);
        int m = monsterTrophy(g, "Dark Young");
        Question pay = new Question(0, QuestionKind.CHOOSE_ONE, Purpose.SPEND_TROPHIES, "Spend trophies: 5 toughness and 0 gates still to pay",
                List.of(new Choice(Target.gateMarker(Act.SPEND, gate), "gate:" + gate, "Spend the gate trophy", 100_000 + gate),
                        new Choice(Target.monster(Act.SPEND, m), "monster:" + m, "Spend the Dark Young trophy", m)),
                Map.of());
        assertEquals("monster:" + m, new HeuristicAgent().choose(g, pay).id());
        // the price is read from the targets: the labels here say the opposite
        Question price = new Question(0, QuestionKind.CHOOSE_ONE, Purpose.SPEND_TROPHIES, "Pay for Blessing",
                List.of(new Choice(Target.trophies(Act.PRICE, 0, 1), "price:1", "Spend 5 toughness of monster trophies", 1),
                        new Choice(Target.trophies(Act.PRICE, 5, 0), "price:0", "Spend 1 gate trophy", 0)), Map.of());
        assertEquals("price:0", new HeuristicAgent().choose(g, price).id());
    }
}
