package arkham.ai;

import arkham.engine.agent.Agent;
import arkham.engine.agent.RandomAgent;

import java.util.List;

/** Makes agents by name, for the command line and the server's AI seats. */
public final class Agents {
    public static final List<String> NAMES = List.of("random", "heuristic", "search");

    private Agents() {
    }

    /**
     * An agent: "random" (uniform legal answers), "heuristic" (rules of thumb, instant) or "search"
     * (rollouts with the heuristic; {@code budget} rollouts per decision, 0 for the default).
     *
     * @throws IllegalArgumentException for an unknown name or a negative budget
     */
    public static Agent byName(String name, long seed, int budget) {
        if (budget < 0) throw new IllegalArgumentException("the budget must not be negative, was " + budget);
        return switch (name == null ? "" : name) {
            case "random" -> new RandomAgent(seed);
            case "heuristic" -> new HeuristicAgent();
            case "search" -> new SearchAgent(seed, budget == 0 ? SearchAgent.DEFAULT_ITERATIONS : budget);
            default -> throw new IllegalArgumentException("unknown agent '" + name + "': choose one of " + NAMES);
        };
    }
}
