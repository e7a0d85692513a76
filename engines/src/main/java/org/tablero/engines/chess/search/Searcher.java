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
    long nodes;
    int selDepth;

    Searcher(Board board, long[] history, Evaluator eval, TranspositionTable tt, SearchFeatures features,
            SearchControl control, KillerTable killers, HistoryTable historyTable, ContinuationHistory continuation,
            MoveOrderer orderer) {
        this.board = board;
        this.eval = eval;
        this.tt = tt;
        this.features = features;
        this.control = control;
        this.killers = killers;
        this.history = historyTable;
        this.continuation = continuation;
        this.orderer = orderer;
        this.repetitions = new RepetitionStack(history, board.key());
    }

    boolean stopped() {
        return control.stopped();
    }

    /** Searches one root move's subtree: plays it, searches the reply, takes it back. */
    int searchRootMove(int move, int depth, int alpha, int beta, boolean fullWindowFirst) {
        staticEvals[0] = -INFINITE;
        played[0] = ContinuationHistory.key(board.pieceAt(Move.from(move)), Move.to(move));
        make(move);
        int score;
        if (fullWindowFirst) {
            score = -search(depth - 1, -beta, -alpha, 1, true);
        } else {
            score = -search(depth - 1, -alpha - 1, -alpha, 1, true);
            if (score > alpha && score < beta && !control.stopped()) {
                score = -search(depth - 1, -beta, -alpha, 1, true);
            }
        }
        unmake(move);
        return score;
    }

    int search(int depth, int alpha, int beta, int ply, boolean nullAllowed) {
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
        boolean inCheck = board.inCheck();
        if (inCheck && features.checkExtension()) {
            depth++;
        }
        if (depth <= 0) {
            return features.quiescence() ? quiescence(alpha, beta, ply) : leaf(ply);
        }
        if (countNode(ply)) {
            return 0;
        }
        int hashMove = Move.NONE;
        if (features.transpositions()) {
            long entry = tt.probe(board.key());
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
        int staticEval = inCheck ? -INFINITE : eval.evaluate(board);
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
            int s = -search(depth - 1 - r, -beta, -beta + 1, ply + 1, false);
            repetitions.pop();
            board.unmakeNull();
            if (control.stopped()) {
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
                if (!quiet && depth <= 4 && scores[ply][i] < 0 && See.see(board, move) < -100 * depth) {
                    continue;
                }
            }
            played[ply] = ContinuationHistory.key(board.pieceAt(Move.from(move)), Move.to(move));
            int quietStats = quiet ? orderer.quietScore(board, move, previous, beforePrevious) : 0;
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
                score = -search(depth - 1, -beta, -alpha, ply + 1, true);
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
                score = -search(depth - 1 - r, -alpha - 1, -alpha, ply + 1, true);
                if (score > alpha && r > 0) {
                    score = -search(depth - 1, -alpha - 1, -alpha, ply + 1, true);
                }
                if (score > alpha && score < beta) {
                    score = -search(depth - 1, -beta, -alpha, ply + 1, true);
                }
            }
            unmake(move);
            if (control.stopped()) {
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
            tt.store(board.key(), bestMove, Scores.toTable(best, ply), depth, bound);
        }
        return best;
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

    int quiescence(int alpha, int beta, int ply) {
        pvLength[ply] = ply;
        if (countNode(ply)) {
            return 0;
        }
        if (ply >= MAX_PLY - 1) {
            return eval.evaluate(board);
        }
        // Quiescence results are stored at depth 0: they cut off only other quiescence nodes, but
        // those are most of the tree.
        if (features.transpositions() && beta - alpha == 1) {
            long entry = tt.probe(board.key());
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
        boolean inCheck = board.inCheck();
        int best = -INFINITE;
        int standPat = 0;
        if (!inCheck) {
            standPat = eval.evaluate(board);
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
                if (standPat + gain + 200 <= alpha || !See.notLosing(board, m)) {
                    continue;
                }
                list[k] = m;
                sc[k++] = gain * 8 - Piece.type(board.pieceAt(Move.from(m)));
            }
        }
        for (int i = 0; i < k; i++) {
            int move = MoveOrderer.pick(list, sc, i, k);
            make(move);
            int score = -quiescence(-beta, -alpha, ply + 1);
            unmake(move);
            if (control.stopped()) {
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
            tt.store(board.key(), bestMove, Scores.toTable(best, ply), 0, bound);
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
        if ((nodes & 2047) == 0) {
            control.poll();
        }
        return control.overNodes(nodes);
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
