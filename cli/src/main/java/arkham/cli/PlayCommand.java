package arkham.cli;

import arkham.ai.Agents;
import arkham.content.ContentLoader;
import arkham.content.save.SaveException;
import arkham.content.save.SaveGame;
import arkham.engine.Game;
import arkham.engine.Setup;
import arkham.engine.agent.Agent;
import arkham.engine.def.Content;
import picocli.CommandLine.Command;
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
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.concurrent.Callable;

/** {@code arkham play}: hot-seat play in the terminal, new or from a save. */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = {"Hot-seat play at the terminal: each player answers by typing an option number.",
                "Type 'help' during play for commands (board, log, save FILE, quit)."})
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

    @Option(names = "--lurker", paramLabel = "PARTS", description = {"The Lurker at the Threshold: all, none, or some of "
            + "cards,gates,herald,burst,relationships (default: none)"})
    String lurker;

    @Option(names = "--load", paramLabel = "FILE", description = "continue a saved game")
    Path load;

    @Option(names = "--ai", paramLabel = "SEATS", split = ",",
            description = "seats played by the computer, numbered from 1 (e.g. --ai 2,3,4); the others are people")
    List<Integer> ai = List.of();

    @Option(names = "--ai-level", defaultValue = "heuristic", paramLabel = "LEVEL",
            description = "how the computer plays: heuristic (instant) or search (looks ahead; slower) (default: ${DEFAULT-VALUE})")
    String aiLevel;

    /** Where answers come from; stdin unless a test sets it. */
    BufferedReader input = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));

    /** Echo typed lines when they do not come from a person at a terminal. */
    boolean echo = System.console() == null;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        Content content = ContentLoader.core();
        Game game;
        List<SaveGame.Answer> answers;
        if (load != null) {
            if (players != null || ancientOne != null || seed != null || choose || lurker != null)
                throw new ParameterException(spec.commandLine(), "--load takes the setup from the save; drop --players,"
                        + " --ancient-one, --seed, --choose-investigators and --lurker");
            SaveGame save;
            try {
                save = SaveGame.read(load);
                game = save.replay(content);
            } catch (SaveException e) {
                spec.commandLine().getErr().println("Cannot load " + load + ": " + e.getMessage());
                return 2;
            }
            answers = save.answers();
            out.println("Loaded " + load + " (" + answers.size() + " answers, seed " + save.setup().seed() + ").");
        } else {
            int p = players == null ? 1 : players;
            Cli.checkPlayers(spec, p);
            Cli.checkAncientOne(spec, content, ancientOne);
            Setup.Options options = Cli.lurkerOptions(spec, lurker);
            long s = seed == null ? System.nanoTime() : seed;
            game = Game.create(content, new Setup(p, List.of(), ancientOne, choose, s, options));
            answers = List.of();
            out.println("New game: " + p + " player(s), seed " + s + ", Lurker parts: " + Cli.lurkerParts(options) + ".");
        }
        if (!aiLevel.equals("heuristic") && !aiLevel.equals("search"))
            throw new ParameterException(spec.commandLine(), "--ai-level must be heuristic or search, was '" + aiLevel + "'");
        Map<Integer, Agent> agents = new TreeMap<>();
        for (int seat : ai) {
            if (seat < 1 || seat > game.players)
                throw new ParameterException(spec.commandLine(), "--ai seat " + seat + " is not a seat of this "
                        + game.players + "-player game (seats are numbered 1 to " + game.players + ")");
            agents.put(seat - 1, Agents.byName(aiLevel, game.setup.seed() * 31 + seat, 0));
        }
        if (!agents.isEmpty()) out.println("AI (" + aiLevel + ") plays seat(s) " + agents.keySet().stream()
                .map(k -> Integer.toString(k + 1)).collect(Collectors.joining(", ")) + ".");
        int code = new HotSeat(game, answers, input, out, echo, agents).run();
        out.flush();
        return code;
    }
}
