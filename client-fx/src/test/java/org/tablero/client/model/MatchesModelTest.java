package org.tablero.client.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.Side;
import org.tablero.protocol.LastMovementAnswer;
import org.tablero.protocol.MatchesAnswer;

class MatchesModelTest {

    private static MatchesModel loaded() {
        MatchesModel m = new MatchesModel();
        m.apply(Responses.named("matches", MatchesAnswer.class));
        return m;
    }

    @Test
    void readsFullMatchLinesWithTheirStatus() {
        MatchesModel m = loaded();
        MatchModel chess = m.get(12).orElseThrow();
        assertEquals(GameKind.CHESS, chess.kind());
        assertEquals(1, chess.moves().size());
        assertEquals(Side.BLACK, chess.sideToMove());
        assertEquals(Optional.of(Side.WHITE), chess.sideOf("ANN"));
        assertEquals(Optional.empty(), chess.sideOf("carl"));
        MatchModel go = m.get(13).orElseThrow();
        ScoringStatus scoring = go.scoring().orElseThrow();
        assertEquals(Set.of(), scoring.dead());
        assertEquals("W+6.5", scoring.score());
        assertEquals(Optional.of("white"), scoring.acceptedBy());
    }

    @Test
    void appendsTheNextMoveAndTakesTheStatusOfTheLastMoveLine() {
        MatchesModel m = loaded();
        assertFalse(m.apply(Responses.named("last-one-more", LastMovementAnswer.class)));
        MatchModel chess = m.get(12).orElseThrow();
        assertEquals(2, chess.moves().size());
        assertEquals("e5", chess.moves().get(1).move());
        assertEquals(Optional.of(Side.BLACK), chess.drawOffer());
        MatchModel go = m.get(13).orElseThrow();
        assertEquals("W+6.5", go.result());
        assertTrue(go.isOver());
        assertTrue(go.scoring().isEmpty(), "a line without status clears the scoring step");
    }

    @Test
    void aGapInThePliesAsksForAFullReload() {
        MatchesModel m = loaded();
        assertTrue(m.apply(Responses.named("last-gap", LastMovementAnswer.class)));
        assertEquals(1, m.get(12).orElseThrow().moves().size(), "nothing is guessed across a gap");
    }

    @Test
    void anUnknownMatchAsksForAFullReload() {
        MatchesModel m = loaded();
        assertTrue(m.apply(Responses.named("last-new-match", LastMovementAnswer.class)));
    }

    @Test
    void ourOwnAcknowledgedMoveIsAppliedOnceOnly() {
        MatchModel chess = loaded().get(12).orElseThrow();
        String after = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
        chess.applyOwnMove(2, "e5", after, "*");
        chess.applyOwnMove(2, "e5", after, "*");
        assertEquals(2, chess.moves().size());
        assertEquals(after, chess.position());
        assertEquals(Side.WHITE, chess.sideToMove());
    }
}
