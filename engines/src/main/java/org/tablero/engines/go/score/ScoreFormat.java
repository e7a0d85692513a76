package org.tablero.engines.go.score;

import java.math.BigDecimal;

/** Writes a score margin as an SGF/GTP result: {@code B+3.5}, {@code W+12}, {@code 0} for jigo. */
public final class ScoreFormat {

    private ScoreFormat() {
    }

    public static String result(double blackMinusWhite) {
        if (blackMinusWhite == 0) {
            return "0";
        }
        String winner = blackMinusWhite > 0 ? "B+" : "W+";
        return winner + number(Math.abs(blackMinusWhite));
    }

    /** A number without a trailing {@code .0}: {@code 12}, {@code 3.5}. */
    public static String number(double value) {
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }
}
