package org.tablero.server.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ChainTextTest {

    @Test
    void readsAndWritesChains() {
        List<EngineSpec> chain = ChainText.parseChain("book >alphabeta(depth=8, sorter=standard,threads=2)> random");
        assertEquals(List.of(new EngineSpec("book", Optional.empty(), Map.of()),
                new EngineSpec("alphabeta", Optional.of("standard"), Map.of("depth", "8", "threads", "2")),
                new EngineSpec("random", Optional.empty(), Map.of())), chain);
        assertEquals("book > alphabeta(depth=8,sorter=standard,threads=2) > random", ChainText.formatChain(chain));
        assertEquals(chain, ChainText.parseChain(ChainText.formatChain(chain)));
    }

    @Test
    void refusesWhatIsNotAChain() {
        assertThrows(IllegalArgumentException.class, () -> ChainText.parseChain(""));
        assertThrows(IllegalArgumentException.class, () -> ChainText.parseChain("alphabeta(depth)"));
        assertThrows(IllegalArgumentException.class, () -> ChainText.parseChain("alphabeta(depth=1,depth=2)"));
        assertThrows(IllegalArgumentException.class, () -> ChainText.parseChain("Alpha Beta"));
        assertThrows(IllegalArgumentException.class, () -> ChainText.parseChain("book > > random"));
    }

    @Test
    void weightsAreNumbers() {
        assertEquals(Map.of("material", 1.0, "mobility", 0.25), ChainText.parseWeights("material=1, mobility=0.25"));
        assertEquals(Map.of(), ChainText.parseWeights("-"));
        assertEquals("material=1.0,mobility=0.25", ChainText.formatWeights(ChainText.parseWeights("mobility=0.25,material=1")));
        assertThrows(IllegalArgumentException.class, () -> ChainText.parseWeights("material=lots"));
        assertThrows(IllegalArgumentException.class, () -> ChainText.parseWeights("material=NaN"));
    }
}
