package arkham.engine.def;

/** Name matching that ignores case, spaces and punctuation ("Ma's Boarding House" = "mas boarding house"). */
public final class Names {
    private Names() {
    }

    public static String key(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 'A' && c <= 'Z') b.append((char) (c + 32));
            else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) b.append(c);
        }
        return b.toString();
    }
}
