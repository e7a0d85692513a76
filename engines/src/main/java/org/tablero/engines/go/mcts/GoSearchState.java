package org.tablero.engines.go.mcts;

import java.util.Arrays;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.RandomPlayout;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;
import org.tablero.engines.search.mcts.SearchState;

/**
 * Go as one search thread plays it: a private board reset to the root for every simulation
 * (copying is cheaper than undo on this board), positional superko checked for tree moves
 * against the game's history and the path, heavy or light playouts, area scoring at the end,
 * and a tally of who owned each point for the ownership estimate. Moves are board points,
 * {@link Vertex#PASS} (0) included; player 0 is Black.
 */
final class GoSearchState implements SearchState {

    private final GoBoard root;
    private final int rootToMove;
    private final int rootPasses;
    private final int rootLast;
    private final long[] history;
    private final double komi;
    private final double scoreShare;
    private final boolean priors;
    private final int cornerPrior;
    /** The learned-shape prior, or null. */
    private final ShapePrior shapes;
    private final boolean patterns;
    private final GoBoard board;
    private final PlayoutPolicy policy;
    private final Ladder ladder = new Ladder();
    private final int maxPlayoutMoves;
    private final int[] blackOwned;
    private int samples;
    private long[] path = new long[64];
    private int pathLength;
    private int toMove;
    private int passes;
    private int last;
    private int superkoLoser;
    private int playoutMoves;
    /** Learned replies for the playouts, or null. */
    private LastGoodReply replies;
    /** The moves of this simulation, the root's last move first, for {@link #replies}. */
    private int[] moves = new int[256];
    private int moveCount;
    /** Extra equivalent wins for root moves (see {@link RacePriors}), or null. */
    private float[] rootBonus;
    /** The only points the root may play, or null for any (see {@link #rootMoves}). */
    private boolean[] rootMoves;

    /**
     * @param rootPasses passes in a row before the root; two make the root final
     * @param rootLast the last move (a point or PASS) before the root, for the playout policy
     * @param history hashes of every earlier position of the game, for superko
     */
    GoSearchState(GoBoard root, int rootToMove, int rootPasses, int rootLast, long[] history, double komi,
            GoMctsConfig config, long seed) {
        // Both with liberty sums: the playouts and ladders ask for chains in atari near every
        // move, and a reset copies the root's sums instead of recomputing them.
        this.root = root.withLibertySums();
        this.rootToMove = rootToMove;
        this.rootPasses = rootPasses;
        this.rootLast = rootLast;
        this.history = history;
        this.komi = komi;
        this.scoreShare = config.scoreShare();
        this.priors = config.priors();
        this.patterns = config.patterns();
        this.cornerPrior = config.cornerPrior();
        this.shapes = config.shapes() > 0 ? new ShapePrior(ShapeTable.builtIn(), config.shapes()) : null;
        this.board = this.root.copy();
        this.policy = new PlayoutPolicy(seed, patterns);
        policy.fillBoard(patterns ? config.fillboard() : 0);
        if (config.lastGoodReply() && patterns) {
            replies = new LastGoodReply(root.arraySize());
            policy.useReplies(replies);
        }
        this.maxPlayoutMoves = 3 * root.size() * root.size();
        this.blackOwned = new int[root.arraySize()];
        reset();
    }

    @Override
    public int moveRange() {
        return root.arraySize();
    }

    @Override
    public void reset() {
        board.copyFrom(root);
        toMove = rootToMove;
        passes = rootPasses;
        last = rootLast;
        superkoLoser = 0;
        pathLength = 0;
        moves[0] = rootLast;
        moveCount = 1;
    }

    @Override
    public int toPlay() {
        return toMove == Stone.BLACK ? 0 : 1;
    }

    @Override
    public void execute(int move) {
        play(move);
        if (move != Vertex.PASS && repeats(board.hash())) {
            superkoLoser = Stone.opponent(toMove);
        }
        if (pathLength == path.length) {
            path = Arrays.copyOf(path, pathLength * 2);
        }
        path[pathLength++] = board.hash();
    }

    private void play(int move) {
        if (move == Vertex.PASS) {
            board.pass();
            passes++;
        } else {
            board.play(move, toMove);
            passes = 0;
        }
        last = move;
        toMove = Stone.opponent(toMove);
        if (moveCount == moves.length) {
            moves = Arrays.copyOf(moves, moveCount * 2);
        }
        moves[moveCount++] = move;
    }

    private boolean repeats(long hash) {
        for (long h : history) {
            if (h == hash) {
                return true;
            }
        }
        for (int i = 0; i < pathLength; i++) {
            if (path[i] == hash) {
                return true;
            }
        }
        return false;
    }

