package org.tablero.client.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tablero.server.TableroServer;
import org.tablero.server.ai.Engines;
import org.tablero.server.config.DatabaseConfig;
import org.tablero.server.config.Limits;
import org.tablero.server.config.ServerConfig;
import org.tablero.server.user.PasswordHasher;

/** The client's connection over TLS to a real server started with a certificate from files. */
class ServerConnectionTlsTest {

    @TempDir
    Path dir;

    @Test
    void logsInOverTlsWhenItTrustsTheServerCertificate() throws Exception {
        Path cert = dir.resolve("cert.pem");
        Path key = dir.resolve("key.pem");
        Process openssl = new ProcessBuilder("openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
                "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
                "-keyout", key.toString(), "-out", cert.toString()).redirectErrorStream(true).start();
        openssl.getInputStream().readAllBytes();
        assertEquals(0, openssl.waitFor(60, TimeUnit.SECONDS) ? openssl.exitValue() : -1, "openssl made a certificate");

        ServerConfig config = new ServerConfig("127.0.0.1", 0, new DatabaseConfig(dir.resolve("db"), Optional.empty(), "", "", 2),
                true, new PasswordHasher.Cost(64, 1, 1), 4, Limits.DEFAULT, 1, Optional.of(new ServerConfig.Tls(cert, key)));
        try (TableroServer server = TableroServer.start(config, Clock.systemUTC(), Engines::registry);
                ServerConnection trusting = new ServerConnection(Backoff.DEFAULT, Duration.ofSeconds(10));
                ServerConnection distrusting = new ServerConnection(Backoff.DEFAULT, Duration.ofSeconds(10))) {
            trusting.useTls(TlsContexts.trusting(Optional.of(cert)));
            trusting.register("localhost", server.port(), "tlsuser", "password1").get(20, TimeUnit.SECONDS);
            trusting.login("localhost", server.port(), "tlsuser", "password1").get(20, TimeUnit.SECONDS);
            assertEquals(ConnectionState.CONNECTED, trusting.state());

            distrusting.useTls(TlsContexts.trusting(Optional.empty()));
            ExecutionException refused = assertThrows(ExecutionException.class,
                    () -> distrusting.login("localhost", server.port(), "tlsuser", "password1").get(20, TimeUnit.SECONDS));
            assertInstanceOf(UnreachableServerException.class, refused.getCause(), "a certificate nobody vouches for is refused");
        }
    }
}
