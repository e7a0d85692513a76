package org.tablero.server.lobby;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Who is connected to this server now, counted per user so that a user with two open connections
 * stays online until both close. Presence is the one piece of state owned by memory: it describes
 * connections, which live on this node, not games (the polling caches only copy the database).
 */
public final class Presence {

    private final ConcurrentMap<Long, Integer> sessions = new ConcurrentHashMap<>();
    /** Raised after every change of who is online, so that what was built from it can be reused until then. */
    private final AtomicLong version = new AtomicLong();

    public void connected(long userId) {
        if (sessions.merge(userId, 1, Integer::sum) == 1) {
            version.incrementAndGet();
        }
    }

    public void disconnected(long userId) {
        if (sessions.computeIfPresent(userId, (id, n) -> n > 1 ? n - 1 : null) == null) {
            version.incrementAndGet();
        }
    }

    /** Changes whenever a user comes online or goes offline; read it before reading who is online. */
    public long version() {
        return version.get();
    }

    public boolean isOnline(long userId) {
        return sessions.containsKey(userId);
    }

    public int onlineUsers() {
        return sessions.size();
    }
}
