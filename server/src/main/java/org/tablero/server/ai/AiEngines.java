package org.tablero.server.ai;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.spi.Engine;
import org.tablero.engines.spi.EngineChain;
import org.tablero.server.db.Jdbc;

/**
 * The engine chain of each AI user, built from its profile and kept until the profile's version
 * changes. Also answers what an AI plays, for challenges and the lobby.
 */
public final class AiEngines implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(AiEngines.class);

    /** A profile's chain with the time it may take for one move, all its engines together. */
    public record AiChain(EngineChain chain, Duration deadline) {
    }

    /** Budget of an engine whose parameters give none; engines stop themselves within it. */
    private static final int DEFAULT_MOVETIME_MS = 1000;
    private static final Duration GRACE = Duration.ofSeconds(2);

    /** A profile is read again at most this often, so polling the lobby does not hit the database per AI. */
    private static final long RECHECK_NANOS = Duration.ofSeconds(2).toNanos();

    private record Built(int version, AiChain chain, long checkedAt) {
    }

    private final Jdbc jdbc;
    private final AiProfileRepository profiles;
    private final EngineRegistry registry;
    private final ConcurrentMap<Long, Built> cache = new ConcurrentHashMap<>();

    public AiEngines(Jdbc jdbc, AiProfileRepository profiles, EngineRegistry registry) {
        this.jdbc = jdbc;
        this.profiles = profiles;
        this.registry = registry;
    }

    /** The chain of an AI user, empty when it has no profile or an empty one. */
    public Optional<AiChain> chainOf(long userId) {
        Built cached = cache.get(userId);
        long now = System.nanoTime();
        if (cached != null && now - cached.checkedAt() < RECHECK_NANOS) {
            return Optional.of(cached.chain());
        }
        Optional<AiProfile> profile = jdbc.read(c -> profiles.find(c, userId));
        if (profile.isEmpty() || profile.get().engines().isEmpty()) {
            Built gone = cache.remove(userId);
            if (gone != null) {
                gone.chain().chain().close();
            }
            return Optional.empty();
        }
        AiProfile p = profile.get();
        try {
            Built built = cache.compute(userId, (id, old) -> {
                if (old != null && old.version() == p.version()) {
                    return new Built(old.version(), old.chain(), now);
                }
                Built fresh = new Built(p.version(), new AiChain(build(p), deadlineOf(p)), now);
                if (old != null) {
                    old.chain().chain().close();
                }
                return fresh;
            });
            return Optional.of(built.chain());
        } catch (IllegalArgumentException e) {
            // A profile this server cannot run (a program not installed here): the AI is unavailable, not broken.
            log.warn("AI {} is unavailable on this server: {}", p.nick(), e.getMessage());
            return Optional.empty();
        }
    }

    /** Whether the AI user can play this game with these options (a challenge to it is then accepted). */
    public boolean accepts(long userId, GameKind game, Map<String, String> options) {
        return chainOf(userId).map(ai -> ai.chain().supports(game, options)).orElse(false);
    }

    /** The games an AI user plays, for the lobby. */
    public List<GameKind> gamesOf(long userId) {
        List<GameKind> games = new ArrayList<>();
        chainOf(userId).ifPresent(ai -> {
            for (GameKind kind : GameKind.values()) {
                if (ai.chain().supports(kind, Map.of())) {
                    games.add(kind);
                }
            }
        });
        return games;
    }

    private EngineChain build(AiProfile profile) {
        List<Engine> engines = new ArrayList<>();
        try {
            for (EngineSpec spec : profile.engines()) {
                engines.add(registry.build(spec, profile.weights()));
            }
        } catch (RuntimeException e) {
            engines.forEach(Engine::close);
            throw e;
        }
        return new EngineChain(engines, (engine, why) -> log.warn("AI {}: engine {} {}", profile.nick(), engine.name(), why));
    }

    private static Duration deadlineOf(AiProfile profile) {
        long ms = profile.engines().stream().mapToLong(e -> e.intParam("movetime", DEFAULT_MOVETIME_MS)).sum();
        return Duration.ofMillis(ms).plus(GRACE);
    }

    @Override
    public void close() {
        cache.values().forEach(b -> b.chain().chain().close());
        cache.clear();
    }
}
