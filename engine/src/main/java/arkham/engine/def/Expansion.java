package arkham.engine.def;

/** Which box a component comes from; a game uses the core set plus the expansions its setup turns on. */
public enum Expansion {
    CORE, LURKER, DUNWICH;

    public static Expansion parse(String s) {
        return valueOf(s.trim().toUpperCase());
    }
}
