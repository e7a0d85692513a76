package org.tablero.server.cache;

import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.LongPredicate;
import java.util.function.Supplier;

/**
 * What one user's polls read, kept between polls so that a poll costs no SQL. The database stays
 * the source of truth: a value is loaded from it, dropped by {@link #invalidate} once a change that
 * concerns the user is committed, and never kept longer than a maximum age.
 *
 * <p>Each user's slot has a generation, raised by every invalidation. A load stores its value only
 * if no invalidation happened since it began, so a load that raced with a commit cannot leave a
 * value older than that commit behind: the next read loads again. A read that starts after an
 * invalidation returned always loads, which is what makes a poll see the poller's own acknowledged
 * command.
 */
public final class UserCache<T> {

    private static final class Slot<T> {
        long generation;
        T value;
        long loadedAt;
        long expiresAt;
    }

    private final ConcurrentMap<Long, Slot<T>> slots = new ConcurrentHashMap<>();
    private final long maxAgeNanos;

    /**
     * @param maxAgeNanos how long a value may be served without a change being signalled; each
     *     value expires at a random point of the second half, so that values loaded together
     *     (users logging in together) are not loaded again all at once
     */
    public UserCache(long maxAgeNanos) {
        this.maxAgeNanos = maxAgeNanos;
    }

    /** The user's value: the cached one, or {@code load}'s, kept when no invalidation overtook it. */
    public T get(long userId, Supplier<T> load) {
        Slot<T> slot = slots.computeIfAbsent(userId, id -> new Slot<>());
        long generation;
        synchronized (slot) {
            if (fresh(slot)) {
                return slot.value;
            }
            generation = slot.generation;
        }
        long started = System.nanoTime();
        T value = load.get();
        synchronized (slot) {
            if (slot.generation == generation) {
                slot.value = value;
                slot.loadedAt = started;
                slot.expiresAt = started + maxAgeNanos - ThreadLocalRandom.current().nextLong(maxAgeNanos / 2 + 1);
            }
        }
        return value;
    }

    /** The user's value if one is held and fresh, without loading: for answers that must not wait. */
    public Optional<T> peek(long userId) {
        Slot<T> slot = slots.get(userId);
        if (slot == null) {
            return Optional.empty();
        }
        synchronized (slot) {
            return fresh(slot) ? Optional.of(slot.value) : Optional.empty();
        }
    }

    private static boolean fresh(Slot<?> slot) {
        return slot.value != null && System.nanoTime() - slot.expiresAt < 0;
    }

    /** Drops the user's value: something it shows changed and is committed. */
    public void invalidate(long userId) {
        Slot<T> slot = slots.get(userId);
        if (slot != null) {
            synchronized (slot) {
                slot.generation++;
                slot.value = null;
            }
        }
    }

    /**
     * Drops the user's value unless it was loaded from {@code nanos} on ({@link System#nanoTime}):
     * for changes known to be committed before that instant, which such a value already shows.
     */
    public void invalidateLoadedBefore(long userId, long nanos) {
        Slot<T> slot = slots.get(userId);
        if (slot != null) {
            synchronized (slot) {
                if (slot.value == null || slot.loadedAt - nanos < 0) {
                    slot.generation++;
                    slot.value = null;
                }
            }
        }
    }

    /** Drops every value: used when changes could not be told apart. */
    public void invalidateAll() {
        slots.keySet().forEach(this::invalidate);
    }

    /** Forgets the users {@code keep} rejects (those no longer connected): bounds the cache. */
    public void retain(LongPredicate keep) {
        slots.keySet().removeIf(id -> !keep.test(id));
    }

    public int size() {
        return slots.size();
    }
}
