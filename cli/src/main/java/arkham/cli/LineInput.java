package arkham.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;

/** Where a terminal game's lines come from: a person at a terminal (line editing) or a pipe, a file, a test. */
interface LineInput {
    /** Ctrl-C at the prompt: the player stops the game. */
    final class Interrupted extends RuntimeException {
        Interrupted() {
            super("interrupted", null, false, false);
        }
    }

    /** Shows the prompt and returns the next line, or null when input has ended; throws {@link Interrupted} on Ctrl-C. */
    String readLine(String prompt) throws IOException;

    /** Lines read as they come (piped input, tests): the prompt goes to {@code out} first. */
    static LineInput plain(BufferedReader in, PrintWriter out) {
        return prompt -> {
            out.print(prompt);
            out.flush();
            return in.readLine();
        };
    }
}
