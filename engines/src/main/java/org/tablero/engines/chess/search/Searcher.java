package org.tablero.engines.chess.search;

import static org.tablero.engines.chess.search.Scores.DRAW;
import static org.tablero.engines.chess.search.Scores.INFINITE;
import static org.tablero.engines.chess.search.Scores.MATE;
import static org.tablero.engines.chess.search.Scores.MATE_BOUND;

import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Move;
import org.tablero.engines.chess.board.Piece;
import org.tablero.engines.chess.eval.Evaluator;
import org.tablero.engines.chess.movegen.MoveGenerator;

/**
 * One search thread: principal-variation alpha-beta with quiescence, null move, late-move
 * reductions and pruning near the leaves. Root iteration, threads and time live in
 * {@link AlphaBetaSearch}; this class only searches a node.
 */
public final class Searcher {

    static final int MAX_PLY = 128;
    /** A thread looks at the clock and the shared stop flag every POLL_MASK + 1 nodes (a power of two). */
    private static final int POLL_MASK = 1023;
    /** What a caller of {@link #quiescence} knows of check in the node it calls. */
    private static final int CHECK_UNKNOWN = -1;
    private static final int NOT_IN_CHECK = 0;
    private static final int IN_CHECK = 1;
    /** The deepest nominal depth any search is asked for. */
    public static final int MAX_DEPTH = MAX_PLY - 8;
    private static final int[][] LMR = new int[64][64];

    static {
        for (int d = 1; d < 64; d++) {
            for (int m = 1; m < 64; m++) {
                LMR[d][m] = (int) (0.75 + Math.log(d) * Math.log(m) / 2.25);
            }
        }
    }

    final Board board;
    private final Evaluator eval;
    private final TranspositionTable tt;
    private final SearchFeatures features;
    private final SearchControl control;
    /** This thread's share of the node limit, copied here: it is compared at every node. */
    private final long nodeLimit;
    final KillerTable killers;
    final HistoryTable history;
    private final ContinuationHistory continuation;
    private final MoveOrderer orderer;
    private final RepetitionStack repetitions;

    private final int[][] moves = new int[MAX_PLY + 1][MoveGenerator.MAX_MOVES];
    private final int[][] scores = new int[MAX_PLY + 1][MoveGenerator.MAX_MOVES];
    private final int[][] quiets = new int[MAX_PLY + 1][MoveGenerator.MAX_MOVES];
    /** The static evaluation at each ply of the current line (-INFINITE when in check), for "improving". */
    private final int[] staticEvals = new int[MAX_PLY + 2];
    /** The {@link ContinuationHistory#key} of the move played at each ply of the current line (0 = null move). */
    private final int[] played = new int[MAX_PLY + 2];
    final int[][] pv = new int[MAX_PLY + 1][MAX_PLY + 1];
    final int[] pvLength = new int[MAX_PLY + 1];
    private final int[] seeScratch = new int[See.SCRATCH];
    long nodes;
    int selDepth;
    /** This thread's copy of the shared stop flag, refreshed every {@link #POLL_MASK} + 1 nodes. */
    private boolean halted;

    Searcher(Board board, long[] history, Evaluator eval, TranspositionTable tt, SearchFeatures features,
            SearchControl control, KillerTable killers, HistoryTable historyTable, ContinuationHistory continuation,
            MoveOrderer orderer) {
        this.board = board;
        this.eval = eval;
        this.tt = tt;
        this.features = features;
        this.control = control;
        this.nodeLimit = control.nodeLimitPerThread();
        this.killers = killers;
        this.history = historyTable;
        this.continuation = continuation;
        this.orderer = orderer;
        this.repetitions = new RepetitionStack(history, board.key());
    }

    boolean stopped() {
        return halted;
    }

    /** Searches one root move's subtree: plays it, searches the reply, takes it back. */
    int searchRootMove(int move, int depth, int alpha, int beta, boolean fullWindowFirst) {
        staticEvals[0] = -INFINITE;
        played[0] = ContinuationHistory.key(board.pieceAt(Move.from(move)), Move.to(move));
        make(move);
        boolean check = board.inCheck();
        int score;
        if (fullWindowFirst) {
            score = -search(depth - 1, -beta, -alpha, 1, true, check);
        } else {
            score = -search(depth - 1, -alpha - 1, -alpha, 1, true, check);
            if (score > alpha && score < beta && !halted) {
                score = -search(depth - 1, -beta, -alpha, 1, true, check);
            }
        }
        unmake(move);
        return score;
    }

