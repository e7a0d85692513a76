package org.tablero.engines.go;

/** A board with the colour to move: what the Go position string of protocol v1 describes. */
public record GoPosition(GoBoard board, int toMove) {
}
