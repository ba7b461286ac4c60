package arkham.engine.view;

import arkham.engine.Content;
import arkham.engine.def.AncientOneDef;
import arkham.engine.def.CardDef;
import arkham.engine.def.CheckType;
import arkham.engine.def.Cost;
import arkham.engine.def.Deck;
import arkham.engine.def.Dimension;
import arkham.engine.def.GateAttribute;
import arkham.engine.def.GateMarkerDef;
import arkham.engine.def.InvestigatorDef;
import arkham.engine.def.MonsterDef;
import arkham.engine.def.MythosDef;
import arkham.engine.def.Skill;
import arkham.engine.def.TaskDef;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Rules text for players, in the project's own words: what the data encodes (prices, bonuses,
 * ratings) is written out from the definitions, and what a hook does comes from the card's short
 * {@code text}. Terminal and browser show the same words.
 */
public final class Texts {
    private Texts() {
    }

    /** "Fight", "Evade", "Combat": a check or skill as the rulebook names it. */
    public static String name(CheckType t) {
        return capitalised(t.name());
    }

    public static String name(Skill s) {
        return capitalised(s.name());
    }

    /** An enum constant as words: MAGICAL_IMMUNITY becomes "magical immunity". */
    public static String words(Enum<?> e) {
        return e.name().replace('_', ' ').toLowerCase(Locale.ROOT);
    }

    static String capitalised(String s) {
        String w = s.replace('_', ' ').toLowerCase(Locale.ROOT);
        return Character.toUpperCase(w.charAt(0)) + w.substring(1);
    }

    /** An investigator card: its kind and price, what its numbers give, then what it does. */
    public static String card(CardDef c) {
        List<String> parts = new ArrayList<>();
        StringBuilder head = new StringBuilder(c.deck().label());
        if (c.price() > 0 && c.deck() != Deck.SPELL && c.deck() != Deck.SKILL && c.deck() != Deck.ALLY)
            head.append(", $").append(c.price());
        if (c.hands() > 0) head.append(", ").append(c.hands()).append(c.hands() == 1 ? " hand" : " hands");
        if (c.count() > 1) head.append(" (").append(c.count()).append(" in the deck)");
        parts.add(head + ".");
        if (c.deck() == Deck.SPELL) {
            parts.add("Cast: a Spell check " + signed(c.castingMod()) + ", costs " + c.sanityCost() + " Sanity"
                    + (c.exhaustOnUse() ? ", exhausts" : "") + ".");
            if (c.magical() > 0) parts.add("In combat: +" + c.magical() + " to Combat checks while its hands hold it.");
        } else {
            if (c.physical() > 0) parts.add("Physical weapon: +" + c.physical() + " to Combat checks.");
            if (c.magical() > 0) parts.add("Magical weapon: +" + c.magical() + " to Combat checks.");
        }
        List<String> bonuses = new ArrayList<>();
        for (Map.Entry<CheckType, Integer> b : c.bonuses().entrySet())
            bonuses.add(signed(b.getValue()) + " " + name(b.getKey()));
        if (!bonuses.isEmpty()) parts.add("Gives " + String.join(", ", bonuses.stream().sorted().toList()) + ".");
        for (String tag : c.tags().stream().sorted().toList()) {
            String t = tag(tag);
            if (t != null) parts.add(t);
        }
        if (c.text() != null && !c.text().isBlank()) parts.add(c.text());
        return String.join(" ", parts);
    }

    /** What a card's tag means for its owner, or null for tags that only sort cards (weapon, tome, ...). */
    static String tag(String tag) {
        if (tag.startsWith("ignores-")) return "Monsters' " + tag.substring("ignores-".length()).replace('-', ' ') + " does not affect you.";
        return switch (tag) {
            case "claims-endless" -> "You may take Endless monsters as trophies.";
            case "discard-after-use" -> "Discarded after the combat it is used in.";
            case "sanity-after-use" -> "Using it costs 1 Sanity.";
            case "lost-only-by-choice" -> "You keep it when you would lose items, unless you choose to give it up.";
            case "discard-on-awakening" -> "Discarded when the Ancient One awakens.";
            case "elder-sign" -> "At a gate you could close: box this card to seal it, instead of the check and the Clue tokens;"
                    + " you lose 1 Sanity and 1 Stamina and a doom token comes off the track.";
            default -> null;
        };
    }

