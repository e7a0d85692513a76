package org.tablero.client.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.tablero.protocol.Login;
import org.tablero.protocol.LoginAnswer;
import org.tablero.protocol.Register;
import org.tablero.protocol.Response;
import org.tablero.protocol.client.BlockingClient;
import org.tablero.server.TableroServer;
import org.tablero.server.config.DatabaseConfig;
import org.tablero.server.config.Limits;
import org.tablero.server.config.ServerConfig;
import org.tablero.server.user.PasswordHasher;
import org.tablero.server.user.User;

/**
 * A real Tablero server for client tests: in-process, on a free loopback port, with an embedded
 * database in a temporary directory. Password hashing is made cheap so that logins stay fast on
 * a small machine; everything else is the production server.
 */
public final class TestServer implements AutoCloseable {

    private static final PasswordHasher.Cost CHEAP = new PasswordHasher.Cost(1024, 1, 1);
    private static final AtomicInteger NICKS = new AtomicInteger();

    private final Path dataDir;
    private TableroServer server;
    private int port;

    private TestServer(Path dataDir) {
        this.dataDir = dataDir;
    }

    public static TestServer start() {
        try {
            TestServer t = new TestServer(Files.createTempDirectory("tablero-client-it-"));
            t.startOn(0);
            return t;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private void startOn(int wanted) {
        ServerConfig config = new ServerConfig("127.0.0.1", wanted, new DatabaseConfig(dataDir, Optional.empty(), "", "", 4),
                true, CHEAP, 4, Limits.DEFAULT, 1, Optional.empty());
        try {
            server = TableroServer.start(config);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        port = server.port();
    }

    public int port() {
        return port;
    }

    /** Stops the server (every connection drops) without deleting its data. */
    public void stop() {
        server.close();
    }

    /** Starts the server again on the same port and data. */
    public void restart() {
        startOn(port);
    }

    /** A nick no other test uses. */
    public static String nick(String prefix) {
        return prefix + "_" + (System.nanoTime() % 100_000) + NICKS.incrementAndGet();
    }

    /** Registers an account and returns its nick. */
    public String register(String nick, String password) {
        try (BlockingClient c = BlockingClient.connect("127.0.0.1", port)) {
            Response r = c.send(new Register(nick, password));
            if (!r.type().equals("OK")) {
                throw new IllegalStateException("register failed: " + r.lines());
            }
            return nick;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Creates an administrator through the server object (the protocol cannot make the first one). */
    public String registerAdmin(String nick, String password) {
        server.platform().users().register(nick, password, User.Role.ADMIN);
        return nick;
    }

    /** A logged-in blocking client, for playing the other side of a game. */
    public BlockingClient login(String nick, String password) {
        try {
            BlockingClient c = BlockingClient.connect("127.0.0.1", port, Duration.ofSeconds(20));
            Response r = c.send(new Login("1", nick, password));
            if (!(r instanceof LoginAnswer a) || !a.ok()) {
                c.close();
                throw new IllegalStateException("login failed: " + r.lines());
            }
            return c;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        server.close();
    }
}
