package org.tablero.server.cache;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Compares successive reads of a set of rows (by id) and tells which appeared, changed or
 * disappeared: how a server node learns what other nodes (or the admin CLI) changed in the
 * database, without an event from them.
 */
public final class ChangedRows<R> {

    private Map<Long, R> previous;

    /**
     * The rows that differ from the previous read, old and new versions both (a row that
     * disappeared is reported as it was). The first read reports every row.
     */
    public synchronized List<R> since(Map<Long, R> current) {
        List<R> changed = new ArrayList<>();
        if (previous == null) {
            changed.addAll(current.values());
        } else {
            Set<Long> ids = new HashSet<>(previous.keySet());
            ids.addAll(current.keySet());
            for (long id : ids) {
                R before = previous.get(id);
                R now = current.get(id);
                if (!Objects.equals(before, now)) {
                    if (before != null) {
                        changed.add(before);
                    }
                    if (now != null) {
                        changed.add(now);
                    }
                }
            }
        }
        previous = Map.copyOf(current);
        return changed;
    }
}
