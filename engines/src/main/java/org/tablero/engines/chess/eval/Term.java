package org.tablero.engines.chess.eval;

import java.util.Optional;

/**
 * The named sub-heuristics h1..hn of seed 004's H = a·h1 + b·h2 + …; a profile gives each a weight
 * under {@code weight.<name>}.
 */
public enum Term {
    MATERIAL("material"),
    PSQT("psqt"),
    MOBILITY("mobility"),
    PASSED_PAWNS("passed_pawns"),
    ISOLATED_PAWNS("isolated_pawns"),
    DOUBLED_PAWNS("doubled_pawns"),
    ROOK_OPEN_FILE("rook_open_file"),
    ROOK_SEMI_OPEN_FILE("rook_semi_open_file"),
    DEVELOPMENT("development"),
    KING_SAFETY("king_safety"),
    BISHOP_PAIR("bishop_pair");

    public static final int COUNT = values().length;

    private final String key;

    Term(String key) {
        this.key = key;
    }

    /** The name used in profiles and documentation. */
    public String key() {
        return key;
    }

    public static Optional<Term> byKey(String key) {
        for (Term t : values()) {
            if (t.key.equals(key)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }
}
