package org.tablero.engines.chess.board;

import java.util.Arrays;
import org.tablero.engines.chess.eval.PieceSquareTables;

/**
 * The fast mutable chess position: bitboards plus a mailbox, make/unmake with an internal undo
 * stack, and a Zobrist key kept incrementally. It does not check legality; the move generator
 * produces only legal moves and search and rules code play only those.
 *
 * <p>The en-passant square is recorded only when a pawn of the side to move stands next to the
 * pawn that just advanced two squares, so positions that differ only by a useless en-passant
 * square hash the same.
 */
public final class Board {

    /** Bitboards indexed by piece code (see {@link Piece}); unused codes stay 0. */
    private final long[] pieces = new long[16];
    private final long[] byColour = new long[2];
    private final int[] mailbox = new int[64];
    private int side;
    private int castling;
    private int ep = Square.NONE;
    private int halfmove;
    private int fullmove = 1;
    private long key;
    /**
     * The piece-square sum, White minus Black, packed (mg, eg): kept here, by make/unmake,
     * because the evaluation needs it at every node and summing it from scratch walks every piece.
     */
    private int psqt;

    private int sp;
    private long[] undoKey = new long[256];
    private int[] undoPsqt = new int[256];
    /** Packed: captured piece (4 bits), castling (4), ep + 1 (7), halfmove clock (rest). */
    private int[] undoState = new int[256];

    public Board() {
    }

    /** A deep copy with an empty undo history. */
    public Board copy() {
        Board b = new Board();
        System.arraycopy(pieces, 0, b.pieces, 0, 16);
        b.byColour[0] = byColour[0];
        b.byColour[1] = byColour[1];
        System.arraycopy(mailbox, 0, b.mailbox, 0, 64);
        b.side = side;
        b.castling = castling;
        b.ep = ep;
        b.halfmove = halfmove;
        b.fullmove = fullmove;
        b.key = key;
        b.psqt = psqt;
        return b;
    }

    /**
     * Replaces the whole position. The caller (FEN reading) has validated it; an en-passant
     * square no pawn can use is dropped, as {@link #make} would have done.
     */
    public void setup(int[] squares, int sideToMove, int castlingRights, int epSquare, int halfmoveClock, int fullmoveNumber) {
        Arrays.fill(pieces, 0);
        byColour[0] = byColour[1] = 0;
        for (int sq = 0; sq < 64; sq++) {
            mailbox[sq] = squares[sq];
            if (squares[sq] != Piece.NONE) {
                pieces[squares[sq]] |= 1L << sq;
                byColour[Piece.colour(squares[sq])] |= 1L << sq;
            }
        }
        side = sideToMove;
        castling = castlingRights;
        halfmove = halfmoveClock;
        fullmove = fullmoveNumber;
        ep = Square.NONE;
        if (epSquare != Square.NONE) {
            long capturers = Attacks.pawn(side ^ 1, epSquare) & pieces[Piece.make(side, Piece.PAWN)];
            ep = capturers != 0 ? epSquare : Square.NONE;
        }
        sp = 0;
        key = computeKey();
        psqt = computePsqt();
    }

