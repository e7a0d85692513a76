package org.tablero.engines.chess.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.format.FenReader;

class EvaluatorTest {

    private static Board board(String fen) throws Exception {
        return FenReader.read(fen);
    }

    /** The same position with colours swapped and the board mirrored top to bottom. */
    private static String mirror(String fen) {
        String[] f = fen.split(" ");
        String[] ranks = f[0].split("/");
        StringBuilder sb = new StringBuilder();
        for (int i = ranks.length - 1; i >= 0; i--) {
            sb.append(swapCase(ranks[i])).append(i > 0 ? "/" : "");
        }
        String castling = f[2].equals("-") ? "-" : swapCase(f[2]);
        castling = castling.equals("-") ? "-" : sortCastling(castling);
        return sb + " " + (f[1].equals("w") ? "b" : "w") + " " + castling + " - " + f[4] + " " + f[5];
    }

    private static String sortCastling(String c) {
        StringBuilder sb = new StringBuilder();
        for (char ch : "KQkq".toCharArray()) {
            if (c.indexOf(ch) >= 0) {
                sb.append(ch);
            }
        }
        return sb.toString();
    }

    private static String swapCase(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            sb.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        }
        return sb.toString();
    }

    @Test
    void theStartPositionIsEqual() throws Exception {
        assertEquals(0, new Evaluator(EvalWeights.defaults()).evaluate(board(FenReader.START)));
    }

    @Test
    void mirroredPositionsScoreTheSameForTheSideToMove() throws Exception {
        Evaluator e = new Evaluator(EvalWeights.defaults());
        String[] fens = {
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r1b2k1r/ppppq3/5N1p/4P2Q/4PP2/1B6/PP5P/n2K2R1 w - - 1 1",
            "2r3k1/p4p2/3Rp2p/1p2P1pK/8/1P4P1/P3Q2P/1q6 b - - 0 1",
        };
        for (String fen : fens) {
            assertEquals(e.evaluate(board(fen)), e.evaluate(board(mirror(fen))), fen);
        }
    }

    @Test
    void anExtraQueenIsWorthAboutAQueen() throws Exception {
        int s = new Evaluator(EvalWeights.defaults()).evaluate(board("4k3/8/8/8/8/8/8/3QK3 w - - 0 1"));
        assertTrue(s > 800 && s < 1300, "got " + s);
    }

    @Test
    void aLoneMinorPieceIsScoredAsNearlyDrawn() throws Exception {
        int s = new Evaluator(EvalWeights.defaults()).evaluate(board("4k3/8/8/8/8/8/8/3BK3 w - - 0 1"));
        assertTrue(Math.abs(s) < 60, "got " + s);
    }

    @Test
    void eachWeightScalesItsOwnTermOnly() throws Exception {
        Board b = board("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        int base = new Evaluator(EvalWeights.uniform(0)).evaluate(b);
        assertEquals(0, base);
        int[] terms = new int[Term.COUNT];
        Evaluator.computeTerms(b, terms);
        int phase = Evaluator.phase(b);
        for (Term t : Term.values()) {
            int got = new Evaluator(EvalWeights.uniform(0).with(t, 1.0)).evaluate(b);
            int expected = (Score.mg(terms[t.ordinal()]) * phase + Score.eg(terms[t.ordinal()]) * (24 - phase)) / 24;
            assertTrue(Math.abs(got - expected) <= 1, t + ": " + got + " vs " + expected);
        }
    }

    @Test
    void weightsComeFromProfileParameters() {
        EvalWeights w = EvalWeights.fromParameters(Map.of("weight.mobility", "2.5", "threads", "4"));
        assertEquals(2.5, w.get(Term.MOBILITY));
        assertEquals(EvalWeights.defaults().get(Term.MATERIAL), w.get(Term.MATERIAL));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> EvalWeights.fromParameters(Map.of("weight.charisma", "1")));
        assertTrue(e.getMessage().contains("charisma") && e.getMessage().contains("mobility"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> EvalWeights.fromParameters(Map.of("weight.material", "lots")));
        assertEquals("2.5", w.toParameters().get("weight.mobility"));
    }
}
