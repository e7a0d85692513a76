package org.tablero.client.net;

import java.io.IOException;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.tablero.protocol.ErrorResponse;
import org.tablero.protocol.LogOut;
import org.tablero.protocol.Login;
import org.tablero.protocol.LoginAnswer;
import org.tablero.protocol.Ok;
import org.tablero.protocol.Register;
import org.tablero.protocol.Request;
import org.tablero.protocol.Response;
import javax.net.ssl.SSLContext;
import org.tablero.protocol.client.BlockingClient;

/**
 * The client's one link to the server: requests go out one at a time on a single I/O thread (the
 * protocol is strict request/response), and every call returns a {@link CompletableFuture} so
 * that the JavaFX thread never waits on the network. A lost connection is re-established with
 * growing pauses and the session logged in again; the listener then reloads what it shows.
 */
public final class ServerConnection implements AutoCloseable {

    public static final String PROTOCOL_VERSION = "1";

    private final ScheduledExecutorService io = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "tablero-io");
        t.setDaemon(true);
        return t;
    });
    private final Backoff backoff;
    private final Duration readTimeout;
    private volatile SSLContext tls;
    private volatile ConnectionListener listener = new ConnectionListener() {
        @Override
        public void stateChanged(ConnectionState state, String message) {
        }

        @Override
        public void sessionRestored() {
        }
    };

    // Touched only on the I/O thread.
    private BlockingClient client;
    private Credentials credentials;
    private int reconnectAttempt;
    private volatile ConnectionState state = ConnectionState.DISCONNECTED;

    private record Credentials(String host, int port, String nick, String password) {
    }

    public ServerConnection(Backoff backoff, Duration readTimeout) {
        this.backoff = Objects.requireNonNull(backoff);
        this.readTimeout = Objects.requireNonNull(readTimeout);
    }

    /** A connection with the default back-off (1 s doubling to 30 s) and a 15 s read timeout. */
    public ServerConnection() {
        this(Backoff.DEFAULT, Duration.ofSeconds(15));
    }

    /** Connect over TLS with this context from now on (null: plain TCP). */
    public void useTls(SSLContext context) {
        this.tls = context;
    }

    public void setListener(ConnectionListener listener) {
        this.listener = Objects.requireNonNull(listener);
    }

    public ConnectionState state() {
        return state;
    }

    /** The nick of the logged-in user, as typed at login; null before. */
    public String nick() {
        Credentials c = credentials;
        return c == null ? null : c.nick();
    }

    /**
     * Connects and logs in. Fails with {@link UnreachableServerException} when the server cannot
     * be reached and {@link LoginRefusedException} when it refuses the login.
     */
    public CompletableFuture<Void> login(String host, int port, String nick, String password) {
        return onIo(() -> {
            dropClient();
            credentials = null;
            Credentials c = new Credentials(host, port, nick, password);
            openAndLogin(c);
            credentials = c;
            reconnectAttempt = 0;
            setState(ConnectionState.CONNECTED, "Logged in as " + nick + " on " + host + ":" + port + ".");
            return null;
        });
    }

    /** Creates an account on a connection of its own (registering does not log in). */
    public CompletableFuture<Void> register(String host, int port, String nick, String password) {
        return onIo(() -> {
            Register request = new Register(nick, password);
            try (BlockingClient c = open(host, port)) {
                Response r = c.send(request);
                expect(r, Ok.class);
                return null;
            } catch (IOException e) {
                throw new UnreachableServerException(host, port, e);
            }
        });
    }

    /** Sends a request; an {@code ERROR} answer completes the future with {@link ServerErrorException}. */
    public <T extends Response> CompletableFuture<T> request(Request request, Class<T> answerType) {
        return onIo(() -> expect(exchange(request), answerType));
    }

    /** Logs out and closes the connection; no reconnect follows. */
    public CompletableFuture<Void> logOut() {
        return onIo(() -> {
            credentials = null;
            if (client != null) {
                try {
                    client.send(new LogOut());
                } catch (IOException e) {
                    // Logging out of a connection that is already gone leaves nothing to undo.
                }
            }
            dropClient();
            setState(ConnectionState.DISCONNECTED, "Logged out.");
            return null;
        });
    }

    @Override
    public void close() {
        io.shutdownNow();
        BlockingClient c = client;
        if (c != null) {
            c.close();
        }
    }

    private Response exchange(Request request) {
        if (client == null) {
            throw new ConnectionLostException(state == ConnectionState.RECONNECTING
                    ? "The connection to the server is lost; reconnecting…" : "Not connected.", null);
        }
        try {
            return client.send(request);
        } catch (IOException e) {
            connectionLost(e);
            throw new ConnectionLostException("The connection to the server was lost; reconnecting…", e);
        }
    }

    private void connectionLost(IOException cause) {
        dropClient();
        if (credentials == null) {
            setState(ConnectionState.DISCONNECTED, "Disconnected.");
            return;
        }
        reconnectAttempt = 0;
        setState(ConnectionState.RECONNECTING, "Connection lost (" + cause.getMessage() + "); reconnecting…");
        scheduleReconnect();
    }

    private void scheduleReconnect() {
        Duration delay = backoff.delay(++reconnectAttempt);
        io.schedule(this::reconnect, delay.toMillis(), TimeUnit.MILLISECONDS);
    }

    private void reconnect() {
        Credentials c = credentials;
        if (c == null || client != null) {
            return;
        }
        try {
            openAndLogin(c);
            reconnectAttempt = 0;
            setState(ConnectionState.CONNECTED, "Reconnected to " + c.host() + ":" + c.port() + ".");
            listener.sessionRestored();
        } catch (LoginRefusedException e) {
            credentials = null;
            setState(ConnectionState.DISCONNECTED, "Reconnected, but the server refused the login: " + e.getMessage());
        } catch (RuntimeException e) {
            setState(ConnectionState.RECONNECTING, "Server unreachable; retrying (attempt " + reconnectAttempt + ")…");
            scheduleReconnect();
        }
    }

    private void openAndLogin(Credentials c) {
        BlockingClient opened;
        try {
            opened = open(c.host(), c.port());
        } catch (IOException e) {
            throw new UnreachableServerException(c.host(), c.port(), e);
        }
        try {
            Response r = opened.send(new Login(PROTOCOL_VERSION, c.nick(), c.password()));
            LoginAnswer answer = expect(r, LoginAnswer.class);
            if (!answer.ok()) {
                opened.close();
                throw new LoginRefusedException(answer.detail());
            }
            client = opened;
        } catch (IOException e) {
            opened.close();
            throw new UnreachableServerException(c.host(), c.port(), e);
        }
    }

    private BlockingClient open(String host, int port) throws IOException {
        SSLContext context = tls;
        return context == null ? BlockingClient.connect(host, port, readTimeout)
                : BlockingClient.connectTls(host, port, context, readTimeout);
    }

    private void dropClient() {
        if (client != null) {
            client.close();
            client = null;
        }
    }

    private void setState(ConnectionState newState, String message) {
        state = newState;
        listener.stateChanged(newState, message);
    }

    static <T extends Response> T expect(Response response, Class<T> type) {
        if (response instanceof ErrorResponse error) {
            throw new ServerErrorException(error);
        }
        if (!type.isInstance(response)) {
            throw new IllegalStateException("expected " + type.getSimpleName() + ", the server sent " + response.type());
        }
        return type.cast(response);
    }

    private interface IoTask<T> {
        T run();
    }

    private <T> CompletableFuture<T> onIo(IoTask<T> task) {
        CompletableFuture<T> f = new CompletableFuture<>();
        try {
            io.execute(() -> {
                try {
                    f.complete(task.run());
                } catch (RuntimeException e) {
                    f.completeExceptionally(e);
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException e) {
            f.completeExceptionally(new ConnectionLostException("The client is shutting down.", e));
        }
        return f;
    }
}
