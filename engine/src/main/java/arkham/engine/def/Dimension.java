package arkham.engine.def;

/** Dimension symbols printed on monsters, gate markers and mythos movement boxes. */
public enum Dimension {
    SLASH, TRIANGLE, STAR, HEXAGON, SQUARE, DIAMOND, CIRCLE, PLUS, CRESCENT;

    public static Dimension parse(String s) {
        return switch (s.toLowerCase().trim()) {
            case "slash" -> SLASH;
            case "triangle" -> TRIANGLE;
            case "star" -> STAR;
            case "hex", "hexagon" -> HEXAGON;
            case "square" -> SQUARE;
            case "diamond" -> DIAMOND;
            case "circle" -> CIRCLE;
            case "plus" -> PLUS;
            case "moon", "crescent" -> CRESCENT;
            default -> throw new IllegalArgumentException("unknown dimension symbol '" + s + "'");
        };
    }

    public int bit() {
        return 1 << ordinal();
    }
}
