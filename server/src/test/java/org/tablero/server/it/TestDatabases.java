package org.tablero.server.it;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tablero.server.config.DatabaseConfig;

/**
 * Databases for tests. MySQL comes from the system property {@code tablero.test.mysql.url}
 * (set by the server pom, provided by .ci/run); each test run gets a database of its own next to
 * the one the URL names, dropped at the end. An unreachable MySQL fails the tests: it never skips them.
 */
public final class TestDatabases {

    private static final String URL_PROPERTY = "tablero.test.mysql.url";
    private static final String DEFAULT_URL = "jdbc:mysql://127.0.0.1:3306/tablero_test?user=tablero&password=tablero";
    private static final Pattern DB_IN_URL = Pattern.compile("(jdbc:mysql://[^/]+/)([A-Za-z0-9_]+)(.*)");

    private TestDatabases() {
    }

    public static DatabaseConfig embedded() {
        try {
            Path dir = Files.createTempDirectory("tablero-h2-");
            return new DatabaseConfig(dir, Optional.empty(), "", "", 8);
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A new empty MySQL database for this run. */
    public static DatabaseConfig freshMysql() {
        return freshMysqlDatabase().config();
    }

    /** A MySQL database made for a test, which the test may drop while a server uses it. */
    public record MysqlDatabase(DatabaseConfig config, String serverUrl, String name) {
        public void drop() {
            execute(serverUrl, "DROP DATABASE IF EXISTS " + name);
        }
    }

    public static MysqlDatabase freshMysqlDatabase() {
        String url = System.getProperty(URL_PROPERTY, DEFAULT_URL);
        Matcher m = DB_IN_URL.matcher(url);
        if (!m.matches()) {
            throw new IllegalStateException(URL_PROPERTY + " must name a database: " + url);
        }
        String name = m.group(2) + "_" + ProcessHandle.current().pid() + "_" + (System.nanoTime() % 1_000_000);
        String serverUrl = m.group(1) + m.group(3);
        execute(serverUrl, "CREATE DATABASE " + name + " CHARACTER SET utf8mb4 COLLATE utf8mb4_bin");
        Runtime.getRuntime().addShutdownHook(new Thread(() -> execute(serverUrl, "DROP DATABASE IF EXISTS " + name)));
        DatabaseConfig config = new DatabaseConfig(Path.of("unused"), Optional.of(m.group(1) + name + m.group(3)), "", "", 8);
        return new MysqlDatabase(config, serverUrl, name);
    }

    private static void execute(String url, String sql) {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException("MySQL is required for the tests and failed at " + url + ": " + e.getMessage(), e);
        }
    }
}
