package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.Chains;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Rng;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

/** The class-0 tables of seed 001 and the test of when they apply. */
class LibertyRaceTest {

    /**
     * Black row 4 against White row 5, each with a wall of its own colour behind the enemy's
     * liberties; the walls have liberties of their own so that filling stones are safe.
     */
    static final String WALLED = "8/XXXXXXXX/8/OOOOOOOO/XXXXXXXX/8/OOOOOOOO/8 b - 0 0";

    private static GoBoard board(String position) throws Exception {
        return GoPositionNotation.read(position).board();
    }

    @Test
    void fewSharedLibertiesTable() {
        assertEquals(LibertyRace.Status.WIN, LibertyRace.table(3, 2, 0).status());
        assertFalse(LibertyRace.table(3, 2, 0).mustPlay());
        assertEquals(LibertyRace.Status.WIN, LibertyRace.table(2, 2, 1).status());
        assertTrue(LibertyRace.table(2, 2, 1).mustPlay());
        assertEquals(LibertyRace.Status.LOSS, LibertyRace.table(1, 2, 1).status());
    }

    @Test
    void manySharedLibertiesTable() {
        // sl = 3: k >= 3 win, k = 2 win by playing, -1..1 seki, k = -2 seki by playing, k <= -3 loss.
        assertEquals(LibertyRace.Status.WIN, LibertyRace.table(4, 1, 3).status());
        assertTrue(LibertyRace.table(3, 1, 3).mustPlay());
        assertEquals(LibertyRace.Status.SEKI, LibertyRace.table(2, 1, 3).status());
        assertEquals(LibertyRace.Status.SEKI, LibertyRace.table(1, 2, 3).status());
        assertEquals(LibertyRace.Status.SEKI, LibertyRace.table(0, 2, 3).status());
        assertTrue(LibertyRace.table(0, 2, 3).mustPlay());
        assertEquals(LibertyRace.Status.LOSS, LibertyRace.table(0, 3, 3).status());
    }

    @Test
    void countsAPlainRace() throws Exception {
        // Two rows facing each other between walls, six outside liberties each, nothing shared.
        GoBoard b = board(WALLED);
        LibertyRace.Verdict v = LibertyRace.classZero(b, b.point(0, 3), b.point(0, 4));
        assertNotNull(v);
        assertEquals(8, v.moverOutside());
        assertEquals(8, v.otherOutside());
        assertEquals(0, v.shared());
        assertEquals(LibertyRace.Status.WIN, v.status());
        assertTrue(v.mustPlay());
    }

    @Test
    void unsupportedFillingStonesAreNotPlain() throws Exception {
        // Without the white wall, a White stone on row 1 would be in self-atari.
        GoBoard b = board("5/5/OOOOO/XXXXX/5 b - 0 0");
        assertNull(LibertyRace.classZero(b, b.point(0, 1), b.point(0, 2)));
    }

    @Test
    void anEyeIsNotClassZero() throws Exception {
        // Black's A1 is an eye: White cannot fill it early, so counting alone would be wrong.
        GoBoard b = board("5/5/OOOOO/XXXXX/1X3 b - 0 0");
        assertNull(LibertyRace.classZero(b, b.point(0, 1), b.point(0, 2)));
    }

    @Test
    void chainsThatDoNotTouchAreNoRace() throws Exception {
        GoBoard b = board("5/OOOOO/5/XXXXX/5 b - 0 0");
        assertNull(LibertyRace.classZero(b, b.point(0, 1), b.point(0, 3)));
    }

    @Test
    void aLibertyThatIsNotPlainStillCountsForItsOwner() throws Exception {
        // WALLED with a hole at the end of White's lower wall: Black's liberty above the hole is
        // not plain (Black could extend through it), which can only help Black. Black to move
        // still wins by counting; White to move gets no verdict, its win would need that point plain.
        GoBoard b = board("8/XXXXXXXX/8/OOOOOOOO/XXXXXXXX/8/OOOOOOO1/8 b - 0 0");
        LibertyRace.Verdict v = LibertyRace.classZero(b, b.point(0, 3), b.point(0, 4));
        assertNotNull(v);
        assertEquals(LibertyRace.Status.WIN, v.status());
        assertNull(LibertyRace.classZero(b, b.point(0, 4), b.point(0, 3)));
    }

    /**
     * GNU Go's semeai.tst 58 (test4lose.sgf) after White's J4 and Black's E5: Black's H6 chain
     * has three outside liberties (H4, J5, J3) around White's J4 and White's F5 chain four (E1
     * to E4), with J1 shared. Counted, Black to move loses; but White cannot fill all three
     * without putting J4 and its fills in atari, where Black takes them, so no verdict may go
     * against Black. Before, class 0 called it a White win, and the semeai answered that White,
     * moving first, kills with J4 ("1 1 J4" for the file's "0 0 PASS").
     */
    @Test
    void anEnemyStoneInsideTheLibertiesStopsAVerdictAgainstTheirOwner() throws Exception {
        GoBoard b = board("9/9/2OOOOOOO/2XXXXOXX/3XXOXX1/3X1OX1O/3X1OXX1/5OOXX/3X1OOO1 b - 0 0");
        int black = Vertex.parse(9, "H6");
        int white = Vertex.parse(9, "F5");
        assertNull(LibertyRace.classZero(b, black, white));
        assertNull(LibertyRace.classZero(b, white, black));
        // With Black on E4, E3 and D2 too, White has two outside liberties: Black's win stands.
        GoBoard shorter = board("9/9/2OOOOOOO/2XXXXOXX/3XXOXX1/3XXOX1O/3XXOXX1/3X1OOXX/3X1OOO1 b - 0 0");
        LibertyRace.Verdict v = LibertyRace.classZero(shorter, black, white);
        assertNotNull(v);
        assertEquals(LibertyRace.Status.WIN, v.status());
    }

    /**
     * What {@link LibertyRace#plain} asks without playing the move (whether a stone would
     * capture or keep two liberties) and the capped liberty count of the wall test, against
     * playing the move on a copy and counting, on random positions.
     */
    @Test
    void libertyShortcutsMatchPlayingAndCounting() {
        int checked = 0;
        for (int size : new int[] {5, 9, 13}) {
            Rng rng = new Rng(7L * size);
            GoBoard b = new GoBoard(size);
            int colour = Stone.BLACK;
            for (int ply = 0; ply < size * size * 2; ply++) {
                for (int i = 0; i < b.emptyCount(); i++) {
                    int p = b.emptyPoint(i);
                    for (int c = Stone.BLACK; c <= Stone.WHITE; c++) {
                        if (!b.isLegal(p, c)) {
                            continue;
                        }
                        GoBoard next = b.copy();
                        boolean expected = next.play(p, c) > 0 || Chains.liberties(next, p) >= 2;
                        assertEquals(expected, LibertyRace.capturesOrBreathes(b, p, c), "point " + p + " colour " + c);
                        checked++;
                    }
                }
                for (int p = 0; p < b.arraySize(); p++) {
                    if (b.get(p) == Stone.BLACK || b.get(p) == Stone.WHITE) {
                        for (int cap = 1; cap <= 6; cap++) {
                            assertEquals(Math.min(cap, Chains.liberties(b, p)), LibertyRace.libertiesUpTo(b, p, cap));
                        }
                    }
                }
                int p = b.emptyPoint(rng.nextInt(b.emptyCount()));
                if (b.isLegal(p, colour) && !b.isEye(p, colour)) {
                    b.play(p, colour);
                }
                colour = Stone.opponent(colour);
            }
        }
        assertTrue(checked > 10_000, "moves checked: " + checked);
    }
}
