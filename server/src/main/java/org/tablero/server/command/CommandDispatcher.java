package org.tablero.server.command;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.ErrorResponse;
import org.tablero.protocol.Login;
import org.tablero.protocol.ProtocolError;
import org.tablero.protocol.Register;
import org.tablero.protocol.Request;
import org.tablero.protocol.Response;
import org.tablero.server.db.DatabaseException;
import org.tablero.server.user.User;

/**
 * Routes each request to the command that handles it and turns every failure into the
 * {@code ERROR} line the contract asks for. Runs on worker threads, never on an event loop.
 */
public final class CommandDispatcher {

    private static final Logger log = LoggerFactory.getLogger(CommandDispatcher.class);
    private static final Set<Class<? extends Request>> OPEN_BEFORE_LOGIN = Set.of(Register.class, Login.class);

    /** Handles one request type for a logged-in user (or for anyone, for register and login). */
    @FunctionalInterface
    public interface Handler<T extends Request> {
        Response handle(Session session, T request);
    }

    /**
     * Answers a request from memory if it can, without waiting for anything (no database, no lock
     * held by a slow holder): run on a connection's event loop, it must return at once, empty
     * when the request has to go to the worker pool.
     */
    @FunctionalInterface
    public interface AtOnce<T extends Request> {
        Optional<Response> answer(Session session, T request);
    }

    private final Map<Class<?>, Handler<?>> handlers = new HashMap<>();
    private final Map<Class<?>, AtOnce<?>> atOnce = new HashMap<>();

    public <T extends Request> CommandDispatcher on(Class<T> type, Handler<T> handler) {
        if (handlers.putIfAbsent(type, handler) != null) {
            throw new IllegalStateException("two handlers for " + type.getSimpleName());
        }
        return this;
    }

    /** Lets {@code type} be answered at once when {@code answer} can; it has a full handler too. */
    public <T extends Request> CommandDispatcher atOnce(Class<T> type, AtOnce<T> answer) {
        if (atOnce.putIfAbsent(type, answer) != null) {
            throw new IllegalStateException("two at-once answers for " + type.getSimpleName());
        }
        return this;
    }

    /**
     * The answer to a request of a logged-in session if it can be given without waiting; empty
     * otherwise (the request then goes to {@link #dispatch}). Never throws for a request's sake.
     */
    public Optional<Response> answerAtOnce(Session session, Object message) {
        if (!(message instanceof Request request) || session.user().isEmpty()) {
            return Optional.empty();
        }
        @SuppressWarnings("unchecked")
        AtOnce<Request> answer = (AtOnce<Request>) atOnce.get(request.getClass());
        if (answer == null) {
            return Optional.empty();
        }
        try {
            return answer.answer(session, request);
        } catch (RuntimeException e) {
            log.warn("session {}: the at-once answer to {} failed; the worker pool answers it", session.id(), request.command(), e);
            return Optional.empty();
        }
    }

    /** The response to a line that could not be parsed. */
    public Response dispatch(Session session, ProtocolError error) {
        return new ErrorResponse(error.command(), error.code(), error.message());
    }

    public Response dispatch(Session session, Request request) {
        if (session.user().isEmpty() && !OPEN_BEFORE_LOGIN.contains(request.getClass())) {
            return new ErrorResponse(request.command(), ErrorCode.NOT_LOGGED_IN, "log in first");
        }
        @SuppressWarnings("unchecked")
        Handler<Request> handler = (Handler<Request>) handlers.get(request.getClass());
        if (handler == null) {
            return new ErrorResponse(request.command(), ErrorCode.UNSUPPORTED, request.command() + " is not offered by this server");
        }
        try {
            return handler.handle(session, request);
        } catch (ServiceException e) {
            return new ErrorResponse(request.command(), e.code(), e.getMessage());
        } catch (DatabaseException e) {
            log.warn("session {}: database failure in {}: {}", session.id(), request.command(), e.getMessage());
            return new ErrorResponse(request.command(), ErrorCode.INTERNAL, "the database is unavailable; try again");
        } catch (RuntimeException e) {
            log.error("session {}: {} failed", session.id(), request.command(), e);
            return new ErrorResponse(request.command(), ErrorCode.INTERNAL, "internal error");
        }
    }

    /** The user of a session that passed the login check. */
    public static User userOf(Session session) {
        return session.user().orElseThrow(() -> new ServiceException(ErrorCode.NOT_LOGGED_IN, "log in first"));
    }
}
