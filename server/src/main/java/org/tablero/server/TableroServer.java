package org.tablero.server;

import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslContextBuilder;
import java.time.Clock;
import java.time.Duration;
import java.util.function.Function;
import org.tablero.server.db.Jdbc;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tablero.server.ai.AiMoveScheduler;
import org.tablero.server.ai.EngineRegistry;
import org.tablero.server.ai.Engines;
import org.tablero.server.cache.CacheSweeper;
import org.tablero.server.command.AdminCommands;
import org.tablero.server.command.ChallengeCommands;
import org.tablero.server.command.CommandDispatcher;
import org.tablero.server.command.LobbyCommands;
import org.tablero.server.command.AnalysisCommands;
import org.tablero.server.command.MatchCommands;
import org.tablero.server.command.SessionCommands;
import org.tablero.server.config.ServerConfig;
import org.tablero.server.net.NettyServer;
import org.tablero.server.user.LoginThrottle;

/** A running server: the platform, the worker pool its commands run on, and the listening socket. */
public final class TableroServer implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(TableroServer.class);
    /** Each connection has at most one command in the pool's queue, so this bounds connections with work waiting. */
    private static final int WORK_QUEUE = 100_000;

    /** How often the database is swept for games waiting for an AI move that no event brought. */
    private static final Duration AI_SWEEP = Duration.ofSeconds(3);

    /** How often the polling caches read what other server nodes changed. */
    private static final Duration CACHE_SWEEP = Duration.ofSeconds(1);

    private final Platform platform;
    private final ThreadPoolExecutor workers;
    private final AiMoveScheduler ai;
    private final CacheSweeper cacheSweeper;
    private final NettyServer net;
    private final AtomicBoolean closed = new AtomicBoolean();

    private TableroServer(Platform platform, ThreadPoolExecutor workers, AiMoveScheduler ai, CacheSweeper cacheSweeper,
            NettyServer net) {
        this.platform = platform;
        this.workers = workers;
        this.ai = ai;
        this.cacheSweeper = cacheSweeper;
        this.net = net;
    }

    public static TableroServer start(ServerConfig config) throws InterruptedException {
        return start(config, Clock.systemUTC());
    }

    public static TableroServer start(ServerConfig config, Clock clock) throws InterruptedException {
        return start(config, clock, Engines::registry);
    }

    /** A server whose AI profiles may name the engine types {@code engineTypes} makes. */
    public static TableroServer start(ServerConfig config, Clock clock, Function<Jdbc, EngineRegistry> engineTypes)
            throws InterruptedException {
        Platform platform = new Platform(config.database(), config.passwordCost(), clock, engineTypes);
        long rulesStart = System.nanoTime();
        org.tablero.server.match.GameSetup.warmUp();
        log.info("game rules ready in {} ms", (System.nanoTime() - rulesStart) / 1_000_000);
        ThreadPoolExecutor workers = workerPool(config.workerThreads());
        // Its first sweep finds nothing cached yet; from then on each compares with the one before.
        CacheSweeper cacheSweeper = new CacheSweeper(CACHE_SWEEP, java.util.List.of(
                () -> platform.matchQueries().sweep(platform.presence()::isOnline),
                () -> platform.challenges().sweep(platform.presence()::isOnline)));
        try {
            SessionCommands sessions = new SessionCommands(platform.users(), platform.presence(), config.registrationOpen(),
                    new LoginThrottle(clock), user -> {
                        platform.matchQueries().warmUp(user);
                        platform.challenges().warmUp(user);
                    });
            CommandDispatcher dispatcher = new CommandDispatcher();
            sessions.register(dispatcher);
            new LobbyCommands(platform.lobby()).register(dispatcher);
            new ChallengeCommands(platform.challenges()).register(dispatcher);
            new MatchCommands(platform.play(), platform.draws(), platform.scoring(), platform.matchQueries(), platform.metrics(),
                    clock)
                    .register(dispatcher);
            new AnalysisCommands(platform.groupAnalysis()).register(dispatcher);
            new AdminCommands(platform.users(), platform.aiAdmin(), platform.engines(), platform.metrics()).register(dispatcher);
            NettyServer net = new NettyServer(config.bindHost(), config.port(), dispatcher, sessions, workers, config.limits(),
                    platform.metrics(), config.tls().map(TableroServer::tlsContext).orElse(null));
            AiMoveScheduler ai = platform.aiScheduler(clock, config.aiThreads(), nodeName());
            platform.metrics().gauge("ai.queue", ai::queueLength);
            platform.metrics().gauge("workers.queue", () -> workers.getQueue().size());
            platform.metrics().gauge("users.online", platform.presence()::onlineUsers);
            platform.metrics().gauge("cache.match_lists", platform.matchQueries()::cachedUsers);
            ai.start(platform.events(), AI_SWEEP);
            log.info("serving on {}:{} with the {}", config.bindHost(), net.port(), config.database().describe());
            return new TableroServer(platform, workers, ai, cacheSweeper, net);
        } catch (InterruptedException | RuntimeException e) {
            cacheSweeper.close();
            workers.shutdownNow();
            platform.close();
            throw e;
        }
    }

    private static ThreadPoolExecutor workerPool(int threads) {
        AtomicInteger n = new AtomicInteger();
        return new ThreadPoolExecutor(threads, threads, 60, TimeUnit.SECONDS, new ArrayBlockingQueue<>(WORK_QUEUE), r -> {
            Thread t = new Thread(r, "tablero-worker-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    private static SslContext tlsContext(ServerConfig.Tls files) {
        try {
            return SslContextBuilder.forServer(files.certificateChain().toFile(), files.privateKey().toFile()).build();
        } catch (javax.net.ssl.SSLException | IllegalArgumentException e) {
            throw new IllegalArgumentException("cannot use the TLS certificate " + files.certificateChain() + " and key "
                    + files.privateKey() + ": " + e.getMessage(), e);
        }
    }

    /** Names this process in ai_claims: host and process id. */
    private static String nodeName() {
        String host;
        try {
            host = java.net.InetAddress.getLocalHost().getHostName();
        } catch (java.io.IOException e) {
            host = "localhost";
        }
        return host + "/" + ProcessHandle.current().pid();
    }

    public int port() {
        return net.port();
    }

    public Platform platform() {
        return platform;
    }

    /**
     * Stops accepting connections, lets the commands already running finish their transactions,
     * then closes the database.
     */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        net.close();
        ai.close();
        cacheSweeper.close();
        workers.shutdown();
        try {
            if (!workers.awaitTermination(10, TimeUnit.SECONDS)) {
                log.warn("commands still running after 10 s; stopping them");
                workers.shutdownNow();
            }
        } catch (InterruptedException e) {
            workers.shutdownNow();
            Thread.currentThread().interrupt();
        }
        platform.close();
        log.info("stopped");
    }
}
