package org.tablero.client.game;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tablero.engines.chess.ChessGameState;
import org.tablero.engines.chess.ChessMove;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;

/**
 * The legal moves of one piece, from the shared chess rules ({@link ChessGameState#legalMoves()}),
 * each with the position it leads to so the client can claim it when sending the move.
 */
public final class ChessMoveFinder {

    /** A legal move: squares, promotion piece in lower case (0 for none), SAN, and the state it leads to. */
    public record Candidate(String from, String to, char promotion, String san, GameState after) {
    }

    private ChessMoveFinder() {
    }

    /** Every legal move of the piece on {@code from}, grouped by target square (promotions share one). */
    public static Map<String, List<Candidate>> movesFrom(GameState state, String from) {
        Map<String, List<Candidate>> targets = new LinkedHashMap<>();
        if (!(state instanceof ChessGameState chess)) {
            return targets;
        }
        for (ChessMove m : chess.legalMoves()) {
            if (!m.from().equals(from)) {
                continue;
            }
            try {
                GameState after = chess.play(m.uci());
                char promo = m.isPromotion() ? m.promotion().toLowerCase(Locale.ROOT).charAt(0) : 0;
                targets.computeIfAbsent(m.to(), k -> new ArrayList<>()).add(new Candidate(m.from(), m.to(), promo, m.san(), after));
            } catch (RulesException e) {
                // legalMoves() and play() are one rule set; a refusal here would be a bug in the rules.
                throw new IllegalStateException("the rules refused their own legal move " + m.uci(), e);
            }
        }
        // Queen first in the promotion menu, then rook, bishop, knight.
        targets.values().forEach(list -> list.sort((a, b) -> "qrbn".indexOf(a.promotion()) - "qrbn".indexOf(b.promotion())));
        return targets;
    }
}
