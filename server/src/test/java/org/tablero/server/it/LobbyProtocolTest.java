package org.tablero.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.tablero.protocol.ClientPoolAnswer;
import org.tablero.protocol.LogOut;
import org.tablero.protocol.PoolEntry;
import org.tablero.protocol.QueryClientPool;

/** queryClientPool: who exists, who is connected now. */
@ParameterizedClass
@EnumSource(Backend.class)
class LobbyProtocolTest {

    @Parameter
    Backend backend;

    @Test
    void showsConnectedAndDisconnectedHumans() throws Exception {
        var server = TestServers.server(backend);
        try (Player alice = Player.registered(server, "lobA"); Player bob = Player.registered(server, "lobB")) {
            assertEquals(Optional.of(new PoolEntry(bob.nick(), true, true, List.of("chess", "go"))), entry(alice, bob.nick()));
            Player bob2 = bob.secondConnection(server);
            bob.send(new LogOut());
            assertTrue(bob.client().awaitClosedByPeer(Duration.ofSeconds(5)));
            assertEquals(true, entry(alice, bob.nick()).orElseThrow().online(), "still connected on a second connection");
            bob2.close();
            awaitOnline(alice, bob.nick(), false);
        }
    }

    private static void awaitOnline(Player asker, String nick, boolean online) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (entry(asker, nick).orElseThrow().online() != online) {
            assertTrue(System.nanoTime() < deadline, nick + " should be online=" + online);
            Thread.sleep(20);
        }
    }

    private static Optional<PoolEntry> entry(Player asker, String nick) throws Exception {
        ClientPoolAnswer pool = assertInstanceOf(ClientPoolAnswer.class, asker.send(new QueryClientPool()));
        return pool.entries().stream().filter(e -> e.nick().equals(nick)).findFirst();
    }
}
