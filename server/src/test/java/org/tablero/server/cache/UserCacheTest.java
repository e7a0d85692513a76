package org.tablero.server.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class UserCacheTest {

    private static final long LONG = TimeUnit.MINUTES.toNanos(1);

    @Test
    void aValueIsLoadedOnceAndAgainOnlyAfterAnInvalidation() {
        UserCache<String> cache = new UserCache<>(LONG);
        AtomicInteger loads = new AtomicInteger();
        assertEquals("v1", cache.get(7, () -> "v" + loads.incrementAndGet()));
        assertEquals("v1", cache.get(7, () -> "v" + loads.incrementAndGet()));
        assertEquals(Optional.of("v1"), cache.peek(7));
        cache.invalidate(7);
        assertEquals(Optional.empty(), cache.peek(7));
        assertEquals("v2", cache.get(7, () -> "v" + loads.incrementAndGet()));
        assertEquals(2, loads.get());
    }

    @Test
    void aLoadOvertakenByAnInvalidationIsReturnedButNotKept() {
        UserCache<String> cache = new UserCache<>(LONG);
        // The load read the database before a change committed; the change's invalidation comes during the load.
        String first = cache.get(7, () -> {
            cache.invalidate(7);
            return "before the change";
        });
        assertEquals("before the change", first);
        assertEquals(Optional.empty(), cache.peek(7));
        assertEquals("after the change", cache.get(7, () -> "after the change"));
    }

    @Test
    void valuesOlderThanTheMaximumAgeAreLoadedAgain() throws Exception {
        UserCache<String> cache = new UserCache<>(TimeUnit.MILLISECONDS.toNanos(30));
        cache.get(7, () -> "old");
        Thread.sleep(60);
        assertEquals(Optional.empty(), cache.peek(7));
        assertEquals("new", cache.get(7, () -> "new"));
    }

    @Test
    void aSweepDropsOnlyValuesLoadedBeforeItRead() {
        UserCache<String> cache = new UserCache<>(LONG);
        cache.get(1, () -> "loaded before");
        long sweepRead = System.nanoTime();
        cache.get(2, () -> "loaded after");
        cache.invalidateLoadedBefore(1, sweepRead);
        cache.invalidateLoadedBefore(2, sweepRead);
        assertEquals(Optional.empty(), cache.peek(1));
        assertEquals(Optional.of("loaded after"), cache.peek(2));
    }

    @Test
    void usersWhoLeftAreForgotten() {
        UserCache<String> cache = new UserCache<>(LONG);
        cache.get(1, () -> "a");
        cache.get(2, () -> "b");
        cache.retain(id -> id == 2);
        assertEquals(1, cache.size());
        assertEquals(Optional.empty(), cache.peek(1));
        cache.invalidateAll();
        assertEquals(Optional.empty(), cache.peek(2));
    }

    @Test
    void changedRowsReportWhatAppearedChangedOrDisappeared() {
        ChangedRows<String> rows = new ChangedRows<>();
        assertEquals(List.of("a0"), rows.since(Map.of(1L, "a0")));
        assertTrue(rows.since(Map.of(1L, "a0")).isEmpty());
        List<String> changed = rows.since(Map.of(1L, "a1", 2L, "b0"));
        assertEquals(3, changed.size());
        assertTrue(changed.containsAll(List.of("a0", "a1", "b0")));
        assertEquals(List.of("b0"), rows.since(Map.of(1L, "a1")));
    }
}
