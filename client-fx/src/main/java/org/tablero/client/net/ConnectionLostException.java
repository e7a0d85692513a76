package org.tablero.client.net;

/** A request could not be answered because the connection is gone (the client reconnects by itself). */
public final class ConnectionLostException extends RuntimeException {

    public ConnectionLostException(String message, Throwable cause) {
        super(message, cause);
    }
}
