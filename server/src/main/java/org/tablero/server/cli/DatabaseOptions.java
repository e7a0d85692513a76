package org.tablero.server.cli;

import java.nio.file.Path;
import java.util.Optional;
import org.tablero.server.config.DatabaseConfig;
import picocli.CommandLine.Option;

/** The database options shared by the server and the admin commands. */
public final class DatabaseOptions {

    @Option(names = "--data-dir", defaultValue = "${env:TABLERO_DATA_DIR:-data}",
            description = "Directory of the embedded database (default: ./data; env TABLERO_DATA_DIR).")
    Path dataDir;

    @Option(names = "--db-url", defaultValue = "${env:TABLERO_DB_URL}",
            description = "JDBC URL of a MySQL 8 / MariaDB 10.6+ database, e.g. jdbc:mysql://127.0.0.1:3306/tablero "
                    + "(env TABLERO_DB_URL). Without it the embedded database is used.")
    String dbUrl;

    @Option(names = "--db-user", defaultValue = "${env:TABLERO_DB_USER:-root}",
            description = "Database user (default: root; env TABLERO_DB_USER).")
    String dbUser;

    @Option(names = "--db-password", defaultValue = "${env:TABLERO_DB_PASSWORD:-}",
            description = "Database password (default: empty; env TABLERO_DB_PASSWORD).")
    String dbPassword;

    public DatabaseConfig toConfig() {
        return new DatabaseConfig(dataDir, Optional.ofNullable(dbUrl).filter(u -> !u.isBlank()), dbUser,
                dbPassword == null ? "" : dbPassword, DatabaseConfig.DEFAULT_POOL_SIZE);
    }
}
