package org.tablero.client.ui;

import java.util.HashMap;
import java.util.Map;
import javafx.application.Platform;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.tablero.client.Session;
import org.tablero.client.model.MatchModel;
import org.tablero.client.ui.admin.AdminView;

/**
 * The window once logged in: a header with the user, the lobby and one tab per open game, and
 * the status bar.
 */
public final class MainWindow extends BorderPane {

    private final Session session;
    private final TabPane tabs = new TabPane();
    private final Map<Long, GameTab> open = new HashMap<>();
    private AdminView admin;

    public MainWindow(Session session, String server, Runnable onLogOut) {
        this.session = session;
        getStyleClass().add("main-window");
        Label brand = new Label("Tablero");
        brand.getStyleClass().add("brand");
        Label who = new Label(session.nick() + " @ " + server);
        who.setId("who");
        who.getStyleClass().add("who");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Button logOut = new Button("Log out");
        logOut.setId("logOut");
        logOut.setOnAction(e -> onLogOut.run());
        HBox header = new HBox(14, brand, spacer, who, logOut);
        header.setAlignment(Pos.CENTER_LEFT);
        header.getStyleClass().add("header");

        Tab lobby = new Tab("Lobby", new LobbyView(session));
        lobby.setId("lobbyTab");
        lobby.setClosable(false);
        tabs.setId("tabs");
        tabs.getTabs().add(lobby);
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.ALL_TABS);

        setTop(header);
        setCenter(tabs);
        setBottom(new StatusBar(session));
        session.setGameOpener(this::openGame);
        probeAdmin();
    }

    /**
     * The protocol says nothing of roles at login, so the client asks for the user list: an
     * administrator gets it and the Administration tab, anyone else a FORBIDDEN that is not shown.
     */
    private void probeAdmin() {
        session.admin().probe().whenComplete((users, failure) -> {
            if (failure == null && users.isPresent()) {
                Platform.runLater(() -> {
                    admin = new AdminView(session, users.get());
                    Tab tab = new Tab("Administration", admin);
                    tab.setId("adminTab");
                    tab.setClosable(false);
                    tabs.getTabs().add(1, tab);
                });
            }
        });
    }

    /** The administration view when this user is an administrator (once the probe answered), else null. */
    public AdminView adminView() {
        return admin;
    }

    /** Shows the tab of a match, creating it the first time. */
    public GameTab openGame(MatchModel match) {
        GameTab tab = open.get(match.id());
        if (tab == null || !tabs.getTabs().contains(tab)) {
            tab = new GameTab(session, match);
            open.put(match.id(), tab);
            tabs.getTabs().add(tab);
        }
        tabs.getSelectionModel().select(tab);
        return tab;
    }

    public TabPane tabs() {
        return tabs;
    }
}
