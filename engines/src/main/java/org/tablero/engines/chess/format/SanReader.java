package org.tablero.engines.chess.format;

import static org.tablero.engines.chess.format.NotationException.Kind.AMBIGUOUS;
import static org.tablero.engines.chess.format.NotationException.Kind.ILLEGAL;
import static org.tablero.engines.chess.format.NotationException.Kind.SYNTAX;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Move;
import org.tablero.engines.chess.board.Piece;
import org.tablero.engines.chess.board.Square;
import org.tablero.engines.chess.movegen.MoveGenerator;

/**
 * Reads a move typed by a person or found in a PGN: SAN with or without {@code +}/{@code #} and
 * annotations, {@code O-O}/{@code 0-0}, {@code e8=Q} or {@code e8Q}, and long algebraic
 * ({@code e2e4}, {@code e7e8q}, castling as {@code e1g1}). Only legal moves are returned.
 */
public final class SanReader {

    private static final Pattern SAN = Pattern.compile("([NBRQK])?([a-h])?([1-8])?(x)?([a-h][1-8])(?:=?([NBRQnbrq]))?");
    private static final Pattern LONG = Pattern.compile("([a-h][1-8])[-x]?([a-h][1-8])([nbrqNBRQ])?");

    private SanReader() {
    }

    /** The legal move the text names. */
    public static int read(Board board, String text) throws NotationException {
        if (text == null) {
            throw new NotationException(SYNTAX, "no move given");
        }
        String s = stripSuffixes(text.trim());
        int[] legal = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(board, legal);
        switch (s) {
            case "O-O", "0-0", "o-o" -> {
                return castle(legal, n, Move.CASTLE_KING, text);
            }
            case "O-O-O", "0-0-0", "o-o-o" -> {
                return castle(legal, n, Move.CASTLE_QUEEN, text);
            }
            default -> {
            }
        }
        Matcher m = LONG.matcher(s);
        if (m.matches()) {
            return readLong(board, legal, n, m, text);
        }
        m = SAN.matcher(s);
        if (!m.matches()) {
            throw new NotationException(SYNTAX, "'" + text + "' is not a chess move");
        }
        return readSan(board, legal, n, m, text);
    }

    private static String stripSuffixes(String s) {
        int end = s.length();
        while (end > 0 && "+#!?".indexOf(s.charAt(end - 1)) >= 0) {
            end--;
        }
        return s.substring(0, end);
    }

    private static int castle(int[] legal, int n, int kind, String text) throws NotationException {
        for (int i = 0; i < n; i++) {
            if (Move.kind(legal[i]) == kind) {
                return legal[i];
            }
        }
        throw new NotationException(ILLEGAL, "castling " + text + " is not legal here");
    }

    private static int readLong(Board board, int[] legal, int n, Matcher m, String text) throws NotationException {
        int from = Square.parse(m.group(1));
        int to = Square.parse(m.group(2));
        int promo = m.group(3) == null ? Piece.NONE : Piece.type(Piece.fromFenChar(Character.toUpperCase(m.group(3).charAt(0))));
        boolean promotes = Piece.type(board.pieceAt(from)) == Piece.PAWN && (Square.rank(to) == 0 || Square.rank(to) == 7);
        if (promotes && promo == Piece.NONE) {
            throw new NotationException(SYNTAX, "'" + text + "' promotes a pawn but names no piece (add q, r, b or n)");
        }
        for (int i = 0; i < n; i++) {
            int mv = legal[i];
            if (Move.from(mv) == from && Move.to(mv) == to
                    && (Move.isPromotion(mv) ? Move.promotionType(mv) == promo : promo == Piece.NONE)) {
                return mv;
            }
        }
        throw new NotationException(ILLEGAL, "'" + text + "' is not a legal move here");
    }

    private static int readSan(Board board, int[] legal, int n, Matcher m, String text) throws NotationException {
        int type = m.group(1) == null ? Piece.PAWN : Piece.type(Piece.fromFenChar(m.group(1).charAt(0)));
        int fromFile = m.group(2) == null ? -1 : m.group(2).charAt(0) - 'a';
        int fromRank = m.group(3) == null ? -1 : m.group(3).charAt(0) - '1';
        int to = Square.parse(m.group(5));
        int promo = m.group(6) == null ? Piece.NONE
                : Piece.type(Piece.fromFenChar(Character.toUpperCase(m.group(6).charAt(0))));
        if (promo != Piece.NONE && type != Piece.PAWN) {
            throw new NotationException(SYNTAX, "'" + text + "': only a pawn can promote");
        }
        int found = Move.NONE;
        int matches = 0;
        boolean promotionMissing = false;
        for (int i = 0; i < n; i++) {
            int mv = legal[i];
            int from = Move.from(mv);
            if (Move.to(mv) != to || Piece.type(board.pieceAt(from)) != type
                    || (fromFile >= 0 && Square.file(from) != fromFile)
                    || (fromRank >= 0 && Square.rank(from) != fromRank)) {
                continue;
            }
            if (Move.isPromotion(mv) && promo == Piece.NONE) {
                promotionMissing = true;
                continue;
            }
            if (Move.isPromotion(mv) ? Move.promotionType(mv) != promo : promo != Piece.NONE) {
                continue;
            }
            found = mv;
            matches++;
        }
        if (matches == 1) {
            return found;
        }
        if (matches > 1) {
            throw new NotationException(AMBIGUOUS, "'" + text + "' is ambiguous: " + matches + " pieces can make it");
        }
        if (promotionMissing) {
            throw new NotationException(SYNTAX, "'" + text + "' promotes a pawn but names no piece (e.g. " + m.group(5) + "=Q)");
        }
        throw new NotationException(ILLEGAL, "'" + text + "' is not a legal move here");
    }
}
