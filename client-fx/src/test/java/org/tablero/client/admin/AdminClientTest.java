package org.tablero.client.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.tablero.client.it.TestServer;
import org.tablero.client.net.Backoff;
import org.tablero.client.net.ServerConnection;
import org.tablero.client.net.ServerErrorException;
import org.tablero.protocol.Challenge;
import org.tablero.protocol.ChallengedByAnswer;
import org.tablero.protocol.ColourChoice;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.Ok;
import org.tablero.protocol.client.BlockingClient;

/** The admin commands through the client's connection, against a real in-process server. */
class AdminClientTest {

    private static final String PASSWORD = "secret-123";
    private static TestServer server;
    private ServerConnection connection;
    private AdminClient admin;
    private String root;

    @BeforeAll
    static void startServer() {
        server = TestServer.start();
    }

    @AfterAll
    static void stopServer() {
        server.close();
    }

    @BeforeEach
    void logInAsAdmin() throws Exception {
        root = server.registerAdmin(TestServer.nick("root"), PASSWORD);
        connection = new ServerConnection(new Backoff(Duration.ofMillis(100), Duration.ofMillis(400)), Duration.ofSeconds(10));
        connection.login("127.0.0.1", server.port(), root, PASSWORD).get(20, TimeUnit.SECONDS);
        admin = new AdminClient(connection);
    }

    @AfterEach
    void close() {
        connection.close();
    }

    private static <T> T get(CompletableFuture<T> f) throws Exception {
        return f.get(20, TimeUnit.SECONDS);
    }

    private static ServerErrorException refusal(CompletableFuture<?> f) {
        ExecutionException e = assertThrows(ExecutionException.class, () -> f.get(20, TimeUnit.SECONDS));
        return assertInstanceOf(ServerErrorException.class, e.getCause());
    }

    private AdminUser user(String nick) throws Exception {
        return get(admin.users()).stream().filter(u -> u.nick().equals(nick)).findFirst().orElseThrow();
    }

    @Test
    void theProbeTellsAnAdministratorFromAPlayer() throws Exception {
        Optional<List<AdminUser>> users = get(admin.probe());
        assertTrue(users.isPresent());
        assertTrue(users.get().stream().anyMatch(u -> u.nick().equals(root) && u.admin()));
        String ann = server.register(TestServer.nick("ann"), PASSWORD);
        try (ServerConnection player = new ServerConnection()) {
            player.login("127.0.0.1", server.port(), ann, PASSWORD).get(20, TimeUnit.SECONDS);
            assertEquals(Optional.empty(), get(new AdminClient(player).probe()));
            // Only FORBIDDEN means "not an admin"; other refusals still fail.
            assertEquals(ErrorCode.FORBIDDEN, refusal(new AdminClient(player).stats()).code());
        }
    }

    @Test
    void managesUsers() throws Exception {
        String bob = TestServer.nick("bob");
        assertEquals(List.of("createUser", bob), get(admin.createUser(bob, PASSWORD, "player")).details());
        assertEquals(new AdminUser(bob, "player", true, true), user(bob));
        assertEquals(ErrorCode.TAKEN, refusal(admin.createUser(bob, PASSWORD, "player")).code());
        assertEquals(ErrorCode.MALFORMED, refusal(admin.createUser(TestServer.nick("c"), "short", "player")).code());

        get(admin.setRole(bob, "admin"));
        assertTrue(user(bob).admin());
        get(admin.setEnabled(bob, false));
        assertFalse(user(bob).enabled());
        assertThrows(IllegalStateException.class, () -> server.login(bob, PASSWORD).close());
        get(admin.setEnabled(bob, true));
        get(admin.resetPassword(bob, "another-pass"));
        server.login(bob, "another-pass").close();
        assertEquals(ErrorCode.UNSUPPORTED, refusal(admin.setEnabled(root, false)).code());

        get(admin.deleteUser(bob));
        assertTrue(get(admin.users()).stream().noneMatch(u -> u.nick().equals(bob)));
    }

    @Test
    void aUserWithGamesIsNotDeleted() throws Exception {
        String ann = server.register(TestServer.nick("ann"), PASSWORD);
        String bob = server.register(TestServer.nick("bob"), PASSWORD);
        try (BlockingClient a = server.login(ann, PASSWORD); BlockingClient b = server.login(bob, PASSWORD)) {
            Ok challenged = (Ok) a.send(new Challenge("chess", bob, ColourChoice.WHITE, Optional.empty(), Map.of()));
            assertInstanceOf(Ok.class, b.send(new ChallengedByAnswer(Long.parseLong(challenged.details().get(0)), true)));
        }
        ServerErrorException e = refusal(admin.deleteUser(ann));
        assertEquals(ErrorCode.UNSUPPORTED, e.code());
        assertTrue(e.getMessage().contains("disable"), e.getMessage());
        assertTrue(user(ann).enabled());
    }

    @Test
    void managesAiProfilesAndRefusesUnknownEngines() throws Exception {
        assertTrue(get(admin.engineTypes()).contains("random"));
        String rnd = TestServer.nick("rnd");
        get(admin.createProfile(rnd, "  ", "random", ""));
        AiProfileRow created = get(admin.profiles()).stream().filter(p -> p.nick().equals(rnd)).findFirst().orElseThrow();
        assertEquals(new AiProfileRow(rnd, AdminClient.NONE, "random", AdminClient.NONE), created);
        assertFalse(user(rnd).human());

        ServerErrorException e = refusal(admin.updateProfile(rnd, "teleports", "teleport", ""));
        assertEquals(ErrorCode.MALFORMED, e.code());
        assertTrue(e.getMessage().contains("teleport"), e.getMessage());
        assertTrue(get(admin.profiles()).contains(created), "a refused update changes nothing");

        get(admin.updateProfile(rnd, "Moves at random", "random(movetime=100)", ""));
        AiProfileRow updated = get(admin.profiles()).stream().filter(p -> p.nick().equals(rnd)).findFirst().orElseThrow();
        assertEquals("Moves at random", updated.description());
        assertTrue(updated.chain().contains("movetime=100"), updated.chain());

        String copy = TestServer.nick("copy");
        assertEquals(List.of("cloneProfile", copy), get(admin.cloneProfile(rnd, copy)).details());
        assertTrue(get(admin.profiles()).stream().anyMatch(p -> p.nick().equals(copy) && p.chain().equals(updated.chain())));
        // An empty field cannot go on the wire: refused before sending.
        ExecutionException empty = assertThrows(ExecutionException.class, () -> admin.cloneProfile(rnd, "").get(5, TimeUnit.SECONDS));
        assertInstanceOf(IllegalArgumentException.class, empty.getCause());
    }

    @Test
    void readsTheServersCounters() throws Exception {
        List<StatRow> stats = get(admin.stats());
        StatRow online = stats.stream().filter(s -> s.name().equals("users.online")).findFirst().orElseThrow();
        assertTrue(Integer.parseInt(online.value()) >= 1, online.toString());
        assertTrue(stats.stream().anyMatch(s -> s.name().equals("commands.admin")), stats.toString());
    }
}
