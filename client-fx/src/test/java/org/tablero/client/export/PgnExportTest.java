package org.tablero.client.export;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tablero.client.TestData;

class PgnExportTest {

    @Test
    void writesTheMatchTagsAndTheMovetextOfTheDataFile() {
        Map<String, String> game = new HashMap<>();
        for (String line : TestData.lines("chess-games.txt")) {
            int colon = line.indexOf(": ");
            game.put(line.substring(0, colon), line.substring(colon + 2));
        }
        List<String> moves = Arrays.asList(game.get("moves").split(" "));
        String pgn = PgnExport.write(new GameRecord(42, "ann", "bob", Instant.parse("2026-11-21T14:05:09Z"),
                game.get("result"), game.get("initial"), moves));
        assertTrue(pgn.contains("[Event \"Tablero match 42\"]"), pgn);
        assertTrue(pgn.contains("[Date \"2026.11.21\"]"), pgn);
        assertTrue(pgn.contains("[White \"ann\"]\n[Black \"bob\"]\n[Result \"0-1\"]"), pgn);
        assertTrue(pgn.contains(game.get("movetext")), pgn);
        assertTrue(!pgn.contains("[FEN"), "no FEN tag for the standard start");
    }

    @Test
    void aResignationKeepsTheServersResult() {
        String pgn = PgnExport.write(new GameRecord(1, "ann", "bob", Instant.parse("2026-11-21T14:05:09Z"), "1-0",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", List.of("e4")));
        assertTrue(pgn.contains("[Result \"1-0\"]") && pgn.contains("1. e4 1-0"), pgn);
    }
}
