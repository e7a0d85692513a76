package org.tablero.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tablero.server.it.SessionProtocolTest.assertError;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablero.protocol.ClientPoolAnswer;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.QueryClientPool;
import org.tablero.protocol.Response;
import org.tablero.protocol.client.BlockingClient;
import org.tablero.server.TableroServer;
import org.tablero.server.config.Limits;

/** Connection caps, timeouts and the command rate, on a server of their own with small limits. */
class LimitsProtocolTest {

    @Test
    void connectionsOverThePerAddressCapAreClosedAtOnce() throws Exception {
        Limits limits = Limits.DEFAULT.withConnections(100, 3);
        try (TableroServer server = TestServers.start(TestDatabases.embedded(), true, limits)) {
            List<BlockingClient> open = new ArrayList<>();
            try {
                for (int i = 0; i < 3; i++) {
                    open.add(Player.connect(server));
                }
                for (BlockingClient c : open) {
                    assertError(c.sendLine("refreshChallenges"), "refreshChallenges", ErrorCode.NOT_LOGGED_IN);
                }
                try (BlockingClient fourth = Player.connect(server)) {
                    assertTrue(fourth.awaitClosedByPeer(Duration.ofSeconds(5)), "the fourth connection from one address is closed");
                }
                open.remove(0).close();
                Thread.sleep(200);
                try (BlockingClient again = Player.connect(server)) {
                    assertError(again.sendLine("queryClientPool"), "queryClientPool", ErrorCode.NOT_LOGGED_IN);
                }
            } finally {
                open.forEach(BlockingClient::close);
            }
        }
    }

    @Test
    void silentAndAnonymousConnectionsAreClosed() throws Exception {
        Limits limits = Limits.DEFAULT.withTimeouts(Duration.ofMillis(600), Duration.ofMillis(1500));
        try (TableroServer server = TestServers.start(TestDatabases.embedded(), true, limits);
                BlockingClient anonymous = Player.connect(server);
                Player player = Player.registered(server, "idle")) {
            assertTrue(anonymous.awaitClosedByPeer(Duration.ofSeconds(5)), "no login in time");
            for (int i = 0; i < 4; i++) {
                Thread.sleep(500);
                assertEquals(ClientPoolAnswer.class, player.send(new QueryClientPool()).getClass(), "a polling client stays");
            }
            assertTrue(player.client().awaitClosedByPeer(Duration.ofSeconds(5)), "a silent client is closed");
        }
    }

    @Test
    void aFlooderIsRateLimitedWithoutHarmingOthers() throws Exception {
        Limits limits = Limits.DEFAULT.withCommandRate(20, 40);
        try (TableroServer server = TestServers.start(TestDatabases.embedded(), true, limits);
                Player flooder = Player.registered(server, "fld"); Player calm = Player.registered(server, "clm")) {
            for (int i = 0; i < 200; i++) {
                flooder.client().write(new QueryClientPool());
            }
            int limited = 0;
            for (int i = 0; i < 200; i++) {
                Response r = flooder.client().readResponse();
                if (r.type().equals("ERROR")) {
                    assertError(r, "queryClientPool", ErrorCode.RATE_LIMITED);
                    limited++;
                }
            }
            assertTrue(limited > 100, "most of a burst of 200 beyond 40 are refused: " + limited);
            assertEquals(ClientPoolAnswer.class, calm.send(new QueryClientPool()).getClass());
            Thread.sleep(300);
            assertEquals(ClientPoolAnswer.class, flooder.send(new QueryClientPool()).getClass(), "tokens come back");
            assertFalse(flooder.client().isClosedByPeer());
        }
    }
}
