package org.tablero.engines.chess.format.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablero.engines.chess.TestData;

class PgnReaderTest {

    @Test
    void importsGamesWithCommentsNagsVariationsAndSetUp() throws Exception {
        PgnImport result = PgnReader.read(new StringReader(TestData.text("/chess/games.pgn")));
        assertEquals(List.of(), result.errors());
        assertEquals(3, result.games().size());

        PgnGame immortal = result.games().get(0);
        assertEquals("Adolf Anderssen", immortal.tags().get("White"));
        assertEquals("1-0", immortal.result());
        assertEquals(47, immortal.moves().size());
        assertEquals("Bxe7#", immortal.moves().get(46));
        assertEquals("O-O", immortal.moves().get(12));

        PgnGame annotated = result.games().get(1);
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7"), annotated.moves(),
                "variations, comments and NAGs are skipped; 0-0 becomes O-O");
        assertEquals("1/2-1/2", annotated.result());

        PgnGame setUp = result.games().get(2);
        assertEquals("4k3/8/8/8/8/8/4P3/4K3 w - - 0 40", setUp.initialFen());
        assertEquals(List.of("e4", "Kd7", "e5"), setUp.moves());
        assertEquals("*", setUp.result());
    }

    @Test
    void reportsMalformedGamesWithTheirLineAndKeepsTheOthers() {
        PgnImport result = PgnReader.read(TestData.text("/chess/malformed.pgn"));
        assertEquals(List.of("Good one", "Good two"), result.games().stream().map(g -> g.tags().get("Event")).toList());
        assertEquals(3, result.errors().size(), result.errors().toString());

        PgnError illegal = result.errors().get(0);
        assertEquals(9, illegal.line());
        assertEquals(6, illegal.gameLine());
        assertTrue(illegal.message().contains("2. 'Ke3'"), illegal.message());

        PgnError tag = result.errors().get(1);
        assertEquals(12, tag.line());
        assertTrue(tag.message().contains("malformed tag"), tag.message());

        PgnError move = result.errors().get(2);
        assertEquals(17, move.line());
        assertTrue(move.message().contains("unexpected character"), move.message());
    }

    @Test
    void aGameWithoutResultTokenIsAnError() {
        PgnImport result = PgnReader.read("[Event \"x\"]\n\n1. e4 e5\n");
        assertEquals(0, result.games().size());
        assertEquals(1, result.errors().size());
        assertEquals(4, result.errors().get(0).line(), "reported where the file ends");
        assertTrue(result.errors().get(0).message().contains("no result token"));
    }

    @Test
    void aGameMayGoOnPastAnUnclaimedRepetition() {
        PgnImport result = PgnReader.read("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 *");
        assertEquals(List.of(), result.errors());
        assertEquals(9, result.games().get(0).moves().size());
    }
}
