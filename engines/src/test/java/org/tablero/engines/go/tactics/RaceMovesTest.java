package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.function.ToIntBiFunction;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.Chains;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Rng;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

/** Move generation of the capture game: moves it must not prune. */
class RaceMovesTest {

    /**
     * White's corner group (A9-D9, D6-D8, C6-C7, A5-C5, A6) holds three Black stones B8, C8, B7
     * (liberties A8, A7, B6) in its eye space; the Black chain around it runs down column E.
     * White A8 fills one of White's own liberties next to Black stones without touching the
     * Black chain it races against: the kind of move the search used to drop as a lost tempo
     * next to a wall. Here it attacks the enclosed stones (after Black B6 or A7 White takes four
     * stones); in STS-RV_1 tests 133 and 134 the same move in the same corner is the only one
     * that wins, and without it the search proved the wrong side.
     */
    static final String CORNER = "OOOOX4/1XXOX4/1XOOX4/O1OOX4/OOOXX4/XXXX5/9/9/9 w - 0 0";

    @Test
    void keepsAMoveThatAttacksStonesEnclosedInTheEye() throws Exception {
        GoBoard b = GoPositionNotation.read(CORNER).board();
        int white = b.point(0, 8);
        int black = b.point(4, 8);
        Region r = Region.around(b, new int[] {white, black}, 24, 3);
        RaceMoves moves = new RaceMoves(Stone.WHITE, black, white, true, r);
        assertTrue(Arrays.stream(moves.children(b, Stone.WHITE, false, -1)).anyMatch(c -> c.move() == b.point(0, 7)),
                "A8 is generated");
    }

    /**
     * White's chain A9-A7-E6-E9-D9 owns the twin square B9 C9 / B8 C8 D8 / C7 D7 (centre C8)
     * with Black's C8-C7 inside (four liberties); Black's race chain runs down column F and
     * along row 5. The eye is unsettled: White takes an arm (B8) and lives. B8 fills a White
     * liberty next to Black stones and leaves them three liberties, so the old prune dropped
     * it as a lost tempo, and with it the only winning move (STS-RV_1 tests 75, 76).
     */
    static final String TWIN_SQUARE = "O2OOX3/O1X1OX3/OOX1OX3/1OOOOX3/XXXXXX3/9/9/9/9 w - 0 0";

    @Test
    void keepsTheVitalPointOfTheMoversOwnEye() throws Exception {
        GoBoard b = GoPositionNotation.read(TWIN_SQUARE).board();
        int white = b.point(0, 8);
        int black = b.point(5, 8);
        int b8 = b.point(1, 7);
        int[] eye = {b.point(1, 8), b.point(2, 8), b8, b.point(2, 7), b.point(3, 7), b.point(2, 6), b.point(3, 6)};
        EyeGame.Verdict v = EyeGame.classify(b, eye, white);
        assertTrue(v.status() == EyeGame.Status.UNSETTLED && Arrays.stream(v.ownerVital()).anyMatch(p -> p == b8),
                "B8 is a vital point of White's unsettled eye");
        Region r = Region.around(b, new int[] {white, black}, 24, 3);
        RaceMoves moves = new RaceMoves(Stone.WHITE, black, white, true, r);
        assertTrue(Arrays.stream(moves.children(b, Stone.WHITE, false, -1)).anyMatch(c -> c.move() == b8),
                "B8 is generated");
    }

    /**
     * Black's dragon: the asked chain A5-C5 and D4-F4, linked diagonally (C4 and D5 empty). G4
     * is a liberty of the linked chain, three points from the asked one: the race's moves do
     * not reach it; the owl's do, since an owl defence may make its eye on any chain of the
     * dragon.
     */
    @Test
    void owlMovesReachTheDragonsOtherChains() throws Exception {
        GoBoard b = GoPositionNotation.read("9/9/9/9/XXX6/3XXX3/9/9/9 b - 0 0").board();
        int asked = b.point(0, 4);
        int g4 = b.point(6, 3);
        Region r = Region.around(b, new int[] {asked, b.point(3, 3)}, 18, 2);
        assertTrue(r.contains(g4));
        RaceMoves race = new RaceMoves(Stone.BLACK, 0, asked, true, r);
        assertFalse(Arrays.stream(race.children(b, Stone.BLACK, false, -1)).anyMatch(c -> c.move() == g4));
        RaceMoves owl = new RaceMoves(Stone.BLACK, 0, asked, true, r);
        owl.owl(1);
        assertTrue(Arrays.stream(owl.children(b, Stone.BLACK, false, -1)).anyMatch(c -> c.move() == g4));
    }

