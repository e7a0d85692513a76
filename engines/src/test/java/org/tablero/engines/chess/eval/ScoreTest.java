package org.tablero.engines.chess.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ScoreTest {

    @Test
    void packsAndUnpacksNegativeHalvesAndSums() {
        int[][] cases = {{0, 0}, {5, -7}, {-300, 250}, {-1, -1}, {1200, -1200}};
        for (int[] c : cases) {
            int s = Score.of(c[0], c[1]);
            assertEquals(c[0], Score.mg(s));
            assertEquals(c[1], Score.eg(s));
        }
        int sum = Score.of(10, -20) + Score.of(-30, 5) - Score.of(4, 4);
        assertEquals(-24, Score.mg(sum));
        assertEquals(-19, Score.eg(sum));
    }
}
