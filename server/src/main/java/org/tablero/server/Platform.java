package org.tablero.server;

import java.time.Clock;
import java.util.function.Function;
import org.tablero.server.ai.AiAdminService;
import org.tablero.server.ai.AiClaimRepository;
import org.tablero.server.ai.AiEngines;
import org.tablero.server.ai.AiMoveScheduler;
import org.tablero.server.ai.AiProfileRepository;
import org.tablero.server.ai.AiScoring;
import org.tablero.server.ai.EngineRegistry;
import org.tablero.server.ai.Engines;
import org.tablero.server.analysis.GroupAnalysisService;
import org.tablero.server.book.ArchiveRepository;
import org.tablero.server.book.BookRepository;
import org.tablero.server.book.PgnImportService;
import org.tablero.server.challenge.ChallengeRepository;
import org.tablero.server.challenge.ChallengeService;
import org.tablero.server.config.DatabaseConfig;
import org.tablero.server.db.Database;
import org.tablero.server.db.Jdbc;
import org.tablero.server.lobby.LobbyService;
import org.tablero.server.lobby.Presence;
import org.tablero.server.match.DrawService;
import org.tablero.server.match.MatchEvents;
import org.tablero.server.metrics.Metrics;
import org.tablero.server.match.MatchQueryService;
import org.tablero.server.match.MatchRepository;
import org.tablero.server.match.MoveRepository;
import org.tablero.server.match.PlayService;
import org.tablero.server.match.ScoringService;
import org.tablero.server.user.AccountChanges;
import org.tablero.server.user.PasswordHasher;
import org.tablero.server.user.UserRepository;
import org.tablero.server.user.UserService;

/**
 * The composition root of everything but the network: the database, the repositories and the
 * services, wired by constructor. The server and the admin CLI both start from here.
 */
public final class Platform implements AutoCloseable {

    private final Database database;
    private final Presence presence = new Presence();
    private final MatchEvents events = new MatchEvents();
    private final AccountChanges accountChanges = new AccountChanges();
    private final Metrics metrics = new Metrics();
    private final Jdbc jdbc;
    private final UserRepository userRepository = new UserRepository();
    private final MatchRepository matchRepository = new MatchRepository();
    private final MoveRepository moveRepository = new MoveRepository();
    private final AiProfileRepository aiProfiles = new AiProfileRepository();
    private final AiEngines aiEngines;
    private final EngineRegistry engines;
    private final AiAdminService aiAdmin;
    private final BookRepository books = new BookRepository();
    private final ArchiveRepository archive = new ArchiveRepository();
    private final PgnImportService pgnImport;
    private final UserService users;
    private final LobbyService lobby;
    private final ChallengeService challenges;
    private final PlayService play;
    private final DrawService draws;
    private final ScoringService scoring;
    private final MatchQueryService matchQueries;
    private final GroupAnalysisService groupAnalysis;

    public Platform(DatabaseConfig config, PasswordHasher.Cost passwordCost, Clock clock) {
        this(config, passwordCost, clock, Engines::registry);
    }

    /** @param engineTypes the engine types AI profiles may name, built once the database is open */
    public Platform(DatabaseConfig config, PasswordHasher.Cost passwordCost, Clock clock,
            Function<Jdbc, EngineRegistry> engineTypes) {
        this.database = config.open();
        this.jdbc = database.jdbc();
        this.engines = engineTypes.apply(jdbc);
        this.aiEngines = new AiEngines(jdbc, aiProfiles, engines);
        this.aiAdmin = new AiAdminService(jdbc, userRepository, aiProfiles, engines, clock, accountChanges);
        this.pgnImport = new PgnImportService(jdbc, books, archive);
        this.users = new UserService(jdbc, userRepository, new PasswordHasher(passwordCost), clock, accountChanges);
        this.lobby = new LobbyService(users, presence, aiEngines::gamesOf, accountChanges);
        this.challenges = new ChallengeService(jdbc, userRepository, new ChallengeRepository(), matchRepository,
                aiEngines::accepts, events, clock);
        this.play = new PlayService(jdbc, matchRepository, moveRepository, events, clock);
        this.draws = new DrawService(jdbc, matchRepository, events, clock);
        this.scoring = new ScoringService(jdbc, matchRepository, moveRepository, events, clock);
        this.matchQueries = new MatchQueryService(jdbc, matchRepository, moveRepository, play, clock);
        // Subscribed first: a player's list is dropped before anything else hears of the change.
        events.subscribe(matchQueries::matchChanged);
        this.groupAnalysis = GroupAnalysisService.create(jdbc, matchRepository, moveRepository);
    }

    /** The AI move scheduler of this node, not started. */
    public AiMoveScheduler aiScheduler(Clock clock, int threads, String node) {
        AiScoring aiScoring = new AiScoring(jdbc, moveRepository, userRepository, scoring);
        return new AiMoveScheduler(jdbc, matchRepository, moveRepository, userRepository, aiEngines, new AiClaimRepository(),
                play, aiScoring, clock, threads, node, metrics::aiLastResort);
    }

    public GroupAnalysisService groupAnalysis() {
        return groupAnalysis;
    }

    public EngineRegistry engines() {
        return engines;
    }

    public PgnImportService pgnImport() {
        return pgnImport;
    }

    public AiAdminService aiAdmin() {
        return aiAdmin;
    }

    public Metrics metrics() {
        return metrics;
    }

    public MatchEvents events() {
        return events;
    }

    public Jdbc jdbc() {
        return jdbc;
    }

    public Presence presence() {
        return presence;
    }

    public UserService users() {
        return users;
    }

    public LobbyService lobby() {
        return lobby;
    }

    public ChallengeService challenges() {
        return challenges;
    }

    public PlayService play() {
        return play;
    }

    public DrawService draws() {
        return draws;
    }

    public ScoringService scoring() {
        return scoring;
    }

    public MatchQueryService matchQueries() {
        return matchQueries;
    }

    public Database database() {
        return database;
    }

    @Override
    public void close() {
        aiEngines.close();
        database.close();
    }
}
