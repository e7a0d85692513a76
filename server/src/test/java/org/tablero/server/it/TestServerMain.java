package org.tablero.server.it;

import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;
import org.tablero.server.TableroServer;
import org.tablero.server.config.DatabaseConfig;
import org.tablero.server.config.Limits;
import org.tablero.server.config.ServerConfig;
import org.tablero.server.user.PasswordHasher;

/**
 * The server as a separate process for crash tests: {@code TestServerMain JDBC_URL}. Like the real
 * entry point (same start-up, the "listening on PORT" line) but with the test engine types too.
 */
public final class TestServerMain {

    private TestServerMain() {
    }

    public static void main(String[] args) throws Exception {
        DatabaseConfig db = new DatabaseConfig(Path.of("unused"), Optional.of(args[0]), "", "", 8);
        ServerConfig config = new ServerConfig("127.0.0.1", 0, db, true, PasswordHasher.DEFAULT_COST, 8, Limits.DEFAULT, 2,
                Optional.empty());
        TableroServer server = TableroServer.start(config, Clock.systemUTC(), TestEngines::registry);
        Runtime.getRuntime().addShutdownHook(new Thread(server::close));
        System.out.println("listening on " + server.port());
        System.out.flush();
        Thread.currentThread().join();
    }
}
