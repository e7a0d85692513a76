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
import org.tablero.engines.go.KoRule;
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

    /** CGoban 1 wrote the player to move as a number in FF[3] (GNU Go's arend/constructed3.sgf). */
    @Test
    void readsThePlayerAsCgobanOneWroteIt() throws Exception {
        assertEquals(Stone.WHITE, SgfGame.load("(;GM[1]FF[3]SZ[9]PL[2])").toMove());
        assertEquals(Stone.BLACK, SgfGame.load("(;GM[1]FF[3]SZ[9]PL[1])").toMove());
        assertEquals(Stone.WHITE, SgfGame.load("(;GM[1]FF[3]SZ[9]PL[1];PL[2]AB[aa])").toMove());
    }

    /** A ko shape on 9x9: Black's ed captures dd, White's dd captures ed back. */
    private static final String KO = "(;GM[1]FF[4]SZ[9]AB[dc][cd][de]AW[ec][dd][fd][ee]";

    @Test
    void replaysARecordThroughAPositionalRepetition() throws Exception {
        // After two passes White's recapture repeats the start position: superko forbids it,
        // but a record may come from rules without superko (GNU Go replays it too).
        GoGameState s = SgfGame.load(KO + ";B[ed];W[];B[];W[dd])");
        assertEquals(List.of("E6", "pass", "pass", "D6"), s.moves());
        assertEquals(List.of("E5", "D6", "F6", "E7"), s.stones(Side.WHITE));
        assertEquals(List.of("D5", "C6", "D7"), s.stones(Side.BLACK), "the recapture took E6 off");
        assertEquals("chinese", s.rules().name());
        assertEquals(KoRule.POSITIONAL_SUPERKO, s.rules().koRule(), "the real rules are back after loading");
    }

    @Test
    void replaysAnImmediateKoRecaptureAsRecorded() throws Exception {
        GoGameState s = SgfGame.load(KO + ";B[ed];W[dd])");
        assertEquals(List.of("E5", "D6", "F6", "E7"), s.stones(Side.WHITE));
        assertEquals(List.of("D5", "C6", "D7"), s.stones(Side.BLACK));
        assertEquals(Stone.BLACK, s.toMove());
    }

    @Test
    void appliesSetupInLaterNodesWhenReplayingToThem() throws Exception {
        String sgf = "(;GM[1]FF[4]SZ[9];B[cc];W[gg];B[cg]AE[gg]AW[ee][ff];W[dd])";
        GoGameState s = SgfGame.load(sgf);
        assertEquals(List.of("C3", "C7"), s.stones(Side.BLACK));
        assertEquals(List.of("F4", "E5", "D6"), s.stones(Side.WHITE), "G3 cleared, E5 and F4 added, D6 played");
        assertEquals(Stone.BLACK, s.toMove());
        // Stopping before the node's move leaves its setup unapplied.
        GoGameState before = SgfGame.load(SgfReader.read(sgf), 3);
        assertEquals(List.of("C7"), before.stones(Side.BLACK));
        assertEquals(List.of("G3"), before.stones(Side.WHITE));
    }

    @Test
    void ignoresSetupBeyondTheStoppingMove() throws Exception {
        // Dead-stone marking after the last move (AE, as in GNU Go's explorer2.sgf) must not stop
        // a load that ends earlier, nor a load of the whole record.
        String sgf = "(;GM[1]FF[3]SZ[9];B[cc];W[gg];B[tt]AE[cc])";
        assertEquals(List.of("C7"), SgfGame.load(SgfReader.read(sgf), 3).stones(Side.BLACK));
        assertEquals(List.of(), SgfGame.load(sgf).stones(Side.BLACK));
    }
}
