package arkham.content.save;

/** A save file that cannot be read or does not replay to the state it claims; the message names the problem. */
public class SaveException extends RuntimeException {
    public SaveException(String message) {
        super(message);
    }

    public SaveException(String message, Throwable cause) {
        super(message, cause);
    }
}
