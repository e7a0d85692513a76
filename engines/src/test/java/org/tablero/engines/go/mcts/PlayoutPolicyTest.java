package org.tablero.engines.go.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

class PlayoutPolicyTest {

    private static GoBoard board(String position) throws Exception {
        return GoPositionNotation.read(position).board();
    }

    /** How often White's playout reply to Black's {@code last} is {@code move}, over 200 seeds. */
    private static int replies(GoBoard b, String last, String move) {
        int count = 0;
        for (int seed = 0; seed < 200; seed++) {
            PlayoutPolicy policy = new PlayoutPolicy(seed, true);
            if (policy.select(b, Stone.WHITE, Vertex.parse(b.size(), last)) == Vertex.parse(b.size(), move)) {
                count++;
            }
        }
        return count;
    }

    @Test
    void extendsOutOfAnAtariThatIsNoLadder() throws Exception {
        // Black's D5 put White D4 in atari; the G3 stone breaks the ladder, so E4 saves it.
        assertEquals(200, replies(board("9/9/9/9/3XX4/2XO5/3X2O2/9/9 w - 0 0"), "D5", "E4"));
    }

    @Test
    void killsAnEyeSpaceByItsVitalPoint() throws Exception {
        // Black's D1 walled a bulky five; unless White takes B1 at once, Black lives there.
        assertEquals(200, replies(board("9/9/9/9/9/9/XXXX5/2XX5/3X5 w - 0 0"), "D1", "B1"));
    }

    @Test
    void doesNotRunAlongALadder() throws Exception {
        // The same atari without the breaker: E4 only makes the ladder longer. Other rules
        // (patterns, random moves) may still pick it now and then.
        int runs = replies(board("9/9/9/9/3XX4/2XO5/3X5/9/9 w - 0 0"), "D5", "E4");
        assertTrue(runs < 60, "ran out " + runs + " times in 200");
    }

    @Test
    void capturesTheLastMoveWhenItIsInAtari() throws Exception {
        // Black's D5 is in atari at E5 (White C5 D6 D4 E... around it): White takes it.
        GoBoard b = board("9/9/9/3O5/2OX5/3O5/9/9/9 w - 0 0");
        assertEquals(200, replies(b, "D5", "E5"));
    }

    @Test
    void ataresTheLastMoveWhereTheAtariCapturesIt() throws Exception {
        // Black's D5 hane has liberties D6 and C5 (White E5, C4 and D4 beside it). White's D6
        // drives it along a ladder to the edge; C5 would let it out at D6, so is not the rule's.
        GoBoard b = board("9/9/9/9/3XO4/2OO5/9/9/9 w - 0 0");
        assertTrue(replies(b, "D5", "D6") > 150, "D6 " + replies(b, "D5", "D6") + " times in 200");
        assertTrue(replies(b, "D5", "C5") < 20, "C5 " + replies(b, "D5", "C5") + " times in 200");
    }

    @Test
    void givesOwnChainsWithTwoLibertiesRoom() throws Exception {
        // Black's E4 left White D4 with two liberties, C4 and D3 (Black D5 and E4 beside it);
        // White extends where that gives three liberties.
        GoBoard b = board("9/9/9/9/3X5/3OX4/9/9/9 w - 0 0");
        int extended = replies(b, "E4", "C4") + replies(b, "E4", "D3");
        assertTrue(extended > 150, "extended " + extended + " times in 200");
    }

    @Test
    void fillsTheBoardWhereAPointAndItsEightNeighboursAreEmpty() throws Exception {
        // A 19x19 board with Black stones on D4 and Q4, White to answer D4: no rule answers it,
        // so with fill-board on every reply is a point whose eight neighbours are empty (without
        // it, random moves land on the edge or next to a stone now and then).
        GoBoard b = board("19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/3X11X3/19/19/19 w - 0 0");
        int last = Vertex.parse(19, "D4");
        int s = b.offset(3);
        for (int seed = 0; seed < 200; seed++) {
            PlayoutPolicy policy = new PlayoutPolicy(seed, true);
            policy.fillBoard(8);
            int m = policy.select(b, Stone.WHITE, last);
            for (int q : new int[] {m - s - 1, m - s, m - s + 1, m - 1, m + 1, m + s - 1, m + s, m + s + 1}) {
                assertEquals(Stone.EMPTY, b.get(q),
                        "seed " + seed + ": " + Vertex.format(19, m) + " is not in an empty 3x3 area");
            }
        }
    }

    @Test
    void fillBoardGivesWayToSavingAStoneInAtari() throws Exception {
        // Black's D5 put White D4 in atari (the 9x9 ladder-breaker position): saving it still
        // comes first.
        GoBoard b = board("9/9/9/9/3XX4/2XO5/3X2O2/9/9 w - 0 0");
        int count = 0;
        for (int seed = 0; seed < 200; seed++) {
            PlayoutPolicy policy = new PlayoutPolicy(seed, true);
            policy.fillBoard(8);
            if (policy.select(b, Stone.WHITE, Vertex.parse(9, "D5")) == Vertex.parse(9, "E4")) {
                count++;
            }
        }
        assertEquals(200, count);
    }
}
