package org.tablero.engines.game;

/**
 * A request the rules refuse, with a message fit to show a player.
 * The {@link Reason} lets a front-end (the server, a GTP or UCI loop) choose its own error code.
 */
public class RulesException extends Exception {

    /** Why the rules refused. */
    public enum Reason {
        /** The move is well formed but not legal here (occupied point, own king in check, ko, ...). */
        ILLEGAL_MOVE,
        /** The move text cannot be read as a move of this game at all. */
        BAD_MOVE_SYNTAX,
        /** An initial position that cannot be read or describes an impossible position. */
        BAD_POSITION,
        /** An option that is well formed but not offered (unknown key, board size 7, ...). */
        UNSUPPORTED_OPTION,
        /** An option whose value cannot be read (komi=abc). */
        BAD_OPTION
    }

    private final Reason reason;

    public RulesException(Reason reason, String message) {
        super(message);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }
}
