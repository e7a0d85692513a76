package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

/**
 * The tactical reading of one chain (GNU Go's {@code attack} and {@code defend}) on small 9x9
 * positions. Each expected answer is GNU Go 3.8's on the same moves ({@code boardsize 9},
 * {@code play}, then {@code attack} or {@code defend}), except where a comment says otherwise.
 */
class ChainReadingTest {

    private final ChainReading reading = new ChainReading(1_000_000, 30_000);

    /** White's E5 between Black's D5, E4 and F6: two liberties, a ladder either way. */
    private static GoBoard ladder(String... whiteBreakers) {
        GoBoard b = new GoBoard(9);
        play(b, Stone.WHITE, "E5");
        play(b, Stone.BLACK, "D5", "E4", "F6");
        play(b, Stone.WHITE, whiteBreakers);
        return b;
    }

    @Test
    void aLadderKillsAndItsMoveLeavesNoDefence() {
        GoBoard b = ladder();
        TacticsSolver.Answer a = reading.attack(b, at("E5"));
        assertEquals(1, a.first(), "GNU Go: 1 E6");
        assertTrue(Set.of("E6", "F5").contains(name(a.move())), name(a.move()));
        play(b, Stone.BLACK, name(a.move()));
        assertEquals(Outcome.LOSS, reading.defend(b, at("E5")).outcome(), "GNU Go agrees after either move");
    }

    @Test
    void ladderBreakersOnBothPathsSaveTheStone() {
        GoBoard b = ladder("H3", "C7");
        assertEquals(Outcome.LOSS, reading.attack(b, at("E5")).outcome());
        TacticsSolver.Answer d = reading.defend(b, at("E5"));
        assertEquals(1, d.first(), "GNU Go: 1 E6");
        assertTrue(Set.of("E6", "F5").contains(name(d.move())), name(d.move()));
    }

    /** Black's E9 with its one liberty D9, where a White stone would stand alone in atari. */
    private static GoBoard koOnTheEdge() {
        GoBoard b = new GoBoard(9);
        play(b, Stone.BLACK, "E9", "D8", "C9", "D7", "C8");
        play(b, Stone.WHITE, "F9", "E8", "E7");
        return b;
    }

    @Test
    void aCaptureTheOwnerCanRetakeIsAKo() {
        GoBoard b = koOnTheEdge();
        assertEquals("2 D9", answer(reading.attack(b, at("E9"))), "White takes the ko first");
        assertEquals("1 D9", answer(reading.defend(b, at("E9"))), "connecting leaves no ko");
    }

    @Test
    void theKoJustTakenIsBannedForTheOtherSide() {
        GoBoard b = koOnTheEdge();
        play(b, Stone.WHITE, "D9");
        assertEquals("1 E9", answer(reading.defend(b, at("D9"))), "White connects");
        // Black may not retake on E9 at once; GNU Go also answers 2 E6, the atari on E7-E8 that
        // comes before the retake.
        assertEquals("2 E6", answer(reading.attack(b, at("D9"))));
    }

    @Test
    void fiveLibertiesNeedNoReading() {
        GoBoard b = new GoBoard(9);
        play(b, Stone.BLACK, "C5", "D5", "E5", "F5", "G5");
        play(b, Stone.WHITE, "C6", "D6");
        assertEquals("0", answer(reading.attack(b, at("E5"))));
        assertEquals("1 PASS", answer(reading.defend(b, at("E5"))));
    }

    /**
     * A chain whose two liberties are its two eyes: the attacker can play neither, and the
     * owner's every move fills an eye, so the defence is to pass. GNU Go 3.8 answers "0" to
     * {@code defend} here (and "0" to {@code attack}): its defence must be a move.
     */
    @Test
    void twoEyesAreDefendedByPassing() {
        GoBoard b = new GoBoard(9);
        play(b, Stone.BLACK, "B1", "A2", "B2", "C2", "D2", "D1");
        play(b, Stone.WHITE, "A3", "B3", "C3", "D3", "E3", "E2", "E1");
        assertEquals("0", answer(reading.attack(b, at("B1"))));
        assertEquals("1 PASS", answer(reading.defend(b, at("B1"))));
    }

