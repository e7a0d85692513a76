package org.tablero.server.match;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.LongConsumer;

/**
 * Tells interested parts of the server (the AI scheduler) that a match changed, after the change
 * is committed. Listeners must return quickly: they run on the thread that made the change.
 */
public final class MatchEvents {

    private final List<LongConsumer> listeners = new CopyOnWriteArrayList<>();

    public void subscribe(LongConsumer listener) {
        listeners.add(listener);
    }

    public void changed(long matchId) {
        listeners.forEach(l -> l.accept(matchId));
    }
}
