package org.tablero.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class MatchLineTest {
    private static final Instant CREATED = Instant.parse("2026-11-21T14:05:09Z");

    @Test
    void theCommonLineIsExactlyTheContracts() {
        MatchLine line = new MatchLine(7, "go", "alice", "bob", CREATED, "*", "9/9/9/9/9/9/9/9/9 b - 0 0",
                List.of(new PlayedMove("E5", "9/9/9/9/4X4/9/9/9/9 w - 0 0")), Map.of());
        assertEquals("7\tgo\talice\tbob\t2026-11-21T14:05:09Z\t*\t9/9/9/9/9/9/9/9/9 b - 0 0"
                + "\tE5\t9/9/9/9/4X4/9/9/9/9 w - 0 0", line.encode());
    }

    @Test
    void theStatusIsOneTrailingFieldOnlyWhenPresent() {
        MatchLine line = new MatchLine(7, "chess", "alice", "bob", CREATED, "*", "start", List.of(),
                Map.of("drawOffer", "white"));
        assertEquals("7\tchess\talice\tbob\t2026-11-21T14:05:09Z\t*\tstart\tdrawOffer=white", line.encode());
    }

    @Test
    void createdIsTruncatedToSeconds() {
        MatchLine line = new MatchLine(7, "chess", "a1", "b1", Instant.parse("2026-11-21T14:05:09.999Z"), "*",
                "start", List.of(), Map.of());
        assertEquals(CREATED, line.created());
    }

    @Test
    void refusesWhatCouldNotTravel() {
        assertThrows(IllegalArgumentException.class, () -> new MatchLine(0, "chess", "a1", "b1", CREATED, "*", "s",
                List.of(), Map.of()));
        assertThrows(IllegalArgumentException.class, () -> new MatchLine(1, "chess", "a1", "b1", CREATED, "*", "s",
                List.of(), Map.of("drawOffer", "a,b")));
        assertThrows(IllegalArgumentException.class, () -> new PlayedMove("e4", ""));
    }

    @Test
    void lastMovementLinesPairPlyAndMove() {
        LastMovementLine start = new LastMovementLine(1, "chess", "a1", "b1", CREATED, "*", 0, Optional.empty(),
                "start", Map.of());
        assertEquals("1\tchess\ta1\tb1\t2026-11-21T14:05:09Z\t*\t0\t-\tstart", start.encode());
        assertThrows(IllegalArgumentException.class, () -> new LastMovementLine(1, "chess", "a1", "b1", CREATED, "*",
                0, Optional.of("e4"), "p", Map.of()));
        assertThrows(IllegalArgumentException.class, () -> new LastMovementLine(1, "chess", "a1", "b1", CREATED, "*",
                1, Optional.empty(), "p", Map.of()));
        assertThrows(IllegalArgumentException.class, () -> new LastMovementLine(1, "chess", "a1", "b1", CREATED, "*",
                -1, Optional.empty(), "p", Map.of()));
    }
}
