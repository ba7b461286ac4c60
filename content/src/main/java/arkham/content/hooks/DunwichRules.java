package arkham.content.hooks;

import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Step;
import arkham.engine.flow.Dunwich;

/** The Dunwich board's own pieces that are hooks: the Dunwich Horror's marker. */
public final class DunwichRules {
    private DunwichRules() {
    }

    public static void register(Hooks h) {
        h.monster(Content.DUNWICH_HORROR, new DunwichHorror());
    }

    /**
     * The Dunwich Horror (its marker, Dunwich rulebook p.7): instead of moving it rolls a die and
     * adds a doom token on 4-6; each combat with it draws a Dunwich Horror card for its ratings,
     * damage and abilities.
     */
    static final class DunwichHorror implements Hooks.MonsterAbility {
        @Override
        public String text() {
            return "Instead of moving, it rolls a die: on 4-6 the doom track rises by 1."
                    + " Each combat with it begins by drawing a Dunwich Horror card, whose ratings and abilities it has for that combat.";
        }

        @Override
        public void move(Game g, int monster) {
            int die = g.die();
            if (g.logging()) g.log("dunwich", -1, "The Dunwich Horror rolls " + die + " instead of moving");
            if (die >= 4) g.addDoom(1);
        }

        @Override
        public Step startOfCombat(Game g, int player, int monster, Step combat) {
            Dunwich.drawHorrorCard(g);
            return combat;
        }
    }
}
