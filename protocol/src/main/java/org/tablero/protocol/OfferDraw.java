package org.tablero.protocol;

/** {@code offerDraw<TAB>matchId}: offers a draw (chess). */
public record OfferDraw(long matchId) implements Request {
    public static final String COMMAND = "offerDraw";

    public OfferDraw {
        Wire.id(matchId, "match id");
    }

    @Override
    public String command() {
        return COMMAND;
    }

    @Override
    public String encode() {
        return Wire.line(COMMAND, Long.toString(matchId));
    }
}
