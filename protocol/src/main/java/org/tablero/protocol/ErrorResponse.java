package org.tablero.protocol;

import java.util.List;
import java.util.Objects;

/**
 * {@code ERROR<TAB>command<TAB>CODE<TAB>message}. The message is made safe for the wire here
 * (control characters become spaces, an empty message becomes the code's name), so that any
 * text, an exception message included, can be passed in.
 */
public record ErrorResponse(String command, ErrorCode code, String message) implements Response {
    public static final String TYPE = "ERROR";

    public ErrorResponse {
        Wire.field(command, "command");
        Objects.requireNonNull(code, "code");
        message = sanitise(Objects.requireNonNull(message, "message"));
        if (message.isEmpty()) {
            message = code.name();
        }
    }

    private static String sanitise(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            sb.append(c < 0x20 || c == 0x7F ? ' ' : c);
        }
        return sb.toString();
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public List<String> lines() {
        return List.of(Wire.line(TYPE, command, code.name(), message));
    }
}
