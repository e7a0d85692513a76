package org.tablero.server.lobby;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Who is connected to this server now, counted per user so that a user with two open connections
 * stays online until both close. Presence is the one piece of state kept in memory: it describes
 * connections, which live on this node, not games.
 */
public final class Presence {

    private final ConcurrentMap<Long, Integer> sessions = new ConcurrentHashMap<>();

    public void connected(long userId) {
        sessions.merge(userId, 1, Integer::sum);
    }

    public void disconnected(long userId) {
        sessions.computeIfPresent(userId, (id, n) -> n > 1 ? n - 1 : null);
    }

    public boolean isOnline(long userId) {
        return sessions.containsKey(userId);
    }

    public int onlineUsers() {
        return sessions.size();
    }
}
