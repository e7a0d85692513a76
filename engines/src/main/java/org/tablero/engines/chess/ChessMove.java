package org.tablero.engines.chess;

/**
 * A legal move as a client board shows it: squares by name ("e2"), the promotion piece as an
 * upper-case letter ("Q") or "" when none, and the move in SAN and in long algebraic (UCI) form.
 */
public record ChessMove(String from, String to, String promotion, String san, String uci) {

    public boolean isPromotion() {
        return !promotion.isEmpty();
    }
}
