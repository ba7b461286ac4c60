package arkham.engine.def;

/** The six skills, in slider-pair order: Speed/Sneak, Fight/Will, Lore/Luck (rulebook p.12). */
public enum Skill {
    SPEED, SNEAK, FIGHT, WILL, LORE, LUCK;

    /** Index of the slider that sets this skill (0 Speed/Sneak, 1 Fight/Will, 2 Lore/Luck). */
    public int slider() {
        return ordinal() / 2;
    }

    public static Skill parse(String s) {
        return valueOf(s.trim().toUpperCase());
    }
}