    /** A monster: dimension, movement, ratings, keywords, and what its special ability does (if any). */
    public static String monster(MonsterDef m, Content content) {
        List<String> parts = new ArrayList<>();
        parts.add("Monster (" + words(m.dimension()) + ", " + words(m.movement()) + " movement"
                + (m.count() > 1 ? ", " + m.count() + " markers" : "") + ").");
        parts.add("Awareness " + signed(m.awareness()) + "; horror " + (m.hasHorrorCheck()
                ? signed(m.horrorRating()) + ", " + m.horrorDamage() + " Sanity damage" : "none")
                + (m.combatRating() == null ? "; no combat ratings" : "; combat " + signed(m.combatRating()) + ", " + m.combatDamage() + " Stamina damage")
                + "; toughness "
                + m.toughness() + ".");
        List<String> keywords = new ArrayList<>();
        if (m.ambush()) keywords.add("ambush");
        if (m.endless()) keywords.add("endless");
        if (m.physicalResistance()) keywords.add("physical resistance");
        if (m.physicalImmunity()) keywords.add("physical immunity");
        if (m.magicalResistance()) keywords.add("magical resistance");
        if (m.magicalImmunity()) keywords.add("magical immunity");
        if (m.nightmarish() > 0) keywords.add("nightmarish " + m.nightmarish());
        if (m.overwhelming() > 0) keywords.add("overwhelming " + m.overwhelming());
        if (m.undead()) keywords.add("undead");
        if (m.mask()) keywords.add("mask (only with Nyarlathotep)");
        if (!keywords.isEmpty()) parts.add("Abilities: " + String.join(", ", keywords) + ".");
        var ability = m.hook() == null ? null : content.hooks.monster(m.hook());
        if (ability != null && ability.text() != null) parts.add(ability.text());
        return String.join(" ", parts);
    }

    /** An investigator sheet: occupation, home, Sanity, Stamina, Focus, what he starts with, his sliders and his ability. */
    public static String investigator(InvestigatorDef d, Content content) {
        StringBuilder b = new StringBuilder();
        b.append(Character.toUpperCase(d.occupation().charAt(0))).append(d.occupation().substring(1)).append(". Sanity ")
                .append(d.maxSanity()).append(", Stamina ").append(d.maxStamina()).append(", Focus ")
                .append(d.focus() == InvestigatorDef.UNLIMITED_FOCUS ? "unlimited" : Integer.toString(d.focus()))
                .append(". Starts with $").append(d.money()).append(" and ").append(d.clues())
                .append(d.clues() == 1 ? " Clue token" : " Clue tokens").append(". Home: ").append(content.board.name(d.home())).append('.');
        List<String> possessions = new ArrayList<>(d.fixedPossessions());
        for (Map.Entry<Deck, Integer> r : d.randomPossessions().entrySet())
            possessions.add(r.getValue() + " random " + r.getKey().label() + (r.getValue() == 1 ? "" : "s"));
        if (!possessions.isEmpty()) b.append(" Possessions: ").append(String.join(", ", possessions)).append('.');
        List<String> sliders = new ArrayList<>();
        for (int s = 0; s < 3; s++) {
            Skill a = Skill.values()[s * 2];
            Skill c = Skill.values()[s * 2 + 1];
            sliders.add(name(a) + " " + d.skill(a, 0) + "-" + d.skill(a, 3) + " / " + name(c) + " " + d.skill(c, 0) + "-" + d.skill(c, 3));
        }
        b.append(" Sliders: ").append(String.join("; ", sliders)).append('.');
        if (d.abilityText() != null && !d.abilityText().isBlank()) b.append(" Ability: ").append(d.abilityText());
        return b.toString();
    }

    public static String ancientOne(AncientOneDef a) {
        StringBuilder b = new StringBuilder("Ancient One. Doom track ").append(a.doomTrack()).append(". Combat rating ")
                .append(a.combatRating() == null ? "none (it cannot be fought)" : signed(a.combatRating())).append('.');
        List<String> defences = new ArrayList<>();
        if (a.physicalResistance()) defences.add("physical resistance");
        if (a.physicalImmunity()) defences.add("physical immunity");
        if (a.magicalResistance()) defences.add("magical resistance");
        if (a.magicalImmunity()) defences.add("magical immunity");
        if (!defences.isEmpty()) b.append(" Defences: ").append(String.join(", ", defences)).append('.');
        if (a.summary() != null && !a.summary().isBlank()) b.append(' ').append(a.summary());
        return b.toString();
    }

    /** A Mythos card: its type, where its gate opens and its Clue appears, which monsters move, and what it does. */
    public static String mythos(MythosDef m, Content content) {
        StringBuilder b = new StringBuilder(capitalised(m.type().name()));
        if (m.environmentKind() != null) b.append(" (").append(m.environmentKind()).append(')');
        b.append('.');
        if (m.gate() >= 0) b.append(" Gate: ").append(content.board.name(m.gate())).append(m.gateBurst() ? " (Gate Burst)" : "").append('.');
        if (m.clue() >= 0) b.append(" Clue: ").append(content.board.name(m.clue())).append('.');
        String white = dimensions(m.white());
        String black = dimensions(m.black());
        if (!white.isEmpty() || !black.isEmpty()) {
            b.append(" Monsters move:");
            if (!white.isEmpty()) b.append(' ').append(white).append(" along white arrows");
            if (!white.isEmpty() && !black.isEmpty()) b.append(',');
            if (!black.isEmpty()) b.append(' ').append(black).append(" along black arrows");
            b.append('.');
        }
        if (m.text() != null && !m.text().isBlank()) b.append(' ').append(m.text());
        return b.toString();
    }

