package org.tablero.server.it;

import java.util.EnumMap;
import java.util.Map;
import org.tablero.server.TableroServer;
import org.tablero.server.config.DatabaseConfig;
import org.tablero.server.config.Limits;
import org.tablero.server.config.ServerConfig;
import org.tablero.server.user.PasswordHasher;

/**
 * One real server per backend, started on a free loopback port the first time a test asks and
 * shared by every test of the run; tests keep apart by using nicks of their own.
 */
public final class TestServers {

    private static final Map<Backend, TableroServer> SERVERS = new EnumMap<>(Backend.class);

    private TestServers() {
    }

    public static synchronized TableroServer server(Backend backend) {
        return SERVERS.computeIfAbsent(backend, b -> start(b == Backend.MYSQL ? TestDatabases.freshMysql() : TestDatabases.embedded(), true));
    }

    /** A server of its own, for tests that need other settings; the caller closes it. */
    public static TableroServer start(DatabaseConfig database, boolean registrationOpen) {
        return start(database, registrationOpen, Limits.DEFAULT);
    }

    public static TableroServer start(DatabaseConfig database, boolean registrationOpen, Limits limits) {
        ServerConfig config = new ServerConfig("127.0.0.1", 0, database, registrationOpen, PasswordHasher.DEFAULT_COST, 16, limits, 2,
                java.util.Optional.empty());
        return start(config);
    }

    /** A server of its own with a configuration of its own; the caller closes it. */
    public static TableroServer start(ServerConfig config) {
        try {
            TableroServer server = TableroServer.start(config, java.time.Clock.systemUTC(), TestEngines::registry);
            Runtime.getRuntime().addShutdownHook(new Thread(server::close));
            return server;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
