package arkham.engine.def;

/** Name matching that ignores case, spaces and punctuation ("Ma's Boarding House" = "mas boarding house"). */
public final class Names {
    private Names() {
    }

    /** A name as an id: "Ma's Boarding House" -> "ma-s-boarding-house" (lower case, runs of other characters as one dash). */
    public static String slug(String name) {
        return name.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("(^-|-$)", "");
    }

    public static String key(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = keyChar(s.charAt(i));
            if (c != 0) b.append(c);
        }
        return b.toString();
    }

    /** Whether the two names have the same {@link #key}, without building either (rules ask this during play). */
    public static boolean same(String a, String b) {
        int i = 0;
        int j = 0;
        while (true) {
            char x = 0;
            char y = 0;
            while (x == 0 && i < a.length()) x = keyChar(a.charAt(i++));
            while (y == 0 && j < b.length()) y = keyChar(b.charAt(j++));
            if (x != y) return false;
            if (x == 0) return true;
        }
    }

    /** The character as it stands in a key: lower case, or 0 for what keys leave out. */
    private static char keyChar(char c) {
        if (c >= 'A' && c <= 'Z') return (char) (c + 32);
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ? c : 0;
    }
}
