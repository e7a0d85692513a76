package org.tablero.engines.chess.uci.client;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.BooleanSupplier;
import org.tablero.engines.spi.EngineException;

/**
 * Drives an external UCI program as a subprocess: start and handshake, options, {@code position}
 * and {@code go}, waiting for {@code bestmove} with a timeout, and a kill when it misbehaves.
 */
public final class UciClient implements AutoCloseable {

    private static final String EOF = "\u0000eof";
    private final Process process;
    private final Writer in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final List<String> options = new ArrayList<>();
    private String name = "?";

    /**
     * Starts {@code command} and completes the {@code uci}/{@code isready} handshake.
     *
     * @throws EngineException when the program cannot start or does not answer within {@code timeout}
     */
    public UciClient(List<String> command, Duration timeout) throws EngineException {
        try {
            process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new EngineException("cannot start " + command + ": " + e.getMessage(), e);
        }
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(this::readLines, "uci-client-reader");
        reader.setDaemon(true);
        reader.start();
        try {
            send("uci");
            for (String line : until("uciok", timeout)) {
                if (line.startsWith("id name ")) {
                    name = line.substring(8).trim();
                } else if (line.startsWith("option name ")) {
                    options.add(line);
                }
            }
            isReady(timeout);
        } catch (EngineException e) {
            close();
            throw e;
        }
    }

    private void readLines() {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                lines.add(line);
            }
        } catch (IOException ignored) {
            // The process died; the EOF marker below tells the waiting caller.
        }
        lines.add(EOF);
    }

    /** The engine's {@code id name}. */
    public String name() {
        return name;
    }

    /** The {@code option name ...} lines the engine announced. */
    public List<String> options() {
        return List.copyOf(options);
    }

    public void send(String command) throws EngineException {
        try {
            in.write(command + "\n");
            in.flush();
        } catch (IOException e) {
            throw new EngineException("engine " + name + " closed its input: " + e.getMessage(), e);
        }
    }

    public void setOption(String option, String value) throws EngineException {
        send("setoption name " + option + (value.isEmpty() ? "" : " value " + value));
    }

    public void isReady(Duration timeout) throws EngineException {
        send("isready");
        until("readyok", timeout);
    }

    public void newGame(Duration timeout) throws EngineException {
        send("ucinewgame");
        isReady(timeout);
    }

    /**
     * Sends {@code position} and {@code go} and waits for {@code bestmove}. If {@code stop} turns true
     * or {@code softTimeout} passes, sends {@code stop}; after {@code hardTimeout} gives up.
     *
     * @return the best move in UCI notation ({@code 0000} or {@code (none)} when it has none)
     */
    public String bestMove(String position, String go, Duration softTimeout, Duration hardTimeout,
            BooleanSupplier stop, Consumer<String> info) throws EngineException {
        lines.removeIf(l -> !l.equals(EOF));
        send(position);
        send(go);
        long start = System.nanoTime();
        boolean stopSent = false;
        while (true) {
            long waited = System.nanoTime() - start;
            if (!stopSent && (waited >= softTimeout.toNanos() || stop.getAsBoolean())) {
                send("stop");
                stopSent = true;
            }
            if (waited >= hardTimeout.toNanos()) {
                throw new EngineException("engine " + name + " gave no bestmove within " + hardTimeout.toMillis() + " ms");
            }
            String line = poll(10);
            if (line == null) {
                continue;
            }
            if (line.startsWith("bestmove")) {
                String[] w = line.trim().split("\\s+");
                if (w.length < 2) {
                    throw new EngineException("engine " + name + " sent an empty bestmove");
                }
                return w[1];
            }
            info.accept(line);
        }
    }

    private List<String> until(String token, Duration timeout) throws EngineException {
        List<String> seen = new ArrayList<>();
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            String line = poll(Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
            if (line == null) {
                continue;
            }
            if (line.trim().equals(token)) {
                return seen;
            }
            seen.add(line);
        }
        throw new EngineException("engine " + name + " did not answer '" + token + "' within " + timeout.toMillis() + " ms");
    }

    private String poll(long ms) throws EngineException {
        try {
            String line = lines.poll(ms, TimeUnit.MILLISECONDS);
            if (EOF.equals(line)) {
                lines.add(EOF);
                throw new EngineException("engine " + name + " exited (code "
                        + (process.isAlive() ? "?" : process.exitValue()) + ")");
            }
            return line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineException("interrupted while waiting for " + name, e);
        }
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** Sends {@code quit}, waits a moment, then kills the process if it is still there. */
    @Override
    public void close() {
        try {
            in.write("quit\n");
            in.flush();
        } catch (IOException ignored) {
            // Already gone.
        }
        try {
            if (!process.waitFor(1, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(2, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
