-- The key that seals the seeds in exports of unfinished games (docs/WEB.md): one row, made on first start.
CREATE TABLE server_key (
    id         INT          NOT NULL PRIMARY KEY,
    secret     VARCHAR(64)  NOT NULL,  -- 32 random bytes, base64
    created_at TIMESTAMP    NOT NULL
);

-- Where an imported game's future was drawn anew: "after:seed" pairs, comma-separated, in order.
ALTER TABLE game ADD COLUMN new_futures VARCHAR DEFAULT '' NOT NULL;
