package org.tablero.engines.chess.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class UciProtocolTest {

    @Test
    void parsesTheBasicCommands() {
        assertInstanceOf(UciCommand.Uci.class, UciProtocol.parse("uci"));
        assertInstanceOf(UciCommand.IsReady.class, UciProtocol.parse("  isready  "));
        assertInstanceOf(UciCommand.NewGame.class, UciProtocol.parse("ucinewgame"));
        assertInstanceOf(UciCommand.Quit.class, UciProtocol.parse("quit"));
        assertInstanceOf(UciCommand.Display.class, UciProtocol.parse("d"));
        assertInstanceOf(UciCommand.Ignored.class, UciProtocol.parse("setoption name Hash value 16"));
        assertNull(UciProtocol.parse("   "));
    }

    @Test
    void parsesPositions() {
        assertEquals(new UciCommand.Position(null, List.of()), UciProtocol.parse("position startpos"));
        assertEquals(new UciCommand.Position(null, List.of("e2e4", "e7e5")), UciProtocol.parse("position startpos moves e2e4 e7e5"));
        assertEquals(new UciCommand.Position("4k3/8/8/8/8/8/8/4K3 w - - 0 1", List.of("e1d1")),
                UciProtocol.parse("position fen 4k3/8/8/8/8/8/8/4K3 w - - 0 1 moves e1d1"));
    }

    @Test
    void parsesGoPerft() {
        assertEquals(new UciCommand.Perft(5), UciProtocol.parse("go perft 5"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"fly", "position", "position nowhere", "position fen", "position startpos e2e4",
        "go perft", "go perft x", "go perft 0", "go depth 5"})
    void reportsMalformedCommands(String line) {
        assertInstanceOf(UciCommand.Invalid.class, UciProtocol.parse(line));
    }
}
