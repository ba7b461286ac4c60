package arkham.ai;

final class Tune {
    private Tune() {
    }

    static double of(String name, double def) {
        String v = System.getProperty("tune." + name);
        return v == null ? def : Double.parseDouble(v);
    }
}
