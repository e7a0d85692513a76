package org.tablero.engines.chess.book;

/**
 * One stored child of a book position.
 *
 * @param move the move in UCI notation ({@code e2e4}) or SAN; the engine accepts both
 * @param weight how much the book likes it (games played with it, results, an editor's choice); > 0
 */
public record BookMove(String move, int weight) {

    public BookMove {
        if (weight <= 0) {
            throw new IllegalArgumentException("book weight must be positive: " + move + " " + weight);
        }
    }
}
