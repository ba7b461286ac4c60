package arkham.engine;

/** An answer that is not one of the current question's options, or from the wrong player. Nothing changes. */
public class IllegalAnswerException extends RuntimeException {
    public IllegalAnswerException(String message) {
        super(message);
    }
}
