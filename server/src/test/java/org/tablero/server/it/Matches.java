package org.tablero.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tablero.protocol.Challenge;
import org.tablero.protocol.ChallengedByAnswer;
import org.tablero.protocol.ColourChoice;
import org.tablero.protocol.LastMovementAnswer;
import org.tablero.protocol.LastMovementLine;
import org.tablero.protocol.MatchLine;
import org.tablero.protocol.MatchesAnswer;
import org.tablero.protocol.RefreshMatches;
import org.tablero.protocol.RefreshMatchesLastMovement;
import org.tablero.protocol.SendMovement;

/** Starting matches and reading them back, for the match tests. */
final class Matches {

    private Matches() {
    }

    /** White challenges black, black accepts; returns the match id. */
    static long start(Player white, Player black, String game, Optional<String> position, Map<String, String> options)
            throws Exception {
        long challenge = Long.parseLong(white.ok(new Challenge(game, black.nick(), ColourChoice.WHITE, position, options)).get(0));
        return Long.parseLong(black.ok(new ChallengedByAnswer(challenge, true)).get(0));
    }

    /** The human (white, so the AI with black moves first in Go) challenges an AI, which accepts at once. */
    static long startAgainstAi(Player human, String ai, String game, Map<String, String> options) throws Exception {
        human.ok(new Challenge(game, ai, ColourChoice.WHITE, Optional.empty(), options));
        var answer = (org.tablero.protocol.ChallengeAnswer) ChallengeProtocolTest.inbox(human).get(0);
        return answer.matchId().orElseThrow(() -> new AssertionError(ai + " refused: " + answer));
    }

    /** Plays a move and checks the acknowledgement; returns its details (matchId ply move position result). */
    static List<String> play(Player p, long matchId, String move) throws Exception {
        List<String> ok = p.ok(new SendMovement(matchId, move, Optional.empty()));
        assertEquals(Long.toString(matchId), ok.get(0));
        return ok;
    }

    static LastMovementLine last(Player p, long matchId) throws Exception {
        return assertInstanceOf(LastMovementAnswer.class, p.send(new RefreshMatchesLastMovement())).matches().stream()
                .filter(m -> m.matchId() == matchId).findFirst().orElseThrow();
    }

    static MatchLine full(Player p, long matchId) throws Exception {
        return assertInstanceOf(MatchesAnswer.class, p.send(new RefreshMatches())).matches().stream()
                .filter(m -> m.matchId() == matchId).findFirst().orElseThrow();
    }

    /** Waits up to 15 s until the match has {@code ply} moves or has ended (for AI replies). */
    static LastMovementLine awaitPly(Player human, long matchId, int ply) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
        while (true) {
            LastMovementLine line = last(human, matchId);
            if (line.ply() >= ply || !line.result().equals("*")) {
                return line;
            }
            assertTrue(System.nanoTime() < deadline, "the AI did not move in time: " + line);
            Thread.sleep(50);
        }
    }
}
