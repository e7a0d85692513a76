package org.tablero.engines.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameRules;
import org.tablero.engines.game.RulesException;
import org.tablero.engines.game.RulesException.Reason;
import org.tablero.engines.game.Side;

/** Starting Go games from challenge options and positions. */
class GoGameRulesTest {

    private static GoGameState start(String position, Map<String, String> options) throws RulesException {
        return GoGameRules.INSTANCE.start(position, options);
    }

    @Test
    void defaultsTo19x19ChineseKomi75() throws Exception {
        GoGameState s = start(null, Map.of());
        assertEquals(GameKind.GO, s.kind());
        assertEquals(19, s.size());
        assertEquals(7.5, s.komi());
        assertEquals("chinese", s.rules().name());
        assertEquals(KoRule.POSITIONAL_SUPERKO, s.rules().koRule());
        assertEquals(Side.BLACK, s.sideToMove());
        assertEquals(GoPositionNotation.empty(19), s.position());
        assertEquals(s.position(), s.initialPosition());
        assertTrue(GameRules.of(GameKind.GO) == GoGameRules.INSTANCE);
    }

    @Test
    void japaneseDefaultKomiAndExplicitKomi() throws Exception {
        assertEquals(6.5, start(null, Map.of("rules", "japanese")).komi());
        assertEquals(-3.5, start(null, Map.of("komi", "-3.5", "size", "9")).komi());
        assertEquals(0.0, start(null, Map.of("komi", "0")).komi());
        assertEquals(150.0, start(null, Map.of("komi", "150")).komi());
    }

    @Test
    void handicapStonesOnStarPointsWhiteToMove() throws Exception {
        GoGameState s = start(null, Map.of("size", "19", "handicap", "4"));
        assertEquals(Side.WHITE, s.sideToMove());
        assertEquals(0.5, s.komi());
        assertEquals(List.of("D4", "Q4", "D16", "Q16"), s.stones(Side.BLACK));
        assertEquals(4, s.handicap());
        assertEquals(s.position(), s.initialPosition());
        GoGameState nine = start(null, Map.of("size", "9", "handicap", "9"));
        assertEquals(List.of("C3", "E3", "G3", "C5", "E5", "G5", "C7", "E7", "G7"), nine.stones(Side.BLACK));
    }

    @Test
    void handicapOneMeansBlackFirstWithoutKomi() throws Exception {
        GoGameState s = start(null, Map.of("handicap", "1"));
        assertEquals(Side.BLACK, s.sideToMove());
        assertEquals(0.5, s.komi());
        assertTrue(s.stones(Side.BLACK).isEmpty());
    }

    @Test
    void startsFromAPosition() throws Exception {
        GoGameState s = start("9/9/9/9/4X4/9/9/9/9 w - 0 0", Map.of("size", "9"));
        assertEquals(Side.WHITE, s.sideToMove());
        assertEquals(List.of("E5"), s.stones(Side.BLACK));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "size;7;UNSUPPORTED_OPTION",
        "size;25;UNSUPPORTED_OPTION",
        "size;nine;BAD_OPTION",
        "komi;abc;BAD_OPTION",
        "komi;6.3;UNSUPPORTED_OPTION",
        "komi;150.5;UNSUPPORTED_OPTION",
        "handicap;10;UNSUPPORTED_OPTION",
        "handicap;-1;UNSUPPORTED_OPTION",
        "handicap;x;BAD_OPTION",
        "rules;ing;UNSUPPORTED_OPTION",
        "time;10+5;UNSUPPORTED_OPTION",
        "colour;black;UNSUPPORTED_OPTION",
    })
    void refusesBadOptions(String key, String value, Reason reason) {
        RulesException e = assertThrows(RulesException.class, () -> start(null, Map.of(key, value)));
        assertEquals(reason, e.reason(), e.getMessage());
    }

    @Test
    void refusesPositionsThatDisagreeWithOptions() {
        String nine = GoPositionNotation.empty(9);
        assertEquals(Reason.BAD_OPTION, assertThrows(RulesException.class,
                () -> start(nine, Map.of("size", "13"))).reason());
        assertEquals(Reason.UNSUPPORTED_OPTION, assertThrows(RulesException.class,
                () -> start(GoPositionNotation.empty(5), Map.of())).reason());
        assertEquals(Reason.BAD_OPTION, assertThrows(RulesException.class,
                () -> start(nine, Map.of("handicap", "2"))).reason());
        assertEquals(Reason.BAD_POSITION, assertThrows(RulesException.class,
                () -> start("9/9/9 b - 0 0 0", Map.of())).reason());
    }
}
