-- AI users (seed 004, 3.2.1): a user whose is_human flag is false has a profile. Its engines run
-- in order until one returns a move (machine-users-engine), its heuristic profile is a set of
-- named weights (machine-users-config), and three tables hold the opening book.

CREATE TABLE ai_profiles (
    user_id      BIGINT        NOT NULL,
    description  VARCHAR(255)  NOT NULL,
    -- Bumped on every change, so that running servers rebuild their cached engines.
    version      INT           NOT NULL DEFAULT 1,
    PRIMARY KEY (user_id),
    CONSTRAINT fk_ai_profiles_user FOREIGN KEY (user_id) REFERENCES users (id)
);

-- The engine chain: position 1 is tried first. params holds the engine's own settings as
-- comma-separated key=value (depth, threads, movetime_ms, skill, program, ...); sorter is the
-- seed's "promising sorter" of that engine.
CREATE TABLE ai_engines (
    user_id      BIGINT         NOT NULL,
    position     INT            NOT NULL,
    engine_type  VARCHAR(32)    NOT NULL,
    sorter       VARCHAR(16)    NULL,
    params       VARCHAR(2000)  NOT NULL,
    PRIMARY KEY (user_id, position),
    CONSTRAINT fk_ai_engines_profile FOREIGN KEY (user_id) REFERENCES ai_profiles (user_id)
);

-- H = a*h1 + b*h2 + ...: the weight of each named sub-heuristic.
CREATE TABLE ai_weights (
    user_id      BIGINT       NOT NULL,
    name         VARCHAR(40)  NOT NULL,
    weight       DOUBLE       NOT NULL,
    PRIMARY KEY (user_id, name),
    CONSTRAINT fk_ai_weights_profile FOREIGN KEY (user_id) REFERENCES ai_profiles (user_id)
);

-- Opening books: a book, its positions keyed by the first four FEN fields, and the moves played
-- from each with how often (the weight of the choice) and how they scored.
CREATE TABLE books (
    id           BIGINT        NOT NULL AUTO_INCREMENT,
    name         VARCHAR(40)   NOT NULL,
    source       VARCHAR(255)  NOT NULL,
    PRIMARY KEY (id),
    CONSTRAINT uq_books_name UNIQUE (name)
);

CREATE TABLE book_positions (
    id           BIGINT        NOT NULL AUTO_INCREMENT,
    book_id      BIGINT        NOT NULL,
    fen_key      VARCHAR(100)  NOT NULL,
    PRIMARY KEY (id),
    CONSTRAINT uq_book_positions UNIQUE (book_id, fen_key),
    CONSTRAINT fk_book_positions_book FOREIGN KEY (book_id) REFERENCES books (id)
);

CREATE TABLE book_moves (
    position_id  BIGINT       NOT NULL,
    move         VARCHAR(10)  NOT NULL,
    games        INT          NOT NULL,
    white_wins   INT          NOT NULL,
    draws        INT          NOT NULL,
    black_wins   INT          NOT NULL,
    PRIMARY KEY (position_id, move),
    CONSTRAINT fk_book_moves_position FOREIGN KEY (position_id) REFERENCES book_positions (id)
);

-- Games of historical players, for the historical-player engine, with every position reached
-- (first four FEN fields) and the move played from it.
CREATE TABLE historical_games (
    id           BIGINT        NOT NULL AUTO_INCREMENT,
    white        VARCHAR(100)  NOT NULL,
    black        VARCHAR(100)  NOT NULL,
    result       VARCHAR(8)    NOT NULL,
    event        VARCHAR(255)  NULL,
    played       VARCHAR(10)   NULL,
    PRIMARY KEY (id)
);

CREATE TABLE historical_moves (
    game_id      BIGINT        NOT NULL,
    ply          INT           NOT NULL,
    fen_key      VARCHAR(100)  NOT NULL,
    move         VARCHAR(10)   NOT NULL,
    PRIMARY KEY (game_id, ply),
    CONSTRAINT fk_historical_moves_game FOREIGN KEY (game_id) REFERENCES historical_games (id)
);

CREATE INDEX ix_historical_moves_fen ON historical_moves (fen_key);

-- Which server node computes the AI move for a ply: the first to insert the row. A claim older
-- than its deadline may be taken over (the node died), so no game waits for ever.
CREATE TABLE ai_claims (
    match_id     BIGINT        NOT NULL,
    ply          INT           NOT NULL,
    node         VARCHAR(64)   NOT NULL,
    claimed_at   DATETIME(3)   NOT NULL,
    PRIMARY KEY (match_id, ply),
    CONSTRAINT fk_ai_claims_match FOREIGN KEY (match_id) REFERENCES matches (id)
);
