package org.tablero.client.model;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.Side;
import org.tablero.protocol.LastMovementLine;
import org.tablero.protocol.MatchLine;
import org.tablero.protocol.PlayedMove;

/**
 * One match as the client shows it: players, moves with the positions they led to, result and the
 * pending status (draw offer, Go scoring). Kept in step with the server from full match lines
 * and from last-move lines; a gap in the plies asks for a full reload.
 */
public final class MatchModel {

    private final long id;
    private final GameKind kind;
    private final String white;
    private final String black;
    private final Instant created;
    private final String initialPosition;
    private final ObservableList<PlayedMove> moves = FXCollections.observableArrayList();
    private final StringProperty position = new SimpleStringProperty();
    private final StringProperty result = new SimpleStringProperty("*");
    private final ObjectProperty<Map<String, String>> status = new SimpleObjectProperty<>(Map.of());

    public MatchModel(long id, GameKind kind, String white, String black, Instant created, String initialPosition) {
        this.id = id;
        this.kind = kind;
        this.white = white;
        this.black = black;
        this.created = created;
        this.initialPosition = initialPosition;
        position.set(initialPosition);
    }

    public static MatchModel of(MatchLine line) {
        MatchModel m = new MatchModel(line.matchId(), kindOf(line.game()), line.white(), line.black(), line.created(),
                line.initialPosition());
        m.apply(line);
        return m;
    }

    static GameKind kindOf(String game) {
        return GameKind.fromWireName(game).orElseThrow(() -> new IllegalArgumentException("unknown game " + game));
    }

    /** Takes everything from a full match line. */
    public void apply(MatchLine line) {
        if (!line.moves().equals(moves)) {
            moves.setAll(line.moves());
        }
        position.set(moves.isEmpty() ? initialPosition : moves.get(moves.size() - 1).positionAfter());
        result.set(line.result());
        status.set(line.status());
    }

    /**
     * Takes a last-move line. Returns false when it cannot be applied because plies are missing
     * (more than one move was played since the last poll): the caller then reloads the match.
     */
    public boolean apply(LastMovementLine line) {
        int known = moves.size();
        if (line.ply() == known + 1 && line.move().isPresent()) {
            moves.add(new PlayedMove(line.move().get(), line.positionAfter()));
        } else if (line.ply() != known) {
            return false;
        }
        position.set(line.positionAfter());
        result.set(line.result());
        status.set(line.status());
        return true;
    }

    /** Records our own move as the server acknowledged it, before the next poll. */
    public void applyOwnMove(int ply, String move, String positionAfter, String newResult) {
        if (ply == moves.size() + 1) {
            moves.add(new PlayedMove(move, positionAfter));
            position.set(positionAfter);
            result.set(newResult);
            status.set(Map.of());
        }
    }

    /** Sets the result an action (resign, draw, score agreed) produced. */
    public void setResult(String newResult) {
        result.set(newResult);
    }

    public long id() {
        return id;
    }

    public GameKind kind() {
        return kind;
    }

    public String white() {
        return white;
    }

    public String black() {
        return black;
    }

    public Instant created() {
        return created;
    }

    public String initialPosition() {
        return initialPosition;
    }

    public ObservableList<PlayedMove> moves() {
        return moves;
    }

    public List<String> moveTexts() {
        List<String> list = new ArrayList<>(moves.size());
        moves.forEach(m -> list.add(m.move()));
        return list;
    }

    public ReadOnlyStringProperty positionProperty() {
        return position;
    }

    public String position() {
        return position.get();
    }

    public ReadOnlyStringProperty resultProperty() {
        return result;
    }

    public String result() {
        return result.get();
    }

    public ReadOnlyObjectProperty<Map<String, String>> statusProperty() {
        return status;
    }

    public boolean isOver() {
        return !"*".equals(result.get());
    }

    /** The side to move, read from the position's second field (FEN and the Go string agree on it). */
    public Side sideToMove() {
        String[] fields = position.get().split(" ");
        return fields.length > 1 && fields[1].equals("b") ? Side.BLACK : Side.WHITE;
    }

    /** The colour {@code nick} plays here, if any (nicks compare without case, as on the server). */
    public Optional<Side> sideOf(String nick) {
        if (nick == null) {
            return Optional.empty();
        }
        if (white.equalsIgnoreCase(nick)) {
            return Optional.of(Side.WHITE);
        }
        return black.equalsIgnoreCase(nick) ? Optional.of(Side.BLACK) : Optional.empty();
    }

    public String player(Side side) {
        return side == Side.WHITE ? white : black;
    }

    /** The colour whose draw offer stands, if any. */
    public Optional<Side> drawOffer() {
        return Optional.ofNullable(status.get().get("drawOffer")).flatMap(Side::fromWireName);
    }

    public Optional<ScoringStatus> scoring() {
        return ScoringStatus.from(status.get());
    }

    /** A short title for tabs: "Chess · ann – bob". */
    public String title() {
        return (kind == GameKind.CHESS ? "Chess" : "Go") + " · " + white + " – " + black;
    }
}
