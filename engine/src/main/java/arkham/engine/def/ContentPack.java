package arkham.engine.def;

/**
 * A content pack a game's content was loaded with (a folder of data files in the content format,
 * adding to or replacing the shipped entries): its name and the SHA-256 of its files, which saves
 * record so that a game is replayed only with the same pack.
 */
public record ContentPack(String name, String checksum) {
    public ContentPack {
        if (name == null || name.isBlank()) throw new IllegalArgumentException("a pack needs a name");
        if (checksum == null || !checksum.matches("[0-9a-f]{64}")) throw new IllegalArgumentException("a pack's checksum is 64 hex digits");
    }

    /** The name with the start of the checksum, as messages show a pack. */
    public String label() {
        return name + " (sha256 " + checksum.substring(0, 12) + ")";
    }
}
