package org.tablero.engines.chess.eval;

import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Piece;

/**
 * The heuristic engine of seed 004: H = a·h1 + b·h2 + … over the {@link Term}s, each term a
 * middle-game and an end-game value blended by the game phase (the taper). Not thread-safe: each
 * search thread owns one.
 */
public final class Evaluator {

    /** Weights are applied in fixed point, 1.0 = 256, to keep the hot path in ints. */
    private static final int ONE = 256;
    static final int BISHOP_PAIR = Score.of(30, 50);

    private final int[] weights = new int[Term.COUNT];
    private final int[] terms = new int[Term.COUNT];
    private final int[] attack = new int[2];
    private final PawnCache pawns = new PawnCache();
    private final EvalWeights source;

    public Evaluator(EvalWeights w) {
        this.source = w;
        double[] a = w.array();
        for (int i = 0; i < a.length; i++) {
            weights[i] = (int) Math.round(a[i] * ONE);
        }
    }

    public EvalWeights weights() {
        return source;
    }

    /** The score in centipawns from the side to move's point of view. */
    public int evaluate(Board b) {
        computeTerms(b, terms, attack, pawns);
        long mg = 0;
        long eg = 0;
        for (int i = 0; i < Term.COUNT; i++) {
            mg += (long) weights[i] * Score.mg(terms[i]);
            eg += (long) weights[i] * Score.eg(terms[i]);
        }
        int phase = phase(b);
        int white = (int) ((mg * phase + eg * (PieceSquareTables.MAX_PHASE - phase))
                / (PieceSquareTables.MAX_PHASE * ONE));
        white = scaleDrawish(b, white);
        return b.sideToMove() == Piece.WHITE ? white : -white;
    }

    /**
     * Fills {@code out} with each term's packed White-minus-Black (mg, eg) value, unweighted. The
     * tuner fits the weights on these.
     */
    public static void computeTerms(Board b, int[] out) {
        computeTerms(b, out, new int[2], null);
    }

    /** As above; {@code pawns}, when given, remembers the pawn terms of pawn structures already seen. */
    private static void computeTerms(Board b, int[] out, int[] attack, PawnCache pawns) {
        java.util.Arrays.fill(out, 0);
        int material = 0;
        for (int type = Piece.PAWN; type < Piece.KING; type++) {
            int count = Long.bitCount(b.pieces(Piece.WHITE, type)) - Long.bitCount(b.pieces(Piece.BLACK, type));
            material += count * Score.of(PieceSquareTables.MATERIAL_MG[type], PieceSquareTables.MATERIAL_EG[type]);
        }
        out[Term.MATERIAL.ordinal()] = material;
        // The board keeps the piece-square sum up to date move by move.
        out[Term.PSQT.ordinal()] = b.psqt();
        out[Term.BISHOP_PAIR.ordinal()] = (pair(b, Piece.WHITE) - pair(b, Piece.BLACK)) * BISHOP_PAIR;
        if (pawns != null) {
            pawns.evaluate(b, out);
        } else {
            PawnStructure.evaluate(b, out);
        }
        PieceActivity.evaluate(b, out, attack);
        out[Term.KING_SAFETY.ordinal()] = KingSafety.evaluate(b, attack);
        out[Term.DEVELOPMENT.ordinal()] = Development.evaluate(b);
    }

    private static int pair(Board b, int colour) {
        return Long.bitCount(b.pieces(colour, Piece.BISHOP)) >= 2 ? 1 : 0;
    }

    /** 24 with all pieces on the board, 0 with only kings and pawns. */
    public static int phase(Board b) {
        int phase = 0;
        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            phase += PieceSquareTables.PHASE[type]
                    * Long.bitCount(b.pieces(Piece.WHITE, type) | b.pieces(Piece.BLACK, type));
        }
        return Math.min(phase, PieceSquareTables.MAX_PHASE);
    }

    /**
     * A side without pawns and with at most a minor piece more cannot win, so its advantage is
     * mostly ignored; otherwise the search would chase a "won" KBK.
     */
    static int scaleDrawish(Board b, int white) {
        int strong = white > 0 ? Piece.WHITE : Piece.BLACK;
        if (b.pieces(strong, Piece.PAWN) != 0) {
            return white;
        }
        int strongMinor = nonPawn(b, strong);
        int weakMinor = nonPawn(b, strong ^ 1);
        if (strongMinor - weakMinor <= PieceSquareTables.MATERIAL_MG[Piece.BISHOP]) {
            return white / 8;
        }
        return white;
    }

    private static int nonPawn(Board b, int colour) {
        int sum = 0;
        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            sum += Long.bitCount(b.pieces(colour, type)) * PieceSquareTables.MATERIAL_MG[type];
        }
        return sum;
    }
}
