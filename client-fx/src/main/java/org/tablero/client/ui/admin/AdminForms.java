package org.tablero.client.ui.admin;

import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.layout.VBox;
import org.tablero.client.net.ServerErrorException;

/** Small pieces the administration panes share: cards, text columns and refusals put into words. */
final class AdminForms {

    private AdminForms() {
    }

    static VBox card(String title, Node... content) {
        Label heading = new Label(title);
        heading.getStyleClass().add("section-title");
        VBox box = new VBox(8, heading);
        box.getChildren().addAll(content);
        box.getStyleClass().add("card");
        return box;
    }

    static <T> TableColumn<T, String> column(String title, Function<T, String> value) {
        TableColumn<T, String> c = new TableColumn<>(title);
        c.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        return c;
    }

    static Label hint(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("hint");
        l.setWrapText(true);
        return l;
    }

    /** What an {@code OK admin action…} answer did, in words for the status bar. */
    static String done(org.tablero.protocol.Ok ok) {
        List<String> d = ok.details();
        String nick = d.size() > 1 ? d.get(1) : "";
        return switch (d.isEmpty() ? "" : d.get(0)) {
            case "createUser" -> "Created the user " + nick + ".";
            case "setRole" -> nick + " is now " + (d.size() > 2 ? d.get(2) : "changed") + ".";
            case "disable" -> nick + " is disabled: they cannot log in.";
            case "enable" -> nick + " is enabled.";
            case "resetPassword" -> "The password of " + nick + " is changed.";
            case "deleteUser" -> "Deleted the user " + nick + ".";
            case "createProfile" -> "Created the AI " + nick + ".";
            case "updateProfile" -> "Saved the profile of " + nick + ".";
            case "cloneProfile" -> "Created the AI " + nick + " as a copy.";
            default -> "Done: " + String.join(" ", d) + ".";
        };
    }

    /** The reason of a failed request, in the server's words when it refused. */
    static String reason(Throwable failure) {
        Throwable t = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
        if (t instanceof ServerErrorException e) {
            return "Refused (" + e.code() + "): " + e.getMessage();
        }
        return t.getMessage() == null ? t.toString() : t.getMessage();
    }
}
