package org.tablero.engines.go.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablero.engines.go.mcts.GoEngines;

/** The GTP front-end, command by command, through {@link GtpEngine#handle}. */
class GtpEngineTest {

    /** A small playout budget keeps the 400-move game below fast; the engine itself is tested elsewhere. */
    private final GtpEngine gtp = new GtpEngine(GoEngines.mcts(java.util.Map.of("playouts", "30")));

    private String ok(String command) {
        String answer = gtp.handle(command);
        assertTrue(answer.startsWith("="), command + " -> " + answer);
        assertTrue(answer.endsWith("\n\n"), "an answer ends with a blank line");
        return answer.substring(1).trim();
    }

    private String error(String command) {
        String answer = gtp.handle(command);
        assertTrue(answer.startsWith("?"), command + " -> " + answer);
        return answer.substring(1).trim();
    }

    @Test
    void administrativeCommands() {
        assertEquals("2", ok("protocol_version"));
        assertEquals("Tablero", ok("name"));
        assertEquals("=7 2\n\n", gtp.handle("7 protocol_version"));
        assertEquals("?8 unknown command\n\n", gtp.handle("8 frobnicate"));
        assertEquals("true", ok("known_command final_status_list"));
        assertEquals("false", ok("known_command frobnicate"));
        List<String> commands = List.of(ok("list_commands").split("\n"));
        assertTrue(commands.containsAll(List.of("protocol_version", "name", "version", "known_command",
                "list_commands", "quit", "boardsize", "clear_board", "komi", "play", "genmove", "final_score",
                "final_status_list", "list_stones", "showboard", "loadsgf", "undo", "fixed_handicap",
                "place_free_handicap", "set_free_handicap", "time_settings", "time_left", "reg_genmove",
                "restricted_genmove", "unconditional_status", "trymove", "popgo")), commands.toString());
        assertNull(gtp.handle("   # only a comment"));
        assertEquals("2", ok("protocol_version # trailing comment"));
    }

    @Test
    void playListUndo() {
        ok("boardsize 9");
        ok("clear_board");
        ok("play b e5");
        ok("play W D5");
        assertEquals("E5", ok("list_stones black"));
        assertEquals("D5", ok("list_stones white"));
        assertEquals("illegal move", error("play b d5"));
        assertEquals("invalid coordinate", error("play b z5"));
        assertEquals("invalid color", error("play x e4"));
        ok("undo");
        assertEquals("", ok("list_stones white"));
        ok("undo");
        assertEquals("cannot undo", error("undo"));
        assertEquals("unacceptable size", error("boardsize 1"));
        assertTrue(ok("showboard").contains("A B C D E F G H J"));
    }

    /** GNU Go's reading stack, which its regression files use to ask about a line of play. */
    @Test
    void trymoveAndPopgo() {
        ok("boardsize 9");
        ok("clear_board");
        ok("play b e5");
        assertEquals("Stack empty.", error("popgo"));
        ok("trymove W D5");
        ok("trymove black C5");
        assertEquals("C5 E5", ok("list_stones black"));
        assertEquals("illegal move", error("trymove w e5"));
        ok("popgo");
        assertEquals("E5", ok("list_stones black"));
        assertEquals("D5", ok("list_stones white"));
        ok("popgo");
        assertEquals("", ok("list_stones white"));
        assertEquals("Stack empty.", error("popgo"));
        assertEquals("E5", ok("list_stones black"), "popgo never takes back a play");
        ok("trymove w d5");
        ok("clear_board");
        assertEquals("Stack empty.", error("popgo"), "a new board forgets the stack");
    }

    @Test
    void handicapCommands() {
        ok("boardsize 19");
        assertEquals("D16 K16 Q16 D10 K10 Q10 D4 K4 Q4", ok("fixed_handicap 9"));
        assertEquals("board not empty", error("fixed_handicap 2"));
        ok("clear_board");
        assertEquals("invalid handicap", error("fixed_handicap 10"));
        ok("set_free_handicap A1 T19 K10");
        assertEquals("A1 K10 T19", ok("list_stones black"));
        ok("clear_board");
        assertEquals(12, ok("place_free_handicap 12").split(" ").length);
        assertEquals(12, ok("list_stones black").split(" ").length);
    }

