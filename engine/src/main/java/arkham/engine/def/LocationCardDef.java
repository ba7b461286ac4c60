package arkham.engine.def;


import java.util.Map;

/** A location card of one neighbourhood deck: one encounter for each location of it. */
public record LocationCardDef(int id, String name, int street, Map<Integer, Encounter> encounters, Expansion expansion) {
}
