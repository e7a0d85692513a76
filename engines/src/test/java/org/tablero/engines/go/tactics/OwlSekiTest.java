package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

/** Seki in the owl game: the owner's pass that starts seki play (see {@link TacticalSearch}). */
class OwlSekiTest {

    /** owl.tst 172 (incident278.sgf, move 318): Black's big dragon on the first lines, A6. */
    private static final String INCIDENT_278 = "1X1XOOX10X1/XXX1XOXXXX6X1X/XOXXXOOOOXXXXXXXOX1/OOOXO2O1OOXOOOXOXX/"
            + "OXOOOO1O1O1OOOOOOOO/XXXO5OO1OXOOOOO/2XOOO1OOO1OXXXOXOX/1XXXXO2O1O1OX1XXXX/X2XOOO2O2OXX2X1/"
            + "XXXOOXXO2O1OOXXOOX/OXXXXXOO1O4OOXXX/OOXOOXXOO3OOO1OX1/OOOOOOOO1O1OXXO1OXX/XOXOXOOXOO1OX1OO1OX/"
            + "XXXOXOXXO1OXXXXO1OO/XXXXXXXOOXOOOOXOOXO/3XOOXOOXO2OXOXXX/XOOXXOOOXXXOOXXXXXX/3XXXO5OOX2X1 b - 18 30";
    /** owl.tst 175 (incident225.sgf, move 254): White's dragon along the top edge, A19. */
    private static final String INCIDENT_225 = "OOOOOOX2OXXXXOX3/XOXOXO1XOOXXOOOOX2/XXXOXOO1OXXO1O1OXO1/3XXO1OOXOOX1O1O2/"
            + "1X1XXXOOOXXOOO1OXO1/2XOOXXXXXOXXXXXXX1/3XOXXOOOO1XO2OOO/3XOOOOOX1OOOO1OXX/4XOOXOO1O1XO1OX1/"
            + "3XXOXXXOOOOXOXXO1/5XXXXXXXOXOO1O1/3X4XX1XXOOXXOO/4OOXXXOX1XXXOOOX/2X1O1XOOOX1XOXXXXX/"
            + "4OXXXOXXXOOX1XOX/3XXOXXOXOOO1OXXOX/2XXOOOOOO4OOOOX/1XOOO10OXOX/1XXXO10OXXX b - 3 4";
    /** ld_owl.tst 322 (life_and_death/mixed3.sgf): White's K13 dragon on 13x13, dead. */
    private static final String MIXED_3 = "2OX4XOXX1/2OXX3XO1O1/3OX3XOOO1/OOOOX3XXXOX/XXXXX5XXO/10X1O/10XX1/"
            + "10XXX/XXXXX4XXO1/X3X4XO1O/1OOOXXX2XO2/OOXXOOX2XOO1/1O4X3XO1 b - 0 0";

    private final TacticsSolver solver = new TacticsSolver(300_000, 60_000, 1);

    /**
     * After Black B3, White C1 and Black A1 the dragon has two liberties, A3 and C3, and White's
     * B2-C2-C1 has B1 and C3: White fills neither without a self-atari that Black captures, and
     * Black has nothing to play either. That is seki, and the dragon lives, as GNU Go says; when
     * play stopping always killed, White's pass proved the kill and owl_defend answered the bad
     * ko "3 B1".
     */
    @Test
    void aDragonInSekiLivesWhenTheAttackerCanOnlyWait() throws Exception {
        GoBoard root = GoPositionNotation.read(INCIDENT_278).board();
        int a6 = Vertex.parse(19, "A6");
        GoBoard b = root.copy();
        b.play(Vertex.parse(19, "B3"), Stone.BLACK);
        b.play(Vertex.parse(19, "C1"), Stone.WHITE);
        b.play(Vertex.parse(19, "A1"), Stone.BLACK);
        Region region = TacticsSolver.owlRegion(root, a6);
        TacticalSearch attack = new TacticalSearch(b, Stone.WHITE, a6, 0, false, region, new Budget(300_000, 60_000)).owl();
        assertEquals(Outcome.LOSS, attack.solve(b, Stone.WHITE).outcome());
        String defence = code(solver.owlDefend(root, a6));
        assertTrue(defence.matches("1 (B3|C1)"), defence);
    }

    /** "Black can do no better than seki with H17", the file says: the attack fails. */
    @Test
    void anAttackThatOnlyReachesSekiFails() throws Exception {
        GoBoard b = GoPositionNotation.read(INCIDENT_225).board();
        assertEquals("0", code(solver.owlAttack(b, Vertex.parse(19, "A19"))));
    }

    /**
     * White's eyes here are its own liberties, with no enemy chain sharing them, so the owner gets
     * no seki pass: the dragon is dead and the attack names a move, as GNU Go's does. Offering
     * seki play there read the dragon as alive, because the attacker's way to spoil the eye on
     * N10, taking White's N8-N9 from outside, lies beyond the owl's region.
     */
    @Test
    void ownEyesAloneAreNoSeki() throws Exception {
        GoBoard b = GoPositionNotation.read(MIXED_3).board();
        String attack = code(solver.owlAttack(b, Vertex.parse(13, "K13")), 13);
        assertTrue(attack.matches("1 (N11|N13|PASS)"), attack);
    }

    private static String code(TacticsSolver.Answer a) {
        return code(a, 19);
    }

    private static String code(TacticsSolver.Answer a, int size) {
        return a.first() + (a.outcome() == Outcome.WIN ? " " + (a.move() == Vertex.PASS ? "PASS" : Vertex.format(size, a.move())) : "");
    }
}
