package arkham.engine.def;

/**
 * A Relationship card (The Lurker at the Threshold): it lies between two neighbouring players and
 * both of their investigators benefit from it; its rules are a {@code Hooks.RelationshipAbility}.
 */
public record RelationshipDef(int id, String name, String text, String hook, Expansion expansion) {
}
