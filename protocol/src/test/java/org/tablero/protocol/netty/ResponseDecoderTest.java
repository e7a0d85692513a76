package org.tablero.protocol.netty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.DecoderException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.tablero.protocol.ChallengeAnswer;
import org.tablero.protocol.ChallengesAnswer;
import org.tablero.protocol.LastMovementAnswer;
import org.tablero.protocol.LastMovementLine;
import org.tablero.protocol.LoginAnswer;
import org.tablero.protocol.MatchLine;
import org.tablero.protocol.MatchesAnswer;
import org.tablero.protocol.Ok;
import org.tablero.protocol.PlayedMove;
import org.tablero.protocol.ProtocolException;
import org.tablero.protocol.Response;
import org.tablero.protocol.Wire;

class ResponseDecoderTest {
    private final EmbeddedChannel client =
            new EmbeddedChannel(new LineFrameDecoder(Wire.CLIENT_MAX_LINE_BYTES), new ResponseDecoder());

    @AfterEach
    void close() {
        client.finishAndReleaseAll();
    }

    private List<Object> feed(String text) {
        client.writeInbound(Unpooled.copiedBuffer(text, StandardCharsets.UTF_8));
        List<Object> out = new ArrayList<>();
        for (Object o = client.readInbound(); o != null; o = client.readInbound()) {
            out.add(o);
        }
        return out;
    }

    @Test
    void assemblesListAnswersAcrossBuffers() {
        assertEquals(List.of(LoginAnswer.ok("1")), feed("loginAnswer\tOK\t1\r\nrefreshChallengesAnswer\t2\n"));
        assertEquals(List.of(), feed("challengeAnswer\t7\trefused\twhite\tcarol\t-\t-\nchallengeAnswer\t8\tacc"));
        List<Object> out = feed("epted\tblack\tdave\t-\t12\nOK\tlogOut\n");
        assertEquals(List.of(new ChallengesAnswer(List.of(
                        new ChallengeAnswer(7, false, "white", "carol", Optional.empty(), Optional.empty()),
                        new ChallengeAnswer(8, true, "black", "dave", Optional.empty(), Optional.of(12L)))),
                Ok.of("logOut")), out);
    }

    @Test
    void readsLinesFarLongerThanTheServersLimit() {
        String position = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
        MatchesAnswer answer = new MatchesAnswer(List.of(new MatchLine(1, "chess", "a1", "b1",
                Instant.parse("2026-11-21T14:05:09Z"), "*", position,
                Collections.nCopies(300, new PlayedMove("Nf3", position)), Map.of("drawOffer", "white"))));
        assertEquals(List.of(answer), feed(String.join("\n", answer.lines()) + "\n"));
    }

    @Test
    void aBrokenResponseIsAnError() {
        DecoderException e = assertThrows(DecoderException.class, () -> feed("refreshMatchesLastMovementAnswer\tx\n"));
        assertInstanceOf(ProtocolException.class, e.getCause());
    }

    @Test
    void invalidUtf8IsAnError() {
        ByteBuf bad = Unpooled.wrappedBuffer(new byte[] {'O', 'K', '\t', (byte) 0xC0, (byte) 0xAF, '\n'});
        DecoderException e = assertThrows(DecoderException.class, () -> client.writeInbound(bad));
        assertInstanceOf(ProtocolException.class, e.getCause());
    }

    @Test
    void aLineOverTheClientsLimitIsAnError() {
        EmbeddedChannel small = new EmbeddedChannel(new LineFrameDecoder(16), new ResponseDecoder());
        DecoderException e = assertThrows(DecoderException.class,
                () -> small.writeInbound(Unpooled.copiedBuffer("OK\t" + "x".repeat(20) + "\n", StandardCharsets.UTF_8)));
        assertInstanceOf(ProtocolException.class, e.getCause());
        small.finishAndReleaseAll();
    }

    @Test
    void emptyLastMovementAnswer() {
        Response empty = new LastMovementAnswer(List.of());
        assertEquals(List.of(empty), feed("refreshMatchesLastMovementAnswer\t0\n"));
        assertEquals(List.of(new LastMovementAnswer(List.of(new LastMovementLine(4, "go", "a1", "b1",
                        Instant.parse("2026-11-21T14:05:09Z"), "*", 0, Optional.empty(), "9/9/9/9/9/9/9/9/9 b - 0 0",
                        Map.of())))),
                feed("refreshMatchesLastMovementAnswer\t1\n4\tgo\ta1\tb1\t2026-11-21T14:05:09Z\t*\t0\t-\t"
                        + "9/9/9/9/9/9/9/9/9 b - 0 0\n"));
        assertNull(client.readInbound());
    }
}
