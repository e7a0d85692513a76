package org.tablero.engines.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;

class ChessGameStateTest {

    private static ChessGameState start(String fen) throws RulesException {
        return ChessGameRules.INSTANCE.start(fen, Map.of());
    }

    private static ChessGameState play(ChessGameState s, String... moves) throws RulesException {
        for (String m : moves) {
            s = s.play(m);
        }
        return s;
    }

    @Test
    void recordsCanonicalSanWhateverTheInputForm() throws Exception {
        ChessGameState s = play(start(null), "e2e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "0-0", "Nf6");
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "O-O", "Nf6"), s.moves());
        assertEquals("r1bqkb1r/1ppp1ppp/p1n2n2/1B2p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 w kq - 2 5", s.position());
    }

    @Test
    void isImmutable() throws Exception {
        ChessGameState s0 = start(null);
        ChessGameState s1 = s0.play("e4");
        assertEquals(0, s0.ply());
        assertEquals(1, s1.ply());
        assertThrows(UnsupportedOperationException.class, () -> s1.moves().add("e5"));
    }

    @Test
    void errorsCarryTheRightReason() throws Exception {
        ChessGameState s = start(null);
        assertEquals(RulesException.Reason.BAD_MOVE_SYNTAX, assertThrows(RulesException.class, () -> s.play("xyzzy")).reason());
        assertEquals(RulesException.Reason.ILLEGAL_MOVE, assertThrows(RulesException.class, () -> s.play("e5")).reason());
        ChessGameState twoKnights = start("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
        assertEquals(RulesException.Reason.ILLEGAL_MOVE, assertThrows(RulesException.class, () -> twoKnights.play("Nd2")).reason());
    }

    @Test
    void foolsMateIsCheckmateForBlack() throws Exception {
        ChessGameState s = play(start(null), "f3", "e5", "g4", "Qh4");
        assertEquals("Qh4#", s.moves().get(3));
        assertEquals(Optional.of("0-1"), s.result());
        assertEquals(Optional.of("checkmate"), s.endReason());
        assertTrue(s.inCheck());
        assertTrue(s.legalMoves().isEmpty());
        RulesException e = assertThrows(RulesException.class, () -> s.play("a3"));
        assertEquals(RulesException.Reason.ILLEGAL_MOVE, e.reason());
    }

    @Test
    void stalemateIsADraw() throws Exception {
        ChessGameState s = play(start("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1"), "Qf7");
        assertEquals(Optional.of("1/2-1/2"), s.result());
        assertEquals(Optional.of("stalemate"), s.endReason());
    }

    @Test
    void threefoldRepetitionEndsTheGameAutomatically() throws Exception {
        ChessGameState s = play(start(null), "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1");
        assertTrue(s.result().isEmpty(), "the start position has occurred twice only");
        s = s.play("Ng8");
        assertEquals(Optional.of("threefold repetition"), s.endReason());
        assertEquals(Optional.of("1/2-1/2"), s.result());
    }

    @Test
    void lostCastlingRightsMakeADifferentPosition() throws Exception {
        // After 1.e4 e5 the kings walk out and back: same squares, but the castling rights are gone,
        // so the position after 1...e5 does not count as a repetition of the later ones.
        ChessGameState s = play(start(null), "e4", "e5", "Ke2", "Ke7", "Ke1", "Ke8", "Ke2", "Ke7", "Ke1", "Ke8");
        assertTrue(s.result().isEmpty(), "without castling rights the position has occurred twice only");
        s = play(s, "Ke2", "Ke7");
        assertEquals(Optional.of("threefold repetition"), s.endReason());
    }

    @Test
    void aUselessEnPassantRightDoesNotMakeADifferentPosition() throws Exception {
        // After 1.e4 the e3 square is no en-passant right (no black pawn can take), so the position
        // after 1.e4 equals the one after 1.e4 Nf6 2.Ng1... cycles.
        ChessGameState s = play(start(null), "e4", "Nf6", "Nf3", "Ng8", "Ng1", "Nf6", "Nf3", "Ng8", "Ng1");
        assertEquals(Optional.of("threefold repetition"), s.endReason());
    }

    @Test
    void aUsableEnPassantRightMakesADifferentPosition() throws Exception {
        // Black d4 pawn can take e3 e.p. right after e2-e4, so that first occurrence does not count.
        String fen = "4k3/8/8/8/3p4/8/4P3/4K1N1 w - - 0 1";
        ChessGameState s = play(start(fen), "e4", "Kd7", "Nf3", "Ke8", "Ng1", "Kd7", "Nf3", "Ke8", "Ng1");
        assertTrue(s.result().isEmpty(), "the position after e4 with a live e.p. right is a different one");
    }

    @Test
    void fiftyMoveRuleEndsTheGameAtTheHundredthHalfMove() throws Exception {
        ChessGameState s = start("4k3/8/8/8/8/8/8/R3K3 w - - 98 80");
        s = s.play("Ra2");
        assertTrue(s.result().isEmpty());
        s = s.play("Kd8");
        assertEquals(Optional.of("fifty-move rule"), s.endReason());
    }

    @Test
    void checkmateOnTheHundredthHalfMoveStillWins() throws Exception {
        ChessGameState s = play(start("6k1/8/6K1/8/8/8/8/R7 w - - 99 80"), "Ra8");
        assertEquals(Optional.of("checkmate"), s.endReason());
        assertEquals(Optional.of("1-0"), s.result());
    }

    @Test
    void insufficientMaterialAfterTheLastCapture() throws Exception {
        ChessGameState s = play(start("4k3/8/8/8/8/8/4r3/4KB2 w - - 0 1"), "Kxe2");
        assertEquals(Optional.of("insufficient material"), s.endReason());
    }

    @Test
    void exposesWhatAClientBoardNeeds() throws Exception {
        ChessGameState s = play(start(null), "e4", "d5");
        assertEquals('P', s.pieceAt("e4"));
        assertEquals('p', s.pieceAt("d5"));
        assertEquals('.', s.pieceAt("e2"));
        assertEquals(new ChessMove("d7", "d5", "", "d5", "d7d5"), s.lastMove().orElseThrow());
        assertFalse(s.inCheck());
        List<ChessMove> moves = s.legalMoves();
        assertEquals(31, moves.size());
        assertTrue(moves.contains(new ChessMove("e4", "d5", "", "exd5", "e4d5")));
        assertTrue(start(null).lastMove().isEmpty());
        ChessGameState promo = start("7k/P7/8/8/8/8/8/K7 w - - 0 1");
        assertTrue(promo.legalMoves().contains(new ChessMove("a7", "a8", "N", "a8=N", "a7a8n")));
    }

    @Test
    void replayingA300PlyGameTakesWellUnderAMillisecondPerMove() throws Exception {
        List<String> game = randomGame(300, 7);
        assertEquals(300, game.size(), "the random walk should find 300 plies");
        long best = Long.MAX_VALUE;
        for (int run = 0; run < 5; run++) {
            long t0 = System.nanoTime();
            GameState s = start(null);
            for (String san : game) {
                s = s.play(san);
            }
            best = Math.min(best, System.nanoTime() - t0);
            assertEquals(game, s.moves());
        }
        double perMoveMs = best / 1e6 / game.size();
        assertTrue(perMoveMs < 0.2, "replay took " + perMoveMs + " ms per move");
    }

    /** A legal game of {@code plies} moves that the rules do not end early (seeded, so stable). */
    static List<String> randomGame(int plies, long seed) throws RulesException {
        Random random = new Random(seed);
        ChessGameState s = start(null);
        while (s.ply() < plies) {
            List<ChessMove> moves = new ArrayList<>(s.legalMoves());
            Collections.shuffle(moves, random);
            // Late in a quiet stretch, prefer pawn moves and captures so the fifty-move rule does not end the walk.
            if (Integer.parseInt(s.position().split(" ")[4]) > 60) {
                moves.sort((a, b) -> Boolean.compare(resets(b), resets(a)));
            }
            ChessGameState next = null;
            for (ChessMove m : moves) {
                ChessGameState candidate = s.play(m.san());
                if (candidate.result().isEmpty()) {
                    next = candidate;
                    break;
                }
            }
            if (next == null) {
                break;
            }
            s = next;
        }
        return s.moves();
    }

    private static boolean resets(ChessMove m) {
        return m.san().contains("x") || Character.isLowerCase(m.san().charAt(0)) && !m.san().startsWith("O");
    }

    @Test
    void aClaimedPositionMatchesWhateverConventionItsEnPassantSquareFollows() throws RulesException {
        ChessGameState afterE4 = start(null).play("e4");
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", afterE4.position());
        assertTrue(afterE4.matchesPosition("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"));
        assertFalse(afterE4.matchesPosition("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2"));
        assertFalse(afterE4.matchesPosition("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b Kkq - 0 1"));
        assertFalse(afterE4.matchesPosition("rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1"));
        assertFalse(afterE4.matchesPosition("not a fen"));

        ChessGameState epPossible = start("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1").play("e4");
        assertEquals("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1", epPossible.position());
        assertFalse(epPossible.matchesPosition("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1"), "here the en-passant right is real");
    }
}
