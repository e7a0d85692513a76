package org.tablero.server.command;

import org.tablero.protocol.ErrorCode;

/** A request the platform refuses; becomes {@code ERROR<TAB>command<TAB>CODE<TAB>message}. */
public final class ServiceException extends RuntimeException {

    private final ErrorCode code;

    public ServiceException(ErrorCode code, String message) {
        super(message, null, false, false);
        this.code = code;
    }

    public ErrorCode code() {
        return code;
    }
}
