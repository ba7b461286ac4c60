package arkham.content.load;

import arkham.engine.def.CardDef;
import arkham.engine.def.CheckType;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Our own display text for a card, generated from what is encoded about it. */
final class CardText {
    private CardText() {
    }

    static String summary(CardDef d) {
        List<String> parts = new ArrayList<>();
        if (d.isSpell()) parts.add("Spell: cast at " + signed(d.castingMod()) + ", costs " + d.sanityCost() + " Sanity");
        if (d.physical() > 0) parts.add("+" + d.physical() + " physical combat bonus");
        if (d.magical() > 0) parts.add("+" + d.magical() + " magical combat bonus");
        for (Map.Entry<CheckType, Integer> e : d.bonuses().entrySet()) {
            String n = e.getKey().name().charAt(0) + e.getKey().name().substring(1).toLowerCase();
            parts.add(signed(e.getValue()) + " " + n + (e.getKey().isSpecial() ? " checks" : ""));
        }
        if (d.hands() > 0) parts.add(d.hands() == 1 ? "one hand" : "two hands");
        if (d.price() > 0) parts.add("$" + d.price());
        return parts.isEmpty() ? d.name() : String.join("; ", parts);
    }

    private static String signed(int n) {
        return n >= 0 ? "+" + n : Integer.toString(n);
    }
}
