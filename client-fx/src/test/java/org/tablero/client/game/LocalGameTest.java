package org.tablero.client.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameState;

class LocalGameTest {

    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Test
    void followsTheMovesAsTheyArrive() {
        LocalGame g = new LocalGame(GameKind.CHESS, START);
        GameState one = g.sync(List.of("e4")).orElseThrow();
        GameState two = g.sync(List.of("e4", "e5")).orElseThrow();
        assertEquals(List.of("e4"), one.moves());
        assertEquals(List.of("e4", "e5"), two.moves());
    }

    @Test
    void startsAgainWhenTheHistoryDiffers() {
        LocalGame g = new LocalGame(GameKind.CHESS, START);
        g.sync(List.of("e4", "e5"));
        assertEquals(List.of("d4"), g.sync(List.of("d4")).orElseThrow().moves());
    }

    @Test
    void aMoveTheRulesRefuseLeavesTheServerToJudgeAndSaysWhy() {
        LocalGame g = new LocalGame(GameKind.CHESS, START);
        assertTrue(g.sync(List.of("e5")).isEmpty());
        assertTrue(g.problem().contains("cannot follow"), g.problem());
    }
}
