package org.tablero.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class ResponseReaderTest {
    private static final Instant CREATED = Instant.parse("2026-11-21T14:05:09Z");
    private static final String FEN0 = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final String FEN1 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    private static final String GO0 = "9/9/9/9/9/9/9/9/9 b - 0 0";

    /** Splits a case file into blocks of unescaped lines separated by "==". */
    static List<List<String>> blocks(String resource) {
        List<List<String>> blocks = new ArrayList<>();
        List<String> current = new ArrayList<>();
        for (String line : TestLines.cases(resource)) {
            if (line.equals("==")) {
                blocks.add(current);
                current = new ArrayList<>();
            } else {
                current.add(TestLines.unescape(line));
            }
        }
        blocks.add(current);
        return blocks;
    }

    static Stream<List<String>> validBlocks() {
        return blocks("valid-responses.txt").stream();
    }

    static Stream<List<String>> invalidBlocks() {
        return blocks("invalid-responses.txt").stream();
    }

    static Stream<Response> values() {
        Map<String, String> goOptions = new LinkedHashMap<>();
        goOptions.put("size", "19");
        goOptions.put("handicap", "2");
        Map<String, String> scoring = new LinkedHashMap<>();
        scoring.put("dead", "D4 E5 Q16");
        scoring.put("accepted", "black");
        return Stream.of(
                Ok.of("logOut"),
                Ok.of("challenge", "17"),
                new ErrorResponse("-", ErrorCode.TOO_LONG, "line longer than 8192 bytes"),
                new ErrorResponse("resign", ErrorCode.NOT_YOUR_MATCH, "not yours"),
                LoginAnswer.ok("1"),
                LoginAnswer.wrong("BAD_VERSION"),
                new ClientPoolAnswer(List.of()),
                new ClientPoolAnswer(List.of(new PoolEntry("alice", true, true, List.of("chess", "go")),
                        new PoolEntry("gnugo-10", true, false, List.of("go")),
                        new PoolEntry("idle", false, false, List.of()))),
                new MatchesAnswer(List.of()),
                new MatchesAnswer(List.of(
                        new MatchLine(1, "chess", "alice", "bob", CREATED, "*", FEN0, List.of(), Map.of()),
                        new MatchLine(2, "chess", "alice", "bob", CREATED, "1-0", FEN0,
                                List.of(new PlayedMove("e4", FEN1)), Map.of("drawOffer", "white")),
                        new MatchLine(3, "go", "carol", "dave", CREATED, "*", GO0,
                                List.of(new PlayedMove("pass", "9/9/9/9/9/9/9/9/9 w - 0 0"),
                                        new PlayedMove("pass", GO0)), scoring))),
                new LastMovementAnswer(List.of()),
                new LastMovementAnswer(List.of(
                        new LastMovementLine(1, "chess", "alice", "bob", CREATED, "*", 0, Optional.empty(), FEN0,
                                Map.of()),
                        new LastMovementLine(2, "go", "carol", "dave", CREATED, "W+0.5", 120, Optional.of("Q16"),
                                GO0, scoring))),
                new ChallengesAnswer(List.of()),
                new ChallengesAnswer(List.of(
                        new ChallengedBy(5, "alice", "white", "go", Optional.of(GO0), goOptions),
                        new ChallengedBy(6, "bob", "black", "chess", Optional.empty(), Map.of()),
                        new ChallengeAnswer(7, true, "black", "carol", Optional.of(FEN0), Optional.of(99L)),
                        new ChallengeAnswer(8, false, "white", "dave", Optional.empty(), Optional.empty()))));
    }

    @ParameterizedTest
    @MethodSource("values")
    void everyResponseValueRoundTrips(Response response) {
        assertEquals(response, ResponseReader.parse(response.lines()));
        assertEquals(Wire.split(response.lines().get(0))[0], response.type());
    }

    @ParameterizedTest
    @MethodSource("validBlocks")
    void readsTheContractLinesAndWritesThemBack(List<String> lines) {
        assertEquals(lines, ResponseReader.parse(lines).lines());
    }

    @ParameterizedTest
    @MethodSource("invalidBlocks")
    void refusesLinesThatBreakTheContract(List<String> lines) {
        ResponseReader reader = new ResponseReader();
        assertThrows(ProtocolException.class, () -> {
            for (String line : lines) {
                reader.accept(line);
            }
        }, String.join(" / ", lines));
        assertFalse(reader.isInsideList(), "a failed list is forgotten");
    }

    @Test
    void listAnswersCompleteAfterExactlyTheirCount() {
        ResponseReader reader = new ResponseReader();
        assertEquals(Optional.empty(), reader.accept("queryClientPoolAnswer\t2"));
        assertTrue(reader.isInsideList());
        assertEquals(Optional.empty(), reader.accept("alice\ty\thuman\tchess,go"));
        Response pool = reader.accept("bob\tn\tai\tgo").orElseThrow();
        assertEquals(2, ((ClientPoolAnswer) pool).entries().size());
        assertFalse(reader.isInsideList());
        // The next line starts a new response.
        assertEquals(Ok.of("logOut"), reader.accept("OK\tlogOut").orElseThrow());
        assertEquals(new ClientPoolAnswer(List.of()), reader.accept("queryClientPoolAnswer\t0").orElseThrow());
    }

    @Test
    void aListCutShortIsIncomplete() {
        List<String> lines = List.of("refreshChallengesAnswer\t2", "challengeAnswer\t7\trefused\twhite\tcarol\t-\t-");
        assertThrows(ProtocolException.class, () -> ResponseReader.parse(lines));
        assertThrows(ProtocolException.class,
                () -> ResponseReader.parse(List.of("OK\tlogOut", "OK\tlogOut")), "exactly one response");
    }

    @Test
    void extraTrailingFieldsAreIgnoredWhereNoStatusRuleApplies() {
        assertEquals(LoginAnswer.ok("1"), ResponseReader.parse(List.of("loginAnswer\tOK\t1\tpush=no")));
        assertEquals(new ErrorResponse("x", ErrorCode.INTERNAL, "m"),
                ResponseReader.parse(List.of("ERROR\tx\tINTERNAL\tm\textra")));
        assertEquals(new ClientPoolAnswer(List.of(new PoolEntry("al", true, true, List.of("go")))),
                ResponseReader.parse(List.of("queryClientPoolAnswer\t1\tmore", "al\ty\thuman\tgo\trating=1500")));
        ChallengesAnswer challenges = (ChallengesAnswer) ResponseReader.parse(List.of("refreshChallengesAnswer\t1",
                "challengeAnswer\t7\taccepted\twhite\tcarol\t-\t12\textra"));
        assertEquals(Optional.of(12L), ((ChallengeAnswer) challenges.items().get(0)).matchId());
        LastMovementAnswer last = (LastMovementAnswer) ResponseReader.parse(List.of(
                "refreshMatchesLastMovementAnswer\t1",
                "1\tgo\ta1\tb1\t2026-11-21T14:05:09Z\t*\t1\tD4\tpos\tdrawOffer=white\tfuture"));
        assertEquals(Map.of("drawOffer", "white"), last.matches().get(0).status());
    }

    @Test
    void theStatusFieldIsTheOddOneOut() {
        MatchesAnswer withStatus = (MatchesAnswer) ResponseReader.parse(List.of("refreshMatchesAnswer\t1",
                "1\tchess\ta1\tb1\t2026-11-21T14:05:09Z\t*\tstart\te4\tp1\tdrawOffer=black"));
        MatchLine line = withStatus.matches().get(0);
        assertEquals(List.of(new PlayedMove("e4", "p1")), line.moves());
        assertEquals(Map.of("drawOffer", "black"), line.status());
        MatchesAnswer without = (MatchesAnswer) ResponseReader.parse(List.of("refreshMatchesAnswer\t1",
                "1\tchess\ta1\tb1\t2026-11-21T14:05:09Z\t*\tstart\te4\tp1\te5\tp2"));
        assertEquals(2, without.matches().get(0).moves().size());
        assertTrue(without.matches().get(0).status().isEmpty());
    }

    @Test
    void aTrailingCrIsDropped() {
        assertEquals(Ok.of("logOut"), new ResponseReader().accept("OK\tlogOut\r").orElseThrow());
    }

    @Test
    void aHugeCountDoesNotAllocateUpFront() {
        ResponseReader reader = new ResponseReader();
        assertEquals(Optional.empty(), reader.accept("refreshMatchesAnswer\t2147483647"));
        assertTrue(reader.isInsideList());
        assertThrows(ProtocolException.class, () -> reader.accept("refreshMatchesAnswer\t2147483648"));
    }

    @Test
    void exceptionsCarryTheOffendingLine() {
        ProtocolException e = assertThrows(ProtocolException.class, () -> new ResponseReader().accept("nonsense"));
        assertTrue(e.getMessage().contains("nonsense"), e.getMessage());
        assertInstanceOf(RuntimeException.class, e);
    }
}
