package org.tablero.protocol.netty;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.netty.buffer.ByteBuf;
import io.netty.channel.embedded.EmbeddedChannel;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tablero.protocol.ClientPoolAnswer;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.ErrorResponse;
import org.tablero.protocol.MatchLine;
import org.tablero.protocol.MatchesAnswer;
import org.tablero.protocol.Ok;
import org.tablero.protocol.PlayedMove;
import org.tablero.protocol.PoolEntry;

class ResponseEncoderTest {
    private static final ResponseEncoder SHARED = new ResponseEncoder();

    private static String written(EmbeddedChannel channel) {
        StringBuilder sb = new StringBuilder();
        for (ByteBuf buf = channel.readOutbound(); buf != null; buf = channel.readOutbound()) {
            sb.append(buf.toString(StandardCharsets.UTF_8));
            buf.release();
        }
        return sb.toString();
    }

    @Test
    void everyLineEndsWithLf() {
        EmbeddedChannel channel = new EmbeddedChannel(SHARED);
        channel.writeOutbound(Ok.of("logOut"), new ErrorResponse("-", ErrorCode.TOO_LONG, "line longer than 8192 bytes"),
                new ClientPoolAnswer(List.of(new PoolEntry("alice", true, true, List.of("chess", "go")))),
                new ClientPoolAnswer(List.of()));
        assertEquals("OK\tlogOut\nERROR\t-\tTOO_LONG\tline longer than 8192 bytes\n"
                + "queryClientPoolAnswer\t1\nalice\ty\thuman\tchess,go\nqueryClientPoolAnswer\t0\n", written(channel));
        channel.finishAndReleaseAll();
    }

    @Test
    void writesUtf8() {
        EmbeddedChannel channel = new EmbeddedChannel(SHARED);
        channel.writeOutbound(new ErrorResponse("login", ErrorCode.NO_SUCH_USER, "no user «Ñandú» 😀"));
        ByteBuf buf = channel.readOutbound();
        byte[] bytes = new byte[buf.readableBytes()];
        buf.readBytes(bytes);
        buf.release();
        assertEquals("ERROR\tlogin\tNO_SUCH_USER\tno user «Ñandú» 😀\n", new String(bytes, StandardCharsets.UTF_8));
        assertEquals("ERROR\tlogin\tNO_SUCH_USER\tno user «Ñandú» 😀\n".getBytes(StandardCharsets.UTF_8).length,
                bytes.length);
        channel.finishAndReleaseAll();
    }

    @Test
    void longListsAreWrittenWhole() {
        String position = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
        List<PlayedMove> moves = java.util.Collections.nCopies(300, new PlayedMove("Nf3", position));
        MatchesAnswer answer = new MatchesAnswer(List.of(new MatchLine(1, "chess", "a1", "b1",
                Instant.parse("2026-11-21T14:05:09Z"), "*", position, moves, Map.of())));
        EmbeddedChannel channel = new EmbeddedChannel(SHARED);
        channel.writeOutbound(answer);
        assertEquals(String.join("\n", answer.lines()) + "\n", written(channel));
        channel.finishAndReleaseAll();
    }
}
