package org.tablero.client;

import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.tablero.client.net.ServerConnection;
import org.tablero.client.net.TlsContexts;
import org.tablero.client.ui.LoginView;
import org.tablero.client.ui.MainWindow;

/** The JavaFX client: the login screen, then the lobby and the games in tabs. */
public final class ClientApp extends Application {

    public static final String STYLESHEET = "/org/tablero/client/ui/tablero.css";

    private Session session;
    private Stage stage;
    private ClientOptions options;
    private MainWindow main;

    @Override
    public void start(Stage primary) {
        start(primary, ClientOptions.parse(getParameters().getRaw()));
    }

    /** Starts on a stage with options given directly (tools that embed the client). */
    public void start(Stage primary, ClientOptions clientOptions) {
        this.stage = primary;
        this.options = clientOptions;
        stage.setTitle("Tablero");
        stage.setMinWidth(760);
        stage.setMinHeight(540);
        Scene scene = new Scene(new javafx.scene.layout.StackPane(), 1180, 780);
        scene.getStylesheets().add(getClass().getResource(STYLESHEET).toExternalForm());
        stage.setScene(scene);
        showLogin();
        stage.show();
    }

    private void showLogin() {
        if (session != null) {
            session.close();
        }
        ServerConnection connection = new ServerConnection();
        if (options.tls()) {
            connection.useTls(TlsContexts.trusting(options.trustCert()));
        }
        session = new Session(connection, options, Platform::runLater);
        session.setLoggedOutHandler(reason -> showLogin());
        main = null;
        stage.setTitle("Tablero");
        stage.getScene().setRoot(new LoginView(session, options, (nick, server) -> {
            main = new MainWindow(session, server, () -> session.logOut().whenComplete((v, e) -> Platform.runLater(this::showLogin)));
            stage.setTitle("Tablero — " + nick);
            stage.getScene().setRoot(main);
        }));
    }

    /** The session of the current login (for tests and tooling). */
    public Session session() {
        return session;
    }

    /** The main window once logged in, else null. */
    public MainWindow mainWindow() {
        return main;
    }

    @Override
    public void stop() {
        if (session != null) {
            session.close();
        }
    }
}
