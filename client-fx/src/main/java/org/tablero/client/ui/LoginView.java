package org.tablero.client.ui;

import java.util.function.BiConsumer;
import javafx.application.Platform;
import javafx.geometry.HPos;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.tablero.client.ClientOptions;
import org.tablero.client.Session;
import org.tablero.client.net.ServerErrorException;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.Wire;

/**
 * The first screen: server, nick and password, with Log in and Register. Errors are shown in
 * words in the form itself (wrong password, server unreachable, nick taken).
 */
public final class LoginView extends StackPane {

    private final Session session;
    private final TextField host = new TextField();
    private final TextField port = new TextField();
    private final TextField nick = new TextField();
    private final PasswordField password = new PasswordField();
    private final Label message = new Label();
    private final Button login = new Button("Log in");
    private final Button register = new Button("Create account");
    private final BiConsumer<String, String> onLoggedIn;

    /** {@code onLoggedIn} receives the nick and the server description once the session is up. */
    public LoginView(Session session, ClientOptions options, BiConsumer<String, String> onLoggedIn) {
        this.session = session;
        this.onLoggedIn = onLoggedIn;
        getStyleClass().add("login-view");
        host.setText(options.host());
        port.setText(Integer.toString(options.port()));
        host.setId("host");
        port.setId("port");
        nick.setId("nick");
        password.setId("password");
        message.setId("loginMessage");
        login.setId("loginButton");
        register.setId("registerButton");
        nick.setPromptText("your nick");
        password.setPromptText("password");
        message.getStyleClass().add("form-message");
        message.setWrapText(true);
        login.setDefaultButton(true);
        login.getStyleClass().add("primary");
        login.setOnAction(e -> logIn());
        register.setOnAction(e -> register());

        Label title = new Label("Tablero");
        title.getStyleClass().add("login-title");
        Label subtitle = new Label("Go and chess, against people and machines");
        subtitle.getStyleClass().add("login-subtitle");

        GridPane form = new GridPane();
        form.getStyleClass().add("login-form");
        form.getColumnConstraints().addAll(new ColumnConstraints(90), new ColumnConstraints(220));
        form.getColumnConstraints().get(0).setHalignment(HPos.RIGHT);
        form.setHgap(10);
        form.setVgap(10);
        form.addRow(0, new Label("Server"), host);
        form.addRow(1, new Label("Port"), port);
        form.addRow(2, new Label("Nick"), nick);
        form.addRow(3, new Label("Password"), password);
        HBox buttons = new HBox(10, register, login);
        buttons.setAlignment(Pos.CENTER_RIGHT);
        form.add(buttons, 1, 4);

        VBox card = new VBox(14, title, subtitle, form, message);
        card.getStyleClass().add("card");
        card.setMaxSize(VBox.USE_PREF_SIZE, VBox.USE_PREF_SIZE);
        card.setAlignment(Pos.CENTER_LEFT);
        message.setMaxWidth(330);
        message.managedProperty().bind(message.textProperty().isNotEmpty());
        getChildren().add(card);
        Platform.runLater(nick::requestFocus);
    }

    private void logIn() {
        Integer p = readForm();
        if (p == null) {
            return;
        }
        busy(true, "Connecting to " + host.getText().trim() + ":" + p + "…");
        session.login(host.getText().trim(), p, nick.getText().trim(), password.getText()).whenComplete((v, failure) ->
                Platform.runLater(() -> {
                    if (failure == null) {
                        busy(false, "");
                        onLoggedIn.accept(nick.getText().trim(), host.getText().trim() + ":" + p);
                    } else {
                        busy(false, reason(failure));
                    }
                }));
    }

    private void register() {
        Integer p = readForm();
        if (p == null) {
            return;
        }
        String n = nick.getText().trim();
        if (!Wire.isValidNick(n)) {
            show("A nick is 2 to 20 letters, digits, '_' or '-'.");
            return;
        }
        if (!Wire.isValidPassword(password.getText()) || Wire.hasControlChar(password.getText())) {
            show("A password has 6 to 128 characters.");
            return;
        }
        busy(true, "Creating the account " + n + "…");
        session.connection().register(host.getText().trim(), p, n, password.getText()).whenComplete((v, failure) ->
                Platform.runLater(() -> {
                    if (failure == null) {
                        busy(false, "Account " + n + " created; logging in…");
                        logIn();
                    } else {
                        busy(false, reason(failure));
                    }
                }));
    }

    private Integer readForm() {
        if (host.getText().isBlank() || nick.getText().isBlank() || password.getText().isEmpty()) {
            show("Fill in the server, your nick and your password.");
            return null;
        }
        try {
            int p = Integer.parseInt(port.getText().trim());
            if (p < 1 || p > 65535) {
                throw new NumberFormatException();
            }
            return p;
        } catch (NumberFormatException e) {
            show("The port is a number from 1 to 65535.");
            return null;
        }
    }

    private static String reason(Throwable failure) {
        Throwable t = failure.getCause() != null && failure instanceof java.util.concurrent.CompletionException ? failure.getCause() : failure;
        if (t instanceof ServerErrorException s) {
            if (s.code() == ErrorCode.TAKEN) {
                return "That nick is already taken.";
            }
            if (s.code() == ErrorCode.FORBIDDEN) {
                return "This server does not allow creating accounts; ask an administrator.";
            }
        }
        return t.getMessage();
    }

    private void busy(boolean busy, String text) {
        login.setDisable(busy);
        register.setDisable(busy);
        show(text);
    }

    private void show(String text) {
        message.setText(text);
    }
}
