package org.tablero.engines.chess.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        assertEquals(new UciCommand.SetOption("Hash", "16"), UciProtocol.parse("setoption name Hash value 16"));
        assertEquals(new UciCommand.SetOption("Skill Level", "3"), UciProtocol.parse("setoption name Skill Level value 3"));
        assertEquals(new UciCommand.SetOption("Clear Hash", ""), UciProtocol.parse("setoption name Clear Hash"));
        assertInstanceOf(UciCommand.Stop.class, UciProtocol.parse("stop"));
        assertInstanceOf(UciCommand.Ignored.class, UciProtocol.parse("ponderhit"));
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

    @Test
    void parsesGoWithEveryBudget() {
        UciCommand.Go g = (UciCommand.Go) UciProtocol.parse(
                "go wtime 60000 btime 50000 winc 1000 binc 900 movestogo 20 movetime 700 depth 9 nodes 12345");
        assertEquals(60000, g.wtime().getAsLong());
        assertEquals(50000, g.btime().getAsLong());
        assertEquals(1000, g.winc().getAsLong());
        assertEquals(900, g.binc().getAsLong());
        assertEquals(20, g.movesToGo().getAsInt());
        assertEquals(700, g.moveTime().getAsLong());
        assertEquals(9, g.depth().getAsInt());
        assertEquals(12345, g.nodes().getAsLong());
        assertTrue(((UciCommand.Go) UciProtocol.parse("go infinite")).infinite());
        assertEquals(java.time.Duration.ofMillis(50000), UciLimits.forSide(g, false).remaining().orElseThrow());
        assertEquals(java.time.Duration.ofMillis(900), UciLimits.forSide(g, false).increment().orElseThrow());
    }

    @ParameterizedTest
    @ValueSource(strings = {"fly", "position", "position nowhere", "position fen", "position startpos e2e4",
        "go perft", "go perft x", "go perft 0", "go depth", "go depth x", "go depth 0", "go sideways 3",
        "setoption Hash 3"})
    void reportsMalformedCommands(String line) {
        assertInstanceOf(UciCommand.Invalid.class, UciProtocol.parse(line));
    }
}
