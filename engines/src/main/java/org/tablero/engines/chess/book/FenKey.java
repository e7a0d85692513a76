package org.tablero.engines.chess.book;

/** The key of a position in the book and archive tables: the first four FEN fields, as seed 004 keys them. */
public final class FenKey {

    private FenKey() {
    }

    /** {@code rnbqkbnr/... w KQkq -} from a full FEN; the move counters do not identify a position. */
    public static String of(String fen) {
        String[] f = fen.trim().split("\\s+");
        if (f.length < 4) {
            throw new IllegalArgumentException("a FEN needs at least four fields: " + fen);
        }
        return f[0] + " " + f[1] + " " + f[2] + " " + f[3];
    }
}
