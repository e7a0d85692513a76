package org.tablero.protocol;

/**
 * The error codes an {@code ERROR} line carries: the v1 contract's, then Tablero's additions
 * (documented in docs/protocol.md).
 */
public enum ErrorCode {
    TOO_LONG,
    MALFORMED,
    UNKNOWN_COMMAND,
    NOT_LOGGED_IN,
    BAD_VERSION,
    NO_SUCH_USER,
    NO_SUCH_MATCH,
    NO_SUCH_CHALLENGE,
    NOT_YOUR_MATCH,
    NOT_YOUR_TURN,
    ILLEGAL_MOVE,
    POSITION_MISMATCH,
    GAME_OVER,
    UNSUPPORTED,
    RATE_LIMITED,
    FORBIDDEN,
    TAKEN,
    INTERNAL,
    /** answerDraw when the opponent has no draw offer standing. */
    NO_SUCH_OFFER,
    /** markDead or answerScore when the Go game is not in its scoring step. */
    NOT_SCORING
}
