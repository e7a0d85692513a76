package org.tablero.engines.external;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.Side;
import org.tablero.engines.go.GoGameRules;
import org.tablero.engines.go.GoGameState;
import org.tablero.engines.go.gtp.GtpClient;
import org.tablero.engines.spi.Engine;
import org.tablero.engines.spi.EngineException;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;

/**
 * A GTP program (GNU Go, another Tablero, …) as an engine of a profile: the game is set up on the
 * program's board and it is asked for {@code genmove}. A program that crashes is started again on
 * the next move; one that does not answer within its deadline is killed; either way the chain
 * moves on to its next engine.
 */
public final class ExternalGtpEngine implements Engine {

    /** Setting up the board costs time of its own before genmove. */
    private static final Duration SETUP_ALLOWANCE = Duration.ofSeconds(5);

    private final List<String> command;
    private final Duration moveTime;
    private final ExecutorService io;
    private GtpClient client;

    public ExternalGtpEngine(List<String> command, Duration moveTime) {
        if (command.isEmpty()) {
            throw new IllegalArgumentException("gtp: the program to run is missing");
        }
        this.command = List.copyOf(command);
        this.moveTime = moveTime;
        this.io = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "gtp-" + command.get(0));
            t.setDaemon(true);
            return t;
        });
    }

    @Override
    public String name() {
        return "gtp:" + command.get(0);
    }

    @Override
    public boolean supports(GameKind game, Map<String, String> options) {
        return game == GameKind.GO;
    }

    @Override
    public synchronized Optional<String> chooseMove(GameState game, SearchLimits limits, StopSignal stop)
            throws EngineException {
        if (!(game instanceof GoGameState go)) {
            return Optional.empty();
        }
        GtpClient program = started();
        Future<String> answer = io.submit(() -> genmove(program, go));
        try {
            String move = answer.get(moveTime.plus(SETUP_ALLOWANCE).toMillis(), TimeUnit.MILLISECONDS).strip();
            if (move.equalsIgnoreCase("resign")) {
                return Optional.empty();
            }
            return Optional.of(move.toUpperCase(Locale.ROOT).equals("PASS") ? "pass" : move.toUpperCase(Locale.ROOT));
        } catch (TimeoutException e) {
            answer.cancel(true);
            discard();
            throw new EngineException(name() + " gave no move within " + moveTime.plus(SETUP_ALLOWANCE).toMillis() + " ms; killed");
        } catch (ExecutionException e) {
            discard();
            throw new EngineException(name() + " failed: " + e.getCause().getMessage(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            discard();
            throw new EngineException(name() + " interrupted");
        }
    }

    /** Replays the game on the program's board and asks for the next move. */
    private static String genmove(GtpClient program, GoGameState go) throws IOException {
        program.sendOk("boardsize " + go.size());
        program.sendOk("clear_board");
        program.sendOk("komi " + go.komi());
        if (go.handicap() >= 2) {
            program.sendOk("fixed_handicap " + go.handicap());
        } else if (!go.initialPosition().equals(emptyBoard(go))) {
            throw new IOException("only the standard start and fixed handicaps can be set up on a GTP program");
        }
        List<String> moves = go.moves();
        for (int i = 0; i < moves.size(); i++) {
            program.sendOk("play " + colour(go.mover(i)) + " " + moves.get(i));
        }
        return program.sendOk("genmove " + colour(go.sideToMove()));
    }

    private static String emptyBoard(GoGameState go) {
        try {
            return GoGameRules.INSTANCE.start(null, Map.of("size", Integer.toString(go.size()))).initialPosition();
        } catch (org.tablero.engines.game.RulesException e) {
            return "";
        }
    }

    private static String colour(Side side) {
        return side == Side.BLACK ? "b" : "w";
    }

    private GtpClient started() throws EngineException {
        if (client == null) {
            try {
                client = new GtpClient(new ArrayList<>(command));
            } catch (IOException e) {
                throw new EngineException(name() + " cannot be started: " + e.getMessage(), e);
            }
        }
        return client;
    }

    private void discard() {
        if (client != null) {
            client.kill();
            client = null;
        }
    }

    @Override
    public synchronized void close() {
        if (client != null) {
            client.close();
            client = null;
        }
        io.shutdownNow();
    }
}
