package arkham.server;

import arkham.ai.Agents;
import arkham.engine.agent.Agent;

import java.util.List;

/** The agents that play AI seats, by level name (the ai module's agents; the first is the default). */
final class SeatAgents {
    static final List<String> LEVELS = List.of("heuristic", "random", "search");

    private SeatAgents() {
    }

    /** An agent for one AI seat; {@code seed} makes its choices reproducible; search uses its default budget. */
    static Agent create(String level, long seed) {
        if (!LEVELS.contains(level))
            throw new IllegalArgumentException("unknown AI level '" + level + "'; choose one of " + LEVELS);
        return Agents.byName(level, seed, 0);
    }
}
