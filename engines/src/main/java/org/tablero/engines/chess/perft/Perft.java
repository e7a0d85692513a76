package org.tablero.engines.chess.perft;

import java.util.LinkedHashMap;
import java.util.Map;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Move;
import org.tablero.engines.chess.movegen.MoveGenerator;

/** Counts the leaf nodes of the legal move tree, with bulk counting at the last ply. */
public final class Perft {

    private Perft() {
    }

    /** Leaf nodes at {@code depth} plies below the board's position (1 at depth 0). */
    public static long count(Board board, int depth) {
        if (depth <= 0) {
            return 1;
        }
        return count(board, depth, new int[depth + 1][MoveGenerator.MAX_MOVES]);
    }

    /** Leaf counts below each root move, keyed by its long algebraic form, in generation order. */
    public static Map<String, Long> divide(Board board, int depth) {
        Map<String, Long> result = new LinkedHashMap<>();
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(board, moves);
        int[][] buffers = new int[Math.max(depth, 1)][MoveGenerator.MAX_MOVES];
        for (int i = 0; i < n; i++) {
            board.make(moves[i]);
            long nodes = depth <= 1 ? 1 : count(board, depth - 1, buffers);
            board.unmake(moves[i]);
            result.put(Move.toUci(moves[i]), nodes);
        }
        return result;
    }

    private static long count(Board board, int depth, int[][] buffers) {
        int[] moves = buffers[depth];
        int n = MoveGenerator.generate(board, moves);
        if (depth == 1) {
            return n;
        }
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            board.make(moves[i]);
            nodes += count(board, depth - 1, buffers);
            board.unmake(moves[i]);
        }
        return nodes;
    }
}
