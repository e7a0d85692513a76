package org.tablero.engines.chess.search;

/** Receives the search's progress; the UCI front-end prints it, the server may log it. */
@FunctionalInterface
public interface SearchListener {

    SearchListener NONE = info -> { };

    void onIteration(SearchInfo info);
}