    /**
     * GNU Go's ld_owl.tst 312 after White B1 and Black A4: White's corner stones A3, A2, B2, B1
     * have two liberties, A1 and C1, inside Black's dragon (C3). White A1 fills White's own eye:
     * the five stones Black then captures with C1 leave a bulky five, and White's play on its
     * vital point kills. Without A1 among White's moves the owl read the dragon as alive. With
     * Black's A4 not played, the corner stones have three liberties and A1 stays unplayed.
     */
    @Test
    void owlFillsItsOwnEyeToLeaveANakade() throws Exception {
        GoBoard b = GoPositionNotation.read("9/9/1O7/1OOO5/XX1O5/XX1OO4/OXX1O4/OOXXOO3/1O1X5 w - 0 0").board();
        int c3 = b.point(2, 2);
        int a1 = b.point(0, 0);
        assertTrue(b.isEye(a1, Stone.WHITE));
        Region r = Region.around(b, new int[] {c3}, 40, 2);
        assertTrue(r.contains(a1));
        RaceMoves owl = new RaceMoves(Stone.WHITE, c3, 0, false, r);
        owl.owl(1);
        assertTrue(offers(owl, b, Stone.WHITE, a1), "A1 is generated");

        GoBoard roomy = GoPositionNotation.read("9/9/1O7/1OOO5/XX1O5/1X1OO4/OXX1O4/OOXXOO3/1O1X5 w - 0 0").board();
        RaceMoves roomyOwl = new RaceMoves(Stone.WHITE, c3, 0, false, Region.around(roomy, new int[] {c3}, 40, 2));
        roomyOwl.owl(1);
        assertTrue(offers(roomyOwl, roomy, Stone.WHITE, b.point(2, 0)), "C1 is");
        assertFalse(offers(roomyOwl, roomy, Stone.WHITE, a1), "three liberties: A1 is an eye to keep");
    }

    /**
     * Black's asked C2 (liberties C1, D2) between White B2 and C3, and Black's B4 outside the
     * dragon: B3, diagonal to C2 and next to B4, is where C2 links up with its friend. It is no
     * liberty of C2, nor next to one, so the race does not play it; the owl does.
     */
    @Test
    void owlMovesLinkTheAskedChainDiagonallyToFriends() throws Exception {
        GoBoard b = GoPositionNotation.read("9/9/9/9/9/1X7/2O6/1OX6/9 b - 0 0").board();
        int asked = b.point(2, 1);
        int b3 = b.point(1, 2);
        Region r = Region.around(b, new int[] {asked}, 40, 2);
        assertTrue(r.contains(b3));
        assertFalse(offers(new RaceMoves(Stone.BLACK, 0, asked, true, r), b, b3));
        RaceMoves owl = new RaceMoves(Stone.BLACK, 0, asked, true, r);
        owl.owl(1);
        assertTrue(offers(owl, b, b3));
    }

    /**
     * owl.tst 191 after B7 B6 B9 A7 B8 B5: Black's dragon B7-D8 touches White's B5-B6, whose
     * three liberties A6, A5 and B4 the owl does not play; the siege of the second owl reading
     * does, and B4 (which also gives Black's C5-C6 its third liberty) is GNU Go's defence.
     */
    @Test
    void siegePlaysTheLibertiesOfALongerChainNextToTheDragon() throws Exception {
        GoBoard b = GoPositionNotation.read("1X2O4/1XXXOX3/OXOOO1X2/1OX4X1/1OXOO1OO1/3X5/2X2X3/9/9 b - 0 0").board();
        int d8 = b.point(3, 7);
        int b4 = b.point(1, 3);
        Region r = TacticsSolver.siegeRegion(b, d8, 4);
        assertTrue(r.contains(b4));
        RaceMoves owl = new RaceMoves(Stone.BLACK, 0, d8, true, r);
        owl.owl(1);
        assertFalse(offers(owl, b, b4));
        RaceMoves siege = new RaceMoves(Stone.BLACK, 0, d8, true, r);
        siege.owl(1);
        siege.siege(4);
        assertTrue(offers(siege, b, b4));
        assertTrue(offers(siege, b, b.point(0, 4)), "A5 too");
    }

