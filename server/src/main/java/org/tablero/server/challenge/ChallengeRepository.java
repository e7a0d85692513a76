package org.tablero.server.challenge;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.Side;
import org.tablero.server.db.SqlTime;

/** SQL for the challenges table. */
public final class ChallengeRepository {

    private static final String SELECT = "SELECT c.id, c.challenger_id, u1.nick AS challenger_nick, c.challenged_id,"
            + " u2.nick AS challenged_nick, c.game, c.challenger_colour, c.initial_position, c.options, c.created_at,"
            + " c.status, c.match_id FROM challenges c"
            + " JOIN users u1 ON u1.id = c.challenger_id JOIN users u2 ON u2.id = c.challenged_id ";

    /** A new challenge, already validated; {@code requestedColour} is what the challenger asked for. */
    public record NewChallenge(long challengerId, long challengedId, GameKind game, String requestedColour,
            Side challengerColour, Optional<String> initialPosition, String options) {
    }

    public long insert(Connection c, NewChallenge n, Instant now) throws SQLException {
        String sql = "INSERT INTO challenges (challenger_id, challenged_id, game, requested_colour, challenger_colour,"
                + " initial_position, options, created_at, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending')";
        try (PreparedStatement ps = c.prepareStatement(sql, Statement.RETURN_GENERATED_KEYS)) {
            ps.setLong(1, n.challengerId());
            ps.setLong(2, n.challengedId());
            ps.setString(3, n.game().wireName());
            ps.setString(4, n.requestedColour());
            ps.setString(5, n.challengerColour().wireName());
            ps.setString(6, n.initialPosition().orElse(null));
            ps.setString(7, n.options());
            ps.setObject(8, SqlTime.toSql(now));
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }

    /** The challenge, locked (its row only, before it is read) until the transaction ends, so that it is answered once. */
    public Optional<ChallengeRecord> findForUpdate(Connection c, long id) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT id FROM challenges WHERE id = ? FOR UPDATE")) {
            ps.setLong(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
            }
        }
        return query(c, SELECT + "WHERE c.id = ?", id).stream().findFirst();
    }

    /** Challenges waiting for this user's answer, oldest first. */
    public List<ChallengeRecord> pendingFor(Connection c, long challengedId) throws SQLException {
        return query(c, SELECT + "WHERE c.challenged_id = ? AND c.status = 'pending' ORDER BY c.id", challengedId);
    }

    /** Answers to this user's challenges not reported yet, oldest first. */
    public List<ChallengeRecord> unreportedAnswers(Connection c, long challengerId) throws SQLException {
        return query(c, SELECT + "WHERE c.challenger_id = ? AND c.status <> 'pending' AND c.answer_reported = FALSE"
                + " ORDER BY c.id", challengerId);
    }

    /** A challenge still to be shown to someone: its two users and where it stands. */
    public record OpenState(long id, long challengerId, long challengedId, String state) {
    }

    /**
     * Challenges waiting for an answer or for their answer to be reported: one read per second per
     * server node tells each node what the others changed.
     */
    public List<OpenState> openStates(Connection c) throws SQLException {
        String sql = "SELECT id, challenger_id, challenged_id, status, answer_reported FROM challenges"
                + " WHERE status = 'pending' OR answer_reported = FALSE";
        List<OpenState> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(sql); ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                out.add(new OpenState(rs.getLong("id"), rs.getLong("challenger_id"), rs.getLong("challenged_id"),
                        rs.getString("status") + "|" + rs.getBoolean("answer_reported")));
            }
        }
        return out;
    }

    /**
     * Marks an answer reported; false when another request reported it first. The conditional
     * update is what makes each answer reach the challenger exactly once.
     */
    public boolean claimReport(Connection c, long id) throws SQLException {
        String sql = "UPDATE challenges SET answer_reported = TRUE WHERE id = ? AND answer_reported = FALSE";
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setLong(1, id);
            return ps.executeUpdate() == 1;
        }
    }

    public void answer(Connection c, long id, ChallengeRecord.Status status, Long matchId, Instant now) throws SQLException {
        String sql = "UPDATE challenges SET status = ?, match_id = ?, answered_at = ? WHERE id = ?";
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, status.dbName());
            ps.setObject(2, matchId);
            ps.setObject(3, SqlTime.toSql(now));
            ps.setLong(4, id);
            ps.executeUpdate();
        }
    }

    private static List<ChallengeRecord> query(Connection c, String sql, long key) throws SQLException {
        List<ChallengeRecord> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setLong(1, key);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(map(rs));
                }
            }
        }
        return out;
    }

    private static ChallengeRecord map(ResultSet rs) throws SQLException {
        long matchId = rs.getLong("match_id");
        Optional<Long> match = rs.wasNull() ? Optional.empty() : Optional.of(matchId);
        return new ChallengeRecord(rs.getLong("id"), rs.getLong("challenger_id"), rs.getString("challenger_nick"),
                rs.getLong("challenged_id"), rs.getString("challenged_nick"),
                GameKind.fromWireName(rs.getString("game")).orElseThrow(),
                Side.fromWireName(rs.getString("challenger_colour")).orElseThrow(),
                Optional.ofNullable(rs.getString("initial_position")), rs.getString("options"),
                SqlTime.read(rs, "created_at"), ChallengeRecord.Status.fromDbName(rs.getString("status")), match);
    }
}
