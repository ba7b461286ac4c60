package arkham.content.rules;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Setup;
import arkham.engine.def.Effect;
import arkham.engine.flow.EffectStep;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Miskatonic University location card 6, the Science Building: switching bodies with an unused investigator. */
class SwitchInvestigatorTest {
    @Test
    void aPassedLuckCheckLetsThePlayerBecomeAnUnusedInvestigator() {
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Michael McGlen").at(0, "Science Building");
        int ghoul = p.monster("Ghoul", "Rivertown");
        p.g.monsterWhere[ghoul] = Game.trophy(0);
        int oldDef = p.g.inv[0].def();
        int vincent = p.c.investigatorId("Vincent Lee");
        assertTrue(p.g.unusedInvestigators.contains(vincent));
        p.run(new EffectStep(0, new Effect.Hook("enc-switch-investigator", null)));
        p.answer("investigator:" + vincent);
        assertEquals(vincent, p.g.inv[0].def());
        assertEquals(p.g.defOf(0).home(), p.g.inv[0].place);
        assertEquals(p.g.inv[0].maxSanity, p.g.inv[0].sanity);
        assertEquals(Game.CUP, p.g.monsterWhere[ghoul], "his trophies go with him");
        assertFalse(p.g.unusedInvestigators.contains(vincent));
        assertTrue(oldDef != p.g.inv[0].def());
    }

    @Test
    void thePlayerMayKeepHisInvestigator() {
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Michael McGlen").at(0, "Science Building");
        int def = p.g.inv[0].def();
        int cards = p.g.inv[0].cards.size();
        p.run(new EffectStep(0, new Effect.Hook("enc-switch-investigator", null)));
        p.answer("keep");
        assertEquals(def, p.g.inv[0].def());
        assertEquals(cards, p.g.inv[0].cards.size());
    }
}
