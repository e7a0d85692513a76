package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Vertex;

/**
 * {@code analyze_semeai} as GNU Go judges dragons from games (its semeai.tst): a dragon wins by
 * the other's death, not by capturing it, and a result that needs a ko carries the ko code.
 * Each position is GNU Go's; the capture race alone ({@link TacticsSolver#race}) answers
 * otherwise, which the tests check too, so they fail without the owl's judgement.
 */
class SemeaiDragonsTest {

    private static final long NODES = 2_000_000;
    private static final long MILLIS = 10_000;

    private final TacticsSolver solver = new TacticsSolver(NODES, MILLIS);

    /** semeai.tst 63-70 (semeai13.sgf, 13x13): in each corner a few stones sit in the eye space of an enclosed dragon. */
    private static final String SEMEAI13 = "1O1X1O2OX1O1/OXXX1O2OXXXO/1X1OOO2OOOX1/XX1O6OXX/2OO6OOO/OOO10/13/"
            + "OOO10/2O7OOO/XXOOO4OOXX/1X2O3OO1XO/OXXXO3OXXXO/OO1XO3OX1O1";

    /** semeai.tst 71-80 (semeai14.sgf, 13x13): seki between a dragon and the stones in its only eye. */
    private static final String SEMEAI14 = "1OOXXO3O1X1/XXO1XO3OXXO/OXXXXO3OXOO/OOOOOOOOOOX1X/3O1XXX1OXXX/"
            + "3O1X1XOOOOO/OOOOXOOXO4/1O1OXOXXO4/XXXOX1X1O4/X1XOXXXOOOOOO/OOXOOOOOXXXX1/OXXO2O1X1OXX/"
            + "1X1O2OOXXOO1";

    @Test
    void capturingTheStonesInsideDoesNotSaveAnEnclosedDragon() throws Exception {
        GoBoard b = position(SEMEAI13);
        // 63: Black's D13 dragon takes White's B13 in the race, and is still dead.
        judged(b, "D13", "B13", "1 1", "0 0 PASS");
        // 64: with White to move the stones inside win, though Black would capture them first.
        judged(b, "B13", "D13", "0 0", "1 1 (PASS|A13|E13|E12|C11|C10|B9|A9)");
    }

    @Test
    void aSekiInTheRaceIsNoSekiForADeadDragon() throws Exception {
        GoBoard b = position(SEMEAI13);
        // 65: neither chain can take the other, but Black's K13 dragon has no eyes.
        judged(b, "K13", "M13", "1 0", "0 0 PASS");
        // 66: so White's stones inside, which cannot capture it either, kill it.
        judged(b, "M13", "K13", "1 0", "1 1 (PASS|N13)");
    }

    @Test
    void aCaptureThatLeavesANakadeIsASeki() throws Exception {
        GoBoard b = position(SEMEAI14);
        // 77: Black can take White's A3-B3-A2, and the bent three left dies to White's A3.
        judged(b, "A5", "A3", "1 1", "1 0 PASS");
        // 78: so White, though it loses the race, lives in seki.
        judged(b, "A3", "A5", "0 0", "1 0 (PASS|A6|C6|C1)");
    }

    @Test
    void aRaceWonByTakingAKoFirstIsAGoodKo() throws Exception {
        // semeai.tst 141 (semeai22.sgf, 9x9): Black's A4 against White's E3, which Black kills
        // by taking a ko on F1 or F3 first (without ko codes the answer was 1 1).
        GoBoard b = position("2O6/2O6/2O6/2O6/OOO6/XXOXXXXXX/1XOXO1X2/OXXOO1X2/1X1XO1X2");
        TacticsSolver.Answer a = solver.semeai(b, Vertex.parse(9, "A4"), Vertex.parse(9, "E3"));
        String text = a.first() + " " + a.second() + " " + Vertex.format(9, a.move());
        assertTrue(text.matches("2 2 (F1|F2|F3)"), text);
    }

    /** The capture race alone answers {@code race}; {@code analyze_semeai} matches {@code expected}. */
    private void judged(GoBoard b, String d1, String d2, String race, String expected) {
        assertEquals(race, codes(solver.race(b, at(d1), at(d2), budget())), d1 + " " + d2 + ", the race alone");
        String answer = answer(b, d1, d2);
        assertTrue(answer.matches(expected), d1 + " " + d2 + ": " + answer + " !~ " + expected);
    }

    private String answer(GoBoard b, String d1, String d2) {
        TacticsSolver.Answer a = solver.semeai(b, at(d1), at(d2));
        return codes(a) + " " + (a.move() == Vertex.PASS ? "PASS" : Vertex.format(13, a.move()));
    }

    private static String codes(TacticsSolver.Answer a) {
        return a.first() + " " + a.second();
    }

    private static int at(String vertex) {
        return Vertex.parse(13, vertex);
    }

    /** A position of GNU Go's, its rows from the top, Black to move. */
    private static GoBoard position(String rows) throws Exception {
        return GoPositionNotation.read(rows + " b - 0 0").board();
    }

    private static Budget budget() {
        return new Budget(NODES, MILLIS);
    }
}
