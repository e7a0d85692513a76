package org.tablero.engines.chess.uci;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.Map;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Piece;
import org.tablero.engines.chess.board.Square;
import org.tablero.engines.chess.format.FenReader;
import org.tablero.engines.chess.format.FenWriter;
import org.tablero.engines.chess.format.NotationException;
import org.tablero.engines.chess.format.SanReader;
import org.tablero.engines.chess.perft.Perft;

/** Runs UCI commands against a board; errors go out as {@code info string} and never stop the loop. */
public final class UciSession {

    private final PrintStream out;
    private Board board;

    public UciSession(PrintStream out) {
        this.out = out;
        this.board = startBoard();
    }

    /** Reads commands until {@code quit} or the end of input. */
    public void run(BufferedReader in) throws IOException {
        for (String line; (line = in.readLine()) != null; ) {
            UciCommand command = UciProtocol.parse(line);
            if (command instanceof UciCommand.Quit) {
                break;
            }
            if (command != null) {
                execute(command);
            }
            out.flush();
        }
        out.flush();
    }

    void execute(UciCommand command) {
        if (command instanceof UciCommand.Uci) {
            out.println("id name Tablero");
            out.println("id author the Tablero developers");
            out.println("uciok");
        } else if (command instanceof UciCommand.IsReady) {
            out.println("readyok");
        } else if (command instanceof UciCommand.NewGame) {
            board = startBoard();
        } else if (command instanceof UciCommand.Position p) {
            position(p);
        } else if (command instanceof UciCommand.Perft p) {
            perft(p.depth());
        } else if (command instanceof UciCommand.Display) {
            display();
        } else if (command instanceof UciCommand.Invalid i) {
            out.println("info string " + i.message());
        }
        // Ignored and Quit need nothing here; run() stops on Quit.
    }

    private void position(UciCommand.Position p) {
        try {
            Board b = p.fen() == null ? startBoard() : FenReader.read(p.fen());
            for (String move : p.moves()) {
                try {
                    b.make(SanReader.read(b, move));
                } catch (NotationException e) {
                    out.println("info string position ignored, move '" + move + "': " + e.getMessage());
                    return;
                }
            }
            board = b;
        } catch (NotationException e) {
            out.println("info string position ignored, bad FEN: " + e.getMessage());
        }
    }

    private void perft(int depth) {
        long total = 0;
        for (Map.Entry<String, Long> e : Perft.divide(board, depth).entrySet()) {
            out.println(e.getKey() + ": " + e.getValue());
            total += e.getValue();
        }
        out.println();
        out.println("Nodes searched: " + total);
        out.println();
    }

    private void display() {
        out.println();
        for (int rank = 7; rank >= 0; rank--) {
            out.println(" +---+---+---+---+---+---+---+---+");
            StringBuilder row = new StringBuilder(" |");
            for (int file = 0; file < 8; file++) {
                int piece = board.pieceAt(Square.of(file, rank));
                row.append(' ').append(piece == Piece.NONE ? ' ' : Piece.fenChar(piece)).append(" |");
            }
            out.println(row.append(' ').append(rank + 1));
        }
        out.println(" +---+---+---+---+---+---+---+---+");
        out.println("   a   b   c   d   e   f   g   h");
        out.println();
        out.println("Fen: " + FenWriter.write(board));
        out.printf("Key: %016X%n", board.key());
        StringBuilder checkers = new StringBuilder();
        for (long c = board.checkers(); c != 0; c &= c - 1) {
            checkers.append(Square.name(Long.numberOfTrailingZeros(c))).append(' ');
        }
        out.println("Checkers: " + checkers.toString().trim());
    }

    private static Board startBoard() {
        try {
            return FenReader.read(FenReader.START);
        } catch (NotationException e) {
            throw new IllegalStateException("the start position must read", e);
        }
    }
}
