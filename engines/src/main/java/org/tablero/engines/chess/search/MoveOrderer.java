package org.tablero.engines.chess.search;

import java.util.SplittableRandom;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Move;
import org.tablero.engines.chess.board.Piece;

/**
 * Gives each generated move an ordering score according to the profile's {@link MoveSorter}; the
 * search then picks the best remaining move one at a time, so a cutoff skips sorting the rest.
 */
final class MoveOrderer {

    private static final int HASH = 1 << 30;
    private static final int GOOD_CAPTURE = 1 << 28;
    private static final int KILLER = 1 << 27;
    private static final int BAD_CAPTURE = -(1 << 27);

    private final MoveSorter sorter;
    private final KillerTable killers;
    private final HistoryTable history;
    private final ContinuationHistory continuation;
    private final SplittableRandom random;
    private final int[] seeScratch = new int[See.SCRATCH];

    MoveOrderer(MoveSorter sorter, KillerTable killers, HistoryTable history, ContinuationHistory continuation,
            long seed) {
        this.sorter = sorter;
        this.killers = killers;
        this.history = history;
        this.continuation = continuation;
        this.random = new SplittableRandom(seed);
    }

    /**
     * @param previous the key ({@link ContinuationHistory#key}) of the move that led here, 0 if none
     * @param beforePrevious the key of the move before that, 0 if none
     */
    void score(Board b, int[] moves, int[] scores, int n, int hashMove, int ply, int previous, int beforePrevious) {
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            int s;
            if (m == hashMove) {
                s = HASH;
            } else {
                s = switch (sorter) {
                    case NATURAL -> -i;
                    case RANDOM -> random.nextInt(1 << 20);
                    case STANDARD -> standard(b, m, ply, previous, beforePrevious);
                };
            }
            scores[i] = s;
        }
    }

    private int standard(Board b, int m, int ply, int previous, int beforePrevious) {
        if (Move.isCapture(m) || Move.isPromotion(m)) {
            int victim = Move.kind(m) == Move.EN_PASSANT ? Piece.PAWN : Piece.type(b.pieceAt(Move.to(m)));
            int attacker = Piece.type(b.pieceAt(Move.from(m)));
            int mvvLva = See.value(victim) * 8 - attacker + (Move.isPromotion(m) ? See.value(Move.promotionType(m)) : 0);
            if (Move.isPromotion(m) && Move.promotionType(m) != Piece.QUEEN) {
                return BAD_CAPTURE + mvvLva;
            }
            return See.notLosing(b, m, seeScratch) ? GOOD_CAPTURE + mvvLva : BAD_CAPTURE + mvvLva;
        }
        if (m == killers.first(ply)) {
            return KILLER + 1;
        }
        if (m == killers.second(ply)) {
            return KILLER;
        }
        return quietScore(b, m, previous, beforePrevious);
    }

    /** What the history tables say of a quiet move: its own record plus how it answered the last two moves. */
    int quietScore(Board b, int m, int previous, int beforePrevious) {
        int current = ContinuationHistory.key(b.pieceAt(Move.from(m)), Move.to(m));
        return history.get(b.sideToMove(), m) + continuation.get(previous, current)
                + continuation.get(beforePrevious, current);
    }

    /** Swaps the best-scored move among {@code i..n-1} into place {@code i} and returns it. */
    static int pick(int[] moves, int[] scores, int i, int n) {
        int best = i;
        for (int j = i + 1; j < n; j++) {
            if (scores[j] > scores[best]) {
                best = j;
            }
        }
        int m = moves[best];
        moves[best] = moves[i];
        moves[i] = m;
        int s = scores[best];
        scores[best] = scores[i];
        scores[i] = s;
        return m;
    }
}
