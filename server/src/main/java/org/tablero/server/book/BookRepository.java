package org.tablero.server.book;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** SQL for the opening book tables: books, book_positions, book_moves. */
public final class BookRepository {

    /** A move stored for a position, with how often it was played and how it scored. */
    public record BookMove(String move, int games, int whiteWins, int draws, int blackWins) {
    }

    public long findOrCreateBook(Connection c, String name, String source) throws SQLException {
        Optional<Long> id = bookId(c, name);
        if (id.isPresent()) {
            return id.get();
        }
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO books (name, source) VALUES (?, ?)",
                Statement.RETURN_GENERATED_KEYS)) {
            ps.setString(1, name);
            ps.setString(2, source);
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }

    public Optional<Long> bookId(Connection c, String name) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT id FROM books WHERE name = ?")) {
            ps.setString(1, name);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(rs.getLong(1)) : Optional.empty();
            }
        }
    }

    /** Adds games to a move of a position, creating either when new. */
    public void add(Connection c, long bookId, String fenKey, BookMove counts) throws SQLException {
        long positionId = findOrCreatePosition(c, bookId, fenKey);
        String update = "UPDATE book_moves SET games = games + ?, white_wins = white_wins + ?, draws = draws + ?,"
                + " black_wins = black_wins + ? WHERE position_id = ? AND move = ?";
        try (PreparedStatement ps = c.prepareStatement(update)) {
            ps.setInt(1, counts.games());
            ps.setInt(2, counts.whiteWins());
            ps.setInt(3, counts.draws());
            ps.setInt(4, counts.blackWins());
            ps.setLong(5, positionId);
            ps.setString(6, counts.move());
            if (ps.executeUpdate() == 1) {
                return;
            }
        }
        String insert = "INSERT INTO book_moves (position_id, move, games, white_wins, draws, black_wins) VALUES (?, ?, ?, ?, ?, ?)";
        try (PreparedStatement ps = c.prepareStatement(insert)) {
            ps.setLong(1, positionId);
            ps.setString(2, counts.move());
            ps.setInt(3, counts.games());
            ps.setInt(4, counts.whiteWins());
            ps.setInt(5, counts.draws());
            ps.setInt(6, counts.blackWins());
            ps.executeUpdate();
        }
    }

    /** The moves stored for a position of a book, most played first. */
    public List<BookMove> children(Connection c, long bookId, String fenKey) throws SQLException {
        String sql = "SELECT m.move, m.games, m.white_wins, m.draws, m.black_wins FROM book_moves m"
                + " JOIN book_positions p ON p.id = m.position_id WHERE p.book_id = ? AND p.fen_key = ?"
                + " ORDER BY m.games DESC, m.move";
        List<BookMove> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setLong(1, bookId);
            ps.setString(2, fenKey);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new BookMove(rs.getString(1), rs.getInt(2), rs.getInt(3), rs.getInt(4), rs.getInt(5)));
                }
            }
        }
        return out;
    }

    private long findOrCreatePosition(Connection c, long bookId, String fenKey) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT id FROM book_positions WHERE book_id = ? AND fen_key = ?")) {
            ps.setLong(1, bookId);
            ps.setString(2, fenKey);
            try (ResultSet rs = ps.executeQuery()) {
                if (rs.next()) {
                    return rs.getLong(1);
                }
            }
        }
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO book_positions (book_id, fen_key) VALUES (?, ?)",
                Statement.RETURN_GENERATED_KEYS)) {
            ps.setLong(1, bookId);
            ps.setString(2, fenKey);
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }
}
