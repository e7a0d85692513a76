package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Stone;

/**
 * The wall tests of class e ({@link Walls}): which enemy chains around a race chain may be
 * ignored, checked against a full read-out where the static verdict depends on them.
 */
class WallsTest {

    /**
     * White's corner chain A8-D8-D9 owns the straight three A9-C9 with a Black stone on B9 (two
     * eye liberties); Black's chain A7-E7-E9 has the outside liberties F7, F8, F9. White's wall
     * A6-G6-G9 around Black's chain has only those three and H9: four liberties, no more than
     * Black's count plus one, which the old wall test refused. Black wins the race whoever
     * starts, so only White's walls matter, and White has none.
     */
    static final String WEAK_WALL_OF_THE_WINNER = "1X1OX1O2/OOOOX1OX1/XXXXX1OX1/OOOOOOOX1/XXXXXXXX1/9/9/9/9 b - 0 0";

    private static GoBoard board(String position) throws Exception {
        return GoPositionNotation.read(position).board();
    }

    /** The liberties of either race chain: the points the race itself fills. */
    private static boolean[] racePoints(GoBoard b, int black, int white) {
        boolean[] race = LibertyRace.libertySet(b, black);
        boolean[] libW = LibertyRace.libertySet(b, white);
        for (int p = 0; p < race.length; p++) {
            race[p] |= libW[p];
        }
        return race;
    }

    /** Whether Black's chain on {@code black} captures White's on {@code white}, read out without static verdicts. */
    private static Outcome readOut(GoBoard b, int black, int white, int toMove) {
        return readOut(b, black, white, toMove, Stone.BLACK);
    }

    /** Whether {@code prover} captures the other side's chain (of {@code black} and {@code white}), read out. */
    private static Outcome readOut(GoBoard b, int black, int white, int toMove, int prover) {
        Region r = Region.around(b, new int[] {black, white}, 30, 3);
        int kill = prover == Stone.BLACK ? white : black;
        int save = prover == Stone.BLACK ? black : white;
        return new TacticalSearch(b, prover, kill, save, true, r, new Budget(2_000_000, 60_000))
                .withoutStaticRaces().solve(b, toMove).outcome();
    }

    @Test
    void theWinnersWallsDoNotMatter() throws Exception {
        GoBoard b = board(WEAK_WALL_OF_THE_WINNER);
        int black = b.point(0, 6);
        int white = b.point(0, 7);
        LibertyRace.Verdict blackMoves = EyeRace.classE(b, black, white);
        assertNotNull(blackMoves, "Black wins: White's weak wall next to Black cannot change that");
        assertEquals(LibertyRace.Status.WIN, blackMoves.status());
        LibertyRace.Verdict whiteMoves = EyeRace.classE(b, white, black);
        assertNotNull(whiteMoves);
        assertEquals(LibertyRace.Status.LOSS, whiteMoves.status());
        assertEquals(Outcome.WIN, readOut(b, black, white, Stone.BLACK), "Black, the prover, captures White");
        assertEquals(Outcome.WIN, readOut(b, black, white, Stone.WHITE), "also when White starts");
    }

    @Test
    void aWallWithFewLibertiesOutsideTheRaceIsNotSolid() throws Exception {
        GoBoard b = board(WEAK_WALL_OF_THE_WINNER);
        int black = b.point(0, 6);
        int white = b.point(0, 7);
        boolean[] libB = LibertyRace.libertySet(b, black);
        boolean[] race = racePoints(b, black, white);
        // White's wall keeps only H9 outside Black's liberties: Black, were it losing, could
        // take it before being captured, and one liberty outside the race allows no extension.
        int wall = b.point(6, 6);
        assertEquals(1, Walls.libertiesOutside(b, wall, libB));
        assertFalse(Walls.extensible(b, wall, 3, race));
        assertFalse(Walls.safe(b, black, white, EyeRace.Eye.NONE, 3, race));
        assertTrue(Walls.safe(b, black, white, EyeRace.Eye.NONE, 0, race), "no turns: nothing can be taken");
    }

