package org.tablero.client.export;

import java.time.Instant;
import java.util.List;

/** What an export needs of a finished match, independent of the observable model. */
public record GameRecord(long matchId, String white, String black, Instant created, String result,
                         String initialPosition, List<String> moves) {

    public GameRecord {
        moves = List.copyOf(moves);
    }
}
