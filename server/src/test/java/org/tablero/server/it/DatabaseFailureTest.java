package org.tablero.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.tablero.server.it.SessionProtocolTest.assertError;

import org.junit.jupiter.api.Test;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.QueryClientPool;
import org.tablero.protocol.RefreshMatches;
import org.tablero.server.TableroServer;

/** A database that goes away under a running server: clear INTERNAL answers, no crash, recovery when it returns. */
class DatabaseFailureTest {

    @Test
    void theServerRecoversByItselfWhenTheDatabaseComesBack() throws Exception {
        TestDatabases.MysqlDatabase db = TestDatabases.freshMysqlDatabase();
        String direct = db.config().url().orElseThrow();
        int mysqlPort = Integer.parseInt(direct.replaceAll("jdbc:mysql://[^:/]+:(\\d+)/.*", "$1"));
        try (CuttableProxy proxy = new CuttableProxy(mysqlPort)) {
            String viaProxy = direct.replaceFirst(":" + mysqlPort + "/", ":" + proxy.port() + "/");
            var config = new org.tablero.server.config.DatabaseConfig(db.config().dataDir(), java.util.Optional.of(viaProxy),
                    "", "", 4);
            try (TableroServer server = TestServers.start(config, true); Player p = Player.registered(server, "rec")) {
                proxy.cut();
                assertError(p.send(new QueryClientPool()), "queryClientPool", ErrorCode.INTERNAL);
                assertError(p.send(new RefreshMatches()), "refreshMatches", ErrorCode.INTERNAL);
                proxy.restore();
                long deadline = System.nanoTime() + java.time.Duration.ofSeconds(30).toNanos();
                org.tablero.protocol.Response r;
                do {
                    Thread.sleep(200);
                    r = p.send(new QueryClientPool());
                } while (!(r instanceof org.tablero.protocol.ClientPoolAnswer) && System.nanoTime() < deadline);
                assertEquals(org.tablero.protocol.ClientPoolAnswer.class, r.getClass(), "answers again once the database is back");
                assertFalse(p.client().isClosedByPeer());
            }
        }
    }

    @Test
    void commandsAnswerInternalWhenTheDatabaseIsGone() throws Exception {
        TestDatabases.MysqlDatabase db = TestDatabases.freshMysqlDatabase();
        try (TableroServer server = TestServers.start(db.config(), true); Player p = Player.registered(server, "dbf")) {
            db.drop();
            assertError(p.send(new QueryClientPool()), "queryClientPool", ErrorCode.INTERNAL);
            assertError(p.send(new RefreshMatches()), "refreshMatches", ErrorCode.INTERNAL);
            assertFalse(p.client().isClosedByPeer());
        }
    }
}
