package org.tablero.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameRules;
import org.tablero.engines.game.GameState;
import org.tablero.protocol.Challenge;
import org.tablero.protocol.ChallengeAnswer;
import org.tablero.protocol.ChallengedByAnswer;
import org.tablero.protocol.ColourChoice;
import org.tablero.protocol.Login;
import org.tablero.protocol.LoginAnswer;
import org.tablero.protocol.MatchLine;
import org.tablero.protocol.Ok;
import org.tablero.protocol.PlayedMove;
import org.tablero.protocol.Register;
import org.tablero.protocol.Response;
import org.tablero.protocol.SendMovement;
import org.tablero.protocol.client.BlockingClient;
import org.tablero.server.Platform;
import org.tablero.server.ai.EngineSpec;
import org.tablero.server.user.PasswordHasher;

/**
 * The server process killed with SIGKILL (and stopped with SIGTERM) under traffic, on MySQL: after
 * a restart no acknowledged move is missing, every game replays legally and play goes on; an AI
 * move that was being computed is played after the restart.
 */
class CrashRecoveryTest {

    private static final int PAIRS = 3;

    /** A move the server acknowledged. */
    private record Ack(long matchId, int ply, String move) {
    }

    @Test
    void noAcknowledgedMoveIsLostToKill9() throws Exception {
        playKillAndCheck(true);
    }

    @Test
    void sigtermFinishesInFlightCommitsAndStops() throws Exception {
        playKillAndCheck(false);
    }

