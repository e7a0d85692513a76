-- The AI users every Tablero server starts with (docs/engines.md describes the engine types).
-- Chains are tried in order; params are the engine's own settings (movetime in ms, skill 0-20).

INSERT INTO users (nick, nick_key, password_hash, role, is_human, disabled, created_at) VALUES
    ('Randy',     'randy',     NULL, 'player', FALSE, FALSE, '2026-11-21 00:00:00.000'),
    ('Pawnstorm', 'pawnstorm', NULL, 'player', FALSE, FALSE, '2026-11-21 00:00:00.000'),
    ('Knightly',  'knightly',  NULL, 'player', FALSE, FALSE, '2026-11-21 00:00:00.000'),
    ('Maestro',   'maestro',   NULL, 'player', FALSE, FALSE, '2026-11-21 00:00:00.000'),
    ('Kosumi',    'kosumi',    NULL, 'player', FALSE, FALSE, '2026-11-21 00:00:00.000'),
    ('Hoshi',     'hoshi',     NULL, 'player', FALSE, FALSE, '2026-11-21 00:00:00.000'),
    ('Tengen',    'tengen',    NULL, 'player', FALSE, FALSE, '2026-11-21 00:00:00.000'),
    ('Sansan',    'sansan',    NULL, 'player', FALSE, FALSE, '2026-11-21 00:00:00.000'),
    ('Shusaku',   'shusaku',   NULL, 'player', FALSE, FALSE, '2026-11-21 00:00:00.000');

INSERT INTO ai_profiles (user_id, description, version)
    SELECT id, 'Plays a random legal move, chess or Go: a first game for anyone', 1 FROM users WHERE nick_key = 'randy';
INSERT INTO ai_profiles (user_id, description, version)
    SELECT id, 'Chess for beginners: searches, then picks among its best moves with large errors (skill 2)', 1
    FROM users WHERE nick_key = 'pawnstorm';
INSERT INTO ai_profiles (user_id, description, version)
    SELECT id, 'Club-level chess: the opening book, then a search at skill 10 of 20', 1 FROM users WHERE nick_key = 'knightly';
INSERT INTO ai_profiles (user_id, description, version)
    SELECT id, 'The strongest chess profile: the opening book, then full-strength alpha-beta, 2 s a move', 1
    FROM users WHERE nick_key = 'maestro';

INSERT INTO ai_engines (user_id, position, engine_type, sorter, params)
    SELECT id, 1, 'random', NULL, '-' FROM users WHERE nick_key = 'randy';
INSERT INTO ai_engines (user_id, position, engine_type, sorter, params)
    SELECT id, 1, 'alphabeta', 'standard', 'movetime=500,skill=2' FROM users WHERE nick_key = 'pawnstorm';
INSERT INTO ai_engines (user_id, position, engine_type, sorter, params)
    SELECT id, 1, 'book', NULL, 'book=main' FROM users WHERE nick_key = 'knightly';
INSERT INTO ai_engines (user_id, position, engine_type, sorter, params)
    SELECT id, 2, 'alphabeta', 'standard', 'movetime=1000,skill=10' FROM users WHERE nick_key = 'knightly';
INSERT INTO ai_engines (user_id, position, engine_type, sorter, params)
    SELECT id, 1, 'book', NULL, 'book=main' FROM users WHERE nick_key = 'maestro';
INSERT INTO ai_engines (user_id, position, engine_type, sorter, params)
    SELECT id, 2, 'alphabeta', 'standard', 'movetime=2000' FROM users WHERE nick_key = 'maestro';

-- Go: Monte Carlo tree search (docs/go-engine.md). strength caps the playouts for beginners;
-- sizes limits a profile tuned for one board to challenges on that board.
INSERT INTO ai_profiles (user_id, description, version)
    SELECT id, 'Go for beginners, any board: a few hundred playouts a move', 1 FROM users WHERE nick_key = 'kosumi';
INSERT INTO ai_profiles (user_id, description, version)
    SELECT id, 'Casual Go, any board: a couple of thousand playouts a move', 1 FROM users WHERE nick_key = 'hoshi';
INSERT INTO ai_profiles (user_id, description, version)
    SELECT id, 'Strong 9x9 Go: full-strength search, 1 s a move', 1 FROM users WHERE nick_key = 'tengen';
INSERT INTO ai_profiles (user_id, description, version)
    SELECT id, 'Strong 13x13 Go: full-strength search, 3 s a move', 1 FROM users WHERE nick_key = 'sansan';
INSERT INTO ai_profiles (user_id, description, version)
    SELECT id, 'Strong 19x19 Go: full-strength search, 5 s a move', 1 FROM users WHERE nick_key = 'shusaku';

INSERT INTO ai_engines (user_id, position, engine_type, sorter, params)
    SELECT id, 1, 'mcts', NULL, 'movetime=500,resign_threshold=0,strength=10' FROM users WHERE nick_key = 'kosumi';
INSERT INTO ai_engines (user_id, position, engine_type, sorter, params)
    SELECT id, 1, 'mcts', NULL, 'movetime=1000,strength=40' FROM users WHERE nick_key = 'hoshi';
INSERT INTO ai_engines (user_id, position, engine_type, sorter, params)
    SELECT id, 1, 'mcts', NULL, 'movetime=1000,sizes=9' FROM users WHERE nick_key = 'tengen';
INSERT INTO ai_engines (user_id, position, engine_type, sorter, params)
    SELECT id, 1, 'mcts', NULL, 'movetime=3000,sizes=13' FROM users WHERE nick_key = 'sansan';
INSERT INTO ai_engines (user_id, position, engine_type, sorter, params)
    SELECT id, 1, 'mcts', NULL, 'movetime=5000,sizes=19' FROM users WHERE nick_key = 'shusaku';
