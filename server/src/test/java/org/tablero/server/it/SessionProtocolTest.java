package org.tablero.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.tablero.protocol.AnswerDraw;
import org.tablero.protocol.AnswerScore;
import org.tablero.protocol.Challenge;
import org.tablero.protocol.ChallengedByAnswer;
import org.tablero.protocol.ColourChoice;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.ErrorResponse;
import org.tablero.protocol.LogOut;
import org.tablero.protocol.Login;
import org.tablero.protocol.LoginAnswer;
import org.tablero.protocol.MarkDead;
import org.tablero.protocol.OfferDraw;
import org.tablero.protocol.Ok;
import org.tablero.protocol.QueryClientPool;
import org.tablero.protocol.RefreshChallenges;
import org.tablero.protocol.RefreshMatches;
import org.tablero.protocol.RefreshMatchesLastMovement;
import org.tablero.protocol.Register;
import org.tablero.protocol.Request;
import org.tablero.protocol.Resign;
import org.tablero.protocol.Response;
import org.tablero.protocol.SendMovement;
import org.tablero.protocol.client.BlockingClient;
import org.tablero.server.TableroServer;

/** register, login, logOut and the login requirement, over TCP against a real server. */
@ParameterizedClass
@EnumSource(Backend.class)
class SessionProtocolTest {

    @Parameter
    Backend backend;

    private TableroServer server() {
        return TestServers.server(backend);
    }

    @Test
    void registersThenLogsIn() throws Exception {
        String nick = Player.uniqueNick("reg");
        try (BlockingClient c = Player.connect(server())) {
            assertEquals(Ok.of("register", nick), c.send(new Register(nick, "s3cret!")));
            assertEquals(LoginAnswer.ok("1"), c.send(new Login("1", nick, "s3cret!")));
        }
    }

    @Test
    void nicksAreTakenWhateverTheirCase() throws Exception {
        String nick = Player.uniqueNick("Case");
        try (BlockingClient c = Player.connect(server())) {
            assertEquals(Ok.of("register", nick), c.send(new Register(nick, "password1")));
            assertError(c.send(new Register(nick, "password2")), "register", ErrorCode.TAKEN);
            assertError(c.send(new Register(nick.toUpperCase(Locale.ROOT), "password2")), "register", ErrorCode.TAKEN);
            assertEquals(LoginAnswer.ok("1"), c.send(new Login("1", nick.toLowerCase(Locale.ROOT), "password1")));
        }
    }

    @Test
    void malformedRegistrationsAreRefused() throws Exception {
        try (BlockingClient c = Player.connect(server())) {
            assertError(c.sendLine("register\tx\tpassword1"), "register", ErrorCode.MALFORMED);
            assertError(c.sendLine("register\tbad nick\tpassword1"), "register", ErrorCode.MALFORMED);
            assertError(c.sendLine("register\t" + "n".repeat(21) + "\tpassword1"), "register", ErrorCode.MALFORMED);
            assertError(c.sendLine("register\tshortpw\t12345"), "register", ErrorCode.MALFORMED);
            assertError(c.sendLine("register\tlongpw\t" + "p".repeat(129)), "register", ErrorCode.MALFORMED);
            assertError(c.sendLine("register\tonlynick"), "register", ErrorCode.MALFORMED);
        }
    }

    @Test
    void wrongPasswordsUnknownUsersAndVersionsAreRefused() throws Exception {
        try (Player p = Player.registered(server(), "pw"); BlockingClient c = Player.connect(server())) {
            assertWrong(c.send(new Login("1", p.nick(), "not the password")), "wrong nick or password");
            assertWrong(c.send(new Login("1", Player.uniqueNick("ghost"), "whatever1")), "wrong nick or password");
            assertWrong(c.send(new Login("2", p.nick(), Player.PASSWORD)), "BAD_VERSION");
            assertError(c.sendLine("login\t1\tonlynick"), "login", ErrorCode.MALFORMED);
            assertEquals(LoginAnswer.ok("1"), c.send(new Login("1", p.nick(), Player.PASSWORD)));
            assertWrong(c.send(new Login("1", p.nick(), Player.PASSWORD)), "already logged in as " + p.nick() + "; logOut first");
        }
    }

    @Test
    void repeatedWrongPasswordsAreSlowedDown() throws Exception {
        try (Player p = Player.registered(server(), "rl"); BlockingClient c = Player.connect(server())) {
            for (int i = 0; i < 6; i++) {
                assertWrong(c.send(new Login("1", p.nick(), "guess" + i + "xyz")), "wrong nick or password");
            }
            ErrorResponse limited = assertInstanceOf(ErrorResponse.class, c.send(new Login("1", p.nick(), Player.PASSWORD)));
            assertEquals(ErrorCode.RATE_LIMITED, limited.code());
            assertEquals("too many failed logins; retry in 1 s", limited.message());
            Thread.sleep(1100);
            assertEquals(LoginAnswer.ok("1"), c.send(new Login("1", p.nick(), Player.PASSWORD)));
        }
    }

    @Test
    void everyCommandButRegisterAndLoginNeedsALogin() throws Exception {
        List<Request> guarded = List.of(new LogOut(), new QueryClientPool(), new RefreshChallenges(), new RefreshMatches(),
                new RefreshMatchesLastMovement(),
                new Challenge("chess", "someone", ColourChoice.WHITE, Optional.empty(), java.util.Map.of()),
                new ChallengedByAnswer(1, true), new SendMovement(1, "e4", Optional.empty()), new Resign(1),
                new OfferDraw(1), new AnswerDraw(1, false), new MarkDead(1, List.of("A1")), new AnswerScore(1, true));
        try (BlockingClient c = Player.connect(server())) {
            for (Request r : guarded) {
                assertError(c.send(r), r.command(), ErrorCode.NOT_LOGGED_IN);
            }
            assertTrue(!c.isClosedByPeer());
        }
    }

    @Test
    void logOutAnswersThenCloses() throws Exception {
        try (Player p = Player.registered(server(), "bye")) {
            assertEquals(Ok.of("logOut"), p.send(new LogOut()));
            assertTrue(p.client().awaitClosedByPeer(Duration.ofSeconds(5)), "the server closes the connection after logOut");
        }
    }

    @Test
    void aDisabledRegistrationIsForbidden() throws Exception {
        try (TableroServer closed = TestServers.start(TestDatabases.embedded(), false);
                BlockingClient c = Player.connect(closed)) {
            assertError(c.send(new Register(Player.uniqueNick("no"), "password1")), "register", ErrorCode.FORBIDDEN);
        }
    }

    static void assertError(Response response, String command, ErrorCode code) {
        ErrorResponse error = assertInstanceOf(ErrorResponse.class, response, response::toString);
        assertEquals(command, error.command(), response::toString);
        assertEquals(code, error.code(), response::toString);
    }

    private static void assertWrong(Response response, String reason) {
        assertEquals(LoginAnswer.wrong(reason), response);
    }
}
