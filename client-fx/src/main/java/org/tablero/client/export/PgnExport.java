package org.tablero.client.export;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tablero.engines.chess.format.pgn.PgnWriter;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameRules;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;

/**
 * A chess match as PGN: the match's tags (players, date, the result the server decided, which
 * may be a resignation or an agreed draw) and the game replayed by the shared rules, written by the
 * engines' {@link PgnWriter}.
 */
public final class PgnExport {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd").withZone(ZoneOffset.UTC);

    private PgnExport() {
    }

    public static String write(GameRecord game) {
        GameState state;
        try {
            state = GameRules.of(GameKind.CHESS).start(game.initialPosition(), Map.of());
            for (String move : game.moves()) {
                state = state.play(move);
            }
        } catch (RulesException e) {
            throw new IllegalArgumentException("the rules cannot replay match " + game.matchId() + ": " + e.getMessage(), e);
        }
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Tablero match " + game.matchId());
        tags.put("Site", "Tablero");
        tags.put("Date", DATE.format(game.created()));
        tags.put("Round", "-");
        tags.put("White", game.white());
        tags.put("Black", game.black());
        tags.put("Result", game.result());
        return PgnWriter.write(tags, state);
    }
}
