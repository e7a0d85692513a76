package org.tablero.engines.chess.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Drives the UCI loop through streams, as a GUI would. */
class UciSessionTest {

    private static List<String> run(String input) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        new UciSession(out).run(new BufferedReader(new StringReader(input)));
        return Arrays.asList(bytes.toString(StandardCharsets.UTF_8).split("\n", -1));
    }

    @Test
    void handshake() throws Exception {
        List<String> out = run("uci\nisready\nquit\n");
        assertEquals("id name Tablero", out.get(0));
        assertTrue(out.get(1).startsWith("id author "));
        int ok = out.indexOf("uciok");
        assertTrue(ok > 2 && out.subList(2, ok).stream().allMatch(l -> l.startsWith("option name ")), out.toString());
        assertTrue(out.contains("option name Threads type spin default 1 min 1 max 64"));
        assertEquals("readyok", out.get(ok + 1));
    }

    @Test
    void goSearchesAndAnswersBestmoveWithInfoLines() throws Exception {
        List<String> out = run("position fen k7/8/1K6/8/8/8/8/7R w - - 0 1\ngo depth 3\n");
        assertTrue(out.contains("bestmove h1h8"), out.toString());
        assertTrue(out.stream().anyMatch(l -> l.startsWith("info depth 3 ") && l.contains(" score mate 1 ")
                && l.contains(" nodes ") && l.contains(" nps ") && l.contains(" pv h1h8")), out.toString());
    }

    @Test
    void stopEndsAnInfiniteSearchWithABestmove() throws Exception {
        long t0 = System.nanoTime();
        List<String> out = run("position startpos moves e2e4\ngo infinite\nisready\nstop\nquit\n");
        assertTrue((System.nanoTime() - t0) / 1_000_000 < 3000);
        assertEquals(1, out.stream().filter(l -> l.startsWith("bestmove ")).count(), out.toString());
        assertTrue(out.contains("readyok"));
    }

    @Test
    void optionsChangeTheSearchAndBadOnesAreReported() throws Exception {
        List<String> out = run("setoption name Threads value 2\nsetoption name Skill Level value 0\n"
                + "setoption name Hash value 0\nsetoption name Colour value red\nposition startpos\ngo depth 2\n");
        assertTrue(out.stream().anyMatch(l -> l.startsWith("info string hash")), out.toString());
        assertTrue(out.stream().anyMatch(l -> l.contains("unknown option 'Colour'")), out.toString());
        assertTrue(out.stream().anyMatch(l -> l.startsWith("bestmove ")), out.toString());
    }

    @Test
    void goPerftPrintsEachRootMoveThenTheTotalLikeStockfish() throws Exception {
        List<String> out = run("position startpos moves e2e4 e7e5\ngo perft 2\nquit\n");
        assertEquals(29 + 4, out.size(), out.toString());
        assertTrue(out.contains("g1f3: 29") && out.contains("f1b5: 26"), out.toString());
        assertEquals("", out.get(29));
        assertEquals("Nodes searched: 835", out.get(30));
        for (String line : out.subList(0, 29)) {
            assertTrue(line.matches("[a-h][1-8][a-h][1-8][qrbn]?: \\d+"), line);
        }
    }

    @Test
    void perftFromAFenWithPromotions() throws Exception {
        List<String> out = run("position fen 3r3k/2P5/8/8/8/8/8/4K3 w - - 0 1\ngo perft 1\n");
        assertTrue(out.contains("c7d8n: 1"));
        assertTrue(out.contains("Nodes searched: 11"), out.toString());
    }

    @Test
    void errorsAreReportedAndTheLoopGoesOn() throws Exception {
        List<String> out = run("""
                bogus
                position fen 8/8/8/8/8/8/8/8 w - - 0 1
                position startpos moves e2e5
                go perft 1
                isready
                """);
        assertTrue(out.get(0).startsWith("info string unknown command"), out.get(0));
        assertTrue(out.get(1).startsWith("info string position ignored, bad FEN: no white king"), out.get(1));
        assertTrue(out.get(2).startsWith("info string position ignored, move 'e2e5'"), out.get(2));
        assertTrue(out.contains("Nodes searched: 20"), "the last good position (start) stays: " + out);
        assertTrue(out.contains("readyok"));
    }

    @Test
    void displayPrintsTheBoardAndFen() throws Exception {
        List<String> out = run("position startpos moves e2e4\nd\n");
        assertTrue(out.contains("Fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"), out.toString());
        assertTrue(out.contains(" | r | n | b | q | k | b | n | r | 8"), out.toString());
    }
}
