package org.tablero.client.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.Side;

class MoveRowsTest {

    @Test
    void pairsChessMovesUnderTheirNumber() {
        assertEquals(List.of("  1.  e4       e5", "  2.  Nf3"), MoveRows.rows(GameKind.CHESS, List.of("e4", "e5", "Nf3"), Side.WHITE, 1));
    }

    @Test
    void aGameStartingWithBlackOpensWithAnEllipsis() {
        assertEquals(List.of(" 12.  …        Kf8", " 13.  Qd8+"), MoveRows.rows(GameKind.CHESS, List.of("Kf8", "Qd8+"), Side.BLACK, 12));
    }

    @Test
    void goMovesCarryTheirColour() {
        assertEquals(List.of("  1.  W  D4", "  2.  B  pass"), MoveRows.rows(GameKind.GO, List.of("D4", "pass"), Side.WHITE, 1));
    }
}