    /**
     * White's C1 in atari, whose capture at D1 leaves Black's three stones D1-D2-C2 in atari on
     * C1: White takes them back (a snapback), so the capture is no attack.
     */
    @Test
    void aCaptureThatIsASnapbackIsNoAttack() {
        GoBoard b = new GoBoard(9);
        play(b, Stone.BLACK, "B1", "C2", "D2");
        play(b, Stone.WHITE, "C1", "B2", "C3", "D3", "E2", "E1");
        assertEquals("0", answer(reading.attack(b, at("C1"))));
        assertEquals("1 D1", answer(reading.defend(b, at("C1"))), "joining E1-E2");
    }

    /**
     * Black's chain of four liberties inside White's wall (reading.tst 195): J4, next to three of
     * its liberties, makes its second eye.
     */
    @Test
    void aChainOfFourLibertiesMakesItsEyeNextToThem() {
        GoBoard b = new GoBoard(9);
        play(b, Stone.BLACK, "C6", "D6", "E6", "F6", "H6", "J6", "D5", "G5", "H5", "D4", "G4", "D3", "G3",
                "H3", "H2", "J2", "D1");
        play(b, Stone.WHITE, "C7", "D7", "E7", "F7", "G7", "H7", "J7", "G6", "F5", "F4", "F3", "F2", "G2",
                "F1", "G1", "H1");
        assertEquals(1, reading.attack(b, at("H6")).first(), "GNU Go: 1 J4");
        assertEquals("1 J4", answer(reading.defend(b, at("H6"))));
        play(b, Stone.BLACK, "J4");
        assertEquals("0", answer(reading.attack(b, at("H6"))));
    }

    /**
     * White's P16-P14 chain has two liberties beside Black's four-liberty Q16-S15 (reading.tst 92,
     * the upper right corner alone): only T15, a liberty of Black's chain, wins the race, a move
     * the defence tries last.
     */
    @Test
    void aRaceWithALongerChainIsTheLastDefence() {
        GoBoard b = new GoBoard(19);
        play(b, Stone.BLACK, "O18", "O17", "P17", "S17", "K16", "O16", "Q16", "R16", "S16", "O15", "S15", "O14",
                "O13", "P13", "S13", "Q12", "R12", "S12", "K10", "Q10");
        play(b, Stone.WHITE, "Q19", "P18", "S18", "T18", "Q17", "R17", "T17", "M16", "P16", "P15", "P14", "Q14",
                "S14", "Q13", "R13", "Q8");
        assertEquals("1 Q15", answer(reading.attack(b, Vertex.parse(19, "P16")), 19));
        assertEquals("1 T15", answer(reading.defend(b, Vertex.parse(19, "P16")), 19), "GNU Go: 1 T15");
    }

    /**
     * reading.tst 211: White's A3 in atari lives only through a ko it must win (the file: 3 B4, C4
     * or C1). Our earlier answer, B1, is refuted once the attacker's first reply may also take a
     * liberty of a chain White's stones could join, as the attacker's first move may. GNU Go 3.8
     * answers "0" here.
     */
    @Test
    void theAttackersFirstReplyMayStopAJoin() {
        GoBoard b = new GoBoard(9);
        play(b, Stone.BLACK, "E9", "G9", "E8", "F8", "E7", "G7", "H7", "A6", "D6", "E6", "H6", "J6", "A5", "B5",
                "C5", "A4", "D4", "E4", "H4", "B3", "C3", "D3", "J3", "D2", "D1", "E1");
        play(b, Stone.WHITE, "D9", "B8", "D8", "A7", "D7", "F7", "B6", "C6", "F6", "G6", "D5", "E5", "F5", "H5",
                "J5", "F4", "G4", "A3", "E3", "G3", "H3", "B2", "E2", "F2", "A1", "F1");
        TacticsSolver.Answer d = reading.defend(b, at("A3"));
        assertEquals(3, d.first(), answer(d));
        assertTrue(Set.of("B4", "C4", "C1").contains(name(d.move())), answer(d));
    }

