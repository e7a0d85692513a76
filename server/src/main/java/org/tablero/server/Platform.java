package org.tablero.server;

import java.time.Clock;
import org.tablero.server.challenge.ChallengeRepository;
import org.tablero.server.challenge.ChallengeService;
import org.tablero.server.config.DatabaseConfig;
import org.tablero.server.db.Database;
import org.tablero.server.db.Jdbc;
import org.tablero.server.lobby.LobbyService;
import org.tablero.server.lobby.Presence;
import org.tablero.server.match.DrawService;
import org.tablero.server.match.MatchQueryService;
import org.tablero.server.match.MatchRepository;
import org.tablero.server.match.MoveRepository;
import org.tablero.server.match.PlayService;
import org.tablero.server.match.ScoringService;
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
    private final UserService users;
    private final LobbyService lobby;
    private final ChallengeService challenges;
    private final PlayService play;
    private final DrawService draws;
    private final ScoringService scoring;
    private final MatchQueryService matchQueries;

    public Platform(DatabaseConfig config, PasswordHasher.Cost passwordCost, Clock clock) {
        this.database = config.open();
        Jdbc jdbc = database.jdbc();
        UserRepository userRepository = new UserRepository();
        MatchRepository matchRepository = new MatchRepository();
        MoveRepository moveRepository = new MoveRepository();
        this.users = new UserService(jdbc, userRepository, new PasswordHasher(passwordCost), clock);
        this.lobby = new LobbyService(users, presence);
        this.challenges = new ChallengeService(jdbc, userRepository, new ChallengeRepository(), matchRepository, clock);
        this.play = new PlayService(jdbc, matchRepository, moveRepository, clock);
        this.draws = new DrawService(jdbc, matchRepository, clock);
        this.scoring = new ScoringService(jdbc, matchRepository, moveRepository, clock);
        this.matchQueries = new MatchQueryService(jdbc, matchRepository, moveRepository, clock);
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
        database.close();
    }
}