    /** The dimensions of a movement box's bit mask, e.g. "slash, star and triangle". */
    static String dimensions(int bits) {
        List<String> names = new ArrayList<>();
        for (Dimension d : Dimension.values()) if ((bits & d.bit()) != 0) names.add(words(d));
        return list(names);
    }

    /** Items as a sentence lists them: "a", "a and b", "a, b and c"; "" for none. */
    public static String list(List<String> items) {
        if (items.size() < 2) return String.join("", items);
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    /** A Task's or Mission's steps, in order (Dunwich rulebook p.5), e.g. "Task: spend an Arkham Encounters Phase at ...". */
    public static String task(TaskDef t, Content content) {
        List<String> steps = new ArrayList<>();
        for (TaskDef.Step s : t.steps()) {
            List<String> pay = new ArrayList<>();
            Cost c = s.cost();
            if (c != null) {
                if (c.money() > 0) pay.add("$" + c.money());
                if (c.clues() > 0) pay.add(c.clues() + (c.clues() == 1 ? " Clue token" : " Clue tokens"));
                if (c.sanity() > 0) pay.add(c.sanity() + " Sanity");
                if (c.stamina() > 0) pay.add(c.stamina() + " Stamina");
                if (c.monsterTrophies() > 0) pay.add(c.monsterTrophies() + " toughness of monster trophies");
                if (c.gateTrophies() > 0) pay.add(c.gateTrophies() + (c.gateTrophies() == 1 ? " gate trophy" : " gate trophies"));
            }
            if (s.discard() != null) pay.add(switch (s.discard()) {
                case "ally" -> "an Ally";
                case "spell" -> "a Spell";
                case "skill" -> "a Skill";
                case "item" -> "an item";
                default -> "a " + s.discard();
            });
            steps.add(content.board.name(s.place()) + (pay.isEmpty() ? "" : " (give up " + String.join(" and ", pay) + ")"));
        }
        return (t.mission() ? "Steps, each at the start of an Upkeep Phase there: "
                : "Steps, each by spending an Arkham Encounters Phase there: ")
                + String.join(", then ", steps) + ". A Clue token goes on the card for each.";
    }

    /** The Herald of The Lurker at the Threshold's Herald variant, as it is named on its sheet. */
    public static final String HERALD = "The Lurker at the Threshold";

    /** The Herald's standing rules while its variant is on (The Lurker at the Threshold's Herald sheet), in our words. */
    public static final String HERALD_RULES = "Herald (The Lurker at the Threshold). A Spell may be cast with the Lurker's aid,"
            + " paying no Sanity and making no Spell check, by taking a Dark Pact; a Reckoning card is drawn then. At the start"
            + " of his Upkeep an investigator may take Dark Pacts (Blood Pact, Soul Pact, Bound Ally). Each gate that opens after"
            + " setup draws a Reckoning card. Checks to close a gate are made at -1.";

    /** A gate marker: where it leads, its closing modifier, its dimension and any Lurker attributes. */
    public static String gate(GateMarkerDef gm, Content content) {
        StringBuilder b = new StringBuilder("Gate to ").append(content.board.otherWorld(gm.world()).name());
        if (gm.world2() >= 0) b.append(" or ").append(content.board.otherWorld(gm.world2()).name());
        b.append(", closing modifier ").append(signed(gm.modifier())).append(", ").append(words(gm.dimension()));
        if (gm.dimension2() != null) b.append(" and ").append(words(gm.dimension2()));
        for (GateAttribute a : GateAttribute.values()) if (gm.has(a)) b.append("; ").append(attribute(a));
        return b.toString();
    }

    /** What a Lurker gate attribute does, in a few words. */
    public static String attribute(GateAttribute a) {
        return switch (a) {
            case SPLIT -> "split: leads to two worlds";
            case ENDLESS -> "endless: back to the stack when closed, never a trophy";
            case MONSTROUS -> "monstrous: a failed close brings a monster";
            case BLOOD -> "blood: a failed close costs 1 Stamina";
            case MADNESS -> "madness: a failed close costs 1 Sanity";
            case DEVOURING -> "devouring: investigators where it opens are devoured";
            case DOOM -> "doom: a doom token if it opens on an investigator";
            case MOVING -> "moving: it moves like a normal monster";
        };
    }

    /** +2, -1, +0. */
    public static String signed(int n) {
        return n >= 0 ? "+" + n : Integer.toString(n);
    }
}
