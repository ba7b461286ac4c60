package arkham.cli;

import arkham.content.save.SaveGame;
import arkham.engine.Choice;
import arkham.engine.Event;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.agent.Agent;
import arkham.engine.Score;
import arkham.engine.def.MythosDef;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Hot-seat play at one terminal: every player answers in turn by typing an option number; the
 * read-only look-ups of {@link Lookups} can be typed at any prompt. Reads lines until the game
 * ends, the player quits, or input runs out; an unsaved game is then saved to the autosave file.
 */
final class HotSeat {
    static final String HELP = """
            Type the number of an option to answer. Look-ups (they change nothing):
              board          the board
              status         the game's counts against their limits (as at the end of each turn)
              sheet [P]      an investigator sheet (yours, or player P's)
              card NAME      any card's text: items, spells, skills, allies, Mythos, monsters,
                             investigators, Ancient Ones, relationships, Reckoning cards
              ancient        the Ancient One: its powers and the doom track
              herald         the Herald's rules and the Power tokens (Lurker games)
              reach [P]      where you (or player P) can move this turn, and at what cost
              odds CHECK [MOD] [SUCCESSES]
                             the chance to pass a check, e.g. 'odds combat -2' or 'odds lore -1 2'
              log [N]        the last N lines of the log (default 20)
            Other commands:
              save FILE      save the game (JSON) to FILE
              help           this help
              quit           leave the game (unsaved progress goes to the autosave file)""";

    private final Game game;
    /** The seats (from 0) the computer plays, and who plays them. */
    private final Map<Integer, Agent> agents;
    private final List<SaveGame.Answer> answers;
    private final BufferedReader in;
    private final PrintWriter out;
    private final boolean echo;
    private final Path autosave;
    private final Lookups lookups;
    private final List<String> history = new ArrayList<>();
    private int lastTurnShown = -1;
    private int planningHintTurn = -1;
    /** How many answers the last save held (a loaded game starts saved). */
    private int savedAnswers;
    /** The game as of the last answer, for a save from another thread (Ctrl-C). */
    private volatile SaveGame latest;

    /**
     * @param game     a game created with event logging on (the log then starts at setup)
     * @param answers  the answers that led to {@code game} (empty for a new game); extended as play goes on
     * @param echo     repeat each input line, so a transcript of piped input reads like a session
     * @param autosave where an unsaved game goes when input ends, the player quits or the process is stopped
     */
    HotSeat(Game game, List<SaveGame.Answer> answers, BufferedReader in, PrintWriter out, boolean echo, Path autosave) {
        this(game, answers, in, out, echo, autosave, Map.of());
    }

    /** @param agents the seats (from 0) the computer plays, and who plays them; the others are asked here */
    HotSeat(Game game, List<SaveGame.Answer> answers, BufferedReader in, PrintWriter out, boolean echo, Path autosave,
            Map<Integer, Agent> agents) {
        this.agents = Map.copyOf(agents);
        this.game = game.logEvents(true);
        this.answers = new ArrayList<>(answers);
        this.in = in;
        this.out = out;
        this.echo = echo;
        this.autosave = autosave;
        this.lookups = new Lookups(game, out);
        this.savedAnswers = answers.isEmpty() ? -1 : answers.size();
        this.latest = SaveGame.of(game, this.answers);
    }

