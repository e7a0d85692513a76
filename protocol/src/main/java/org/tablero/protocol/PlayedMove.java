package org.tablero.protocol;

/** One move of a match line with the position it led to. */
public record PlayedMove(String move, String positionAfter) {

    public PlayedMove {
        Wire.field(move, "move");
        Wire.field(positionAfter, "position");
    }
}
