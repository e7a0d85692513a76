package org.tablero.engines.go.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameRules;
import org.tablero.engines.game.GameState;
import org.tablero.engines.go.GoGameRules;
import org.tablero.engines.go.GoGameState;
import org.tablero.engines.search.mcts.SearchResult;
import org.tablero.engines.spi.Engine;
import org.tablero.engines.spi.EngineException;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;

class GoMctsEngineTest {

    private static GoMctsEngine engine(String... kv) {
        Map<String, String> params = new java.util.HashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            params.put(kv[i], kv[i + 1]);
        }
        return GoEngines.mcts(params);
    }

    @Test
    void aClearlyBetterMoveWithHalfTheVisitsIsChosenOverTheMostVisited() {
        // Session 28's crawl (game 2.1, ply 23, 20,000 playouts): N19 most visited on its RAVE
        // mean, with a mean 0.088 below F11's; points stand in for the moves.
        SearchResult.MoveStats n19 = new SearchResult.MoveStats(1, 1171, 0.383, 9000, 0.581);
        SearchResult.MoveStats h2 = new SearchResult.MoveStats(2, 1040, 0.463, 5000, 0.485);
        SearchResult.MoveStats f11 = new SearchResult.MoveStats(3, 903, 0.471, 5000, 0.477);
        SearchResult.MoveStats rare = new SearchResult.MoveStats(4, 500, 0.600, 3000, 0.500);
        List<SearchResult.MoveStats> children = List.of(n19, h2, f11, rare);
        assertEquals(3, GoMctsEngine.secure(children, n19, m -> true), "F11: the best mean with half the visits");
        assertEquals(2, GoMctsEngine.secure(children, n19, m -> m != 3), "H2 when F11 is illegal");
        // A move with fewer than half the visits does not count, however good its mean.
        assertEquals(1, GoMctsEngine.secure(List.of(n19, rare), n19, m -> true));
        // Nor does a mean less than the margin above the most visited move's.
        SearchResult.MoveStats close = new SearchResult.MoveStats(5, 1100, 0.383 + GoMctsEngine.SECURE_MARGIN / 2, 0, 0);
        assertEquals(1, GoMctsEngine.secure(List.of(n19, close), n19, m -> true));
    }

    @Test
    void playsTheObviousCapturesAndEscapes() throws Exception {
        for (String[] row : TestPositions.read("tactics.txt")) {
            GoGameState game = TestPositions.game(row[1], row[2]);
            GoSearchReport r = engine().search(game, SearchLimits.none().withNodes(3000), new StopSignal());
            assertTrue(List.of(row[3].split(" ")).contains(r.move()), row[0] + ": played " + r.move());
        }
    }

    @Test
    void winsACapturingRaceThatWhoeverStartsWins() throws Exception {
        // RacePriorsTest's even race: Black C9-C8 against White D9-D8, two liberties each.
        GoGameState game = TestPositions.game(
                "2XO5/2XO5/OOOXXXXXX/OOOXXXXXX/1OOXXXXXX/OOOXXXXXX/1OOXXXXXX/OOOXXXXXX/1OOXXXXXX b - 0 0", "7.5");
        GoSearchReport r = engine("races", "on").search(game, SearchLimits.none().withNodes(500), new StopSignal());
        assertTrue(List.of("E9", "E8").contains(r.move()), "played " + r.move());
    }

    @Test
    void playsTheVitalPointOfACriticalDragon() throws Exception {
        // OwlPriorsTest's straight three: Black lives at B9, White kills there.
        for (String toMove : new String[] {"b", "w"}) {
            GoGameState game = TestPositions.game(OwlPriorsTest.CRITICAL.replace(" b ", " " + toMove + " "), "7.5");
            GoSearchReport r = engine("owl", "20").search(game, SearchLimits.none().withNodes(300), new StopSignal());
            assertEquals("B9", r.move(), toMove + " to move");
        }
    }

    @Test
    void passesOnlyIntoAWonCount() throws Exception {
        for (String[] row : TestPositions.read("endings.txt")) {
            GoGameState game = TestPositions.game(row[1], row[2]).play("pass");
            GoSearchReport r = engine().search(game, SearchLimits.none().withNodes(2000), new StopSignal());
            if (row[3].equals("pass")) {
                assertEquals("pass", r.move(), row[0]);
            } else {
                assertNotEquals("pass", r.move(), row[0]);
                assertFalse(r.resign() && r.value() > 0.5, row[0]);
            }
        }
    }

    @Test
    void neverPlaysAnIllegalMoveInRandomPositions() throws Exception {
        SplittableRandom random = new SplittableRandom(42);
        GoMctsEngine engine = engine("playouts", "150", "threads", "2");
        for (int g = 0; g < 40; g++) {
            GameState game = GameRules.of(GameKind.GO).start(null, Map.of("size", g % 4 == 0 ? "13" : "9"));
            int plies = random.nextInt(90);
            for (int i = 0; i < plies && game.scoring().isEmpty(); i++) {
                List<String> moves = game.playableMoves();
                game = game.play(moves.get(random.nextInt(moves.size())));
            }
            for (int i = 0; i < 3; i++) {
                String move = engine.chooseMove(game, SearchLimits.none(), new StopSignal()).orElseThrow();
                game = game.play(move); // throws on an illegal move
            }
        }
    }

    @Test
    void respectsAFixedMoveTime() throws Exception {
        GoMctsEngine engine = engine();
        GameState game = GoGameRules.INSTANCE.start(null, Map.of("size", "9"));
        for (long ms : new long[] {100, 400}) {
            long start = System.nanoTime();
            game = game.play(engine.chooseMove(game, SearchLimits.moveTime(Duration.ofMillis(ms)), new StopSignal())
                    .orElseThrow());
            long took = (System.nanoTime() - start) / 1_000_000;
            assertTrue(took <= 1.5 * ms, "took " + took + " ms of " + ms);
            assertTrue(engine.lastReport().playouts() > 10, "a search of " + ms + " ms runs playouts");
        }
    }

    @Test
    void usesAFixedMoveTimeInFullEvenWhenTheChoiceIsClear() throws Exception {
        // tactics.txt's escape-by-extension: F6 saves the game. A search that may stop once its
        // choice is settled stopped here after about 820 of its 970 ms; with a fixed time a move
        // that time would be lost, while the playouts it buys go under F6, kept for the next move.
        GoGameState game = TestPositions.game(
                "3O1X3/3O1X3/3OOX3/2OXX4/2OXXO3/3OOX3/3O1X3/3O1X3/3O1X3 b - 0 0", "7.5");
        long start = System.nanoTime();
        GoSearchReport r = engine().search(game, SearchLimits.moveTime(Duration.ofMillis(1000)), new StopSignal());
        long took = (System.nanoTime() - start) / 1_000_000;
        assertEquals("F6", r.move());
        assertTrue(took >= 940, "stopped after " + took + " of 970 ms");
    }

    @Test
    void theProfileMoveTimeCapsAndAStopEndsTheSearch() throws Exception {
        GoMctsEngine engine = engine("movetime", "150");
        GameState game = GoGameRules.INSTANCE.start(null, Map.of("size", "19"));
        long start = System.nanoTime();
        engine.chooseMove(game, SearchLimits.moveTime(Duration.ofSeconds(30)), new StopSignal());
        assertTrue((System.nanoTime() - start) / 1_000_000 < 225);
        StopSignal stop = new StopSignal();
        stop.stop();
        start = System.nanoTime();
        engine("movetime", "60000").chooseMove(game, SearchLimits.none(), stop);
        assertTrue((System.nanoTime() - start) / 1_000_000 < 1000, "a raised stop signal returns at once");
    }

    @Test
    void keepsTheTreeBetweenMoves() throws Exception {
        GoMctsEngine engine = engine("playouts", "3000");
        GoGameState game = GoGameRules.INSTANCE.start(null, Map.of("size", "9"));
        GoSearchReport first = engine.search(game, SearchLimits.none(), new StopSignal());
        assertFalse(first.reused());
        game = game.play(first.move());
        // Answer with the reply the tree explored most, so that its subtree is there.
        game = game.play(engine.search(game, SearchLimits.none(), new StopSignal()).move());
        GoSearchReport third = engine.search(game, SearchLimits.none(), new StopSignal());
        assertTrue(third.reused(), "the subtree of the two moves played is kept");
        assertTrue(third.rootVisits() > third.playouts(), third.rootVisits() + " visits, " + third.playouts()
                + " new playouts");
    }

    @Test
    void strengthCapsThePlayouts() throws Exception {
        GoMctsEngine weak = engine("strength", "0");
        GameState game = GoGameRules.INSTANCE.start(null, Map.of("size", "9"));
        weak.chooseMove(game, SearchLimits.moveTime(Duration.ofSeconds(5)), new StopSignal());
        assertEquals(50, weak.lastReport().playouts());
        assertEquals(5000, engine("strength", "50").config().strengthPlayouts());
        assertEquals(Long.MAX_VALUE, engine().config().strengthPlayouts());
        assertEquals(777, engine("strength", "777").config().strengthPlayouts());
    }

    @Test
    void supportsGoBoardsButNotChess() throws EngineException {
        Engine e = GoEngines.create("mcts", Map.of());
        assertEquals("mcts", e.name());
        for (String size : List.of("9", "13", "19")) {
            assertTrue(e.supports(GameKind.GO, Map.of("size", size)));
        }
        assertTrue(e.supports(GameKind.GO, Map.of()));
        assertFalse(e.supports(GameKind.GO, Map.of("size", "30")));
        assertFalse(e.supports(GameKind.CHESS, Map.of()));
        assertThrows(EngineException.class, () -> e.chooseMove(
                GameRules.of(GameKind.CHESS).start(null, Map.of()), SearchLimits.none(), new StopSignal()));
    }

    @Test
    void recognisesDeadStones() throws Exception {
        for (String[] row : TestPositions.read("dead-stones.txt")) {
            GoGameState game = TestPositions.game(row[0], row[1]);
            double[] own = engine().estimateOwnership(game, 2000);
            boolean[] dead = OwnershipEstimate.deadStones(game.board(), own);
            java.util.Set<String> found = new java.util.TreeSet<>();
            for (int p = 0; p < dead.length; p++) {
                if (dead[p]) {
                    found.add(org.tablero.engines.go.Vertex.format(game.size(), p));
                }
            }
            assertEquals(new java.util.TreeSet<>(List.of(row[2].split(" "))), found);
            assertEquals(row[3], org.tablero.engines.go.score.ScoreFormat.result(
                    OwnershipEstimate.score(game.board(), own, game.komi())));
        }
    }
}
