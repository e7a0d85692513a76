package org.tablero.server.book;

/** The key of a chess position in the book and archive tables: the first four FEN fields (seed 004). */
public final class FenKey {

    private FenKey() {
    }

    public static String of(String fen) {
        String[] fields = fen.split(" ");
        if (fields.length < 4) {
            throw new IllegalArgumentException("not a FEN: " + fen);
        }
        return String.join(" ", fields[0], fields[1], fields[2], fields[3]);
    }
}
