package org.tablero.engines.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.tablero.engines.game.RulesException;

/** Runs the rules cases of {@code go/rules-cases.txt}: captures, snapback, suicide, ko, superko. */
class GoRulesCasesTest {

    @TestFactory
    Stream<DynamicTest> rulesCases() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String line : lines("/go/rules-cases.txt")) {
            String[] f = line.split("\\|");
            assertEquals(5, f.length, "malformed case: " + line);
            tests.add(DynamicTest.dynamicTest(f[0].trim(), () -> run(f)));
        }
        assertTrue(tests.size() >= 15, "cases file lost its cases");
        return tests.stream();
    }

    private static void run(String[] f) throws RulesException {
        KoRule ko = f[1].trim().equals("simple") ? KoRule.SIMPLE : KoRule.POSITIONAL_SUPERKO;
        GoRules rules = new GoRules("test", ko, false, ScoringRule.AREA, 7.5);
        GoPosition start = GoPositionNotation.read(f[2].trim());
        GoGameState state = GoGameState.start(rules, start.board(), start.toMove(), 0);
        String[] moves = f[3].trim().split(" +");
        String expected = f[4].trim();
        if (expected.startsWith("illegal")) {
            String[] e = expected.split(" ");
            int bad = Integer.parseInt(e[1]);
            for (int i = 0; i < bad - 1; i++) {
                state = state.play(moves[i]);
            }
            GoGameState before = state;
            RulesException ex = assertThrows(RulesException.class, () -> before.play(moves[bad - 1]));
            assertEquals(RulesException.Reason.ILLEGAL_MOVE, ex.reason());
            assertTrue(ex.getMessage().contains(e[2]), ex.getMessage());
            return;
        }
        for (String m : moves) {
            state = state.play(m);
        }
        assertEquals(expected, state.position());
        // The board's incremental hash must equal that of the same position built from scratch.
        assertEquals(GoPositionNotation.read(expected).board().hash(), state.board().hash());
    }

    static List<String> lines(String resource) throws IOException {
        try (InputStream in = GoRulesCasesTest.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("missing test resource " + resource);
            }
            List<String> out = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    out.add(line);
                }
            }
            return out;
        }
    }
}
