package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Stone;

/**
 * Class-e races (seed 001, tables 4.1, 4.6, 4.7): the counting rules, the eye classification,
 * and agreement with a full read-out of small corner races on 9x9.
 */
class EyeRaceTest {

    /**
     * Black's corner chain A8-D8-D9 owns the straight three A9-C9 with a White stone on the
     * vital point B9 (2 eye liberties left); White's chain A7-E7-E9 has the outside liberties
     * F7, F8, F9 (3). Black's wall (row 6 and column G) encloses them with many liberties.
     */
    static final String NAKADE_THREE = "1O1XO1X2/XXXXO1X2/OOOOO1X2/XXXXXXX2/9/9/9/9/9 b - 0 0";
    /** As {@link #NAKADE_THREE} with F7 Black: White has only two outside liberties. */
    static final String NAKADE_THREE_SHORT = "1O1XO1X2/XXXXO1X2/OOOOOXX2/XXXXXXX2/9/9/9/9/9 b - 0 0";
    /** Black's eye A9-C9 is empty: Black to play makes two eyes, so the eye is not settled. */
    static final String EMPTY_THREE = "3XO1X2/XXXXO1X2/OOOOO1X2/XXXXXXX2/9/9/9/9/9 b - 0 0";
    /** Black's two-point eye A9-B9 (2 liberties) against White's three outside liberties. */
    static final String TWO_POINT = "2XOO1X2/XXXOO1X2/OOOOO1X2/XXXXXXX2/9/9/9/9/9 b - 0 0";

    private static GoBoard board(String position) throws Exception {
        return GoPositionNotation.read(position).board();
    }

    private static Outcome readOut(GoBoard b, int toMove) {
        return blackCaptures(b, b.point(3, 8), b.point(4, 8), toMove, new Budget(2_000_000, 20_000));
    }

    /**
     * Whether Black's chain on {@code black} captures White's on {@code white}, {@code toMove}
     * first, read out without static verdicts within {@code budget}.
     */
    private static Outcome blackCaptures(GoBoard b, int black, int white, int toMove, Budget budget) {
        Region r = Region.around(b, new int[] {black, white}, 30, 3);
        return new TacticalSearch(b, Stone.BLACK, white, black, true, r, budget)
                .withoutStaticRaces().solve(b, toMove).outcome();
    }

    @Test
    void differentEyeStatusesGiveTheSharedLibertiesToTheBiggerEye() {
        // Table 4.7: a five-point eye (status 5) against no eye; no seki whatever the counts.
        assertEquals(LibertyRace.Status.WIN, EyeRace.decide(2, 3, 2, 5, 0).status());
        assertEquals(LibertyRace.Status.LOSS, EyeRace.decide(3, 2, 2, 0, 5).status());
        assertEquals(LibertyRace.Status.WIN, EyeRace.decide(4, 4, 0, 1, 0).status());
        assertTrue(EyeRace.decide(4, 4, 0, 1, 0).mustPlay());
        assertEquals(LibertyRace.Status.LOSS, EyeRace.decide(3, 4, 0, 1, 0).status());
    }

    @Test
    void equalEyeStatusesCanEndInSeki() {
        // Table 4.6 with sl = 2: k > 2 win, k = 2 win by playing, |k| < 2 seki, k = -2 seki by playing.
        assertEquals(LibertyRace.Status.WIN, EyeRace.decide(5, 2, 2, 1, 1).status());
        assertEquals(LibertyRace.Status.WIN, EyeRace.decide(4, 2, 2, 1, 1).status());
        assertTrue(EyeRace.decide(4, 2, 2, 1, 1).mustPlay());
        assertEquals(LibertyRace.Status.SEKI, EyeRace.decide(3, 3, 2, 1, 1).status());
        assertEquals(LibertyRace.Status.SEKI, EyeRace.decide(2, 4, 2, 1, 1).status());
        assertTrue(EyeRace.decide(2, 4, 2, 1, 1).mustPlay());
        assertEquals(LibertyRace.Status.LOSS, EyeRace.decide(1, 4, 2, 1, 1).status());
        // sl = 1, k = 0: passing gives seki (playing would lose).
        assertEquals(LibertyRace.Status.SEKI, EyeRace.decide(3, 3, 1, 4, 4).status());
        assertFalse(EyeRace.decide(3, 3, 1, 4, 4).mustPlay());
    }

