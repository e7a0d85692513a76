package org.tablero.engines.go.mcts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.tablero.engines.go.Chains;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.tactics.GroupStatus;
import org.tablero.engines.go.tactics.TacticsSolver;

/**
 * The owl's life-and-death knowledge for the root of a search: a dragon that lives if its owner
 * moves first and dies if the other side does (GNU Go's "critical") makes the owl's defence
 * urgent for its owner and the owl's attack urgent for the other side. Such moves get a strong
 * prior, because 19×19 playouts misjudge whole groups (session 8's lost games: the search's value
 * stayed between 0.3 and 0.5 while groups of a hundred points died).
 *
 * <p>Dragons alive or dead whoever moves first get nothing. The dragons are asked weakest first
 * (fewest liberties), each within a node budget, all within one time budget; those left unknown
 * are asked again with more nodes while the time lasts, and an answer still unknown adds nothing.
 */
final class OwlPriors {

    /** Single stones are left to the playouts' capture and atari rules. */
    static final int MIN_STONES = 2;
    /** Node budget factor from one pass over the unknown dragons to the next. */
    static final int DEEPEN = 4;
    /** The last pass's node budget, in first budgets. */
    static final int MAX_DEEPENING = 16;

    private OwlPriors() {
    }

    record Candidate(int point, int colour, int stones, int liberties) {
    }

    /**
     * Equivalent wins per padded point for {@code us} to move, or null when no dragon is critical.
     * Dragons left unknown are asked again with {@link #DEEPEN} times the nodes, up to
     * {@link #MAX_DEEPENING} times the first budget, while the time lasts: on positions of 19×19
     * games one status in four is unknown at 3,000 nodes, and 48,000 find half as many critical
     * dragons again (docs/go-engine-log.md, session 27).
     *
     * @param nodesPerQuestion the solver's first node budget for each status (its two owl questions)
     * @param millis the time for all dragons together
     */
    static float[] compute(GoBoard board, int us, long nodesPerQuestion, long millis) {
        return compute(board, us, nodesPerQuestion, nodesPerQuestion * MAX_DEEPENING, millis);
    }

    /** As above, asking unknown dragons again up to {@code maxNodesPerQuestion}. */
    static float[] compute(GoBoard board, int us, long nodesPerQuestion, long maxNodesPerQuestion, long millis) {
        long deadline = System.nanoTime() + millis * 1_000_000L;
        float[] bonus = null;
        List<Candidate> open = candidates(board);
        for (long nodes = nodesPerQuestion; nodes <= maxNodesPerQuestion && !open.isEmpty(); nodes *= DEEPEN) {
            List<Candidate> unknown = new ArrayList<>();
            for (Candidate c : open) {
                long left = (deadline - System.nanoTime()) / 1_000_000L;
                if (left <= 0) {
                    return bonus;
                }
                GroupStatus status = new TacticsSolver(nodes, left).light().status(board, c.point());
                if (status.kind() == GroupStatus.Kind.UNKNOWN) {
                    unknown.add(c);
                } else if (status.kind() == GroupStatus.Kind.CRITICAL) {
                    int move = c.colour() == us ? status.defense() : status.attack();
                    if (move > 0 && move < board.arraySize() && board.get(move) == Stone.EMPTY) {
                        bonus = RootStakes.add(bonus, board.arraySize(), move, c.stones());
                    }
                }
            }
            open = unknown;
        }
        return bonus;
    }

    /** The dragons of both colours with at least {@link #MIN_STONES} stones, fewest liberties first. */
    static List<Candidate> candidates(GoBoard board) {
        boolean[] seen = new boolean[board.arraySize()];
        List<Candidate> list = new ArrayList<>();
        for (int p = 0; p < board.arraySize(); p++) {
            int colour = board.get(p);
            if ((colour != Stone.BLACK && colour != Stone.WHITE) || seen[board.chainOf(p)]) {
                continue;
            }
            int stones = 0;
            int liberties = 0;
            for (int chain : TacticsSolver.dragonChains(board, p)) {
                seen[board.chainOf(chain)] = true;
                stones += board.chainSize(chain);
                liberties += Chains.liberties(board, chain);
            }
            if (stones >= MIN_STONES) {
                list.add(new Candidate(p, colour, stones, liberties));
            }
        }
        list.sort(Comparator.comparingInt(Candidate::liberties));
        return list;
    }
}
