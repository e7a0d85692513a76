package org.tablero.engines.go;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** GTP vertices to padded points and back. */
class VertexTest {

    @ParameterizedTest
    @CsvSource({"19,A1,0,0", "19,T19,18,18", "19,J10,8,9", "19,H8,7,7", "9,J9,8,8", "25,Z25,24,24"})
    void parsesAndFormats(int size, String vertex, int col, int row) {
        int p = Vertex.parse(size, vertex);
        assertEquals(Vertex.point(size, col, row), p);
        assertEquals(col, Vertex.column(size, p));
        assertEquals(row, Vertex.row(size, p));
        assertEquals(vertex, Vertex.format(size, p));
        assertEquals(p, Vertex.parse(size, vertex.toLowerCase()));
    }

    @ParameterizedTest
    @CsvSource({"I5,-1", "A0,-1", "A01,-1", "5A,-1", "A,-1", "'',-1", "A123,-1", "K1,-2", "A10,-2", "pass,0", "PASS,0"})
    void rejectsWhatIsNotAVertexOfThisBoard(String text, int expected) {
        assertEquals(expected, Vertex.parse(9, text));
    }

    @Test
    void passFormatsInLowerCase() {
        assertEquals("pass", Vertex.format(19, Vertex.PASS));
    }
}
