package org.tablero.engines.chess.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Move;

class SanReaderTest {

    private static final String CASTLES = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    private static final String PROMOTE = "3r3k/2P5/8/8/8/8/8/4K3 w - - 0 1";

    private static String uciOf(String fen, String text) throws Exception {
        return Move.toUci(SanReader.read(FenReader.read(fen), text));
    }

    @ParameterizedTest
    @CsvSource({
        "O-O, e1g1", "0-0, e1g1", "O-O+, e1g1", "e1g1, e1g1",
        "O-O-O, e1c1", "0-0-0, e1c1", "e1c1, e1c1",
    })
    void readsCastlingInEveryForm(String text, String uci) throws Exception {
        assertEquals(uci, uciOf(CASTLES, text));
    }

    @ParameterizedTest
    @CsvSource({"c8=Q, c7c8q", "c8Q, c7c8q", "c8=q, c7c8q", "c7c8q, c7c8q", "c7c8N, c7c8n", "cxd8=R+, c7d8r", "c8=B, c7c8b"})
    void readsPromotions(String text, String uci) throws Exception {
        assertEquals(uci, uciOf(PROMOTE, text));
    }

    @ParameterizedTest
    @CsvSource({"e4, e2e4", "e2e4, e2e4", "Nf3, g1f3", "Nf3!?, g1f3", "Ngf3, g1f3", "Ng1f3, g1f3", "e2-e4, e2e4"})
    void readsSanAndLongAlgebraic(String text, String uci) throws Exception {
        assertEquals(uci, uciOf(FenReader.START, text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "hello", "e9", "Nz3", "Kxe", "c8=K", "Nf3=Q", "e2e4e5"})
    void rejectsTextThatIsNoMove(String text) {
        NotationException e = assertThrows(NotationException.class, () -> SanReader.read(FenReader.read(FenReader.START), text));
        assertEquals(NotationException.Kind.SYNTAX, e.kind(), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"e5", "Nf4", "O-O", "e2e5", "Ke2", "exd3", "e1g1", "Qd4"})
    void rejectsWellFormedIllegalMoves(String text) {
        NotationException e = assertThrows(NotationException.class, () -> SanReader.read(FenReader.read(FenReader.START), text));
        assertEquals(NotationException.Kind.ILLEGAL, e.kind(), e.getMessage());
    }

    @Test
    void rejectsAmbiguousSan() throws Exception {
        Board b = FenReader.read("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
        NotationException e = assertThrows(NotationException.class, () -> SanReader.read(b, "Nd2"));
        assertEquals(NotationException.Kind.AMBIGUOUS, e.kind());
        assertEquals("b1d2", Move.toUci(SanReader.read(b, "Nbd2")));
        assertEquals("f3d2", Move.toUci(SanReader.read(b, "N3d2")));
    }

    @Test
    void promotionWithoutPieceIsRefused() {
        NotationException san = assertThrows(NotationException.class, () -> SanReader.read(FenReader.read(PROMOTE), "c8"));
        assertEquals(NotationException.Kind.SYNTAX, san.kind());
        NotationException uci = assertThrows(NotationException.class, () -> SanReader.read(FenReader.read(PROMOTE), "c7c8"));
        assertEquals(NotationException.Kind.SYNTAX, uci.kind());
    }
}