    /** @param inCheck whether the side to move is in check (the caller already knows: it tested the move for check) */
    int search(int depth, int alpha, int beta, int ply, boolean nullAllowed, boolean inCheck) {
        boolean pvNode = beta - alpha > 1;
        pvLength[ply] = ply;
        if (ply >= MAX_PLY - 1) {
            return eval.evaluate(board);
        }
        if (repetitions.isDraw(board.halfmoveClock())) {
            return DRAW;
        }
        alpha = Math.max(alpha, -MATE + ply);
        beta = Math.min(beta, MATE - ply - 1);
        if (alpha >= beta) {
            return alpha;
        }
        if (inCheck && features.checkExtension()) {
            depth++;
        }
        if (depth <= 0) {
            return features.quiescence() ? quiescence(alpha, beta, ply, inCheck ? IN_CHECK : NOT_IN_CHECK) : leaf(ply);
        }
        if (countNode(ply)) {
            return 0;
        }
        int hashMove = Move.NONE;
        long entry = 0;
        if (features.transpositions()) {
            entry = tt.probe(board.key());
            if (entry != 0) {
                hashMove = TranspositionTable.move(entry);
                int s = Scores.fromTable(TranspositionTable.score(entry), ply);
                int bound = TranspositionTable.bound(entry);
                if (!pvNode && TranspositionTable.depth(entry) >= depth
                        && (bound == TranspositionTable.EXACT || bound == TranspositionTable.LOWER && s >= beta
                        || bound == TranspositionTable.UPPER && s <= alpha)) {
                    return s;
                }
            }
        }
        int staticEval = inCheck ? -INFINITE : evaluate(entry);
        staticEvals[ply] = staticEval;
        // Better than two plies ago (our previous turn): the position is going our way, prune less.
        boolean improving = !inCheck && ply >= 2 && staticEval > staticEvals[ply - 2];
        boolean prune = features.pruning() && !pvNode && !inCheck;
        int margin = 90 * (improving ? depth - 1 : depth);
        if (prune && depth <= 6 && staticEval - margin >= beta && Math.abs(beta) < MATE_BOUND) {
            return staticEval;
        }
        if (features.nullMove() && nullAllowed && !pvNode && !inCheck && depth >= 3 && staticEval >= beta
                && hasPieces(board.sideToMove())) {
            int r = 3 + depth / 4 + Math.min(3, (staticEval - beta) / 200);
            played[ply] = 0;
            board.makeNull();
            repetitions.push(board.key());
            int s = -search(depth - 1 - r, -beta, -beta + 1, ply + 1, false, board.inCheck());
            repetitions.pop();
            board.unmakeNull();
            if (halted) {
                return 0;
            }
            if (s >= beta) {
                return s >= MATE_BOUND ? beta : s;
            }
        }
        // No hash move: this node was never searched, so a full-depth search of it is poorly ordered
        // and mostly wasted; search it one ply shallower (internal iterative reduction).
        if (hashMove == Move.NONE && depth >= 4 && features.transpositions() && features.reductions()) {
            depth--;
        }
        return searchMoves(depth, alpha, beta, ply, pvNode, inCheck, staticEval, improving, hashMove, prune);
    }

