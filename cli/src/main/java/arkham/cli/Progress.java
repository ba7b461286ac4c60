package arkham.cli;

import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.DelegatingProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.jline.terminal.spi.SystemStream;
import org.jline.terminal.spi.TerminalProvider;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

/**
 * The progress bar of a long command, on its error stream. On a terminal it is drawn in colour and
 * redrawn in place; anywhere else (a file, a pipe, a CI log) it is plain ASCII with no escape codes
 * and no carriage returns: a line when it starts, one every {@link #PLAIN_INTERVAL_MS} while it moves,
 * and one at the end.
 */
final class Progress {
    static final int PLAIN_INTERVAL_MS = 10_000;
    static final int PLAIN_WIDTH = 100;

    private Progress() {
    }

    /** A bar counting to {@code max} on {@code err}, styled for what the process's stderr is. */
    static ProgressBar bar(String task, long max, PrintWriter err) {
        return bar(task, max, err, stderrIsTerminal());
    }

    static ProgressBar bar(String task, long max, PrintWriter err, boolean terminal) {
        ProgressBarBuilder b = new ProgressBarBuilder().setTaskName(task).setInitialMax(max).showSpeed();
        if (terminal)
            return b.setConsumer(new ConsoleProgressBarConsumer(stream(err))).setUpdateIntervalMillis(500).build();
        return b.setStyle(ProgressBarStyle.ASCII).setUpdateIntervalMillis(PLAIN_INTERVAL_MS)
                .setConsumer(new DelegatingProgressBarConsumer(new Lines(err), PLAIN_WIDTH)).build();
    }

    /**
     * Whether file descriptor 2 is a terminal. {@code System.console()} only tells about stdin and
     * stdout, so JLine (already here for the bar) asks the system ({@code test -t 2}).
     */
    static boolean stderrIsTerminal() {
        try {
            return TerminalProvider.load("exec").isSystemStream(SystemStream.Error);
        } catch (IOException | RuntimeException | LinkageError e) {
            return false;
        }
    }

    /** Each state of the bar as a line, except a state the same as the last one (the bar repeats its final state). */
    private static final class Lines implements Consumer<String> {
        private final PrintWriter err;
        private String last;

        Lines(PrintWriter err) {
            this.err = err;
        }

        @Override
        public synchronized void accept(String line) {
            String text = line.stripTrailing();
            if (text.equals(last)) return;
            last = text;
            err.println(text);
            err.flush();
        }
    }

    /** The terminal bar writes to a PrintStream: this one writes to the command's error writer. */
    private static PrintStream stream(PrintWriter err) {
        return new PrintStream(new OutputStream() {
            @Override
            public void write(int b) {
                err.write(b);
            }

            @Override
            public void write(byte[] b, int off, int len) {
                err.write(new String(b, off, len, StandardCharsets.UTF_8));
            }

            @Override
            public void flush() {
                err.flush();
            }
        }, true, StandardCharsets.UTF_8);
    }
}
