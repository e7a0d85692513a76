package org.tablero.engines.game;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * An immutable game: where it started, the moves played and the position they lead to.
 * Playing a move returns a new state; history-dependent rules (repetition, superko) are
 * therefore always decided with the whole game at hand.
 */
public interface GameState {

    GameKind kind();

    /** The start position, in canonical notation. */
    String initialPosition();

    /** The current position, in canonical notation (FEN, or the Go position string). */
    String position();

    /** Moves played so far, in canonical notation (SAN, or a GTP vertex / {@code pass}), oldest first. */
    List<String> moves();

    /** Half-moves played so far. */
    default int ply() {
        return moves().size();
    }

    Side sideToMove();

    /**
     * Every move {@link #play} accepts now, in canonical notation (for Go every legal point and
     * {@code pass}); empty once the rules have ended the game.
     */
    List<String> playableMoves();

    /**
     * Plays a move for the side to move. Accepts the lenient input forms of the game (for chess
     * {@code 0-0} and long algebraic {@code e2e4}, {@code e7e8q}; for Go vertices in either case and
     * {@code pass}); the move is recorded in canonical notation.
     *
     * @throws RulesException {@code BAD_MOVE_SYNTAX} or {@code ILLEGAL_MOVE}; also
     *     {@code ILLEGAL_MOVE} when the rules have already ended the game
     */
    GameState play(String move) throws RulesException;

    /**
     * Whether a position a client claims is the current one. Games whose notation has several
     * spellings of one position (an en-passant square written or not) override this to compare
     * what the rules consider the same position.
     */
    default boolean matchesPosition(String claimed) {
        return position().equals(claimed);
    }

    /**
     * The result when the rules alone have ended the game (checkmate, stalemate, repetition,
     * fifty moves, insufficient material): {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}. Go games
     * never end by rule alone; see {@link #scoring()}.
     */
    Optional<String> result();

    /** Why the rules ended the game ("checkmate", "stalemate", ...); empty while it goes on. */
    default Optional<String> endReason() {
        return Optional.empty();
    }

    /**
     * Present when the game waits for its score to be agreed: for Go, after two passes in a row.
     * Playing a move from this state resumes play.
     */
    default Optional<Scoring> scoring() {
        return Optional.empty();
    }

    /** How a game that ended by passing is counted, given the stones both players agree are dead. */
    interface Scoring {

        /** The rules' own estimate of the dead stones, as GTP vertices. */
        Set<String> proposedDead();

        /**
         * Normalises a set of vertices the players mark dead: every vertex must hold a stone, and
         * marking one stone marks its whole chain.
         *
         * @throws RulesException {@code BAD_MOVE_SYNTAX} for an unreadable vertex,
         *     {@code ILLEGAL_MOVE} for an empty point
         */
        Set<String> normaliseDead(Set<String> vertices) throws RulesException;

        /** The result with these dead stones removed, under the game's rules and komi: {@code B+3.5}, {@code W+0.5}, {@code 0}. */
        String result(Set<String> dead);
    }
}
