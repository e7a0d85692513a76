package org.tablero.client.ui.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;
import org.tablero.client.admin.AdminUser;
import org.tablero.client.admin.AiProfileRow;
import org.tablero.client.it.TestServer;
import org.tablero.client.ui.ClientUiHarness;
import org.tablero.protocol.ClientPoolAnswer;
import org.tablero.protocol.QueryClientPool;

/**
 * The administration tab of the real client, driven with TestFX on Monocle's headless glass,
 * against a real in-process server with an administrator made through the server object.
 */
class AdminViewTest extends ClientUiHarness {


    @Override
    protected int pollMillis() {
        return 500;
    }

    @Test
    void anAdministratorManagesUsersProfilesAndSeesTheCounters() throws Exception {
        String root = server.registerAdmin(TestServer.nick("root"), PASSWORD);
        logIn(root);
        // The role check runs after login, in the background: wait for the tab's header to be drawn.
        waitFor("the Administration tab", () -> app.mainWindow().adminView() != null
                && robot.lookup("Administration").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("Administration");
        AdminView view = app.mainWindow().adminView();
        waitFor("the admin in the users table", () -> view.users().rows().stream().anyMatch(u -> u.nick().equals(root) && u.admin()));

        // Create a user, then disable it.
        String cleo = TestServer.nick("cleo");
        robot.clickOn("#createNick").write(cleo);
        robot.clickOn("#createPassword").write(PASSWORD);
        robot.clickOn("#createUser");
        waitFor("the new user listed", () -> user(view, cleo) != null);
        assertEquals(new AdminUser(cleo, "player", true, true), user(view, cleo));
        assertTrue(status().contains(cleo), status());
        // The cell in the users table: the nick may still stand in the form or the status bar.
        // The table draws only the rows in view, and a row appears in the model a layout pass
        // before its cell exists: bring it into view and wait for the cell.
        robot.interact(() -> view.users().table().scrollTo(user(view, cleo)));
        waitFor("the new user's cell drawn", () -> robot.from(view.users().table()).lookup(cleo).tryQuery().isPresent());
        robot.clickOn(robot.from(view.users().table()).lookup(cleo).queryAs(javafx.scene.Node.class));
        waitFor("the new user selected", () -> {
            AdminUser selected = view.users().table().getSelectionModel().getSelectedItem();
            return selected != null && selected.nick().equals(cleo);
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#disableUser");
        waitFor("the user disabled", () -> user(view, cleo) != null && !user(view, cleo).enabled());

        // An AI profile with chain random, then a refusal for an engine that does not exist.
        robot.clickOn("AI profiles");
        waitFor("the engine types", () -> label("#engineTypes").contains("random"));
        String rnd = TestServer.nick("rnd");
        robot.clickOn("#profileNick").write(rnd);
        robot.clickOn("#profileDescription").write("Moves at random");
        robot.clickOn("#profileChain").write("random");
        robot.clickOn("#createProfile");
        waitFor("the profile listed", () -> view.profiles().rows().stream().anyMatch(p -> p.nick().equals(rnd)));
        assertEquals(new AiProfileRow(rnd, "Moves at random", "random", "-"),
                view.profiles().rows().stream().filter(p -> p.nick().equals(rnd)).findFirst().orElseThrow());
        assertEquals("", view.profiles().error());

        String tele = TestServer.nick("tele");
        robot.doubleClickOn("#profileNick").eraseText(40).write(tele);
        robot.doubleClickOn("#profileChain").eraseText(40).write("teleport");
        robot.clickOn("#createProfile");
        waitFor("the refusal beside the form", () -> label("#profileError").contains("teleport"));
        assertTrue(label("#profileError").contains("MALFORMED"), label("#profileError"));
        assertTrue(app.session().admin().profiles().get(10, TimeUnit.SECONDS).stream().noneMatch(p -> p.nick().equals(tele)),
                "nothing is stored");

        // The counters.
        robot.clickOn("Server");
        waitFor("the counters", () -> view.stats().rows().stream().anyMatch(s -> s.name().equals("users.online")));
        robot.clickOn("#refreshStats");
        waitFor("the counters again", () -> label("#statsFetched").startsWith("As of"));
    }

    @Test
    void aPlayerDoesNotSeeTheAdministrationTab() throws Exception {
        String ann = server.register(TestServer.nick("ann"), PASSWORD);
        logIn(ann);
        // Requests run one after the other: once this one is answered, so is the role probe.
        app.session().connection().request(new QueryClientPool(), ClientPoolAnswer.class).get(10, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(app.mainWindow().adminView());
        assertFalse(robot.lookup("#adminTab").tryQuery().isPresent());
        assertTrue(app.mainWindow().tabs().getTabs().stream().noneMatch(t -> "adminTab".equals(t.getId())));
        assertFalse(status().contains("FORBIDDEN") || status().contains("administrator"), status());
    }


    private static AdminUser user(AdminView view, String nick) {
        return view.users().rows().stream().filter(u -> u.nick().equals(nick)).findFirst().orElse(null);
    }

    private String label(String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    private String status() {
        return label("#statusMessage");
    }

}
