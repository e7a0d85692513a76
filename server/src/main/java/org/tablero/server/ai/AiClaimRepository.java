package org.tablero.server.ai;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import org.tablero.server.db.Jdbc;
import org.tablero.server.db.SqlTime;

/** SQL for ai_claims: which node computes the AI move of a ply. */
public final class AiClaimRepository {

    /**
     * Claims the move of {@code ply} for {@code node}: true when no other node holds a claim made
     * after {@code staleBefore}. A stale claim (its node died or gave up) is taken over.
     */
    public boolean claim(Connection c, long matchId, int ply, String node, Instant now, Instant staleBefore) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO ai_claims (match_id, ply, node, claimed_at) VALUES (?, ?, ?, ?)")) {
            ps.setLong(1, matchId);
            ps.setInt(2, ply);
            ps.setString(3, node);
            ps.setObject(4, SqlTime.toSql(now));
            ps.executeUpdate();
            return true;
        } catch (SQLException e) {
            if (!Jdbc.isDuplicateKey(e)) {
                throw e;
            }
        }
        try (PreparedStatement ps = c.prepareStatement(
                "UPDATE ai_claims SET node = ?, claimed_at = ? WHERE match_id = ? AND ply = ? AND claimed_at < ?")) {
            ps.setString(1, node);
            ps.setObject(2, SqlTime.toSql(now));
            ps.setLong(3, matchId);
            ps.setInt(4, ply);
            ps.setObject(5, SqlTime.toSql(staleBefore));
            return ps.executeUpdate() == 1;
        }
    }
}
