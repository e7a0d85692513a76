package org.tablero.client.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tablero.client.it.TestServer;
import org.tablero.protocol.ClientPoolAnswer;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.Ok;
import org.tablero.protocol.QueryClientPool;
import org.tablero.protocol.Resign;

/** The connection against a real in-process server. */
class ServerConnectionTest {

    private static final String PASSWORD = "secret-123";
    private static TestServer server;

    @BeforeAll
    static void startServer() {
        server = TestServer.start();
    }

    @AfterAll
    static void stopServer() {
        server.close();
    }

    private static ServerConnection fast() {
        return new ServerConnection(new Backoff(Duration.ofMillis(100), Duration.ofMillis(400)), Duration.ofSeconds(3));
    }

    @Test
    void logsInAndAnswersRequests() throws Exception {
        String nick = server.register(TestServer.nick("conn"), PASSWORD);
        try (ServerConnection c = fast()) {
            c.login("127.0.0.1", server.port(), nick, PASSWORD).get(20, TimeUnit.SECONDS);
            assertEquals(ConnectionState.CONNECTED, c.state());
            ClientPoolAnswer pool = c.request(new QueryClientPool(), ClientPoolAnswer.class).get(10, TimeUnit.SECONDS);
            assertTrue(pool.entries().stream().anyMatch(p -> p.nick().equals(nick) && p.online()));
        }
    }

    @Test
    void aWrongPasswordIsSaidInWords() throws Exception {
        String nick = server.register(TestServer.nick("conn"), PASSWORD);
        try (ServerConnection c = fast()) {
            ExecutionException e = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                    () -> c.login("127.0.0.1", server.port(), nick, "not-the-password").get(20, TimeUnit.SECONDS));
            LoginRefusedException refused = assertInstanceOf(LoginRefusedException.class, e.getCause());
            assertEquals("Wrong nick or password.", refused.getMessage());
            assertEquals(ConnectionState.DISCONNECTED, c.state());
        }
    }

    @Test
    void anUnreachableServerIsSaidInWords() throws Exception {
        int closedPort;
        try (ServerSocket s = new ServerSocket(0)) {
            closedPort = s.getLocalPort();
        }
        try (ServerConnection c = fast()) {
            ExecutionException e = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                    () -> c.login("127.0.0.1", closedPort, "nobody", PASSWORD).get(20, TimeUnit.SECONDS));
            UnreachableServerException u = assertInstanceOf(UnreachableServerException.class, e.getCause());
            assertTrue(u.getMessage().startsWith("Cannot reach the server at 127.0.0.1:" + closedPort), u.getMessage());
        }
    }

    @Test
    void serverErrorsCarryTheirCode() throws Exception {
        String nick = server.register(TestServer.nick("conn"), PASSWORD);
        try (ServerConnection c = fast()) {
            c.login("127.0.0.1", server.port(), nick, PASSWORD).get(20, TimeUnit.SECONDS);
            ExecutionException e = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                    () -> c.request(new Resign(999_999), Ok.class).get(10, TimeUnit.SECONDS));
            assertEquals(ErrorCode.NO_SUCH_MATCH, assertInstanceOf(ServerErrorException.class, e.getCause()).code());
        }
    }

    @Test
    void registeringATakenNickFails() throws Exception {
        String nick = server.register(TestServer.nick("conn"), PASSWORD);
        try (ServerConnection c = fast()) {
            ExecutionException e = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                    () -> c.register("127.0.0.1", server.port(), nick, PASSWORD).get(20, TimeUnit.SECONDS));
            assertEquals(ErrorCode.TAKEN, assertInstanceOf(ServerErrorException.class, e.getCause()).code());
        }
    }

    @Test
    void reconnectsAndLogsInAgainAfterTheServerComesBack() throws Exception {
        try (TestServer own = TestServer.start(); ServerConnection c = fast()) {
            String nick = own.register(TestServer.nick("recon"), PASSWORD);
            List<ConnectionState> states = new CopyOnWriteArrayList<>();
            CountDownLatch restored = new CountDownLatch(1);
            c.setListener(new ConnectionListener() {
                @Override
                public void stateChanged(ConnectionState state, String message) {
                    states.add(state);
                }

                @Override
                public void sessionRestored() {
                    restored.countDown();
                }
            });
            c.login("127.0.0.1", own.port(), nick, PASSWORD).get(20, TimeUnit.SECONDS);
            own.stop();
            ExecutionException lost = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                    () -> c.request(new QueryClientPool(), ClientPoolAnswer.class).get(10, TimeUnit.SECONDS));
            assertInstanceOf(ConnectionLostException.class, lost.getCause());
            assertEquals(ConnectionState.RECONNECTING, c.state());
            own.restart();
            assertTrue(restored.await(30, TimeUnit.SECONDS), "the session was not restored; states: " + states);
            assertEquals(ConnectionState.CONNECTED, c.state());
            ClientPoolAnswer pool = c.request(new QueryClientPool(), ClientPoolAnswer.class).get(10, TimeUnit.SECONDS);
            assertTrue(pool.entries().stream().anyMatch(p -> p.nick().equals(nick) && p.online()));
        }
    }
}
