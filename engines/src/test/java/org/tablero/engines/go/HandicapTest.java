package org.tablero.engines.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Fixed handicap placement against the table GNU Go 3.8 prints ({@code go/handicap.txt}). */
class HandicapTest {

    @Test
    void matchesGnuGoTable() throws IOException {
        int checked = 0;
        for (String line : GoRulesCasesTest.lines("/go/handicap.txt")) {
            String[] f = line.split("\\|");
            int size = Integer.parseInt(f[0].trim());
            int stones = Integer.parseInt(f[1].trim());
            String expected = f[2].trim();
            String actual = Handicap.fixedPoints(size, stones).stream()
                    .map(p -> Vertex.format(size, p)).collect(Collectors.joining(" "));
            assertEquals(expected, actual, size + "x" + size + " handicap " + stones);
            checked++;
        }
        assertEquals(8 * 3 + 3 * 3, checked);
    }

    @ParameterizedTest
    @CsvSource({"19,1", "19,10", "6,2", "8,5", "10,5", "7,5"})
    void refusesImpossibleHandicaps(int size, int stones) {
        assertThrows(IllegalArgumentException.class, () -> Handicap.fixedPoints(size, stones));
    }

    @Test
    void maxima() {
        assertEquals(List.of(0, 4, 4, 9, 4, 9, 9), List.of(Handicap.maxFixed(6), Handicap.maxFixed(7),
                Handicap.maxFixed(8), Handicap.maxFixed(9), Handicap.maxFixed(10), Handicap.maxFixed(13),
                Handicap.maxFixed(19)));
    }
}
