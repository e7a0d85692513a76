package org.tablero.server.user;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class LoginThrottleTest {

    private final MutableClock clock = new MutableClock();
    private final LoginThrottle throttle = new LoginThrottle(clock);

    @Test
    void fiveFailuresAreFreeThenWaitsDouble() {
        for (int i = 0; i < 5; i++) {
            assertEquals(Optional.empty(), throttle.waitBefore("alice", "10.0.0.1"));
            throttle.failed("alice", "10.0.0.1");
        }
        assertEquals(Optional.empty(), throttle.waitBefore("alice", "10.0.0.1"));
        throttle.failed("alice", "10.0.0.1");
        assertEquals(Optional.of(Duration.ofSeconds(1)), throttle.waitBefore("ALICE", "10.0.0.2"), "per account, any case, any address");
        clock.advance(Duration.ofSeconds(1));
        assertEquals(Optional.empty(), throttle.waitBefore("alice", "10.0.0.1"));
        throttle.failed("alice", "10.0.0.1");
        assertEquals(Optional.of(Duration.ofSeconds(2)), throttle.waitBefore("alice", "10.0.0.1"));
        assertEquals(Optional.empty(), throttle.waitBefore("bob", "10.0.0.3"), "other accounts are not slowed");
    }

    @Test
    void waitsAreCappedAndForgotten() {
        for (int i = 0; i < 40; i++) {
            throttle.failed("carol", "10.0.0.1");
        }
        assertEquals(Optional.of(Duration.ofMinutes(15)), throttle.waitBefore("carol", "10.0.0.9"));
        clock.advance(Duration.ofMinutes(16));
        throttle.failed("carol", "10.0.0.9");
        assertEquals(Optional.empty(), throttle.waitBefore("carol", "10.0.0.9"), "a count is forgotten after 15 quiet minutes");
    }

    @Test
    void aSuccessClearsTheAccount() {
        for (int i = 0; i < 6; i++) {
            throttle.failed("dave", "10.0.0.1");
        }
        throttle.succeeded("dave");
        assertEquals(Optional.empty(), throttle.waitBefore("dave", "10.0.0.4"));
    }

    @Test
    void oneAddressGuessingManyAccountsIsSlowedToo() {
        for (int i = 0; i < 51; i++) {
            throttle.failed("user" + i, "10.6.6.6");
        }
        assertTrue(throttle.waitBefore("someone-new", "10.6.6.6").isPresent());
        assertEquals(Optional.empty(), throttle.waitBefore("someone-new", "10.0.0.1"));
    }

    private static final class MutableClock extends Clock {
        private Instant now = Instant.parse("2026-11-21T12:00:00Z");

        void advance(Duration d) {
            now = now.plus(d);
        }

        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }
}
