package arkham.content.hooks;

import arkham.engine.Hooks;
import arkham.engine.def.Deck;

/**
 * What the most common effect hooks do, in a few words made from their argument, so the stakes of a
 * check that ends in one read as a consequence ("take Anna Kaslow") rather than "as the card says".
 */
final class EffectHookWords {
    private EffectHookWords() {
    }

    static void register(Hooks h) {
        h.effectWords("enc-ally", arg -> "take " + arg + " as an ally (or the card's reward if gone)");
        h.effectWords("dunwich-ally", arg -> "take " + arg + " as an ally (or the card's reward if gone)");
        h.effectWords("gate-return-to-arkham", arg -> "return to Arkham");
        h.effectWords("enc-move-anywhere", arg -> ("may".equals(arg) ? "you may move" : "move") + " to any street or location in Arkham");
        h.effectWords("enc-visit-world", arg -> "you are drawn into " + arg + " for one encounter");
        h.effectWords("enc-restore", EffectHookWords::restore);
        h.effectWords("gate-restore", EffectHookWords::restore);
        h.effectWords("enc-lose-half", EffectHookWords::half);
        h.effectWords("gate-lose-half", EffectHookWords::half);
        h.effectWords("enc-first", EffectHookWords::first);
        h.effectWords("gate-take-first", EffectHookWords::first);
        h.effectWords("enc-draw-keep", arg -> {
            String[] a = arg.split(" ");
            return "draw " + a[1] + " " + deck(a[0]) + " and keep " + a[2];
        });
        h.effectWords("enc-buy", arg -> "you may buy cards drawn for sale");
        h.effectWords("enc-monster-trophy", arg -> "take a monster from the cup as a trophy");
        h.effectWords("enc-remove-doom", arg -> "a doom token is removed");
    }

    private static String restore(String arg) {
        boolean sanity = !arg.equals("stamina");
        boolean stamina = !arg.equals("sanity");
        return "restore " + (sanity && stamina ? "Sanity and Stamina" : sanity ? "Sanity" : "Stamina") + " to the maximum";
    }

    private static String half(String arg) {
        String[] a = arg.split(" ");
        String what = a[0].equals("money") ? "money" : "items";
        return "lose half your " + what + " (rounded " + a[1] + ")";
    }

    private static String first(String arg) {
        String[] a = arg.split(" ");
        return "take the first " + a[1] + " found in the " + deck(a[0]) + " deck";
    }

    private static String deck(String name) {
        return switch (Deck.parse(name)) {
            case COMMON -> "Common Item";
            case UNIQUE -> "Unique Item";
            case SPELL -> "Spell";
            case SKILL -> "Skill";
            case ALLY -> "Ally";
            default -> name;
        };
    }
}
