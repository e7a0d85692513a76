package org.tablero.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class RequestsTest {

    static Stream<String> malformedCases() {
        return TestLines.cases("malformed-requests.txt").stream();
    }

    static Stream<String> validCases() {
        return TestLines.cases("valid-requests.txt").stream();
    }

    @ParameterizedTest
    @MethodSource("malformedCases")
    void refusesWhatTheContractRefuses(String testCase) {
        int bar = testCase.indexOf('|');
        String[] expected = testCase.substring(0, bar).trim().split(" ");
        String raw = testCase.substring(bar + 1);
        String line = TestLines.unescape(raw.startsWith(" ") ? raw.substring(1) : raw);

        ProtocolError error = assertInstanceOf(ProtocolError.class, Requests.parse(line), testCase);
        assertEquals(expected[0], error.command(), testCase);
        assertEquals(ErrorCode.valueOf(expected[1]), error.code(), testCase);
        assertFalse(error.message().isBlank(), testCase);
        assertFalse(Wire.hasControlChar(error.message()), testCase);
    }

    @ParameterizedTest
    @MethodSource("validCases")
    void acceptsAndRoundTrips(String testCase) {
        String[] parts = testCase.split(" => ", -1);
        String line = TestLines.unescape(parts[0]);
        String canonical = TestLines.unescape(parts.length > 1 ? parts[1] : parts[0]);

        Request request = assertInstanceOf(Request.class, Requests.parse(line), testCase);
        assertEquals(canonical, request.encode());
        assertEquals(request, Requests.parse(request.encode()));
        assertEquals(Wire.split(canonical)[0], request.command());
    }

    @Test
    void fieldsLandWhereTheServerReadsThem() {
        assertEquals(new Login("1", "bob", "secret"), Requests.parse("login\t1\tbob\tsecret"));
        Map<String, String> options = new LinkedHashMap<>();
        options.put("size", "9");
        options.put("komi", "6.5");
        assertEquals(new Challenge("go", "alice", ColourChoice.BLACK, Optional.of("9/9/9/9/9/9/9/9/9 b - 0 0"), options),
                Requests.parse("challenge\tgo\talice\tblack\t9/9/9/9/9/9/9/9/9 b - 0 0\tsize=9,komi=6.5"));
        assertEquals(new Challenge("chess", "bob", ColourChoice.RANDOM, Optional.empty(), Map.of()),
                Requests.parse("challenge\tchess\tbob\trandom\t-\t-"));
        assertEquals(new SendMovement(12, "e4", Optional.empty()), Requests.parse("sendMovement\t12\te4\t-"));
        assertEquals(new ChallengedByAnswer(Long.MAX_VALUE, false),
                Requests.parse("challengedByAnswer\t9223372036854775807\trefused"));
        assertEquals(new MarkDead(5, List.of("D4", "E5")), Requests.parse("markDead\t5\tD4 E5"));
        assertEquals(new MarkDead(5, List.of()), Requests.parse("markDead\t5\t-"));
        assertEquals(new AnswerScore(5, true), Requests.parse("answerScore\t5\taccepted"));
    }

    @Test
    void optionsKeepTheirWireOrder() {
        Challenge c = (Challenge) Requests.parse("challenge\tgo\tbob\twhite\t-\trules=japanese,size=13,komi=6.5");
        assertEquals(List.of("rules", "size", "komi"), new ArrayList<>(c.options().keySet()));
        assertEquals("challenge\tgo\tbob\twhite\t-\trules=japanese,size=13,komi=6.5", c.encode());
        assertThrows(UnsupportedOperationException.class, () -> c.options().put("x", "y"));
    }

    @Test
    void missingFieldMessagesSayWhatIsNeeded() {
        ProtocolError e = (ProtocolError) Requests.parse("login\t1\tbob");
        assertEquals("login needs version, nick and password", e.message());
    }

    @Test
    void messagesNeverEchoThePassword() {
        String[] lines = {
            "register\tbob\tzqxv", "register\tb\tzqxv-kwjy", "register\tbob\tzqxv\u0001kwjy",
            "login\t1\tbob\tzqxv\u0001kwjy", "login\t1\tbob\tzqxv\rkwjy",
        };
        for (String line : lines) {
            ProtocolError e = assertInstanceOf(ProtocolError.class, Requests.parse(line), line);
            assertFalse(e.message().contains("zqxv") || e.message().contains("kwjy"), e.message());
        }
        assertFalse(new Register("bob", "my-secret-pw").toString().contains("secret"));
        assertFalse(new Login("1", "bob", "my-secret-pw").toString().contains("secret"));
    }

    @Test
    void recordsRefuseWhatCouldNotTravel() {
        assertThrows(IllegalArgumentException.class, () -> new Resign(0));
        assertThrows(IllegalArgumentException.class, () -> new SendMovement(1, "e4", Optional.of("-")));
        assertThrows(IllegalArgumentException.class, () -> new SendMovement(1, "", Optional.empty()));
        assertThrows(IllegalArgumentException.class, () -> new Login("1", "bob", "a\tb"));
        assertThrows(IllegalArgumentException.class, () -> new Register("bob", "pass\u0001word"));
        assertThrows(IllegalArgumentException.class,
                () -> new Challenge("go", "bob", ColourChoice.WHITE, Optional.empty(), Map.of("size", "9,")));
        assertThrows(IllegalArgumentException.class, () -> new MarkDead(1, List.of("D 4")));
    }

    @Test
    void passwordLengthCountsCharactersNotBytes() {
        assertInstanceOf(Register.class, Requests.parse("register\tbob\tñññððð"));
        assertInstanceOf(ProtocolError.class, Requests.parse("register\tbob\tñññðð"));
    }

    @Test
    void knowsItsCommands() {
        assertTrue(Requests.isKnownCommand("sendMovement"));
        assertFalse(Requests.isKnownCommand("SendMovement"));
    }
}
