package org.tablero.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.ErrorResponse;
import org.tablero.protocol.Login;
import org.tablero.protocol.LoginAnswer;
import org.tablero.protocol.Ok;
import org.tablero.protocol.Register;
import org.tablero.protocol.Request;
import org.tablero.protocol.Response;
import org.tablero.protocol.client.BlockingClient;
import org.tablero.server.TableroServer;

/** A test user with a connection to a real server, and assertions on what it is answered. */
public final class Player implements AutoCloseable {

    public static final String PASSWORD = "correct horse";
    private static final AtomicInteger COUNTER = new AtomicInteger();

    private final String nick;
    private final BlockingClient client;

    private Player(String nick, BlockingClient client) {
        this.nick = nick;
        this.client = client;
    }

    /** A nick no other test uses: a prefix, a counter and the process id keep runs and tests apart. */
    public static String uniqueNick(String prefix) {
        String nick = prefix + COUNTER.incrementAndGet() + "_" + Long.toString(ProcessHandle.current().pid() % 46656, 36)
                + Long.toString(System.nanoTime() % 1296, 36);
        return nick.length() <= 20 ? nick : nick.substring(0, 20);
    }

    public static BlockingClient connect(TableroServer server) throws IOException {
        return BlockingClient.connect("127.0.0.1", server.port());
    }

    /** Registers a new user and logs it in on a new connection. */
    public static Player registered(TableroServer server, String prefix) throws IOException {
        String nick = uniqueNick(prefix);
        BlockingClient client = connect(server);
        assertEquals(Ok.of("register", nick), client.send(new Register(nick, PASSWORD)));
        Player player = new Player(nick, client);
        player.login();
        return player;
    }

    /** A logged-in connection of an existing user. */
    public static Player wrap(String nick, BlockingClient client) {
        return new Player(nick, client);
    }

    /** A new administrator (created straight in the database, as the admin CLI does), logged in. */
    public static Player admin(TableroServer server) throws IOException {
        String nick = uniqueNick("adm");
        server.platform().users().register(nick, PASSWORD, org.tablero.server.user.User.Role.ADMIN);
        Player player = new Player(nick, connect(server));
        player.login();
        return player;
    }

    /** The same user on a second connection. */
    public Player secondConnection(TableroServer server) throws IOException {
        Player other = new Player(nick, connect(server));
        other.login();
        return other;
    }

    private void login() throws IOException {
        assertEquals(LoginAnswer.ok("1"), client.send(new Login("1", nick, PASSWORD)));
    }

    public String nick() {
        return nick;
    }

    public BlockingClient client() {
        return client;
    }

    public Response send(Request request) throws IOException {
        return client.send(request);
    }

    public Response sendLine(String line) throws IOException {
        return client.sendLine(line);
    }

    /** Sends and expects {@code OK}; returns the details. */
    public java.util.List<String> ok(Request request) throws IOException {
        Response response = client.send(request);
        return assertInstanceOf(Ok.class, response, () -> request.encode() + " -> " + response).details();
    }

    /** Sends and expects an {@code ERROR} with this code. */
    public ErrorResponse error(Request request, ErrorCode code) throws IOException {
        Response response = client.send(request);
        ErrorResponse error = assertInstanceOf(ErrorResponse.class, response, () -> request.encode() + " -> " + response);
        assertEquals(code, error.code(), () -> request.encode() + " -> " + response);
        assertEquals(request.command(), error.command());
        return error;
    }

    @Override
    public void close() {
        client.close();
    }
}
