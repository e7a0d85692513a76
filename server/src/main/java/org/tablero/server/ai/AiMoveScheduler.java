package org.tablero.server.ai;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.random.RandomGenerator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tablero.engines.game.GameState;
import org.tablero.engines.spi.RandomEngine;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;
import org.tablero.server.command.ServiceException;
import org.tablero.server.db.Jdbc;
import org.tablero.server.match.GameSetup;
import org.tablero.server.match.MatchEvents;
import org.tablero.server.match.MatchRecord;
import org.tablero.server.match.MatchRepository;
import org.tablero.server.match.MoveRepository;
import org.tablero.server.match.PlayService;
import org.tablero.server.user.User;
import org.tablero.server.user.UserRepository;

/**
 * Plays the moves of AI users. A match that needs an AI move is queued (once) on a bounded pool
 * shared by all games; the move is computed by the profile's chain with a deadline, checked by the
 * rules and stored through the same path as a human's. A sweep of the database every few seconds
 * finds what events missed: a full queue, a server restart, a node that died mid-search.
 */
public final class AiMoveScheduler implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(AiMoveScheduler.class);
    private static final int QUEUE_LIMIT = 1000;

    private final Jdbc jdbc;
    private final MatchRepository matches;
    private final MoveRepository moves;
    private final UserRepository users;
    private final AiEngines engines;
    private final AiClaimRepository claims;
    private final PlayService play;
    private final AiScoring scoring;
    private final Clock clock;
    private final String node;
    private final Runnable onLastResort;
    private final ThreadPoolExecutor jobs;
    private final ExecutorService searches;
    private final ScheduledExecutorService sweeper;
    private final Set<Long> queued = ConcurrentHashMap.newKeySet();
    private final RandomEngine lastResort = new RandomEngine(RandomGenerator.getDefault());

    public AiMoveScheduler(Jdbc jdbc, MatchRepository matches, MoveRepository moves, UserRepository users, AiEngines engines,
            AiClaimRepository claims, PlayService play, AiScoring scoring, Clock clock, int threads, String node,
            Runnable onLastResort) {
        this.onLastResort = onLastResort;
        this.jdbc = jdbc;
        this.matches = matches;
        this.moves = moves;
        this.users = users;
        this.engines = engines;
        this.claims = claims;
        this.play = play;
        this.scoring = scoring;
        this.clock = clock;
        this.node = node;
        this.jobs = new ThreadPoolExecutor(threads, threads, 30, TimeUnit.SECONDS, new ArrayBlockingQueue<>(QUEUE_LIMIT),
                named("tablero-ai"));
        this.searches = Executors.newCachedThreadPool(named("tablero-search"));
        this.sweeper = Executors.newSingleThreadScheduledExecutor(named("tablero-ai-sweep"));
    }

    /** Starts listening to match events and sweeping the database every {@code sweepEvery}. */
    public void start(MatchEvents events, Duration sweepEvery) {
        events.subscribe(this::enqueue);
        sweeper.scheduleWithFixedDelay(this::sweep, 0, sweepEvery.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Matches queued or being played now. */
    public int queueLength() {
        return queued.size();
    }

    void sweep() {
        try {
            jdbc.read(matches::waitingForAi).forEach(this::enqueue);
        } catch (RuntimeException e) {
            log.warn("AI sweep failed: {}", e.getMessage());
        }
    }

    private void enqueue(long matchId) {
        if (!queued.add(matchId)) {
            return;
        }
        try {
            jobs.execute(() -> {
                try {
                    act(matchId);
                } catch (RuntimeException e) {
                    log.error("AI move for match {} failed", matchId, e);
                } finally {
                    queued.remove(matchId);
                }
            });
        } catch (RejectedExecutionException e) {
            queued.remove(matchId);
            log.debug("AI queue full; match {} waits for the next sweep", matchId);
        }
    }

    private void act(long matchId) {
        Optional<MatchRecord> found = jdbc.read(c -> matches.find(c, matchId));
        if (found.isEmpty() || !found.get().inProgress()) {
            return;
        }
        MatchRecord match = found.get();
        if (match.scoring().isPresent()) {
            scoring.answer(match);
            return;
        }
        MatchRecord.Player mover = match.player(match.toMove());
        if (mover.human()) {
            return;
        }
        Optional<AiEngines.AiChain> chain = engines.chainOf(mover.id());
        Duration deadline = chain.map(AiEngines.AiChain::deadline).orElse(Duration.ofSeconds(5));
        Instant now = clock.instant();
        if (!jdbc.read(c -> claims.claim(c, matchId, match.ply(), node, now, now.minus(deadline.multipliedBy(2))))) {
            return;
        }
        GameState game = jdbc.read(c -> GameSetup.replay(match, moves.movesOf(c, matchId)));
        String move = chain.flatMap(ai -> search(ai, game, match)).orElseGet(() -> lastResort(game, match));
        User ai = jdbc.read(c -> users.findById(c, mover.id())).orElseThrow();
        try {
            play.play(ai, matchId, move, Optional.empty());
        } catch (ServiceException stale) {
            // The game moved on while we searched (a resignation, a second node): drop the move.
            log.info("AI {} in match {}: {} not stored: {}", mover.nick(), matchId, move, stale.getMessage());
        }
    }

    /** Runs the chain with its deadline; a chain that overruns is stopped, then abandoned. */
    private Optional<String> search(AiEngines.AiChain ai, GameState game, MatchRecord match) {
        StopSignal stop = new StopSignal();
        Future<Optional<String>> result = searches.submit(() -> ai.chain().chooseMove(game, SearchLimits.none(), stop));
        try {
            return result.get(ai.deadline().toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            stop.stop();
            try {
                return result.get(2, TimeUnit.SECONDS);
            } catch (Exception late) {
                result.cancel(true);
                log.warn("AI in match {}: chain {} ignored its deadline of {}", match.id(), ai.chain().name(), ai.deadline());
                return Optional.empty();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } catch (Exception e) {
            log.warn("AI in match {}: chain {} failed: {}", match.id(), ai.chain().name(), e.toString());
            return Optional.empty();
        }
    }

    private String lastResort(GameState game, MatchRecord match) {
        log.warn("AI in match {}: no engine produced a move; playing a random legal move", match.id());
        onLastResort.run();
        return lastResort.chooseMove(game, SearchLimits.none(), new StopSignal()).orElseThrow();
    }

    private static java.util.concurrent.ThreadFactory named(String prefix) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, prefix + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    @Override
    public void close() {
        sweeper.shutdownNow();
        jobs.shutdownNow();
        searches.shutdownNow();
    }
}