    @Test
    void genmoveAndScoring() {
        ok("boardsize 9");
        ok("komi 7.5");
        assertEquals("W+7.5", ok("final_score"));
        String move = ok("genmove black");
        assertEquals(move, ok("list_stones black"));
        for (int i = 0; i < 400; i++) {
            ok("genmove " + (i % 2 == 0 ? "white" : "black"));
        }
        String score = ok("final_score");
        assertTrue(score.matches("[BW]\\+\\d+(\\.5)?"), score);
        ok("final_status_list dead");
        ok("final_status_list alive");
        ok("time_settings 300 30 5");
        ok("time_left black 120 0");
        assertEquals("syntax error", error("time_left black"));
    }

    /** A 9x9 board where White's E5 is in atari: Black's capture at E4 is the move any search answers. */
    private void whiteE5InAtari() {
        ok("boardsize 9");
        ok("clear_board");
        ok("play b d5");
        ok("play w e5");
        ok("play b f5");
        ok("play w a1");
        ok("play b e6");
        ok("play w a9");
    }

    @Test
    void regGenmoveAnswersAMoveWithoutPlayingIt() {
        whiteE5InAtari();
        assertEquals("E4", ok("reg_genmove black"));
        assertEquals("D5 F5 E6", ok("list_stones black"), "nothing played");
        assertEquals("A1 E5 A9", ok("list_stones white"), "nothing captured");
        assertEquals("E4", ok("genmove black"));
        assertEquals("A1 A9", ok("list_stones white"));
        // The report lists the most visited root moves, the one played first: move:visits:value:raveValue.
        String report = ok("tablero_last_search");
        assertTrue(report.matches(".* top=E4:\\d+:[01]\\.\\d{3}:[01]\\.\\d{3}(,[A-T]\\d+:\\d+:[01]\\.\\d{3}:[01]\\.\\d{3}){0,4}"),
                report);
    }

    @Test
    void unconditionalStatusAnswersAsGnuGo() {
        ok("boardsize 5");
        ok("clear_board");
        // Black's A3-D3, B2-B1 and D2-D1 has two eyes, A1-A2 (holding a White stone) and C1-C2,
        // as in UnconditionalStatusTest; GNU Go 3.8 answers the same four words.
        for (String v : new String[] {"A3", "B3", "C3", "D3", "B2", "D2", "B1", "D1"}) {
            ok("play b " + v);
        }
        ok("play w a1");
        assertEquals("alive", ok("unconditional_status B1"));
        assertEquals("dead", ok("unconditional_status A1"));
        assertEquals("black_territory", ok("unconditional_status c1"));
        assertEquals("undecided", ok("unconditional_status E5"));
        assertEquals("invalid coordinate", error("unconditional_status pass"));
        assertEquals("invalid coordinate", error("unconditional_status F1"));
        assertEquals("syntax error", error("unconditional_status"));
    }

    @Test
    void restrictedGenmoveChoosesAmongTheListedVerticesWithoutPlaying() {
        whiteE5InAtari();
        assertEquals("E4", ok("restricted_genmove black J5 E4 C3"));
        // Without E4 the answer is one of the listed points, and the root searched nothing else.
        String other = ok("restricted_genmove black J5 C3");
        assertTrue(other.equals("J5") || other.equals("C3"), other);
        String report = ok("tablero_last_search");
        assertTrue(report.matches(".* top=(J5|C3):[^,]*(,(J5|C3):[^,]*)?"), report);
        // An occupied point cannot be played: with nothing else listed the answer is a pass.
        assertEquals("PASS", ok("restricted_genmove black D5 E5"));
        assertEquals("no allowed vertex", error("restricted_genmove black"));
        assertEquals("invalid coordinate", error("restricted_genmove black E4 Z9"));
        assertEquals("invalid coordinate", error("restricted_genmove black pass"));
        assertEquals("invalid color", error("restricted_genmove red E4"));
        assertEquals("D5 F5 E6", ok("list_stones black"), "nothing played");
        assertEquals("A1 E5 A9", ok("list_stones white"), "nothing captured");
        // The restricted searches leave no tree behind that would bind genmove to their points.
        assertEquals("E4", ok("genmove black"));
    }

