package org.tablero.engines.go.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tablero.engines.game.Side;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoGameRules;
import org.tablero.engines.go.GoGameState;
import org.tablero.engines.go.RandomPlayout;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

/** Loading games from SGF and exporting finished games, round trip included. */
class SgfGameTest {

    @Test
    void loadsTheMainLine() throws Exception {
        GoGameState s = SgfGame.load(SgfReaderTest.resource("variations.sgf"));
        assertEquals(List.of("E5", "G7", "C3", "G3", "C5"), s.moves());
        assertEquals(6.5, s.komi());
        assertEquals("japanese", s.rules().name());
        assertEquals(9, s.size());
    }

    @Test
    void loadsHandicapSetupAndPasses() throws Exception {
        GoGameState s = SgfGame.load(SgfReaderTest.resource("handicap.sgf"));
        assertEquals(4, s.handicap());
        assertEquals(List.of("R14", "O17", "pass", "pass", "K10"), s.moves());
        assertEquals(List.of("D4", "Q4", "D16", "Q16", "O17"), s.stones(Side.BLACK));
        assertEquals(0.5, s.komi());
    }

    @Test
    void loadsOldStyleProblems() throws Exception {
        GoGameState s = SgfGame.load(SgfReaderTest.resource("ff3-problem.sgf"));
        assertEquals(Side.BLACK, s.sideToMove());
        assertEquals(List.of("A8", "B8"), s.stones(Side.WHITE));
        assertEquals(List.of("A9", "B9"), s.stones(Side.BLACK));
    }

    @Test
    void stopsBeforeAMoveNumber() throws Exception {
        SgfNode root = SgfReader.read(SgfReaderTest.resource("variations.sgf"));
        assertEquals(List.of("E5", "G7"), SgfGame.load(root, 3).moves());
    }

    @Test
    void exportedGamesRoundTrip() throws Exception {
        for (Map<String, String> options : List.of(Map.of("size", "9"), Map.of("size", "19", "handicap", "3"),
                Map.of("size", "13", "rules", "japanese", "komi", "-2.5"))) {
            GoGameState s = GoGameRules.INSTANCE.start(null, options);
            GoBoard b = s.board();
            RandomPlayout policy = new RandomPlayout(11);
            for (int i = 0; i < 150; i++) {
                int p = policy.select(b, s.toMove());
                if (!s.isLegal(s.toMove(), p)) {
                    p = Vertex.PASS;
                }
                s = s.playAs(s.toMove(), p);
                b = s.board();
            }
            String sgf = SgfWriter.write(SgfGame.export(s, Map.of("PB", "alice", "PW", "bob [AI]", "RE", "B+R",
                    "C", "good game \\o/")));
            assertTrue(sgf.startsWith("(;GM[1]FF[4]"), sgf);
            SgfNode root = SgfReader.read(sgf);
            assertEquals("bob [AI]", root.get("PW").orElseThrow());
            GoGameState back = SgfGame.load(root, Integer.MAX_VALUE);
            assertEquals(s.moves(), back.moves());
            assertEquals(s.position(), back.position());
            assertEquals(s.initialPosition(), back.initialPosition());
            assertEquals(s.komi(), back.komi());
            assertEquals(s.rules().name(), back.rules().name());
            assertEquals(s.handicap(), back.handicap());
        }
    }

    @Test
    void exportKeepsWhoPlayedEachMove() throws Exception {
        GoGameState s = GoGameRules.INSTANCE.start(null, Map.of("size", "9"));
        s = s.playAs(Stone.BLACK, "C3").playAs(Stone.BLACK, "D4").playAs(Stone.WHITE, "E5");
        String sgf = SgfWriter.write(SgfGame.export(s, Map.of()));
        assertTrue(sgf.contains(";B[cg];B[df];W[ee]"), sgf);
        assertEquals(s.position(), SgfGame.load(sgf).position());
    }

    @Test
    void blackFirstByDefault() throws Exception {
        assertEquals(Stone.BLACK, SgfGame.load("(;GM[1]SZ[9])").toMove());
    }
}
