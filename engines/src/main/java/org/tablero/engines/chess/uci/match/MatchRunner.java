package org.tablero.engines.chess.uci.match;

import java.time.Duration;
import java.util.List;
import org.tablero.engines.chess.uci.client.UciClient;
import org.tablero.engines.chess.uci.client.UciEngine;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;
import org.tablero.engines.game.Side;
import org.tablero.engines.spi.EngineException;

/**
 * Plays games between two UCI programs with clocks, adjudicated by our own chess rules: mate,
 * stalemate, repetition, fifty moves and insufficient material end a game; an illegal move,
 * a crash or a flag fall loses it; a game still going after {@code maxPlies} is a draw.
 */
public final class MatchRunner {

    /** A game's outcome for the first engine, and why. */
    public record GameOutcome(String resultForFirst, String pgnResult, String reason, int plies) {
    }

    private final UciClient first;
    private final UciClient second;
    private final long baseMs;
    private final long incMs;
    private final int maxPlies;
    /** Lag a GUI tolerates past the clock before calling a flag fall (process scheduling on 2 cores). */
    private final long flagToleranceMs;
    /**
     * When positive, every move is searched to this many nodes instead of on clocks: the games then
     * do not depend on the machine's speed or load, which is what comparing two evaluations of one
     * engine needs.
     */
    private final long nodesPerMove;

    public MatchRunner(UciClient first, UciClient second, long baseMs, long incMs, long nodesPerMove, int maxPlies,
            long flagToleranceMs) {
        this.first = first;
        this.second = second;
        this.baseMs = baseMs;
        this.incMs = incMs;
        this.nodesPerMove = nodesPerMove;
        this.maxPlies = maxPlies;
        this.flagToleranceMs = flagToleranceMs;
    }

    /** Plays one game from the opening line; {@code firstIsWhite} gives the colours. */
    public GameOutcome play(String opening, boolean firstIsWhite) throws EngineException {
        GameState game;
        try {
            game = Openings.replay(opening);
        } catch (RulesException e) {
            throw new IllegalArgumentException("bad opening line '" + opening + "': " + e.getMessage());
        }
        first.newGame(Duration.ofSeconds(10));
        second.newGame(Duration.ofSeconds(10));
        long[] clock = {baseMs, baseMs};
        while (game.result().isEmpty()) {
            if (game.ply() >= maxPlies) {
                return outcome("1/2-1/2", "move limit", firstIsWhite, game.ply());
            }
            boolean whiteToMove = game.sideToMove() == Side.WHITE;
            int mover = whiteToMove ? 0 : 1;
            UciClient engine = whiteToMove == firstIsWhite ? first : second;
            String go = nodesPerMove > 0 ? "go nodes " + nodesPerMove
                    : "go wtime " + clock[0] + " btime " + clock[1] + " winc " + incMs + " binc " + incMs;
            long allowed = nodesPerMove > 0 ? 60_000 : clock[mover] + flagToleranceMs;
            long t0 = System.nanoTime();
            String move;
            try {
                move = engine.bestMove(UciEngine.positionCommand(game), go, Duration.ofMillis(allowed),
                        Duration.ofMillis(allowed + 5000), () -> false, line -> { });
            } catch (EngineException e) {
                return outcome(whiteToMove ? "0-1" : "1-0", engine.name() + " failed: " + e.getMessage(), firstIsWhite, game.ply());
            }
            long used = (System.nanoTime() - t0) / 1_000_000;
            long left = clock[mover];
            clock[mover] -= used;
            if (nodesPerMove <= 0 && clock[mover] < -flagToleranceMs) {
                return outcome(whiteToMove ? "0-1" : "1-0", engine.name() + " lost on time (took " + used + " ms with "
                        + left + " ms left)", firstIsWhite, game.ply());
            }
            clock[mover] = Math.max(clock[mover], 0) + incMs;
            try {
                game = game.play(move);
            } catch (RulesException e) {
                return outcome(whiteToMove ? "0-1" : "1-0", engine.name() + " played an illegal move " + move, firstIsWhite, game.ply());
            }
        }
        return outcome(game.result().get(), game.endReason().orElse("rules"), firstIsWhite, game.ply());
    }

    private static GameOutcome outcome(String pgn, String reason, boolean firstIsWhite, int plies) {
        String r = switch (pgn) {
            case "1-0" -> firstIsWhite ? "win" : "loss";
            case "0-1" -> firstIsWhite ? "loss" : "win";
            default -> "draw";
        };
        return new GameOutcome(r, pgn, reason, plies);
    }

    /** Both engines' commands for logs. */
    public List<String> names() {
        return List.of(first.name(), second.name());
    }
}
