package org.tablero.server.command;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.ErrorResponse;
import org.tablero.protocol.LogOut;
import org.tablero.protocol.Login;
import org.tablero.protocol.LoginAnswer;
import org.tablero.protocol.Ok;
import org.tablero.protocol.Register;
import org.tablero.protocol.Response;
import org.tablero.server.db.DatabaseException;
import org.tablero.server.lobby.Presence;
import org.tablero.server.user.LoginThrottle;
import org.tablero.server.user.User;
import org.tablero.server.user.UserService;

/** register, login and logOut. */
public final class SessionCommands {

    /** The protocol version this server speaks, as {@code login} carries it. */
    public static final String PROTOCOL_VERSION = "1";

    private static final Logger log = LoggerFactory.getLogger(SessionCommands.class);

    private final UserService users;
    private final Presence presence;
    private final boolean registrationOpen;
    private final LoginThrottle throttle;
    private final Consumer<User> warmUp;

    /** @param warmUp loads what the user's polls will read, once logged in (failures are the polls' to report) */
    public SessionCommands(UserService users, Presence presence, boolean registrationOpen, LoginThrottle throttle,
            Consumer<User> warmUp) {
        this.users = users;
        this.presence = presence;
        this.registrationOpen = registrationOpen;
        this.throttle = throttle;
        this.warmUp = warmUp;
    }

    public void register(CommandDispatcher dispatcher) {
        dispatcher.on(Register.class, this::registerUser)
                .on(Login.class, this::login)
                .on(LogOut.class, this::logOut);
    }

    private Response registerUser(Session session, Register r) {
        if (!registrationOpen) {
            return new ErrorResponse(r.command(), ErrorCode.FORBIDDEN, "registration is disabled on this server");
        }
        User user = users.register(r.nick(), r.password(), User.Role.PLAYER);
        log.info("session {}: registered {}", session.id(), user.nick());
        return new Ok(r.command(), List.of(user.nick()));
    }

    private Response login(Session session, Login r) {
        if (!r.version().equals(PROTOCOL_VERSION)) {
            return new LoginAnswer(false, ErrorCode.BAD_VERSION.name());
        }
        if (session.user().isPresent()) {
            return new LoginAnswer(false, "already logged in as " + session.user().get().nick() + "; logOut first");
        }
        Optional<Duration> wait = throttle.waitBefore(r.nick(), session.remoteAddress());
        if (wait.isPresent()) {
            long seconds = Math.max(1, (wait.get().toMillis() + 999) / 1000);
            return new ErrorResponse(r.command(), ErrorCode.RATE_LIMITED, "too many failed logins; retry in " + seconds + " s");
        }
        UserService.LoginResult result = users.login(r.nick(), r.password());
        if (result.user().isEmpty()) {
            if (result.failure() == UserService.LoginFailure.WRONG_CREDENTIALS) {
                throttle.failed(r.nick(), session.remoteAddress());
            }
            log.info("session {}: login refused for {}: {}", session.id(), r.nick(), result.failure());
            return new LoginAnswer(false, result.failure().reason());
        }
        User user = result.user().get();
        throttle.succeeded(r.nick());
        session.logIn(user);
        presence.connected(user.id());
        log.info("session {}: {} logged in", session.id(), user.nick());
        try {
            // A client polls right after logging in: loading its answers now spares a thousand
            // clients logging in together a wave of loads on their first polls.
            warmUp.accept(user);
        } catch (DatabaseException e) {
            log.debug("session {}: nothing loaded ahead of the polls: {}", session.id(), e.getMessage());
        }
        return new LoginAnswer(true, PROTOCOL_VERSION);
    }

    private Response logOut(Session session, LogOut r) {
        leave(session);
        session.requestClose();
        return new Ok(r.command(), List.of());
    }

    /** Ends the session's login, on logOut or when the connection closes. */
    public void leave(Session session) {
        session.user().ifPresent(user -> {
            presence.disconnected(user.id());
            log.info("session {}: {} left", session.id(), user.nick());
        });
        session.logOut();
    }
}
