package org.tablero.engines.go.gtp;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Drives an external GTP engine (GNU Go, another Tablero) as a subprocess: sends one command at
 * a time and reads its answer. Used by the differential test and, later, by the server.
 */
public final class GtpClient implements AutoCloseable {

    /** One answer: whether it began with {@code =}, and its text without the marker. */
    public record Response(boolean success, String text) {
    }

    private final Process process;
    private final Writer in;
    private final BufferedReader out;

    /**
     * Starts the program; its standard error is discarded so it cannot block on a full pipe.
     *
     * @throws IOException if the program cannot be started
     */
    public GtpClient(List<String> command) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.redirectError(ProcessBuilder.Redirect.DISCARD);
        process = pb.start();
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    /** Sends a command and returns the answer (success or failure). */
    public Response send(String command) throws IOException {
        in.write(command);
        in.write('\n');
        in.flush();
        String first;
        do {
            first = out.readLine();
            if (first == null) {
                throw new IOException("GTP engine closed its output after: " + command);
            }
        } while (first.isEmpty());
        if (first.charAt(0) != '=' && first.charAt(0) != '?') {
            throw new IOException("not a GTP answer to '" + command + "': " + first);
        }
        StringBuilder text = new StringBuilder(stripMarker(first));
        String line;
        while ((line = out.readLine()) != null && !line.isEmpty()) {
            text.append('\n').append(line);
        }
        return new Response(first.charAt(0) == '=', text.toString().trim());
    }

    /**
     * Sends a command that must succeed.
     *
     * @throws IOException if the engine answers with {@code ?}
     */
    public String sendOk(String command) throws IOException {
        Response r = send(command);
        if (!r.success()) {
            throw new IOException("GTP command '" + command + "' failed: " + r.text());
        }
        return r.text();
    }

    private static String stripMarker(String line) {
        int i = 1;
        while (i < line.length() && Character.isDigit(line.charAt(i))) {
            i++;
        }
        return line.substring(i).trim();
    }

    /** Kills the program at once: for a hung engine whose answer will never come. */
    public void kill() {
        process.destroyForcibly();
    }

    /** Sends {@code quit} and waits briefly; kills the process if it lingers. */
    @Override
    public void close() {
        try {
            if (process.isAlive()) {
                send("quit");
            }
        } catch (IOException e) {
            // The process is gone or broken; destroying it below is all that is left to do.
        }
        try {
            if (!process.waitFor(2, java.util.concurrent.TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
