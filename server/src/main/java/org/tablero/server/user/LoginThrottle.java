package org.tablero.server.user;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Slows down password guessing. Failed logins are counted per account and per client address;
 * past a free allowance each further failure doubles a wait during which logins for that account
 * (or from that address) are refused without even checking the password. A successful login
 * clears the account's count. The counts live in memory: they protect this node, which is what
 * a guesser connected to it costs.
 *
 * <p>Per account: 5 failures are free, then waits of 1 s, 2 s, 4 s … up to 15 minutes. Per address:
 * 50 failures are free, then the same doubling. A count is forgotten 15 minutes after its last failure.
 */
public final class LoginThrottle {

    /** Allowance and cap of one kind of key. */
    record Policy(int freeFailures, Duration maxWait) {
    }

    static final Policy PER_ACCOUNT = new Policy(5, Duration.ofMinutes(15));
    static final Policy PER_ADDRESS = new Policy(50, Duration.ofMinutes(15));
    private static final Duration FORGET_AFTER = Duration.ofMinutes(15);
    private static final int SWEEP_AT = 100_000;

    private record Failures(int count, Instant last, Instant blockedUntil) {
    }

    private final ConcurrentMap<String, Failures> failures = new ConcurrentHashMap<>();
    private final Clock clock;

    public LoginThrottle(Clock clock) {
        this.clock = clock;
    }

    /** How long logins for this nick from this address must wait; empty when they may proceed. */
    public Optional<Duration> waitBefore(String nick, String address) {
        Instant now = clock.instant();
        Optional<Duration> account = waitOf(accountKey(nick), now);
        Optional<Duration> client = waitOf(addressKey(address), now);
        if (account.isPresent() && client.isPresent()) {
            return account.get().compareTo(client.get()) >= 0 ? account : client;
        }
        return account.isPresent() ? account : client;
    }

    public void failed(String nick, String address) {
        Instant now = clock.instant();
        record(accountKey(nick), PER_ACCOUNT, now);
        record(addressKey(address), PER_ADDRESS, now);
        if (failures.size() > SWEEP_AT) {
            failures.values().removeIf(f -> f.last().plus(FORGET_AFTER).isBefore(now));
        }
    }

    public void succeeded(String nick) {
        failures.remove(accountKey(nick));
    }

    private Optional<Duration> waitOf(String key, Instant now) {
        Failures f = failures.get(key);
        if (f == null || !f.blockedUntil().isAfter(now)) {
            return Optional.empty();
        }
        return Optional.of(Duration.between(now, f.blockedUntil()));
    }

    private void record(String key, Policy policy, Instant now) {
        failures.compute(key, (k, old) -> {
            int count = old == null || old.last().plus(FORGET_AFTER).isBefore(now) ? 1 : old.count() + 1;
            Instant blockedUntil = now;
            int over = count - policy.freeFailures();
            if (over > 0) {
                long seconds = Math.min(policy.maxWait().toSeconds(), 1L << Math.min(over - 1, 30));
                blockedUntil = now.plusSeconds(seconds);
            }
            return new Failures(count, now, blockedUntil);
        });
    }

    private static String accountKey(String nick) {
        return "n:" + nick.toLowerCase(Locale.ROOT);
    }

    private static String addressKey(String address) {
        return "a:" + address;
    }
}
