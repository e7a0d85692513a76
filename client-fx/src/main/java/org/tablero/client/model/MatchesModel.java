package org.tablero.client.model;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.tablero.protocol.LastMovementAnswer;
import org.tablero.protocol.LastMovementLine;
import org.tablero.protocol.MatchLine;
import org.tablero.protocol.MatchesAnswer;

/** Every match of this user the server reports, in the server's order (oldest first). */
public final class MatchesModel {

    private final ObservableList<MatchModel> matches = FXCollections.observableArrayList();
    private final Map<Long, MatchModel> byId = new HashMap<>();

    public ObservableList<MatchModel> matches() {
        return matches;
    }

    public Optional<MatchModel> get(long id) {
        return Optional.ofNullable(byId.get(id));
    }

    /** Applies a full {@code refreshMatches}; matches the server no longer lists stay, since tabs may show them. */
    public void apply(MatchesAnswer answer) {
        for (MatchLine line : answer.matches()) {
            MatchModel known = byId.get(line.matchId());
            if (known == null) {
                MatchModel m = MatchModel.of(line);
                byId.put(m.id(), m);
                matches.add(m);
            } else {
                known.apply(line);
            }
        }
    }

    /**
     * Applies a poll of last moves. Returns true when a full reload is needed: a match unknown so
     * far, or one with more than one new move.
     */
    public boolean apply(LastMovementAnswer answer) {
        boolean reload = false;
        for (LastMovementLine line : answer.matches()) {
            MatchModel known = byId.get(line.matchId());
            if (known == null || !known.apply(line)) {
                reload = true;
            }
        }
        return reload;
    }
}
