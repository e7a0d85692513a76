package org.tablero.engines.chess.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;
import org.tablero.engines.chess.format.FenReader;
import org.tablero.engines.chess.format.FenWriter;
import org.tablero.engines.chess.format.SanReader;

class BoardTest {

    private static void roundTrip(String fen, String move, String expectedAfter) throws Exception {
        Board b = FenReader.read(fen);
        long key = b.key();
        int m = SanReader.read(b, move);
        b.make(m);
        assertEquals(expectedAfter, FenWriter.write(b));
        assertEquals(b.computeKey(), b.key(), "incremental key");
        b.unmake(m);
        assertEquals(FenWriter.write(FenReader.read(fen)), FenWriter.write(b));
        assertEquals(key, b.key());
    }

    @Test
    void castlingMovesTheRookAndDropsRights() throws Exception {
        roundTrip("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 5 9", "O-O", "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 6 9");
        roundTrip("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 5 9", "O-O-O", "2kr3r/8/8/8/8/8/8/R3K2R w KQ - 6 10");
    }

    @Test
    void capturingARookOnItsHomeSquareDropsThatRight() throws Exception {
        roundTrip("r3k2r/8/8/8/8/8/6B1/R3K2R w KQkq - 0 1", "Bxa8", "B3k2r/8/8/8/8/8/8/R3K2R b KQk - 0 1");
    }

    @Test
    void enPassantRemovesThePassedPawn() throws Exception {
        roundTrip("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "exd6", "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2");
    }

    @Test
    void doublePushSetsTheEnPassantSquareOnlyWhenUsable() throws Exception {
        roundTrip("4k3/8/8/8/3p4/8/4P3/4K3 w - - 3 1", "e4", "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
        roundTrip("4k3/8/8/8/p7/8/4P3/4K3 w - - 3 1", "e4", "4k3/8/8/8/p3P3/8/8/4K3 b - - 0 1");
    }

    @Test
    void promotionWithCapture() throws Exception {
        roundTrip("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "axb8=N", "1N2k3/8/8/8/8/8/8/4K3 b - - 0 1");
    }

    @Test
    void nullMoveFlipsTheSideAndComesBack() throws Exception {
        Board b = FenReader.read("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        long key = b.key();
        b.makeNull();
        assertNotEquals(key, b.key());
        assertEquals(b.computeKey(), b.key());
        b.unmakeNull();
        assertEquals(key, b.key());
        assertEquals("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", FenWriter.write(b));
    }

    @Test
    void copyIsIndependent() throws Exception {
        Board b = FenReader.read(FenReader.START);
        Board c = b.copy();
        c.make(SanReader.read(c, "e4"));
        assertEquals(FenReader.START, FenWriter.write(b));
        assertNotEquals(b.key(), c.key());
    }
}
