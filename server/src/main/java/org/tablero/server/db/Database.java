package org.tablero.server.db;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Path;
import java.util.Map;
import org.flywaydb.core.Flyway;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The connection pool and the schema: opens the embedded database or a MySQL server and applies
 * the Flyway migrations of the db-migrations module before anything else touches it.
 */
public final class Database implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(Database.class);

    private final HikariDataSource dataSource;

    private Database(HikariDataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * The embedded database: H2 in MySQL mode, in files under {@code dataDir}. MySQL mode lets the
     * very same migrations and repositories serve both databases.
     */
    public static Database embedded(Path dataDir, int poolSize) {
        Path file = dataDir.toAbsolutePath().resolve("tablero");
        String url = "jdbc:h2:file:" + file + ";MODE=MySQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH";
        return open(url, "sa", "", poolSize);
    }

    /** A MySQL 8 or MariaDB 10.6+ server. */
    public static Database mysql(String url, String user, String password, int poolSize) {
        return open(url, user, password, poolSize, Map.of(
                // A move is a dozen statements on one connection: every round trip saved counts.
                // The driver keeps the session's autocommit state and whether a transaction did
                // anything itself, instead of asking or telling the server each time...
                "useLocalSessionState", "true",
                "useLocalTransactionState", "true",
                // ...and parses each statement's SQL once per connection, not once per use.
                "cachePrepStmts", "true",
                "prepStmtCacheSize", "250",
                "prepStmtCacheSqlLimit", "2048"));
    }

    private static Database open(String url, String user, String password, int poolSize) {
        return open(url, user, password, poolSize, Map.of());
    }

    private static Database open(String url, String user, String password, int poolSize, Map<String, String> driverProperties) {
        HikariConfig config = new HikariConfig();
        driverProperties.forEach(config::addDataSourceProperty);
        config.setJdbcUrl(url);
        // A blank user leaves the credentials to the URL (user=...&password=...).
        if (!user.isBlank()) {
            config.setUsername(user);
            config.setPassword(password);
        }
        config.setMaximumPoolSize(poolSize);
        config.setPoolName("tablero-db");
        // Fail fast: an unreachable database is reported to the client, not waited on for 30 s.
        config.setConnectionTimeout(5_000);
        config.setInitializationFailTimeout(10_000);
        HikariDataSource dataSource = new HikariDataSource(config);
        try {
            migrate(dataSource);
        } catch (RuntimeException e) {
            dataSource.close();
            throw e;
        }
        log.info("database ready: {}", redact(url));
        return new Database(dataSource);
    }

    private static void migrate(HikariDataSource dataSource) {
        var result = Flyway.configure()
                .dataSource(dataSource)
                .locations("classpath:db/migration")
                .load()
                .migrate();
        log.info("schema at version {} ({} migrations applied now)", result.targetSchemaVersion, result.migrationsExecuted);
    }

    /** Keeps credentials given in the URL out of the log. */
    public static String redact(String url) {
        return url.replaceAll("(?i)(password=)[^&;]*", "$1***");
    }

    public Jdbc jdbc() {
        return new Jdbc(dataSource);
    }

    public javax.sql.DataSource dataSource() {
        return dataSource;
    }

    @Override
    public void close() {
        dataSource.close();
    }
}
