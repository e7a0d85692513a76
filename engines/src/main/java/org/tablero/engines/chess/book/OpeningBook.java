package org.tablero.engines.chess.book;

import java.util.List;

/**
 * The opening tables of the database, seen by the book engine: the stored children of a position.
 * The server implements it over JDBC; {@link InMemoryOpeningBook} serves tests and the UCI front-end.
 */
public interface OpeningBook {

    /**
     * The moves stored for a position.
     *
     * @param fenKey the first four FEN fields (placement, side, castling, en passant), see {@link FenKey}
     * @return the children, possibly empty; never null
     */
    List<BookMove> children(String fenKey);
}
