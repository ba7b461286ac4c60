package arkham.engine.def;

/**
 * What a skill check is. The six plain skills plus the four special checks (rulebook p.13):
 * a bonus to a skill also helps the special checks built on it, a bonus to a special check
 * helps only that check.
 */
public enum CheckType {
    SPEED(Skill.SPEED), SNEAK(Skill.SNEAK), FIGHT(Skill.FIGHT), WILL(Skill.WILL), LORE(Skill.LORE), LUCK(Skill.LUCK),
    EVADE(Skill.SNEAK), HORROR(Skill.WILL), COMBAT(Skill.FIGHT), SPELL(Skill.LORE);

    public final Skill base;
    /** values() copies its array on every call; skill checks look types up constantly. */
    private static final CheckType[] ALL = values();

    CheckType(Skill base) {
        this.base = base;
    }

    public boolean isSpecial() {
        return ordinal() >= EVADE.ordinal();
    }

    public static CheckType of(Skill s) {
        return ALL[s.ordinal()];
    }

    public static CheckType parse(String s) {
        return valueOf(s.trim().toUpperCase());
    }
}
