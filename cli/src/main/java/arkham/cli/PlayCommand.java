package arkham.cli;

import arkham.ai.Agents;
import arkham.content.save.SaveException;
import arkham.content.save.SaveGame;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Setup;
import arkham.engine.agent.Agent;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.TreeMap;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code arkham play}: hot-seat play in the terminal, new or from a save. */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = {"Hot-seat play at the terminal: each player answers by typing an option number.",
                "Type 'help' during play for commands: look-ups (board, status, sheet, card NAME, ancient, herald, reach,"
                        + " odds CHECK, log), save FILE, quit."})
public final class PlayCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--players", description = "players, 1-8 (default: 1)")
    Integer players;

    @Option(names = "--ancient-one", paramLabel = "NAME", description = "the Ancient One (default: random)")
    String ancientOne;

    @Option(names = "--seed", description = "random seed (default: from the clock; printed so a game can be replayed)")
    Long seed;

    @Option(names = "--choose-investigators", description = "players pick their investigators instead of being dealt one")
    boolean choose;

    @Option(names = "--investigators", paramLabel = "NAMES", split = ",", description = {"investigators for the first"
            + " seats, e.g. --investigators \"Amanda Sharpe,Ashcan\" (part of a name will do); the others are dealt or chosen"})
    List<String> investigators = List.of();

    @Option(names = "--lurker", paramLabel = "PARTS", description = {"The Lurker at the Threshold: all, none, or some of "
            + "cards,gates,herald,burst,relationships (default: none)"})
    String lurker;

    @Option(names = "--faq", paramLabel = "NAMES", description = Cli.FAQ_HELP)
    String faq;

    @Option(names = "--dunwich", paramLabel = "PARTS", arity = "0..1", fallbackValue = "all",
            description = {"The Dunwich Horror: all (the bare switch), none, or some of board,cards,injuries (default: none)"})
    String dunwich;

    @Option(names = "--load", paramLabel = "FILE", description = "continue a saved game")
    Path load;

    @Option(names = "--autosave", paramLabel = "FILE", description = {"where an unsaved game is saved when input ends, on 'quit'"
            + " or on Ctrl-C (default: ${DEFAULT-VALUE})"})
    Path autosave = Path.of("arkham-autosave.json");

    @Option(names = "--ai", paramLabel = "SEATS", split = ",",
            description = "seats played by the computer, numbered from 1 (e.g. --ai 2,3,4); the others are people")
    List<Integer> ai = List.of();

    @Option(names = "--ai-level", defaultValue = "heuristic", paramLabel = "LEVEL",
            description = "how the computer plays: heuristic (instant) or search (looks ahead; slower) (default: ${DEFAULT-VALUE})")
    String aiLevel;

    @Option(names = "--no-planning", description = "skip Phase 0, the pause for look-ups at the start of each turn")
    boolean noPlanning;

    @Mixin
    ContentOption contentPacks = new ContentOption();

    /** Where answers come from when a test sets it; otherwise the terminal (line editing) or standard input. */
    BufferedReader input;

    /** Echo lines that do not come from a person at a terminal, so a transcript reads like a session. */
    boolean echo = true;

    /** Save on Ctrl-C; tests, which run in this JVM, leave it off. */
    boolean saveOnInterrupt = true;

    @Override
    public Integer call() throws IOException {
        TerminalInput terminal = input == null && TerminalInput.interactive() ? openTerminal() : null;
        try {
            return play(terminal);
        } finally {
            if (terminal != null) terminal.close();
        }
    }

    /** The system terminal for line editing, or null (then lines are read as they come). */
    private static TerminalInput openTerminal() {
        try {
            return TerminalInput.open();
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private int play(TerminalInput terminal) throws IOException {
        PrintWriter out = terminal != null ? terminal.out() : spec.commandLine().getOut();
        if (!aiLevel.equals("heuristic") && !aiLevel.equals("search"))
            throw new ParameterException(spec.commandLine(), "--ai-level must be heuristic or search, was '" + aiLevel + "'");
        Content content = contentPacks.load(spec);
        Game game;
        List<SaveGame.Answer> answers;
        if (load != null) {
            if (players != null || ancientOne != null || seed != null || choose || lurker != null || faq != null || dunwich != null
                    || noPlanning || !investigators.isEmpty())
                throw new ParameterException(spec.commandLine(), "--load takes the setup from the save; drop --players,"
                        + " --ancient-one, --investigators, --seed, --choose-investigators, --lurker, --dunwich, --faq and --no-planning");
            SaveGame save;
            try {
                save = SaveGame.read(load);
                game = save.replay(content, true);
            } catch (SaveException e) {
                spec.commandLine().getErr().println("arkham play: cannot load " + load + ": " + e.getMessage());
                spec.commandLine().getErr().println("arkham play: give a file written by 'save FILE' or the autosave"
                        + " of this version of arkham.");
                spec.commandLine().getErr().flush();
                return 2;
            }
            answers = save.answers();
            out.println("Loaded " + load + " (" + answers.size() + " answers, seed " + save.setup().seed() + ").");
        } else {
            int p = players == null ? 1 : players;
            Cli.checkPlayers(spec, p);
            checkAiSeats(p);
            Setup.Options options = Cli.dunwichOptions(spec, Cli.withFaq(spec, Cli.lurkerOptions(spec, lurker), faq), dunwich)
                    .withPlanning(!noPlanning);
            Cli.checkAncientOne(spec, content, ancientOne, options);
            List<String> named = Cli.checkInvestigators(spec, content, investigators, p, options);
            long s = seed == null ? System.nanoTime() : seed;
            game = Game.create(content, new Setup(p, named, ancientOne, choose, s, options), true);
            answers = List.of();
            out.println("New game: " + arkham.engine.Words.count(p, "player") + ", seed " + s + ", Lurker parts: " + Cli.lurkerParts(options)
                    + ", Dunwich parts: " + Cli.dunwichParts(options) + ", FAQ rulings: " + Cli.faqNames(options) + ".");
        }
        checkAiSeats(game.players);
        Map<Integer, Agent> agents = new TreeMap<>();
        for (int k : ai) agents.put(k - 1, Agents.byName(aiLevel, game.setup.seed() * 31 + k, 0));
        if (!agents.isEmpty()) out.println("AI (" + aiLevel + ") plays seat(s) " + agents.keySet().stream()
                .map(k -> Integer.toString(k + 1)).collect(Collectors.joining(", ")) + ".");
        LineInput lines = terminal != null ? terminal
                : LineInput.plain(input != null ? input : new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)), out);
        HotSeat seat = new HotSeat(game, answers, lines, out, terminal == null && echo, autosave, agents);
        if (terminal != null) terminal.completeWith(HotSeat.COMMANDS, seat::arguments);
        if (load != null) seat.restoreLog();
        Thread onInterrupt = new Thread(() -> {
            String saved = seat.autosave("stopping");
            if (saved.isEmpty()) return;
            try {
                out.println();
                out.println("Stopped." + saved);
                out.flush();
            } catch (RuntimeException e) {
                // the terminal may be closed already (JLine closes it as the process stops): plain standard output
                System.out.println();
                System.out.println("Stopped." + saved);
                System.out.flush();
            }
        });
        if (saveOnInterrupt) Runtime.getRuntime().addShutdownHook(onInterrupt);
        int code;
        try {
            code = seat.run();
        } catch (RuntimeException e) {
            // a failure in the game itself: the game up to the last answer is kept before the error is reported
            String saved = seat.autosave("failing");
            if (!saved.isEmpty()) out.println(saved.strip());
            out.flush();
            throw e;
        } finally {
            if (saveOnInterrupt) Runtime.getRuntime().removeShutdownHook(onInterrupt);
        }
        out.flush();
        return code;
    }

    private void checkAiSeats(int seats) {
        for (int k : ai) {
            if (k < 1 || k > seats)
                throw new ParameterException(spec.commandLine(), "--ai seat " + k + " is not a seat of this "
                        + seats + "-player game (seats are numbered 1 to " + seats + ")");
        }
    }
}
