package org.tablero.client.ui;

import java.util.Map;
import java.util.Optional;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.scene.control.Label;
import org.tablero.client.model.MatchModel;
import org.tablero.engines.game.Side;

/**
 * The two clocks of a timed game, shown next to the players' names. The server reports each side's
 * time left on every poll ({@code whiteClock}, {@code blackClock}); between polls the side to move's
 * clock is counted down here, as the server counts it (from the third ply, not while scoring).
 */
final class GameClocks {

    private final MatchModel match;
    private final Label white = new Label();
    private final Label black = new Label();
    private final Timeline ticker;
    private long receivedAt = System.nanoTime();

    GameClocks(MatchModel match) {
        this.match = match;
        white.setId("whiteClock");
        black.setId("blackClock");
        white.getStyleClass().add("clock");
        black.getStyleClass().add("clock");
        match.statusProperty().addListener((o, a, b) -> {
            receivedAt = System.nanoTime();
            show();
        });
        ticker = new Timeline(new KeyFrame(javafx.util.Duration.millis(250), e -> show()));
        ticker.setCycleCount(Animation.INDEFINITE);
        ticker.play();
        show();
    }

    Label label(Side side) {
        return side == Side.WHITE ? white : black;
    }

    void stop() {
        ticker.stop();
    }

    private void show() {
        Map<String, String> status = match.statusProperty().get();
        Optional<Long> w = Optional.ofNullable(status.get("whiteClock")).map(Long::parseLong);
        Optional<Long> b = Optional.ofNullable(status.get("blackClock")).map(Long::parseLong);
        white.setVisible(w.isPresent());
        black.setVisible(b.isPresent());
        boolean running = !match.isOver() && match.scoring().isEmpty() && match.moveTexts().size() >= 2;
        long elapsed = (System.nanoTime() - receivedAt) / 1_000_000;
        w.ifPresent(ms -> set(white, running && match.sideToMove() == Side.WHITE ? ms - elapsed : ms));
        b.ifPresent(ms -> set(black, running && match.sideToMove() == Side.BLACK ? ms - elapsed : ms));
    }

    private static void set(Label label, long millis) {
        label.setText(ClockText.format(millis));
        label.getStyleClass().remove("low");
        if (millis < 10_000) {
            label.getStyleClass().add("low");
        }
    }
}
