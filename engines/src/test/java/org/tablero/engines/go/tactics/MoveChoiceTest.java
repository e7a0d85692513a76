package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Vertex;

/**
 * Seed 001's table 4.8 as the answer's move where several win: the proposals' order and that
 * the solver answers the first proposal the static verdicts confirm.
 */
class MoveChoiceTest {

    private static GoBoard board(String position) throws Exception {
        return GoPositionNotation.read(position).board();
    }

    private static String name(GoBoard b, int p) {
        return Vertex.format(b.size(), p);
    }

    @Test
    void theCentreOfAnUnsettledEyeComesFirst() throws Exception {
        // Black's bulky five J2 H3 J3 H4 J4 lives by J3, H4 or J4 (the eye game's owner vital
        // points); J3, with three neighbours in the eye, is its centre.
        GoBoard b = board(EyeRaceTest.OWN_STONE_INSIDE);
        int black = b.point(6, 4);
        int white = b.point(5, 4);
        List<Integer> moves = MoveChoice.preferred(b, black, white);
        assertEquals("J3", name(b, moves.get(0)));
        TacticsSolver.Answer a = new TacticsSolver(200_000, 20_000).semeai(b, black, white);
        assertEquals("1 1 J3", a.first() + " " + a.second() + " " + name(b, a.move()));
    }

    /**
     * Two nakade eyes or none (seed table 4.8, last case): the other's outside liberties first,
     * then its eye. Black's corner A8-D8-D9 owns A9 B9 C9 with a White stone on B9; White's
     * chain A7-E7-E9 has F8 and F9 outside.
     */
    @Test
    void outsideLibertiesBeforeTheEye() throws Exception {
        GoBoard b = board(EyeRaceTest.NAKADE_THREE_SHORT);
        int black = b.point(3, 8);
        int white = b.point(4, 8);
        assertEquals(List.of("F8", "F9"), names(b, MoveChoice.preferred(b, black, white)), "White has no eye");
        assertEquals(List.of("A9", "C9"), names(b, MoveChoice.preferred(b, white, black)),
                "Black has no outside liberty: its eye's points that keep the count");
    }

    private static List<String> names(GoBoard b, List<Integer> points) {
        return points.stream().map(p -> name(b, p)).sorted().toList();
    }
}
