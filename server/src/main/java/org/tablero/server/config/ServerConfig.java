package org.tablero.server.config;

import java.nio.file.Path;
import java.util.Optional;
import org.tablero.server.user.PasswordHasher;

/** Everything the server is started with. */
public record ServerConfig(String bindHost, int port, DatabaseConfig database, boolean registrationOpen,
        PasswordHasher.Cost passwordCost, int workerThreads, Limits limits, int aiThreads, Optional<Tls> tls) {

    /** A certificate chain and its private key, both PEM files, for TLS on the server port. */
    public record Tls(Path certificateChain, Path privateKey) {
    }

    public static final int DEFAULT_PORT = 7777;
    public static final int DEFAULT_WORKER_THREADS = 32;
    /** AI searches are CPU-bound: one per core. */
    public static final int DEFAULT_AI_THREADS = Math.max(1, Runtime.getRuntime().availableProcessors());
}
