package org.tablero.engines.go.mcts.bench;

import java.util.List;
import org.tablero.engines.game.Side;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoGameState;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

/** Replays even 19x19 games move by move for {@link ShapeTraining} and {@link ShapeAccuracy}. */
final class ShapeGames {

    static final int SIZE = 19;

    /** One position before a stone is played. */
    interface Position {
        void at(GoBoard board, int colour, int last, int played);
    }

    private ShapeGames() {
    }

    /**
     * Calls {@code position} before each stone of the first {@code maxPly} moves (passes are
     * played but not visited), with the opponent's last move or {@link Vertex#PASS}.
     */
    static void replay(GoGameState game, int maxPly, Position position) {
        if (game.size() != SIZE || game.handicap() != 0) {
            throw new IllegalArgumentException("the shape tools read even 19x19 games");
        }
        GoBoard board = new GoBoard(SIZE);
        List<String> moves = game.moves();
        int last = Vertex.PASS;
        for (int i = 0; i < Math.min(maxPly, moves.size()); i++) {
            int colour = game.mover(i) == Side.BLACK ? Stone.BLACK : Stone.WHITE;
            int played = Vertex.parse(SIZE, moves.get(i));
            if (played == Vertex.PASS) {
                board.pass();
                last = Vertex.PASS;
                continue;
            }
            position.at(board, colour, last, played);
            board.play(played, colour);
            last = played;
        }
    }

    /** Whether {@code colour} may play on {@code p}: an empty point of the board, legal. */
    static boolean candidate(GoBoard board, int p, int colour) {
        return board.onBoard(p) && board.get(p) == Stone.EMPTY && board.isLegal(p, colour);
    }
}