    /**
     * As {@link #WEAK_WALL_OF_THE_WINNER}, but White's wall around Black's chain (A6-J6, G7-G9,
     * H7-H8, J8-J9) owns two true eyes, H9 and J7, which are also its only liberties besides
     * Black's F7-F9: however many turns Black has, it can never capture that wall.
     */
    static final String WALL_WITH_TWO_EYES = "1X1OX1O1O/OOOOX1OOO/XXXXX1OO1/OOOOOOOOO/XXXXXXXXX/9/9/9/9 b - 0 0";

    @Test
    void aWallWithTwoEyesIsSolid() throws Exception {
        GoBoard b = board(WALL_WITH_TWO_EYES);
        int black = b.point(0, 6);
        int white = b.point(0, 7);
        boolean[] libB = LibertyRace.libertySet(b, black);
        boolean[] race = racePoints(b, black, white);
        int wall = b.point(6, 6);
        assertEquals(2, Walls.libertiesOutside(b, wall, libB));
        assertFalse(Walls.extensible(b, wall, 3, race));
        assertTrue(Walls.safe(b, black, white, EyeRace.Eye.NONE, 10, race), "two eyes: no count of turns captures it");
    }

    @Test
    void aWallThatCanExtendTwiceIntoTheOpenIsExtensible() throws Exception {
        // A lone White two-stone wall E5-E6: extending at E4 or E7 gives eight liberties, at
        // the side points seven; nothing is a race point here.
        GoBoard b = board("9/9/9/4O4/4O4/9/9/9/9 b - 0 0");
        int wall = b.point(4, 4);
        boolean[] race = new boolean[b.arraySize()];
        assertTrue(Walls.extensible(b, wall, 5, race), "seven liberties needed: every extension");
        assertTrue(Walls.extensible(b, wall, 6, race), "eight needed: E4 and E7, two points");
        assertFalse(Walls.extensible(b, wall, 7, race), "nine needed: none");
        race[b.point(4, 2)] = true; // E3 now a race point: E4 keeps only seven countable liberties
        assertFalse(Walls.extensible(b, wall, 6, race), "eight needed: only E7 left");
    }

    /**
     * White's corner chain A8-D8-D9-B9 lives with two eyes (A9, C9); Black's chain A7-E7-E9 has
     * only F7-F9 and loses whoever moves. Its wall, White's G9-H8-J7 chain with row 6, keeps
     * only H9 and J8 outside Black's liberties, two for Black's three turns, and has no eye of
     * its own; but it shares both eyes with the lone stone J9, so Benson's algorithm finds both
     * alive: Black can never take it, and the race needs no reading.
     */
    static final String WALL_WITH_SHARED_EYES = "1O1OX1O1O/OOOOX1OO1/XXXXX1OOO/OOOOOOOOO/XXXXXXXXX/9/9/9/9 b - 0 0";

    @Test
    void aWallAliveByBensonIsSolidAsTheReadOutConfirms() throws Exception {
        GoBoard b = board(WALL_WITH_SHARED_EYES);
        int black = b.point(0, 6);
        int white = b.point(0, 7);
        boolean[] libB = LibertyRace.libertySet(b, black);
        boolean[] race = libB.clone();
        int wall = b.point(6, 8);
        assertEquals(2, Walls.libertiesOutside(b, wall, libB));
        assertFalse(LifeCheck.twoEyes(b, wall), "neither eye is its own");
        assertFalse(Walls.extensible(b, wall, 3, race));
        assertTrue(Walls.safe(b, black, white, EyeRace.Eye.NONE, 3, race), "alive by Benson: no count of turns takes it");
        LibertyRace.Verdict blackMoves = EyeRace.classE(b, black, white);
        assertNotNull(blackMoves);
        assertEquals(LibertyRace.Status.LOSS, blackMoves.status());
        assertEquals(LibertyRace.Status.WIN, EyeRace.classE(b, white, black).status());
        for (int toMove : new int[] {Stone.BLACK, Stone.WHITE}) {
            assertEquals(Outcome.WIN, readOut(b, black, white, toMove, Stone.WHITE), "White captures Black whoever starts");
        }
    }

