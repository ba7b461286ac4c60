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
     * (rollouts with the heuristic; {@code budget} rollouts per decision, 0 for the default). The
     * heuristic and the search may name changes to the heuristic's settings after a colon, e.g.
     * "heuristic:covered=30,gateValue=20" ({@link HeuristicSettings#parse}).
     *
     * @throws IllegalArgumentException for an unknown name or setting, or a negative budget
     */
    public static Agent byName(String name, long seed, int budget) {
        if (budget < 0) throw new IllegalArgumentException("the budget must not be negative, was " + budget);
        String full = name == null ? "" : name;
        int colon = full.indexOf(':');
        String kind = colon < 0 ? full : full.substring(0, colon);
        if (colon >= 0 && !kind.equals("heuristic") && !kind.equals("search")) {
            throw new IllegalArgumentException("only the heuristic and the search take settings ('" + kind + ":...')");
        }
        HeuristicSettings settings = colon < 0 ? HeuristicSettings.DEFAULT : HeuristicSettings.parse(full.substring(colon + 1));
        return switch (kind) {
            case "random" -> new RandomAgent(seed);
            case "heuristic" -> new HeuristicAgent(settings);
            case "search" -> new SearchAgent(seed, budget == 0 ? SearchAgent.DEFAULT_ITERATIONS : budget, settings);
            default -> throw new IllegalArgumentException("unknown agent '" + name + "': choose one of " + NAMES);
        };
    }
}
