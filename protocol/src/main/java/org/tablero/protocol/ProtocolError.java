package org.tablero.protocol;

import java.util.Objects;

/**
 * A request line that could not be accepted; the server answers it with {@link #toResponse()}.
 *
 * @param command the request type, or {@code "-"} when the line had no sane type
 */
public record ProtocolError(String command, ErrorCode code, String message) implements ParseResult {

    public ProtocolError {
        Objects.requireNonNull(command, "command");
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(message, "message");
    }

    /** The ERROR line that answers this problem. */
    public ErrorResponse toResponse() {
        return new ErrorResponse(command, code, message);
    }
}
