package org.tablero.client.net;

/** The server could not be reached at all (no route, refused, timed out). */
public final class UnreachableServerException extends RuntimeException {

    public UnreachableServerException(String host, int port, Throwable cause) {
        super("Cannot reach the server at " + host + ":" + port + " (" + simple(cause) + ").", cause);
    }

    private static String simple(Throwable cause) {
        String m = cause.getMessage();
        return m == null || m.isBlank() ? cause.getClass().getSimpleName() : m;
    }
}
