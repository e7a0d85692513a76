package org.tablero.client.poll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tablero.client.it.TestServer;
import org.tablero.client.net.Backoff;
import org.tablero.client.net.ServerConnection;
import org.tablero.protocol.ChallengesAnswer;
import org.tablero.protocol.ClientPoolAnswer;
import org.tablero.protocol.LastMovementAnswer;

class PollerTest {

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

    /** Records rounds and failures. */
    static final class Recorder implements PollSink {
        final List<ClientPoolAnswer> pools = new CopyOnWriteArrayList<>();
        final List<Throwable> failures = new CopyOnWriteArrayList<>();
        final CountDownLatch threeRounds = new CountDownLatch(3);

        @Override
        public void polled(LastMovementAnswer matches, ClientPoolAnswer pool, ChallengesAnswer challenges) {
            pools.add(pool);
            threeRounds.countDown();
        }

        @Override
        public void pollFailed(Throwable cause) {
            failures.add(cause);
        }
    }

    private static ServerConnection connection() {
        return new ServerConnection(new Backoff(Duration.ofMillis(100), Duration.ofMillis(400)), Duration.ofSeconds(5));
    }

    @Test
    void pollsAtTheIntervalUntilStopped() throws Exception {
        String nick = server.register(TestServer.nick("poll"), PASSWORD);
        Recorder r = new Recorder();
        try (ServerConnection c = connection(); Poller p = new Poller(c, Duration.ofMillis(150), r)) {
            c.login("127.0.0.1", server.port(), nick, PASSWORD).get(20, TimeUnit.SECONDS);
            p.start();
            assertTrue(r.threeRounds.await(10, TimeUnit.SECONDS), "three rounds in 10 s at 150 ms");
            assertTrue(r.pools.get(0).entries().stream().anyMatch(e -> e.nick().equals(nick)));
            p.stop();
            Thread.sleep(300);
            int after = r.pools.size();
            Thread.sleep(600);
            assertEquals(after, r.pools.size(), "no round after stop");
            assertTrue(r.failures.isEmpty(), r.failures.toString());
        }
    }

    @Test
    void doesNotPollBeforeLogin() throws Exception {
        Recorder r = new Recorder();
        try (ServerConnection c = connection(); Poller p = new Poller(c, Duration.ofMillis(100), r)) {
            p.start();
            Thread.sleep(500);
            assertTrue(r.pools.isEmpty());
            assertTrue(r.failures.isEmpty());
        }
    }

    @Test
    void refusesAZeroInterval() {
        try (ServerConnection c = connection()) {
            assertThrows(IllegalArgumentException.class, () -> new Poller(c, Duration.ZERO, new Recorder()));
        }
    }
}
