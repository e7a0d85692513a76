package org.tablero.client.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tablero.client.TestData;
import org.tablero.engines.game.Side;

class GoBoardPositionTest {

    @Test
    void readsEveryPositionOfTheDataFile() {
        for (String line : TestData.lines("go-positions.txt")) {
            String[] f = line.split("\\|", -1);
            GoBoardPosition p = GoBoardPosition.parse(f[0].trim());
            assertEquals(Integer.parseInt(f[1].trim()), p.size(), line);
            assertEquals(Side.fromWireName(f[2].trim()).orElseThrow(), p.sideToMove(), line);
            assertEquals(f[3].trim().equals("-") ? Optional.empty() : Optional.of(f[3].trim()), p.ko(), line);
            assertEquals(Integer.parseInt(f[4].trim()), p.captures(Side.BLACK), line);
            assertEquals(Integer.parseInt(f[5].trim()), p.captures(Side.WHITE), line);
            String[] stones = f[6].trim().isEmpty() ? new String[0] : f[6].trim().split(" ");
            int counted = 0;
            for (int row = 0; row < p.size(); row++) {
                for (int col = 0; col < p.size(); col++) {
                    if (p.stone(col, row).isPresent()) {
                        counted++;
                    }
                }
            }
            assertEquals(stones.length / 2, counted, line);
            for (int i = 0; i < stones.length; i += 2) {
                int[] pt = GoBoardPosition.point(stones[i]);
                assertEquals(Side.fromWireName(stones[i + 1]), p.stone(pt[0], pt[1]), line + " at " + stones[i]);
            }
        }
    }

    @Test
    void vertexNamesSkipTheLetterI() {
        assertEquals("J1", GoBoardPosition.vertex(8, 0));
        assertArrayEquals(new int[] {8, 18}, GoBoardPosition.point("j19"));
        assertNull(GoBoardPosition.point("pass"));
        assertNull(GoBoardPosition.point("I5"));
    }

    @Test
    void refusesBrokenPositions() {
        assertThrows(IllegalArgumentException.class, () -> GoBoardPosition.parse("9/9/9 b - 0 0"));
        assertThrows(IllegalArgumentException.class, () -> GoBoardPosition.parse("9/9/9/9/9/9/9/9/8 b - 0 0"));
    }
}
