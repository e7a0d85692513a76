package org.tablero.client.net;

/**
 * What a {@link ServerConnection} tells the application. Called on the connection's I/O thread:
 * a listener that touches the scene must hand over to the JavaFX thread itself.
 */
public interface ConnectionListener {

    /** The state changed; {@code message} says why in words fit for the status bar. */
    void stateChanged(ConnectionState state, String message);

    /** A lost connection was re-established and the session logged in again. */
    void sessionRestored();
}
