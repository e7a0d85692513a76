package org.tablero.engines.go.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

class LastGoodReplyTest {

    private static final int B = Stone.BLACK;
    private static final int W = Stone.WHITE;

    @Test
    void theWinnersRepliesAreStoredAndTheTwoMoveReplyComesFirst() {
        LastGoodReply r = new LastGoodReply(100);
        // Black 10, White 20, Black 30, White 40; White won.
        r.update(new int[] {10, 20, 30, 40}, 4, B, W);
        assertEquals(20, r.reply(W, Vertex.PASS, 10));
        assertEquals(40, r.reply(W, Vertex.PASS, 30));
        assertEquals(40, r.reply(W, 20, 30));
        assertEquals(Vertex.PASS, r.reply(B, Vertex.PASS, 20), "the loser's moves are not learned");
        // A later won simulation answers 30 differently after 50 only.
        r.update(new int[] {50, 30, 60}, 3, W, W);
        assertEquals(60, r.reply(W, 50, 30));
        assertEquals(60, r.reply(W, Vertex.PASS, 30));
        assertEquals(40, r.reply(W, 20, 30), "the two-move reply for 20, 30 is kept");
    }

    @Test
    void aReplyTheLoserPlayedIsForgotten() {
        LastGoodReply r = new LastGoodReply(100);
        r.update(new int[] {10, 20}, 2, B, W);
        assertEquals(20, r.reply(W, Vertex.PASS, 10));
        r.update(new int[] {10, 20}, 2, B, B);
        assertEquals(Vertex.PASS, r.reply(W, Vertex.PASS, 10));
        // A loser's other move leaves the stored reply alone.
        r.update(new int[] {10, 20}, 2, B, W);
        r.update(new int[] {10, 21}, 2, B, B);
        assertEquals(20, r.reply(W, Vertex.PASS, 10));
    }

    @Test
    void passesAreNeitherLearnedNorAnswered() {
        LastGoodReply r = new LastGoodReply(100);
        r.update(new int[] {Vertex.PASS, 20, Vertex.PASS, 40}, 4, B, W);
        assertEquals(Vertex.PASS, r.reply(B, Vertex.PASS, Vertex.PASS));
        assertEquals(Vertex.PASS, r.reply(W, 20, Vertex.PASS));
    }

    @Test
    void thePlayoutsPlayALearnedReplyWhenNothingIsUrgent() {
        GoBoard b = new GoBoard(9);
        int last = b.point(4, 4);
        b.play(last, B);
        int reply = b.point(0, 8);
        LastGoodReply r = new LastGoodReply(b.arraySize());
        r.update(new int[] {last, reply}, 2, B, W);
        for (long seed = 0; seed < 20; seed++) {
            PlayoutPolicy with = new PlayoutPolicy(seed, true);
            with.useReplies(r);
            assertEquals(reply, with.select(b, W, Vertex.PASS, last));
        }
        int elsewhere = 0;
        for (long seed = 0; seed < 20; seed++) {
            elsewhere += new PlayoutPolicy(seed, true).select(b, W, Vertex.PASS, last) != reply ? 1 : 0;
        }
        assertEquals(20, elsewhere, "without the table the corner point is not chosen every time");
    }
}
