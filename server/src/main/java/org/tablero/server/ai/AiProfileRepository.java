package org.tablero.server.ai;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tablero.protocol.Wire;

/** SQL for AI profiles: ai_profiles, ai_engines and ai_weights. */
public final class AiProfileRepository {

    public Optional<AiProfile> find(Connection c, long userId) throws SQLException {
        String sql = "SELECT p.user_id, u.nick, p.description, p.version FROM ai_profiles p JOIN users u ON u.id = p.user_id"
                + " WHERE p.user_id = ?";
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setLong(1, userId);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                return Optional.of(new AiProfile(userId, rs.getString("nick"), rs.getString("description"),
                        rs.getInt("version"), engines(c, userId), weights(c, userId)));
            }
        }
    }

    /** The ids of every AI user with a profile. */
    public List<Long> listIds(Connection c) throws SQLException {
        List<Long> ids = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT user_id FROM ai_profiles ORDER BY user_id");
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                ids.add(rs.getLong(1));
            }
        }
        return ids;
    }

    public void insert(Connection c, long userId, String description) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO ai_profiles (user_id, description, version) VALUES (?, ?, 1)")) {
            ps.setLong(1, userId);
            ps.setString(2, description);
            ps.executeUpdate();
        }
    }

    /** Replaces the chain and the weights, and bumps the version so cached engines are rebuilt. */
    public void replace(Connection c, long userId, String description, List<EngineSpec> engines, Map<String, Double> weights)
            throws SQLException {
        execute(c, "DELETE FROM ai_engines WHERE user_id = ?", userId);
        execute(c, "DELETE FROM ai_weights WHERE user_id = ?", userId);
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO ai_engines (user_id, position, engine_type, sorter, params) VALUES (?, ?, ?, ?, ?)")) {
            int position = 1;
            for (EngineSpec e : engines) {
                ps.setLong(1, userId);
                ps.setInt(2, position++);
                ps.setString(3, e.type());
                ps.setString(4, e.sorter().orElse(null));
                ps.setString(5, Wire.formatOptions(new java.util.TreeMap<>(e.params())));
                ps.addBatch();
            }
            ps.executeBatch();
        }
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO ai_weights (user_id, name, weight) VALUES (?, ?, ?)")) {
            for (Map.Entry<String, Double> w : weights.entrySet()) {
                ps.setLong(1, userId);
                ps.setString(2, w.getKey());
                ps.setDouble(3, w.getValue());
                ps.addBatch();
            }
            ps.executeBatch();
        }
        try (PreparedStatement ps = c.prepareStatement("UPDATE ai_profiles SET description = ?, version = version + 1 WHERE user_id = ?")) {
            ps.setString(1, description);
            ps.setLong(2, userId);
            ps.executeUpdate();
        }
    }

    private static List<EngineSpec> engines(Connection c, long userId) throws SQLException {
        List<EngineSpec> out = new ArrayList<>();
        String sql = "SELECT engine_type, sorter, params FROM ai_engines WHERE user_id = ? ORDER BY position";
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setLong(1, userId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new EngineSpec(rs.getString("engine_type"), Optional.ofNullable(rs.getString("sorter")),
                            Wire.parseOptions(rs.getString("params"))));
                }
            }
        }
        return out;
    }

    private static Map<String, Double> weights(Connection c, long userId) throws SQLException {
        Map<String, Double> out = new LinkedHashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT name, weight FROM ai_weights WHERE user_id = ? ORDER BY name")) {
            ps.setLong(1, userId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.put(rs.getString("name"), rs.getDouble("weight"));
                }
            }
        }
        return out;
    }

    private static void execute(Connection c, String sql, long userId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setLong(1, userId);
            ps.executeUpdate();
        }
    }
}
