package arkham.server;

import java.util.List;

/** Request bodies and WebSocket messages, read strictly: unknown fields are refused. */
final class Requests {
    private Requests() {
    }

    record Lurker(Boolean cards, Boolean gates, Boolean herald, Boolean burst, Boolean relationships) {
    }

    record Dunwich(Boolean board, Boolean cards, Boolean injuries) {
    }

    /** {@code aiLevels}: a level per AI seat, by seat number, over {@code aiLevel} (the default for the rest). */
    record CreateGame(Integer players, String ancientOne, List<String> investigators, Boolean chooseInvestigators,
                      Lurker lurker, Dunwich dunwich, Long seed, List<Integer> aiSeats, String aiLevel,
                      java.util.Map<String, String> aiLevels, Boolean planning, List<String> faq, List<String> packs) {
    }

    record Answer(String token, Long questionId, String option) {
    }

    record TokenOnly(String token) {
    }

    /** A WebSocket message from a client; which fields are needed depends on {@code type}. */
    record WsMessage(String type, Long questionId, String option, Long version, Long epoch) {
    }
}
