package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * The local eye game ({@link EyeGame}): the liberties of seed table 4.1 come out of the game
 * for the classic shapes, empty bent threes and bulky fives are unsettled, two eyes are alive,
 * and the seven-point patterns that class e used to know by hand get the same verdicts.
 */
class EyeGameTest {

    /** A board whose picture rows (top first) mark the area: '.' empty, 'x' an attacker (Black) stone; '#' is the owner (White). */
    record Eye(GoBoard board, int[] area, int owner) {
    }

    static Eye eye(String... rows) {
        int size = rows.length;
        GoBoard b = new GoBoard(size);
        List<Integer> area = new ArrayList<>();
        int owner = 0;
        for (int r = 0; r < size; r++) {
            for (int col = 0; col < size; col++) {
                int p = b.point(col, size - 1 - r);
                char ch = rows[r].charAt(col);
                if (ch == '#') {
                    b.setup(p, Stone.WHITE);
                    owner = p;
                } else {
                    area.add(p);
                    if (ch == 'x') {
                        b.setup(p, Stone.BLACK);
                    }
                }
            }
        }
        return new Eye(b, area.stream().mapToInt(Integer::intValue).toArray(), owner);
    }

    private static EyeGame.Verdict verdict(String... rows) {
        Eye e = eye(rows);
        return EyeGame.classify(e.board(), e.area(), e.owner());
    }

    private static void nakade(int liberties, String... rows) {
        EyeGame.Verdict v = verdict(rows);
        assertNotNull(v, "a verdict");
        assertEquals(EyeGame.Status.NAKADE, v.status());
        assertEquals(liberties, v.liberties());
    }

    private static void status(EyeGame.Status status, String... rows) {
        EyeGame.Verdict v = verdict(rows);
        assertNotNull(v, "a verdict");
        assertEquals(status, v.status());
    }

    @Test
    void emptyDeadShapesGiveTheTableLiberties() {
        nakade(1, ".####", "#####", "#####", "#####", "#####");
        nakade(2, "..###", "#####", "#####", "#####", "#####");
        nakade(5, "#..##", "#..##", "#####", "#####", "#####");
    }

    @Test
    void aStoneOnTheVitalPointLeavesTheTableLessTheStone() {
        nakade(3 - 1, "#.x.#", "#####", "#####", "#####", "#####");
        nakade(5 - 1, "#.x.#", "##.##", "#####", "#####", "#####");
        nakade(8 - 1, "#####", "#.x.#", "#..##", "#####", "#####");
        nakade(8 - 1, "##.##", "#.x.#", "##.##", "#####", "#####");
        nakade(12 - 1, "##.##", "#.x.#", "#..##", "#####", "#####");
    }

    @Test
    void inTheCornerTheCornerPointIsNoLiberty() {
        // The square four in the corner: A5 touches no White stone, so after Black B5 and A4
        // White's only liberty is B4: three, not five.
        nakade(3, "..###", "..###", "#####", "#####", "#####");
    }

    @Test
    void emptyShapesWithAVitalPointAreUnsettled() {
        String[] three = {"#...#", "#####", "#####", "#####", "#####"};
        EyeGame.Verdict v = verdict(three);
        assertEquals(EyeGame.Status.UNSETTLED, v.status());
        Eye e = eye(three);
        assertArrayEquals(new int[] {e.board().point(2, 4)}, v.ownerVital(), "the middle of the straight three");
        assertArrayEquals(new int[] {e.board().point(2, 4)}, v.attackerVital());
        status(EyeGame.Status.UNSETTLED, "#####", "#...#", "#..##", "#####", "#####");
        status(EyeGame.Status.UNSETTLED, "##.##", "#...#", "#..##", "#####", "#####");
    }

    @Test
    void twoEyesAndBigEyesLive() {
        status(EyeGame.Status.ALIVE, ".#.##", "#####", "#####", "#####", "#####");
        status(EyeGame.Status.ALIVE, "....#", "#####", "#####", "#####", "#####");
        status(EyeGame.Status.ALIVE, "#####", "#...#", "#...#", "#####", "#####");
    }

    @Test
    void theRectangularSixInTheCornerIsAKo() {
        // Without outside liberties the corner's rectangle six is a ko: no verdict.
        assertNull(verdict("...##", "...##", "#####", "#####", "#####"));
    }

    /**
     * The twin square on the top edge (centre C6, arms C7 B6 D6 C5, corners B7 D5), the eye of
     * STS-RV_1 problems C1_010 to C1_015: the patterns class e knew by hand get the same
     * verdicts and counts (17 less the stones), except that the centre alone is alive, not
     * unsettled (after any attacker move the owner still takes an arm).
     */
    @Test
    void theTwinSquareAgreesWithTheHandRules() {
        nakade(17 - 3, "#.x####", "#xx.###", "##..###", "#######", "#######", "#######", "#######");
        nakade(17 - 3, "#..####", "#.xx###", "##x.###", "#######", "#######", "#######", "#######");
        nakade(17 - 4, "#.x####", "#xxx###", "##..###", "#######", "#######", "#######", "#######");
        nakade(17 - 5, "#.x####", "#xxx###", "##x.###", "#######", "#######", "#######", "#######");
        status(EyeGame.Status.UNSETTLED, "#..####", "#xx.###", "##..###", "#######", "#######", "#######", "#######");
        status(EyeGame.Status.ALIVE, "#..####", "#.x.###", "##..###", "#######", "#######", "#######", "#######");
    }

    /** The tailed square (C7 / B6 C6 D6 / B5 C5 D5, tail arm C5): the hand rules' nakade patterns. */
    @Test
    void theTailedSquareAgreesWithTheHandRules() {
        nakade(17 - 3, "##x####", "#.x.###", "#.x.###", "#######", "#######", "#######", "#######");
        nakade(17 - 3, "##.####", "#xx.###", "#.x.###", "#######", "#######", "#######", "#######");
        nakade(17 - 4, "##.####", "#xx.###", "#xx.###", "#######", "#######", "#######", "#######");
        nakade(17 - 4, "##.####", "#xxx###", "#.x.###", "#######", "#######", "#######", "#######");
        // Beyond the hand rules: the centre and the tail arm alone are nakade too.
        nakade(17 - 2, "##.####", "#.x.###", "#.x.###", "#######", "#######", "#######", "#######");
    }
}