    @Test
    void classifiesNakadeEyes() throws Exception {
        GoBoard b = board(NAKADE_THREE);
        EyeRace.Eye eye = EyeRace.eye(b, b.point(3, 8), b.point(4, 8));
        assertNotNull(eye);
        assertEquals(1, eye.status());
        assertEquals(2, eye.liberties(), "three points minus the stone on the vital point");
        assertEquals(EyeRace.Eye.NONE, EyeRace.eye(b, b.point(4, 8), b.point(3, 8)));
        GoBoard two = board(TWO_POINT);
        assertEquals(2, EyeRace.eye(two, two.point(2, 8), two.point(3, 8)).liberties());
        GoBoard empty = board(EMPTY_THREE);
        assertTrue(EyeRace.eye(empty, empty.point(3, 8), empty.point(4, 8)).unsettled(), "B9 makes two eyes");
        LibertyRace.Verdict owner = EyeRace.classE(empty, empty.point(3, 8), empty.point(4, 8));
        assertEquals(LibertyRace.Status.WIN, owner.status(), "Black to move lives by B9 and captures White");
        assertTrue(owner.mustPlay());
        assertNull(EyeRace.classE(empty, empty.point(4, 8), empty.point(3, 8)), "White's try is B9: left to the search");
    }

    @Test
    void countsTheEyeAgainstOutsideLiberties() throws Exception {
        GoBoard b = board(NAKADE_THREE);
        LibertyRace.Verdict blackMoves = EyeRace.classE(b, b.point(3, 8), b.point(4, 8));
        assertNotNull(blackMoves);
        assertEquals(2, blackMoves.moverOutside(), "the eye's two liberties");
        assertEquals(3, blackMoves.otherOutside());
        assertEquals(LibertyRace.Status.LOSS, blackMoves.status());
        assertEquals(LibertyRace.Status.WIN, EyeRace.classE(b, b.point(4, 8), b.point(3, 8)).status());
        GoBoard shortB = board(NAKADE_THREE_SHORT);
        assertEquals(LibertyRace.Status.WIN, EyeRace.classE(shortB, shortB.point(3, 8), shortB.point(4, 8)).status());
    }

    @Test
    void theStaticVerdictsAgreeWithTheReadOut() throws Exception {
        // Black (the prover) wants White's chain captured; Black moving first.
        GoBoard b = board(NAKADE_THREE);
        assertEquals(Outcome.LOSS, readOut(b, Stone.BLACK));
        GoBoard shortB = board(NAKADE_THREE_SHORT);
        assertEquals(Outcome.WIN, readOut(shortB, Stone.BLACK));
        assertEquals(Outcome.LOSS, readOut(shortB, Stone.WHITE), "the mover wins with equal counts");
        assertEquals(Outcome.WIN, readOut(board(EMPTY_THREE), Stone.BLACK), "the unsettled eye's owner to move");
    }

    @Test
    void theSearchUsesTheClassEVerdict() throws Exception {
        GoBoard b = board(NAKADE_THREE_SHORT);
        int black = b.point(3, 8);
        int white = b.point(4, 8);
        Region r = Region.around(b, new int[] {black, white}, 30, 3);
        Budget budget = new Budget(2_000_000, 20_000);
        TacticalSearch.Result res = new TacticalSearch(b, Stone.BLACK, white, black, true, r, budget).solve(b, Stone.BLACK);
        assertEquals(Outcome.WIN, res.outcome());
        assertTrue(budget.nodes() < 100, "decided statically after one move, read " + budget.nodes());
    }

    /**
     * White's corner A9-C9-D6-A5 owns the rabbity six B8 / A8 A7 B7 C7 / B6 (vital point B7)
     * with Black's bent three A8-A7-B7 inside; Black's chain D9-E9-E5-A4 around it has many
     * liberties. The stones hold the vital point, but White to move takes B8, and then every
     * Black move inside is a self-atari whose capture leaves White a Z or bent four: a local
     * seki, not a nakade worth L(6) − 3 = 9 liberties (STS-RV_1 test 111 in this shape). The
     * eye game calls it unsettled; the race stays unjudged (Black's chain is open below).
     */
    static final String RABBITY_BENT_THREE = "OOOXX4/X1OOX4/XX1OX4/O1OOX4/OOOXX4/XXXX5/9/9/9 w - 0 0";
    /** As {@link #RABBITY_BENT_THREE} with A8 empty: Black's A7-B7 can still grow into a pyramid four. */
    static final String RABBITY_TWO = "OOOXX4/2OOX4/XX1OX4/O1OOX4/OOOXX4/XXXX5/9/9/9 w - 0 0";

    @Test
    void aSixPointEyeTheOwnerCanSpoilIsNoNakade() throws Exception {
        GoBoard spoilt = board(RABBITY_BENT_THREE);
        int white = spoilt.point(0, 8);
        int black = spoilt.point(3, 8);
        assertTrue(EyeRace.eye(spoilt, white, black).unsettled(), "White's B8 leaves a seki inside: no counted eye");
        assertNull(EyeRace.classE(spoilt, white, black), "no class-e verdict (it said White loses)");

        GoBoard fillable = board(RABBITY_TWO);
        EyeRace.Eye eye = EyeRace.eye(fillable, white, black);
        assertNotNull(eye, "whatever White takes, A7-B7 grows into a pyramid four");
        assertEquals(6, eye.status());
        assertEquals(12 - 2, eye.liberties());
    }