    @Override
    public int generateAllMoves(int[] moves) {
        if (superkoLoser != 0 || passes >= 2) {
            return 0;
        }
        int n = 0;
        if (rootMoves != null && pathLength == 0) {
            for (int i = 0; i < board.emptyCount(); i++) {
                int p = board.emptyPoint(i);
                if (rootMoves[p] && board.isLegal(p, toMove)) {
                    moves[n++] = p;
                }
            }
            if (n == 0) {
                moves[n++] = Vertex.PASS;
            }
            return n;
        }
        for (int i = 0; i < board.emptyCount(); i++) {
            int p = board.emptyPoint(i);
            if (board.isLegal(p, toMove) && !board.isEye(p, toMove)) {
                moves[n++] = p;
            }
        }
        moves[n++] = Vertex.PASS;
        return n;
    }

    /**
     * Restricts the root's moves to the points marked in {@code allowed} (padded points), own
     * eyes included, with a pass only when none of them is legal: GNU Go's {@code
     * restricted_genmove}, which chooses among the vertices a regression test lists.
     */
    void rootMoves(boolean[] allowed) {
        this.rootMoves = allowed;
    }

    /** Extra equivalent wins per padded point for the moves of the root, given when the root is expanded. */
    void rootBonus(float[] bonus) {
        this.rootBonus = bonus;
    }

    @Override
    public void priors(int[] moves, int count, float[] values, float[] weights) {
        if (priors) {
            GoPriors.compute(board, toMove, last, patterns, cornerPrior, shapes, ladder, moves, count, values, weights);
        }
        if (rootBonus != null && pathLength == 0) {
            for (int i = 0; i < count; i++) {
                float wins = rootBonus[moves[i]];
                if (wins > 0) {
                    values[i] = (values[i] * weights[i] + wins) / (weights[i] + wins);
                    weights[i] += wins;
                }
            }
        }
    }

    @Override
    public void startPlayout() {
        playoutMoves = 0;
    }

    @Override
    public int generatePlayoutMove() {
        if (superkoLoser != 0 || passes >= 2 || playoutMoves >= maxPlayoutMoves) {
            return NO_MOVE;
        }
        playoutMoves++;
        return policy.select(board, toMove, moveCount >= 2 ? moves[moveCount - 2] : Vertex.PASS, last);
    }

    @Override
    public void executePlayout(int move) {
        play(move);
    }

    @Override
    public double evaluate() {
        if (superkoLoser != 0) {
            return superkoLoser == Stone.BLACK ? 0 : 1;
        }
        tallyOwnership();
        double score = RandomPlayout.areaDifference(board) - komi;
        if (score == 0) {
            return 0.5;
        }
        if (replies != null) {
            replies.update(moves, moveCount, Stone.opponent(rootToMove), score > 0 ? Stone.BLACK : Stone.WHITE);
        }
        // Win or loss, plus an optional small share for the margin (Fuego's score modification,
        // meant to prefer a safe lead over a half-point one); off by default because on 9x9 it
        // measured worse (docs/go-engine-log.md, session 6).
        double margin = Math.max(-1, Math.min(1, score / (board.size() * board.size())));
        return score > 0 ? 1 - scoreShare * (1 - margin) : scoreShare * (1 + margin);
    }

    @Override
    public boolean isAmafMove(int move) {
        return move != Vertex.PASS;
    }

    private void tallyOwnership() {
        samples++;
        int s = board.offset(3);
        for (int i = 0; i < board.emptyCount(); i++) {
            int p = board.emptyPoint(i);
            // Colours of the four neighbours as bits: a point is Black's when only Black touches it.
            int seen = 1 << board.get(p - 1) | 1 << board.get(p + 1) | 1 << board.get(p - s) | 1 << board.get(p + s);
            boolean b = (seen & (1 << Stone.BLACK)) != 0;
            boolean w = (seen & (1 << Stone.WHITE)) != 0;
            if (b && !w) {
                blackOwned[p]++;
            }
        }
        int size = board.size();
        for (int row = 0; row < size; row++) {
            for (int col = 0; col < size; col++) {
                int p = board.point(col, row);
                if (board.get(p) == Stone.BLACK) {
                    blackOwned[p]++;
                }
            }
        }
    }

    /** Playouts that reached a score, for the ownership tally. */
    int samples() {
        return samples;
    }

    /** How often each padded point ended Black's. */
    int[] blackOwned() {
        return blackOwned;
    }
}
