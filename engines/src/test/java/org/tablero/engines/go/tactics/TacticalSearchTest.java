package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

/** The df-pn capture search on races small enough to check by hand. */
class TacticalSearchTest {

    private static GoBoard board(String position) throws Exception {
        return GoPositionNotation.read(position).board();
    }

    private static TacticalSearch search(GoBoard b, int prover, int kill, int save, boolean mustCapture, long nodes) {
        Region r = Region.around(b, new int[] {kill, save}, 30, 3);
        return new TacticalSearch(b, prover, kill, save, mustCapture, r, new Budget(nodes, 20_000)).withoutStaticRaces();
    }

    @Test
    void theTableHoldsAboutTwoEntriesPerNodeOfTheQuestion() {
        assertEquals(12, TacticalSearch.tableBits(100));
        assertEquals(13, TacticalSearch.tableBits(3_000));
        assertEquals(20, TacticalSearch.tableBits(300_000), "the regression runs at 300k nodes keep the full table");
        assertEquals(20, TacticalSearch.tableBits(Long.MAX_VALUE));
    }

    @Test
    void readsOutAPlainRace() throws Exception {
        // Eight liberties each (LibertyRaceTest.WALLED): the side to move wins by filling one.
        GoBoard b = board(LibertyRaceTest.WALLED);
        int black = b.point(0, 3);
        int white = b.point(0, 4);
        TacticalSearch.Result r = search(b, Stone.BLACK, white, black, true, 2_000_000).solve(b, Stone.BLACK);
        assertEquals(Outcome.WIN, r.outcome());
        assertEquals(5, Vertex.row(b.size(), r.move()), "a White liberty on row 6");
        assertEquals(Outcome.LOSS, search(b, Stone.BLACK, white, black, true, 2_000_000).solve(b, Stone.WHITE).outcome());
        assertEquals(Outcome.LOSS, search(b, Stone.BLACK, white, black, false, 2_000_000).solve(b, Stone.WHITE).outcome());
    }

    @Test
    void theStaticRaceAgreesWithTheSearch() throws Exception {
        GoBoard b = board(LibertyRaceTest.WALLED);
        Region r = Region.around(b, new int[] {b.point(0, 4), b.point(0, 3)}, 30, 3);
        TacticalSearch.Result res = new TacticalSearch(b, Stone.BLACK, b.point(0, 4), b.point(0, 3), true, r,
                new Budget(10_000, 10_000)).solve(b, Stone.BLACK);
        assertEquals(Outcome.WIN, res.outcome());
        assertEquals(5, Vertex.row(b.size(), res.move()));
    }

    @Test
    void anExhaustedBudgetAnswersUnknown() throws Exception {
        GoBoard b = board(LibertyRaceTest.WALLED);
        assertEquals(Outcome.UNKNOWN,
                search(b, Stone.BLACK, b.point(0, 4), b.point(0, 3), true, 1).solve(b, Stone.BLACK).outcome());
    }

    @Test
    void aSearchSharingTheTableStartsFromWhatItHolds() throws Exception {
        GoBoard b = board(LibertyRaceTest.WALLED);
        TacticalSearch owner = search(b, Stone.BLACK, b.point(0, 4), b.point(0, 3), true, 2_000_000);
        TacticalSearch.Result proven = owner.solve(b, Stone.BLACK);
        assertEquals(Outcome.WIN, proven.outcome());
        // One node reads nothing: the proof and its move can only come from the shared table.
        TacticalSearch.Result shared = owner.sharingTable(new Budget(1, 20_000)).solve(b, Stone.BLACK);
        assertEquals(proven, shared);
        assertEquals(Outcome.UNKNOWN,
                search(b, Stone.BLACK, b.point(0, 4), b.point(0, 3), true, 1).solve(b, Stone.BLACK).outcome());
    }
}
