package org.tablero.client.ui;

import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.tablero.client.Session;
import org.tablero.client.net.ConnectionState;

/** The bar at the bottom of the window: the latest message and the state of the connection. */
public final class StatusBar extends HBox {

    public StatusBar(Session session) {
        getStyleClass().add("status-bar");
        Label message = new Label();
        message.setId("statusMessage");
        message.textProperty().bind(session.messageProperty());
        message.setMinWidth(0);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Label connection = new Label();
        connection.setId("connectionState");
        connection.getStyleClass().add("connection");
        session.stateProperty().addListener((obs, old, now) -> show(connection, now));
        show(connection, session.stateProperty().get());
        getChildren().addAll(message, spacer, connection);
    }

    private static void show(Label label, ConnectionState state) {
        label.getStyleClass().removeAll("connected", "reconnecting", "disconnected");
        switch (state) {
            case CONNECTED -> {
                label.setText("● Connected");
                label.getStyleClass().add("connected");
            }
            case RECONNECTING -> {
                label.setText("● Reconnecting…");
                label.getStyleClass().add("reconnecting");
            }
            default -> {
                label.setText("● Offline");
                label.getStyleClass().add("disconnected");
            }
        }
    }
}
