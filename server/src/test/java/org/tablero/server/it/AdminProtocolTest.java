package org.tablero.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.tablero.protocol.Admin;
import org.tablero.protocol.AdminAnswer;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.Login;
import org.tablero.protocol.LoginAnswer;
import org.tablero.protocol.client.BlockingClient;
import org.tablero.server.TableroServer;

/** The admin protocol commands: users and AI profiles, refused to non-admins and when they would break something. */
@ParameterizedClass
@EnumSource(Backend.class)
class AdminProtocolTest {

    @Parameter
    Backend backend;

    private TableroServer server() {
        return TestServers.server(backend);
    }

    @Test
    void onlyAdministratorsMayAdminister() throws Exception {
        try (Player p = Player.registered(server(), "nonAdm")) {
            p.error(Admin.of("listUsers"), ErrorCode.FORBIDDEN);
            p.error(Admin.of("createUser", "mallory", "password1", "admin"), ErrorCode.FORBIDDEN);
        }
    }

    @Test
    void usersAreCreatedChangedDisabledAndDeleted() throws Exception {
        try (Player admin = Player.admin(server())) {
            String nick = Player.uniqueNick("mgd");
            assertEquals(List.of("createUser", nick), admin.ok(Admin.of("createUser", nick, "first-pass", "player")));
            admin.error(Admin.of("createUser", nick, "first-pass", "player"), ErrorCode.TAKEN);
            admin.error(Admin.of("createUser", Player.uniqueNick("x"), "first-pass", "emperor"), ErrorCode.MALFORMED);
            admin.error(Admin.of("createUser", "bad nick", "first-pass", "player"), ErrorCode.MALFORMED);
            assertTrue(rows(admin, "listUsers").contains(List.of(nick, "player", "human", "enabled")));

            assertEquals(LoginAnswer.ok("1"), login(nick, "first-pass"));
            admin.ok(Admin.of("resetPassword", nick, "second-pass"));
            assertEquals(LoginAnswer.wrong("wrong nick or password"), login(nick, "first-pass"));
            assertEquals(LoginAnswer.ok("1"), login(nick, "second-pass"));

            admin.ok(Admin.of("disable", nick));
            assertEquals(LoginAnswer.wrong("account disabled"), login(nick, "second-pass"));
            admin.ok(Admin.of("enable", nick));
            admin.ok(Admin.of("setRole", nick, "admin"));
            assertTrue(rows(admin, "listUsers").contains(List.of(nick, "admin", "human", "enabled")));

            admin.error(Admin.of("disable", admin.nick()), ErrorCode.UNSUPPORTED);
            admin.error(Admin.of("setRole", admin.nick(), "player"), ErrorCode.UNSUPPORTED);
            admin.error(Admin.of("deleteUser", Player.uniqueNick("ghost")), ErrorCode.NO_SUCH_USER);
            admin.ok(Admin.of("deleteUser", nick));
            assertEquals(LoginAnswer.wrong("wrong nick or password"), login(nick, "second-pass"));
        }
    }

    @Test
    void aUserWithGamesIsNeverDeleted() throws Exception {
        try (Player admin = Player.admin(server()); Player a = Player.registered(server(), "gmA");
                Player b = Player.registered(server(), "gmB")) {
            Matches.start(a, b, "chess", Optional.empty(), Map.of());
            admin.error(Admin.of("deleteUser", a.nick()), ErrorCode.UNSUPPORTED);
        }
    }

    @Test
    void profilesAreValidatedBeforeTheyAreStored() throws Exception {
        try (Player admin = Player.admin(server())) {
            String ai = Player.uniqueNick("bot");
            admin.error(Admin.of("createProfile", ai, "bad", "teleport(depth=3)", "-"), ErrorCode.MALFORMED);
            admin.error(Admin.of("createProfile", ai, "bad", "random", "material=lots"), ErrorCode.MALFORMED);
            admin.error(Admin.of("createProfile", ai, "bad", "random(", "-"), ErrorCode.MALFORMED);
            admin.error(Admin.of("createProfile", ai, "bad", "random(depht=3)", "-"), ErrorCode.MALFORMED);
            admin.error(Admin.of("createProfile", ai, "bad", "gtp(command=/no/such/gnugo)", "-"), ErrorCode.MALFORMED);
            assertEquals(List.of("createProfile", ai), admin.ok(Admin.of("createProfile", ai, "Plays at random", "random", "material=1")));
            assertTrue(rows(admin, "listProfiles").contains(List.of(ai, "Plays at random", "random", "material=1.0")));
            admin.ok(Admin.of("updateProfile", ai, "Still random", "random(movetime=100)", "-"));
            assertTrue(rows(admin, "listProfiles").contains(List.of(ai, "Still random", "random(movetime=100)", "-")));
            String copy = Player.uniqueNick("bot");
            admin.ok(Admin.of("cloneProfile", ai, copy));
            assertTrue(rows(admin, "listProfiles").contains(List.of(copy, "Still random", "random(movetime=100)", "-")));
            assertTrue(rows(admin, "listUsers").contains(List.of(copy, "player", "ai", "enabled")));
            admin.error(Admin.of("cloneProfile", admin.nick(), Player.uniqueNick("bot")), ErrorCode.NO_SUCH_USER);
            assertTrue(rows(admin, "engineTypes").contains(List.of("random")));
            admin.error(Admin.of("teleport"), ErrorCode.UNSUPPORTED);
            Map<String, String> stats = new java.util.HashMap<>();
            rows(admin, "stats").forEach(row -> stats.put(row.get(0), row.get(1)));
            assertTrue(Long.parseLong(stats.get("commands.admin")) >= 10, stats::toString);
            assertTrue(Long.parseLong(stats.get("errors.MALFORMED")) >= 3, stats::toString);
            assertTrue(Long.parseLong(stats.get("connections.open")) >= 1, stats::toString);
            assertTrue(stats.containsKey("ai.queue") && stats.containsKey("moves.latency.p99_ms"), stats::toString);
            admin.error(Admin.of("createProfile", ai), ErrorCode.MALFORMED);
        }
    }

    private List<List<String>> rows(Player admin, String action) throws Exception {
        return assertInstanceOf(AdminAnswer.class, admin.send(Admin.of(action))).rows();
    }

    private org.tablero.protocol.Response login(String nick, String password) throws Exception {
        try (BlockingClient c = Player.connect(server())) {
            return c.send(new Login("1", nick, password));
        }
    }
}
