package org.tablero.server.command;

import java.util.Optional;
import org.tablero.server.user.User;

/**
 * The state of one connection: who is logged in on it. Commands of one connection run one at a
 * time, in order, so the fields need no more than visibility between the threads that run them.
 */
public final class Session {

    private final String id;
    private final String remoteAddress;
    private volatile User user;
    private volatile boolean closeRequested;

    public Session(String id, String remoteAddress) {
        this.id = id;
        this.remoteAddress = remoteAddress;
    }

    public String id() {
        return id;
    }

    public String remoteAddress() {
        return remoteAddress;
    }

    public Optional<User> user() {
        return Optional.ofNullable(user);
    }

    void logIn(User user) {
        this.user = user;
    }

    void logOut() {
        this.user = null;
    }

    /** Asks the connection to close once the current response is written. */
    void requestClose() {
        closeRequested = true;
    }

    public boolean closeRequested() {
        return closeRequested;
    }
}
