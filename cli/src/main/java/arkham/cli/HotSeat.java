package arkham.cli;

import arkham.content.save.SaveGame;
import arkham.engine.Choice;
import arkham.engine.Event;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.Score;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Hot-seat play at one terminal: every player answers in turn by typing an option number. Reads
 * lines until the game ends, the player quits, or input runs out.
 */
final class HotSeat {
    static final String HELP = """
            Type the number of an option to answer. Other commands:
              board       show the board again
              log [N]     show the last N log lines (default 20)
              save FILE   save the game (JSON) to FILE
              help        show this help
              quit        leave the game (save first to keep it)""";

    private final Game game;
    private final List<SaveGame.Answer> answers;
    private final BufferedReader in;
    private final PrintWriter out;
    private final boolean echo;
    private final List<String> history = new ArrayList<>();
    private int lastTurnShown = -1;
    /** How many answers the last save held (a loaded game starts saved). */
    private int savedAnswers;

    /**
     * @param answers the answers that led to {@code game} (empty for a new game); extended as play goes on
     * @param echo    repeat each input line, so a transcript of piped input reads like a session
     */
    HotSeat(Game game, List<SaveGame.Answer> answers, BufferedReader in, PrintWriter out, boolean echo) {
        this.game = game.logEvents(true);
        this.answers = new ArrayList<>(answers);
        this.in = in;
        this.out = out;
        this.echo = echo;
        this.savedAnswers = answers.isEmpty() ? -1 : answers.size();
    }

    /** Plays until the end; returns the process exit code. */
    int run() throws IOException {
        out.println("Type 'help' for commands.");
        while (true) {
            printNewEvents();
            if (game.isOver()) {
                printEnd();
                return 0;
            }
            if (game.turn != lastTurnShown) {
                lastTurnShown = game.turn;
                out.print(BoardText.of(game));
            }
            Question q = game.question();
            printQuestion(q);
            if (!answer(q)) return 0;
        }
    }

    /** Reads lines until one answers {@code q}; false when the player leaves or input ends. */
    private boolean answer(Question q) throws IOException {
        while (true) {
            out.print("> ");
            out.flush();
            String line = in.readLine();
            if (line == null) {
                out.println();
                out.println("Input ended before the game did; leaving. (Use 'save FILE' to keep a game.)");
                return false;
            }
            if (echo) out.println(line);
            line = line.strip();
            String[] words = line.split("\\s+", 2);
            String arg = words.length > 1 ? words[1].strip() : "";
            switch (words[0].toLowerCase()) {
                case "" -> {
                }
                case "quit", "exit" -> {
                    out.println(answers.size() == savedAnswers ? "Left the game (saved)." : "Left the game without saving.");
                    return false;
                }
                case "help", "?" -> out.println(HELP);
                case "board" -> out.print(BoardText.of(game));
                case "log" -> printLog(arg);
                case "save" -> save(arg);
                default -> {
                    Choice c = pick(q, line);
                    if (c != null) {
                        game.answer(q.id(), q.player(), c.id());
                        answers.add(new SaveGame.Answer(q.id(), q.player(), c.id()));
                        return true;
                    }
                }
            }
            if (!line.isEmpty() && !words[0].equalsIgnoreCase("help")) printOptionsHint(q);
        }
    }

    /** The option a typed number names, or null after saying what is wrong. */
    private Choice pick(Question q, String line) {
        int n;
        try {
            n = Integer.parseInt(line);
        } catch (NumberFormatException e) {
            out.println("'" + line + "' is not an option number or a command (type 'help').");
            return null;
        }
        if (n < 1 || n > q.options().size()) {
            out.println(n + " is not an option: choose 1 to " + q.options().size() + ".");
            return null;
        }
        return q.options().get(n - 1);
    }

    private void printQuestion(Question q) {
        out.println();
        out.println("-- Player " + (q.player() + 1) + who(q.player()) + ": " + q.prompt());
        for (int k = 0; k < q.options().size(); k++) out.printf("  %d) %s%n", k + 1, q.options().get(k).label());
    }

    private void printOptionsHint(Question q) {
        out.println("(Player " + (q.player() + 1) + ": " + q.prompt() + " - answer 1 to " + q.options().size() + ")");
    }

    private String who(int player) {
        return game.inv[player].def < 0 ? "" : " (" + game.nameOf(player) + ")";
    }

    private void printNewEvents() {
        for (Event e : game.drainEvents()) {
            String line = (e.player() >= 0 ? "[" + (e.player() + 1) + "] " : "") + e.text();
            history.add(line);
            out.println("  " + line);
        }
    }

    private void printLog(String arg) {
        int n = 20;
        if (!arg.isEmpty()) {
            try {
                n = Integer.parseInt(arg);
            } catch (NumberFormatException e) {
                out.println("log takes a number of lines, not '" + arg + "'.");
                return;
            }
        }
        List<String> tail = history.subList(Math.max(0, history.size() - Math.max(n, 0)), history.size());
        if (tail.isEmpty()) out.println("(the log is empty)");
        for (String line : tail) out.println("  " + line);
    }

    private void save(String file) {
        if (file.isEmpty()) {
            out.println("save needs a file name: save FILE");
            return;
        }
        try {
            SaveGame.of(game, answers).write(Path.of(file));
            savedAnswers = answers.size();
            out.println("Saved " + answers.size() + " answer(s) to " + file + ".");
        } catch (IOException | RuntimeException e) {
            out.println("Could not save to " + file + ": " + e.getMessage());
        }
    }

    private void printEnd() {
        out.println();
        out.print(BoardText.of(game));
        out.println("Game over: " + game.outcome() + (game.outcome().win ? " - the investigators win." : " - the investigators lose."));
        if (game.outcome().win) out.println("Score: " + Score.of(game).total());
    }
}
