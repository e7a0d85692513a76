package org.tablero.engines.chess.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class FenWriterTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 17 42",
        "4k3/8/8/8/8/8/8/4K3 w - - 99 120",
    })
    void roundTrips(String fen) throws Exception {
        assertEquals(fen, FenWriter.write(FenReader.read(fen)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"})
    void dropsAnEnPassantSquareNoPawnCanUse(String fen) throws Exception {
        assertEquals(fen.replace(" e3 ", " - "), FenWriter.write(FenReader.read(fen)));
    }
}
