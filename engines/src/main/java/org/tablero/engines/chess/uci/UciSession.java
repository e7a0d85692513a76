package org.tablero.engines.chess.uci;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.Map;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Piece;
import org.tablero.engines.chess.board.Square;
import org.tablero.engines.chess.format.FenReader;
import org.tablero.engines.chess.format.FenWriter;
import org.tablero.engines.chess.format.NotationException;
import org.tablero.engines.chess.format.SanReader;
import org.tablero.engines.chess.perft.Perft;
import org.tablero.engines.chess.search.AlphaBetaSearch;
import org.tablero.engines.chess.search.SearchResult;
import org.tablero.engines.chess.board.Move;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;

/**
 * Runs UCI commands against a board; errors go out as {@code info string} and never stop the loop.
 * A {@code go} searches on its own thread so that {@code stop} and {@code isready} are answered
 * while it runs.
 */
public final class UciSession {

    private final PrintStream out;
    private final UciOptions options;
    private Board board;
    private long[] history = new long[0];
    private AlphaBetaSearch search;
    private Thread searchThread;
    private StopSignal stopSignal;

    public UciSession(PrintStream out) {
        this(out, "strongest");
    }

    /** @param profile a named profile (see NamedProfiles) whose parameters the options start from */
    public UciSession(PrintStream out, String profile) {
        this.out = out;
        this.options = new UciOptions(profile);
        this.board = startBoard();
    }

    /** Reads commands until {@code quit} or the end of input. */
    public void run(BufferedReader in) throws IOException {
        for (String line; (line = in.readLine()) != null; ) {
            UciCommand command = UciProtocol.parse(line);
            if (command instanceof UciCommand.Quit) {
                stopSearch();
                break;
            }
            if (command != null) {
                execute(command);
            }
            flush();
        }
        waitForSearch();
        flush();
    }

    void execute(UciCommand command) {
        if (command instanceof UciCommand.Uci) {
            synchronized (out) {
                out.println("id name Tablero");
                out.println("id author the Tablero developers");
                options.print(out);
                out.println("uciok");
            }
        } else if (command instanceof UciCommand.IsReady) {
            send("readyok");
        } else if (command instanceof UciCommand.Stop) {
            stopSearch();
        } else if (command instanceof UciCommand.Go g) {
            go(g);
        } else if (command instanceof UciCommand.SetOption o) {
            setOption(o);
        } else if (command instanceof UciCommand.NewGame) {
            stopSearch();
            board = startBoard();
            history = new long[0];
            if (search != null) {
                search.newGame();
            }
        } else if (command instanceof UciCommand.Position p) {
            stopSearch();
            position(p);
        } else if (command instanceof UciCommand.Perft p) {
            perft(p.depth());
        } else if (command instanceof UciCommand.Display) {
            display();
        } else if (command instanceof UciCommand.Invalid i) {
            send("info string " + i.message());
        }
        // Ignored and Quit need nothing here; run() stops on Quit.
    }

    private void position(UciCommand.Position p) {
        try {
            Board b = p.fen() == null ? startBoard() : FenReader.read(p.fen());
            long[] keys = new long[p.moves().size()];
            int n = 0;
            for (String move : p.moves()) {
                try {
                    int m = SanReader.read(b, move);
                    keys[n++] = b.key();
                    b.make(m);
                } catch (NotationException e) {
                    send("info string position ignored, move '" + move + "': " + e.getMessage());
                    return;
                }
            }
            // The search only needs the keys since the last irreversible move, but all are cheap.
            board = b.copy();
            history = Arrays.copyOf(keys, n);
        } catch (NotationException e) {
            send("info string position ignored, bad FEN: " + e.getMessage());
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

    private void go(UciCommand.Go g) {
        stopSearch();
        if (search == null) {
            search = new AlphaBetaSearch(options.config());
        }
        SearchLimits limits = UciLimits.forSide(g, board.sideToMove() == Piece.WHITE);
        StopSignal signal = new StopSignal();
        Board root = board.copy();
        long[] keys = history.clone();
        AlphaBetaSearch s = search;
        stopSignal = signal;
        searchThread = new Thread(() -> {
            try {
                SearchResult r = s.search(root, keys, limits, signal, info -> send(info.toUci()));
                send(r.bestMove() == Move.NONE ? "bestmove 0000" : "bestmove " + Move.toUci(r.bestMove()));
            } catch (RuntimeException e) {
                send("info string search failed: " + e);
                send("bestmove 0000");
            }
        }, "uci-search");
        searchThread.start();
    }

    private void setOption(UciCommand.SetOption o) {
        stopSearch();
        try {
            if (options.set(o.name(), o.value())) {
                search = null;
            }
        } catch (IllegalArgumentException e) {
            send("info string " + e.getMessage());
        }
    }

    private void stopSearch() {
        if (stopSignal != null) {
            stopSignal.stop();
        }
        waitForSearch();
    }

    private void waitForSearch() {
        Thread t = searchThread;
        if (t != null) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            searchThread = null;
        }
    }

    private void send(String line) {
        synchronized (out) {
            out.println(line);
            out.flush();
        }
    }

    private void flush() {
        synchronized (out) {
            out.flush();
        }
    }

    private static Board startBoard() {
        try {
            return FenReader.read(FenReader.START);
        } catch (NotationException e) {
            throw new IllegalStateException("the start position must read", e);
        }
    }
}
