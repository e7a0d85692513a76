package org.tablero.engines.go.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.tablero.engines.spi.SearchLimits;

class TimeManagerTest {

    private static final GoMctsConfig LONG = GoMctsConfig.parse(Map.of("movetime", "600000"));

    private static long ms(SearchLimits limits, GoMctsConfig config, int size, int ply, boolean capped) {
        long n = TimeManager.budgetNanos(limits, config, size, ply, capped);
        return n == Long.MAX_VALUE ? -1 : n / 1_000_000;
    }

    @Test
    void aFixedMoveTimeKeepsASmallMargin() {
        assertEquals(970, ms(SearchLimits.moveTime(Duration.ofSeconds(1)), LONG, 9, 0, false));
        assertEquals(90, ms(SearchLimits.moveTime(Duration.ofMillis(100)), LONG, 9, 0, false));
    }

    @Test
    void theProfileMoveTimeCapsAndPlayoutsAloneAreUntimed() {
        GoMctsConfig profile = GoMctsConfig.parse(Map.of("movetime", "500"));
        assertEquals(470, ms(SearchLimits.moveTime(Duration.ofSeconds(5)), profile, 9, 0, false));
        assertEquals(470, ms(SearchLimits.none(), profile, 9, 0, false));
        assertEquals(-1, ms(SearchLimits.none().withNodes(1000), profile, 9, 0, true));
    }

    @Test
    void aClockIsSharedOverTheMovesLeft() {
        SearchLimits clock = SearchLimits.none().withClock(Duration.ofSeconds(60), Duration.ZERO);
        long early9 = ms(clock, LONG, 9, 0, false);
        long early19 = ms(clock, LONG, 19, 0, false);
        long late19 = ms(clock, LONG, 19, 300, false);
        assertTrue(early9 > 1000 && early9 < 2500, "9x9 opening: " + early9);
        assertTrue(early19 < early9, "19x19 has more moves to come: " + early19);
        assertTrue(late19 > early19, "late in the game the share grows: " + late19);
        assertTrue(late19 <= 30_000, "never more than half the clock");
        SearchLimits withInc = SearchLimits.none().withClock(Duration.ofSeconds(60), Duration.ofSeconds(2));
        assertTrue(ms(withInc, LONG, 9, 0, false) > early9 + 1500, "most of the increment is used");
    }

    @Test
    void aByoYomiPeriodIsSharedOverItsStones() {
        long t = ms(period(5), LONG, 19, 100, false);
        assertTrue(t > 4000 && t < 6000, "30 s for 5 stones: " + t);
    }

    @Test
    void onlyAClockKeepsTheTimeAMoveDoesNotUse() {
        assertFalse(TimeManager.savedTimeCarriesOver(SearchLimits.moveTime(Duration.ofSeconds(1))));
        assertFalse(TimeManager.savedTimeCarriesOver(SearchLimits.none()));
        assertTrue(TimeManager.savedTimeCarriesOver(SearchLimits.none().withClock(Duration.ofSeconds(60), Duration.ZERO)));
        assertTrue(TimeManager.savedTimeCarriesOver(period(5)));
        assertFalse(TimeManager.savedTimeCarriesOver(period(1)), "a one-stone period starts afresh every move");
    }

    private static SearchLimits period(int stones) {
        return new SearchLimits(java.util.Optional.empty(), java.util.Optional.of(Duration.ofSeconds(30)),
                java.util.Optional.of(Duration.ZERO), OptionalInt.of(stones), java.util.OptionalLong.empty(),
                OptionalInt.empty());
    }
}
