package org.tablero.server.seed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tablero.engines.chess.ChessGameRules;
import org.tablero.engines.chess.format.pgn.PgnGame;
import org.tablero.engines.chess.format.pgn.PgnImport;
import org.tablero.engines.chess.format.pgn.PgnReader;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;

/** The Capablanca seed: its migration is what its PGN gives, and every game in the PGN is whole and legal. */
class SeedCapablancaSqlTest {

    private static final String[] TAGS = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};

    @Test
    void theSeedMigrationIsGeneratedFromItsPgn() throws Exception {
        try (InputStream in = getClass().getResourceAsStream("/db/migration/V5__seed_capablanca.sql")) {
            String committed = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(SeedCapablancaSql.generate(), committed,
                    "regenerate with SeedCapablancaSql after changing server/src/test/resources/seed/capablanca.pgn");
        }
    }

    @Test
    void everyGameReplaysToItsLastMoveAndMatesAgreeWithTheResult() throws Exception {
        PgnImport read = readSeed();
        assertEquals(List.of(), read.errors());
        List<String> problems = new ArrayList<>();
        for (PgnGame game : read.games()) {
            String name = game.tags().get("White") + " - " + game.tags().get("Black") + " " + game.tags().get("Date");
            for (String tag : TAGS) {
                if (!game.tags().containsKey(tag)) {
                    problems.add(name + ": no " + tag + " tag");
                }
            }
            try {
                GameState state = ChessGameRules.INSTANCE.start(game.initialFen(), Map.of());
                for (String move : game.moves()) {
                    if (state.result().isPresent()) {
                        problems.add(name + ": the rules ended it (" + state.endReason().orElse("?") + ") before " + move);
                        break;
                    }
                    state = state.play(move);
                }
                Optional<String> byRule = state.result();
                if (byRule.isPresent() && !byRule.get().equals(game.result())) {
                    problems.add(name + ": ends " + byRule.get() + " by rule, the PGN says " + game.result());
                }
            } catch (RulesException e) {
                problems.add(name + ": " + e.getMessage());
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void mostGamesAreCapablancasWinsWithBothColours() throws Exception {
        int whiteWins = 0;
        int blackWins = 0;
        List<PgnGame> games = readSeed().games();
        for (PgnGame game : games) {
            boolean white = game.tags().get("White").equals(SeedCapablancaSql.PLAYER);
            assertTrue(white || game.tags().get("Black").equals(SeedCapablancaSql.PLAYER), "Capablanca plays in " + game.tags());
            if (game.result().equals(white ? "1-0" : "0-1")) {
                if (white) {
                    whiteWins++;
                } else {
                    blackWins++;
                }
            }
        }
        assertTrue(games.size() >= 50, games.size() + " games");
        assertTrue(whiteWins + blackWins >= games.size() * 9 / 10, whiteWins + blackWins + " wins of " + games.size());
        assertTrue(whiteWins >= 20 && blackWins >= 20, whiteWins + " wins with white, " + blackWins + " with black");
    }

    private static PgnImport readSeed() throws Exception {
        try (InputStream in = SeedCapablancaSqlTest.class.getResourceAsStream("/" + SeedCapablancaSql.SOURCE)) {
            return PgnReader.read(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }
}
