package org.tablero.engines.chess;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Move;
import org.tablero.engines.chess.board.Piece;
import org.tablero.engines.chess.board.Square;
import org.tablero.engines.chess.board.Zobrist;
import org.tablero.engines.chess.format.FenReader;
import org.tablero.engines.chess.format.FenWriter;
import org.tablero.engines.chess.format.NotationException;
import org.tablero.engines.chess.format.SanReader;
import org.tablero.engines.chess.format.SanWriter;
import org.tablero.engines.chess.movegen.MoveGenerator;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;
import org.tablero.engines.game.Side;

/**
 * An immutable chess game: start FEN, SAN moves, the position reached and how the rules ended it.
 * The board inside is never changed after construction; queries work on copies, so a state can be
 * shared between threads.
 */
public final class ChessGameState implements GameState {

    private final String initialFen;
    private final List<String> sanMoves;
    private final Board board;
    private final int lastMove;
    /** Repetition keys of every position so far, this one last. */
    private final long[] keys;
    private final Optional<ChessEnding> ending;

    private ChessGameState(String initialFen, List<String> sanMoves, Board board, int lastMove, long[] previousKeys) {
        this.initialFen = initialFen;
        this.sanMoves = sanMoves;
        this.board = board;
        this.lastMove = lastMove;
        // Generation only reads the board, so the never-changed board is used directly.
        int[] legal = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(board, legal);
        this.keys = Arrays.copyOf(previousKeys, previousKeys.length + 1);
        this.keys[previousKeys.length] = repetitionKey(board, legal, n);
        this.ending = ChessEnding.of(board, n, keys);
    }

    /** A game starting from a validated board. */
    static ChessGameState start(Board board) {
        return new ChessGameState(FenWriter.write(board), List.of(), board.copy(), Move.NONE, new long[0]);
    }

    /**
     * The key that decides repetition: an en-passant right counts only when the capture is
     * actually legal (FIDE 9.2.2), so it is removed from the hash otherwise.
     */
    private static long repetitionKey(Board board, int[] legal, int n) {
        if (board.epSquare() == Square.NONE) {
            return board.key();
        }
        for (int i = 0; i < n; i++) {
            if (Move.kind(legal[i]) == Move.EN_PASSANT) {
                return board.key();
            }
        }
        return board.key() ^ Zobrist.enPassant(board.epSquare());
    }

    /**
     * A claimed FEN matches when it describes the same position with the same clocks. FEN writers
     * differ on the en-passant square (always after a double step, or only when a capture is
     * possible), so it is compared the way repetition compares it: only when the capture is legal.
     */
    @Override
    public boolean matchesPosition(String claimed) {
        if (position().equals(claimed)) {
            return true;
        }
        try {
            Board other = FenReader.read(claimed);
            int[] legal = new int[MoveGenerator.MAX_MOVES];
            int n = MoveGenerator.generate(other, legal);
            return repetitionKey(other, legal, n) == keys[keys.length - 1]
                    && other.halfmoveClock() == board.halfmoveClock()
                    && other.fullmoveNumber() == board.fullmoveNumber();
        } catch (NotationException e) {
            return false;
        }
    }

    @Override
    public GameKind kind() {
        return GameKind.CHESS;
    }

    @Override
    public String initialPosition() {
        return initialFen;
    }

    @Override
    public String position() {
        return FenWriter.write(board);
    }

    @Override
    public List<String> moves() {
        return sanMoves;
    }

    @Override
    public Side sideToMove() {
        return board.sideToMove() == Piece.WHITE ? Side.WHITE : Side.BLACK;
    }

    @Override
    public ChessGameState play(String move) throws RulesException {
        if (ending.isPresent()) {
            throw new RulesException(RulesException.Reason.ILLEGAL_MOVE,
                    "the game is over (" + ending.get().reason() + ", " + ending.get().result() + ")");
        }
        Board next = board.copy();
        int mv;
        try {
            mv = SanReader.read(next, move);
        } catch (NotationException e) {
            RulesException.Reason reason = e.kind() == NotationException.Kind.SYNTAX
                    ? RulesException.Reason.BAD_MOVE_SYNTAX : RulesException.Reason.ILLEGAL_MOVE;
            throw new RulesException(reason, e.getMessage());
        }
        String san = SanWriter.write(next, mv);
        next.make(mv);
        List<String> moves = new ArrayList<>(sanMoves.size() + 1);
        moves.addAll(sanMoves);
        moves.add(san);
        return new ChessGameState(initialFen, Collections.unmodifiableList(moves), next, mv, keys);
    }

    @Override
    public Optional<String> result() {
        return ending.map(ChessEnding::result);
    }

    @Override
    public Optional<String> endReason() {
        return ending.map(ChessEnding::reason);
    }

    /** Every legal move of the side to move, for a client board (empty when the game is over). */
    public List<ChessMove> legalMoves() {
        if (ending.isPresent()) {
            return List.of();
        }
        Board scratch = board.copy();
        int[] legal = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(scratch, legal);
        List<ChessMove> result = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            result.add(toChessMove(legal[i], SanWriter.write(scratch, legal[i], legal, n)));
        }
        return result;
    }

    @Override
    public List<String> playableMoves() {
        return ending.isPresent() ? List.of() : legalMoves().stream().map(ChessMove::san).toList();
    }

    /** Whether {@code side} has too little material to mate on its own (see {@link InsufficientMaterial#cannotMate}). */
    public boolean cannotMate(Side side) {
        return InsufficientMaterial.cannotMate(board, side == Side.WHITE ? Piece.WHITE : Piece.BLACK);
    }

    /** Whether the side to move is in check. */
    public boolean inCheck() {
        return board.inCheck();
    }

    /** The FEN letter of the piece on a square ("e4"), upper case for White, or '.' when empty. */
    public char pieceAt(String square) {
        int sq = Square.parse(square);
        if (sq == Square.NONE) {
            throw new IllegalArgumentException("not a square: " + square);
        }
        return Piece.fenChar(board.pieceAt(sq));
    }

    /** The last move played, or empty at the start. */
    public Optional<ChessMove> lastMove() {
        if (lastMove == Move.NONE) {
            return Optional.empty();
        }
        return Optional.of(toChessMove(lastMove, sanMoves.get(sanMoves.size() - 1)));
    }

    /** A copy of the fast board, for engines that search from this position. */
    public Board board() {
        return board.copy();
    }

    private static ChessMove toChessMove(int mv, String san) {
        String promo = Move.isPromotion(mv) ? String.valueOf(Piece.typeLetter(Move.promotionType(mv))) : "";
        return new ChessMove(Square.name(Move.from(mv)), Square.name(Move.to(mv)), promo, san, Move.toUci(mv));
    }

    @Override
    public String toString() {
        return "ChessGameState[" + position() + ", " + sanMoves.size() + " plies" + ending.map(e -> ", " + e).orElse("") + "]";
    }
}
