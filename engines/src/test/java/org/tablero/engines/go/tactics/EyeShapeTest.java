package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Stone;

/** Neighbour classification, the life property and vital points of eye shapes. */
class EyeShapeTest {

    private final GoBoard b = new GoBoard(9);

    private int[] pts(int... colRow) {
        int[] out = new int[colRow.length / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = b.point(colRow[2 * i], colRow[2 * i + 1]);
        }
        return out;
    }

    @Test
    void classifiesKnownShapes() {
        assertEquals("0", EyeShape.neighbourClass(b, pts(4, 4)));
        assertEquals("112", EyeShape.neighbourClass(b, pts(3, 4, 4, 4, 5, 4)));
        assertEquals("2222", EyeShape.neighbourClass(b, pts(3, 3, 4, 3, 3, 4, 4, 4)));
        assertEquals("11114", EyeShape.neighbourClass(b, pts(4, 4, 3, 4, 5, 4, 4, 3, 4, 5)));
        // Rabbity six: a 2x2 block with one extra point on each of two adjacent sides of one corner.
        assertEquals("112224", EyeShape.neighbourClass(b, pts(3, 3, 4, 3, 3, 4, 4, 4, 5, 4, 4, 5)));
    }

    @Test
    void lifePropertyFollowsTheSeedTable() {
        assertFalse(EyeShape.lifeProperty("112"));
        assertFalse(EyeShape.lifeProperty("2222"));
        assertTrue(EyeShape.lifeProperty("11222"));   // straight or bent five
        assertFalse(EyeShape.lifeProperty("12223"));  // bulky five
        assertFalse(EyeShape.lifeProperty("112224")); // rabbity six
        assertTrue(EyeShape.lifeProperty("112222"));
        assertTrue(EyeShape.lifeProperty("1122222"));
        assertFalse(EyeShape.lifeProperty("2222224"));
        assertNull(EyeShape.lifeProperty("11222222"));
    }

    @Test
    void vitalPointOfStraightThreeIsTheMiddle() {
        assertArrayEquals(pts(4, 4), EyeShape.vitalPoints(b, pts(3, 4, 4, 4, 5, 4)));
        assertArrayEquals(pts(4, 4), EyeShape.vitalPoints(b, pts(3, 3, 4, 3, 3, 4, 4, 4, 5, 4, 4, 5)));
        assertEquals(0, EyeShape.vitalPoints(b, pts(3, 3, 4, 3, 3, 4, 4, 4)).length);
    }

    @Test
    void findsEnclosedEyeSpaces() throws Exception {
        GoBoard g = GoPositionNotation.read("5/5/XXXXX/1X2X/XXXXX w - 0 0").board();
        List<int[]> spaces = EyeShape.eyeSpaces(g, Stone.BLACK, 7);
        assertEquals(2, spaces.size());
        int total = spaces.stream().mapToInt(s -> s.length).sum();
        assertEquals(3, total);
    }
}
