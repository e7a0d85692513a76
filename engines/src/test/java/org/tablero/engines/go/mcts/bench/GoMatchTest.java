package org.tablero.engines.go.mcts.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tablero.engines.go.gtp.GtpMain;

/** The match runner goes on when an engine dies in the middle of a game, and can judge openings. */
class GoMatchTest {

    private static final String JAVA = System.getProperty("java.home") + File.separator + "bin" + File.separator
            + "java -cp " + System.getProperty("java.class.path") + " ";
    private static final String HEALTHY = JAVA + GtpMain.class.getName() + " --param playouts=30";
    /** Dies after 20 commands: within the first game, and again in the next. */
    private static final String DYING = JAVA + DyingGtpMain.class.getName() + " 20";

    private static String match(String ours, String theirs, String... more) throws Exception {
        PrintStream saved = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            String[] args = {"--ours", ours, "--theirs", theirs, "--size", "9", "--games", "2",
                "--komi", "0.5", "--max-minutes", "5"};
            String[] all = java.util.Arrays.copyOf(args, args.length + more.length);
            System.arraycopy(more, 0, all, args.length, more.length);
            GoMatch.main(all);
        } finally {
            System.setOut(saved);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void ourEngineDyingForfeitsTheGameAndIsRestarted() throws Exception {
        String out = match(DYING, HEALTHY);
        assertTrue(out.contains("our engine failed in game 1"), out);
        assertTrue(out.contains("our engine failed in game 2"), "the restarted engine played game 2: " + out);
        assertTrue(out.contains("games 2  wins 0  losses 2"), out);
    }

    @Test
    void theOpponentDyingVoidsTheGame(@TempDir Path dir) throws Exception {
        String out = match(HEALTHY, DYING, "--sgf-dir", dir.toString());
        assertTrue(out.contains("the opponent failed in game 1"), out);
        assertTrue(out.contains("the opponent failed in game 2"), out);
        assertTrue(out.contains("games 0  wins 0  losses 0"), out);
        // The voided game is kept up to the move the opponent died on.
        String sgf = Files.readString(dir.resolve("game-001.sgf"));
        assertTrue(sgf.contains("RE[Void]"), sgf);
        assertTrue(sgf.contains(";B["), "our first move is in it: " + sgf);
    }

    @Test
    void gamesStoppedAfterSomePliesAreJudgedByTheOpponentsEstimate() throws Exception {
        String gnugo = new File("/usr/games/gnugo").canExecute() ? "/usr/games/gnugo" : "gnugo";
        String out = match(HEALTHY, gnugo + " --mode gtp --level 1", "--max-plies", "6");
        // Each game ends after six plies with GNU Go's estimate as its result, e.g. "W+12.5".
        assertTrue(out.matches("(?s).*game +1 +ours=B +result=[BW]\\+[0-9.]+ .*"), out);
        assertTrue(out.matches("(?s).*game +2 +ours=W +result=[BW]\\+[0-9.]+ .*"), out);
        assertTrue(out.contains("our moves 6 "), "three moves a game: " + out);
        assertTrue(out.matches("(?s).*our margin by the referee's estimate_score after 6 plies: mean [-+][0-9.]+ \\+- [0-9.]+ \\(95%\\) over 2 games.*"), out);
    }
}
