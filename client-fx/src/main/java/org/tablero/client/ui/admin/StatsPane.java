package org.tablero.client.ui.admin;

import javafx.application.Platform;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.tablero.client.Session;
import org.tablero.client.admin.AdminClient;
import org.tablero.client.admin.StatRow;

/** The server's counters from {@code admin stats}, read-only, fetched again on demand. */
public final class StatsPane extends VBox {

    private final Session session;
    private final AdminClient admin;
    private final ObservableList<StatRow> rows = FXCollections.observableArrayList();
    private final Label fetched = AdminForms.hint("");

    StatsPane(Session session, AdminClient admin) {
        this.session = session;
        this.admin = admin;
        getStyleClass().add("admin-pane");
        TableView<StatRow> table = new TableView<>(rows);
        table.setId("adminStats");
        table.setPlaceholder(new Label("No counters yet."));
        table.getColumns().add(AdminForms.column("Counter", StatRow::name));
        table.getColumns().add(AdminForms.column("Value", StatRow::value));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        VBox.setVgrow(table, Priority.ALWAYS);
        Button refresh = new Button("Refresh");
        refresh.setId("refreshStats");
        refresh.setOnAction(e -> refresh());
        fetched.setId("statsFetched");
        VBox card = AdminForms.card("Server counters", table, fetched, refresh);
        VBox.setVgrow(card, Priority.ALWAYS);
        getChildren().add(card);
    }

    public void refresh() {
        admin.stats().whenComplete((stats, failure) -> Platform.runLater(() -> {
            if (failure != null) {
                session.say(AdminForms.reason(failure));
            } else {
                rows.setAll(stats);
                fetched.setText("As of " + java.time.LocalTime.now().withNano(0) + ".");
            }
        }));
    }

    public ObservableList<StatRow> rows() {
        return rows;
    }
}
