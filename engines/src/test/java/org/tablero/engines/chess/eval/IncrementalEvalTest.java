package org.tablero.engines.chess.eval;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.format.FenReader;
import org.tablero.engines.chess.movegen.MoveGenerator;

/**
 * The evaluation's shortcuts (the piece-square sum kept by the board, the pawn cache) must give
 * exactly what computing everything from scratch gives, over many random games.
 */
class IncrementalEvalTest {

    private static final String[] STARTS = {
        FenReader.START,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    };

    /** Plays random games, checking at every position and again while taking every move back. */
    @Test
    void incrementalPiecesSquareSumAndPawnCacheMatchAFullEvaluation() throws Exception {
        SplittableRandom random = new SplittableRandom(7);
        Evaluator cached = new Evaluator(EvalWeights.defaults());
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int[] line = new int[200];
        int checked = 0;
        for (int game = 0; game < 60; game++) {
            Board b = FenReader.read(STARTS[game % STARTS.length]);
            int plies = 0;
            while (plies < line.length) {
                checkAgainstScratch(b, cached);
                checked++;
                int n = MoveGenerator.generate(b, moves);
                if (n == 0) {
                    break;
                }
                line[plies] = moves[random.nextInt(n)];
                b.make(line[plies++]);
            }
            while (plies > 0) {
                b.unmake(line[--plies]);
                checkAgainstScratch(b, cached);
            }
        }
        assertEquals(true, checked > 3000, "enough positions: " + checked);
    }

    private static void checkAgainstScratch(Board b, Evaluator cached) throws Exception {
        assertEquals(b.computePsqt(), b.psqt(), "incremental piece-square sum");
        Board fresh = FenReader.read(org.tablero.engines.chess.format.FenWriter.write(b));
        assertEquals(new Evaluator(EvalWeights.defaults()).evaluate(fresh), cached.evaluate(b), "cached evaluation");
        int[] direct = new int[Term.COUNT];
        int[] viaCache = new int[Term.COUNT];
        PawnStructure.evaluate(b, direct);
        new PawnCache().evaluate(b, viaCache);
        assertArrayEquals(direct, viaCache);
    }

    @Test
    void thePawnCacheAnswersARepeatedStructureFromItsEntry() throws Exception {
        PawnCache cache = new PawnCache();
        Board b = FenReader.read("4k3/pp3p2/8/3P4/8/8/PP4P1/4K3 w - - 0 1");
        int[] first = new int[Term.COUNT];
        int[] second = new int[Term.COUNT];
        cache.evaluate(b, first);
        cache.evaluate(b, second);
        int[] direct = new int[Term.COUNT];
        PawnStructure.evaluate(b, direct);
        assertArrayEquals(direct, first);
        assertArrayEquals(direct, second);
        assertEquals(Score.of(20, 45), direct[Term.PASSED_PAWNS.ordinal()], "the d5 pawn is passed");
    }
}
