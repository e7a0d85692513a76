package org.tablero.engines.go.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.tablero.engines.go.Stone;
import org.tablero.engines.spi.SearchLimits;

class GtpClockTest {

    @Test
    void withoutSettingsThereIsNoLimit() {
        assertEquals(SearchLimits.none(), new GtpClock().limits(Stone.BLACK));
        GtpClock noLimit = new GtpClock();
        noLimit.settings(0, 10, 0);
        assertEquals(SearchLimits.none(), noLimit.limits(Stone.BLACK), "byo-yomi time without stones: no limit");
    }

    @Test
    void mainTimeThenByoYomiPeriods() {
        GtpClock clock = new GtpClock();
        clock.settings(10, 30, 5);
        SearchLimits main = clock.limits(Stone.WHITE);
        assertEquals(Duration.ofSeconds(10), main.remaining().orElseThrow());
        assertEquals(Duration.ofSeconds(6), main.increment().orElseThrow(), "a period's share per stone");
        assertTrue(main.movesToGo().isEmpty());
        clock.used(Stone.WHITE, 10_500);
        SearchLimits period = clock.limits(Stone.WHITE);
        assertEquals(Duration.ofSeconds(30), period.remaining().orElseThrow());
        assertEquals(5, period.movesToGo().getAsInt());
        clock.used(Stone.WHITE, 4000);
        assertEquals(Duration.ofSeconds(26), clock.limits(Stone.WHITE).remaining().orElseThrow());
        assertEquals(4, clock.limits(Stone.WHITE).movesToGo().getAsInt());
        assertEquals(Duration.ofSeconds(10), clock.limits(Stone.BLACK).remaining().orElseThrow(), "clocks are per colour");
    }

    @Test
    void timeLeftOverridesTheOwnCount() {
        GtpClock clock = new GtpClock();
        clock.settings(0, 1, 1);
        assertEquals(Duration.ofSeconds(1), clock.limits(Stone.BLACK).remaining().orElseThrow());
        assertEquals(1, clock.limits(Stone.BLACK).movesToGo().getAsInt());
        clock.left(Stone.BLACK, 42, 0);
        assertEquals(Duration.ofSeconds(42), clock.limits(Stone.BLACK).remaining().orElseThrow());
        assertTrue(clock.limits(Stone.BLACK).movesToGo().isEmpty());
    }
}
