package arkham.server;

import arkham.engine.agent.Agent;
import arkham.engine.agent.RandomAgent;

import java.util.List;

/** The agents that play AI seats, by level name. New levels are added here (and in {@link #LEVELS}). */
final class SeatAgents {
    static final List<String> LEVELS = List.of("random");

    private SeatAgents() {
    }

    /** An agent for one AI seat; {@code seed} makes its choices reproducible. */
    static Agent create(String level, long seed) {
        return switch (level) {
            case "random" -> new RandomAgent(seed);
            default -> throw new IllegalArgumentException("unknown AI level '" + level + "'; choose one of " + LEVELS);
        };
    }
}
