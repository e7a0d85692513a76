package org.tablero.client.ui;

import java.util.function.Consumer;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.tablero.client.model.ScoringStatus;
import org.tablero.engines.game.Side;

/**
 * The end of a Go game: the proposed score, who has accepted it, and the two answers (agree, or
 * resume play). Dead stones are marked by clicking them on the board.
 */
public final class ScoringPanel extends VBox {

    private final Label score = new Label();
    private final Label state = new Label();
    private final Button agree = new Button("Agree to this score");
    private final Button resume = new Button("Resume play");

    public ScoringPanel(Consumer<Boolean> answer) {
        getStyleClass().addAll("scoring-panel", "card");
        setId("scoringPanel");
        Label title = new Label("Counting the score");
        title.getStyleClass().add("section-title");
        Label help = new Label("Click a group on the board to mark it dead or alive. Both players must agree.");
        help.setWrapText(true);
        help.getStyleClass().add("hint");
        score.setId("scoringScore");
        score.getStyleClass().add("score");
        state.setWrapText(true);
        agree.setId("agreeScore");
        agree.getStyleClass().add("primary");
        resume.setId("resumePlay");
        agree.setOnAction(e -> answer.accept(true));
        resume.setOnAction(e -> answer.accept(false));
        HBox buttons = new HBox(8, agree, resume);
        buttons.setAlignment(Pos.CENTER_LEFT);
        setSpacing(8);
        getChildren().addAll(title, help, score, state, buttons);
    }

    public void show(ScoringStatus status, Side me) {
        score.setText("Proposed result: " + Describe.result(status.score()) + " (" + status.score() + ")");
        String accepted = status.acceptedBy().orElse(null);
        boolean iAccepted = me != null && me.wireName().equals(accepted);
        if (accepted == null) {
            state.setText(status.dead().isEmpty() ? "No dead stones proposed." : status.dead().size() + " dead stones marked.");
        } else {
            state.setText(iAccepted ? "You accepted; waiting for your opponent." : "Your opponent accepted this proposal.");
        }
        agree.setDisable(iAccepted || me == null);
        resume.setDisable(me == null);
    }
}
