package org.tablero.engines.chess.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tablero.engines.chess.TestData;
import org.tablero.engines.chess.board.Board;

/** SAN writing from san.txt: disambiguation by file, rank and both, captures, +/#, castling, promotions. */
class SanWriterTest {

    static List<String[]> cases() {
        return TestData.rows("/chess/san.txt", 3);
    }

    @ParameterizedTest(name = "{1} -> {2}")
    @MethodSource("cases")
    void writesCanonicalSan(String fen, String uci, String san) throws Exception {
        Board board = FenReader.read(fen);
        int move = SanReader.read(board, uci);
        assertEquals(san, SanWriter.write(board, move));
        assertEquals(fen.split(" ")[0], FenWriter.write(board).split(" ")[0], "writing SAN must not change the board");
    }

    @ParameterizedTest(name = "{2} reads back as {1}")
    @MethodSource("cases")
    void sanReadsBackToTheSameMove(String fen, String uci, String san) throws Exception {
        Board board = FenReader.read(fen);
        assertEquals(SanReader.read(board, uci), SanReader.read(board, san));
    }
}
