package org.tablero.engines.go.tactics.regress;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Expected-answer patterns judged as GNU Go's regress.awk judges them. */
class RegressionPatternTest {

    @Test
    void groupedAlternativesMatchWholeAnswers() {
        RegressionPattern p = RegressionPattern.parse("#? [1 1 (PASS|A9|C9)]*");
        assertTrue(p.accepts("1 1 PASS"));
        assertTrue(p.accepts("1 1 C9"));
        assertFalse(p.accepts("1 1 B9"));
        assertFalse(p.accepts("1 1 C9 extra"));
        assertFalse(p.accepts("0 1 A9"));
        assertTrue(p.expectedFailure());
    }

    @Test
    void singleAnswersMustMatchExactly() {
        RegressionPattern p = RegressionPattern.parse("#? [0]");
        assertTrue(p.accepts("0"));
        assertTrue(p.accepts(" 0 "));
        assertFalse(p.accepts("0 0"));
        assertFalse(p.accepts("1 A1"));
        assertFalse(p.expectedFailure());
    }

    @Test
    void ungroupedAlternativesAreAnchoredOnlyAtTheEnds() {
        // awk reads "^1 1 B18|C18|D18$" as (^1 1 B18)|(C18)|(D18$): a bare C18 anywhere passes.
        RegressionPattern p = RegressionPattern.parse("#? [1 1 B18|C18|D18]");
        assertTrue(p.accepts("1 1 B18"));
        assertTrue(p.accepts("1 1 C18"));
        assertTrue(p.accepts("0 0 C18"));
        assertFalse(p.accepts("1 1 A15"));
    }

    @Test
    void negatedPatternsPassOnMismatch() {
        RegressionPattern p = RegressionPattern.parse("#? [!(A1|B2)]");
        assertTrue(p.accepts("C3"));
        assertFalse(p.accepts("B2"));
    }

    @Test
    void rejectsLinesWithoutPattern() {
        assertThrows(IllegalArgumentException.class, () -> RegressionPattern.parse("# just a comment"));
        assertThrows(IllegalArgumentException.class, () -> RegressionPattern.parse("#? no brackets"));
    }

    @Test
    void aMissingClosingBracketEndsThePatternAtTheLineAsGnuGoReadsIt() {
        RegressionPattern p = RegressionPattern.parse("#? [undecided");
        assertTrue(p.accepts("undecided"));
        assertFalse(p.accepts("alive"));
    }
}
