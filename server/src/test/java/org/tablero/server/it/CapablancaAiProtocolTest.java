package org.tablero.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.tablero.engines.chess.ChessGameRules;
import org.tablero.engines.chess.book.FenKey;
import org.tablero.engines.chess.format.pgn.PgnGame;
import org.tablero.engines.chess.format.pgn.PgnReader;
import org.tablero.engines.chess.historical.HistoricalEngine;
import org.tablero.engines.chess.historical.HistoricalMove;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.Side;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;
import org.tablero.protocol.Challenge;
import org.tablero.protocol.ChallengeAnswer;
import org.tablero.protocol.ColourChoice;
import org.tablero.protocol.LastMovementLine;
import org.tablero.server.TableroServer;
import org.tablero.server.book.ArchiveRepository;
import org.tablero.server.book.JdbcGameArchive;

/**
 * The seeded historical player (migration V5) on both databases: Capablanca answers with the move
 * he played in the stored game, with either colour, and out of his games his chain falls through
 * to the book and the search.
 */
@ParameterizedClass
@EnumSource(Backend.class)
class CapablancaAiProtocolTest {

    private static final String AI = "Capablanca";

    @Parameter
    Backend backend;

    private TableroServer server() {
        return TestServers.server(backend);
    }

    private JdbcGameArchive archive() {
        return new JdbcGameArchive(server().platform().jdbc(), new ArchiveRepository());
    }

    @Test
    void everySeededGameIsInTheDatabase() throws Exception {
        List<PgnGame> games = seedGames();
        long asWhite = games.stream().filter(g -> g.tags().get("White").equals(AI)).count();
        String start = FenKey.of(ChessGameRules.INSTANCE.start(null, Map.of()).position());
        List<HistoricalMove> firstMoves = archive().movesOf(AI, start);
        assertEquals(asWhite, firstMoves.size(), "one first move per game he had white in");
        assertEquals(Set.of("d4", "e4"), firstMoves.stream().map(HistoricalMove::move).collect(Collectors.toSet()));
    }

    @Test
    void withBlackHeRepliesAsAgainstGunsberg() throws Exception {
        // St Petersburg 1914: 1.e4 e5 2.f4 exf4 3.Bc4 Nf6 4.Nc3 Bb4, the only King's Gambit of the seed.
        followStoredGame(game("Gunsberg, Isidor", "1914"), 2, 3);
    }

    @Test
    void withWhiteHePlaysAsAgainstJaffe() throws Exception {
        // New York 1910: after 1.d4 d5 2.Nf3 Nf6 3.e3 c6 4.c4 e6 5.Nc3 Nbd7 he went 6.Bd3, 7.O-O, 8.e4
        // (from earlier plies the seed has a transposition to his 1918 game with Janowsky).
        followStoredGame(game("Jaffe, Charles", "1910"), 10, 3);
    }

    @Test
    void outOfHisGamesTheHistoricalEngineDeclinesAndTheChainStillMoves() throws Exception {
        GameState afterA3 = ChessGameRules.INSTANCE.start(null, Map.of()).play("a3");
        HistoricalEngine engine = new HistoricalEngine(archive(), AI, 1);
        assertEquals(Optional.empty(), engine.chooseMove(afterA3, SearchLimits.none(), new StopSignal()),
                "no game of his began 1.a3");
        GameState start = ChessGameRules.INSTANCE.start(null, Map.of());
        assertTrue(Set.of("d4", "e4").contains(engine.chooseMove(start, SearchLimits.none(), new StopSignal()).orElseThrow()));

        long lastResortsBefore = lastResorts();
        try (Player human = Player.registered(server(), "vsCapaOut")) {
            long matchId = accepted(human, ColourChoice.WHITE, Optional.empty());
            Matches.play(human, matchId, "a3");
            LastMovementLine reply = awaitPly(human, matchId, 2);
            assertTrue(reply.move().isPresent() && afterA3.playableMoves().contains(reply.move().get()), reply::toString);
        }
        assertEquals(lastResortsBefore, lastResorts(), "the book or the search moved, not the server's last resort");
    }

    /**
     * Starts a game at {@code fromPly} of a stored game, the human taking the other side, and plays
     * on from the score until Capablanca has made {@code aiMoves} moves, each of which must be the
     * stored one. Every position he meets must have that single answer in the database, so that
     * the test does not depend on the engine's random choice among his games.
     */
    private void followStoredGame(PgnGame game, int fromPly, int aiMoves) throws Exception {
        ColourChoice humanColour = game.tags().get("White").equals(AI) ? ColourChoice.BLACK : ColourChoice.WHITE;
        GameState state = ChessGameRules.INSTANCE.start(null, Map.of());
        for (String move : game.moves().subList(0, fromPly)) {
            state = state.play(move);
        }
        try (Player human = Player.registered(server(), "vsCapa")) {
            long matchId = accepted(human, humanColour, Optional.of(state.position()));
            int played = 0;
            for (int ply = fromPly; played < aiMoves; ply++) {
                String stored = game.moves().get(ply);
                boolean aiToMove = (state.sideToMove() == Side.WHITE) == (humanColour == ColourChoice.BLACK);
                if (aiToMove) {
                    Set<String> known = archive().movesOf(AI, FenKey.of(state.position())).stream()
                            .map(HistoricalMove::move).collect(Collectors.toCollection(TreeSet::new));
                    assertEquals(Set.of(stored), known, "the seed has one answer at ply " + ply);
                    assertEquals(Optional.of(stored), awaitPly(human, matchId, ply - fromPly + 1).move(), "ply " + ply);
                    played++;
                } else {
                    Matches.play(human, matchId, stored);
                }
                state = state.play(stored);
            }
        }
    }

    private long accepted(Player human, ColourChoice colour, Optional<String> position) throws Exception {
        human.ok(new Challenge("chess", AI, colour, position, Map.of()));
        ChallengeAnswer answer = (ChallengeAnswer) ChallengeProtocolTest.inbox(human).get(0);
        assertTrue(answer.accepted(), answer::toString);
        return answer.matchId().orElseThrow();
    }

    private long lastResorts() {
        return Long.parseLong(server().platform().metrics().snapshot().get("ai.last_resort"));
    }

    private static LastMovementLine awaitPly(Player human, long matchId, int ply) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
        while (true) {
            LastMovementLine line = Matches.last(human, matchId);
            if (line.ply() >= ply || !line.result().equals("*")) {
                return line;
            }
            assertTrue(System.nanoTime() < deadline, "Capablanca did not move in time: " + line);
            Thread.sleep(50);
        }
    }

    private static PgnGame game(String opponent, String year) throws Exception {
        return seedGames().stream()
                .filter(g -> (g.tags().get("White").equals(opponent) || g.tags().get("Black").equals(opponent))
                        && g.tags().get("Date").startsWith(year))
                .findFirst().orElseThrow();
    }

    private static List<PgnGame> seedGames() throws Exception {
        try (InputStream in = CapablancaAiProtocolTest.class.getResourceAsStream("/seed/capablanca.pgn")) {
            return PgnReader.read(new String(in.readAllBytes(), StandardCharsets.UTF_8)).games();
        }
    }
}
