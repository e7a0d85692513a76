package org.tablero.client.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class BackoffTest {

    @Test
    void doublesUpToTheCeiling() {
        Backoff b = new Backoff(Duration.ofMillis(500), Duration.ofSeconds(3));
        assertEquals(Duration.ofMillis(500), b.delay(1));
        assertEquals(Duration.ofMillis(1000), b.delay(2));
        assertEquals(Duration.ofMillis(2000), b.delay(3));
        assertEquals(Duration.ofSeconds(3), b.delay(4));
        assertEquals(Duration.ofSeconds(3), b.delay(50));
    }

    @Test
    void refusesNonsense() {
        assertThrows(IllegalArgumentException.class, () -> new Backoff(Duration.ZERO, Duration.ofSeconds(1)));
        assertThrows(IllegalArgumentException.class, () -> new Backoff(Duration.ofSeconds(2), Duration.ofSeconds(1)));
        assertThrows(IllegalArgumentException.class, () -> Backoff.DEFAULT.delay(0));
    }
}
