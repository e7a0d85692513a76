package org.tablero.engines.go.mcts;

import org.tablero.engines.go.Chains;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;
import org.tablero.engines.go.tactics.Outcome;
import org.tablero.engines.go.tactics.TacticsSolver;

/**
 * The tactics solver's knowledge for the root of a search: capturing races (semeai) between a
 * chain of ours and an adjacent chain of theirs, both short of liberties, that whoever moves first
 * wins. The move that wins such a race for us gets a strong prior, because playouts misjudge races
 * (they fill liberties at random) and the tree alone finds the one right move late.
 *
 * <p>A race we win even if they move first, or lose even if we move first, gets nothing: playing
 * in it would waste a move. The solver answers within a node budget per question and a time
 * budget for all of them; unknown answers add nothing.
 */
final class RacePriors {

    /** Chains with more liberties than this are not in a race the playouts would misjudge soon. */
    static final int MAX_LIBERTIES = 4;

    private RacePriors() {
    }

    /**
     * Equivalent wins per padded point for {@code us} to move, or null when no race is urgent.
     *
     * @param nodesPerQuestion the solver's node budget for each question
     * @param millis the time for all questions together
     */
    static float[] compute(GoBoard board, int us, long nodesPerQuestion, long millis) {
        long deadline = System.nanoTime() + millis * 1_000_000L;
        int them = Stone.opponent(us);
        float[] bonus = null;
        boolean[] seenOurs = new boolean[board.arraySize()];
        for (int p = 0; p < board.arraySize() && System.nanoTime() < deadline; p++) {
            if (board.get(p) != us || seenOurs[board.chainOf(p)] || Chains.liberties(board, p) > MAX_LIBERTIES) {
                continue;
            }
            seenOurs[board.chainOf(p)] = true;
            boolean[] seenTheirs = new boolean[board.arraySize()];
            for (int s : Chains.stones(board, p)) {
                for (int d = 0; d < 4; d++) {
                    int q = s + board.offset(d);
                    if (board.get(q) != them || seenTheirs[board.chainOf(q)] || Chains.liberties(board, q) > MAX_LIBERTIES) {
                        continue;
                    }
                    seenTheirs[board.chainOf(q)] = true;
                    int move = urgentWinningMove(board, p, q, nodesPerQuestion, deadline);
                    if (move > 0) {
                        bonus = RootStakes.add(bonus, board.arraySize(), move, board.chainSize(p) + board.chainSize(q));
                    }
                }
            }
        }
        return bonus;
    }

    /** The move that wins the race of {@code ours} against {@code theirs} when it is decided by who moves first, else 0. */
    private static int urgentWinningMove(GoBoard board, int ours, int theirs, long nodes, long deadline) {
        TacticsSolver.Answer weFirst = solver(nodes, deadline).semeai(board, ours, theirs);
        // 1 x with a real move: moving first, we survive (1 1 also kills them); PASS means it needs no move now,
        // and a ko code (2 or 3, since session 47) a race no sure gain.
        if (weFirst.outcome() != Outcome.WIN || weFirst.first() != 1 || weFirst.move() <= Vertex.PASS) {
            return 0;
        }
        TacticsSolver.Answer theyFirst = solver(nodes, deadline).semeai(board, theirs, ours);
        boolean theyKillFirst = theyFirst.outcome() == Outcome.WIN && theyFirst.first() == 1 && theyFirst.second() == 1;
        return theyKillFirst ? weFirst.move() : 0;
    }

    /** A solver for one question that stops at the deadline (an unknown answer when it is already past). */
    private static TacticsSolver solver(long nodes, long deadline) {
        return new TacticsSolver(nodes, Math.max(0, (deadline - System.nanoTime()) / 1_000_000L));
    }
}
