package org.tablero.client.net;

import java.time.Duration;

/** How long to wait before each reconnect attempt: doubling from {@code first} up to {@code max}. */
public record Backoff(Duration first, Duration max) {

    public static final Backoff DEFAULT = new Backoff(Duration.ofSeconds(1), Duration.ofSeconds(30));

    public Backoff {
        if (first.isNegative() || first.isZero() || max.compareTo(first) < 0) {
            throw new IllegalArgumentException("need 0 < first <= max");
        }
    }

    /** The pause before attempt {@code n} (from 1). */
    public Duration delay(int attempt) {
        if (attempt < 1) {
            throw new IllegalArgumentException("attempts count from 1");
        }
        Duration d = first;
        for (int i = 1; i < attempt && d.compareTo(max) < 0; i++) {
            d = d.multipliedBy(2);
        }
        return d.compareTo(max) > 0 ? max : d;
    }
}