    /**
     * reading.tst 186, its upper left alone: White's C19 corner chain has two liberties beside
     * Black's three-liberty chain C14-D12, which would gain room by taking White's D11, in atari
     * on E11. Saving D11 is the defence (GNU Go 3.8 answers 1 E11 too; its attack is "2 A16", a
     * ko, where ours is "1 A18").
     */
    @Test
    void savingAStoneBesideTheAttackersChainKeepsItShort() {
        GoBoard b = new GoBoard(19);
        play(b, Stone.BLACK, "D19", "E19", "E18", "F18", "A17", "D17", "B16", "D16", "E16", "F16", "G16", "A15",
                "B15", "D15", "G15", "A14", "B14", "C14", "G14", "A13", "C13", "D13", "E13", "G13", "H13",
                "A12", "C12", "D12", "J12", "B11", "C11", "J11", "C10", "D10", "G10", "H10", "D9", "J9", "E8",
                "F8");
        play(b, Stone.WHITE, "A19", "C19", "B18", "C18", "D18", "B17", "C17", "E17", "C16", "C15", "F15", "D14",
                "E14", "F14", "F13", "E12", "F12", "H12", "A11", "D11", "F11", "H11", "A10", "B10", "E10",
                "F10", "C9", "E9", "F9", "G9", "A8", "B8", "C8", "D8");
        assertEquals(Outcome.WIN, reading.attack(b, Vertex.parse(19, "C19")).outcome());
        assertEquals("1 E11", answer(reading.defend(b, Vertex.parse(19, "C19")), 19));
    }

    /**
     * reading.tst 177 (its position after the file's three {@code trymove}s): White's K4 chain
     * has three liberties, and N1, which takes Black's N2 in atari beside White's M2 on K4's
     * liberty L2, is the defence the file and GNU Go 3.8 give.
     */
    @Test
    void aChainOfThreeLibertiesJoinsAFriendByCapturing() throws Exception {
        GoBoard b = GoPositionNotation.read("1OX3XOOO1O1/OXX1X1XXOXOO1/1OXX1XOOOXXOO/2OXXOOXX1XXO/1O1OOOOXOX2X/"
                + "1OOXXXOX3XX/1O1OOXO1X1XXO/2OXXXXX1XXXO/1O1XOXOOXXOOO/1OXXOOX1XOX1O/OXXO1O1XXO1XO/OXO1O2XOO1OX/"
                + "1XOOO2XXO3 w - 0 0").board();
        assertEquals("1 N1", answer(reading.defend(b, Vertex.parse(13, "K4")), 13));
    }

    /**
     * reading.tst 88: White's G6 chain has three liberties (F6, H5, H4), and its friend E6 two
     * (E7, F6). Black's F2 fills a liberty of its own only; White then lives by joining E6 and
     * making it strong (GNU Go: D5; E7 too), a defence found three moves below the root, so
     * Black must attack with D5 or E4 as the file and GNU Go 3.8 (E4) do.
     */
    @Test
    void aChainOfThreeLibertiesJoinsAFriendBelowTheRoot() throws Exception {
        GoBoard b = GoPositionNotation.read(
                "1O1XXX3/OO3XX2/O4OXX1/OO1XO1OXX/1O2XOO1X/1OO2XO1X/2OOOXOXX/3OX1XX1/3OXXX2 b - 0 0").board();
        TacticsSolver.Answer a = reading.attack(b, at("G6"));
        assertEquals(1, a.first());
        assertTrue(Set.of("D5", "E4").contains(name(a.move())), name(a.move()));
        play(b, Stone.BLACK, "F2");
        assertEquals(Outcome.WIN, reading.defend(b, at("G6")).outcome(), "GNU Go: 1 D5");
    }

