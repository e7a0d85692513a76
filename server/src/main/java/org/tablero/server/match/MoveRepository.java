package org.tablero.server.match;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tablero.server.db.SqlTime;

/** SQL for the moves table. */
public final class MoveRepository {

    /** One stored half-move. */
    public record StoredMove(int ply, String move, String positionAfter) {
    }

    /** Stores a move; the primary key (match, ply) refuses a second move for the same ply. */
    public void insert(Connection c, long matchId, int ply, String move, String positionAfter, long playedBy, Instant now)
            throws SQLException {
        String sql = "INSERT INTO moves (match_id, ply, move, position_after, played_by, played_at) VALUES (?, ?, ?, ?, ?, ?)";
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setLong(1, matchId);
            ps.setInt(2, ply);
            ps.setString(3, move);
            ps.setString(4, positionAfter);
            ps.setLong(5, playedBy);
            ps.setObject(6, SqlTime.toSql(now));
            ps.executeUpdate();
        }
    }

    public List<StoredMove> movesOf(Connection c, long matchId) throws SQLException {
        return movesOf(c, List.of(matchId)).getOrDefault(matchId, List.of());
    }

    /** The moves of several matches in one query, each list in ply order. */
    public Map<Long, List<StoredMove>> movesOf(Connection c, Collection<Long> matchIds) throws SQLException {
        Map<Long, List<StoredMove>> out = new HashMap<>();
        if (matchIds.isEmpty()) {
            return out;
        }
        String marks = String.join(",", java.util.Collections.nCopies(matchIds.size(), "?"));
        String sql = "SELECT match_id, ply, move, position_after FROM moves WHERE match_id IN (" + marks + ") ORDER BY match_id, ply";
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            int i = 1;
            for (long id : matchIds) {
                ps.setLong(i++, id);
            }
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.computeIfAbsent(rs.getLong("match_id"), k -> new ArrayList<>())
                            .add(new StoredMove(rs.getInt("ply"), rs.getString("move"), rs.getString("position_after")));
                }
            }
        }
        return out;
    }
}
