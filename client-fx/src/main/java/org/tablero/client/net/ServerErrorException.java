package org.tablero.client.net;

import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.ErrorResponse;

/** The server answered a request with {@code ERROR}; carries the code and the server's message. */
public final class ServerErrorException extends RuntimeException {

    private final ErrorResponse error;

    public ServerErrorException(ErrorResponse error) {
        super(error.message());
        this.error = error;
    }

    public ErrorCode code() {
        return error.code();
    }

    public ErrorResponse error() {
        return error;
    }
}