    /**
     * White's corner chain C9-C8-C7-A7 owns the empty square four A9 B9 A8 B8; Black's chain
     * D9-D7-A6 around it has three outside liberties E7-E9, inside a White wall with ten more.
     * A9 touches no White stone, so it is no liberty of White's chain: after Black B9 and A8
     * White's last liberty is B8. The eye game counts the eye as three, not L(4) = 5 (the
     * earlier rules, which only knew eyes whose points all touch the chain, gave no verdict),
     * and the mover wins either way, as the read-out says.
     */
    static final String CORNER_SQUARE = "2OX1O3/2OX1O3/OOOX1O3/XXXXOO3/OOOOO4/9/9/9/9 b - 0 0";

    @Test
    void theCornerSquareFourCountsThreeAsTheReadOutConfirms() throws Exception {
        GoBoard b = board(CORNER_SQUARE);
        int black = b.point(3, 8);
        int white = b.point(2, 8);
        EyeRace.Eye eye = EyeRace.eye(b, white, black);
        assertEquals(3, eye.liberties());
        assertFalse(eye.standard());
        assertEquals(LibertyRace.Status.WIN, EyeRace.classE(b, black, white).status());
        assertEquals(LibertyRace.Status.WIN, EyeRace.classE(b, white, black).status());
        for (int toMove : new int[] {Stone.BLACK, Stone.WHITE}) {
            assertEquals(toMove == Stone.BLACK ? Outcome.WIN : Outcome.LOSS, cornerReadOut(b, toMove), "the mover wins");
        }
    }

    /** The read-out of {@link #CORNER_SQUARE}-like races: Black (D9) to capture White (C9), {@code toMove} first. */
    private static Outcome cornerReadOut(GoBoard b, int toMove) {
        return blackCaptures(b, b.point(3, 8), b.point(2, 8), toMove, new Budget(2_000_000, 20_000));
    }

    @Test
    void cornerEyesTheOldRulesLeftAloneAgreeWithTheReadOut() throws Exception {
        // White B8 leaves the bent three A9 B9 A8, whose corner point A9 is the vital point:
        // unsettled, so White to move lives there and wins; Black to move is left to the search.
        GoBoard bent = board("2OX1O3/1OOX1O3/OOOX1O3/XXXXOO3/OOOOO4/9/9/9/9 b - 0 0");
        int black = bent.point(3, 8);
        int white = bent.point(2, 8);
        assertTrue(EyeRace.eye(bent, white, black).unsettled());
        assertEquals(LibertyRace.Status.WIN, EyeRace.classE(bent, white, black).status());
        assertNull(EyeRace.classE(bent, black, white));
        assertEquals(Outcome.LOSS, cornerReadOut(bent, Stone.WHITE));
        // A Black stone on B9 of the square four: two eye liberties against Black's three, so
        // Black wins whoever moves.
        GoBoard stone = board("1XOX1O3/2OX1O3/OOOX1O3/XXXXOO3/OOOOO4/9/9/9/9 b - 0 0");
        assertEquals(2, EyeRace.eye(stone, white, black).liberties());
        assertEquals(LibertyRace.Status.WIN, EyeRace.classE(stone, black, white).status());
        assertEquals(LibertyRace.Status.LOSS, EyeRace.classE(stone, white, black).status());
        assertEquals(Outcome.WIN, cornerReadOut(stone, Stone.BLACK));
        assertEquals(Outcome.WIN, cornerReadOut(stone, Stone.WHITE));
    }

    /**
     * STS-RV_1 test 61 moved to a 9x9 corner: Black's chain G5-J5-J1 owns the unsettled
     * bulky five J2 H3 J3 H4 J4 and shares G1 with White's chain F5-C1, whose five-point eye
     * D1 E1 D2 E3 holds a Black stone on E2 (seven liberties). Black to move lives by J3, the
     * centre, which touches no Black stone: the eye is then read with that stone inside, alive,
     * where before an own stone not yet joined to the chain made the area no eye at all.
     */
    static final String OWN_STONE_INSIDE = "6OOO/6OO1/6O1O/3XXXOOO/2XXXOXXX/1XXOOOX2/1XOO1OX2/1XO1XOXX1/1XO2O1XX b - 0 0";

    @Test
    void anOwnStoneInsideTheEyeIsReadWithItAsTheReadOutConfirms() throws Exception {
        GoBoard b = board(OWN_STONE_INSIDE);
        int black = b.point(6, 4);
        int white = b.point(5, 4);
        assertTrue(EyeRace.eye(b, black, white).unsettled());
        int centre = b.point(8, 2);
        GoBoard after = b.copy();
        after.play(centre, Stone.BLACK);
        EyeRace.Eye eye = EyeRace.eye(after, black, white);
        assertNotNull(eye);
        assertTrue(eye.alive(), "J3 makes the bulky five live");
        assertEquals(LibertyRace.Status.LOSS, EyeRace.classE(after, white, black).status());
        assertEquals(Outcome.WIN, blackCaptures(after, black, white, Stone.WHITE, new Budget(4_000_000, 60_000)),
                "Black captures White after J3, White to move");
    }
}
