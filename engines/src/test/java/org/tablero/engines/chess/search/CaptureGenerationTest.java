package org.tablero.engines.chess.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Move;
import org.tablero.engines.chess.movegen.MoveGenerator;

/** The quiescence search's generator must give exactly the legal captures and promotions. */
class CaptureGenerationTest {

    private static List<Integer> sorted(int[] moves, int n) {
        List<Integer> l = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            l.add(moves[i]);
        }
        l.sort(null);
        return l;
    }

    @Test
    void capturesAreTheTacticalSubsetOfTheLegalMoves() {
        String[] fens = {
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        };
        SplittableRandom rnd = new SplittableRandom(9);
        int[] all = new int[MoveGenerator.MAX_MOVES];
        int[] caps = new int[MoveGenerator.MAX_MOVES];
        int checked = 0;
        for (String fen : fens) {
            Board b = GamePosition.ofFen(fen).board();
            for (int ply = 0; ply < 400; ply++) {
                int n = MoveGenerator.generate(b, all);
                if (n == 0) {
                    break;
                }
                int c = MoveGenerator.generateCaptures(b, caps);
                int k = 0;
                int[] expected = new int[n];
                for (int i = 0; i < n; i++) {
                    if (b.inCheck() || Move.isCapture(all[i]) || Move.isPromotion(all[i])) {
                        expected[k++] = all[i];
                    }
                }
                assertEquals(sorted(expected, k), sorted(caps, c), fen + " after " + ply + " plies");
                checked++;
                b.make(all[rnd.nextInt(n)]);
            }
        }
        assertEquals(true, checked > 200);
    }
}
