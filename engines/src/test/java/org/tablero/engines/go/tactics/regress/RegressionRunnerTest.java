package org.tablero.engines.go.tactics.regress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The regression runner end to end: a small .tst file through a real GTP engine process. */
class RegressionRunnerTest {

    @Test
    void stripsTheIdFromAnswers() {
        assertEquals("1 1 PASS", RegressionRunner.stripId("=12 1 1 PASS"));
        assertEquals("0", RegressionRunner.stripId("= 0"));
        assertEquals("", RegressionRunner.stripId("=3"));
    }

    @Test
    void runsAFileAndJudgesEachTest() throws Exception {
        Path file = Path.of(getClass().getResource("/go/tactics/mini.tst").toURI());
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> engine = List.of(java, "-cp", System.getProperty("java.class.path"),
                "org.tablero.engines.go.gtp.GtpMain");
        List<RegressionRunner.Outcome> outcomes = RegressionRunner.run(file, engine, 10_000);
        assertEquals(5, outcomes.size());
        assertTrue(outcomes.get(0).passed(), outcomes.get(0).toString());
        assertTrue(outcomes.get(1).passed(), outcomes.get(1).toString());
        assertTrue(outcomes.get(2).passed(), outcomes.get(2).toString());
        assertFalse(outcomes.get(3).passed(), "a wrong expectation must fail");
        assertFalse(outcomes.get(4).passed(), "an unknown command must fail");
        assertTrue(outcomes.get(4).answer().startsWith("?"));
    }
}
