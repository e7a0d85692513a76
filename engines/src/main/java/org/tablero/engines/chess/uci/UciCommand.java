package org.tablero.engines.chess.uci;

import java.util.List;

/** A UCI command from the GUI, as parsed by {@link UciProtocol}. */
public sealed interface UciCommand {

    /** {@code uci}: identify and list options. */
    record Uci() implements UciCommand {
    }

    /** {@code isready}. */
    record IsReady() implements UciCommand {
    }

    /** {@code ucinewgame}. */
    record NewGame() implements UciCommand {
    }

    /** {@code position startpos|fen FEN [moves m1 m2 ...]}; {@code fen} is null for the start position. */
    record Position(String fen, List<String> moves) implements UciCommand {
    }

    /** {@code go perft N}. */
    record Perft(int depth) implements UciCommand {
    }

    /** {@code d}: print the board. */
    record Display() implements UciCommand {
    }

    /** Commands accepted without effect for now ({@code stop}, {@code debug}, {@code setoption}, {@code ponderhit}). */
    record Ignored(String name) implements UciCommand {
    }

    /** {@code quit}. */
    record Quit() implements UciCommand {
    }

    /** A line that is not a command this engine understands; {@code message} says why. */
    record Invalid(String message) implements UciCommand {
    }
}
