package arkham.cli;

import org.jline.reader.Candidate;
import org.jline.reader.CompletingParsedLine;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.ParsedLine;
import org.jline.reader.Parser;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;

/**
 * Lines typed by a person at a terminal, through JLine: history (kept in ~/.arkham_history), tab
 * completion of commands and of the names they take, and output wrapped to the terminal's width.
 */
final class TerminalInput implements LineInput, AutoCloseable {
    private final Terminal terminal;
    private final LineReader reader;
    private final PrintWriter out;
    /** The words the argument of a command may be (card names for 'card', places for 'go', ...). */
    private volatile Function<String, List<String>> arguments = command -> List.of();
    private volatile List<String> commands = List.of();
    private volatile int width;

    private TerminalInput(Terminal terminal) {
        this.terminal = terminal;
        // the width is asked of the terminal (a system call, or a command run) only when it may have changed
        this.width = measure();
        terminal.handle(Terminal.Signal.WINCH, signal -> width = measure());
        this.out = new PrintWriter(new Wrapping(terminal.writer(), () -> width));
        this.reader = LineReaderBuilder.builder().terminal(terminal).appName("arkham")
                .parser(new CommandAndRest())
                .completer((r, line, candidates) -> complete(line, candidates))
                .variable(LineReader.HISTORY_FILE, Path.of(System.getProperty("user.home"), ".arkham_history"))
                .option(LineReader.Option.CASE_INSENSITIVE, true)
                .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true)
                .option(LineReader.Option.INSERT_TAB, false)
                .build();
    }

    /** Whether both standard input and output are a terminal (a person typing), so line editing applies. */
    static boolean interactive() {
        java.io.Console c = System.console();
        if (c == null) return false;
        try {
            // Java 22+: a Console exists even when redirected; isTerminal says whether it is a terminal
            return (Boolean) java.io.Console.class.getMethod("isTerminal").invoke(c);
        } catch (ReflectiveOperationException e) {
            return true;
        }
    }

    /** The system terminal; fails (IOException) where there is none to open. */
    static TerminalInput open() throws IOException {
        Terminal t = TerminalBuilder.builder().system(true).build();
        // JLine would give Ctrl-C outside a prompt (while the AI plays) the system's default, which skips the
        // JVM's shutdown hooks and so the autosave; exiting runs them (at a prompt, readLine reports it instead)
        t.handle(Terminal.Signal.INT, signal -> System.exit(130));
        return new TerminalInput(t);
    }

    /** What to write to: the terminal, wrapping lines at word boundaries to its width. */
    PrintWriter out() {
        return out;
    }

    /** What completes: the commands, and for each the words its argument may be. */
    void completeWith(List<String> commands, Function<String, List<String>> arguments) {
        this.commands = List.copyOf(commands);
        this.arguments = arguments;
    }

    @Override
    public String readLine(String prompt) {
        out.flush();
        try {
            return reader.readLine(prompt);
        } catch (UserInterruptException e) {
            throw new Interrupted();
        } catch (EndOfFileException e) {
            return null;
        } finally {
            // the line reader handles resizes while it reads
            width = measure();
        }
    }

    /** The terminal's width; 0 (no wrapping) once it is closed, as the process stops. */
    private int measure() {
        try {
            return terminal.getWidth();
        } catch (RuntimeException e) {
            return 0;
        }
    }

    private void complete(ParsedLine line, List<Candidate> candidates) {
        if (line.wordIndex() == 0) {
            for (String c : commands) candidates.add(new Candidate(c, c, null, null, " ", null, true));
            return;
        }
        String command = line.words().get(0).toLowerCase(java.util.Locale.ROOT);
        for (String a : arguments.apply(command)) candidates.add(new Candidate(a, a, null, null, null, null, true));
    }

    @Override
    public void close() throws IOException {
        out.flush();
        reader.getHistory().save();
        terminal.close();
    }

    /**
     * The first word is the command and all the rest one argument, spaces and apostrophes included
     * (names such as "Hibb's Roadhouse" complete whole).
     */
    private static final class CommandAndRest implements Parser {
        @Override
        public ParsedLine parse(String line, int cursor, ParseContext context) {
            String upTo = line.substring(0, Math.min(cursor, line.length()));
            String trimmed = upTo.stripLeading();
            int space = trimmed.indexOf(' ');
            List<String> words;
            int index;
            String word;
            if (space < 0) {
                words = List.of(trimmed);
                index = 0;
                word = trimmed;
            } else {
                word = trimmed.substring(space + 1).stripLeading();
                words = List.of(trimmed.substring(0, space), word);
                index = 1;
            }
            String w = word;
            return new CompletingParsedLine() {
                @Override
                public CharSequence escape(CharSequence candidate, boolean complete) {
                    return candidate;
                }

                @Override
                public int rawWordCursor() {
                    return w.length();
                }

                @Override
                public int rawWordLength() {
                    return w.length();
                }

                @Override
                public String word() {
                    return w;
                }

                @Override
                public int wordCursor() {
                    return w.length();
                }

                @Override
                public int wordIndex() {
                    return index;
                }

                @Override
                public List<String> words() {
                    return words;
                }

                @Override
                public String line() {
                    return line;
                }

                @Override
                public int cursor() {
                    return cursor;
                }
            };
        }
    }
}
