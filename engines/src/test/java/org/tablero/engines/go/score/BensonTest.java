package org.tablero.engines.go.score;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

/** Benson's unconditional life on small, readable positions. */
class BensonTest {

    private static GoBoard board(String position) throws Exception {
        return GoPositionNotation.read(position).board();
    }

    @Test
    void twoEyesLive() throws Exception {
        GoBoard b = board("5/5/XXXX1/1X1X1/1X1X1 w - 0 0");
        boolean[] alive = Benson.alive(b, Stone.BLACK);
        assertTrue(alive[b.point(1, 0)]);
        assertTrue(alive[b.point(3, 2)]);
    }

    @Test
    void oneEyeIsNotUnconditional() throws Exception {
        GoBoard b = board("5/5/XXXX1/1XXX1/1XXX1 w - 0 0");
        assertFalse(Benson.alive(b, Stone.BLACK)[b.point(1, 0)]);
    }

    @Test
    void anEnemyStoneInAnEyeStillLeavesItVital() throws Exception {
        GoBoard b = board("5/5/XXXX1/1X1X1/OX1X1 w - 0 0");
        assertTrue(Benson.alive(b, Stone.BLACK)[b.point(1, 0)]);
        assertFalse(Benson.alive(b, Stone.WHITE)[b.point(0, 0)]);
    }

    @Test
    void aBigEyeIsNotVital() throws Exception {
        // The left region holds A1, which does not touch the chain, so it is no vital eye.
        GoBoard b = board("5/XXXX1/2X2/2X2/2X2 w - 0 0");
        assertFalse(Benson.alive(b, Stone.BLACK)[b.point(2, 0)]);
    }

    @Test
    void emptyBoardHasNothingAlive() {
        GoBoard b = new GoBoard(9);
        boolean[] alive = Benson.alive(b, Stone.BLACK);
        for (boolean a : alive) {
            assertFalse(a);
        }
    }

    /**
     * The flat-array implementation, and its quick test of two vital regions, against a plain
     * reading of the definition (sets of points and chains, no shared counters) on the
     * positions of random playouts, which end with many chains alive by two eyes and many that
     * are not.
     */
    @Test
    void agreesWithThePlainDefinitionOnRandomPlayouts() {
        Random random = new Random(20261126);
        int aliveSeen = 0;
        int deadSeen = 0;
        for (int game = 0; game < 60; game++) {
            GoBoard b = new GoBoard(game % 2 == 0 ? 9 : 19);
            int colour = Stone.BLACK;
            for (int move = 0; move < 3 * b.size() * b.size(); move++) {
                List<Integer> moves = new ArrayList<>();
                for (int i = 0; i < b.emptyCount(); i++) {
                    if (b.isPlayoutMove(b.emptyPoint(i), colour)) {
                        moves.add(b.emptyPoint(i));
                    }
                }
                if (moves.isEmpty()) {
                    b.pass();
                } else {
                    b.play(moves.get(random.nextInt(moves.size())), colour);
                }
                colour = Stone.opponent(colour);
                if (move % 23 == 0 || moves.isEmpty()) {
                    for (int c : new int[] {Stone.BLACK, Stone.WHITE}) {
                        boolean[] expected = plainBenson(b, c);
                        assertArrayEquals(expected, Benson.alive(b, c), "game " + game + " move " + move);
                        List<Set<Integer>> regions = plainRegions(b, c);
                        for (int p = 0; p < expected.length; p++) {
                            if (b.get(p) == c) {
                                assertEquals(vitalRegions(b, regions, b.chainOf(p)) >= 2, Benson.hasTwoVitalRegions(b, p),
                                        "game " + game + " move " + move + " point " + p);
                                aliveSeen += expected[p] ? 1 : 0;
                                deadSeen += expected[p] ? 0 : 1;
                            }
                        }
                    }
                }
                if (moves.isEmpty() && b.koPoint(colour) == 0) {
                    break;
                }
            }
        }
        assertTrue(aliveSeen > 1000 && deadSeen > 1000, aliveSeen + " alive, " + deadSeen + " not");
    }

    /** Benson's fixpoint over explicit sets: regions, their points, the chains they touch. */
    private static boolean[] plainBenson(GoBoard b, int colour) {
        Set<Integer> alive = new HashSet<>();
        for (int p = 0; p < b.arraySize(); p++) {
            if (b.get(p) == colour) {
                alive.add(b.chainOf(p));
            }
        }
        List<Set<Integer>> live = plainRegions(b, colour);
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int chain : new ArrayList<>(alive)) {
                if (vitalRegions(b, live, chain) < 2) {
                    alive.remove(chain);
                    changed = true;
                }
            }
            changed |= live.removeIf(region -> region.stream().anyMatch(q -> touchesDropped(b, q, colour, alive)));
        }
        boolean[] result = new boolean[b.arraySize()];
        for (int p = 0; p < result.length; p++) {
            result[p] = b.get(p) == colour && alive.contains(b.chainOf(p));
        }
        return result;
    }

    /** The maximal connected sets of points that are not {@code colour}. */
    private static List<Set<Integer>> plainRegions(GoBoard b, int colour) {
        List<Set<Integer>> regions = new ArrayList<>();
        boolean[] seen = new boolean[b.arraySize()];
        for (int p = 0; p < b.arraySize(); p++) {
            if (b.get(p) != colour && b.get(p) != Stone.BORDER && !seen[p]) {
                Set<Integer> region = new HashSet<>();
                List<Integer> todo = new ArrayList<>(List.of(p));
                seen[p] = true;
                while (!todo.isEmpty()) {
                    int q = todo.remove(todo.size() - 1);
                    region.add(q);
                    for (int d = 0; d < 4; d++) {
                        int m = q + b.offset(d);
                        if (b.get(m) != colour && b.get(m) != Stone.BORDER && !seen[m]) {
                            seen[m] = true;
                            todo.add(m);
                        }
                    }
                }
                regions.add(region);
            }
        }
        return regions;
    }

    /** Regions that touch the chain and whose empty points are all its liberties. */
    private static int vitalRegions(GoBoard b, List<Set<Integer>> regions, int chain) {
        int vital = 0;
        for (Set<Integer> region : regions) {
            boolean all = region.stream().allMatch(q -> b.get(q) != Stone.EMPTY || touches(b, q, chain));
            vital += all && region.stream().anyMatch(q -> touches(b, q, chain)) ? 1 : 0;
        }
        return vital;
    }

    private static boolean touches(GoBoard b, int q, int chain) {
        for (int d = 0; d < 4; d++) {
            int m = q + b.offset(d);
            if (b.get(m) != Stone.BORDER && b.get(m) != Stone.EMPTY && b.chainOf(m) == chain) {
                return true;
            }
        }
        return false;
    }

    private static boolean touchesDropped(GoBoard b, int q, int colour, Set<Integer> alive) {
        for (int d = 0; d < 4; d++) {
            int m = q + b.offset(d);
            if (b.get(m) == colour && !alive.contains(b.chainOf(m))) {
                return true;
            }
        }
        return false;
    }
}
