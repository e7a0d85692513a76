package org.tablero.engines.go.mcts.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The opening probe rates engines' moves by GNU Go's top_moves on GNU Go's own openings. */
class OpeningProbeTest {

    private static final Pattern SUMMARY = Pattern.compile(
            "#(\\d) .*: (\\d+) of (\\d+) moves among the judge's top moves, mean gap to its best ([0-9.]+) points .*");

    @Test
    void gnuGoAgreesWithItselfAndOurEngineAnswersEveryPosition() throws Exception {
        String gnugo = (new File("/usr/games/gnugo").canExecute() ? "/usr/games/gnugo" : "gnugo")
                + " --mode gtp --level 10 --chinese-rules --komi 7.5 --seed 1";
        String ours = ProcessHandle.current().info().command().orElse("java") + " -Xss4m -cp "
                + System.getProperty("java.class.path")
                + " org.tablero.engines.go.gtp.GtpMain --param playouts=100 --param threads=1";
        PrintStream saved = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            OpeningProbe.main(new String[] {"--judge", gnugo, "--from", "11", "--plies", "14", "--selfplay", "1",
                "--ours", gnugo, "--ours", ours});
        } finally {
            System.setOut(saved);
        }
        String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
        assertEquals(6, lines.length, String.join("\n", lines));
        for (int i = 0; i < 4; i++) {
            assertTrue(lines[i].matches("selfplay 1 ply 1[1-4] (black|white)  judge [A-T]\\d+ [0-9.]+"
                    + "  #1 [A-T]\\d+ \\S+  #2 [A-T]\\d+ \\S+"), lines[i]);
        }
        Matcher gnu = SUMMARY.matcher(lines[4]);
        assertTrue(gnu.matches(), lines[4]);
        // GNU Go as the engine plays what its own top_moves list first, but for ties and random joseki choices.
        assertTrue(Integer.parseInt(gnu.group(2)) >= 2 && Double.parseDouble(gnu.group(4)) <= 5, lines[4]);
        Matcher tablero = SUMMARY.matcher(lines[5]);
        assertTrue(tablero.matches(), lines[5]);
        assertEquals("4", tablero.group(3));
    }

    @Test
    void aMovesValueIsReadFromTheList() {
        String[] top = "Q16 35.01 D4 24.50 K10 3.25".split(" ");
        assertEquals(24.50, OpeningProbe.valueOf(top, "d4"));
        assertTrue(Double.isNaN(OpeningProbe.valueOf(top, "C3")));
        assertEquals(3.25, OpeningProbe.lastValue(top));
        assertEquals(new OpeningProbe.Rating(true, 35.01 - 24.50), OpeningProbe.Rating.of(top, "D4"));
        assertEquals(new OpeningProbe.Rating(false, 35.01 - 3.25), OpeningProbe.Rating.of(top, "C3"));
    }
}
