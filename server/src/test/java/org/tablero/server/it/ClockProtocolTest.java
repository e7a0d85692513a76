package org.tablero.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tablero.server.it.Matches.last;
import static org.tablero.server.it.Matches.play;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.SendMovement;
import org.tablero.server.TableroServer;
import org.tablero.server.config.Limits;
import org.tablero.server.config.ServerConfig;
import org.tablero.server.user.PasswordHasher;

/** Timed games: clocks shown on the match lines, increments, and losses (or draws) on time. */
class ClockProtocolTest {

    private static final MutableClock CLOCK = new MutableClock();
    private static TableroServer server;

    @BeforeAll
    static void start() throws Exception {
        ServerConfig config = new ServerConfig("127.0.0.1", 0, TestDatabases.embedded(), true, PasswordHasher.DEFAULT_COST, 4,
                Limits.DEFAULT, 1, Optional.empty());
        server = TableroServer.start(config, CLOCK, TestEngines::registry);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void clocksRunFromTheThirdPlyWithIncrementsAndAFallenFlagLoses() throws Exception {
        try (Player white = Player.registered(server, "clkW"); Player black = Player.registered(server, "clkB")) {
            long id = Matches.start(white, black, "chess", Optional.empty(), Map.of("time", "1+2"));
            assertEquals(Map.of("whiteClock", "60000", "blackClock", "60000"), last(white, id).status());
            CLOCK.advance(Duration.ofSeconds(30));
            play(white, id, "e4");
            play(black, id, "e5");
            assertEquals(Map.of("whiteClock", "60000", "blackClock", "60000"), last(white, id).status(), "first moves are free");
            CLOCK.advance(Duration.ofSeconds(10));
            assertEquals(Map.of("whiteClock", "50000", "blackClock", "60000"), last(white, id).status());
            play(white, id, "Nf3");
            assertEquals(Map.of("whiteClock", "52000", "blackClock", "60000"), last(white, id).status(), "2 s increment");
            CLOCK.advance(Duration.ofSeconds(61));
            assertEquals("1-0", last(white, id).result(), "black's flag fell while white polled");
            assertEquals(Map.of(), last(white, id).status());
            black.error(new SendMovement(id, "Nc6", Optional.empty()), ErrorCode.GAME_OVER);
        }
    }

    @Test
    void aLateMoveIsRefusedAndEndsTheGame() throws Exception {
        try (Player white = Player.registered(server, "lateW"); Player black = Player.registered(server, "lateB")) {
            long id = Matches.start(white, black, "chess", Optional.empty(), Map.of("time", "1+0"));
            play(white, id, "d4");
            play(black, id, "d5");
            CLOCK.advance(Duration.ofSeconds(60));
            white.error(new SendMovement(id, "c4", Optional.empty()), ErrorCode.GAME_OVER);
            assertEquals("0-1", last(black, id).result());
            assertEquals(2, last(black, id).ply(), "the late move was not stored");
        }
    }

    @Test
    void flaggingAgainstABareKingIsADrawAndGoUsesTimeResults() throws Exception {
        try (Player white = Player.registered(server, "bkW"); Player black = Player.registered(server, "bkB")) {
            long chess = Matches.start(white, black, "chess", Optional.of("4k3/8/8/8/8/8/8/3QK3 w - - 0 1"), Map.of("time", "1+0"));
            play(white, chess, "Qd2");
            play(black, chess, "Kf7");
            CLOCK.advance(Duration.ofSeconds(61));
            assertEquals("1/2-1/2", last(white, chess).result(), "black cannot mate with a bare king");

            long go = Matches.start(white, black, "go", Optional.empty(), Map.of("size", "9", "time", "1+0"));
            play(black, go, "E5");
            play(white, go, "C3");
            CLOCK.advance(Duration.ofSeconds(61));
            assertEquals("W+T", last(black, go).result());
            assertEquals(List.of(), List.copyOf(last(black, go).status().keySet()));
        }
    }
}
