package org.tablero.client.ui.admin;

import java.util.List;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import org.tablero.client.Session;
import org.tablero.client.admin.AdminClient;
import org.tablero.client.admin.AdminUser;

/**
 * The administration view, shown only to administrators: users, AI profiles and the server's
 * counters, each on a tab of its own. Every request goes through the session's connection.
 */
public final class AdminView extends TabPane {

    private final UsersPane users;
    private final ProfilesPane profiles;
    private final StatsPane stats;

    /** {@code firstUsers} is the listing the role probe already fetched, shown without asking again. */
    public AdminView(Session session, List<AdminUser> firstUsers) {
        AdminClient admin = session.admin();
        setId("adminView");
        getStyleClass().add("admin-view");
        setTabClosingPolicy(TabClosingPolicy.UNAVAILABLE);
        users = new UsersPane(session, admin);
        profiles = new ProfilesPane(session, admin);
        stats = new StatsPane(session, admin);
        getTabs().addAll(tab("Users", "adminUsersTab", users), tab("AI profiles", "adminProfilesTab", profiles),
                tab("Server", "adminStatsTab", stats));
        users.show(firstUsers);
        // The other listings are fetched when first looked at, so a normal login costs one request only.
        getSelectionModel().selectedItemProperty().addListener((o, was, now) -> {
            if (now != null && now.getContent() == profiles) {
                profiles.refresh();
            } else if (now != null && now.getContent() == stats) {
                stats.refresh();
            } else if (now != null) {
                users.refresh();
            }
        });
    }

    private static Tab tab(String title, String id, javafx.scene.Node content) {
        Tab t = new Tab(title, content);
        t.setId(id);
        return t;
    }

    public UsersPane users() {
        return users;
    }

    public ProfilesPane profiles() {
        return profiles;
    }

    public StatsPane stats() {
        return stats;
    }
}
