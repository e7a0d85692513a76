package org.tablero.server.command;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.tablero.protocol.AnswerDraw;
import org.tablero.protocol.AnswerScore;
import org.tablero.protocol.LastMovementAnswer;
import org.tablero.protocol.LastMovementLine;
import org.tablero.protocol.MarkDead;
import org.tablero.protocol.MatchLine;
import org.tablero.protocol.MatchesAnswer;
import org.tablero.protocol.OfferDraw;
import org.tablero.protocol.Ok;
import org.tablero.protocol.PlayedMove;
import org.tablero.protocol.RefreshMatches;
import org.tablero.protocol.RefreshMatchesLastMovement;
import org.tablero.protocol.Resign;
import org.tablero.protocol.Response;
import org.tablero.protocol.SendMovement;
import org.tablero.server.match.DrawService;
import org.tablero.server.match.MatchQueryService;
import org.tablero.server.match.MatchRecord;
import org.tablero.server.match.PlayService;
import org.tablero.server.match.ScoringService;
import org.tablero.server.metrics.Metrics;

/** Playing and following matches: moves, resignation, draws, Go scoring, and the two refresh commands. */
public final class MatchCommands {

    private final PlayService play;
    private final DrawService draws;
    private final ScoringService scoring;
    private final MatchQueryService queries;
    private final Metrics metrics;
    private final Clock clock;

    public MatchCommands(PlayService play, DrawService draws, ScoringService scoring, MatchQueryService queries,
            Metrics metrics, Clock clock) {
        this.clock = clock;
        this.play = play;
        this.draws = draws;
        this.scoring = scoring;
        this.queries = queries;
        this.metrics = metrics;
    }

    public void register(CommandDispatcher dispatcher) {
        dispatcher.on(SendMovement.class, this::sendMovement)
                .on(Resign.class, (s, r) -> ok(r.command(), r.matchId(), play.resign(CommandDispatcher.userOf(s), r.matchId())))
                .on(OfferDraw.class, (s, r) -> ok(r.command(), r.matchId(), draws.offer(CommandDispatcher.userOf(s), r.matchId())))
                .on(AnswerDraw.class, (s, r) -> ok(r.command(), r.matchId(),
                        draws.answer(CommandDispatcher.userOf(s), r.matchId(), r.accepted())))
                .on(MarkDead.class, (s, r) -> ok(r.command(), r.matchId(),
                        scoring.markDead(CommandDispatcher.userOf(s), r.matchId(), r.vertices())))
                .on(AnswerScore.class, (s, r) -> ok(r.command(), r.matchId(),
                        scoring.answer(CommandDispatcher.userOf(s), r.matchId(), r.accepted())))
                .on(RefreshMatches.class, this::refreshMatches)
                .on(RefreshMatchesLastMovement.class, this::refreshLastMovement)
                .atOnce(RefreshMatchesLastMovement.class, (s, r) -> queries.currentMatchesAtOnce(CommandDispatcher.userOf(s))
                        .map(this::lastMovement));
    }

    private Response sendMovement(Session session, SendMovement r) {
        long start = System.nanoTime();
        PlayService.MoveAck ack = play.play(CommandDispatcher.userOf(session), r.matchId(), r.move(), r.positionAfter());
        metrics.moveCommitted(System.nanoTime() - start);
        return new Ok(r.command(), List.of(Long.toString(ack.matchId()), Integer.toString(ack.ply()), ack.move(),
                ack.positionAfter(), ack.result()));
    }

    private static Response ok(String command, long matchId, String result) {
        return new Ok(command, List.of(Long.toString(matchId), result));
    }

    private Response refreshMatches(Session session, RefreshMatches r) {
        Instant now = clock.instant();
        return new MatchesAnswer(queries.currentMatchesWithMoves(CommandDispatcher.userOf(session)).stream()
                .map(mm -> {
                    MatchRecord m = mm.match();
                    List<PlayedMove> moves = mm.moves().stream().map(mv -> new PlayedMove(mv.move(), mv.positionAfter())).toList();
                    return new MatchLine(m.id(), m.game().wireName(), m.white().nick(), m.black().nick(), m.createdAt(), m.result(),
                            m.initialPosition(), moves, MatchStatus.of(m, now));
                })
                .toList());
    }

    private Response refreshLastMovement(Session session, RefreshMatchesLastMovement r) {
        return lastMovement(queries.currentMatches(CommandDispatcher.userOf(session)));
    }

    private Response lastMovement(List<MatchRecord> matches) {
        Instant now = clock.instant();
        return new LastMovementAnswer(matches.stream()
                .map(m -> new LastMovementLine(m.id(), m.game().wireName(), m.white().nick(), m.black().nick(), m.createdAt(),
                        m.result(), m.ply(), m.lastMove(), m.position(), MatchStatus.of(m, now)))
                .toList());
    }
}
