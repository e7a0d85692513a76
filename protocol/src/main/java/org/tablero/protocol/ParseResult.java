package org.tablero.protocol;

/** What parsing one request line gives: the {@link Request} itself or a {@link ProtocolError}. */
public sealed interface ParseResult permits Request, ProtocolError {
}
