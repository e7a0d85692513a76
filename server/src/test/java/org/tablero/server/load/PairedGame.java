package org.tablero.server.load;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameRules;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;
import org.tablero.engines.game.Side;
import org.tablero.protocol.Challenge;
import org.tablero.protocol.ChallengedByAnswer;
import org.tablero.protocol.ColourChoice;
import org.tablero.protocol.ErrorResponse;
import org.tablero.protocol.Ok;
import org.tablero.protocol.SendMovement;

/**
 * Two load clients playing chess against each other, game after game: random legal moves, each
 * sent once the previous one is acknowledged. Paced, moves are due at random gaps (uniform, with
 * the given mean) after the previous move was due, so the pair offers its share of a target rate
 * whatever the latency (up to a second of backlog); unpaced, each move follows the previous
 * acknowledgement after a random think (uniform, twice the mean at most).
 */
final class PairedGame {

    private final LoadClient white;
    private final LoadClient black;
    private final String blackNick;
    private final long meanGapNanos;
    private final boolean paced;
    private long due;
    private final LoadReport report;
    private final Queue<LoadGenerator.Ack> acks;
    private final BooleanSupplier running;
    private GameState game;
    private long matchId;

    PairedGame(LoadClient white, LoadClient black, String blackNick, long meanGapNanos, boolean paced, LoadReport report,
            Queue<LoadGenerator.Ack> acks, BooleanSupplier running) {
        this.white = white;
        this.black = black;
        this.blackNick = blackNick;
        this.meanGapNanos = meanGapNanos;
        this.paced = paced;
        this.report = report;
        this.acks = acks;
        this.running = running;
    }

    void start() {
        if (!running.getAsBoolean()) {
            return;
        }
        white.send(new Challenge("chess", blackNick, ColourChoice.WHITE, Optional.empty(), Map.of()), (r, nanos) -> {
            report.command();
            if (!(r instanceof Ok ok)) {
                failed(r);
                return;
            }
            black.send(new ChallengedByAnswer(Long.parseLong(ok.details().get(0)), true), (a, n) -> {
                report.command();
                if (!(a instanceof Ok accepted)) {
                    failed(a);
                    return;
                }
                matchId = Long.parseLong(accepted.details().get(0));
                try {
                    game = GameRules.of(GameKind.CHESS).start(null, Map.of());
                    due = System.nanoTime();
                } catch (RulesException e) {
                    throw new IllegalStateException(e);
                }
                next();
            });
        });
    }

    private void next() {
        if (!running.getAsBoolean()) {
            return;
        }
        if (game.result().isPresent() || game.ply() >= 200) {
            report.gameFinished();
            start();
            return;
        }
        List<String> moves = game.playableMoves();
        String move = moves.get(ThreadLocalRandom.current().nextInt(moves.size()));
        LoadClient mover = game.sideToMove() == Side.WHITE ? white : black;
        long now = System.nanoTime();
        long gap = ThreadLocalRandom.current().nextLong(2 * meanGapNanos + 1);
        due = paced ? Math.max(due, now - TimeUnit.SECONDS.toNanos(1)) + gap : now + gap;
        mover.eventLoop().schedule(() -> sendMove(mover, move), Math.max(0, due - now), TimeUnit.NANOSECONDS);
    }

    private void sendMove(LoadClient mover, String move) {
        report.moveSent();
        mover.send(new SendMovement(matchId, move, Optional.empty()), (r, nanos) -> {
            if (!(r instanceof Ok ok)) {
                failed(r);
                return;
            }
            report.moveCommitted(nanos);
            acks.add(new LoadGenerator.Ack(matchId, Integer.parseInt(ok.details().get(1)), ok.details().get(2)));
            try {
                game = game.play(move);
            } catch (RulesException e) {
                throw new IllegalStateException(e);
            }
            next();
        });
    }

    private void failed(Object r) {
        report.error(r instanceof ErrorResponse e ? e.command() + " " + e.code() : String.valueOf(r));
    }
}