    /**
     * The dragon of {@link #owlMovesReachTheDragonsOtherChains} and Black's J4 outside it: H4,
     * next to the liberty G4 of the linked chain and to J4, is where the dragon links up with
     * its friend; the owl plays it, but not G5, next to the liberties G4 and F5 and to no friend.
     */
    @Test
    void owlMovesLinkTheDragonToFriendsNextToItsLiberties() throws Exception {
        GoBoard b = GoPositionNotation.read("9/9/9/9/XXX6/3XXX2X/9/9/9 b - 0 0").board();
        int asked = b.point(0, 4);
        int h4 = b.point(7, 3);
        Region r = Region.around(b, new int[] {asked, b.point(3, 3)}, 60, 2);
        assertTrue(r.contains(h4));
        RaceMoves owl = new RaceMoves(Stone.BLACK, 0, asked, true, r);
        owl.owl(1);
        assertTrue(offers(owl, b, h4));
        assertFalse(offers(owl, b, b.point(6, 4)));
    }

    /**
     * White's C1 is a lunch in atari next to Black's A1-B1; Black's C2 next to it is in atari
     * too, its liberty D2 outside a small region. The owl plays D2 (saving C2 keeps the lunch
     * caught; for White, capturing C2 saves it); the race does not, nor the owl without
     * counter-captures.
     */
    @Test
    void owlMovesIncludeCounterCapturesOutsideTheRegion() throws Exception {
        GoBoard b = GoPositionNotation.read("9/9/9/9/9/9/2O6/1OX6/XXO6 b - 0 0").board();
        int asked = b.point(0, 0);
        int d2 = b.point(3, 1);
        Region r = Region.around(b, new int[] {asked}, 1, 2);
        assertFalse(r.contains(d2));
        assertFalse(offers(new RaceMoves(Stone.BLACK, 0, asked, true, r), b, d2));
        RaceMoves plain = new RaceMoves(Stone.BLACK, 0, asked, true, r);
        plain.owl(1, false);
        assertFalse(offers(plain, b, d2));
        RaceMoves counter = new RaceMoves(Stone.BLACK, 0, asked, true, r);
        counter.owl(1, true);
        assertTrue(offers(counter, b, d2));
        RaceMoves attacker = new RaceMoves(Stone.WHITE, asked, 0, false, r);
        attacker.owl(1, true);
        assertTrue(Arrays.stream(attacker.children(b, Stone.WHITE, false, -1)).anyMatch(c -> c.move() == d2));
    }

    private static boolean offers(RaceMoves moves, GoBoard b, int point) {
        return offers(moves, b, Stone.BLACK, point);
    }

    private static boolean offers(RaceMoves moves, GoBoard b, int mover, int point) {
        return Arrays.stream(moves.children(b, mover, false, -1)).anyMatch(c -> c.move() == point);
    }

    /**
     * The children's initial proof and disproof numbers come from the key chains' liberties
     * after each move, which the generator reads from the move's neighbours where it can: on
     * random positions (captures, merges, key chains already captured) they must equal a walk of
     * the chains on the board after the move.
     */
    @Test
    void childEstimatesMatchTheLibertiesCountedAfterEachMove() {
        int checked = randomPositions(new int[] {7, 9, 13}, 31, 6, 7, (b, rng) -> {
            int[] keys = adjacentChains(b, rng);
            if (keys == null) {
                return 0;
            }
            // Later in a search a key point may be empty or even hold the other colour.
            int kill = keys[0];
            int save = keys[1];
            Region region = Region.around(b, new int[] {kill, save}, 24, 3);
            int n = 0;
            for (boolean must : new boolean[] {true, false}) {
                RaceMoves moves = new RaceMoves(b.get(save), kill, save, must, region);
                for (int mover = Stone.BLACK; mover <= Stone.WHITE; mover++) {
                    for (RaceMoves.Child child : moves.children(b, mover, false, -1)) {
                        if (child.move() == Vertex.PASS) {
                            continue;
                        }
                        GoBoard next = b.copy();
                        next.play(child.move(), mover);
                        assertEquals(estimate(next, kill), child.pn0(), "kill chain after " + child.move());
                        assertEquals(estimate(next, save), child.dn0(), "save chain after " + child.move());
                        n++;
                    }
                }
            }
            return n;
        });
        assertTrue(checked > 1000, "children checked: " + checked);
    }

