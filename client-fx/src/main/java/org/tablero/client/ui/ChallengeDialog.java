package org.tablero.client.ui;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.collections.ObservableList;
import javafx.scene.Node;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import org.tablero.protocol.Challenge;
import org.tablero.protocol.ColourChoice;
import org.tablero.protocol.PoolEntry;

/**
 * Asks for everything a challenge needs: game, opponent, colour, and for Go the board size, komi,
 * handicap and rules; a time control for either game. The result is the request to send.
 */
public final class ChallengeDialog extends Dialog<Challenge> {

    private final ComboBox<String> game = new ComboBox<>();
    private final ComboBox<String> opponent = new ComboBox<>();
    private final ComboBox<String> colour = new ComboBox<>();
    private final ComboBox<String> size = new ComboBox<>();
    private final TextField komi = new TextField("6.5");
    private final Spinner<Integer> handicap = new Spinner<>(0, 9, 0);
    private final ComboBox<String> rules = new ComboBox<>();
    private final CheckBox timed = new CheckBox("Time control");
    private final Spinner<Integer> minutes = new Spinner<>(1, 600, 10);
    private final Spinner<Integer> increment = new Spinner<>(0, 600, 5);
    private final Label problem = new Label();

    public ChallengeDialog(ObservableList<PoolEntry> pool, String me, String preselected) {
        setTitle("New challenge");
        setHeaderText("Challenge a player");
        game.getItems().addAll("chess", "go");
        game.setValue("chess");
        game.setId("challengeGame");
        opponent.setId("challengeOpponent");
        opponent.setEditable(true);
        for (PoolEntry p : pool) {
            if (!p.nick().equalsIgnoreCase(me)) {
                opponent.getItems().add(p.nick());
            }
        }
        if (preselected != null && !preselected.equalsIgnoreCase(me)) {
            opponent.setValue(preselected);
        } else if (!opponent.getItems().isEmpty()) {
            opponent.setValue(opponent.getItems().get(0));
        }
        colour.getItems().addAll("random", "white", "black");
        colour.setValue("random");
        colour.setId("challengeColour");
        size.getItems().addAll("9", "13", "19");
        size.setValue("19");
        size.setId("goSize");
        komi.setId("goKomi");
        handicap.setId("goHandicap");
        rules.getItems().addAll("chinese", "japanese");
        rules.setValue("chinese");
        rules.setId("goRules");
        timed.setId("timed");
        minutes.setEditable(true);
        increment.setEditable(true);
        handicap.setEditable(true);
        problem.getStyleClass().add("form-message");

        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(8);
        grid.addRow(0, new Label("Game"), game);
        grid.addRow(1, new Label("Opponent"), opponent);
        grid.addRow(2, new Label("You play"), colour);
        List<Node> goRow = List.of(new Label("Board"), size, new Label("Komi"), komi, new Label("Handicap"), handicap,
                new Label("Rules"), rules);
        grid.addRow(3, goRow.get(0), goRow.get(1));
        grid.addRow(4, goRow.get(2), goRow.get(3));
        grid.addRow(5, goRow.get(4), goRow.get(5));
        grid.addRow(6, goRow.get(6), goRow.get(7));
        grid.add(timed, 1, 7);
        grid.addRow(8, new Label("Minutes"), minutes);
        grid.addRow(9, new Label("Increment (s)"), increment);
        grid.add(problem, 0, 10, 2, 1);
        for (Node n : goRow) {
            n.visibleProperty().bind(game.valueProperty().isEqualTo("go"));
            n.managedProperty().bind(n.visibleProperty());
        }
        minutes.disableProperty().bind(timed.selectedProperty().not());
        increment.disableProperty().bind(timed.selectedProperty().not());
        getDialogPane().setContent(grid);
        game.valueProperty().addListener((o, a, b) -> getDialogPane().getScene().getWindow().sizeToScene());

        ButtonType send = new ButtonType("Send challenge", ButtonBar.ButtonData.OK_DONE);
        getDialogPane().getButtonTypes().addAll(ButtonType.CANCEL, send);
        getDialogPane().lookupButton(send).setId("sendChallenge");
        getDialogPane().lookupButton(send).addEventFilter(javafx.event.ActionEvent.ACTION, e -> {
            String why = validate();
            if (why != null) {
                problem.setText(why);
                e.consume();
            }
        });
        setResultConverter(b -> b == send ? build() : null);
    }

    private String validate() {
        String who = opponent.getValue() == null ? "" : opponent.getValue().trim();
        if (who.isEmpty()) {
            return "Choose an opponent.";
        }
        if (game.getValue().equals("go")) {
            try {
                Double.parseDouble(komi.getText().trim());
            } catch (NumberFormatException e) {
                return "Komi is a number such as 6.5.";
            }
        }
        return null;
    }

    private Challenge build() {
        Map<String, String> options = new LinkedHashMap<>();
        if (game.getValue().equals("go")) {
            options.put("size", size.getValue());
            options.put("komi", komi.getText().trim());
            options.put("handicap", Integer.toString(handicap.getValue()));
            options.put("rules", rules.getValue());
        }
        if (timed.isSelected()) {
            options.put("time", minutes.getValue() + "+" + increment.getValue());
        }
        return new Challenge(game.getValue(), opponent.getValue().trim(), ColourChoice.parse(colour.getValue()),
                Optional.empty(), options);
    }
}
