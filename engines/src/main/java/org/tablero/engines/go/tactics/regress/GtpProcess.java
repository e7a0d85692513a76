package org.tablero.engines.go.tactics.regress;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A GTP engine in a child process, run in the directory of a regression file so that its
 * relative {@code loadsgf} paths work unchanged. Answers are read by a daemon thread so that a
 * command can be abandoned after a time limit (the process is then killed and restarted).
 */
final class GtpProcess implements AutoCloseable {

    /** Marks an answer that did not arrive in time. */
    static final String TIMEOUT = "\u0000timeout";

    private final List<String> command;
    private final File directory;
    private Process process;
    private Writer in;
    private BlockingQueue<String> lines;

    GtpProcess(List<String> command, File directory) throws IOException {
        this.command = command;
        this.directory = directory;
        start();
    }

    private void start() throws IOException {
        process = new ProcessBuilder(command).directory(directory)
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        BlockingQueue<String> queue = new LinkedBlockingQueue<>();
        lines = queue;
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        Thread reader = new Thread(() -> {
            try {
                String line;
                while ((line = out.readLine()) != null) {
                    queue.add(line);
                }
            } catch (IOException e) {
                // the process was killed; the waiting side times out or sees the end marker
            }
            queue.add(TIMEOUT);
        }, "gtp-reader");
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Sends one command line and returns the full answer ("= ..." or "? ...", lines joined by
     * '\n', without the blank terminator), or {@link #TIMEOUT} after {@code millis}; on a timeout
     * or a dead engine the process is restarted, so later commands still run.
     */
    String send(String line, long millis) throws IOException {
        try {
            in.write(line + "\n");
            in.flush();
        } catch (IOException e) {
            restart();
            return TIMEOUT;
        }
        long deadline = System.nanoTime() + millis * 1_000_000L;
        StringBuilder answer = new StringBuilder();
        try {
            while (true) {
                long left = deadline - System.nanoTime();
                String l = left <= 0 ? null : lines.poll(left, TimeUnit.NANOSECONDS);
                if (l == null || l.equals(TIMEOUT)) {
                    restart();
                    return TIMEOUT;
                }
                if (l.isEmpty()) {
                    if (answer.length() > 0) {
                        return answer.toString();
                    }
                    continue;
                }
                if (answer.length() > 0) {
                    answer.append('\n');
                }
                answer.append(l);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }

    private void restart() throws IOException {
        kill();
        start();
    }

    private void kill() {
        process.destroyForcibly();
        try {
            process.waitFor(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        try {
            in.write("quit\n");
            in.flush();
            if (!process.waitFor(2, TimeUnit.SECONDS)) {
                kill();
            }
        } catch (IOException | InterruptedException e) {
            kill();
        }
    }
}
