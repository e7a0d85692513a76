package org.tablero.client;

/** Plain entry point of {@code tablero-client.jar}; starts the JavaFX application. */
public final class ClientLauncher {

    private ClientLauncher() {
    }

    public static void main(String[] args) {
        javafx.application.Application.launch(ClientApp.class, args);
    }
}
