package org.tablero.client.net;

/** Where the client's link to the server stands, as the status bar shows it. */
public enum ConnectionState {
    /** Not logged in: before the first login, after logging out, or after the server refused a re-login. */
    DISCONNECTED,
    /** Connected and logged in. */
    CONNECTED,
    /** The connection was lost; the client is trying to connect and log in again. */
    RECONNECTING
}
