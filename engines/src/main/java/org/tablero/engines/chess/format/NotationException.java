package org.tablero.engines.chess.format;

/** Text that cannot be read as a position or a move, with a message fit to show a player. */
public class NotationException extends Exception {

    /** What went wrong, so callers can map it to their own error codes. */
    public enum Kind {
        /** A FEN that is unreadable or describes an impossible position. */
        BAD_POSITION,
        /** Text that is not a move at all. */
        SYNTAX,
        /** A well-formed move that is not legal here. */
        ILLEGAL,
        /** A SAN move that more than one legal move matches. */
        AMBIGUOUS
    }

    private final Kind kind;

    public NotationException(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}