    private int searchMoves(int depth, int alpha, int beta, int ply, boolean pvNode, boolean inCheck,
            int staticEval, boolean improving, int hashMove, boolean prune) {
        int[] list = moves[ply];
        int n = MoveGenerator.generate(board, list);
        if (n == 0) {
            return inCheck ? -MATE + ply : DRAW;
        }
        int previous = played[ply - 1];
        int beforePrevious = ply >= 2 ? played[ply - 2] : 0;
        orderer.score(board, list, scores[ply], n, hashMove, ply, previous, beforePrevious);
        // Late-move pruning: past this many moves, quiet moves are skipped; half as many when not improving.
        int lateMoves = improving ? 3 + depth * depth : (3 + depth * depth) / 2;
        int originalAlpha = alpha;
        int best = -INFINITE;
        int bestMove = Move.NONE;
        int count = 0;
        int quietCount = 0;
        int[] tried = quiets[ply];
        for (int i = 0; i < n; i++) {
            int move = MoveOrderer.pick(list, scores[ply], i, n);
            boolean quiet = !Move.isCapture(move) && !Move.isPromotion(move);
            boolean killer = killers.isKiller(ply, move);
            if (prune && best > -MATE_BOUND && depth <= 8) {
                if (quiet && !killer && count >= lateMoves) {
                    continue;
                }
                if (!quiet && depth <= 4 && scores[ply][i] < 0 && See.see(board, move, seeScratch) < -100 * depth) {
                    continue;
                }
            }
            played[ply] = ContinuationHistory.key(board.pieceAt(Move.from(move)), Move.to(move));
            // Only a late-move reduction reads the history score, and most nodes (depth < 3) never reduce.
            boolean reducible = quiet && features.reductions() && depth >= 3 && !inCheck && count >= 2;
            int quietStats = reducible ? orderer.quietScore(board, move, previous, beforePrevious) : 0;
            make(move);
            boolean givesCheck = board.inCheck();
            if (prune && quiet && !givesCheck && !killer && best > -MATE_BOUND && depth <= 6
                    && staticEval + 100 + 90 * depth <= alpha) {
                unmake(move);
                continue;
            }
            count++;
            int score;
            if (count == 1) {
                score = -search(depth - 1, -beta, -alpha, ply + 1, true, givesCheck);
            } else {
                int r = 0;
                if (features.reductions() && depth >= 3 && quiet && !givesCheck && !inCheck && count > 2) {
                    r = LMR[Math.min(depth, 63)][Math.min(count, 63)];
                    if (pvNode) {
                        r--;
                    }
                    if (killer) {
                        r--;
                    }
                    if (!improving) {
                        r++;
                    }
                    // The three history tables sum to at most ±3 × 16384: up to four plies either way.
                    r -= quietStats / 10000;
                    r = Math.max(0, Math.min(r, depth - 2));
                }
                score = -search(depth - 1 - r, -alpha - 1, -alpha, ply + 1, true, givesCheck);
                if (score > alpha && r > 0) {
                    score = -search(depth - 1, -alpha - 1, -alpha, ply + 1, true, givesCheck);
                }
                if (score > alpha && score < beta) {
                    score = -search(depth - 1, -beta, -alpha, ply + 1, true, givesCheck);
                }
            }
            unmake(move);
            if (halted) {
                return 0;
            }
            if (score > best) {
                best = score;
                bestMove = move;
                if (score > alpha) {
                    alpha = score;
                    updatePv(ply, move);
                    if (score >= beta) {
                        if (quiet) {
                            rewardQuiet(move, ply, depth, tried, quietCount, previous, beforePrevious);
                        }
                        break;
                    }
                }
            }
            if (quiet) {
                tried[quietCount++] = move;
            }
        }
        if (features.transpositions()) {
            int bound = best >= beta ? TranspositionTable.LOWER
                    : best > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
            tt.store(board.key(), bestMove, Scores.toTable(best, ply), depth, bound,
                    inCheck ? TranspositionTable.NO_EVAL : staticEval);
        }
        return best;
    }

    /**
     * The static evaluation, from the hash entry when it has one (the evaluation is a function of
     * the position alone, so the stored value is the one a fresh evaluation would give).
     */
    private int evaluate(long entry) {
        int stored = entry != 0 ? TranspositionTable.eval(entry) : TranspositionTable.NO_EVAL;
        return stored != TranspositionTable.NO_EVAL ? stored : eval.evaluate(board);
    }

    private void rewardQuiet(int move, int ply, int depth, int[] tried, int count, int previous, int beforePrevious) {
        killers.add(ply, move);
        int side = board.sideToMove();
        int bonus = HistoryTable.bonus(depth);
        history.reward(side, move, depth);
        updateContinuation(move, bonus, previous, beforePrevious);
        for (int j = 0; j < count; j++) {
            history.penalise(side, tried[j], depth);
            updateContinuation(tried[j], -bonus, previous, beforePrevious);
        }
    }

    private void updateContinuation(int move, int bonus, int previous, int beforePrevious) {
        int current = ContinuationHistory.key(board.pieceAt(Move.from(move)), Move.to(move));
        continuation.update(previous, current, bonus);
        continuation.update(beforePrevious, current, bonus);
    }

