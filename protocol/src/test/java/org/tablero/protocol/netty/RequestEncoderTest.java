package org.tablero.protocol.netty;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.netty.buffer.ByteBuf;
import io.netty.channel.embedded.EmbeddedChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tablero.protocol.Challenge;
import org.tablero.protocol.ColourChoice;
import org.tablero.protocol.Login;
import org.tablero.protocol.LogOut;
import org.tablero.protocol.MarkDead;
import org.tablero.protocol.Request;
import org.tablero.protocol.SendMovement;
import org.tablero.protocol.Wire;

class RequestEncoderTest {

    @Test
    void writesOneLineEach() {
        EmbeddedChannel channel = new EmbeddedChannel(new RequestEncoder());
        channel.writeOutbound(new Login("1", "bob", "sécret"), new LogOut());
        StringBuilder sb = new StringBuilder();
        for (ByteBuf buf = channel.readOutbound(); buf != null; buf = channel.readOutbound()) {
            sb.append(buf.toString(StandardCharsets.UTF_8));
            buf.release();
        }
        assertEquals("login\t1\tbob\tsécret\nlogOut\n", sb.toString());
        channel.finishAndReleaseAll();
    }

    @Test
    void whatTheClientWritesTheServerReadsBack() {
        List<Request> requests = List.of(new Login("1", "bob", "secret"),
                new Challenge("go", "alice", ColourChoice.RANDOM, Optional.of("9/9/9/9/9/9/9/9/9 b - 0 0"),
                        Map.of("size", "9")),
                new SendMovement(3, "O-O", Optional.empty()), new MarkDead(3, List.of("C3", "D4")), new LogOut());
        EmbeddedChannel client = new EmbeddedChannel(new RequestEncoder());
        EmbeddedChannel server = new EmbeddedChannel(new LineFrameDecoder(Wire.MAX_LINE_BYTES), new RequestDecoder());
        for (Request r : requests) {
            client.writeOutbound(r);
        }
        for (Object buf = client.readOutbound(); buf != null; buf = client.readOutbound()) {
            server.writeInbound(buf);
        }
        List<Object> read = new ArrayList<>();
        for (Object o = server.readInbound(); o != null; o = server.readInbound()) {
            read.add(o);
        }
        assertEquals(requests, read);
        client.finishAndReleaseAll();
        server.finishAndReleaseAll();
    }
}
