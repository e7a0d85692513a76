package org.tablero.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameRules;
import org.tablero.engines.game.GameState;
import org.tablero.protocol.Challenge;
import org.tablero.protocol.ChallengeAnswer;
import org.tablero.protocol.ClientPoolAnswer;
import org.tablero.protocol.ColourChoice;
import org.tablero.protocol.LastMovementLine;
import org.tablero.protocol.MatchLine;
import org.tablero.protocol.PlayedMove;
import org.tablero.protocol.PoolEntry;
import org.tablero.protocol.QueryClientPool;
import org.tablero.server.TableroServer;
import org.tablero.server.ai.EngineSpec;

/** Playing AI users over TCP: challenges answered at once, moves played by the server, broken engines survived. */
@ParameterizedClass
@EnumSource(Backend.class)
class AiOpponentProtocolTest {

    @Parameter
    Backend backend;

    private TableroServer server() {
        return TestServers.server(backend);
    }

    private String ai(String prefix, String... engineTypes) {
        String nick = Player.uniqueNick(prefix);
        List<EngineSpec> chain = java.util.Arrays.stream(engineTypes)
                .map(type -> new EngineSpec(type, Optional.empty(), Map.of("movetime", "200"))).toList();
        server().platform().aiAdmin().create(nick, "test AI", chain, Map.of());
        return nick;
    }

    @Test
    void anAiAcceptsAtOnceAndAnswersEveryMove() throws Exception {
        String ai = ai("rnd", "random");
        try (Player human = Player.registered(server(), "vsAi")) {
            ClientPoolAnswer pool = (ClientPoolAnswer) human.send(new QueryClientPool());
            assertEquals(Optional.of(new PoolEntry(ai, true, false, List.of("chess", "go"))),
                    pool.entries().stream().filter(e -> e.nick().equals(ai)).findFirst());

            long matchId = acceptedMatch(human, ai, "chess", ColourChoice.WHITE);
            for (int round = 0; round < 3 && Matches.last(human, matchId).result().equals("*"); round++) {
                GameState game = replay(human, matchId);
                Matches.play(human, matchId, game.playableMoves().get(0));
                Matches.awaitPly(human, matchId, game.ply() + 2);
            }
        }
    }

    @Test
    void everySeededChessProfileAcceptsAndPlays() throws Exception {
        try (Player human = Player.registered(server(), "vsSeed")) {
            for (String ai : List.of("Randy", "Pawnstorm", "Knightly", "Maestro")) {
                long matchId = acceptedMatch(human, ai, "chess", ColourChoice.BLACK);
                LastMovementLine first = Matches.awaitPly(human, matchId, 1);
                assertTrue(first.move().isPresent(), ai + " moved: " + first);
            }
            ClientPoolAnswer pool = (ClientPoolAnswer) human.send(new QueryClientPool());
            assertEquals(Optional.of(new PoolEntry("Maestro", true, false, List.of("chess"))),
                    pool.entries().stream().filter(e -> e.nick().equals("Maestro")).findFirst());
        }
    }

    @Test
    void theSeededGoProfilesPlayOnTheirBoards() throws Exception {
        try (Player human = Player.registered(server(), "vsGo")) {
            for (String ai : List.of("Kosumi", "Hoshi", "Tengen")) {
                long matchId = Matches.startAgainstAi(human, ai, "go", Map.of("size", "9"));
                LastMovementLine first = Matches.awaitPly(human, matchId, 1);
                assertTrue(first.move().isPresent() && !first.move().get().equals("pass"), ai + " opened: " + first);
            }
            human.ok(new Challenge("go", "Shusaku", ColourChoice.WHITE, Optional.empty(), Map.of("size", "9")));
            assertEquals(false, ((ChallengeAnswer) ChallengeProtocolTest.inbox(human).get(0)).accepted(),
                    "a 19x19 profile refuses 9x9");
            // Accepting builds the engine from the seeded parameters (migrations V6 and V7 added owl=10
            // and shapes=100), so a parameter the engine does not know would show here as a refusal.
            long big = Matches.startAgainstAi(human, "Shusaku", "go", Map.of("size", "19"));
            LastMovementLine opening = Matches.awaitPly(human, big, 1);
            assertTrue(opening.move().isPresent() && !opening.move().get().equals("pass"), "Shusaku opened: " + opening);
        }
    }

    @Test
    void anAiWithWhiteMovesFirst() throws Exception {
        String ai = ai("rndw", "random");
        try (Player human = Player.registered(server(), "vsAiB")) {
            long matchId = acceptedMatch(human, ai, "chess", ColourChoice.BLACK);
            Matches.awaitPly(human, matchId, 1);
        }
    }