    /**
     * @param check {@link #IN_CHECK} or {@link #NOT_IN_CHECK} when the caller knows, else
     *     {@link #CHECK_UNKNOWN}: then it is found out only if the hash table does not end the node
     */
    int quiescence(int alpha, int beta, int ply, int check) {
        pvLength[ply] = ply;
        if (countNode(ply)) {
            return 0;
        }
        if (ply >= MAX_PLY - 1) {
            return eval.evaluate(board);
        }
        // Quiescence results are stored at depth 0: they cut off only other quiescence nodes, but
        // those are most of the tree.
        long entry = 0;
        if (features.transpositions() && beta - alpha == 1) {
            entry = tt.probe(board.key());
            if (entry != 0) {
                int s = Scores.fromTable(TranspositionTable.score(entry), ply);
                int bound = TranspositionTable.bound(entry);
                if (bound == TranspositionTable.EXACT || bound == TranspositionTable.LOWER && s >= beta
                        || bound == TranspositionTable.UPPER && s <= alpha) {
                    return s;
                }
            }
        }
        int originalAlpha = alpha;
        int bestMove = Move.NONE;
        boolean inCheck = check == CHECK_UNKNOWN ? board.inCheck() : check == IN_CHECK;
        int best = -INFINITE;
        int standPat = 0;
        if (!inCheck) {
            standPat = evaluate(entry);
            if (standPat >= beta) {
                return standPat;
            }
            alpha = Math.max(alpha, standPat);
            best = standPat;
        }
        int[] list = moves[ply];
        int[] sc = scores[ply];
        int n = MoveGenerator.generateCaptures(board, list);
        if (n == 0 && inCheck) {
            return -MATE + ply;
        }
        int k = 0;
        for (int i = 0; i < n; i++) {
            int m = list[i];
            if (inCheck) {
                list[k] = m;
                sc[k++] = Move.isCapture(m) ? See.value(victim(m)) * 8 - Piece.type(board.pieceAt(Move.from(m))) : -1000;
            } else if (Move.isCapture(m) || Move.isPromotion(m) && Move.promotionType(m) == Piece.QUEEN) {
                int gain = See.value(victim(m)) + (Move.isPromotion(m) ? See.value(Piece.QUEEN) - See.value(Piece.PAWN) : 0);
                if (standPat + gain + 200 <= alpha || !See.notLosing(board, m, seeScratch)) {
                    continue;
                }
                list[k] = m;
                sc[k++] = gain * 8 - Piece.type(board.pieceAt(Move.from(m)));
            }
        }
        for (int i = 0; i < k; i++) {
            int move = MoveOrderer.pick(list, sc, i, k);
            make(move);
            int score = -quiescence(-beta, -alpha, ply + 1, CHECK_UNKNOWN);
            unmake(move);
            if (halted) {
                return 0;
            }
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    bestMove = move;
                    updatePv(ply, move);
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }
        if (features.transpositions()) {
            int bound = best >= beta ? TranspositionTable.LOWER
                    : best > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
            tt.store(board.key(), bestMove, Scores.toTable(best, ply), 0, bound,
                    inCheck ? TranspositionTable.NO_EVAL : standPat);
        }
        return best;
    }

    private int victim(int m) {
        return Move.kind(m) == Move.EN_PASSANT ? Piece.PAWN : Piece.type(board.pieceAt(Move.to(m)));
    }

    /** The horizon without quiescence: the static evaluation (the full-width reference does the same). */
    private int leaf(int ply) {
        countNode(ply);
        return eval.evaluate(board);
    }

    /** Counts a node; returns true when the search must stop. */
    private boolean countNode(int ply) {
        nodes++;
        if (ply > selDepth) {
            selDepth = ply;
        }
        if ((nodes & POLL_MASK) == 0 && control.poll()) {
            halted = true;
        }
        if (nodes >= nodeLimit) {
            control.stop();
            halted = true;
        }
        return halted;
    }

    private boolean hasPieces(int side) {
        return (board.colour(side) & ~board.pieces(side, Piece.PAWN) & ~board.pieces(side, Piece.KING)) != 0;
    }

    private void updatePv(int ply, int move) {
        pv[ply][ply] = move;
        int len = pvLength[ply + 1];
        System.arraycopy(pv[ply + 1], ply + 1, pv[ply], ply + 1, len - ply - 1);
        pvLength[ply] = Math.max(len, ply + 1);
    }

    private void make(int move) {
        board.make(move);
        repetitions.push(board.key());
    }

    private void unmake(int move) {
        repetitions.pop();
        board.unmake(move);
    }
}
