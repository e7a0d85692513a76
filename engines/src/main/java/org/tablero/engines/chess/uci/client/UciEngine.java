package org.tablero.engines.chess.uci.client;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Move;
import org.tablero.engines.chess.format.FenReader;
import org.tablero.engines.chess.format.NotationException;
import org.tablero.engines.chess.format.SanReader;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameState;
import org.tablero.engines.spi.Engine;
import org.tablero.engines.spi.EngineException;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;

/**
 * An external UCI program as an engine of a chain (profile type {@code uci}): the program is
 * started lazily, restarted after a failure, and given the game as start FEN plus moves.
 */
public final class UciEngine implements Engine {

    private static final Duration HANDSHAKE = Duration.ofSeconds(10);
    private final List<String> command;
    private final Map<String, String> options;
    private final long defaultMoveTimeMs;
    private UciClient client;

    /** @param options UCI options sent after the handshake (name → value) */
    public UciEngine(List<String> command, Map<String, String> options, long defaultMoveTimeMs) {
        this.command = List.copyOf(command);
        this.options = Map.copyOf(options);
        this.defaultMoveTimeMs = defaultMoveTimeMs;
    }

    @Override
    public String name() {
        return "uci";
    }

    @Override
    public boolean supports(GameKind game, Map<String, String> options) {
        return game == GameKind.CHESS;
    }

    @Override
    public synchronized Optional<String> chooseMove(GameState game, SearchLimits limits, StopSignal stop)
            throws EngineException {
        if (client == null || !client.isAlive()) {
            client = new UciClient(command, HANDSHAKE);
            for (Map.Entry<String, String> o : options.entrySet()) {
                client.setOption(o.getKey(), o.getValue());
            }
            client.isReady(HANDSHAKE);
        }
        boolean white = game.sideToMove() == org.tablero.engines.game.Side.WHITE;
        String go = goCommand(limits, white, defaultMoveTimeMs);
        long budget = budgetMs(limits, defaultMoveTimeMs);
        try {
            String move = client.bestMove(positionCommand(game), go, Duration.ofMillis(budget + 50),
                    Duration.ofMillis(budget * 2 + 2000), stop::isStopped, line -> { });
            return move.equals("0000") || move.equals("(none)") ? Optional.empty() : Optional.of(move);
        } catch (EngineException e) {
            client.close();
            client = null;
            throw e;
        }
    }

    /** {@code position fen <start> moves <uci...>}, converting the game's SAN moves. */
    public static String positionCommand(GameState game) throws EngineException {
        try {
            Board b = FenReader.read(game.initialPosition());
            StringBuilder sb = new StringBuilder("position fen ").append(game.initialPosition());
            if (!game.moves().isEmpty()) {
                sb.append(" moves");
                for (String san : game.moves()) {
                    int m = SanReader.read(b, san);
                    sb.append(' ').append(Move.toUci(m));
                    b.make(m);
                }
            }
            return sb.toString();
        } catch (NotationException e) {
            throw new EngineException("cannot convert the game to UCI: " + e.getMessage(), e);
        }
    }

    /** The {@code go} command of a budget, for the side to move. */
    public static String goCommand(SearchLimits limits, boolean white, long defaultMoveTimeMs) {
        StringBuilder sb = new StringBuilder("go");
        limits.moveTime().ifPresent(t -> sb.append(" movetime ").append(t.toMillis()));
        limits.remaining().ifPresent(t -> sb.append(white ? " wtime " : " btime ").append(t.toMillis()));
        limits.increment().ifPresent(t -> sb.append(white ? " winc " : " binc ").append(t.toMillis()));
        limits.movesToGo().ifPresent(n -> sb.append(" movestogo ").append(n));
        limits.nodes().ifPresent(n -> sb.append(" nodes ").append(n));
        limits.depth().ifPresent(d -> sb.append(" depth ").append(d));
        if (sb.length() == 2) {
            sb.append(" movetime ").append(defaultMoveTimeMs);
        }
        return sb.toString();
    }

    private static long budgetMs(SearchLimits limits, long defaultMoveTimeMs) {
        if (limits.moveTime().isPresent()) {
            return limits.moveTime().get().toMillis();
        }
        if (limits.remaining().isPresent()) {
            return limits.remaining().get().toMillis();
        }
        if (limits.nodes().isPresent() || limits.depth().isPresent()) {
            return 60_000;
        }
        return defaultMoveTimeMs;
    }

    @Override
    public synchronized void close() {
        if (client != null) {
            client.close();
            client = null;
        }
    }
}