    /**
     * White's chain A6-D6-D3-H2-G1 has only the shared liberties E4, G3 and H1 against Black's
     * chain E5-J7 with its seven-point eye: White loses whoever moves. Its walls are short of
     * liberties: Black's A5-A1-C3 keeps the eye B4 and C1, C2; Black's D2-F1 keeps C2 and D1.
     * None of those is a liberty of Black's racing chain, so White's race moves never attack
     * the walls. Neither lives alone, as in STS-RV_1's C1_024 corner: they share the
     * bent three C1 D1 C2. But Black at C1 or C2 makes both live (Benson), and White's first move
     * takes at most one of the two points.
     */
    static final String WALLS_LIVING_IN_ONE_MOVE = "9/9/XXXXXXXXX/OOOOX4/XXXOXX3/X1XO1XXXX/XXXOOO1XX/XX1XXOOOX/XX2XXO1X b - 0 0";

    @Test
    void wallsThatOneMoveMakesAliveAreSafeAsTheReadOutConfirms() throws Exception {
        GoBoard b = board(WALLS_LIVING_IN_ONE_MOVE);
        int black = b.point(4, 4);
        int white = b.point(3, 4);
        int[] walls = {b.point(0, 4), b.point(3, 1)};
        boolean[] race = LibertyRace.libertySet(b, white);
        assertTrue(Walls.livesInOneMove(b, walls, 2, race, black));
        LibertyRace.Verdict blackMoves = EyeRace.classE(b, black, white);
        assertNotNull(blackMoves, "the walls need no count of White's turns");
        assertEquals(LibertyRace.Status.WIN, blackMoves.status());
        assertEquals(LibertyRace.Status.LOSS, EyeRace.classE(b, white, black).status());
        assertEquals(Outcome.WIN, readOut(b, black, white, Stone.BLACK));
        assertEquals(Outcome.WIN, readOut(b, black, white, Stone.WHITE), "White cannot take a wall first");
    }

    /**
     * Positions a few random moves away from {@link #WALLS_LIVING_IN_ONE_MOVE} (moves of both
     * sides in the race's region, a fixed seed): wherever class e gives a verdict, a read-out
     * without static verdicts gives the same, for the kill and for survival.
     */
    @Test
    void verdictsNearWallsLivingInOneMoveAgreeWithTheReadOut() throws Exception {
        GoBoard root = board(WALLS_LIVING_IN_ONE_MOVE);
        int black = root.point(4, 4);
        int white = root.point(3, 4);
        Random random = new Random(11);
        Set<Long> seen = new HashSet<>();
        int checked = 0;
        for (int i = 0; i < 40 && checked < 3; i++) {
            GoBoard b = root.copy();
            int toMove = random.nextBoolean() ? Stone.BLACK : Stone.WHITE;
            Region region = Region.around(b, new int[] {black, white}, 30, 3);
            for (int k = random.nextInt(4); k > 0; k--) {
                List<Integer> legal = new ArrayList<>();
                for (int p : region.pointsUnsafe()) {
                    if (b.get(p) == Stone.EMPTY && b.isLegal(p, toMove) && !b.isEye(p, toMove)) {
                        legal.add(p);
                    }
                }
                b.play(legal.get(random.nextInt(legal.size())), toMove);
                toMove = Stone.opponent(toMove);
            }
            if (b.get(black) != Stone.BLACK || b.get(white) != Stone.WHITE || !seen.add(b.hash() ^ toMove)) {
                continue;
            }
            int mover = toMove == Stone.BLACK ? black : white;
            int other = mover == black ? white : black;
            LibertyRace.Verdict v = EyeRace.classE(b, mover, other);
            if (v == null) {
                continue;
            }
            checked++;
            Region r = Region.around(b, new int[] {black, white}, 30, 3);
            Outcome kill = new TacticalSearch(b, toMove, other, mover, true, r, new Budget(2_000_000, 60_000))
                    .withoutStaticRaces().solve(b, toMove).outcome();
            Outcome live = new TacticalSearch(b, toMove, other, mover, false, r, new Budget(2_000_000, 60_000))
                    .withoutStaticRaces().solve(b, toMove).outcome();
            String position = GoPositionNotation.write(b, toMove);
            assertEquals(v.status() == LibertyRace.Status.WIN ? Outcome.WIN : Outcome.LOSS, kill, position);
            assertEquals(v.status() == LibertyRace.Status.LOSS ? Outcome.LOSS : Outcome.WIN, live, position);
        }
        assertEquals(3, checked, "verdicts checked");
    }
}
