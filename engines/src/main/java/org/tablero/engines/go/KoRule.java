package org.tablero.engines.go;

/** Which repetitions a ko rule forbids. */
public enum KoRule {
    /** Only the immediate recapture of a single stone. */
    SIMPLE,
    /** No move may recreate a whole-board arrangement of stones seen before in the game. */
    POSITIONAL_SUPERKO
}
