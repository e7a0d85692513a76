package org.tablero.engines.chess.uci.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tablero.engines.chess.ChessGameRules;
import org.tablero.engines.chess.format.FenReader;
import org.tablero.engines.game.GameState;

class OpeningsTest {

    @Test
    void everyLineIsLegalAndExtendsWithLegalRandomPliesOfItsSeed() throws Exception {
        Set<String> extended = new HashSet<>();
        for (int seed = 0; seed < Openings.LINES.size(); seed++) {
            String line = Openings.LINES.get(seed);
            String longer = Openings.withRandomPlies(line, 3, seed);
            assertTrue(longer.startsWith(line.trim() + " "), longer);
            assertEquals(line.trim().split("\\s+").length + 3, longer.split("\\s+").length, longer);
            assertEquals(longer, Openings.withRandomPlies(line, 3, seed), "the same seed, the same extension");
            GameState game = ChessGameRules.INSTANCE.start(FenReader.START, Map.of());
            for (String san : longer.split("\\s+")) {
                game = game.play(san);
            }
            extended.add(longer);
        }
        assertEquals(Openings.LINES.size(), extended.size());
        String first = Openings.LINES.get(0);
        assertNotEquals(Openings.withRandomPlies(first, 4, 1), Openings.withRandomPlies(first, 4, 2));
        assertEquals(first.trim(), Openings.withRandomPlies(first, 0, 9));
    }
}
