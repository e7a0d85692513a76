package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Vertex;

/**
 * Owl searches on two threads (a helper sharing the main thread's table) give the answers of one
 * thread wherever both settle the question: the helper may only make a proof come sooner. The
 * defences here are settled by both; the test fails if either is left unknown.
 */
class ParallelOwlTest {

    private final TacticsSolver one = new TacticsSolver(400_000, 60_000, 1);
    private final TacticsSolver two = new TacticsSolver(400_000, 60_000, 2);

    /**
     * owl.tst 232 (owl32.sgf): White's C6 is a bad ko; 103 (strategy14.sgf): P6 saves Q6; 120
     * (strategy18.sgf): E6 saves G6; 44 (incident 239): A5 saves A3.
     */
    private static final String[][] DEFENCES = {
        {"1XX2XXXX/OOX2XOOX/1OXXXXO2/XO2XO2O/O1O1XOOOO/1OXXX2O1/OXX2X1OO/XX3XXX1/9 w - 0 0", "A8"},
        {"14X4/2XO3O1X3OXOO2/2XOOO1O3X1OXXO2/1XXOX4O3X1X1X1/1OOX1X1O3X7/16X2/"
                + "2O2X13/8O10/5O8X1O2/2O16/3X15/2X13O2/3O1O9O3/2O12XX2/1OX1X2XX10/1OXX1X1X1X4OOO2/"
                + "1OX3XOXOO2XXXX2/1OOX2XOO10/19 b - 1 0", "Q6"},
        {"4O4/4O4/OOOOOOOOO/XXXX2X1O/2X1O1X2/XXX1OOXXX/OOOXXXOOO/O1OX1XO1O/1OOXX1OO1 b - 0 0", "G6"},
        {"6X2/1OOOXXXX1/1OXOX1XO1/OXXX1XO1O/1O2XOO2/1OOXXXOO1/XOXOXXXXX/XXXOOXOO1/2O1OO1O1 b - 0 0", "A3"},
    };

    /** The outcome and GNU Go's code; the move may differ where several moves are proven. */
    private static String code(TacticsSolver.Answer a) {
        return a.outcome() + " " + a.first();
    }

    /**
     * Settled answers must agree; one side may still be unknown where the other is not (the
     * attack on Q6 is unknown to one thread at this budget and two threads often prove it).
     */
    private static void agree(TacticsSolver.Answer alone, TacticsSolver.Answer helped, String what) {
        if (alone.outcome() != Outcome.UNKNOWN && helped.outcome() != Outcome.UNKNOWN) {
            assertEquals(code(alone), code(helped), what);
        }
    }

    @RepeatedTest(2)
    void twoThreadsDefendAndAttackAsOneDoes() throws Exception {
        for (String[] c : DEFENCES) {
            GoBoard b = GoPositionNotation.read(c[0]).board();
            int dragon = Vertex.parse(b.size(), c[1]);
            TacticsSolver.Answer alone = one.owlDefend(b, dragon);
            TacticsSolver.Answer helped = two.owlDefend(b, dragon);
            assertNotEquals(Outcome.UNKNOWN, alone.outcome(), c[1] + " defence, one thread");
            assertNotEquals(Outcome.UNKNOWN, helped.outcome(), c[1] + " defence, two threads");
            assertEquals(code(alone), code(helped), c[1] + " defence");
            agree(one.owlAttack(b, dragon), two.owlAttack(b, dragon), c[1] + " attack");
        }
    }

    /**
     * The root settled by one thread must survive the other's last write of the root entry,
     * made from older numbers of its children: before that was handled, about one search in a
     * hundred of this defence came back unknown after a few hundred nodes.
     */
    @Test
    void aRootSettledByEitherThreadIsNotLostToTheOther() throws Exception {
        GoBoard b = GoPositionNotation.read(DEFENCES[0][0]).board();
        int dragon = Vertex.parse(9, DEFENCES[0][1]);
        for (int i = 0; i < 300; i++) {
            assertEquals("WIN 3", code(two.owlDefend(b, dragon)), "search " + i);
        }
    }

    @Test
    void helperThreadsEndWithTheQuestion() throws Exception {
        GoBoard b = GoPositionNotation.read(DEFENCES[1][0]).board();
        two.owlDefend(b, Vertex.parse(19, DEFENCES[1][1]));
        Set<String> helpers = Thread.getAllStackTraces().keySet().stream()
                .map(Thread::getName).filter(n -> n.startsWith("tactics-helper")).collect(Collectors.toSet());
        assertEquals(Set.of(), helpers);
    }
}
