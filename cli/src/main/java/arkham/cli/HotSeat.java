package arkham.cli;

import arkham.ai.Hint;
import arkham.content.save.SaveGame;
import arkham.engine.Choice;
import arkham.engine.Event;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Score;
import arkham.engine.agent.Agent;
import arkham.engine.def.MythosDef;
import arkham.engine.view.SeatView;

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
            Type the number of an option to answer (Tab completes commands and names; Up/Down recall lines).
              go PLACE       in your Arkham movement: move to PLACE by the cheapest way and end your movement
                             there; the game still asks what the rules ask (monsters to evade or fight)
            Look-ups (they change nothing):
              board [full]   the board, in short (a line per subject) or in full
              status         the game's counts against their limits (as at the end of each turn)
              sheet [P]      an investigator sheet (yours, or player P's)
              card NAME      any card's text: items, spells, skills, allies, Mythos, monsters,
                             investigators, Ancient Ones, relationships, Reckoning cards
              ancient        the Ancient One: its powers and the doom track
              herald         the Herald's rules and the Power tokens (Lurker games)
              reach [P]      where you (or player P) can move with the movement points left, and at what cost
              odds CHECK [MOD] [SUCCESSES]
                             the chance to pass a check, e.g. 'odds combat -2' or 'odds lore -1 2', counting
                             Clue tokens, skill cards, re-rolls, Blessing or Curse, and for combat the weapons
                             and spells in hand; 'odds' alone during a check or a combat: that one's odds
              log [N]        the last N lines of the log (default 20)
              hint           what the AI would answer here and why in a line (it reads only what your
                             seat may see)
            Other commands:
              save FILE      save the game (JSON) to FILE
              help           this help
              quit           leave the game (unsaved progress goes to the autosave file)""";

    /** The commands typed at the prompt, for completion. */
    static final List<String> COMMANDS = List.of("go", "board", "status", "sheet", "card", "ancient", "herald", "reach", "odds",
            "log", "hint", "save", "help", "quit");

    private final Game game;
    /** The seats (from 0) the computer plays, and who plays them. */
    private final Map<Integer, Agent> agents;
    private final List<SaveGame.Answer> answers;
    private final LineInput in;
    private final PrintWriter out;
    private final boolean echo;
    private final Path autosave;
    private final Lookups lookups;
    private final List<String> history = new ArrayList<>();
    /** The compact board's lines as last shown, so the next turn shows only what changed. */
    private List<String> shownBoard = List.of();
    /** A 'go' under way: the moves still to make, or null. */
    private Going going;
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
    HotSeat(Game game, List<SaveGame.Answer> answers, LineInput in, PrintWriter out, boolean echo, Path autosave) {
        this(game, answers, in, out, echo, autosave, Map.of());
    }

    /** @param agents the seats (from 0) the computer plays, and who plays them; the others are asked here */
    HotSeat(Game game, List<SaveGame.Answer> answers, LineInput in, PrintWriter out, boolean echo, Path autosave,
            Map<Integer, Agent> agents) {
        this.agents = Map.copyOf(agents);
        this.game = game.logEvents(true);
        this.answers = new ArrayList<>(answers);
        this.in = in;
        this.out = out;
        this.echo = echo;
        this.autosave = autosave;
        this.lookups = new Lookups(game.content, out);
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
                printBoardChanges();
            }
            Question q = game.question();
            Agent agent = agents.get(q.player());
            if (agent != null) {
                give(q, agent.choose(SeatView.of(game, q.player())));
                continue;
            }
            if (going != null) {
                Choice step = going.next(q);
                if (step != null) {
                    give(q, step);
                    continue;
                }
            }
            printQuestion(q);
            if (!answer(q)) return 0;
        }
    }

    /** At the start of a turn: the board's header, and the lines of it that changed since it was last shown. */
    private void printBoardChanges() {
        List<String> lines = BoardText.compact(SeatView.spectator(game));
        out.println(lines.get(0));
        int changed = 0;
        for (String line : lines.subList(1, lines.size())) {
            if (shownBoard.contains(line)) continue;
            out.println("  " + line);
            changed++;
        }
        if (changed == 0) out.println("  (the board is as it was; 'board' shows it)");
        shownBoard = lines;
    }

    private void printBoard(String arg) {
        if (arg.equalsIgnoreCase("full")) {
            out.print(BoardText.full(SeatView.spectator(game)));
            return;
        }
        if (!arg.isEmpty()) {
            out.println("board takes nothing, or 'full'.");
            return;
        }
        List<String> lines = BoardText.compact(SeatView.spectator(game));
        out.println(lines.get(0));
        for (String line : lines.subList(1, lines.size())) out.println("  " + line);
        shownBoard = lines;
    }

    /** Whether the question is an investigator's Arkham movement: a step to take or "stop" (the engine's stable option ids). */
    static boolean isMovement(Question q) {
        if (q == null || !q.context().containsKey("movementPoints")) return false;
        for (Choice c : q.options()) if (c.id().equals("stop")) return true;
        return false;
    }

    /** Reads lines until one answers {@code q}; false when the player leaves or input ends. */
    private boolean answer(Question q) throws IOException {
        while (true) {
            String line;
            try {
                line = in.readLine("> ");
            } catch (LineInput.Interrupted e) {
                out.println();
                out.println("Stopped." + autosave("stopping"));
                return false;
            }
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
                case "board" -> printBoard(arg);
                case "go" -> {
                    Choice first = go(q, arg);
                    if (first != null) {
                        give(q, first);
                        return true;
                    }
                }
                case "log" -> printLog(arg);
                case "hint" -> printHint(q);
                case "save" -> save(arg);
                default -> {
                    if (lookups.handles(command)) {
                        lookups.run(command, arg, SeatView.of(game, q.player()));
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

    /** The AI's answer to the question and why, from the asking seat's view alone ({@link Hint}). */
    private void printHint(Question q) {
        Hint h = Hint.of(SeatView.of(game, q.player()));
        int n = 0;
        while (!q.options().get(n).id().equals(h.choice().id())) n++;
        out.println("The AI would answer " + (n + 1) + ") " + h.line());
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

    // ---------------------------------------------------------------------- go

    /**
     * {@code go PLACE [via PLACE]}: the first move of the cheapest way there, the rest made as the
     * movement question comes back ({@link Going}); null after saying why not.
     */
    private Choice go(Question q, String arg) {
        if (!isMovement(q)) {
            out.println("go works when it is your Arkham movement (a 'Move' question); then 'reach' shows where you can go.");
            return null;
        }
        if (arg.isEmpty()) {
            out.println("go needs a place, e.g. 'go Newspaper' (part of a name will do; Tab completes).");
            return null;
        }
        int p = q.player();
        String via = null;
        int at = arg.toLowerCase(java.util.Locale.ROOT).indexOf(" via ");
        if (at >= 0) {
            via = arg.substring(at + 5).strip();
            arg = arg.substring(0, at).strip();
        }
        int target = place(arg);
        if (target < 0) return null;
        int here = game.inv[p].place;
        if (target == here) {
            out.println("You are at " + game.board.name(here) + " already; answer 1 to stop here.");
            return null;
        }
        int left = game.inv[p].movePoints;
        Paths paths = new Paths(game, p, left);
        List<List<Integer>> ways = paths.cheapest(target);
        if (ways.isEmpty()) {
            int far = new Paths(game, p, 99).cost[target];
            out.println(far < 0 ? "No way leads from " + game.board.name(here) + " to " + game.board.name(target) + " now."
                    : game.board.name(target) + " is " + arkham.engine.Words.count(far, "movement point") + " away; you have "
                    + left + " left ('reach' shows what is within them).");
            return null;
        }
        if (via != null) {
            int v = place(via);
            if (v < 0) return null;
            ways.removeIf(w -> !w.contains(v));
            if (ways.isEmpty()) {
                out.println("No cheapest way to " + game.board.name(target) + " goes through " + game.board.name(v) + ".");
                return null;
            }
        }
        // fewest monsters to evade on the way; equal ways that meet different monsters are the player's to choose
        int fewest = Integer.MAX_VALUE;
        for (List<Integer> w : ways) fewest = Math.min(fewest, monsters(paths, w));
        int least = fewest;
        ways.removeIf(w -> monsters(paths, w) > least);
        List<List<Integer>> distinct = new ArrayList<>();
        for (List<Integer> w : ways) {
            boolean same = false;
            for (List<Integer> d : distinct) same |= paths.monstersOnTheWay(d).keySet().equals(paths.monstersOnTheWay(w).keySet());
            if (!same) distinct.add(w);
        }
        if (fewest > 0 && distinct.size() > 1) {
            out.println("Ways of " + paths.cost[target] + " movement points to " + game.board.name(target)
                    + " meet different monsters on the way:");
            for (List<Integer> w : distinct) out.println("  via " + route(w) + " (" + monsterNames(paths, w) + ")");
            out.println("Say which: 'go " + game.board.name(target) + " via PLACE'.");
            return null;
        }
        List<Integer> way = ways.get(0);
        out.println("Going to " + game.board.name(target) + (way.size() > 1 ? " via " + route(way) : "") + ": "
                + arkham.engine.Words.count(paths.cost[target], "movement point") + " of " + left
                + (fewest > 0 ? "; on the way: " + monsterNames(paths, way) + " (the game asks about each)" : "") + ".");
        going = new Going(p, target, way);
        Choice first = going.next(q);
        if (first == null) going = null;
        return first;
    }

    private int monsters(Paths paths, List<Integer> way) {
        int n = 0;
        for (int m : paths.monstersOnTheWay(way).values()) n += m;
        return n;
    }

    private String route(List<Integer> way) {
        List<String> names = new ArrayList<>();
        for (int k = 0; k < way.size() - 1; k++) names.add(game.board.name(way.get(k)));
        return names.isEmpty() ? "" : String.join(", ", names);
    }

    private String monsterNames(Paths paths, List<Integer> way) {
        List<String> r = new ArrayList<>();
        for (int place : paths.monstersOnTheWay(way).keySet()) {
            var ms = game.monstersAt(place);
            List<String> names = new ArrayList<>();
            for (int k = 0; k < ms.size(); k++) names.add(game.monster(ms.get(k)).name());
            r.add(String.join(" and ", names) + " at " + game.board.name(place));
        }
        return r.isEmpty() ? "no monsters" : String.join("; ", r);
    }

    /** A place in this game's towns by (part of) its name; -1 after saying what is wrong. */
    private int place(String name) {
        String key = arkham.engine.def.Names.key(name);
        List<Integer> found = new ArrayList<>();
        for (int p = 0; p < game.board.size(); p++) {
            if (!game.board.inArkham(p) || !game.onBoard(p) || game.board.isVortex(p)) continue;
            String k = arkham.engine.def.Names.key(game.board.name(p));
            if (k.equals(key)) return p;
            if (!key.isEmpty() && k.contains(key)) found.add(p);
        }
        if (found.size() == 1) return found.get(0);
        if (found.isEmpty()) out.println("No place here is named '" + name + "'.");
        else out.println("'" + name + "' could be: " + String.join(", ", found.stream().map(game.board::name).toList()) + ".");
        return -1;
    }

    /** What a command's argument may be, for completion: names of cards, places, investigators, checks. */
    List<String> arguments(String command) {
        return switch (command) {
            case "card" -> lookups.names();
            case "go" -> placeNames();
            case "board" -> List.of("full");
            case "sheet", "reach" -> {
                List<String> r = new ArrayList<>();
                for (int p = 0; p < game.players; p++) if (game.inv[p].def() >= 0) r.add(game.nameOf(p));
                yield r;
            }
            case "odds" -> java.util.Arrays.stream(arkham.engine.def.CheckType.values())
                    .map(t -> arkham.engine.view.Texts.name(t).toLowerCase(java.util.Locale.ROOT)).toList();
            default -> List.of();
        };
    }

    /** The places a 'go' may name, for completion. */
    List<String> placeNames() {
        List<String> r = new ArrayList<>();
        for (int p = 0; p < game.board.size(); p++) {
            if (game.board.inArkham(p) && game.onBoard(p) && !game.board.isVortex(p)) r.add(game.board.name(p));
        }
        return r;
    }

    /**
     * A 'go' under way: answers the player's movement question with the next step of the way, and
     * "stop" on arriving; anything else the game asks (a monster to evade or fight, a check) is the
     * player's. Ends when his movement does, or when a step is no longer offered.
     */
    private final class Going {
        private final int player;
        private final int from;
        private final int target;
        private final List<Integer> way;

        Going(int player, int target, List<Integer> way) {
            this.player = player;
            this.from = game.inv[player].place;
            this.target = target;
            this.way = List.copyOf(way);
        }

        /** The answer to give now, or null to ask the player (and the go ends unless it is a question on the way). */
        Choice next(Question q) {
            if (!isMovement(q)) {
                if (game.phase != Phase.MOVEMENT) going = null;
                return null;
            }
            if (q.player() != player) {
                going = null;
                return null;
            }
            int at = game.inv[player].place;
            if (at == target) {
                going = null;
                return option(q, "stop");
            }
            int k;
            if (at == from) {
                k = 0;
            } else if (way.contains(at)) {
                k = way.indexOf(at) + 1;
            } else {
                going = null;
                out.println("(go: no longer on the way to " + game.board.name(target) + ")");
                return null;
            }
            int next = way.get(k);
            Choice c = option(q, game.board.town(at) != game.board.town(next) ? "train:" + game.board.slug(next) : game.content.placeChoices.move(next).id());
            if (c == null) {
                going = null;
                out.println("(go: the move to " + game.board.name(next) + " is not offered now; choose below)");
            }
            return c;
        }

        private Choice option(Question q, String id) {
            for (Choice c : q.options()) if (c.id().equals(id)) return c;
            return null;
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
        out.print(BoardText.full(SeatView.spectator(game)));
        out.println("Game over: " + game.outcome().text() + (game.outcome().win ? ". The investigators win." : ". The investigators lose."));
        if (!game.outcome().win) return;
        Score score = Score.of(game);
        out.println("Score: " + score.total());
        if (score.firstCitizen() >= 0) out.println("First Citizen of Arkham: " + game.nameOf(score.firstCitizen())
                + " (player " + (score.firstCitizen() + 1) + ")");
    }
}
