-- Shusaku, the 19x19 AI, gets the owl's life-and-death priors (owl=10: a tenth of each move's
-- time reads the groups in danger; docs/go-engine.md). Every measurement of them on 19x19 points
-- the same way: self-play 25 of 40 at fixed playouts, GNU Go level 10 at 5 s 7 wins in 17 with
-- them (sessions 26-28) against 1 in 4 without. A chain an administrator has already changed is
-- left alone.

UPDATE ai_engines SET params = 'movetime=5000,sizes=19,owl=10'
    WHERE engine_type = 'mcts' AND params = 'movetime=5000,sizes=19'
      AND user_id = (SELECT id FROM users WHERE nick_key = 'shusaku');

UPDATE ai_profiles SET description = 'Strong 19x19 Go: full-strength search that reads groups in danger, 5 s a move',
        version = version + 1
    WHERE description = 'Strong 19x19 Go: full-strength search, 5 s a move'
      AND user_id = (SELECT id FROM users WHERE nick_key = 'shusaku');
