package org.tablero.client.ui;

import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;
import org.tablero.client.ClientApp;
import org.tablero.client.it.TestServer;

/**
 * What the UI tests share: one real in-process server per test class, a fresh client for each test
 * (driven with TestFX on Monocle's headless glass, set by the pom), logging in, and waiting.
 */
public abstract class ClientUiHarness {

    protected static final String PASSWORD = "secret-123";
    protected static TestServer server;
    protected final FxRobot robot = new FxRobot();
    protected ClientApp app;

    @BeforeAll
    static void startServer() throws TimeoutException {
        server = TestServer.start();
        FxToolkit.registerPrimaryStage();
    }

    @AfterAll
    static void stopServer() {
        server.close();
    }

    /** How often the client polls in these tests. */
    protected abstract int pollMillis();

    @BeforeEach
    void startClient() throws TimeoutException {
        app = (ClientApp) FxToolkit.setupApplication(ClientApp.class, "--host", "127.0.0.1", "--port",
                Integer.toString(server.port()), "--poll-ms", Integer.toString(pollMillis()));
    }

    @AfterEach
    void stopClient() throws TimeoutException {
        FxToolkit.cleanupApplication(app);
    }

    protected void logIn(String nick) throws TimeoutException {
        robot.clickOn("#nick").write(nick);
        robot.clickOn("#password").write(PASSWORD);
        robot.clickOn("#loginButton");
        waitFor("the lobby", () -> robot.lookup("#players").tryQuery().isPresent());
    }

    protected void waitFor(String what, Callable<Boolean> condition) throws TimeoutException {
        try {
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition);
        } catch (TimeoutException e) {
            String status = app.session() == null ? "" : app.session().messageProperty().get();
            throw new AssertionError("waited 20 s for " + what + "; the status bar says: " + status, e);
        }
    }
}
