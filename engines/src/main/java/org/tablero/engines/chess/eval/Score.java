package org.tablero.engines.chess.eval;

/**
 * A middle-game and an end-game value packed in one int, so a term adds both halves in one
 * addition and the taper splits them only once per evaluation.
 */
public final class Score {

    private Score() {
    }

    public static int of(int mg, int eg) {
        return (mg << 16) + eg;
    }

    public static int mg(int score) {
        return (score + 0x8000) >> 16;
    }

    public static int eg(int score) {
        return (short) score;
    }
}
