package org.tablero.protocol.netty;

/**
 * The marker {@link LineFrameDecoder} emits in place of a line that exceeded its limit, so that
 * the answer to it (TOO_LONG) keeps its place among the answers.
 */
public enum TooLongLine {
    INSTANCE
}