    /** The piece-square sum computed from scratch; equals {@link #psqt()} unless make/unmake has a bug. */
    public int computePsqt() {
        int sum = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (mailbox[sq] != Piece.NONE) {
                sum += PieceSquareTables.signed(mailbox[sq], sq);
            }
        }
        return sum;
    }

    /** The key computed from scratch; equals {@link #key()} unless make/unmake has a bug. */
    public long computeKey() {
        long k = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (mailbox[sq] != Piece.NONE) {
                k ^= Zobrist.piece(mailbox[sq], sq);
            }
        }
        k ^= Zobrist.castling(castling);
        if (ep != Square.NONE) {
            k ^= Zobrist.enPassant(ep);
        }
        return side == Piece.BLACK ? k ^ Zobrist.side() : k;
    }

    public long pieces(int piece) {
        return pieces[piece];
    }

    public long pieces(int colour, int type) {
        return pieces[colour << 3 | type];
    }

    public long colour(int colour) {
        return byColour[colour];
    }

    public long occupied() {
        return byColour[0] | byColour[1];
    }

    public int pieceAt(int square) {
        return mailbox[square];
    }

    public int sideToMove() {
        return side;
    }

    public int castlingRights() {
        return castling;
    }

    public int epSquare() {
        return ep;
    }

    public int halfmoveClock() {
        return halfmove;
    }

    public int fullmoveNumber() {
        return fullmove;
    }

    public long key() {
        return key;
    }

    /** The packed (mg, eg) piece-square sum, White minus Black (see {@link PieceSquareTables}). */
    public int psqt() {
        return psqt;
    }

    /** Moves made on this board that {@link #unmake} can still take back. */
    public int historyLength() {
        return sp;
    }

    public int kingSquare(int colour) {
        return Long.numberOfTrailingZeros(pieces[colour << 3 | Piece.KING]);
    }

    /** Pieces of either colour attacking {@code sq} given an occupancy. */
    public long attackersTo(int sq, long occupied) {
        long rq = pieces[Piece.ROOK] | pieces[Piece.QUEEN] | pieces[8 | Piece.ROOK] | pieces[8 | Piece.QUEEN];
        long bq = pieces[Piece.BISHOP] | pieces[Piece.QUEEN] | pieces[8 | Piece.BISHOP] | pieces[8 | Piece.QUEEN];
        return (Attacks.pawn(Piece.BLACK, sq) & pieces[Piece.PAWN])
                | (Attacks.pawn(Piece.WHITE, sq) & pieces[8 | Piece.PAWN])
                | (Attacks.knight(sq) & (pieces[Piece.KNIGHT] | pieces[8 | Piece.KNIGHT]))
                | (Attacks.king(sq) & (pieces[Piece.KING] | pieces[8 | Piece.KING]))
                | (Attacks.rook(sq, occupied) & rq)
                | (Attacks.bishop(sq, occupied) & bq);
    }

    /** Whether {@code by} attacks {@code sq} with the given occupancy. */
    public boolean isAttacked(int sq, int by, long occupied) {
        int b = by << 3;
        return (Attacks.knight(sq) & pieces[b | Piece.KNIGHT]) != 0
                || (Attacks.pawn(by ^ 1, sq) & pieces[b | Piece.PAWN]) != 0
                || (Attacks.king(sq) & pieces[b | Piece.KING]) != 0
                || (Attacks.rook(sq, occupied) & (pieces[b | Piece.ROOK] | pieces[b | Piece.QUEEN])) != 0
                || (Attacks.bishop(sq, occupied) & (pieces[b | Piece.BISHOP] | pieces[b | Piece.QUEEN])) != 0;
    }

    /** Enemy pieces giving check to the side to move. */
    public long checkers() {
        return attackersTo(kingSquare(side), occupied()) & byColour[side ^ 1];
    }

    public boolean inCheck() {
        return isAttacked(kingSquare(side), side ^ 1, occupied());
    }

    /** Plays a legal move. */
    public void make(int move) {
        int from = move & 63;
        int to = move >>> 6 & 63;
        int kind = move >>> 12;
        int piece = mailbox[from];
        int captured = mailbox[to];
        growUndo();
        undoKey[sp] = key;
        undoPsqt[sp] = psqt;
        undoState[sp++] = captured | castling << 4 | (ep + 1) << 8 | halfmove << 15;

        long k = key ^ Zobrist.side();
        if (ep != Square.NONE) {
            k ^= Zobrist.enPassant(ep);
            ep = Square.NONE;
        }
        halfmove++;
        int ps = psqt;
        if (captured != Piece.NONE) {
            remove(captured, to);
            k ^= Zobrist.piece(captured, to);
            ps -= PieceSquareTables.signed(captured, to);
            halfmove = 0;
        }
        long fromTo = 1L << from | 1L << to;
        pieces[piece] ^= fromTo;
        byColour[side] ^= fromTo;
        mailbox[from] = Piece.NONE;
        mailbox[to] = piece;
        k ^= Zobrist.piece(piece, from) ^ Zobrist.piece(piece, to);
        ps += PieceSquareTables.signed(piece, to) - PieceSquareTables.signed(piece, from);

        if ((piece & 7) == Piece.PAWN) {
            halfmove = 0;
            if (kind == Move.DOUBLE_PUSH) {
                int behind = (from + to) >>> 1;
                if ((Attacks.pawn(side, behind) & pieces[(side ^ 1) << 3 | Piece.PAWN]) != 0) {
                    ep = behind;
                    k ^= Zobrist.enPassant(behind);
                }
            } else if (kind == Move.EN_PASSANT) {
                int victimSq = to ^ 8;
                int victim = mailbox[victimSq];
                remove(victim, victimSq);
                k ^= Zobrist.piece(victim, victimSq);
                ps -= PieceSquareTables.signed(victim, victimSq);
            } else if (kind >= Move.PROMOTION) {
                int promoted = piece - Piece.PAWN + (kind & 3) + Piece.KNIGHT;
                pieces[piece] ^= 1L << to;
                pieces[promoted] ^= 1L << to;
                mailbox[to] = promoted;
                k ^= Zobrist.piece(piece, to) ^ Zobrist.piece(promoted, to);
                ps += PieceSquareTables.signed(promoted, to) - PieceSquareTables.signed(piece, to);
            }
        } else if (kind == Move.CASTLE_KING || kind == Move.CASTLE_QUEEN) {
            boolean kingSide = kind == Move.CASTLE_KING;
            int rook = side << 3 | Piece.ROOK;
            int rf = Castling.rookFrom(side, kingSide);
            int rt = Castling.rookTo(side, kingSide);
            long rbits = 1L << rf | 1L << rt;
            pieces[rook] ^= rbits;
            byColour[side] ^= rbits;
            mailbox[rf] = Piece.NONE;
            mailbox[rt] = rook;
            k ^= Zobrist.piece(rook, rf) ^ Zobrist.piece(rook, rt);
            ps += PieceSquareTables.signed(rook, rt) - PieceSquareTables.signed(rook, rf);
        }
        int newCastling = castling & Castling.keepMask(from) & Castling.keepMask(to);
        if (newCastling != castling) {
            k ^= Zobrist.castling(castling) ^ Zobrist.castling(newCastling);
            castling = newCastling;
        }
        if (side == Piece.BLACK) {
            fullmove++;
        }
        side ^= 1;
        key = k;
        psqt = ps;
    }

    /** Takes back {@code move}, which must be the last move made. */
    public void unmake(int move) {
        int from = move & 63;
        int to = move >>> 6 & 63;
        int kind = move >>> 12;
        int state = undoState[--sp];
        key = undoKey[sp];
        psqt = undoPsqt[sp];
        side ^= 1;
        if (side == Piece.BLACK) {
            fullmove--;
        }
        castling = state >>> 4 & 15;
        ep = (state >>> 8 & 127) - 1;
        halfmove = state >>> 15;
        int captured = state & 15;

        int piece = mailbox[to];
        if (kind >= Move.PROMOTION) {
            int pawn = side << 3 | Piece.PAWN;
            pieces[piece] ^= 1L << to;
            pieces[pawn] ^= 1L << to;
            piece = pawn;
        }
        long fromTo = 1L << from | 1L << to;
        pieces[piece] ^= fromTo;
        byColour[side] ^= fromTo;
        mailbox[from] = piece;
        mailbox[to] = Piece.NONE;
        if (captured != Piece.NONE) {
            put(captured, to);
        } else if (kind == Move.EN_PASSANT) {
            put((side ^ 1) << 3 | Piece.PAWN, to ^ 8);
        } else if (kind == Move.CASTLE_KING || kind == Move.CASTLE_QUEEN) {
            boolean kingSide = kind == Move.CASTLE_KING;
            int rook = side << 3 | Piece.ROOK;
            int rf = Castling.rookFrom(side, kingSide);
            int rt = Castling.rookTo(side, kingSide);
            long rbits = 1L << rf | 1L << rt;
            pieces[rook] ^= rbits;
            byColour[side] ^= rbits;
            mailbox[rt] = Piece.NONE;
            mailbox[rf] = rook;
        }
    }

    /** Passes the move (for null-move search); the side to move must not be in check. */
    public void makeNull() {
        growUndo();
        undoKey[sp] = key;
        undoPsqt[sp] = psqt;
        undoState[sp++] = castling << 4 | (ep + 1) << 8 | halfmove << 15;
        if (ep != Square.NONE) {
            key ^= Zobrist.enPassant(ep);
            ep = Square.NONE;
        }
        key ^= Zobrist.side();
        halfmove++;
        side ^= 1;
    }

    public void unmakeNull() {
        int state = undoState[--sp];
        key = undoKey[sp];
        side ^= 1;
        ep = (state >>> 8 & 127) - 1;
        halfmove = state >>> 15;
    }

    private void growUndo() {
        if (sp == undoKey.length) {
            undoKey = Arrays.copyOf(undoKey, sp * 2);
            undoPsqt = Arrays.copyOf(undoPsqt, sp * 2);
            undoState = Arrays.copyOf(undoState, sp * 2);
        }
    }

    private void remove(int piece, int sq) {
        long bit = 1L << sq;
        pieces[piece] ^= bit;
        byColour[piece >>> 3] ^= bit;
        mailbox[sq] = Piece.NONE;
    }

    private void put(int piece, int sq) {
        long bit = 1L << sq;
        pieces[piece] |= bit;
        byColour[piece >>> 3] |= bit;
        mailbox[sq] = piece;
    }
}
