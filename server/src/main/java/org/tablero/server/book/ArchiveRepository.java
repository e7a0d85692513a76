package org.tablero.server.book;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/** SQL for the historical games: historical_games and historical_moves. */
public final class ArchiveRepository {

    /** A stored game's header. */
    public record ArchivedGame(String white, String black, String result, String event, String played) {
    }

    /** A move a player chose in a stored game, from a position, with that game's result. */
    public record PlayedFrom(long gameId, String white, String black, String result, String move) {
    }

    public long insert(Connection c, ArchivedGame game, List<String> fenKeys, List<String> moves) throws SQLException {
        long id;
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO historical_games (white, black, result, event, played) VALUES (?, ?, ?, ?, ?)",
                Statement.RETURN_GENERATED_KEYS)) {
            ps.setString(1, game.white());
            ps.setString(2, game.black());
            ps.setString(3, game.result());
            ps.setString(4, game.event());
            ps.setString(5, game.played());
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                keys.next();
                id = keys.getLong(1);
            }
        }
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO historical_moves (game_id, ply, fen_key, move) VALUES (?, ?, ?, ?)")) {
            for (int i = 0; i < moves.size(); i++) {
                ps.setLong(1, id);
                ps.setInt(2, i + 1);
                ps.setString(3, fenKeys.get(i));
                ps.setString(4, moves.get(i));
                ps.addBatch();
            }
            ps.executeBatch();
        }
        return id;
    }

    /** Every move played from this position in a game where {@code player} (a name as in the PGN tags) took part. */
    public List<PlayedFrom> movesFrom(Connection c, String player, String fenKey) throws SQLException {
        String sql = "SELECT g.id, g.white, g.black, g.result, m.move FROM historical_moves m"
                + " JOIN historical_games g ON g.id = m.game_id WHERE m.fen_key = ? AND (g.white = ? OR g.black = ?)"
                + " ORDER BY g.id";
        List<PlayedFrom> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, fenKey);
            ps.setString(2, player);
            ps.setString(3, player);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new PlayedFrom(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getString(5)));
                }
            }
        }
        return out;
    }
}
