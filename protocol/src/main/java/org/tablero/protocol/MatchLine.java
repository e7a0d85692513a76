package org.tablero.protocol;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One match of {@code refreshMatchesAnswer}:
 * {@code id game white black created result initialPosition [move positionAfter]* [status]}.
 *
 * <p>The status map (draw offers, Go scoring state) is one extra trailing field, written only
 * when non-empty, so the common line is exactly the contract's; a reader spots it because the
 * fields after the initial position are then odd in number. {@code created} is truncated to
 * seconds, the wire's precision.
 */
public record MatchLine(long matchId, String game, String white, String black, Instant created, String result,
                        String initialPosition, List<PlayedMove> moves, Map<String, String> status) {

    public MatchLine {
        Wire.id(matchId, "match id");
        Wire.field(game, "game");
        Wire.field(white, "white");
        Wire.field(black, "black");
        created = Wire.instant(created, "created");
        Wire.field(result, "result");
        Wire.field(initialPosition, "initial position");
        moves = List.copyOf(moves);
        status = Wire.options(status, "status");
    }

    /** The record line. */
    public String encode() {
        List<String> fields = new ArrayList<>(8 + 2 * moves.size());
        fields.add(Long.toString(matchId));
        fields.add(game);
        fields.add(white);
        fields.add(black);
        fields.add(Wire.formatInstant(created));
        fields.add(result);
        fields.add(initialPosition);
        for (PlayedMove m : moves) {
            fields.add(m.move());
            fields.add(m.positionAfter());
        }
        if (!status.isEmpty()) {
            fields.add(Wire.formatOptions(status));
        }
        return Wire.join(fields);
    }
}
