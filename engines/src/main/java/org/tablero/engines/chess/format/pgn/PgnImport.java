package org.tablero.engines.chess.format.pgn;

import java.util.List;

/** What a PGN file yielded: the games that replayed cleanly and one error per rejected game. */
public record PgnImport(List<PgnGame> games, List<PgnError> errors) {
}
