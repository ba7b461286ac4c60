-- A game is its setup plus its ordered answers; replaying them rebuilds it (docs/WEB.md).
CREATE TABLE game (
    id         VARCHAR(32)  NOT NULL PRIMARY KEY,
    created_at TIMESTAMP    NOT NULL,
    setup      VARCHAR      NOT NULL,  -- SaveGame JSON with no answers
    ai_seats   VARCHAR(64)  NOT NULL,  -- seat numbers, comma-separated
    ai_level   VARCHAR(32)  NOT NULL,
    version    BIGINT       NOT NULL   -- bumped by every answer and undo; the pending question's id
);

CREATE TABLE seat (
    game_id    VARCHAR(32)  NOT NULL REFERENCES game (id),
    seat       INT          NOT NULL,  -- 0 = spectator
    token_hash CHAR(64)     NOT NULL,  -- SHA-256 of the token, hex
    PRIMARY KEY (game_id, seat)
);
CREATE UNIQUE INDEX seat_token ON seat (token_hash);

CREATE TABLE answer (
    game_id     VARCHAR(32)  NOT NULL REFERENCES game (id),
    idx         INT          NOT NULL,  -- 0-based position in the game's answer log
    seat        INT          NOT NULL,
    question_id BIGINT       NOT NULL,  -- the protocol's question id (the game's version when asked)
    engine_question BIGINT   NOT NULL,  -- the engine's Question.id() (what saves record)
    option_id   VARCHAR(200) NOT NULL,
    state_hash  BIGINT       NOT NULL,  -- Game.stateHash() after this answer
    chance      BOOLEAN      NOT NULL,  -- dice rolled or hidden cards moved while it resolved
    PRIMARY KEY (game_id, idx)
);
