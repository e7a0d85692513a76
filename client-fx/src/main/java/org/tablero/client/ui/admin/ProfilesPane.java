package org.tablero.client.ui.admin;

import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.tablero.client.Session;
import org.tablero.client.admin.AdminClient;
import org.tablero.client.admin.AiProfileRow;
import org.tablero.protocol.Ok;

/**
 * The AI users' profiles and a form to create, edit or clone one. The server builds every engine
 * of a chain before it stores anything, so a refusal is shown beside the form and the table,
 * reloaded after each action, shows that nothing changed.
 */
public final class ProfilesPane extends VBox {

    private final Session session;
    private final AdminClient admin;
    private final ObservableList<AiProfileRow> rows = FXCollections.observableArrayList();
    private final TableView<AiProfileRow> table = new TableView<>(rows);
    private final TextField nick = field("profileNick", "nick of the AI user");
    private final TextField description = field("profileDescription", "a line for the players");
    private final TextField chain = field("profileChain", "type(key=value,…) > type");
    private final TextField weights = field("profileWeights", "name=number,… or empty");
    private final TextField cloneNick = field("cloneNick", "nick of the copy");
    private final Label engineTypes = AdminForms.hint("Engine types: (loading…)");
    private final Label error = new Label();
    // Set while a reload re-selects the row being edited, so the form keeps what was typed.
    private boolean restoring;

    ProfilesPane(Session session, AdminClient admin) {
        this.session = session;
        this.admin = admin;
        setSpacing(12);
        getStyleClass().add("admin-pane");
        table.setId("adminProfiles");
        table.setPlaceholder(new Label("No AI users yet."));
        table.getColumns().add(AdminForms.column("AI", AiProfileRow::nick));
        table.getColumns().add(AdminForms.column("Description", AiProfileRow::description));
        table.getColumns().add(AdminForms.column("Engine chain", AiProfileRow::chain));
        table.getColumns().add(AdminForms.column("Weights", AiProfileRow::weights));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> {
            if (now != null && !restoring) {
                fill(now);
            }
        });
        VBox.setVgrow(table, Priority.ALWAYS);
        Button refresh = new Button("Refresh");
        refresh.setId("refreshProfiles");
        refresh.setOnAction(e -> refresh());
        VBox list = AdminForms.card("AI users and their engines", table, refresh);
        VBox.setVgrow(list, Priority.ALWAYS);
        engineTypes.setId("engineTypes");
        error.setId("profileError");
        error.getStyleClass().add("form-message");
        error.setWrapText(true);
        getChildren().addAll(list, form());
    }

    private VBox form() {
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(6);
        ColumnConstraints grow = new ColumnConstraints();
        grow.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().addAll(new ColumnConstraints(), grow);
        grid.addRow(0, new Label("Nick"), nick);
        grid.addRow(1, new Label("Description"), description);
        grid.addRow(2, new Label("Engine chain"), chain);
        grid.add(AdminForms.hint("Engines tried in order until one gives a legal move: type or type(key=value,…), "
                + "joined by >, e.g. book > alphabeta(movetime=2000,sorter=standard) > random."), 1, 3);
        grid.add(engineTypes, 1, 4);
        grid.addRow(5, new Label("Weights"), weights);
        grid.add(AdminForms.hint("name=number,… (e.g. material=1.0); empty for none."), 1, 6);
        Button create = action("Create AI", "createProfile",
                () -> admin.createProfile(nick.getText().strip(), description.getText(), chain.getText(), weights.getText()));
        create.getStyleClass().add("primary");
        Button update = action("Save changes", "updateProfile",
                () -> admin.updateProfile(nick.getText().strip(), description.getText(), chain.getText(), weights.getText()));
        Button clone = action("Clone as", "cloneProfile", () -> admin.cloneProfile(nick.getText().strip(), cloneNick.getText().strip()));
        FlowPane buttons = new FlowPane(8, 8, create, update, clone, cloneNick);
        buttons.setAlignment(Pos.CENTER_LEFT);
        return AdminForms.card("Profile", grid, buttons, error);
    }

    private static TextField field(String id, String prompt) {
        TextField f = new TextField();
        f.setId(id);
        f.setPromptText(prompt);
        return f;
    }

    private Button action(String text, String id, Supplier<CompletableFuture<Ok>> request) {
        Button b = new Button(text);
        b.setId(id);
        b.setOnAction(e -> {
            error.setText("");
            request.get().whenComplete((ok, failure) -> Platform.runLater(() -> {
                if (failure == null) {
                    session.say(AdminForms.done(ok));
                    cloneNick.clear();
                } else {
                    error.setText(AdminForms.reason(failure));
                    session.say(error.getText());
                }
                refresh();
            }));
        });
        return b;
    }

    /** Shows a profile in the form; the server's {@code -} for "none" is shown as an empty field. */
    private void fill(AiProfileRow p) {
        nick.setText(p.nick());
        description.setText(AdminClient.NONE.equals(p.description()) ? "" : p.description());
        chain.setText(p.chain());
        weights.setText(AdminClient.NONE.equals(p.weights()) ? "" : p.weights());
        error.setText("");
    }

    /** Fetches the profiles and the engine types again. */
    public void refresh() {
        admin.profiles().whenComplete((profiles, failure) -> Platform.runLater(() -> {
            if (failure != null) {
                session.say(AdminForms.reason(failure));
                return;
            }
            String selected = nick.getText();
            restoring = true;
            try {
                rows.setAll(profiles);
                profiles.stream().filter(p -> p.nick().equals(selected)).findFirst().ifPresent(p -> table.getSelectionModel().select(p));
            } finally {
                restoring = false;
            }
        }));
        admin.engineTypes().whenComplete((types, failure) -> Platform.runLater(() -> {
            if (failure == null) {
                engineTypes.setText("Engine types: " + String.join(", ", types) + ".");
            }
        }));
    }

    public ObservableList<AiProfileRow> rows() {
        return rows;
    }

    /** The refusal of the last action, empty when it succeeded. */
    public String error() {
        return error.getText();
    }
}
