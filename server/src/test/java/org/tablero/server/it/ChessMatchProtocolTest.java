package org.tablero.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tablero.server.it.Matches.last;
import static org.tablero.server.it.Matches.play;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.tablero.engines.game.GameRules;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameState;
import org.tablero.protocol.AnswerDraw;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.LastMovementLine;
import org.tablero.protocol.MatchLine;
import org.tablero.protocol.OfferDraw;
import org.tablero.protocol.PlayedMove;
import org.tablero.protocol.Resign;
import org.tablero.protocol.SendMovement;
import org.tablero.server.TableroServer;

/** Chess played end to end over TCP: moves validated by the shared rules, every way a game ends. */
@ParameterizedClass
@EnumSource(Backend.class)
class ChessMatchProtocolTest {

    @Parameter
    Backend backend;

    private TableroServer server() {
        return TestServers.server(backend);
    }

    @Test
    void foolsMateEndsTheGameAndEverythingIsReportedInSan() throws Exception {
        try (Player white = Player.registered(server(), "fmW"); Player black = Player.registered(server(), "fmB")) {
            long id = Matches.start(white, black, "chess", Optional.empty(), Map.of());
            assertEquals(List.of(Long.toString(id), "1", "f3", "rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1", "*"),
                    play(white, id, "f2f3"));
            play(black, id, "e5");
            play(white, id, "g4");
            String mate = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
            assertEquals(List.of(Long.toString(id), "4", "Qh4#", mate, "0-1"), play(black, id, "Qh4"));

            white.error(new SendMovement(id, "a3", Optional.empty()), ErrorCode.GAME_OVER);
            LastMovementLine last = last(white, id);
            assertEquals(new LastMovementLine(id, "chess", white.nick(), black.nick(), last.created(), "0-1", 4,
                    Optional.of("Qh4#"), mate, Map.of()), last);

            MatchLine full = Matches.full(black, id);
            GameState expected = replay("f3", "e5", "g4", "Qh4#");
            assertEquals(List.of("f3", "e5", "g4", "Qh4#"), full.moves().stream().map(PlayedMove::move).toList());
            assertEquals(expected.position(), full.moves().get(3).positionAfter());
            assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", full.initialPosition());
            assertEquals("0-1", full.result());
        }
    }

    @Test
    void wrongMovesAreRefusedAndNothingIsRecorded() throws Exception {
        try (Player white = Player.registered(server(), "wmW"); Player black = Player.registered(server(), "wmB");
                Player eve = Player.registered(server(), "wmE")) {
            long id = Matches.start(white, black, "chess", Optional.empty(), Map.of());
            black.error(new SendMovement(id, "e5", Optional.empty()), ErrorCode.NOT_YOUR_TURN);
            eve.error(new SendMovement(id, "e4", Optional.empty()), ErrorCode.NOT_YOUR_MATCH);
            white.error(new SendMovement(Long.MAX_VALUE, "e4", Optional.empty()), ErrorCode.NO_SUCH_MATCH);
            white.error(new SendMovement(id, "e5", Optional.empty()), ErrorCode.ILLEGAL_MOVE);
            white.error(new SendMovement(id, "Ke2", Optional.empty()), ErrorCode.ILLEGAL_MOVE);
            white.error(new SendMovement(id, "zz9", Optional.empty()), ErrorCode.ILLEGAL_MOVE);
            white.error(new SendMovement(id, "e4", Optional.of("8/8/8/8/8/8/8/8 w - - 0 1")), ErrorCode.POSITION_MISMATCH);
            assertEquals(0, last(white, id).ply());

            String afterE4 = replay("e4").position();
            assertEquals(List.of(Long.toString(id), "1", "e4", afterE4, "*"),
                    white.ok(new SendMovement(id, "e2e4", Optional.of(afterE4))));
            eve.error(new Resign(id), ErrorCode.NOT_YOUR_MATCH);
            eve.error(new OfferDraw(id), ErrorCode.NOT_YOUR_MATCH);
            assertEquals(1, last(black, id).ply());
        }
    }

    @Test
    void castlingIsAcceptedWithZerosAndRecordedWithLetters() throws Exception {
        String fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        try (Player white = Player.registered(server(), "caW"); Player black = Player.registered(server(), "caB")) {
            long id = Matches.start(white, black, "chess", Optional.of(fen), Map.of());
            assertEquals("O-O", play(white, id, "0-0").get(2));
            assertEquals("O-O-O", play(black, id, "e8c8").get(2));
        }
    }

    @Test
    void resigningGivesTheOpponentTheGame() throws Exception {
        try (Player white = Player.registered(server(), "rsW"); Player black = Player.registered(server(), "rsB")) {
            long id = Matches.start(white, black, "chess", Optional.empty(), Map.of());
            assertEquals(List.of(Long.toString(id), "0-1"), white.ok(new Resign(id)));
            black.error(new Resign(id), ErrorCode.GAME_OVER);
            assertEquals("0-1", last(black, id).result());
        }
    }

    @Test
    void drawOffersStandUntilAnsweredOrPlayedOver() throws Exception {
        try (Player white = Player.registered(server(), "drW"); Player black = Player.registered(server(), "drB")) {
            long id = Matches.start(white, black, "chess", Optional.empty(), Map.of());
            black.error(new AnswerDraw(id, true), ErrorCode.NO_SUCH_OFFER);
            assertEquals(List.of(Long.toString(id), "*"), white.ok(new OfferDraw(id)));
            assertEquals(Map.of("drawOffer", "white"), last(black, id).status());
            white.error(new AnswerDraw(id, true), ErrorCode.NO_SUCH_OFFER);
            assertEquals(List.of(Long.toString(id), "*"), black.ok(new AnswerDraw(id, false)));
            assertEquals(Map.of(), last(black, id).status());

            white.ok(new OfferDraw(id));
            play(white, id, "e4");
            assertEquals(Map.of("drawOffer", "white"), last(black, id).status(), "the offerer's own move keeps the offer");
            play(black, id, "e5");
            assertEquals(Map.of(), last(black, id).status(), "the offer lapses when answered by a move");

            black.ok(new OfferDraw(id));
            assertEquals(List.of(Long.toString(id), "1/2-1/2"), white.ok(new OfferDraw(id)), "offering back agrees");
            assertEquals("1/2-1/2", last(white, id).result());
        }
    }

    @Test
    void stalemateAndRepetitionEndTheGameAsADraw() throws Exception {
        try (Player white = Player.registered(server(), "stW"); Player black = Player.registered(server(), "stB")) {
            long stale = Matches.start(white, black, "chess", Optional.of("k7/8/1Q6/8/8/8/8/7K w - - 0 1"), Map.of());
            assertEquals("1/2-1/2", play(white, stale, "Qc7").get(4));

            long rep = Matches.start(white, black, "chess", Optional.empty(), Map.of());
            List<String> cycle = List.of("Nf3", "Nf6", "Ng1", "Ng8");
            for (int i = 0; i < 7; i++) {
                assertEquals("*", play(i % 2 == 0 ? white : black, rep, cycle.get(i % 4)).get(4));
            }
            assertEquals("1/2-1/2", play(black, rep, "Ng8").get(4), "the start position a third time");
        }
    }

    private static GameState replay(String... moves) throws Exception {
        GameState state = GameRules.of(GameKind.CHESS).start(null, Map.of());
        for (String move : moves) {
            state = state.play(move);
        }
        return state;
    }
}
