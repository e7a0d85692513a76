package org.tablero.server.seed;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The opening-book seed migration is exactly what its PGN source gives: nobody edited one without the other. */
class SeedBookSqlTest {

    @Test
    void theSeedMigrationIsGeneratedFromItsPgn() throws Exception {
        try (InputStream in = getClass().getResourceAsStream("/db/migration/V3__seed_opening_book.sql")) {
            String committed = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(SeedBookSql.generate(), committed,
                    "regenerate with SeedBookSql after changing server/src/test/resources/seed/openings.pgn");
        }
    }
}
