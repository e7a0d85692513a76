package org.tablero.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tablero.server.it.Matches.last;
import static org.tablero.server.it.Matches.play;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.tablero.protocol.AnswerScore;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.LastMovementLine;
import org.tablero.protocol.MarkDead;
import org.tablero.protocol.OfferDraw;
import org.tablero.protocol.Resign;
import org.tablero.protocol.SendMovement;
import org.tablero.server.TableroServer;

/** Go played end to end over TCP: captures, illegal moves, two passes and the scoring step. */
@ParameterizedClass
@EnumSource(Backend.class)
class GoMatchProtocolTest {

    private static final Map<String, String> NINE = Map.of("size", "9", "komi", "7.5", "rules", "chinese");

    @Parameter
    Backend backend;

    private TableroServer server() {
        return TestServers.server(backend);
    }

    /** In Go the challenger who asks for white gets white; black moves first. */
    private long start(Player white, Player black) throws Exception {
        return Matches.start(white, black, "go", Optional.empty(), NINE);
    }

    @Test
    void aCaptureIsRecordedInThePositionString() throws Exception {
        try (Player white = Player.registered(server(), "gcW"); Player black = Player.registered(server(), "gcB")) {
            long id = start(white, black);
            assertEquals("9/9/9/9/9/9/9/9/9 b - 0 0", last(white, id).positionAfter());
            white.error(new SendMovement(id, "E5", Optional.empty()), ErrorCode.NOT_YOUR_TURN);
            play(black, id, "a2");
            play(white, id, "A1");
            assertEquals(List.of(Long.toString(id), "3", "B1", "9/9/9/9/9/9/9/X8/1X7 w - 1 0", "*"), play(black, id, "B1"));
            white.error(new SendMovement(id, "A1", Optional.empty()), ErrorCode.ILLEGAL_MOVE);
            white.error(new SendMovement(id, "B1", Optional.empty()), ErrorCode.ILLEGAL_MOVE);
            white.error(new SendMovement(id, "I5", Optional.empty()), ErrorCode.ILLEGAL_MOVE);
            white.error(new SendMovement(id, "K5", Optional.empty()), ErrorCode.ILLEGAL_MOVE);
            white.error(new OfferDraw(id), ErrorCode.UNSUPPORTED);
            assertEquals(List.of("A2", "A1", "B1"), Matches.full(white, id).moves().stream().map(m -> m.move()).toList());
        }
    }

    @Test
    void twoPassesOpenTheScoringStepWhichEndsWhenBothAccept() throws Exception {
        try (Player white = Player.registered(server(), "gsW"); Player black = Player.registered(server(), "gsB")) {
            long id = start(white, black);
            play(black, id, "E5");
            white.error(new MarkDead(id, List.of("E5")), ErrorCode.NOT_SCORING);
            play(white, id, "pass");
            play(black, id, "pass");
            LastMovementLine scoring = last(white, id);
            assertEquals("*", scoring.result());
            assertEquals("scoring", scoring.status().get("phase"));
            assertEquals("-", scoring.status().get("dead"), "a lone black stone on an empty board is alive");
            assertEquals("B+73.5", scoring.status().get("score"));

            assertEquals(List.of(Long.toString(id), "B+73.5"), white.ok(new MarkDead(id, List.of())));
            white.error(new MarkDead(id, List.of("A1")), ErrorCode.ILLEGAL_MOVE);
            assertEquals("white", last(black, id).status().get("accepted"));
            assertEquals(List.of(Long.toString(id), "B+73.5"), black.ok(new AnswerScore(id, true)));
            assertEquals("B+73.5", last(white, id).result());
            white.error(new AnswerScore(id, true), ErrorCode.GAME_OVER);
        }
    }

    @Test
    void markingDeadStonesChangesTheScoreAndRefusingResumesPlay() throws Exception {
        try (Player white = Player.registered(server(), "gdW"); Player black = Player.registered(server(), "gdB")) {
            long id = start(white, black);
            play(black, id, "E5");
            play(white, id, "A1");
            play(black, id, "pass");
            play(white, id, "pass");
            assertEquals(List.of(Long.toString(id), "W+88.5"), white.ok(new MarkDead(id, List.of("E5"))));
            assertEquals("E5", last(black, id).status().get("dead"));
            assertEquals(List.of(Long.toString(id), "*"), black.ok(new AnswerScore(id, false)));
            assertTrue(last(black, id).status().isEmpty(), "play resumes");
            play(black, id, "B2");
            assertEquals("*", last(white, id).result());
        }
    }

    @Test
    void resigningAndHandicapFollowSgfConventions() throws Exception {
        try (Player white = Player.registered(server(), "ghW"); Player black = Player.registered(server(), "ghB")) {
            long id = Matches.start(white, black, "go", Optional.empty(), Map.of("size", "9", "handicap", "2"));
            LastMovementLine start = last(black, id);
            assertTrue(start.positionAfter().contains(" w "), "white moves first after handicap: " + start.positionAfter());
            assertEquals(2, start.positionAfter().chars().filter(ch -> ch == 'X').count());
            black.error(new SendMovement(id, "E5", Optional.empty()), ErrorCode.NOT_YOUR_TURN);
            play(white, id, "E5");
            assertEquals(List.of(Long.toString(id), "B+R"), white.ok(new Resign(id)));
        }
    }
}
