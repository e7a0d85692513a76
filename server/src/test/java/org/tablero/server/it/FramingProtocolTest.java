package org.tablero.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.tablero.server.it.SessionProtocolTest.assertError;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.tablero.protocol.ClientPoolAnswer;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.LoginAnswer;
import org.tablero.protocol.Ok;
import org.tablero.protocol.QueryClientPool;
import org.tablero.protocol.Response;
import org.tablero.protocol.client.BlockingClient;

/** The framing rules of the contract, and hostile bytes, over a real socket. */
@ParameterizedClass
@EnumSource(Backend.class)
class FramingProtocolTest {

    @Parameter
    Backend backend;

    @Test
    void anOverlongLineIsAnsweredAndTheConnectionStays() throws Exception {
        try (BlockingClient c = Player.connect(TestServers.server(backend))) {
            c.writeRaw(("register\t" + "x".repeat(9000) + "\tpassword1\n").getBytes(StandardCharsets.US_ASCII));
            assertError(c.readResponse(), "-", ErrorCode.TOO_LONG);
            // A megabyte without a newline, then its end: one answer, still open.
            byte[] big = new byte[1 << 20];
            java.util.Arrays.fill(big, (byte) 'a');
            c.writeRaw(big);
            c.writeRaw("\n".getBytes(StandardCharsets.US_ASCII));
            assertError(c.readResponse(), "-", ErrorCode.TOO_LONG);
            String nick = Player.uniqueNick("long");
            assertEquals(Ok.of("register", nick), c.sendLine("register\t" + nick + "\tpassword1"));
        }
    }

    @Test
    void aLineOfExactly8192BytesIsRead() throws Exception {
        try (BlockingClient c = Player.connect(TestServers.server(backend))) {
            String prefix = "login\t1\tnobody\t";
            String line = prefix + "p".repeat(8192 - prefix.length());
            assertEquals(8192, line.getBytes(StandardCharsets.UTF_8).length);
            assertEquals(LoginAnswer.wrong("wrong nick or password"), c.sendLine(line));
            assertError(c.sendLine(line + "p"), "-", ErrorCode.TOO_LONG);
        }
    }

    @Test
    void crBeforeLfIsIgnoredAndPipelinedRequestsAnswerInOrder() throws Exception {
        try (Player p = Player.registered(TestServers.server(backend), "crlf")) {
            p.client().writeRaw("queryClientPool\r\nbogus\r\nqueryClientPool\nrefreshChallenges\textra\n".getBytes(StandardCharsets.US_ASCII));
            assertEquals(ClientPoolAnswer.class, p.client().readResponse().getClass());
            assertError(p.client().readResponse(), "bogus", ErrorCode.UNKNOWN_COMMAND);
            assertEquals(ClientPoolAnswer.class, p.client().readResponse().getClass());
            assertEquals("refreshChallengesAnswer", p.client().readResponse().type());
        }
    }

    @Test
    void invalidUtf8AndControlCharactersAreMalformed() throws Exception {
        try (BlockingClient c = Player.connect(TestServers.server(backend))) {
            c.writeRaw(new byte[] {'l', 'o', 'g', 'i', 'n', '\t', (byte) 0xC3, (byte) 0x28, '\n'});
            assertError(c.readResponse(), "-", ErrorCode.MALFORMED);
            c.writeRaw(new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80, '\n'});
            assertError(c.readResponse(), "-", ErrorCode.MALFORMED);
            assertError(c.sendLine("login\t1\tal\rice\tpassword1"), "login", ErrorCode.MALFORMED);
            assertError(c.sendLine(""), "-", ErrorCode.MALFORMED);
            assertError(c.sendLine("Login\t1\ta\tb"), "Login", ErrorCode.UNKNOWN_COMMAND);
        }
    }

    @Test
    void randomGarbageNeverClosesTheConnectionAndEachLineGetsOneAnswer() throws Exception {
        Random random = new Random(42);
        try (Player p = Player.registered(TestServers.server(backend), "junk")) {
            int lines = 0;
            for (int i = 0; i < 200; i++) {
                byte[] junk = new byte[1 + random.nextInt(200)];
                random.nextBytes(junk);
                for (int j = 0; j < junk.length; j++) {
                    if (junk[j] == '\n') {
                        junk[j] = 'n';
                    }
                }
                p.client().writeRaw(junk);
                p.client().writeRaw(new byte[] {'\n'});
                lines++;
            }
            for (int i = 0; i < lines; i++) {
                Response r = p.client().readResponse();
                assertEquals("ERROR", r.type(), r::toString);
            }
            assertFalse(p.client().isClosedByPeer());
            assertEquals(ClientPoolAnswer.class, p.send(new QueryClientPool()).getClass());
        }
    }
}
