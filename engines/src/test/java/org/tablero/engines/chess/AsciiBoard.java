package org.tablero.engines.chess;

import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Move;
import org.tablero.engines.chess.board.Square;
import org.tablero.engines.chess.format.FenReader;
import org.tablero.engines.chess.format.NotationException;
import org.tablero.engines.chess.movegen.MoveGenerator;

/** Test helper: positions drawn as 8 text rows (rank 8 first, '.' for empty) and move targets as square sets. */
public final class AsciiBoard {

    private AsciiBoard() {
    }

    /** The FEN placement field of a drawing; blanks inside a row are ignored. */
    public static String placement(String drawing) {
        String[] rows = drawing.strip().split("\n");
        if (rows.length != 8) {
            throw new IllegalArgumentException("a drawing has 8 rows, got " + rows.length);
        }
        StringBuilder sb = new StringBuilder();
        for (String row : rows) {
            String cells = row.replace(" ", "");
            if (cells.length() != 8) {
                throw new IllegalArgumentException("a row has 8 cells: " + row);
            }
            int empty = 0;
            for (char c : cells.toCharArray()) {
                if (c == '.') {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                    }
                    empty = 0;
                    sb.append(c);
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            sb.append('/');
        }
        return sb.substring(0, sb.length() - 1);
    }

    /** A board from a drawing plus the rest of a FEN ("w KQkq - 0 1"). */
    public static Board board(String drawing, String rest) {
        try {
            return FenReader.read(placement(drawing) + " " + rest);
        } catch (NotationException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    /** The squares the piece on {@code from} can legally move to. */
    public static Set<String> targets(Board board, String from) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(board, moves);
        Set<String> result = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            if (Square.name(Move.from(moves[i])).equals(from)) {
                result.add(Square.name(Move.to(moves[i])));
            }
        }
        return result;
    }

    /** A sorted set from a space-separated list, "" for none. */
    public static Set<String> squares(String list) {
        return new TreeSet<>(list.isBlank() ? Set.of() : Arrays.asList(list.trim().split("\\s+")));
    }

    /** All legal moves in long algebraic form. */
    public static Set<String> legalUci(Board board) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(board, moves);
        Set<String> result = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            result.add(Move.toUci(moves[i]));
        }
        return result;
    }
}