    /** Keeps the log of a replayed game without printing it again. */
    void restoreLog() {
        List<Event> events = game.drainEvents();
        for (Event e : events) history.add(line(e));
        if (!events.isEmpty()) out.println("The log is restored (" + history.size() + " lines; 'log N' shows the last N).");
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
            Agent agent = agents.get(q.player());
            if (agent != null) {
                give(q, agent.choose(game, q));
                continue;
            }
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
                out.println("Input ended before the game did." + autosave("leaving"));
                return false;
            }
            if (echo) out.println(line);
            line = line.strip();
            String[] words = line.split("\\s+", 2);
            String arg = words.length > 1 ? words[1].strip() : "";
            String command = words[0].toLowerCase();
            switch (command) {
                case "" -> {
                }
                case "quit", "exit" -> {
                    out.println(answers.size() == savedAnswers ? "Left the game (saved)." : "Left the game." + autosave("leaving"));
                    return false;
                }
                case "help", "?" -> out.println(HELP);
                case "board" -> out.print(BoardText.of(game));
                case "log" -> printLog(arg);
                case "save" -> save(arg);
                default -> {
                    if (lookups.handles(command)) {
                        lookups.run(command, arg, q.player());
                    } else {
                        Choice c = pick(q, line);
                        if (c != null) {
                            give(q, c);
                            return true;
                        }
                    }
                }
            }
            if (!line.isEmpty() && !command.equals("help") && !command.equals("?")) printOptionsHint(q);
        }
    }

    /** The one place an answer is given to the engine (a person's or an AI's; an AI's real choices are logged). */
    private void give(Question q, Choice c) {
        if (agents.containsKey(q.player()) && q.options().size() > 1) {
            String line = "[" + (q.player() + 1) + "] AI" + who(q.player()) + ": " + q.prompt() + " -> " + c.label();
            history.add(line);
            out.println("  " + line);
        }
        game.answer(q.id(), q.player(), c.id());
        answers.add(new SaveGame.Answer(q.id(), q.player(), c.id()));
        latest = SaveGame.of(game, answers);
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
            out.println(n + " is not an option: choose " + (q.options().size() == 1 ? "1" : "1 to " + q.options().size()) + ".");
            return null;
        }
        return q.options().get(n - 1);
    }

    private void printQuestion(Question q) {
        out.println();
        if (q.kind() == QuestionKind.READY && planningHintTurn != game.turn) {
            planningHintTurn = game.turn;
            out.println("Planning: look around before the turn starts ('sheet', 'card NAME', 'reach', 'odds CHECK', 'board',"
                    + " 'status'; 'help' lists them), then answer 1.");
        }
        out.println("-- Player " + (q.player() + 1) + who(q.player()) + ": " + q.prompt());
        for (int k = 0; k < q.options().size(); k++) out.printf("  %d) %s%n", k + 1, q.options().get(k).label());
    }

    private void printOptionsHint(Question q) {
        int n = q.options().size();
        out.println("(Player " + (q.player() + 1) + ": " + q.prompt() + " - answer " + (n == 1 ? "1" : "1 to " + n) + ")");
    }

    private String who(int player) {
        return game.inv[player].def() < 0 ? "" : " (" + game.nameOf(player) + ")";
    }

    private String line(Event e) {
        return (e.player() >= 0 ? "[" + (e.player() + 1) + "] " : "") + e.text();
    }

    private void printNewEvents() {
        for (Event e : game.drainEvents()) {
            String line = line(e);
            history.add(line);
            out.println("  " + line);
            // a Mythos card drawn is read out, as players at a table would read it
            MythosDef m = e.type().equals("mythos") && e.card() != null ? lookups.mythos(e.card()) : null;
            if (m != null && m.text() != null && !m.text().isBlank()) {
                String text = "      " + m.text();
                history.add(text);
                out.println(text);
            }
        }
    }

    private void printLog(String arg) {
        int n = 20;
        if (!arg.isEmpty()) {
            try {
                n = Integer.parseInt(arg);
            } catch (NumberFormatException e) {
                n = 0;
            }
            if (n < 1) {
                out.println("log takes a number of lines, 1 or more, not '" + arg + "'.");
                return;
            }
        }
        List<String> tail = history.subList(Math.max(0, history.size() - n), history.size());
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
            out.println("Saved " + arkham.engine.Words.count(answers.size(), "answer") + " to " + file + ".");
        } catch (IOException | RuntimeException e) {
            out.println("Could not save to " + file + ": " + e.getMessage());
        }
    }

    /**
     * Saves an unsaved game to the autosave file; what to tell the player (empty when there was
     * nothing to save). Safe to call from a shutdown hook: it writes the game as of the last answer.
     */
    synchronized String autosave(String why) {
        SaveGame s = latest;
        if (autosave == null || game.isOver() || s.answers().isEmpty() || s.answers().size() == savedAnswers) return "";
        try {
            s.write(autosave);
            savedAnswers = s.answers().size();
            return " The game is saved to " + autosave + " (continue with: arkham play --load " + autosave + ").";
        } catch (IOException | RuntimeException e) {
            return " Could not save it to " + autosave + " (" + e.getMessage() + ") while " + why + ".";
        }
    }

    private void printEnd() {
        out.println();
        out.print(BoardText.of(game));
        out.println("Game over: " + game.outcome().text() + (game.outcome().win ? ". The investigators win." : ". The investigators lose."));
        if (!game.outcome().win) return;
        Score score = Score.of(game);
        out.println("Score: " + score.total());
        if (score.firstCitizen() >= 0) out.println("First Citizen of Arkham: " + game.nameOf(score.firstCitizen())
                + " (player " + (score.firstCitizen() + 1) + ")");
    }
}
