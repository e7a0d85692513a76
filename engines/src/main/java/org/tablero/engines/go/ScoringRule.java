package org.tablero.engines.go;

/** How a finished game is counted. */
public enum ScoringRule {
    /** Chinese: stones on the board plus surrounded empty points. */
    AREA,
    /** Japanese: surrounded empty points plus prisoners (captures and dead stones). */
    TERRITORY
}
