package org.tablero.engines.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Liberty sums ({@link GoBoard#withLibertySums}): through random games with captures, suicide,
 * undo and copies both ways between plain boards and boards with sums, every chain's sums equal
 * a recount, and the atari and other-liberty answers from them equal a flood fill and the plain
 * board's walk.
 */
class GoBoardLibertySumsTest {

    @Test
    void sumsAndAtariAnswersFollowEveryKindOfChange() {
        int atari = 0;
        int captures = 0;
        int undone = 0;
        for (int size : new int[] {2, 3, 5, 9, 13, 19, 25}) {
            Rng rng = new Rng(101L * size);
            for (int game = 0; game < (size >= 19 ? 1 : 4); game++) {
                GoBoard plain = new GoBoard(size);
                GoBoard summed = plain.withLibertySums();
                GoBoard scratch = new GoBoard(size).withLibertySums();
                GoBoard plainLine = new GoBoard(size);
                int colour = Stone.BLACK;
                for (int ply = 0; ply < 2 * size * size; ply++) {
                    atari += check(plain, summed);
                    int line = rng.nextInt(4);
                    for (int i = 0; i < line; i++) {
                        int p = BoardReference.legalMove(summed, Stone.BLACK + (i + colour) % 2, rng, false);
                        if (p == 0) {
                            line = i;
                            break;
                        }
                        summed.playUndoable(p, Stone.BLACK + (i + colour) % 2);
                        plainLine.copyFrom(summed);
                        check(plainLine, summed);
                    }
                    for (int i = 0; i < line; i++) {
                        summed.undo();
                        undone++;
                    }
                    // Copies: sums to sums, plain to sums (a recount), and a copy of a board with sums keeps them.
                    switch (ply % 3) {
                        case 0 -> scratch.copyFrom(summed);
                        case 1 -> scratch.copyFrom(plain);
                        default -> scratch = summed.copy();
                    }
                    assertTrue(scratch.keepsLibertySums());
                    check(plain, scratch);
                    boolean suicide = rng.nextInt(8) == 0;
                    int p = BoardReference.legalMove(plain, colour, rng, suicide);
                    if (p != 0) {
                        captures += plain.play(p, colour);
                        summed.play(p, colour);
                    } else {
                        plain.pass();
                        summed.pass();
                    }
                    colour = Stone.opponent(colour);
                }
            }
        }
        assertTrue(atari > 2000 && captures > 500 && undone > 2000,
                atari + " chains in atari, " + captures + " captures, " + undone + " undone moves");
    }

    @Test
    void plainBoardsAndTheirCopiesKeepNoSums() {
        GoBoard plain = new GoBoard(9);
        assertFalse(plain.keepsLibertySums());
        assertNull(plain.copy().libSums);
        GoBoard summed = plain.withLibertySums();
        assertTrue(summed.copy().keepsLibertySums());
        plain.copyFrom(summed);
        assertNull(plain.libSums);
    }

    /**
     * Asserts that {@code summed} holds the position of {@code plain}, that its sums equal a
     * recount, and that both answer every atari question like a flood fill; returns the chains in atari.
     */
    private static int check(GoBoard plain, GoBoard summed) {
        assertEquals(plain.hash(), summed.hash());
        long[] recount = new long[summed.arraySize()];
        for (int p = 0; p < summed.arraySize(); p++) {
            if (isStone(summed.get(p))) {
                for (int d = 0; d < 4; d++) {
                    int q = p + summed.offset(d);
                    if (summed.get(q) == Stone.EMPTY) {
                        recount[summed.chainOf(p)] += ((long) q << 32) + (long) q * q;
                    }
                }
            }
        }
        int atari = 0;
        Map<Integer, Set<Integer>> byChain = new HashMap<>();
        for (int p = 0; p < summed.arraySize(); p++) {
            if (!isStone(summed.get(p))) {
                continue;
            }
            if (summed.chainOf(p) == p) {
                assertEquals(recount[p], summed.libSums[p], "sums of the chain at " + p);
            }
            Set<Integer> libs = byChain.computeIfAbsent(summed.chainOf(p), r -> BoardReference.liberties(summed, r));
            int expected = libs.size() == 1 ? libs.iterator().next() : 0;
            assertEquals(expected, summed.atariLiberty(p), "with sums, at " + p);
            assertEquals(expected, plain.atariLiberty(p), "by the walk, at " + p);
            atari += libs.size() == 1 && summed.chainOf(p) == p ? 1 : 0;
            for (int lib : summed.chainOf(p) == p ? libs : Set.<Integer>of()) {
                // Liberties besides each one: the other if there is exactly one, 0 if none, -1 if more.
                int besides = libs.size() == 1 ? 0 : libs.size() == 2 ? libs.stream().filter(q -> q != lib).findFirst().get() : -1;
                assertEquals(besides, summed.libertyBesides(p, lib), "with sums, besides " + lib + " at " + p);
                assertEquals(besides, plain.libertyBesides(p, lib), "by the walk, besides " + lib + " at " + p);
            }
            assertEquals(plain.firstLiberty(p), summed.firstLiberty(p));
            assertEquals(libs.isEmpty(), summed.firstLiberty(p) == 0);
            assertTrue(libs.isEmpty() || libs.contains(summed.firstLiberty(p)));
        }
        return atari;
    }

    private static boolean isStone(int c) {
        return c == Stone.BLACK || c == Stone.WHITE;
    }

}