    @Test
    void sekiIsListedAndScoredAsGnuGoDoes() {
        // A seki between Black's B9-A8-B8-C8 and White's D9-D8-E8-F8-F9 sharing C9 (see SekiTest);
        // GNU Go 3.8 answers these three commands with the same chains and B+18.5.
        String[] rows = {".X.O.OX..", "XXXOOOX..", "OOOXXXX..", "..OX.....", "..OX.....", "..OX.....", "..OX.....",
            "..OX.....", "..OX....."};
        ok("boardsize 9");
        ok("komi 7.5");
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                char stone = rows[r].charAt(c);
                if (stone != '.') {
                    ok("play " + (stone == 'X' ? "black " : "white ") + "ABCDEFGHJ".charAt(c) + (9 - r));
                }
            }
        }
        java.util.Set<String> seki = new java.util.TreeSet<>(List.of(ok("final_status_list seki").split("\\s+")));
        assertEquals(new java.util.TreeSet<>(List.of("B9", "A8", "B8", "C8", "D9", "D8", "E8", "F8", "F9")), seki);
        assertEquals("", ok("final_status_list dead"));
        assertEquals("B+18.5", ok("final_score"));
    }

    @Test
    void genmoveHonoursTheClock() {
        GtpEngine timed = new GtpEngine(GoEngines.mcts(java.util.Map.of("movetime", "60000")));
        timed.handle("boardsize 9");
        timed.handle("time_settings 0 1 2");
        long start = System.nanoTime();
        String answer = timed.handle("genmove b");
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertTrue(answer.startsWith("= "), answer);
        // Two stones in one second of byo-yomi: about half a second, never the profile's minute.
        assertTrue(ms < 750, "took " + ms + " ms");
        assertTrue(timed.handle("tablero_last_search").contains("playouts="));
    }

    @Test
    void finalStatusListFindsDeadStones() {
        ok("boardsize 9");
        ok("komi 7.5");
        // White wall on column D, Black wall on F, and one lost stone of each colour inside.
        for (int row = 1; row <= 9; row++) {
            ok("play w D" + row);
            ok("play b F" + row);
        }
        ok("play b B5");
        ok("play w H5");
        assertEquals("B5\nH5", ok("final_status_list dead"));
        assertEquals("W+7.5", ok("final_score"));
    }

    @Test
    void loadsSgf() throws URISyntaxException {
        Path file = Path.of(GtpEngineTest.class.getResource("/go/sgf/handicap.sgf").toURI());
        ok("loadsgf " + file);
        assertEquals("K10 R14", ok("list_stones white"));
        assertEquals("D4 Q4 D16 Q16 O17", ok("list_stones black"));
        ok("loadsgf " + file + " 2");
        assertEquals("R14", ok("list_stones white"));
        assertTrue(error("loadsgf /no/such/file.sgf").startsWith("cannot load"));
    }

    @Test
    void aFailedLoadLeavesNoStalePosition(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path good = Path.of(GtpEngineTest.class.getResource("/go/sgf/handicap.sgf").toURI());
        Path bad = dir.resolve("bad.sgf");
        java.nio.file.Files.writeString(bad, "(;GM[1]SZ[19];B[dd];W[dd])");
        ok("loadsgf " + good);
        assertTrue(error("loadsgf " + bad).startsWith("cannot load"));
        assertEquals("", ok("list_stones black"), "the previous game must not be answered about");
        assertEquals("", ok("list_stones white"));
    }

    @Test
    void aCommandThatThrowsAnswersAFailureAndTheEngineGoesOn() {
        gtp.register("broken", a -> {
            throw new IllegalStateException("this test's deliberately broken command");
        });
        String answer = gtp.handle("7 broken");
        assertTrue(answer.startsWith("?7 internal error: java.lang.IllegalStateException"), answer);
        assertTrue(answer.endsWith("\n\n"), answer);
        assertEquals("Tablero", ok("name"));
        ok("play b D4");
        assertEquals("D4", ok("list_stones black"), "the game before the failure is still there");
    }

    @Test
    void aFailureMessageStaysOnTheAnswersLine() {
        gtp.register("deep", a -> {
            throw new StackOverflowError("first line\nsecond line");
        });
        assertEquals("?3 internal error: java.lang.StackOverflowError: first line second line\n\n", gtp.handle("3 deep"));
        assertEquals("Tablero", ok("name"));
    }

    @Test
    void aWrappedFailureMessageStaysOnTheAnswersLine() {
        gtp.register("unreadable", a -> {
            throw new GtpFailure("cannot load file: line 1\r\nline 2");
        });
        assertEquals("?4 cannot load file: line 1 line 2\n\n", gtp.handle("4 unreadable"));
    }

    @Test
    void runsOverStreamsUntilQuit() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        new GtpEngine().run(new BufferedReader(new StringReader("1 name\n\n2 quit\n3 name\n")), out);
        assertEquals("=1 Tablero\n\n=2\n\n", bytes.toString(StandardCharsets.UTF_8));
    }
}
