package org.tablero.server.it;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** A server in a process of its own, which a test can kill as hard as a power cut. */
final class ServerProcess implements AutoCloseable {

    private final Process process;
    private final int port;

    private ServerProcess(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    /** Starts {@link TestServerMain} on the database at {@code jdbcUrl} and waits for its "listening on" line. */
    static ServerProcess start(String jdbcUrl) throws IOException {
        String java = ProcessHandle.current().info().command().orElse("java");
        Process process = new ProcessBuilder(List.of(java, "-cp", System.getProperty("java.class.path"),
                TestServerMain.class.getName(), jdbcUrl))
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        String line;
        while ((line = out.readLine()) != null) {
            if (line.startsWith("listening on ")) {
                return new ServerProcess(process, Integer.parseInt(line.substring("listening on ".length()).strip()));
            }
        }
        process.destroyForcibly();
        throw new IOException("the server process ended before listening");
    }

    int port() {
        return port;
    }

    /** SIGKILL: no shutdown hook runs, nothing is flushed. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
    }

    /** SIGTERM: the server shuts down cleanly; returns its exit code. */
    int terminate() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(20, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return -1;
        }
        return process.exitValue();
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            kill();
        }
    }
}
