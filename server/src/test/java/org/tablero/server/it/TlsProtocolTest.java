package org.tablero.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLException;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tablero.protocol.ClientPoolAnswer;
import org.tablero.protocol.Login;
import org.tablero.protocol.LoginAnswer;
import org.tablero.protocol.Ok;
import org.tablero.protocol.QueryClientPool;
import org.tablero.protocol.Register;
import org.tablero.protocol.client.BlockingClient;
import org.tablero.server.TableroServer;
import org.tablero.server.config.Limits;
import org.tablero.server.config.ServerConfig;
import org.tablero.server.user.PasswordHasher;

/** The server port over TLS with a certificate from files; clients that trust it talk, others cannot. */
class TlsProtocolTest {

    @TempDir
    Path dir;

    @Test
    void aClientThatTrustsTheCertificateSpeaksTheProtocolOverTls() throws Exception {
        Path cert = dir.resolve("cert.pem");
        Path key = dir.resolve("key.pem");
        Process openssl = new ProcessBuilder("openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
                "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
                "-keyout", key.toString(), "-out", cert.toString()).redirectErrorStream(true).start();
        openssl.getInputStream().readAllBytes();
        assertEquals(true, openssl.waitFor(60, TimeUnit.SECONDS) && openssl.exitValue() == 0, "openssl made a certificate");

        ServerConfig config = new ServerConfig("127.0.0.1", 0, TestDatabases.embedded(), true, PasswordHasher.DEFAULT_COST,
                4, Limits.DEFAULT, 1, Optional.of(new ServerConfig.Tls(cert, key)));
        try (TableroServer server = TestServers.start(config)) {
            String nick = Player.uniqueNick("tls");
            try (BlockingClient c = BlockingClient.connectTls("localhost", server.port(), trusting(cert), Duration.ofSeconds(10))) {
                assertEquals(Ok.of("register", nick), c.send(new Register(nick, "password1")));
                assertEquals(LoginAnswer.ok("1"), c.send(new Login("1", nick, "password1")));
                assertEquals(ClientPoolAnswer.class, c.send(new QueryClientPool()).getClass());
            }
            assertThrows(SSLException.class, () -> BlockingClient.connectTls("localhost", server.port(),
                    trusting(null), Duration.ofSeconds(5)).close(), "an unknown certificate is refused by the client");
        }
    }

    /** A TLS context that trusts exactly this certificate, or the JDK's default authorities when null. */
    private static SSLContext trusting(Path certificate) throws Exception {
        KeyStore store = KeyStore.getInstance(KeyStore.getDefaultType());
        store.load(null, null);
        if (certificate != null) {
            try (InputStream in = Files.newInputStream(certificate)) {
                Certificate cert = CertificateFactory.getInstance("X.509").generateCertificate(in);
                store.setCertificateEntry("tablero", cert);
            }
        }
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(certificate == null ? null : store);
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, tmf.getTrustManagers(), null);
        return context;
    }
}
