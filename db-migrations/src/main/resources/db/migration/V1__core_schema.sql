-- Core schema of Tablero: users, the results catalogue, challenges, matches and their moves.
-- Written in the common subset of MySQL 8 / MariaDB 10.6+ and H2 in MySQL mode, so the same
-- migration serves the embedded database and a MySQL server.
-- Instants are stored as DATETIME(3) in UTC; the application converts, never the database.

CREATE TABLE users (
    id             BIGINT       NOT NULL AUTO_INCREMENT,
    nick           VARCHAR(20)  NOT NULL,
    -- Lower-cased nick: "Alice" and "alice" are the same account on every database.
    nick_key       VARCHAR(20)  NOT NULL,
    -- PHC string of a slow salted hash; NULL for AI users, which never log in.
    password_hash  VARCHAR(255) NULL,
    role           VARCHAR(16)  NOT NULL DEFAULT 'player',
    is_human       BOOLEAN      NOT NULL DEFAULT TRUE,
    disabled       BOOLEAN      NOT NULL DEFAULT FALSE,
    created_at     DATETIME(3)  NOT NULL,
    PRIMARY KEY (id),
    CONSTRAINT uq_users_nick_key UNIQUE (nick_key),
    CONSTRAINT ck_users_role CHECK (role IN ('player', 'admin'))
);

-- How a game can end; matches.result holds the wire result (1-0, B+3.5, ...), this table why.
CREATE TABLE result_kinds (
    code         VARCHAR(24)  NOT NULL,
    game         VARCHAR(8)   NULL,
    description  VARCHAR(120) NOT NULL,
    PRIMARY KEY (code)
);

INSERT INTO result_kinds (code, game, description) VALUES
    ('checkmate',             'chess', 'Checkmate'),
    ('stalemate',             'chess', 'Stalemate: draw'),
    ('threefold_repetition',  'chess', 'The same position a third time: draw'),
    ('fifty_move_rule',       'chess', 'Fifty moves by each side without a capture or pawn move: draw'),
    ('insufficient_material', 'chess', 'Neither side can mate: draw'),
    ('draw_agreed',           'chess', 'Draw by agreement'),
    ('resignation',           NULL,    'A player resigned'),
    ('time',                  NULL,    'A player ran out of time (a draw when the opponent could not mate)'),
    ('score',                 'go',    'Both players agreed the score after two passes');

CREATE TABLE challenges (
    id                 BIGINT        NOT NULL AUTO_INCREMENT,
    challenger_id      BIGINT        NOT NULL,
    challenged_id      BIGINT        NOT NULL,
    game               VARCHAR(8)    NOT NULL,
    -- The colour the challenger asked for (white, black, random) and the one it got.
    requested_colour   VARCHAR(6)    NOT NULL,
    challenger_colour  VARCHAR(5)    NOT NULL,
    -- As sent by the challenger; NULL for the standard start.
    initial_position   VARCHAR(1024) NULL,
    options            VARCHAR(255)  NOT NULL,
    created_at         DATETIME(3)   NOT NULL,
    status             VARCHAR(10)   NOT NULL DEFAULT 'pending',
    answered_at        DATETIME(3)   NULL,
    match_id           BIGINT        NULL,
    -- Each answer is reported to the challenger once.
    answer_reported    BOOLEAN       NOT NULL DEFAULT FALSE,
    PRIMARY KEY (id),
    CONSTRAINT fk_challenges_challenger FOREIGN KEY (challenger_id) REFERENCES users (id),
    CONSTRAINT fk_challenges_challenged FOREIGN KEY (challenged_id) REFERENCES users (id),
    CONSTRAINT ck_challenges_status CHECK (status IN ('pending', 'accepted', 'refused'))
);

CREATE INDEX ix_challenges_challenged ON challenges (challenged_id, status);
CREATE INDEX ix_challenges_challenger ON challenges (challenger_id, status, answer_reported);

CREATE TABLE matches (
    id                 BIGINT        NOT NULL AUTO_INCREMENT,
    game               VARCHAR(8)    NOT NULL,
    white_id           BIGINT        NOT NULL,
    black_id           BIGINT        NOT NULL,
    -- What the challenge asked for (NULL: the standard start) and the options: with the moves,
    -- all the rules need to rebuild the game. initial_position is the resulting start position
    -- (handicap stones placed), as reported to clients.
    setup_position     VARCHAR(1024) NULL,
    options            VARCHAR(255)  NOT NULL,
    initial_position   VARCHAR(1024) NOT NULL,
    created_at         DATETIME(3)   NOT NULL,
    -- Denormalised from moves so that polling reads one row per match.
    ply                INT           NOT NULL DEFAULT 0,
    position           VARCHAR(1024) NOT NULL,
    to_move            VARCHAR(5)    NOT NULL,
    last_move          VARCHAR(16)   NULL,
    result             VARCHAR(16)   NOT NULL DEFAULT '*',
    result_kind        VARCHAR(24)   NULL,
    ended_at           DATETIME(3)   NULL,
    -- Clocks of a timed game (all NULL when untimed): the time control, each side's time left
    -- as of last_move_at (the running side's clock runs from there).
    time_base_ms       BIGINT        NULL,
    time_increment_ms  BIGINT        NULL,
    white_clock_ms     BIGINT        NULL,
    black_clock_ms     BIGINT        NULL,
    last_move_at       DATETIME(3)   NULL,
    -- Chess: the colour with a pending draw offer.
    draw_offer_by      VARCHAR(5)    NULL,
    -- Go: the scoring step after two passes. scoring_dead lists the dead stones proposed
    -- (space-separated vertices); the two flags say who has accepted that proposal.
    scoring            BOOLEAN       NOT NULL DEFAULT FALSE,
    scoring_dead       VARCHAR(2000) NULL,
    scoring_result     VARCHAR(16)   NULL,
    white_accepted     BOOLEAN       NOT NULL DEFAULT FALSE,
    black_accepted     BOOLEAN       NOT NULL DEFAULT FALSE,
    PRIMARY KEY (id),
    CONSTRAINT fk_matches_white FOREIGN KEY (white_id) REFERENCES users (id),
    CONSTRAINT fk_matches_black FOREIGN KEY (black_id) REFERENCES users (id),
    CONSTRAINT fk_matches_result_kind FOREIGN KEY (result_kind) REFERENCES result_kinds (code)
);

CREATE INDEX ix_matches_white ON matches (white_id, ended_at);
CREATE INDEX ix_matches_black ON matches (black_id, ended_at);

-- One row per half-move. The primary key is what makes two moves racing for the same ply
-- impossible to store both, whatever the application does.
CREATE TABLE moves (
    match_id        BIGINT        NOT NULL,
    ply             INT           NOT NULL,
    move            VARCHAR(16)   NOT NULL,
    position_after  VARCHAR(1024) NOT NULL,
    played_by       BIGINT        NOT NULL,
    played_at       DATETIME(3)   NOT NULL,
    PRIMARY KEY (match_id, ply),
    CONSTRAINT fk_moves_match FOREIGN KEY (match_id) REFERENCES matches (id),
    CONSTRAINT fk_moves_player FOREIGN KEY (played_by) REFERENCES users (id)
);
