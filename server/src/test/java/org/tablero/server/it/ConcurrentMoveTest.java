package org.tablero.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.tablero.protocol.ErrorResponse;
import org.tablero.protocol.Ok;
import org.tablero.protocol.Response;
import org.tablero.protocol.SendMovement;
import org.tablero.server.TableroServer;

/**
 * Two connections of one player send a move for the same ply at the same moment: one is
 * acknowledged, the other refused, and the database holds exactly the acknowledged move.
 */
@ParameterizedClass
@EnumSource(Backend.class)
class ConcurrentMoveTest {

    private static final int ROUNDS = 15;

    @Parameter
    Backend backend;

    @Test
    void twoMovesForTheSamePlyNeverBothLand() throws Exception {
        TableroServer server = TestServers.server(backend);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try (Player white = Player.registered(server, "raceW"); Player white2 = white.secondConnection(server);
                Player black = Player.registered(server, "raceB")) {
            for (int round = 0; round < ROUNDS; round++) {
                long id = Matches.start(white, black, "chess", Optional.empty(), Map.of());
                CyclicBarrier barrier = new CyclicBarrier(2);
                Future<Response> a = pool.submit(send(barrier, white, id, "e4"));
                Future<Response> b = pool.submit(send(barrier, white2, id, "d4"));
                List<Response> answers = List.of(a.get(20, TimeUnit.SECONDS), b.get(20, TimeUnit.SECONDS));

                List<String> acknowledged = new ArrayList<>();
                for (Response r : answers) {
                    if (r instanceof Ok ok) {
                        acknowledged.add(ok.details().get(2));
                    } else {
                        assertEquals("NOT_YOUR_TURN", ((ErrorResponse) r).code().name(), r::toString);
                    }
                }
                assertEquals(1, acknowledged.size(), () -> "exactly one OK: " + answers);
                assertEquals(acknowledged, storedMoves(server, id), "the database holds the acknowledged move only");
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static Callable<Response> send(CyclicBarrier barrier, Player p, long id, String move) {
        return () -> {
            barrier.await(10, TimeUnit.SECONDS);
            return p.send(new SendMovement(id, move, Optional.empty()));
        };
    }

    private static List<String> storedMoves(TableroServer server, long matchId) throws Exception {
        List<String> moves = new ArrayList<>();
        try (Connection c = server.platform().database().dataSource().getConnection();
                PreparedStatement ps = c.prepareStatement("SELECT move FROM moves WHERE match_id = ? ORDER BY ply")) {
            ps.setLong(1, matchId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    moves.add(rs.getString(1));
                }
            }
        }
        return moves;
    }
}
