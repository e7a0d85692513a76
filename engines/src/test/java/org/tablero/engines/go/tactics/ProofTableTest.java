package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The df-pn table keeps both numbers whole, from 0 to the search's infinity, beside the key. */
class ProofTableTest {

    private static final int INF = 1_000_000_000;

    @Test
    void numbersAtBothEndsOfTheirRangeReadBackUnchanged() {
        ProofTable t = new ProofTable(4);
        long key = 0x123456789abcdefL;
        assertFalse(t.has(key));
        int[][] pairs = {{0, INF}, {INF, 0}, {INF - 1, INF - 1}, {1, 2}, {(1 << 30) - 1, 7}};
        for (int[] pd : pairs) {
            t.put(key, pd[0], pd[1], 42);
            assertTrue(t.has(key));
            assertEquals(pd[0], t.pn(key));
            assertEquals(pd[1], t.dn(key));
            assertEquals(42, t.best(key));
        }
    }

    @Test
    void aKeyInTheSameSlotReplacesTheOldEntry() {
        ProofTable t = new ProofTable(4);
        long a = 5;
        long b = 5 + 16; // same low bits, so the same slot of a 16-entry table
        t.put(a, 3, 4, 1);
        t.put(b, 6, 7, 2);
        assertFalse(t.has(a));
        assertTrue(t.has(b));
        assertEquals(6, t.pn(b));
        assertEquals(7, t.dn(b));
        assertEquals(2, t.best(b));
    }
}
