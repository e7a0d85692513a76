package org.tablero.client.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class SgfExportTest {

    @Test
    void writesSizePlayersResultAndMovesWithPassesEmpty() {
        String sgf = SgfExport.write(new GameRecord(3, "bob", "ann", Instant.parse("2026-11-21T14:05:09Z"), "B+7.5",
                "9/9/9/9/9/9/9/9/9 b - 0 0", List.of("E5", "C3", "pass", "pass")));
        assertEquals("(;GM[1]FF[4]CA[UTF-8]AP[Tablero]SZ[9]PB[ann]PW[bob]DT[2026-11-21]RE[B+7.5]\n"
                + ";B[ee]\n;W[cg]\n;B[]\n;W[])\n", sgf);
    }

    @Test
    void handicapStonesBecomeSetupAndWhiteMovesFirst() {
        String sgf = SgfExport.write(new GameRecord(4, "bob", "ann", Instant.parse("2026-11-21T14:05:09Z"), "*",
                "9/9/6X2/9/9/9/2X6/9/9 w - 0 0", List.of("E5")));
        assertTrue(sgf.contains("AB[gc][cg]") || sgf.contains("AB[cg][gc]"), sgf);
        assertTrue(sgf.contains("RE[?]") && sgf.contains(";W[ee]"), sgf);
    }

    @Test
    void pointsCountFromTheTopLeft() {
        assertEquals("aa", SgfExport.point("A19", 19));
        assertEquals("ss", SgfExport.point("T1", 19));
        assertEquals("", SgfExport.point("pass", 19));
    }
}
