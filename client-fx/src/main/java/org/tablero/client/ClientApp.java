package org.tablero.client;

import javafx.application.Application;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

/**
 * The JavaFX client. Until the client issue lands it only opens its window and says where it
 * would connect; the full lobby and boards come with that issue.
 */
public final class ClientApp extends Application {

    @Override
    public void start(Stage stage) {
        ClientOptions options = ClientOptions.parse(getParameters().getRaw());
        Label label = new Label("Tablero client: server " + options.host() + ":" + options.port()
                + " (the lobby and boards are not built yet)");
        StackPane root = new StackPane(label);
        root.setPadding(new Insets(24));
        stage.setTitle("Tablero");
        stage.setScene(new Scene(root, 640, 200));
        stage.show();
    }
}
