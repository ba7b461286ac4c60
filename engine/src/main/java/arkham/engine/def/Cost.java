package arkham.engine.def;

/** A price for an option: money, Clue tokens, Sanity, Stamina, or monster/gate trophies. */
public record Cost(int money, int clues, int sanity, int stamina, int monsterTrophies, int gateTrophies) {
    public static final Cost FREE = new Cost(0, 0, 0, 0, 0, 0);

    public boolean isFree() {
        return equals(FREE);
    }

    public static Cost money(int n) {
        return new Cost(n, 0, 0, 0, 0, 0);
    }

    public static Cost clues(int n) {
        return new Cost(0, n, 0, 0, 0, 0);
    }
}
