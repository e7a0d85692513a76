package org.tablero.protocol;

import java.time.Instant;
import java.util.Map;
import java.util.Optional;

/**
 * One match of {@code refreshMatchesLastMovementAnswer}:
 * {@code id game white black created result ply move|- positionAfter [status]}. Ply 0 (no move
 * yet) goes with an absent move and the initial position, and only then is the move absent.
 * The status field is written only when non-empty.
 */
public record LastMovementLine(long matchId, String game, String white, String black, Instant created,
                               String result, int ply, Optional<String> move, String positionAfter,
                               Map<String, String> status) {

    public LastMovementLine {
        Wire.id(matchId, "match id");
        Wire.field(game, "game");
        Wire.field(white, "white");
        Wire.field(black, "black");
        created = Wire.instant(created, "created");
        Wire.field(result, "result");
        if (ply < 0) {
            throw new IllegalArgumentException("ply must not be negative");
        }
        Wire.optionalField(move, "move");
        if (move.isEmpty() != (ply == 0)) {
            throw new IllegalArgumentException("a move goes with a ply from 1, no move with ply 0");
        }
        Wire.field(positionAfter, "position");
        status = Wire.options(status, "status");
    }

    /** The record line. */
    public String encode() {
        String line = Wire.line(Long.toString(matchId), game, white, black, Wire.formatInstant(created), result,
                Integer.toString(ply), Wire.dash(move), positionAfter);
        return status.isEmpty() ? line : line + Wire.TAB + Wire.formatOptions(status);
    }
}
