package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.engine.Phase;
import arkham.engine.Setup;
import arkham.engine.flow.MythosStep;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Dunwich Horror's token Rumors (the cards; Dunwich rulebook p.10 for Mythos cards). */
class DunwichMythosTest {
    private static Table scene(String... investigators) {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false).withDunwich(), "Azathoth", investigators);
        s.run(g -> { });
        return s;
    }

    private static void enter(Table s, String name) {
        int card = s.g.content.mythosId(name);
        s.g.mythosDeck.remove(card);
        s.g.phase = Phase.MYTHOS;
        s.run(new MythosStep(MythosStep.Stage.ABILITY, card, false));
    }

    @Test
    void madBomberIsPaidOffInTheMerchantDistrictStreets() {
        Table s = scene("Amanda Sharpe", "Bob Jenkins");
        enter(s, "Mad Bomber");
        assertEquals(8, s.g.rumorTokens, "$4 per player");
        s.g.inv[0].money = 10;
        s.at(0, "Merchant District");
        s.run(g -> g.content.hooks.locationAbility("dunwich-mad-bomber-pass").use(g, 0));
        s.answer("pay:8");
        assertEquals(2, s.g.inv[0].money);
        assertEquals(-1, s.g.rumor(), "passed");
        assertEquals(2, s.g.inv[0].clues, "everyone gains 2 Clue tokens");
        assertEquals(2, s.g.inv[1].clues);
    }

    @Test
    void nightmarePoolFailsAtSixTokensPerPlayer() {
        Table s = scene("Amanda Sharpe");
        enter(s, "Nightmare Pool");
        assertEquals(3, s.g.rumorTokens);
        int card = s.g.rumor();
        s.g.rumorTokens = 5;
        int deck = s.g.mythosDeck.size();
        s.run(g -> g.content.mythosAbility(card).eachMythos(g));
        assertEquals(-1, s.g.rumor(), "failed at 6");
        assertTrue(s.g.mythosDeck.size() < deck, "more Mythos cards were drawn");
    }
}
