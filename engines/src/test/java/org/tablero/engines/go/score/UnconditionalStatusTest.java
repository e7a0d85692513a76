package org.tablero.engines.go.score;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Vertex;
import org.tablero.engines.go.score.UnconditionalStatus.Status;

/**
 * GNU Go's unconditional status on small positions. The two 9x9 eye spaces are the pair of
 * shapes engine/unconditional.c draws to tell a seki from a nakade; GNU Go 3.8, asked
 * {@code unconditional_status} on every point of both boards, answers as these tests expect
 * (and as {@link UnconditionalStatus} does on all 162 points).
 */
class UnconditionalStatusTest {

    /** A board from rows drawn top row first: X black, O white, '.' empty. */
    private static GoBoard board(String... rows) throws Exception {
        Matcher empties = Pattern.compile("\\.+").matcher(String.join("/", rows));
        StringBuilder notation = new StringBuilder();
        while (empties.find()) {
            empties.appendReplacement(notation, Integer.toString(empties.group().length()));
        }
        empties.appendTail(notation);
        return GoPositionNotation.read(notation + " w - 0 0").board();
    }

    private static Status at(GoBoard b, Status[] status, String vertex) {
        return status[Vertex.parse(b.size(), vertex)];
    }

    @Test
    void anEnemyStoneInAnEyeOfAnInvincibleGroupIsDeadAndTheEyeIsTerritory() throws Exception {
        GoBoard b = board(".....", ".....", "XXXX.", ".X.X.", "OX.X.");
        Status[] s = UnconditionalStatus.of(b);
        assertEquals(Status.ALIVE, at(b, s, "B1"));
        assertEquals(Status.DEAD, at(b, s, "A1"));
        assertEquals(Status.BLACK_TERRITORY, at(b, s, "C1"));
        assertEquals(Status.BLACK_TERRITORY, at(b, s, "A2"));
        assertEquals(Status.UNDECIDED, at(b, s, "E5"), "White can live in the open part");
    }

    @Test
    void nothingIsSettledWithoutAnInvincibleChain() throws Exception {
        GoBoard b = board(".....", ".....", "..X..", ".....", "..O..");
        Status[] s = UnconditionalStatus.of(b);
        for (String v : new String[] {"C3", "C1", "A1", "E5"}) {
            assertEquals(Status.UNDECIDED, at(b, s, v), v);
        }
    }

    @Test
    void aPairThatCanFormASekiInsideTheEyeSpaceKeepsItUndecided() throws Exception {
        GoBoard b = board(
                "..OOOO.O.",
                "OOOXXO.O.",
                "OXX.XOOO.",
                "OX.OXXOO.",
                "OXXO.XOO.",
                "OOX.XXOO.",
                ".OXXXOOO.",
                ".OOOOO.O.",
                "OOOOOOOO.");
        Status[] s = UnconditionalStatus.of(b);
        assertEquals(Status.ALIVE, at(b, s, "C9"), "the ring lives on its corner eyes");
        assertEquals(Status.WHITE_TERRITORY, at(b, s, "A9"));
        assertEquals(Status.UNDECIDED, at(b, s, "D8"), "Black lives in seki with the pair");
        assertEquals(Status.UNDECIDED, at(b, s, "D6"));
        assertEquals(Status.UNDECIDED, at(b, s, "D7"));
    }

    @Test
    void theSameSpaceWithThePairsNeighboursCutApartIsANakade() throws Exception {
        GoBoard b = board(
                ".OOOOO.O.",
                ".OXXXO.O.",
                "OOX.XOOO.",
                "OX.OXOOO.",
                "OXXO.XOO.",
                "OOX.XXOO.",
                ".OXXXOOO.",
                ".OOOOO.O.",
                "OOOOOOOO.");
        Status[] s = UnconditionalStatus.of(b);
        assertEquals(Status.DEAD, at(b, s, "D8"));
        assertEquals(Status.DEAD, at(b, s, "C5"));
        assertEquals(Status.WHITE_TERRITORY, at(b, s, "D7"));
        assertEquals(Status.ALIVE, at(b, s, "D6"));
    }
}