    private void playKillAndCheck(boolean hard) throws Exception {
        TestDatabases.MysqlDatabase db = TestDatabases.freshMysqlDatabase();
        String url = db.config().url().orElseThrow();
        List<Ack> acks = Collections.synchronizedList(new ArrayList<>());
        List<String[]> players = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(PAIRS);
        try (ServerProcess server = ServerProcess.start(url)) {
            List<Future<?>> games = new ArrayList<>();
            for (int i = 0; i < PAIRS; i++) {
                String white = Player.uniqueNick("cw");
                String black = Player.uniqueNick("cb");
                players.add(new String[] {white, black});
                BlockingClient w = loggedIn(server.port(), white, true);
                BlockingClient b = loggedIn(server.port(), black, true);
                long matchId = startChess(w, b, black);
                long seed = i;
                games.add(pool.submit(() -> playUntilDown(w, b, matchId, new Random(seed), acks)));
            }
            Thread.sleep(2000);
            if (hard) {
                server.kill();
            } else {
                int exit = server.terminate();
                assertTrue(exit == 0 || exit == 143, "a clean stop on SIGTERM, exit code " + exit);
            }
            for (Future<?> g : games) {
                g.get(30, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
        assertTrue(acks.size() >= PAIRS * 2, "traffic before the stop: " + acks.size() + " moves");

        try (ServerProcess again = ServerProcess.start(url)) {
            for (String[] pair : players) {
                BlockingClient w = loggedIn(again.port(), pair[0], false);
                for (MatchLine line : ((org.tablero.protocol.MatchesAnswer) w.send(new org.tablero.protocol.RefreshMatches())).matches()) {
                    GameState replayed = checkReplays(line);
                    for (Ack ack : acks) {
                        if (ack.matchId() == line.matchId()) {
                            assertTrue(line.moves().size() >= ack.ply(), "acknowledged ply " + ack.ply() + " is stored");
                            assertEquals(ack.move(), line.moves().get(ack.ply() - 1).move());
                        }
                    }
                    if (replayed.result().isEmpty() && replayed.sideToMove() == org.tablero.engines.game.Side.WHITE) {
                        Response r = w.send(new SendMovement(line.matchId(), replayed.playableMoves().get(0), Optional.empty()));
                        assertEquals(Ok.class, r.getClass(), "play goes on after the restart: " + r);
                    }
                }
                w.close();
            }
        }
    }

    @Test
    void anAiMoveInProgressIsPlayedAfterARestart() throws Exception {
        TestDatabases.MysqlDatabase db = TestDatabases.freshMysqlDatabase();
        String url = db.config().url().orElseThrow();
        String ai = Player.uniqueNick("slowAi");
        try (ServerProcess server = ServerProcess.start(url);
                Platform admin = new Platform(db.config(), PasswordHasher.DEFAULT_COST, Clock.systemUTC(), TestEngines::registry)) {
            admin.aiAdmin().create(ai, "thinks for 3 s", List.of(new EngineSpec("test-slow", Optional.empty(),
                    Map.of("movetime", "3000"))), Map.of());
            String human = Player.uniqueNick("vsSlow");
            BlockingClient h = loggedIn(server.port(), human, true);
            assertEquals(Ok.class, h.send(new Challenge("chess", ai, ColourChoice.WHITE, Optional.empty(), Map.of())).getClass());
            long matchId = ((ChallengeAnswer) ChallengeProtocolTest.inbox(playerOf(h, human)).get(0)).matchId().orElseThrow();
            assertEquals(Ok.class, h.send(new SendMovement(matchId, "e4", Optional.empty())).getClass());
            Thread.sleep(800);
            server.kill();
            h.close();

            try (ServerProcess again = ServerProcess.start(url)) {
                BlockingClient h2 = loggedIn(again.port(), human, false);
                Player p = playerOf(h2, human);
                long deadline = System.nanoTime() + Duration.ofSeconds(40).toNanos();
                while (Matches.last(p, matchId).ply() < 2) {
                    assertTrue(System.nanoTime() < deadline, "the AI moved after the restart");
                    Thread.sleep(200);
                }
                h2.close();
            }
        }
    }

    private static void playUntilDown(BlockingClient white, BlockingClient black, long matchId, Random random, List<Ack> acks) {
        try {
            GameState state = GameRules.of(GameKind.CHESS).start(null, Map.of());
            while (state.result().isEmpty()) {
                List<String> moves = state.playableMoves();
                String move = moves.get(random.nextInt(moves.size()));
                BlockingClient mover = state.sideToMove() == org.tablero.engines.game.Side.WHITE ? white : black;
                Response r = mover.send(new SendMovement(matchId, move, Optional.empty()));
                if (!(r instanceof Ok ok)) {
                    throw new AssertionError("move refused: " + r);
                }
                acks.add(new Ack(matchId, Integer.parseInt(ok.details().get(1)), ok.details().get(2)));
                state = state.play(move);
            }
        } catch (IOException | org.tablero.protocol.ProtocolException serverWentDown) {
            // expected: the server was stopped under us
        } catch (org.tablero.engines.game.RulesException e) {
            throw new AssertionError(e);
        }
    }

    /** Replays a match line with the shared rules: every stored position must be what its moves give. */
    private static GameState checkReplays(MatchLine line) throws Exception {
        GameState state = GameRules.of(GameKind.CHESS).start(null, Map.of());
        for (PlayedMove move : line.moves()) {
            state = state.play(move.move());
            assertEquals(state.position(), move.positionAfter(), "stored position after " + move.move());
        }
        return state;
    }

    private static long startChess(BlockingClient white, BlockingClient black, String blackNick) throws IOException {
        long id = Long.parseLong(((Ok) white.send(new Challenge("chess", blackNick, ColourChoice.WHITE, Optional.empty(),
                Map.of()))).details().get(0));
        return Long.parseLong(((Ok) black.send(new ChallengedByAnswer(id, true))).details().get(0));
    }

    private static BlockingClient loggedIn(int port, String nick, boolean register) throws IOException {
        BlockingClient c = BlockingClient.connect("127.0.0.1", port);
        if (register) {
            assertEquals(Ok.of("register", nick), c.send(new Register(nick, Player.PASSWORD)));
        }
        assertEquals(LoginAnswer.ok("1"), c.send(new Login("1", nick, Player.PASSWORD)));
        return c;
    }

    private static Player playerOf(BlockingClient client, String nick) {
        return Player.wrap(nick, client);
    }
}
