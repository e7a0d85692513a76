package org.tablero.engines.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tablero.engines.game.RulesException;

/** Reading and writing the protocol-v1 Go position string. */
class GoPositionNotationTest {

    @Test
    void emptyBoards() throws Exception {
        assertEquals("9/9/9/9/9/9/9/9/9 b - 0 0", GoPositionNotation.empty(9));
        GoPosition p = GoPositionNotation.read("19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19 b - 0 0");
        assertEquals(19, p.board().size());
        assertEquals(361, p.board().emptyCount());
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "9/9/9/9/4X4/9/9/9/9 w - 0 0",
        "XO7/9/9/9/9/9/9/9/7OX b - 3 12",
        "5/5/1XO2/X1XO1/1XO2 w B2 1 0",
        "OOOOOOOOO/OOOOOOOOO/OOOOOOOOO/OOOOOOOOO/OOOOOOOOO/OOOOOOOOO/OOOOOOOOO/OOOOOOOOO/OOOOOOOO1 b - 0 0",
    })
    void roundTrips(String position) throws Exception {
        GoPosition p = GoPositionNotation.read(position);
        assertEquals(position, GoPositionNotation.write(p.board(), p.toMove()));
    }

    @Test
    void rowsRunFromTheTop() throws Exception {
        GoPosition p = GoPositionNotation.read("X4/5/5/5/4O w - 0 0");
        assertEquals(Stone.BLACK, p.board().get(p.board().point(0, 4)));
        assertEquals(Stone.WHITE, p.board().get(p.board().point(4, 0)));
        assertEquals(Stone.WHITE, p.toMove());
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "9/9/9/9/9/9/9/9/9 b - 0;5 space-separated fields",
        "9/9/9/9/9/9/9/9/8 b - 0 0;row 1 has 8 points",
        "9/9/9/9/9/9/9/9/10 b - 0 0;row 1 has 10 points",
        "9/9/9/9/9/9/9/9/XXXXXXXXXO b - 0 0;more than 9",
        "9/9/9/9/9/9/9/9/4Z4 b - 0 0;unknown character 'Z'",
        "5/5/5/O4/XO3 b - 0 0;no liberties",
        "9/9/9/9/9/9/9/9/9 x - 0 0;side to move",
        "9/9/9/9/9/9/9/9/9 b Z9 0 0;not a point",
        "5/5/5/5/X4 w A1 0 0;is not empty",
        "5/5/5/5/5 w C3 1 0;not surrounded",
        "9/9/9/9/9/9/9/9/9 b - -1 0;negative",
        "9/9/9/9/9/9/9/9/9 b - x 0;not a number",
        "1 b - 0 0;2-25 rows",
    })
    void rejectsBadPositionsClearly(String position, String message) {
        RulesException e = assertThrows(RulesException.class, () -> GoPositionNotation.read(position));
        assertEquals(RulesException.Reason.BAD_POSITION, e.reason());
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }
}