    /**
     * reading.tst 52 (games/reading02.sgf): White's C3 has two liberties, and so has Black's
     * E1-E2 beside it, racing White's three-liberty F2-G2. Black's H2 shortens F2-G2 and wins
     * that race, and with it C3 (the file and GNU Go 3.8: 1 H2). None of the attacker's usual
     * moves touches F2-G2: it is tried after them, at the root ({@code -Dtablero.reading.around=-1}
     * answers 0).
     */
    @Test
    void anAttackShortensTheChainThatRacesItsNeighbour() throws Exception {
        GoBoard b = GoPositionNotation.read("9/9/7OO/XX5O1/1X5OO/XXXXXX1O1/1XOOOXXOO/XXO1XOO2/3OX4 b - 0 0").board();
        assertEquals("1 H2", answer(reading.attack(b, at("C3"))));
        assertEquals("1 H2", answer(reading.attack(b, at("D1"))), "reading.tst 53");
    }

    /**
     * reading.tst 155 (games/reading32.sgf): the file says White cannot take Black's G9. Tried
     * as a race around it, White's J3 puts Black's wall G6-J4 in atari; Black saves it by taking
     * the stone that has it in atari, F6, with E6 (GNU Go 3.8: 1 E6), a move no usual defence
     * touches. Main answered 0 after J3.
     */
    @Test
    void aChainInAtariBesideTheAttackerIsSavedByACapture() throws Exception {
        GoBoard b = GoPositionNotation.read(
                "2X1XOXXX/2X1XOO2/2XXXXOOO/3X1OXXX/3XXXOX1/3XOOOXX/3XO1OO1/3XOO1OO/3XO4 w - 0 0").board();
        assertEquals("0", answer(reading.attack(b, at("G9"))), "the file");
        play(b, Stone.WHITE, "J3");
        assertEquals("1 E6", answer(reading.defend(b, at("G9"))));
    }

    /**
     * reading.tst 140 (games/reading24.sgf, move 48): the file and GNU Go 3.8 say White's E2
     * cannot be taken; we answered "3 H3". Black's H3 shortens White's wall F3-G3, which races
     * Black's E3 beside E2; White's H2 takes a liberty of the stone that did it, a defence only
     * the defence's race around tries (GNU Go's is D3, which takes E3).
     */
    @Test
    void aRaceAroundIsAnsweredByShorteningTheStonesThatMadeIt() throws Exception {
        GoBoard b = GoPositionNotation.read(
                "1XXX2X1X/1OXOX2XO/O1OOXXXOO/2OXXOOO1/2OXXXXO1/1OXXOOXO1/1OX1XOO2/3XO4/3X1O3 w - 0 0").board();
        assertEquals("0", answer(reading.attack(b, at("E2"))));
    }

    /**
     * reading.tst 30 (games/incident118.sgf, move 252): White's J10 lives by a ko it takes first,
     * after J1 (the file and GNU Go 3.8: 2 J1). The line needs White's answer to a race around
     * the chain on its second turn, not only on its first; main answered 0.
     */
    @Test
    void theDefenderAnswersARaceAroundOnItsSecondTurnToo() throws Exception {
        GoBoard b = GoPositionNotation.read("10XOOOOOX2/2X1OX1XOOXXXOOXXX1/4X2XO1XXXXOXOX1/3X1X1XOXX1XXOXOO1/"
                + "2X4XXOXXOOOOXX1/7XOOOOO1O1OX1/1XOOXX1XO2X1O1OOXX/1XXX1XXXXOOX2OXX1X/X3X3XO1X1OXX1X1/"
                + "OXXXOX1XOXX3OX3/OOXOOXXXOX1XXOOXX1X/2OOXXOOOXOOX1OXXXX/1O1OXXO1OXOXOOOOOOO/"
                + "3XOXOOXO1XOXXXXO1/1O1XOOOOXOOOXXOOOOO/3XXXOXXXXO1XOXXO1/2OX1XOX1XO1OXOXOO1/"
                + "2OOX1OXXOOOXXXXO2/4X1OX1XXO7 b - 13 4").board();
        assertEquals("2 J1", answer(reading.defend(b, Vertex.parse(19, "J10")), 19));
    }

