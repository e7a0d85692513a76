package org.tablero.engines.go.tactics;

/** A proven result of a local search for the side it was asked about, or UNKNOWN when over budget. */
public enum Outcome {
    WIN, LOSS, UNKNOWN
}
