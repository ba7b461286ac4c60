package arkham.engine.def;

public enum MythosType {
    HEADLINE, ENVIRONMENT, RUMOR
}
