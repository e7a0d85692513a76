-- Shusaku, the 19x19 AI, gets the learned shapes (shapes=100: moves whose large pattern GNU Go
-- played often in its own games get a prior; docs/go-engine.md, "Learned shapes"). Against GNU
-- Go level 10 at 5 s a move the engine with them won 4 games of 4 (session 30), where without
-- them it had won 8 of 25. A chain an administrator has already changed is left alone.

UPDATE ai_engines SET params = 'movetime=5000,sizes=19,owl=10,shapes=100'
    WHERE engine_type = 'mcts' AND params = 'movetime=5000,sizes=19,owl=10'
      AND user_id = (SELECT id FROM users WHERE nick_key = 'shusaku');

UPDATE ai_profiles SET description = 'Strong 19x19 Go: full-strength search that reads groups in danger and knows common shapes, 5 s a move',
        version = version + 1
    WHERE description = 'Strong 19x19 Go: full-strength search that reads groups in danger, 5 s a move'
      AND user_id = (SELECT id FROM users WHERE nick_key = 'shusaku');
