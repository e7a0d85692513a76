package org.tablero.engines.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tablero.engines.chess.format.FenReader;

class InsufficientMaterialTest {

    @ParameterizedTest(name = "{0}: {2}")
    @CsvSource(delimiter = '|', value = {
        "K v K|4k3/8/8/8/8/8/8/4K3 w - - 0 1|true",
        "K+N v K|4k3/8/8/8/8/8/8/4KN2 w - - 0 1|true",
        "K+B v K|4k3/8/8/8/8/8/8/4KB2 w - - 0 1|true",
        "K v K+B|4kb2/8/8/8/8/8/8/4K3 w - - 0 1|true",
        "K+B v K+B same colour|4k1b1/8/8/8/8/8/8/4KB2 w - - 0 1|true",
        "K+BB v K+B all light|2b1k3/8/8/8/8/8/6B1/4K2B w - - 0 1|true",
        "K+BB v K both colours|4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1|false",
        "K+B v K+B opposite colours|4kb2/8/8/8/8/8/8/4KB2 w - - 0 1|false",
        "K+N v K+N|4kn2/8/8/8/8/8/8/4KN2 w - - 0 1|false",
        "K+N v K+B|4kb2/8/8/8/8/8/8/4KN2 w - - 0 1|false",
        "K+NN v K|4k3/8/8/8/8/8/8/4KNN1 w - - 0 1|false",
        "K+P v K|4k3/8/8/8/8/8/4P3/4K3 w - - 0 1|false",
        "K+R v K|4k3/8/8/8/8/8/8/4KR2 w - - 0 1|false",
        "K+Q v K|4k3/8/8/8/8/8/8/3QK3 w - - 0 1|false",
    })
    void decidesDeadMaterial(String name, String fen, boolean dead) throws Exception {
        assertEquals(dead, InsufficientMaterial.test(FenReader.read(fen)), name);
    }

    @Test
    void aSideWithABareKingOrOneMinorCannotMateOnItsOwn() throws Exception {
        ChessGameState game = ChessGameRules.INSTANCE.start("4k3/8/8/8/8/8/4PN2/4K3 w - - 0 1", java.util.Map.of());
        org.junit.jupiter.api.Assertions.assertTrue(game.cannotMate(org.tablero.engines.game.Side.BLACK));
        org.junit.jupiter.api.Assertions.assertFalse(game.cannotMate(org.tablero.engines.game.Side.WHITE));
        ChessGameState minor = ChessGameRules.INSTANCE.start("4kb2/8/8/8/8/8/8/4K3 w - - 0 1", java.util.Map.of());
        org.junit.jupiter.api.Assertions.assertTrue(minor.cannotMate(org.tablero.engines.game.Side.BLACK));
    }
}
