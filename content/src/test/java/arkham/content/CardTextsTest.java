package arkham.content;

import arkham.engine.Content;
import arkham.engine.def.AncientOneDef;
import arkham.engine.def.CardDef;
import arkham.engine.def.MonsterDef;
import arkham.engine.def.MythosDef;
import arkham.engine.view.Texts;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every component a player can look up has rules text (issue 9 §4): written for hooks, generated for numbers. */
class CardTextsTest {
    static final Content C = ContentLoader.core();

    @Test
    void everyCardWithAHookSaysWhatItDoes() {
        List<String> missing = new ArrayList<>();
        for (CardDef d : C.cards) if (d.hook() != null && (d.text() == null || d.text().isBlank())) missing.add(d.name());
        assertEquals(List.of(), missing, "cards whose ability has no text");
    }

    @Test
    void everyAncientOneAndEveryMonsterAbilityHasText() {
        for (AncientOneDef a : C.ancientOnes) assertTrue(a.summary() != null && a.summary().contains("Attack") || a.name().equals("Azathoth"), a.name());
        for (MonsterDef m : C.monsters) {
            if (m.hook() == null) continue;
            String t = C.hooks.monster(m.hook()).text();
            assertTrue(t != null && !t.isBlank(), m.name() + "'s ability has no text");
            assertTrue(Texts.monster(m, C).endsWith(t), Texts.monster(m, C));
        }
        for (MythosDef m : C.mythos) assertTrue(Texts.mythos(m, C).contains(m.text()), m.name());
    }

    @Test
    void numbersAndTagsAreWrittenOutFromTheData() {
        assertEquals("Common Item, $6, 2 hands (2 in the deck). Physical weapon: +4 to Combat checks. "
                + "Each 6 rolled on your Combat check counts as two successes.", Texts.card(C.cards.get(C.cardId("Shotgun"))));
        assertEquals("Unique Item, $6, 2 hands (2 in the deck). Magical weapon: +9 to Combat checks. Discarded after the combat it is used in. "
                + "Using it costs 1 Sanity.", Texts.card(C.cards.get(C.cardId("Powder of Ibn-Ghazi"))));
        assertEquals("Spell, 2 hands (4 in the deck). Cast: a Spell check -2, costs 2 Sanity, exhausts. "
                + "In combat: +9 to Combat checks while its hands hold it.", Texts.card(C.cards.get(C.cardId("Dread Curse of Azathoth"))));
        assertEquals("Ally. Gives +2 Fight. Monsters' overwhelming does not affect you.",
                Texts.card(C.cards.get(C.cardId("Tom \"Mountain\" Murphy"))));
        assertTrue(Texts.monster(C.monsters.get(C.monsterId("Dark Young")), C).contains("Abilities: physical resistance"),
                Texts.monster(C.monsters.get(C.monsterId("Dark Young")), C));
        assertTrue(Texts.ancientOne(C.ancientOnes.get(C.ancientOneId("Azathoth"))).contains("Combat rating none"));
    }
}
