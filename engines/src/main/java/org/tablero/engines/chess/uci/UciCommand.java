package org.tablero.engines.chess.uci;

import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;

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

    /** {@code go} with its budgets (all optional; times in milliseconds). */
    record Go(OptionalLong wtime, OptionalLong btime, OptionalLong winc, OptionalLong binc, OptionalInt movesToGo,
            OptionalLong moveTime, OptionalInt depth, OptionalLong nodes, boolean infinite) implements UciCommand {
    }

    /** {@code stop}: answer {@code bestmove} now. */
    record Stop() implements UciCommand {
    }

    /** {@code setoption name NAME [value VALUE]}; value is empty for buttons. */
    record SetOption(String name, String value) implements UciCommand {
    }

    /** {@code d}: print the board. */
    record Display() implements UciCommand {
    }

    /** Commands accepted without effect ({@code debug}, {@code ponderhit}, {@code register}). */
    record Ignored(String name) implements UciCommand {
    }

    /** {@code quit}. */
    record Quit() implements UciCommand {
    }

    /** A line that is not a command this engine understands; {@code message} says why. */
    record Invalid(String message) implements UciCommand {
    }
}
