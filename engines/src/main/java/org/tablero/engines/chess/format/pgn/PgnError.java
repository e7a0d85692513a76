package org.tablero.engines.chess.format.pgn;

/** A game of a PGN file that could not be imported: where it went wrong and why. */
public record PgnError(int line, int gameLine, String message) {

    @Override
    public String toString() {
        return "line " + line + " (game starting at line " + gameLine + "): " + message;
    }
}
