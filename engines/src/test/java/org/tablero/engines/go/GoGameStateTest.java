package org.tablero.engines.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;
import org.tablero.engines.game.RulesException.Reason;
import org.tablero.engines.game.Side;

/** Playing moves on the immutable game state, the scoring step and replay speed. */
class GoGameStateTest {

    /** Black D column and White E column walls; White B5 sits dead in Black's area. */
    static final String WALLS = "3XO4/3XO4/3XO4/3XO4/1O1XO4/3XO4/3XO4/3XO4/3XO4 b - 0 0";

    private static GoGameState nine() throws RulesException {
        return GoGameRules.INSTANCE.start(null, Map.of("size", "9"));
    }

    @Test
    void movesAreRecordedCanonically() throws Exception {
        GoGameState s = nine().play("d4").play("PASS").play("j9");
        assertEquals(List.of("D4", "pass", "J9"), s.moves());
        assertEquals(3, s.ply());
        assertEquals(Side.WHITE, s.sideToMove());
        assertEquals("J9", s.lastMove().orElseThrow());
        assertEquals("8X/9/9/9/9/3X5/9/9/9 w - 0 0", s.position());
        assertEquals(Side.BLACK, s.stone(3, 3).orElseThrow());
        assertTrue(s.stone(0, 0).isEmpty());
    }

    @Test
    void statesAreImmutable() throws Exception {
        GoGameState s = nine();
        GoGameState t = s.play("E5");
        assertEquals(GoPositionNotation.empty(9), s.position());
        assertEquals(0, s.ply());
        assertEquals(1, t.ply());
        assertEquals(s.position(), t.initialPosition());
    }

    @Test
    void syntaxAndLegalityErrors() throws Exception {
        GoGameState s = nine().play("E5");
        assertEquals(Reason.BAD_MOVE_SYNTAX, assertThrows(RulesException.class, () -> s.play("I5")).reason());
        assertEquals(Reason.BAD_MOVE_SYNTAX, assertThrows(RulesException.class, () -> s.play("e")).reason());
        assertEquals(Reason.BAD_MOVE_SYNTAX, assertThrows(RulesException.class, () -> s.play("E0")).reason());
        assertEquals(Reason.BAD_MOVE_SYNTAX, assertThrows(RulesException.class, () -> s.play("resign")).reason());
        assertEquals(Reason.ILLEGAL_MOVE, assertThrows(RulesException.class, () -> s.play("K5")).reason());
        assertEquals(Reason.ILLEGAL_MOVE, assertThrows(RulesException.class, () -> s.play("E10")).reason());
        assertEquals(Reason.ILLEGAL_MOVE, assertThrows(RulesException.class, () -> s.play("e5")).reason());
    }

    @Test
    void koPointAndCapturesAreExposed() throws Exception {
        GoPosition p = GoPositionNotation.read("9/9/9/9/9/9/1XO6/XO1O5/1XO6 b - 0 0");
        GoGameState s = GoGameState.start(GoRules.chinese(7.5), p.board(), p.toMove(), 0).play("C2");
        assertEquals("B2", s.koPoint().orElseThrow());
        assertEquals(1, s.captures(Side.BLACK));
        assertEquals(0, s.captures(Side.WHITE));
    }

    @Test
    void scoringAppearsAfterTwoPassesAndPlayResumes() throws Exception {
        GoGameState s = GoGameRules.INSTANCE.start(WALLS, Map.of());
        assertTrue(s.play("pass").scoring().isEmpty());
        GoGameState end = s.play("pass").play("pass");
        GameState.Scoring scoring = end.scoring().orElseThrow();
        assertEquals(Set.of("B5"), scoring.proposedDead());
        assertEquals("W+16.5", scoring.result(scoring.proposedDead()));
        assertEquals("W+44.5", scoring.result(Set.of()));
        assertTrue(end.result().isEmpty());
        assertTrue(end.play("A1").scoring().isEmpty(), "a move resumes play");
    }

    @Test
    void normaliseDeadMarksWholeChains() throws Exception {
        GoGameState end = GoGameRules.INSTANCE.start(WALLS, Map.of()).play("pass").play("pass");
        GameState.Scoring scoring = end.scoring().orElseThrow();
        Set<String> dead = scoring.normaliseDead(Set.of("d5", "B5"));
        assertEquals(10, dead.size());
        assertTrue(dead.containsAll(Set.of("D1", "D9", "B5")));
        assertEquals(Reason.ILLEGAL_MOVE, assertThrows(RulesException.class,
                () -> scoring.normaliseDead(Set.of("A1"))).reason());
        assertEquals(Reason.BAD_MOVE_SYNTAX, assertThrows(RulesException.class,
                () -> scoring.normaliseDead(Set.of("xyz"))).reason());
    }

    @Test
    void resultsUnderBothRulesAndJigo() throws Exception {
        GoGameState japanese = GoGameRules.INSTANCE.start(WALLS, Map.of("rules", "japanese")).play("pass").play("pass");
        assertEquals("W+14.5", japanese.scoring().orElseThrow().result(Set.of("B5")));
        GoGameState jigo = GoGameRules.INSTANCE.start(WALLS, Map.of("komi", "-9")).play("pass").play("pass");
        assertEquals("0", jigo.scoring().orElseThrow().result(Set.of("B5")));
        GoGameState whole = GoGameRules.INSTANCE.start(WALLS, Map.of("komi", "-20")).play("pass").play("pass");
        assertEquals("B+11", whole.scoring().orElseThrow().result(Set.of("B5")));
    }

    @Test
    void ownershipMapForDisplay() throws Exception {
        GoGameState s = GoGameRules.INSTANCE.start(WALLS, Map.of());
        Side[][] own = s.ownership(Set.of("B5"));
        assertEquals(Side.BLACK, own[4][1]);
        assertEquals(Side.BLACK, own[0][0]);
        assertEquals(Side.WHITE, own[8][8]);
        assertEquals(null, s.ownership(Set.of())[0][0]);
    }

    @Test
    void replayingA300MoveGameIsFast() throws Exception {
        GoGameState s = GoGameRules.INSTANCE.start(null, Map.of());
        GoBoard board = new GoBoard(19);
        RandomPlayout policy = new RandomPlayout(42);
        List<String> game = new ArrayList<>();
        int colour = Stone.BLACK;
        while (game.size() < 300) {
            int p = policy.select(board, colour);
            if (!s.isLegal(colour, p)) {
                p = Vertex.PASS;
            }
            board = s.playAs(colour, p).board();
            s = s.playAs(colour, p);
            game.add(Vertex.format(19, p));
            colour = Stone.opponent(colour);
        }
        long best = Long.MAX_VALUE;
        for (int round = 0; round < 30; round++) {
            long t0 = System.nanoTime();
            GoGameState r = GoGameRules.INSTANCE.start(null, Map.of());
            for (String m : game) {
                r = r.play(m);
            }
            best = Math.min(best, System.nanoTime() - t0);
            assertEquals(s.position(), r.position());
        }
        double perMove = best / 300.0 / 1e6;
        assertTrue(perMove < 0.1, "replay took " + perMove + " ms per move");
        assertFalse(s.moves().isEmpty());
    }
}
