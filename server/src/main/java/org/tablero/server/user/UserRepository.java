package org.tablero.server.user;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.tablero.server.db.SqlTime;

/** SQL for the users table. */
public final class UserRepository {

    private static final String COLUMNS = "id, nick, role, is_human, disabled, created_at";

    /** A user with the stored hash of its password, for logging in. */
    public record Credentials(User user, String passwordHash) {
    }

    public static String nickKey(String nick) {
        return nick.toLowerCase(Locale.ROOT);
    }

    /** Inserts a user; throws the driver's duplicate-key exception when the nick is taken. */
    public User insert(Connection c, String nick, String passwordHash, User.Role role, boolean human, Instant now)
            throws SQLException {
        String sql = "INSERT INTO users (nick, nick_key, password_hash, role, is_human, disabled, created_at) VALUES (?, ?, ?, ?, ?, FALSE, ?)";
        try (PreparedStatement ps = c.prepareStatement(sql, Statement.RETURN_GENERATED_KEYS)) {
            ps.setString(1, nick);
            ps.setString(2, nickKey(nick));
            ps.setString(3, passwordHash);
            ps.setString(4, role.dbName());
            ps.setBoolean(5, human);
            ps.setObject(6, SqlTime.toSql(now));
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                keys.next();
                return new User(keys.getLong(1), nick, role, human, false, now);
            }
        }
    }

    public Optional<User> findByNick(Connection c, String nick) throws SQLException {
        return findOne(c, "SELECT " + COLUMNS + " FROM users WHERE nick_key = ?", nickKey(nick));
    }

    public Optional<User> findById(Connection c, long id) throws SQLException {
        return findOne(c, "SELECT " + COLUMNS + " FROM users WHERE id = ?", id);
    }

    public Optional<Credentials> findCredentials(Connection c, String nick) throws SQLException {
        String sql = "SELECT " + COLUMNS + ", password_hash FROM users WHERE nick_key = ?";
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, nickKey(nick));
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(new Credentials(map(rs), rs.getString("password_hash"))) : Optional.empty();
            }
        }
    }

    /** Every account that may play, in nick order. */
    public List<User> listEnabled(Connection c) throws SQLException {
        String sql = "SELECT " + COLUMNS + " FROM users WHERE disabled = FALSE ORDER BY nick_key";
        List<User> users = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(sql); ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                users.add(map(rs));
            }
        }
        return users;
    }

    public List<User> listAll(Connection c) throws SQLException {
        List<User> users = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT " + COLUMNS + " FROM users ORDER BY nick_key");
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                users.add(map(rs));
            }
        }
        return users;
    }

    public boolean updatePasswordHash(Connection c, long userId, String passwordHash) throws SQLException {
        return update(c, "UPDATE users SET password_hash = ? WHERE id = ?", passwordHash, userId);
    }

    public boolean updateRole(Connection c, long userId, User.Role role) throws SQLException {
        return update(c, "UPDATE users SET role = ? WHERE id = ?", role.dbName(), userId);
    }

    public boolean updateDisabled(Connection c, long userId, boolean disabled) throws SQLException {
        return update(c, "UPDATE users SET disabled = ? WHERE id = ?", disabled, userId);
    }

    /** Whether the user appears in any match or challenge: such a user is disabled, never deleted. */
    public boolean hasGames(Connection c, long userId) throws SQLException {
        String sql = "SELECT 1 FROM matches WHERE white_id = ? OR black_id = ? UNION ALL"
                + " SELECT 1 FROM challenges WHERE challenger_id = ? OR challenged_id = ?";
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 1; i <= 4; i++) {
                ps.setLong(i, userId);
            }
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        }
    }

    /** Deletes a user with no games, and its AI profile if it has one. */
    public void delete(Connection c, long userId) throws SQLException {
        for (String sql : new String[] {"DELETE FROM ai_engines WHERE user_id = ?", "DELETE FROM ai_weights WHERE user_id = ?",
            "DELETE FROM ai_profiles WHERE user_id = ?", "DELETE FROM users WHERE id = ?"}) {
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                ps.setLong(1, userId);
                ps.executeUpdate();
            }
        }
    }

    private static boolean update(Connection c, String sql, Object value, long userId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setObject(1, value);
            ps.setLong(2, userId);
            return ps.executeUpdate() == 1;
        }
    }

    private static Optional<User> findOne(Connection c, String sql, Object key) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setObject(1, key);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(map(rs)) : Optional.empty();
            }
        }
    }

    private static User map(ResultSet rs) throws SQLException {
        return new User(rs.getLong("id"), rs.getString("nick"), User.Role.fromDbName(rs.getString("role")),
                rs.getBoolean("is_human"), rs.getBoolean("disabled"), SqlTime.read(rs, "created_at"));
    }
}
