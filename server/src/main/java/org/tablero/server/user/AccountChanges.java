package org.tablero.server.user;

import java.util.concurrent.atomic.AtomicLong;

/** A version number bumped whenever an account is created, changed or deleted, for caches of the account list. */
public final class AccountChanges {

    private final AtomicLong version = new AtomicLong();

    public void changed() {
        version.incrementAndGet();
    }

    public long version() {
        return version.get();
    }
}
