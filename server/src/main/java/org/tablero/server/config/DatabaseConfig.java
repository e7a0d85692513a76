package org.tablero.server.config;

import java.nio.file.Path;
import java.util.Optional;
import org.tablero.server.db.Database;

/** Where the data lives: the embedded database in {@code dataDir}, or a MySQL server when a URL is given. */
public record DatabaseConfig(Path dataDir, Optional<String> url, String user, String password, int poolSize) {

    public static final int DEFAULT_POOL_SIZE = 16;

    public Database open() {
        return url.map(u -> Database.mysql(u, user, password, poolSize))
                .orElseGet(() -> Database.embedded(dataDir, poolSize));
    }

    public String describe() {
        return url.map(u -> "MySQL at " + Database.redact(u))
                .orElseGet(() -> "embedded database in " + dataDir.toAbsolutePath());
    }
}
