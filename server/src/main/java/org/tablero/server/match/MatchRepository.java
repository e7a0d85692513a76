package org.tablero.server.match;

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

/** SQL for the matches table. */
public final class MatchRepository {

    private static final String SELECT = "SELECT m.id, m.game, m.white_id, w.nick AS white_nick, w.is_human AS white_human,"
            + " m.black_id, b.nick AS black_nick, b.is_human AS black_human, m.setup_position, m.options,"
            + " m.initial_position, m.created_at, m.ply, m.position, m.to_move, m.last_move, m.result, m.ended_at,"
            + " m.draw_offer_by, m.scoring, m.scoring_dead, m.time_increment_ms, m.white_clock_ms, m.black_clock_ms,"
            + " m.last_move_at,"
            + " m.scoring_result, m.white_accepted, m.black_accepted"
            + " FROM matches m JOIN users w ON w.id = m.white_id JOIN users b ON b.id = m.black_id ";

    /** A match about to be created from an accepted challenge. */
    public record NewMatch(GameKind game, long whiteId, long blackId, Optional<String> setupPosition, String options,
            String initialPosition, Side toMove, Optional<GameSetup.TimeControl> time) {
    }

    public long insert(Connection c, NewMatch m, Instant now) throws SQLException {
        String sql = "INSERT INTO matches (game, white_id, black_id, setup_position, options, initial_position,"
                + " created_at, ply, position, to_move, result, time_base_ms, time_increment_ms, white_clock_ms, black_clock_ms)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, '*', ?, ?, ?, ?)";
        try (PreparedStatement ps = c.prepareStatement(sql, Statement.RETURN_GENERATED_KEYS)) {
            ps.setString(1, m.game().wireName());
            ps.setLong(2, m.whiteId());
            ps.setLong(3, m.blackId());
            ps.setString(4, m.setupPosition().orElse(null));
            ps.setString(5, m.options());
            ps.setString(6, m.initialPosition());
            ps.setObject(7, SqlTime.toSql(now));
            ps.setString(8, m.initialPosition());
            ps.setString(9, m.toMove().wireName());
            Long base = m.time().map(GameSetup.TimeControl::baseMs).orElse(null);
            ps.setObject(10, base);
            ps.setObject(11, m.time().map(GameSetup.TimeControl::incrementMs).orElse(null));
            ps.setObject(12, base);
            ps.setObject(13, base);
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }

    public Optional<MatchRecord> find(Connection c, long id) throws SQLException {
        return query(c, SELECT + "WHERE m.id = ?", id).stream().findFirst();
    }

    /**
     * The match, locked until the transaction ends: every change to a match goes through here.
     * Only the match row is locked (not the joined users), and it is locked before the match is
     * read, so that the read sees what the previous holder of the lock committed.
     */
    public Optional<MatchRecord> findForUpdate(Connection c, long id) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT id FROM matches WHERE id = ? FOR UPDATE")) {
            ps.setLong(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
            }
        }
        return find(c, id);
    }

    /** The user's matches in progress or ended at or after {@code endedSince}, oldest first. */
    public List<MatchRecord> listForUser(Connection c, long userId, Instant endedSince) throws SQLException {
        String sql = SELECT + "WHERE (m.white_id = ? OR m.black_id = ?) AND (m.ended_at IS NULL OR m.ended_at >= ?)"
                + " ORDER BY m.id";
        List<MatchRecord> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setLong(1, userId);
            ps.setLong(2, userId);
            ps.setObject(3, SqlTime.toSql(endedSince));
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(map(rs));
                }
            }
        }
        return out;
    }

    /** The two players of a match: white's id, then black's. */
    public Optional<long[]> players(Connection c, long id) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT white_id, black_id FROM matches WHERE id = ?")) {
            ps.setLong(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(new long[] {rs.getLong(1), rs.getLong(2)}) : Optional.empty();
            }
        }
    }

    /** A match in progress as far as polls can tell it changed: its players and what a poll shows of it. */
    public record LiveState(long id, long whiteId, long blackId, String state) {
    }

    /**
     * Every match in progress, reduced to what a poll shows; one read per second per server
     * node tells each node what the others changed.
     */
    public List<LiveState> liveStates(Connection c) throws SQLException {
        String sql = "SELECT id, white_id, black_id, ply, draw_offer_by, scoring, scoring_dead, white_accepted, black_accepted"
                + " FROM matches WHERE result = '*'";
        List<LiveState> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(sql); ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                String state = rs.getInt("ply") + "|" + rs.getString("draw_offer_by") + "|" + rs.getBoolean("scoring") + "|"
                        + rs.getString("scoring_dead") + "|" + rs.getBoolean("white_accepted") + "|" + rs.getBoolean("black_accepted");
                out.add(new LiveState(rs.getLong("id"), rs.getLong("white_id"), rs.getLong("black_id"), state));
            }
        }
        return out;
    }

    /**
     * Matches in progress where an AI user must act: it is to move, or a Go scoring step waits for
     * its answer.
     */
    public List<Long> waitingForAi(Connection c) throws SQLException {
        String sql = "SELECT m.id FROM matches m JOIN users w ON w.id = m.white_id JOIN users b ON b.id = m.black_id"
                + " WHERE m.result = '*' AND ((m.scoring = FALSE AND ((m.to_move = 'white' AND w.is_human = FALSE)"
                + " OR (m.to_move = 'black' AND b.is_human = FALSE)))"
                + " OR (m.scoring = TRUE AND ((w.is_human = FALSE AND m.white_accepted = FALSE)"
                + " OR (b.is_human = FALSE AND m.black_accepted = FALSE)))) ORDER BY m.id";
        List<Long> ids = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(sql); ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                ids.add(rs.getLong(1));
            }
        }
        return ids;
    }

    /** Records a move: the new position, who may still answer a draw offer, the Go scoring step. */
    public void afterMove(Connection c, long id, int ply, String position, Side toMove, String lastMove,
            Optional<Side> drawOfferBy, Optional<MatchRecord.Scoring> scoring) throws SQLException {
        // One statement: a move is on the path every player waits on.
        String sql = "UPDATE matches SET ply = ?, position = ?, to_move = ?, last_move = ?, draw_offer_by = ?,"
                + " scoring = ?, scoring_dead = ?, scoring_result = ?, white_accepted = ?, black_accepted = ? WHERE id = ?";
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setInt(1, ply);
            ps.setString(2, position);
            ps.setString(3, toMove.wireName());
            ps.setString(4, lastMove);
            ps.setString(5, drawOfferBy.map(Side::wireName).orElse(null));
            setScoring(ps, 6, scoring);
            ps.setLong(11, id);
            ps.executeUpdate();
        }
    }

    /** Records the clocks after a move. */
    public void setClocks(Connection c, long id, long whiteMs, long blackMs, Instant lastMoveAt) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "UPDATE matches SET white_clock_ms = ?, black_clock_ms = ?, last_move_at = ? WHERE id = ?")) {
            ps.setLong(1, whiteMs);
            ps.setLong(2, blackMs);
            ps.setObject(3, SqlTime.toSql(lastMoveAt));
            ps.setLong(4, id);
            ps.executeUpdate();
        }
    }

    /** Ends the match; pending offers and the scoring step end with it. */
    public void end(Connection c, long id, String result, String resultKind, Instant endedAt) throws SQLException {
        String sql = "UPDATE matches SET result = ?, result_kind = ?, ended_at = ?, draw_offer_by = NULL, scoring = FALSE"
                + " WHERE id = ?";
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, result);
            ps.setString(2, resultKind);
            ps.setObject(3, SqlTime.toSql(endedAt));
            ps.setLong(4, id);
            ps.executeUpdate();
        }
    }

    public void setDrawOffer(Connection c, long id, Optional<Side> by) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE matches SET draw_offer_by = ? WHERE id = ?")) {
            ps.setString(1, by.map(Side::wireName).orElse(null));
            ps.setLong(2, id);
            ps.executeUpdate();
        }
    }

    /** Enters, changes or leaves (empty) the Go scoring step. */
    public void setScoring(Connection c, long id, Optional<MatchRecord.Scoring> scoring) throws SQLException {
        String sql = "UPDATE matches SET scoring = ?, scoring_dead = ?, scoring_result = ?, white_accepted = ?,"
                + " black_accepted = ? WHERE id = ?";
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            setScoring(ps, 1, scoring);
            ps.setLong(6, id);
            ps.executeUpdate();
        }
    }

    /** Binds the five scoring columns from parameter {@code first} on. */
    private static void setScoring(PreparedStatement ps, int first, Optional<MatchRecord.Scoring> scoring) throws SQLException {
        ps.setBoolean(first, scoring.isPresent());
        ps.setString(first + 1, scoring.map(MatchRecord.Scoring::dead).orElse(null));
        ps.setString(first + 2, scoring.map(MatchRecord.Scoring::result).orElse(null));
        ps.setBoolean(first + 3, scoring.map(MatchRecord.Scoring::whiteAccepted).orElse(false));
        ps.setBoolean(first + 4, scoring.map(MatchRecord.Scoring::blackAccepted).orElse(false));
    }

    private static List<MatchRecord> query(Connection c, String sql, long id) throws SQLException {
        List<MatchRecord> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setLong(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(map(rs));
                }
            }
        }
        return out;
    }

    private static MatchRecord map(ResultSet rs) throws SQLException {
        Optional<MatchRecord.Scoring> scoring = rs.getBoolean("scoring")
                ? Optional.of(new MatchRecord.Scoring(rs.getString("scoring_dead"), rs.getString("scoring_result"),
                        rs.getBoolean("white_accepted"), rs.getBoolean("black_accepted")))
                : Optional.empty();
        return new MatchRecord(rs.getLong("id"), GameKind.fromWireName(rs.getString("game")).orElseThrow(),
                new MatchRecord.Player(rs.getLong("white_id"), rs.getString("white_nick"), rs.getBoolean("white_human")),
                new MatchRecord.Player(rs.getLong("black_id"), rs.getString("black_nick"), rs.getBoolean("black_human")),
                Optional.ofNullable(rs.getString("setup_position")), rs.getString("options"),
                rs.getString("initial_position"), SqlTime.read(rs, "created_at"), rs.getInt("ply"),
                rs.getString("position"), Side.fromWireName(rs.getString("to_move")).orElseThrow(),
                Optional.ofNullable(rs.getString("last_move")), rs.getString("result"),
                Optional.ofNullable(SqlTime.read(rs, "ended_at")),
                Optional.ofNullable(rs.getString("draw_offer_by")).flatMap(Side::fromWireName), scoring, clocks(rs));
    }

    private static Optional<MatchRecord.Clocks> clocks(ResultSet rs) throws SQLException {
        long increment = rs.getLong("time_increment_ms");
        if (rs.wasNull()) {
            return Optional.empty();
        }
        return Optional.of(new MatchRecord.Clocks(increment, rs.getLong("white_clock_ms"), rs.getLong("black_clock_ms"),
                Optional.ofNullable(SqlTime.read(rs, "last_move_at"))));
    }
}
