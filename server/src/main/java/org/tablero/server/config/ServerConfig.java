package org.tablero.server.config;

import org.tablero.server.user.PasswordHasher;

/** Everything the server is started with. */
public record ServerConfig(String bindHost, int port, DatabaseConfig database, boolean registrationOpen,
        PasswordHasher.Cost passwordCost, int workerThreads, Limits limits, int aiThreads) {

    public static final int DEFAULT_PORT = 7777;
    public static final int DEFAULT_WORKER_THREADS = 32;
    /** AI searches are CPU-bound: one per core. */
    public static final int DEFAULT_AI_THREADS = Math.max(1, Runtime.getRuntime().availableProcessors());
}
