package org.tablero.engines.go.mcts.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tablero.engines.go.sgf.SgfReader;

/** The game review reads our values from GoMatch's comments and asks GNU Go about the positions and our opening. */
class GameReviewTest {

    /**
     * 9x9, ours Black: the White stone on E5 ends in atari inside four Black stones, the White
     * pair C3-C4 with three liberties in the open. Our comments carry the search's value.
     */
    private static final String GAME = "(;GM[1]FF[4]SZ[9]KM[7.5]RU[Chinese]PB[Tablero]PW[opponent]RE[?]"
            + ";B[dd]C[move=D6 playouts=30 value=0.610];W[ee];B[fe]C[move=F5 playouts=30 value=0.650]"
            + ";W[cg];B[ed]C[move=E6 playouts=30 value=0.700];W[cf];B[ef]C[move=E4 playouts=30 value=0.720];W[gc])";

    @Test
    void eachStepShowsOurValueTheEstimateAndTheDragonsNotAlive(@TempDir Path dir) throws Exception {
        Path sgf = dir.resolve("game.sgf");
        Files.writeString(sgf, GAME);
        String gnugo = new File("/usr/games/gnugo").canExecute() ? "/usr/games/gnugo" : "gnugo";
        PrintStream saved = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            GameReview.main(new String[] {"--judge", gnugo + " --mode gtp --chinese-rules", "--sgf", sgf.toString(),
                "--step", "4", "--min-stones", "1"});
        } finally {
            System.setOut(saved);
        }
        String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
        assertEquals(4, lines.length, String.join("\n", lines));
        assertEquals("game.sgf: ours B, 8 plies, result ?", lines[0]);
        // After four plies our last value is 0.650 (ply 3); after eight, 0.720 and White's E5 in
        // atari, Black to move: GNU Go's dragon_status says D5 takes it and D5 saves it.
        assertTrue(lines[1].matches("ply +4 +our value 0.650 +estimate [BW]\\+[0-9.]+ +not alive: .*"), lines[1]);
        assertTrue(lines[2].matches("ply +8 +our value 0.720 +estimate [BW]\\+[0-9.]+ +not alive: .*W 1 at E5 critical D5 D5.*"), lines[2]);
        // Our four moves rated by GNU Go's top_moves: D6, the first, is among them on an empty 9x9.
        assertTrue(lines[3].matches("opening, our moves in the first 30 plies: [1-4] of 4 among the judge's top moves,"
                + " mean gap to its best [0-9]+\\.[0-9] points .*"), lines[3]);
    }

    @Test
    void ourValueIsTheLastOneUpToThePly() throws Exception {
        var line = SgfReader.read(GAME).mainLine();
        assertEquals("-", GameReview.ourValue(line, 0));
        assertEquals("0.610", GameReview.ourValue(line, 2));
        assertEquals("0.700", GameReview.ourValue(line, 6));
    }
}
