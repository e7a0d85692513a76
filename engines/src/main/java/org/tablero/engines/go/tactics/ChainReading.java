package org.tablero.engines.go.tactics;

import org.tablero.engines.go.Chains;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

/**
 * Tactical reading of one chain, GNU Go's {@code attack} and {@code defend}: can the opponent,
 * moving first, capture it, and can its owner, moving first, save it. The answer is an owl
 * answer's ({@link TacticsSolver.Answer}: GNU Go's code first, then the move): 1 success, 2
 * success through a ko the side takes first (good ko), 3 success only if it wins a ko it must
 * fight first (bad ko), 0 failure.
 *
 * <p>The codes come from up to two readings, as the owl's do ({@link TacticsSolver}): the first
 * under the simple ko rule; where it took a ko or the ko rule refused a retake, a second one
 * that lets the other side retake every ko at once (a success that survives it is 1, else 2) or,
 * after a failure, lets this side do so (a success then is 3, else 0). All share the question's
 * budget.
 */
public final class ChainReading {

    private final long maxNodes;
    private final long millis;

    public ChainReading(long maxNodes, long millis) {
        this.maxNodes = maxNodes;
        this.millis = millis;
    }

    /** {@code attack}: whether the chain on {@code point} can be captured by the side not owning it, moving first. */
    public TacticsSolver.Answer attack(GoBoard board, int point) {
        if (Chains.liberties(board, point) > 4) {
            return answer(Outcome.LOSS, 0, 0);
        }
        return coded(board, point, true);
    }

    /** {@code defend}: whether the chain on {@code point} can be saved by its owner, moving first (PASS: no move needed). */
    public TacticsSolver.Answer defend(GoBoard board, int point) {
        if (Chains.liberties(board, point) > 4) {
            return answer(Outcome.WIN, 1, Vertex.PASS);
        }
        return coded(board, point, false);
    }

    private TacticsSolver.Answer coded(GoBoard board, int point, boolean attack) {
        Budget budget = new Budget(maxNodes, millis);
        int side = attack ? Stone.opponent(board.get(point)) : board.get(point);
        ChainSearch plain = new ChainSearch(board, point, 0, budget);
        Outcome r = plain.solve(attack);
        if (r == Outcome.UNKNOWN) {
            return answer(Outcome.UNKNOWN, 0, 0);
        }
        if (!plain.koSeen()) {
            return r == Outcome.WIN ? answer(Outcome.WIN, 1, plain.move()) : answer(Outcome.LOSS, 0, 0);
        }
        int koWinner = r == Outcome.WIN ? Stone.opponent(side) : side;
        ChainSearch ko = new ChainSearch(board, point, koWinner, budget);
        Outcome k = ko.solve(attack);
        if (k == Outcome.UNKNOWN) {
            return answer(Outcome.UNKNOWN, 0, 0);
        }
        if (r == Outcome.WIN) {
            return k == Outcome.WIN ? answer(Outcome.WIN, 1, ko.move()) : answer(Outcome.WIN, 2, plain.move());
        }
        return k == Outcome.WIN ? answer(Outcome.WIN, 3, ko.move()) : answer(Outcome.LOSS, 0, 0);
    }

    private static TacticsSolver.Answer answer(Outcome outcome, int code, int move) {
        return new TacticsSolver.Answer(outcome, code, 0, move);
    }
}
