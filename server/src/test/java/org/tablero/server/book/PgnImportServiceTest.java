package org.tablero.server.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tablero.server.Platform;
import org.tablero.server.it.TestDatabases;
import org.tablero.server.user.PasswordHasher;

class PgnImportServiceTest {

    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";
    private static final String PGN = """
            [Event "A"]
            [White "Capablanca, Jose Raul"]
            [Black "Lasker, Emanuel"]
            [Result "1-0"]

            1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0

            [Event "B"]
            [White "Lasker, Emanuel"]
            [Black "Capablanca, Jose Raul"]
            [Result "1/2-1/2"]

            1. e4 c5 {a comment} 2. Nf3 (2. c3 d5) d6 1/2-1/2

            [Event "C"]
            [White "X"]
            [Black "Y"]
            [Result "0-1"]

            1. e4 e5 2. Ke3 0-1
            """;

    private static Platform platform;

    @BeforeAll
    static void open() {
        platform = new Platform(TestDatabases.embedded(), PasswordHasher.DEFAULT_COST, Clock.systemUTC());
    }

    @AfterAll
    static void close() {
        platform.close();
    }

    @Test
    void aBookCountsEveryMoveAndHowItScored() throws Exception {
        PgnImportService.Report report = platform.pgnImport().importBook("test", "unit test", new StringReader(PGN), 3);
        assertEquals(2, report.games());
        assertEquals(1, report.rejected().size(), report.rejected()::toString);
        assertTrue(report.rejected().get(0).contains("Ke3"), report.rejected().get(0));
        List<BookRepository.BookMove> first = platform.jdbc().read(c -> new BookRepository()
                .children(c, new BookRepository().bookId(c, "test").orElseThrow(), START));
        assertEquals(List.of(new BookRepository.BookMove("e4", 2, 1, 1, 0)), first);
        String afterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -";
        List<BookRepository.BookMove> replies = platform.jdbc().read(c -> new BookRepository()
                .children(c, new BookRepository().bookId(c, "test").orElseThrow(), afterE4));
        assertEquals(List.of(new BookRepository.BookMove("c5", 1, 0, 1, 0), new BookRepository.BookMove("e5", 1, 1, 0, 0)),
                replies);
    }

    @Test
    void theArchiveKeepsWholeGamesByPlayer() throws Exception {
        PgnImportService.Report report = platform.pgnImport().importArchive(new StringReader(PGN));
        assertEquals(2, report.games());
        assertEquals(10, report.positions());
        List<ArchiveRepository.PlayedFrom> fromStart = platform.jdbc().read(c -> new ArchiveRepository()
                .movesFrom(c, "Capablanca, Jose Raul", START));
        assertEquals(List.of("e4", "e4"), fromStart.stream().map(ArchiveRepository.PlayedFrom::move).toList());
        assertEquals(List.of(), platform.jdbc().read(c -> new ArchiveRepository().movesFrom(c, "Nobody", START)));
    }
}
