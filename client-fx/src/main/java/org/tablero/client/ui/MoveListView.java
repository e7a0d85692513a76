package org.tablero.client.ui;

import java.util.ArrayList;
import java.util.List;
import javafx.collections.ListChangeListener;
import javafx.scene.control.ListView;
import org.tablero.client.game.MoveRows;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.Side;
import org.tablero.protocol.PlayedMove;

/**
 * The moves of a match: numbered SAN pairs for chess ("12. Nf3 Nc6"), numbered coordinates with
 * the colour for Go ("37. W Q16"). Follows the match's move list and scrolls to the newest move.
 */
public final class MoveListView extends ListView<String> {

    private final GameKind kind;
    private final Side firstToMove;
    private final int firstNumber;

    public MoveListView(GameKind kind, javafx.collections.ObservableList<PlayedMove> moves, Side firstToMove, int firstNumber) {
        this.kind = kind;
        this.firstToMove = firstToMove;
        this.firstNumber = firstNumber;
        getStyleClass().add("move-list");
        setId("moveList");
        setPlaceholder(new javafx.scene.control.Label("No moves yet."));
        moves.addListener((ListChangeListener<PlayedMove>) c -> refill(moves));
        refill(moves);
    }

    private void refill(List<PlayedMove> moves) {
        List<String> texts = new ArrayList<>();
        moves.forEach(m -> texts.add(m.move()));
        getItems().setAll(MoveRows.rows(kind, texts, firstToMove, firstNumber));
        if (!getItems().isEmpty()) {
            scrollTo(getItems().size() - 1);
        }
    }
}
