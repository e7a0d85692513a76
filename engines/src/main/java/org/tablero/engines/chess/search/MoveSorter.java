package org.tablero.engines.chess.search;

import java.util.Locale;

/**
 * Seed 004's "promising sorter": how the children of a node are ordered before expansion. Every
 * sorter still tries the transposition-table move first, because that move is the search's own
 * memory of the position, not a guess about it.
 */
public enum MoveSorter {
    /** The order of the move generator. */
    NATURAL,
    /** A random order, which the seed found helped its alpha-beta. */
    RANDOM,
    /** Hash move, good captures by MVV-LVA, killers, quiet moves by history, losing captures last. */
    STANDARD;

    /** The sorter named in a profile ({@code natural}, {@code random} or {@code standard}). */
    public static MoveSorter parse(String name) {
        try {
            return valueOf(name.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown sorter '" + name + "'; known: natural, random, standard");
        }
    }
}
