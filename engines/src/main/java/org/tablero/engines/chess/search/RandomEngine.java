package org.tablero.engines.chess.search;

import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Move;
import org.tablero.engines.chess.movegen.MoveGenerator;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameState;
import org.tablero.engines.spi.Engine;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;

/** Plays a uniformly random legal move: the weakest opponent, and a last resort at the end of a chain. */
public final class RandomEngine implements Engine {

    private final SplittableRandom random;

    public RandomEngine(long seed) {
        this.random = seed == 0 ? new SplittableRandom() : new SplittableRandom(seed);
    }

    @Override
    public String name() {
        return "random";
    }

    @Override
    public boolean supports(GameKind game, Map<String, String> options) {
        return game == GameKind.CHESS;
    }

    @Override
    public synchronized Optional<String> chooseMove(GameState game, SearchLimits limits, StopSignal stop) {
        Board b = GamePosition.of(game).board();
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(b, moves);
        return n == 0 ? Optional.empty() : Optional.of(Move.toUci(moves[random.nextInt(n)]));
    }
}
