package org.tablero.client.ui.admin;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.geometry.Pos;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.tablero.client.Session;
import org.tablero.client.admin.AdminClient;
import org.tablero.client.admin.AdminUser;
import org.tablero.protocol.Ok;

/**
 * Every account with its role, kind and state, the actions on the selected one (role, enable,
 * disable, new password, delete) and a form to create one. Each action refreshes the table;
 * the server's answer, refusals included, goes to the status bar.
 */
public final class UsersPane extends VBox {

    private static final List<String> ROLES = List.of("player", "admin");

    private final Session session;
    private final AdminClient admin;
    private final ObservableList<AdminUser> rows = FXCollections.observableArrayList();
    private final TableView<AdminUser> table = new TableView<>(rows);

    UsersPane(Session session, AdminClient admin) {
        this.session = session;
        this.admin = admin;
        setSpacing(12);
        getStyleClass().add("admin-pane");
        table.setId("adminUsers");
        table.setPlaceholder(new Label("No users."));
        table.getColumns().add(AdminForms.column("Nick", AdminUser::nick));
        table.getColumns().add(AdminForms.column("Role", AdminUser::role));
        table.getColumns().add(AdminForms.column("Type", u -> u.human() ? "Human" : "AI"));
        table.getColumns().add(AdminForms.column("Account", u -> u.enabled() ? "enabled" : "disabled"));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        VBox.setVgrow(table, Priority.ALWAYS);
        Button refresh = new Button("Refresh");
        refresh.setId("refreshUsers");
        refresh.setOnAction(e -> refresh());
        VBox list = AdminForms.card("Accounts", table, selectedActions(), refresh);
        VBox.setVgrow(list, Priority.ALWAYS);
        getChildren().addAll(list, createForm());
    }

    private FlowPane selectedActions() {
        var selected = table.getSelectionModel().selectedItemProperty();
        BooleanBinding none = selected.isNull();
        ChoiceBox<String> role = new ChoiceBox<>(FXCollections.observableArrayList(ROLES));
        role.setId("userRole");
        role.setValue("player");
        selected.addListener((o, was, now) -> {
            if (now != null) {
                role.setValue(now.role());
            }
        });
        Button setRole = button("Set role", "setRole", none, () -> admin.setRole(nick(), role.getValue()));
        Button disable = button("Disable", "disableUser", none, () -> admin.setEnabled(nick(), false));
        Button enable = button("Enable", "enableUser", none, () -> admin.setEnabled(nick(), true));
        disable.disableProperty().bind(Bindings.createBooleanBinding(
                () -> selected.get() == null || !selected.get().enabled(), selected));
        enable.disableProperty().bind(Bindings.createBooleanBinding(
                () -> selected.get() == null || selected.get().enabled(), selected));
        PasswordField password = new PasswordField();
        password.setId("newPassword");
        password.setPromptText("new password (6+ characters)");
        password.setPrefColumnCount(16);
        Button reset = button("Reset password", "resetPassword", none, () -> {
            String typed = password.getText();
            // The typed password is not kept once it has been sent, whatever the answer.
            password.clear();
            return admin.resetPassword(nick(), typed);
        });
        Button delete = new Button("Delete…");
        delete.setId("deleteUser");
        delete.getStyleClass().add("danger");
        delete.disableProperty().bind(none);
        delete.setOnAction(e -> confirmDelete());
        FlowPane box = new FlowPane(8, 8, new Label("Selected:"), role, setRole, disable, enable, password, reset, delete);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    private VBox createForm() {
        TextField nick = new TextField();
        nick.setId("createNick");
        nick.setPromptText("nick");
        PasswordField password = new PasswordField();
        password.setId("createPassword");
        password.setPromptText("password (6+ characters)");
        password.setPrefColumnCount(16);
        ChoiceBox<String> role = new ChoiceBox<>(FXCollections.observableArrayList(ROLES));
        role.setId("createRole");
        role.setValue("player");
        Button create = new Button("Create user");
        create.setId("createUser");
        create.getStyleClass().add("primary");
        create.setOnAction(e -> run(() -> admin.createUser(nick.getText().strip(), password.getText(), role.getValue()), () -> {
            nick.clear();
            password.clear();
        }));
        FlowPane row = new FlowPane(8, 8, nick, password, role, create);
        row.setAlignment(Pos.CENTER_LEFT);
        return AdminForms.card("New user", row,
                AdminForms.hint("A nick is 2 to 20 of A-Z a-z 0-9 _ -. AI users are made on the AI profiles tab."));
    }

    private Button button(String text, String id, BooleanBinding disabled, Supplier<CompletableFuture<Ok>> action) {
        Button b = new Button(text);
        b.setId(id);
        b.disableProperty().bind(disabled);
        b.setOnAction(e -> run(action, () -> { }));
        return b;
    }

    private String nick() {
        return table.getSelectionModel().getSelectedItem().nick();
    }

    private void confirmDelete() {
        String nick = nick();
        Alert ask = new Alert(Alert.AlertType.CONFIRMATION, "Delete the account " + nick + "? This cannot be undone.",
                ButtonType.OK, ButtonType.CANCEL);
        ask.setHeaderText("Delete " + nick);
        if (getScene() != null) {
            ask.initOwner(getScene().getWindow());
        }
        ask.showAndWait().filter(ButtonType.OK::equals).ifPresent(b -> run(() -> admin.deleteUser(nick), () -> { }));
    }

    /** Sends an action; on success says what was done and runs {@code done}; either way reloads the table. */
    private void run(Supplier<CompletableFuture<Ok>> action, Runnable done) {
        action.get().whenComplete((ok, failure) -> Platform.runLater(() -> {
            if (failure == null) {
                session.say(AdminForms.done(ok));
                done.run();
            } else {
                session.say(AdminForms.reason(failure));
            }
            refresh();
        }));
    }

    /** Fetches the users again, keeping the selected one selected. */
    public void refresh() {
        admin.users().whenComplete((users, failure) -> Platform.runLater(() -> {
            if (failure != null) {
                session.say(AdminForms.reason(failure));
            } else {
                show(users);
            }
        }));
    }

    void show(List<AdminUser> users) {
        AdminUser selected = table.getSelectionModel().getSelectedItem();
        rows.setAll(users);
        if (selected != null) {
            users.stream().filter(u -> u.nick().equals(selected.nick())).findFirst()
                    .ifPresent(u -> table.getSelectionModel().select(u));
        }
    }

    public ObservableList<AdminUser> rows() {
        return rows;
    }

    public TableView<AdminUser> table() {
        return table;
    }
}
