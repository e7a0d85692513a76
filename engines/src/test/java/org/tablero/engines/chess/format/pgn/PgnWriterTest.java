package org.tablero.engines.chess.format.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tablero.engines.chess.ChessGameRules;
import org.tablero.engines.chess.ChessGameState;

class PgnWriterTest {

    private static ChessGameState play(String fen, String... moves) throws Exception {
        ChessGameState s = ChessGameRules.INSTANCE.start(fen, Map.of());
        for (String m : moves) {
            s = s.play(m);
        }
        return s;
    }

    @Test
    void writesTheSevenTagRosterAndMovetext() throws Exception {
        ChessGameState game = play(null, "f3", "e5", "g4", "Qh4");
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("White", "Fool");
        tags.put("Black", "Mate \"the\" Great");
        tags.put("Event", "Tablero casual");
        tags.put("TimeControl", "300+2");
        String pgn = PgnWriter.write(tags, game);
        assertEquals("""
                [Event "Tablero casual"]
                [Site "?"]
                [Date "????.??.??"]
                [Round "?"]
                [White "Fool"]
                [Black "Mate \\"the\\" Great"]
                [Result "0-1"]
                [TimeControl "300+2"]

                1. f3 e5 2. g4 Qh4# 0-1

                """, pgn);
    }

    @Test
    void roundTripsThroughTheReaderWithSetUpAndBlackToMove() throws Exception {
        String fen = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 30";
        ChessGameState game = play(fen, "O-O-O", "O-O", "Rd2", "Rf2", "Rxf2", "Kxf2");
        String pgn = PgnWriter.write(Map.of("Result", "1/2-1/2"), game);
        assertTrue(pgn.contains("[SetUp \"1\"]\n[FEN \"" + fen + "\"]"), pgn);
        assertTrue(pgn.contains("30... O-O-O 31. O-O Rd2 32. Rf2 Rxf2 33. Kxf2 1/2-1/2"), pgn);
        PgnImport back = PgnReader.read(pgn);
        assertEquals(List.of(), back.errors());
        assertEquals(game.moves(), back.games().get(0).moves());
        assertEquals(fen, back.games().get(0).initialFen());
        assertEquals("1/2-1/2", back.games().get(0).result());
    }

    @Test
    void wrapsLongMovetextBelowEightyColumns() throws Exception {
        ChessGameState game = play(null);
        String[] cycle = {"Nf3", "Nf6", "Nc3", "Nc6", "Nb1", "Nb8", "Ng1", "Ng8"};
        for (int i = 0; i < 8; i++) {
            game = game.play(cycle[i]);
        }
        String pgn = PgnWriter.write(Map.of(), game);
        for (String line : pgn.split("\n")) {
            assertTrue(line.length() < 80, line);
        }
        assertEquals(game.moves(), PgnReader.read(pgn).games().get(0).moves());
        assertTrue(pgn.contains("[Result \"*\"]"));
    }
}