    @Test
    void brokenEnginesFallThroughAndAHangingOneMeetsItsDeadline() throws Exception {
        String fallsThrough = ai("brk", "test-fail", "test-illegal", "random");
        String hangs = ai("hng", "test-hang");
        try (Player human = Player.registered(server(), "vsBrk")) {
            long first = acceptedMatch(human, fallsThrough, "chess", ColourChoice.BLACK);
            Matches.awaitPly(human, first, 1);
            long second = acceptedMatch(human, hangs, "chess", ColourChoice.BLACK);
            Matches.awaitPly(human, second, 1);
        }
    }

    @Test
    void gnuGoAsAnExternalEnginePlaysGo() throws Exception {
        String nick = Player.uniqueNick("gnugo");
        server().platform().aiAdmin().create(nick, "GNU Go 3.8 level 1", List.of(new EngineSpec("gtp", Optional.empty(),
                Map.of("command", "gnugo --mode gtp --level 1", "movetime", "5000"))), Map.of());
        long lastResortsBefore = lastResorts();
        try (Player human = Player.registered(server(), "vsGnu")) {
            long matchId = acceptedMatch(human, nick, "go", ColourChoice.WHITE);
            LastMovementLine first = Matches.awaitPly(human, matchId, 1);
            assertTrue(first.move().isPresent(), "GNU Go, with black, moved first: " + first);
            assertEquals(lastResortsBefore, lastResorts(), "GNU Go itself moved, not the server's last resort");
            assertTrue(!human.ok(new org.tablero.protocol.Challenge("chess", nick, ColourChoice.WHITE, Optional.empty(),
                    Map.of())).isEmpty());
            assertEquals(false, ((ChallengeAnswer) ChallengeProtocolTest.inbox(human).get(0)).accepted(), "GNU Go plays no chess");
        }
    }

    @Test
    void anAlphaBetaAiFindsTheMateInOne() throws Exception {
        String nick = Player.uniqueNick("ab");
        server().platform().aiAdmin().create(nick, "alpha-beta", List.of(new EngineSpec("alphabeta", Optional.of("standard"),
                Map.of("depth", "3", "movetime", "2000"))), Map.of("material", 1.0));
        try (Player human = Player.registered(server(), "vsAb")) {
            human.ok(new Challenge("chess", nick, ColourChoice.BLACK, Optional.of("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"), Map.of()));
            long matchId = ((ChallengeAnswer) ChallengeProtocolTest.inbox(human).get(0)).matchId().orElseThrow();
            LastMovementLine line = Matches.awaitPly(human, matchId, 1);
            assertEquals(Optional.of("Ra8#"), line.move());
            assertEquals("1-0", line.result());
        }
    }

    @Test
    void aBookAiFollowsTheBookInTheDatabase() throws Exception {
        String book = "book-" + Player.uniqueNick("b");
        server().platform().pgnImport().importBook(book, "test", new java.io.StringReader(
                "[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n"), 10);
        String nick = Player.uniqueNick("bk");
        server().platform().aiAdmin().create(nick, "book then random", List.of(
                new EngineSpec("book", Optional.empty(), Map.of("book", book)), new EngineSpec("random", Optional.empty(), Map.of())),
                Map.of());
        try (Player human = Player.registered(server(), "vsBk")) {
            long matchId = acceptedMatch(human, nick, "chess", ColourChoice.BLACK);
            assertEquals(Optional.of("e4"), Matches.awaitPly(human, matchId, 1).move());
            Matches.play(human, matchId, "e5");
            assertEquals(Optional.of("Nf3"), Matches.awaitPly(human, matchId, 3).move());
        }
    }

    @Test
    void anAiRefusesAGameItsEnginesDoNotPlay() throws Exception {
        String chessOnly = ai("cho", "test-fail");
        try (Player human = Player.registered(server(), "vsCho")) {
            long id = Long.parseLong(human.ok(new Challenge("go", chessOnly, ColourChoice.WHITE, Optional.empty(), Map.of())).get(0));
            assertEquals(List.of(new ChallengeAnswer(id, false, "white", chessOnly, Optional.empty(), Optional.empty())),
                    ChallengeProtocolTest.inbox(human));
        }
    }

    private static long acceptedMatch(Player human, String ai, String game, ColourChoice colour) throws Exception {
        long id = Long.parseLong(human.ok(new Challenge(game, ai, colour, Optional.empty(), Map.of())).get(0));
        List<org.tablero.protocol.ChallengeItem> answers = ChallengeProtocolTest.inbox(human);
        assertEquals(1, answers.size(), answers::toString);
        ChallengeAnswer answer = (ChallengeAnswer) answers.get(0);
        assertTrue(answer.accepted(), answer::toString);
        return answer.matchId().orElseThrow();
    }

    private long lastResorts() {
        return Long.parseLong(server().platform().metrics().snapshot().get("ai.last_resort"));
    }

    /** The game as the server reports it, rebuilt with the shared rules. */
    private static GameState replay(Player human, long matchId) throws Exception {
        MatchLine line = Matches.full(human, matchId);
        GameState state = GameRules.of(GameKind.CHESS).start(null, Map.of());
        for (PlayedMove played : line.moves()) {
            state = state.play(played.move());
        }
        return state;
    }
}
