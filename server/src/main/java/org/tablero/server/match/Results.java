package org.tablero.server.match;

import java.util.Optional;
import java.util.Set;
import org.tablero.engines.chess.ChessGameState;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.Side;

/** Result strings and result kinds the server decides (the rules decide the others). */
public final class Results {

    public static final String DRAW = "1/2-1/2";
    public static final String KIND_RESIGNATION = "resignation";
    public static final String KIND_DRAW_AGREED = "draw_agreed";
    public static final String KIND_SCORE = "score";
    public static final String KIND_TIME = "time";

    /** The codes of the result_kinds catalogue that the rules' end reasons map to. */
    private static final Set<String> RULE_KINDS = Set.of("checkmate", "stalemate", "threefold_repetition",
            "fifty_move_rule", "insufficient_material");

    private Results() {
    }

    /** The result when {@code loser} resigns: PGN for chess, SGF for Go. */
    public static String resignation(GameKind game, Side loser) {
        return switch (game) {
            case CHESS -> loser == Side.WHITE ? "0-1" : "1-0";
            case GO -> loser == Side.WHITE ? "B+R" : "W+R";
        };
    }

    /**
     * The result when {@code flagged} runs out of time: the opponent wins (Go {@code B+T}/{@code W+T}),
     * except in chess when the opponent could not mate, which is a draw.
     */
    public static String timeLoss(GameState game, Side flagged) {
        if (game instanceof ChessGameState chess) {
            return chess.cannotMate(flagged.opponent()) ? DRAW : resignation(GameKind.CHESS, flagged);
        }
        return flagged == Side.WHITE ? "B+T" : "W+T";
    }

    /** The catalogue code for a rules end reason such as "threefold repetition"; empty if unknown. */
    public static Optional<String> kindOf(String endReason) {
        String code = endReason.toLowerCase(java.util.Locale.ROOT).replace(' ', '_').replace('-', '_');
        return RULE_KINDS.contains(code) ? Optional.of(code) : Optional.empty();
    }
}
