package org.tablero.engines.go.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** GNU Go's reading commands through the GTP front-end, with GNU Go's answer formats. */
class TacticsGtpCommandsTest {

    private static String sgf(String name) throws Exception {
        return Path.of(TacticsGtpCommandsTest.class.getResource("/go/tactics/games/" + name).toURI()).toString();
    }

    @Test
    void analyzeSemeaiPrintsTwoCodesAndAMove() throws Exception {
        GtpEngine e = new GtpEngine();
        assertEquals("=\n\n", e.handle("loadsgf " + sgf("_semeai_C0_001.sgf")));
        String a = e.handle("1 analyze_semeai A11 A10");
        assertTrue(a.matches("=1 1 1 (PASS|A9|C9)\n\n"), a);
        assertEquals("=2 0 0 PASS\n\n", e.handle("2 analyze_semeai A10 A11"));
    }

    @Test
    void owlCommandsAnswerCodeThenMove() throws Exception {
        GtpEngine e = new GtpEngine();
        e.handle("boardsize 5");
        for (String m : new String[] {"A4", "B4", "C4", "D4", "E4", "A3", "C3", "A2", "C2", "D2", "E2",
                "A1", "B1", "C1", "D1", "E1"}) {
            e.handle("play b " + m);
        }
        e.handle("play w B3");
        assertEquals("= 1 B2\n\n", e.handle("owl_attack B3"));
        assertEquals("= 0\n\n", e.handle("owl_defend B3"));
        assertEquals("= 0\n\n", e.handle("owl_attack A1"));
        assertTrue(e.handle("owl_defend A1").startsWith("= 1 "));
        assertEquals("= alive\n\n", e.handle("dragon_status A1"));
        assertEquals("= dead\n\n", e.handle("dragon_status B3"));
        assertEquals("= 1\n\n", e.handle("owl_does_attack B2 B3"));
        assertEquals("= 0\n\n", e.handle("owl_does_defend D3 B3"), "White's D3 does not save B3");
        assertEquals("= 1\n\n", e.handle("owl_does_defend D3 A1"), "Black's D3 keeps the eyes");
        assertTrue(e.handle("owl_does_defend B2 B3").startsWith("? illegal move"), "suicide");
    }

    @Test
    void attackAndDefendReadOneChainWithGnuGosCodes() {
        GtpEngine e = new GtpEngine();
        e.handle("boardsize 9");
        for (String m : new String[] {"E9", "D8", "C9", "D7", "C8"}) {
            e.handle("play b " + m);
        }
        for (String m : new String[] {"F9", "E8", "E7"}) {
            e.handle("play w " + m);
        }
        // GNU Go 3.8 gives the same four answers.
        assertEquals("= 2 D9\n\n", e.handle("attack E9"), "White's capture on D9 can be retaken: a ko");
        assertEquals("= 1 D9\n\n", e.handle("defend E9"));
        assertEquals("= 0\n\n", e.handle("attack E7"));
        assertEquals("= 1 PASS\n\n", e.handle("defend C8"), "five liberties: safe without a move");
        assertTrue(e.handle("attack A1").startsWith("? vertex must not be empty"));
        assertTrue(e.handle("defend").startsWith("? "));
    }

    /**
     * TacticsSolverTest's ko: two one-eyed black groups that connect on D1, where White takes the
     * D2 stone as a ko.
     */
    private static GtpEngine koPosition() {
        GtpEngine e = new GtpEngine();
        e.handle("boardsize 7");
        for (String m : new String[] {"A2", "B2", "D2", "F2", "G2", "B1", "C1", "E1", "F1"}) {
            e.handle("play b " + m);
        }
        for (String m : new String[] {"A3", "B3", "C3", "D3", "E3", "F3", "G3", "C2", "E2"}) {
            e.handle("play w " + m);
        }
        return e;
    }

    @Test
    void owlKoCodesFollowTheGameKo() {
        GtpEngine e = koPosition();
        assertEquals("= 2 D1\n\n", e.handle("owl_attack B1"));
        assertEquals("=\n\n", e.handle("play w D1"));
        assertEquals("= 3 D2\n\n", e.handle("owl_defend B1"), "White just took: Black needs a threat first");
        e.handle("play b G7");
        e.handle("play w A7");
        assertEquals("=\n\n", e.handle("play b D2"));
        assertEquals("= 3 D1\n\n", e.handle("owl_attack B1"), "Black just retook: White needs a threat first");
    }

    @Test
    void owlDoesCommandsTurnTheKoCodeRound() {
        GtpEngine e = koPosition();
        // White's D1 takes D2 as a ko; Black then needs a threat first (owl_defend "3 D2").
        assertEquals("= 2\n\n", e.handle("owl_does_attack D1 B1"), "a good ko for the attacker");
        assertEquals("= 1\n\n", e.handle("owl_does_defend D1 B1"), "connecting leaves no ko");
        // After Black's tenuki White takes first: Black lives only by a bad ko.
        assertEquals("= 3\n\n", e.handle("owl_does_defend G7 B1"));
    }

    @Test
    void emptyVerticesAreRejected() {
        GtpEngine e = new GtpEngine();
        assertTrue(e.handle("owl_attack D4").startsWith("? vertex must not be empty"));
        assertTrue(e.handle("analyze_semeai D4 E5").startsWith("?"));
        assertEquals("= true\n\n", e.handle("known_command analyze_semeai"));
    }
}
