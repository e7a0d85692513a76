package org.tablero.server.it;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.tablero.server.it.SessionProtocolTest.assertError;

import org.junit.jupiter.api.Test;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.QueryClientPool;
import org.tablero.protocol.RefreshMatches;
import org.tablero.server.TableroServer;

/** A database that goes away under a running server: clear INTERNAL answers, no crash, no closed connection. */
class DatabaseFailureTest {

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