    /**
     * reading.tst 118 (games/reading15.sgf): White's G9 has three liberties, two of them shared
     * with White's F6-F8, which has three too. Black's E8 shortens F6-F8, so G9 cannot join it
     * (the file: D9 or E8; GNU Go 3.8: 1 E8). Main answered 0.
     */
    @Test
    void anAttackShortensTheFriendATargetOfThreeLibertiesWouldJoin() throws Exception {
        GoBoard b = GoPositionNotation.read(
                "XOO1X1OO1/XO1O1O1OX/XXOOXOOXX/XXXOXOXXX/OOXXXXXOO/O1OX1XO1O/1OOX1XOO1/X2X1X2X/1OXX1XXOO b - 0 0")
                .board();
        TacticsSolver.Answer a = reading.attack(b, at("G9"));
        assertEquals(1, a.first(), answer(a));
        assertTrue(Set.of("D9", "E8").contains(name(a.move())), answer(a));
    }

    /**
     * reading.tst 203 (games/reading46.sgf): Black's H9 has three liberties, one of them, G9,
     * shared with Black's F9, whose other liberty is E9. White's E9 is a self-atari off H9's
     * liberties, a throw-in the usual moves drop; as a friend's liberty in the second tier it is
     * read, and it kills (the file and GNU Go 3.8: 1 E9). Main answered 0.
     */
    @Test
    void aThrowInAgainstTheFriendIsReadInTheSecondTier() throws Exception {
        GoBoard b = GoPositionNotation.read("O1O2X1XX/1OOXXOXX1/OOXXOOO1O/XX1XO1OOO/X1XOO4/1XXO5/XXOO5/OOO6/9 b - 0 0")
                .board();
        assertEquals("1 E9", answer(reading.attack(b, at("H9"))));
    }

    /**
     * reading.tst 96 (games/reading13.sgf, move 3): White's B5 has three liberties against
     * Black's chain C1-E4 with two, D1 and D3. Black's E1 is apart, with D1 and F1. White's F1
     * ataris E1, which can only connect at D1, Black's own liberty: a ko White takes first (the
     * file and GNU Go 3.8: 2 F1). Main answered 0.
     */
    @Test
    void anAtariMakesTheAttackerConnectOnItsOwnLiberty() throws Exception {
        GoBoard b = GoPositionNotation.read("9/9/3XXX3/XXXX1X3/XOOOOX3/XOXXXOOO1/1OX1XO1OO/OOXXOOO1O/1OX1X1OO1 w - 1 2")
                .board();
        assertEquals("2 F1", answer(reading.defend(b, at("B5"))));
    }

    @Test
    void aSpentBudgetAnswersUnknown() {
        ChainReading tiny = new ChainReading(1, 30_000);
        assertEquals(Outcome.UNKNOWN, tiny.attack(ladder(), at("E5")).outcome());
    }

    @Test
    void theCallersBoardIsLeftAsItWas() {
        GoBoard b = ladder();
        GoBoard before = b.copy();
        reading.attack(b, at("E5"));
        reading.defend(b, at("E5"));
        assertEquals(before.hash(), b.hash());
        assertEquals(before.koPoint(Stone.BLACK), b.koPoint(Stone.BLACK));
    }

    private static String answer(TacticsSolver.Answer a) {
        return answer(a, 9);
    }

    private static String answer(TacticsSolver.Answer a, int size) {
        return switch (a.outcome()) {
            case WIN -> a.first() + " " + (a.move() == Vertex.PASS ? "PASS" : Vertex.format(size, a.move()));
            case LOSS -> "0";
            case UNKNOWN -> "unknown";
        };
    }

    private static void play(GoBoard b, int colour, String... points) {
        for (String p : points) {
            b.play(Vertex.parse(b.size(), p), colour);
        }
    }

    private static int at(String vertex) {
        return Vertex.parse(9, vertex);
    }

    private static String name(int point) {
        return Vertex.format(9, point);
    }
}