    /**
     * The mover's liberties after a move that joins its own chains and captures nothing are
     * read from the joined chain's liberties counted once per node: on random positions they
     * must equal a walk of the chain on the board after the move.
     */
    @Test
    void joinedLibertiesMatchTheLibertiesCountedAfterTheMove() {
        int checked = randomPositions(new int[] {7, 9, 13, 19}, 17, 4, 5, (b, rng) -> {
            // A fresh generator per position: its per-node counts hold for one board.
            RaceMoves moves = new RaceMoves(Stone.BLACK, 0, 0, true, Region.around(b, new int[0], 0, 0));
            int n = 0;
            for (int mover = Stone.BLACK; mover <= Stone.WHITE; mover++) {
                for (int i = 0; i < b.emptyCount(); i++) {
                    int q = b.emptyPoint(i);
                    if (!b.isLegal(q, mover) || b.neighbourCount(q, mover) == 0) {
                        continue;
                    }
                    GoBoard next = b.copy();
                    if (next.play(q, mover) != 0) {
                        continue;
                    }
                    assertEquals(Chains.liberties(next, q), moves.joinedLiberties(b, next, q, mover), "liberties after " + q);
                    n++;
                }
            }
            return n;
        });
        assertTrue(checked > 1000, "moves checked: " + checked);
    }

    /**
     * A node's children are made once without a hint and kept; the hint (the node's best move
     * so far) is applied on each visit. The hinted child moves in front of every child scoring
     * less than its score with the bonus, the others keep their order, and a missing or
     * leading hint leaves the list as it is.
     */
    @Test
    void aHintMovesItsChildToTheFrontAndKeepsTheOthersInOrder() {
        RaceMoves.Child a = child(11, 900);
        RaceMoves.Child b = child(12, 500);
        RaceMoves.Child c = child(13, 40);
        RaceMoves.Child pass = child(Vertex.PASS, -10_000);
        RaceMoves.Child[] sorted = {a, b, c, pass};
        assertArrayEquals(new RaceMoves.Child[] {c, a, b, pass}, RaceMoves.withHint(sorted, 13));
        assertArrayEquals(new RaceMoves.Child[] {pass, a, b, c}, RaceMoves.withHint(sorted, Vertex.PASS));
        assertSame(sorted, RaceMoves.withHint(sorted, 11));
        assertSame(sorted, RaceMoves.withHint(sorted, 99));
        assertSame(sorted, RaceMoves.withHint(sorted, -1));
        RaceMoves.Child capture = child(14, 160_000);
        assertArrayEquals(new RaceMoves.Child[] {capture, c, a}, RaceMoves.withHint(new RaceMoves.Child[] {capture, a, c}, 13));
    }

    private static RaceMoves.Child child(int move, int score) {
        return new RaceMoves.Child(move, move, null, score, 1, 1);
    }

    /**
     * Plays {@code games} random games on each board size (seeded {@code seed} times the size)
     * and hands the position and the generator to {@code visit} every {@code every} plies;
     * returns the sum of what the visits counted.
     */
    private static int randomPositions(int[] sizes, long seed, int games, int every, ToIntBiFunction<GoBoard, Rng> visit) {
        int counted = 0;
        for (int size : sizes) {
            Rng rng = new Rng(seed * size);
            for (int game = 0; game < games; game++) {
                GoBoard b = new GoBoard(size);
                int colour = Stone.BLACK;
                for (int ply = 0; ply < size * size; ply++) {
                    int p = b.emptyPoint(rng.nextInt(b.emptyCount()));
                    if (b.isLegal(p, colour) && !b.isEye(p, colour)) {
                        b.play(p, colour);
                    }
                    colour = Stone.opponent(colour);
                    if (ply % every == every - 1) {
                        counted += visit.applyAsInt(b, rng);
                    }
                }
            }
        }
        return counted;
    }

    /** A stone of each of two adjacent chains of opposite colours, or null if there are none. */
    private static int[] adjacentChains(GoBoard b, Rng rng) {
        int start = rng.nextInt(b.arraySize());
        for (int i = 0; i < b.arraySize(); i++) {
            int p = (start + i) % b.arraySize();
            int c = b.get(p);
            if (c != Stone.BLACK && c != Stone.WHITE) {
                continue;
            }
            for (int d = 0; d < 4; d++) {
                int q = p + b.offset(d);
                if (b.get(q) == Stone.opponent(c)) {
                    return new int[] {q, p};
                }
            }
        }
        return null;
    }

    /** The estimate's definition: one less than the chain's liberties, at least 1; 1 when the point holds no stone. */
    private static int estimate(GoBoard b, int point) {
        if (point == 0 || b.get(point) == Stone.EMPTY) {
            return 1;
        }
        return Math.max(1, Chains.liberties(b, point) - 1);
    }
}
