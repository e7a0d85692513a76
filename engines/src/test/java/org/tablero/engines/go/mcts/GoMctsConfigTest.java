package org.tablero.engines.go.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

class GoMctsConfigTest {

    @Test
    void readsEveryParameter() {
        GoMctsConfig c = GoMctsConfig.parse(Map.of("movetime", "2500", "playouts", "10000", "threads", "2",
                "exploration", "0.3", "rave_weight", "500", "patterns", "off", "priors", "no", "strength", "60",
                "resign_threshold", "0.05", "expand_threshold", "8"));
        assertEquals(2500, c.moveTimeMs());
        assertEquals(10000, c.playouts());
        assertEquals(2, c.threads());
        assertEquals(0.3, c.exploration());
        assertEquals(500, c.raveEquivalence());
        assertFalse(c.patterns());
        assertFalse(c.priors());
        assertEquals(60, c.strength());
        assertEquals(0.05, c.resignThreshold());
        assertEquals(8, c.expandThreshold());
        assertEquals(0.05, GoMctsConfig.parse(Map.of("score_share", "0.05")).scoreShare());
        assertEquals(0, GoMctsConfig.defaults().scoreShare());
        assertTrue(GoMctsConfig.parse(Map.of("last_good_reply", "on")).lastGoodReply());
        assertFalse(GoMctsConfig.defaults().lastGoodReply());
        assertEquals(4, GoMctsConfig.parse(Map.of("fillboard", "4")).fillboard());
        assertEquals(0, GoMctsConfig.defaults().fillboard());
        assertEquals(40, GoMctsConfig.parse(Map.of("corner_prior", "40")).cornerPrior());
        assertEquals(0, GoMctsConfig.defaults().cornerPrior());
        assertEquals(15, GoMctsConfig.parse(Map.of("owl", "15")).owlShare());
        assertEquals(0, GoMctsConfig.defaults().owlShare());
        assertEquals(100, GoMctsConfig.parse(Map.of("shapes", "100")).shapes());
        assertEquals(0, GoMctsConfig.defaults().shapes());
        assertThrows(IllegalArgumentException.class, () -> GoMctsConfig.parse(Map.of("shapes", "-1")));
        assertThrows(IllegalArgumentException.class, () -> GoMctsConfig.parse(Map.of("owl", "51")));
        assertEquals(250, GoMctsConfig.parse(Map.of("rave_equivalence", "250")).raveEquivalence());
        assertTrue(GoMctsConfig.parse(Map.of()).patterns());
    }

    @Test
    void refusesUnknownKeysAndBadValuesWithClearMessages() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> GoEngines.create("mcts", Map.of("thredas", "2")));
        assertTrue(e.getMessage().contains("thredas") && e.getMessage().contains("threads"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> GoMctsConfig.parse(Map.of("threads", "0")));
        assertTrue(e.getMessage().contains("out of range"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> GoMctsConfig.parse(Map.of("patterns", "maybe")));
        assertTrue(e.getMessage().contains("on or off"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> GoMctsConfig.parse(Map.of("exploration", "lots")));
        assertTrue(e.getMessage().contains("number"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> GoEngines.create("alphabeta", Map.of()));
        assertTrue(e.getMessage().contains("alphabeta"), e.getMessage());
    }

    @Test
    void everyRecommendedProfileParses() {
        for (var entry : GoEngines.profiles().entrySet()) {
            GoMctsConfig.parse(entry.getValue());
        }
        assertEquals("2", GoEngines.profile("go9-strong").get("threads"));
        assertEquals(10, GoMctsConfig.parse(GoEngines.profile("go19-strong")).owlShare(), "19x19: the owl's priors");
        assertThrows(IllegalArgumentException.class, () -> GoEngines.profile("nope"));
    }
}
