package org.tablero.engines.chess.format;

import static org.tablero.engines.chess.format.NotationException.Kind.BAD_POSITION;

import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Castling;
import org.tablero.engines.chess.board.Piece;
import org.tablero.engines.chess.board.Square;

/**
 * Reads a FEN into a {@link Board}, rejecting unreadable text and positions that cannot arise in
 * a game (missing kings, pawns on the back ranks, the side not to move in check, ...).
 * The move counters may be omitted (EPD style); they then default to {@code 0 1}.
 */
public final class FenReader {

    public static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private FenReader() {
    }

    public static Board read(String fen) throws NotationException {
        if (fen == null || fen.isBlank()) {
            throw bad("empty FEN");
        }
        String[] fields = fen.trim().split("\\s+");
        if (fields.length != 4 && fields.length != 6) {
            throw bad("a FEN has 6 fields (or 4 without the move counters), found " + fields.length);
        }
        int[] squares = readPlacement(fields[0]);
        int side = switch (fields[1]) {
            case "w" -> Piece.WHITE;
            case "b" -> Piece.BLACK;
            default -> throw bad("side to move must be 'w' or 'b', found '" + fields[1] + "'");
        };
        int castling = readCastling(fields[2]);
        int ep = readEnPassant(fields[3]);
        int halfmove = fields.length == 6 ? readNumber(fields[4], "halfmove clock") : 0;
        int fullmove = fields.length == 6 ? readNumber(fields[5], "fullmove number") : 1;
        // Some tools write move number 0 for a set-up position; it means the first move.
        fullmove = Math.max(fullmove, 1);
        PositionValidator.validate(squares, side, castling, ep, halfmove);
        Board board = new Board();
        board.setup(squares, side, castling, ep, halfmove, fullmove);
        PositionValidator.validateChecks(board);
        return board;
    }

    private static int[] readPlacement(String placement) throws NotationException {
        String[] ranks = placement.split("/", -1);
        if (ranks.length != 8) {
            throw bad("the board must have 8 ranks separated by '/', found " + ranks.length);
        }
        int[] squares = new int[64];
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else {
                    int piece = Piece.fromFenChar(c);
                    if (piece < 0) {
                        throw bad("unknown piece letter '" + c + "' on rank " + (rank + 1));
                    }
                    if (file < 8) {
                        squares[Square.of(file, rank)] = piece;
                    }
                    file++;
                }
                if (file > 8) {
                    throw bad("rank " + (rank + 1) + " has more than 8 squares");
                }
            }
            if (file != 8) {
                throw bad("rank " + (rank + 1) + " has " + file + " squares instead of 8");
            }
        }
        return squares;
    }

    private static int readCastling(String text) throws NotationException {
        if (text.equals("-")) {
            return 0;
        }
        int rights = 0;
        for (char c : text.toCharArray()) {
            int bit = switch (c) {
                case 'K' -> Castling.WHITE_KING;
                case 'Q' -> Castling.WHITE_QUEEN;
                case 'k' -> Castling.BLACK_KING;
                case 'q' -> Castling.BLACK_QUEEN;
                default -> throw bad("castling field must be '-' or letters of KQkq, found '" + text + "'");
            };
            if ((rights & bit) != 0) {
                throw bad("castling right '" + c + "' given twice");
            }
            rights |= bit;
        }
        return rights;
    }

    private static int readEnPassant(String text) throws NotationException {
        if (text.equals("-")) {
            return Square.NONE;
        }
        int sq = Square.parse(text);
        if (sq == Square.NONE) {
            throw bad("en-passant field must be '-' or a square, found '" + text + "'");
        }
        return sq;
    }

    private static int readNumber(String text, String what) throws NotationException {
        try {
            int value = Integer.parseInt(text);
            if (value < 0 || value > 100_000) {
                throw bad(what + " out of range: " + text);
            }
            return value;
        } catch (NumberFormatException e) {
            throw bad(what + " is not a number: '" + text + "'");
        }
    }

    static NotationException bad(String message) {
        return new NotationException(BAD_POSITION, message);
    }
}
