package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * The df-pn table keeps both numbers whole, from 0 to the search's infinity, beside the key, and
 * never hands out another key's numbers, even while another thread writes the same slot.
 */
class ProofTableTest {

    private static final int INF = 1_000_000_000;

    @Test
    void numbersAtBothEndsOfTheirRangeReadBackUnchanged() {
        ProofTable t = new ProofTable(4);
        long key = 0x123456789abcdefL;
        assertEquals(ProofTable.ABSENT, t.numbers(key));
        assertEquals(-1, t.best(key));
        int[][] pairs = {{0, INF}, {INF, 0}, {INF - 1, INF - 1}, {1, 2}, {(1 << 30) - 1, 7}};
        for (int[] pd : pairs) {
            t.put(key, pd[0], pd[1], 42);
            long n = t.numbers(key);
            assertEquals(pd[0], ProofTable.pn(n));
            assertEquals(pd[1], ProofTable.dn(n));
            assertEquals(42, t.best(key));
        }
        t.put(key, 3, 3, -1);
        assertEquals(-1, t.best(key));
    }

    @Test
    void aKeyInTheSameSlotReplacesTheOldEntry() {
        ProofTable t = new ProofTable(4);
        long a = 5;
        long b = 5 + 16; // same low bits, so the same slot of a 16-entry table
        t.put(a, 3, 4, 1);
        t.put(b, 6, 7, 2);
        assertEquals(ProofTable.ABSENT, t.numbers(a));
        assertEquals(-1, t.best(a));
        long n = t.numbers(b);
        assertEquals(6, ProofTable.pn(n));
        assertEquals(7, ProofTable.dn(n));
        assertEquals(2, t.best(b));
    }

    @Test
    void aReaderNeverSeesTheNumbersOfTheOtherKeyInItsSlot() throws InterruptedException {
        // Two keys of one slot, written over and over by another thread: each read must give the
        // asked key's own numbers or nothing (a proof of one position read for another is a false proof).
        ProofTable t = new ProofTable(1);
        long a = 0x10;
        long b = 0x30;
        AtomicBoolean stop = new AtomicBoolean();
        Thread writer = new Thread(() -> {
            for (int i = 0; !stop.get(); i++) {
                t.put(a, 0, INF, 7);
                t.put(b, INF, 0, 9 + (i & 1));
            }
        });
        writer.start();
        while (t.numbers(b) == ProofTable.ABSENT) {
            Thread.onSpinWait();
        }
        try {
            for (int i = 0; i < 2_000_000; i++) {
                long na = t.numbers(a);
                if (na != ProofTable.ABSENT) {
                    assertEquals(0, ProofTable.pn(na));
                    assertEquals(INF, ProofTable.dn(na));
                }
                long nb = t.numbers(b);
                if (nb != ProofTable.ABSENT) {
                    assertEquals(INF, ProofTable.pn(nb));
                    assertEquals(0, ProofTable.dn(nb));
                }
                int best = t.best(b);
                assertTrue(best == -1 || best == 9 || best == 10, "best " + best);
            }
        } finally {
            stop.set(true);
            writer.join();
        }
    }
}
