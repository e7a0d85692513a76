package org.tablero.client.ui;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import javafx.application.Platform;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import org.tablero.client.Session;
import org.tablero.client.model.MatchModel;
import org.tablero.protocol.AnalyzeGroup;
import org.tablero.protocol.Ok;

/**
 * "Analyse a group" in a Go tab: after the button, a click on a stone asks the server
 * ({@code analyzeGroup}) whether its group lives; the answer is written under the board's side
 * panel and the killing and saving moves are marked on the board until the position changes.
 */
final class GroupAnalysisControl {

    private final Session session;
    private final MatchModel match;
    private final GoBoardView board;
    private final ToggleButton button = new ToggleButton("Analyse a group");
    private final Label result = new Label();

    GroupAnalysisControl(Session session, MatchModel match, GoBoardView board) {
        this.session = session;
        this.match = match;
        this.board = board;
        button.setId("analyse");
        button.setTooltip(new Tooltip("Then click a stone. Offered once the game is over, and in games against an AI."));
        result.setId("analysisResult");
        result.setWrapText(true);
        result.getStyleClass().add("hint");
        result.managedProperty().bind(result.visibleProperty());
        result.setVisible(false);
        button.selectedProperty().addListener((o, was, on) -> board.setAnalysing(on));
        board.setOnAnalyse(this::ask);
        match.positionProperty().addListener((o, a, b) -> board.setHints(Map.of()));
    }

    ToggleButton button() {
        return button;
    }

    Label result() {
        return result;
    }

    private void ask(String vertex) {
        button.setSelected(false);
        result.setVisible(true);
        result.setText("Analysing the group at " + vertex + "…");
        session.connection().request(new AnalyzeGroup(match.id(), vertex, OptionalInt.empty()), Ok.class)
                .whenComplete((ok, failure) -> Platform.runLater(() -> {
                    if (failure != null) {
                        result.setVisible(false);
                        session.report(failure);
                        return;
                    }
                    List<String> d = ok.details();
                    String attack = d.get(4);
                    String defense = d.get(5);
                    result.setText(describe(d.get(1), d.get(3), attack, defense));
                    Map<String, String> hints = new LinkedHashMap<>();
                    if (!attack.equals("-")) {
                        hints.put(attack, "K");
                    }
                    if (!defense.equals("-")) {
                        hints.merge(defense, "S", (k, s) -> "K/S");
                    }
                    board.setHints(hints);
                }));
    }

    /** The server's verdict in words. */
    static String describe(String vertex, String status, String attack, String defense) {
        return switch (status) {
            case "alive" -> "The group at " + vertex + " lives: no attack kills it.";
            case "dead" -> "The group at " + vertex + " is dead: no defence saves it.";
            case "critical" -> "The group at " + vertex + " is critical: " + attack + " kills it (K), " + defense
                    + " saves it (S).";
            case "unknown" -> "The group at " + vertex + " is too involved to settle within the analyser's budget.";
            default -> "The group at " + vertex + ": " + status;
        };
    }
}
