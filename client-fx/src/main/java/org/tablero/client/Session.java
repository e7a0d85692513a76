package org.tablero.client;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.tablero.client.admin.AdminClient;
import org.tablero.client.model.LobbyModel;
import org.tablero.client.model.MatchModel;
import org.tablero.client.model.MatchesModel;
import org.tablero.client.net.ConnectionListener;
import org.tablero.client.net.ConnectionState;
import org.tablero.client.net.ServerConnection;
import org.tablero.client.poll.PollSink;
import org.tablero.client.poll.Poller;
import org.tablero.protocol.ChallengeAnswer;
import org.tablero.protocol.ChallengesAnswer;
import org.tablero.protocol.ClientPoolAnswer;
import org.tablero.protocol.LastMovementAnswer;
import org.tablero.protocol.MatchesAnswer;
import org.tablero.protocol.RefreshMatches;

/**
 * The logged-in client: the connection, the poller and the models they feed. Network answers
 * arrive on background threads and are applied to the models on the UI executor (the JavaFX
 * thread in the application), so views only ever see the models change on their own thread.
 */
public final class Session implements PollSink, ConnectionListener, AutoCloseable {

    private final ServerConnection connection;
    private final Poller poller;
    private final Executor ui;
    private final AdminClient admin;
    private final LobbyModel lobby = new LobbyModel();
    private final MatchesModel matches = new MatchesModel();
    private final StringProperty message = new SimpleStringProperty("");
    private final ObjectProperty<ConnectionState> state = new SimpleObjectProperty<>(ConnectionState.DISCONNECTED);
    private volatile Consumer<MatchModel> gameOpener = m -> { };
    private volatile Consumer<String> loggedOutHandler = reason -> { };
    private Long openWhenLoaded;

    public Session(ServerConnection connection, ClientOptions options, Executor ui) {
        this.connection = Objects.requireNonNull(connection);
        this.ui = Objects.requireNonNull(ui);
        this.poller = new Poller(connection, options.pollInterval(), this);
        this.admin = new AdminClient(connection);
        connection.setListener(this);
    }

    public ServerConnection connection() {
        return connection;
    }

    /** The administration commands over this session's connection (refused unless the user is an admin). */
    public AdminClient admin() {
        return admin;
    }

    public Poller poller() {
        return poller;
    }

    public LobbyModel lobby() {
        return lobby;
    }

    public MatchesModel matches() {
        return matches;
    }

    public String nick() {
        return connection.nick();
    }

    /** The last message for the status bar. */
    public StringProperty messageProperty() {
        return message;
    }

    public ObjectProperty<ConnectionState> stateProperty() {
        return state;
    }

    /** Who opens a tab for a match (the main window); called on the UI executor. */
    public void setGameOpener(Consumer<MatchModel> opener) {
        this.gameOpener = Objects.requireNonNull(opener);
    }

    /** Called on the UI executor when the session ends without the player asking (re-login refused). */
    public void setLoggedOutHandler(Consumer<String> handler) {
        this.loggedOutHandler = Objects.requireNonNull(handler);
    }

    /** Logs in, loads every match, then starts polling. */
    public CompletableFuture<Void> login(String host, int port, String nick, String password) {
        return connection.login(host, port, nick, password).thenCompose(v -> reloadMatches()).thenRun(poller::start);
    }

    /** Fetches every match in full ({@code refreshMatches}) and applies it. */
    public CompletableFuture<Void> reloadMatches() {
        return connection.request(new RefreshMatches(), MatchesAnswer.class).thenAcceptAsync(answer -> {
            matches.apply(answer);
            if (openWhenLoaded != null) {
                Long id = openWhenLoaded;
                openWhenLoaded = null;
                matches.get(id).ifPresent(gameOpener);
            }
        }, ui);
    }

    /** Opens the tab of a match as soon as the models know it (now, or after the next reload). */
    public void openWhenKnown(long matchId) {
        ui.execute(() -> {
            var known = matches.get(matchId);
            if (known.isPresent()) {
                gameOpener.accept(known.get());
            } else {
                openWhenLoaded = matchId;
                reloadMatches().exceptionally(this::report);
            }
        });
    }

    /** Puts a message on the status bar (from any thread). */
    public void say(String text) {
        ui.execute(() -> message.set(text));
    }

    /** Shows the failure of an action on the status bar; usable as a future's {@code exceptionally}. */
    public Void report(Throwable failure) {
        Throwable t = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
        say(t.getMessage() == null ? t.toString() : t.getMessage());
        return null;
    }

    public CompletableFuture<Void> logOut() {
        poller.stop();
        return connection.logOut();
    }

    @Override
    public void polled(LastMovementAnswer last, ClientPoolAnswer pool, ChallengesAnswer challenges) {
        ui.execute(() -> {
            boolean reload = matches.apply(last);
            lobby.applyPool(pool);
            List<ChallengeAnswer> answers = lobby.applyChallenges(challenges);
            for (ChallengeAnswer a : answers) {
                if (a.accepted()) {
                    message.set(a.opponent() + " accepted your challenge; the game is open.");
                    a.matchId().ifPresent(this::openWhenKnown);
                } else {
                    message.set(a.opponent() + " refused your challenge.");
                }
            }
            if (reload) {
                reloadMatches().exceptionally(this::report);
            }
        });
    }

    @Override
    public void pollFailed(Throwable cause) {
        if (connection.state() == ConnectionState.CONNECTED) {
            report(cause);
        }
    }

    @Override
    public void stateChanged(ConnectionState newState, String text) {
        ui.execute(() -> {
            state.set(newState);
            message.set(text);
            if (newState == ConnectionState.DISCONNECTED && text.contains("refused")) {
                poller.stop();
                loggedOutHandler.accept(text);
            }
        });
    }

    @Override
    public void sessionRestored() {
        reloadMatches().thenRun(() -> say("Reconnected; session and games restored.")).exceptionally(this::report);
    }

    @Override
    public void close() {
        poller.close();
        connection.close();
    }
}
