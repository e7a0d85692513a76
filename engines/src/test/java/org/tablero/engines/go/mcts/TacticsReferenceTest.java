package org.tablero.engines.go.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tablero.engines.go.BoardReference;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Rng;
import org.tablero.engines.go.Stone;

/**
 * The fast liberty questions (the board's atari liberty, {@link Tactics}) against flood-fill
 * definitions on random positions, and the undo-based {@link Ladder} against a reading on board
 * copies as it was first written. Each runs on plain boards and on boards with liberty sums,
 * which answer atari questions from the sums instead of a walk.
 */
class TacticsReferenceTest {

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void libertyQuestionsMatchAFloodFill(boolean sums) {
        int atari = 0;
        for (int size : new int[] {5, 9, 13, 19}) {
            Rng rng = new Rng(17L * size);
            for (int game = 0; game < (size == 19 ? 1 : 3); game++) {
                GoBoard b = board(size, sums);
                int colour = Stone.BLACK;
                for (int ply = 0; ply < size * size * 3 / 2; ply++) {
                    for (int i = 0; i < b.emptyCount(); i++) {
                        int p = b.emptyPoint(i);
                        for (int c = Stone.BLACK; c <= Stone.WHITE; c++) {
                            for (int max = 1; max <= 4; max++) {
                                assertEquals(Math.min(max, afterSet(b, p, c).size()), Tactics.libertiesAfter(b, p, c, max));
                            }
                            assertEquals(referenceSelfAtari(b, p, c), Tactics.isSelfAtari(b, p, c));
                        }
                    }
                    int[] out = new int[3];
                    // The walk's answers, to which answers from liberty sums must agree in order too.
                    GoBoard walked = new GoBoard(size);
                    walked.copyFrom(b);
                    int[] pair = new int[2];
                    int[] walkedPair = new int[2];
                    for (int p = 0; p < b.arraySize(); p++) {
                        int cp = b.get(p);
                        if (cp == Stone.BLACK || cp == Stone.WHITE) {
                            Set<Integer> libs = BoardReference.liberties(b, p);
                            assertEquals(libs.size() == 1 ? libs.iterator().next() : 0, b.atariLiberty(p));
                            atari += libs.size() == 1 ? 1 : 0;
                            int n = Tactics.liberties(b, p, out, 4);
                            assertEquals(Math.min(4, libs.size()), n);
                            for (int i = 0; i < Math.min(n, 3); i++) {
                                assertTrue(libs.contains(out[i]));
                            }
                            int two = Tactics.liberties(b, p, pair, 3);
                            assertEquals(Math.min(3, libs.size()), two);
                            assertEquals(two, Tactics.liberties(walked, p, walkedPair, 3));
                            // With three or more, only the first is promised.
                            for (int i = 0; i < (two == 3 ? 1 : two); i++) {
                                assertEquals(walkedPair[i], pair[i], "liberty " + i + " in walk order");
                            }
                        }
                    }
                    int p = b.emptyPoint(rng.nextInt(b.emptyCount()));
                    if (b.isLegal(p, colour) && !b.isEye(p, colour)) {
                        b.play(p, colour);
                    } else {
                        b.pass();
                    }
                    colour = 3 - colour;
                }
            }
        }
        assertTrue(atari > 1000, "chains in atari seen: " + atari);
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void ladderReadingMatchesTheReadingOnCopies(boolean sums) {
        Ladder ladder = new Ladder();
        CopyLadder reference = new CopyLadder();
        int caught = 0;
        int atariWins = 0;
        for (int size : new int[] {9, 13, 19}) {
            Rng rng = new Rng(5L * size);
            for (int game = 0; game < (size == 19 ? 2 : 6); game++) {
                GoBoard b = board(size, sums);
                PlayoutPolicy policy = new PlayoutPolicy(game * 7L + size, true);
                int colour = Stone.BLACK;
                int last = 0;
                for (int ply = 0; ply < size * size * 2; ply++) {
                    long hash = b.hash();
                    for (int p = 0; p < b.arraySize(); p++) {
                        int cp = b.get(p);
                        if ((cp == Stone.BLACK || cp == Stone.WHITE) && b.atariLiberty(p) != 0) {
                            boolean fails = reference.extensionFails(b, p, cp);
                            assertEquals(fails, ladder.extensionFails(b, p, cp));
                            caught += fails ? 1 : 0;
                        }
                    }
                    for (int i = 0; i < b.emptyCount(); i++) {
                        int p = b.emptyPoint(i);
                        if (b.isLegal(p, colour)) {
                            int size1 = reference.atariCaptures(b, p, colour);
                            assertEquals(size1, ladder.atariCaptures(b, p, colour));
                            atariWins += size1 > 0 ? 1 : 0;
                        }
                    }
                    assertEquals(hash, b.hash(), "the reading leaves the board as it was");
                    int m = rng.nextInt(10) == 0 ? b.emptyPoint(rng.nextInt(b.emptyCount())) : policy.select(b, colour, last);
                    if (m != 0 && b.isLegal(m, colour)) {
                        b.play(m, colour);
                    } else {
                        m = 0;
                        b.pass();
                    }
                    last = m;
                    colour = 3 - colour;
                }
            }
        }
        assertTrue(caught > 100 && atariWins > 100, caught + " ladders caught, " + atariWins + " winning ataris");
    }

    private static GoBoard board(int size, boolean sums) {
        GoBoard b = new GoBoard(size);
        return sums ? b.withLibertySums() : b;
    }


    private static int chainSize(GoBoard b, int stone) {
        int n = 0;
        int s = stone;
        do {
            n++;
            s = b.nextStone(s);
        } while (s != stone);
        return n;
    }

    /** The definition of libertiesAfter's set: empty neighbours, friends' other liberties, a point per neighbour stone captured. */
    private static Set<Integer> afterSet(GoBoard b, int point, int c) {
        Set<Integer> set = new HashSet<>();
        for (int d = 0; d < 4; d++) {
            int n = point + b.offset(d);
            int cn = b.get(n);
            if (cn == Stone.EMPTY) {
                set.add(n);
            } else if (cn == 3 - c && BoardReference.liberties(b, n).equals(Set.of(point))) {
                set.add(n);
            } else if (cn == c) {
                for (int q : BoardReference.liberties(b, n)) {
                    if (q != point) {
                        set.add(q);
                    }
                }
            }
        }
        return set;
    }

    private static boolean referenceSelfAtari(GoBoard b, int point, int c) {
        Set<Integer> libs = new HashSet<>();
        for (int d = 0; d < 4; d++) {
            int n = point + b.offset(d);
            int cn = b.get(n);
            if (cn == Stone.EMPTY) {
                libs.add(n);
            } else if (cn == 3 - c && BoardReference.liberties(b, n).equals(Set.of(point))) {
                return false;
            } else if (cn == c) {
                libs.addAll(BoardReference.liberties(b, n));
                libs.remove(point);
            }
        }
        return libs.size() <= 1;
    }

    /** The ladder reading as first written: a board copy per reading depth, no shortcuts. */
    private static final class CopyLadder {
        private int nodes;

        boolean extensionFails(GoBoard b, int stone, int c) {
            nodes = 0;
            return extensionFails(b, stone, c, 0);
        }

        int atariCaptures(GoBoard b, int move, int c) {
            int opp = 3 - c;
            int best = 0;
            int[] pair = new int[2];
            for (int d = 0; d < 4; d++) {
                int n = move + b.offset(d);
                if (b.get(n) != opp || chainSize(b, n) <= best || Tactics.liberties(b, n, pair, 3) != 2) {
                    continue;
                }
                int other = pair[0] == move ? pair[1] : pair[0];
                if (Math.min(4, afterSet(b, other, opp).size()) >= 4) {
                    continue;
                }
                GoBoard after = b.copy();
                after.play(move, c);
                nodes = 0;
                if (after.get(n) == opp && !capturesNeighbour(after, n, opp) && extensionFails(after, n, opp, 1)) {
                    best = chainSize(b, n);
                }
            }
            return best;
        }

        private boolean extensionFails(GoBoard b, int stone, int c, int depth) {
            Set<Integer> l = BoardReference.liberties(b, stone);
            int lib = l.size() == 1 ? l.iterator().next() : 0;
            if (lib == 0 || !b.isLegal(lib, c)) {
                return lib != 0;
            }
            if (++nodes > 400 || depth >= 64) {
                return false;
            }
            GoBoard after = b.copy();
            after.play(lib, c);
            int[] libs = new int[2];
            int count = Tactics.liberties(after, stone, libs, 3);
            if (count >= 3) {
                return false;
            }
            if (count <= 1) {
                return true;
            }
            for (int i = 0; i < 2; i++) {
                if (!after.isLegal(libs[i], 3 - c)) {
                    continue;
                }
                GoBoard next = after.copy();
                next.play(libs[i], 3 - c);
                if (BoardReference.liberties(next, stone).size() == 1 && !capturesNeighbour(next, stone, c)
                        && extensionFails(next, stone, c, depth + 2)) {
                    return true;
                }
            }
            return false;
        }

        private static boolean capturesNeighbour(GoBoard b, int stone, int c) {
            for (int s : BoardReference.stones(b, stone)) {
                for (int d = 0; d < 4; d++) {
                    int q = s + b.offset(d);
                    if (b.get(q) == 3 - c && BoardReference.liberties(b, q).size() == 1) {
                        return true;
                    }
                }
            }
            return false;
        }
    }
}
