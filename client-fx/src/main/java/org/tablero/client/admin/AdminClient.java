package org.tablero.client.admin;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Function;
import org.tablero.client.net.ServerConnection;
import org.tablero.client.net.ServerErrorException;
import org.tablero.protocol.Admin;
import org.tablero.protocol.AdminAnswer;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.Ok;

/**
 * The administration commands ({@code admin<TAB>action…}) as typed calls over the client's one
 * {@link ServerConnection}; every call returns a future and never blocks its caller. A refusal
 * completes the future with {@link ServerErrorException}, which carries the server's words.
 */
public final class AdminClient {

    /** What the server writes for an empty description or no weights (a wire field cannot be empty). */
    public static final String NONE = "-";

    private final ServerConnection connection;

    public AdminClient(ServerConnection connection) {
        this.connection = Objects.requireNonNull(connection);
    }

    /**
     * Asks for the users: the list when this user is an administrator, empty when the server
     * answers {@code FORBIDDEN} (the protocol has no other way to learn one's role).
     */
    public CompletableFuture<Optional<List<AdminUser>>> probe() {
        return users().handle((users, failure) -> {
            if (failure == null) {
                return Optional.of(users);
            }
            Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
            if (cause instanceof ServerErrorException e && e.code() == ErrorCode.FORBIDDEN) {
                return Optional.empty();
            }
            throw cause instanceof RuntimeException r ? r : new CompletionException(cause);
        });
    }

    public CompletableFuture<List<AdminUser>> users() {
        return listing("listUsers", AdminUser::of);
    }

    public CompletableFuture<Ok> createUser(String nick, String password, String role) {
        return action("createUser", nick, password, role);
    }

    public CompletableFuture<Ok> setRole(String nick, String role) {
        return action("setRole", nick, role);
    }

    public CompletableFuture<Ok> setEnabled(String nick, boolean enabled) {
        return action(enabled ? "enable" : "disable", nick);
    }

    public CompletableFuture<Ok> resetPassword(String nick, String password) {
        return action("resetPassword", nick, password);
    }

    public CompletableFuture<Ok> deleteUser(String nick) {
        return action("deleteUser", nick);
    }

    public CompletableFuture<List<AiProfileRow>> profiles() {
        return listing("listProfiles", AiProfileRow::of);
    }

    /** Creates an AI user; a blank description or weights is sent as {@link #NONE}. */
    public CompletableFuture<Ok> createProfile(String nick, String description, String chain, String weights) {
        return action("createProfile", nick, orNone(description), chain.strip(), orNone(weights));
    }

    public CompletableFuture<Ok> updateProfile(String nick, String description, String chain, String weights) {
        return action("updateProfile", nick, orNone(description), chain.strip(), orNone(weights));
    }

    public CompletableFuture<Ok> cloneProfile(String fromNick, String newNick) {
        return action("cloneProfile", fromNick, newNick);
    }

    public CompletableFuture<List<String>> engineTypes() {
        return listing("engineTypes", row -> row.get(0));
    }

    public CompletableFuture<List<StatRow>> stats() {
        return listing("stats", StatRow::of);
    }

    private static String orNone(String text) {
        return text == null || text.isBlank() ? NONE : text.strip();
    }

    private CompletableFuture<Ok> action(String action, String... args) {
        Admin request;
        try {
            request = Admin.of(action, args);
        } catch (IllegalArgumentException e) {
            // An empty field or a control character cannot go on the wire: refuse like the server would.
            return CompletableFuture.failedFuture(new IllegalArgumentException("Every field is needed, on one line."));
        }
        return connection.request(request, Ok.class);
    }

    private <T> CompletableFuture<List<T>> listing(String action, Function<List<String>, T> row) {
        return connection.request(Admin.of(action), AdminAnswer.class)
                .thenApply(answer -> answer.rows().stream().map(row).toList());
    }
}
