package org.tablero.server.book;

import java.util.List;
import java.util.Optional;
import org.tablero.engines.chess.book.BookMove;
import org.tablero.engines.chess.book.OpeningBook;
import org.tablero.server.db.Jdbc;

/**
 * A named opening book of the database, as the book engine sees it. A move's weight grows with how
 * often it was played and how well it did for the side that played it: 1 per game, plus 2 per win
 * and 1 per draw (so a line stored without a result still counts).
 */
public final class JdbcOpeningBook implements OpeningBook {

    private final Jdbc jdbc;
    private final BookRepository books;
    private final String name;

    public JdbcOpeningBook(Jdbc jdbc, BookRepository books, String name) {
        this.jdbc = jdbc;
        this.books = books;
        this.name = name;
    }

    @Override
    public List<BookMove> children(String fenKey) {
        boolean whiteMoves = fenKey.split(" ")[1].equals("w");
        return jdbc.read(c -> {
            Optional<Long> bookId = books.bookId(c, name);
            if (bookId.isEmpty()) {
                return List.<BookMove>of();
            }
            return books.children(c, bookId.get(), fenKey).stream()
                    .map(m -> new BookMove(m.move(), m.games() + 2 * (whiteMoves ? m.whiteWins() : m.blackWins()) + m.draws()))
                    .toList();
        });
    }
}
