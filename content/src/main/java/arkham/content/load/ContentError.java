package arkham.content.load;

/** A content file that cannot be used: names the file, the entry and what is wrong. */
public class ContentError extends RuntimeException {
    public ContentError(String file, String entry, String problem) {
        super(file + (entry == null ? "" : " [" + entry + "]") + ": " + problem);
    }

    public ContentError(String file, String entry, String problem, Throwable cause) {
        super(file + (entry == null ? "" : " [" + entry + "]") + ": " + problem, cause);
    }
}
