package org.tablero.server.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class LatencyHistogramTest {

    @Test
    void percentilesAreWithinABucketOfTheTruth() {
        LatencyHistogram h = new LatencyHistogram();
        for (int i = 1; i <= 1000; i++) {
            h.record(i * 1_000_000L); // 1 ms .. 1000 ms
        }
        assertWithin(500e6, h.percentile(0.5, 1000));
        assertWithin(990e6, h.percentile(0.99, 1000));
        assertWithin(999e6, h.percentile(0.999, 1000));
        assertEquals("1000", h.summary("x").get("x.count"));
    }

    @Test
    void anEmptyHistogramSaysZero() {
        assertEquals("0.000", new LatencyHistogram().summary("x").get("x.p99_ms"));
    }

    private static void assertWithin(double expectedNanos, long actual) {
        assertTrue(actual >= expectedNanos && actual <= expectedNanos * 1.19 + 1000, expectedNanos + " vs " + actual);
    }
}
