package org.tablero.protocol;

import java.util.Optional;

/**
 * {@code sendMovement<TAB>matchId<TAB>move<TAB>positionAfter|-}; the position is the client's
 * claim, checked by the server when present.
 */
public record SendMovement(long matchId, String move, Optional<String> positionAfter) implements Request {
    public static final String COMMAND = "sendMovement";

    public SendMovement {
        Wire.id(matchId, "match id");
        Wire.field(move, "move");
        Wire.optionalField(positionAfter, "position");
    }

    @Override
    public String command() {
        return COMMAND;
    }

    @Override
    public String encode() {
        return Wire.line(COMMAND, Long.toString(matchId), move, Wire.dash(positionAfter));
    }
}
