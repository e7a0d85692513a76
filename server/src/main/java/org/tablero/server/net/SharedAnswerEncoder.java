package org.tablero.server.net;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandler.Sharable;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.tablero.protocol.ClientPoolAnswer;

/**
 * Encodes the client pool answer once for every connection that is sent the very same answer
 * object (the lobby hands out one until the pool changes): thousands of lines, asked for by every
 * client every 30 s. Other responses pass on to the protocol's encoder, which writes the same bytes.
 */
@Sharable
final class SharedAnswerEncoder extends ChannelOutboundHandlerAdapter {

    private record Encoded(ClientPoolAnswer answer, byte[] bytes) {
    }

    private volatile Encoded last;

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        if (msg instanceof ClientPoolAnswer answer) {
            Encoded encoded = encoded(answer);
            // A wrapper of its own per write: the array is shared, never the buffer's reference count.
            ctx.write(Unpooled.wrappedBuffer(encoded.bytes()), promise);
        } else {
            ctx.write(msg, promise);
        }
    }

    /** One event loop encodes a new answer while the others wait for it rather than encode it too. */
    private Encoded encoded(ClientPoolAnswer answer) {
        Encoded encoded = last;
        if (encoded != null && encoded.answer() == answer) {
            return encoded;
        }
        synchronized (this) {
            encoded = last;
            if (encoded == null || encoded.answer() != answer) {
                encoded = new Encoded(answer, encode(answer));
                last = encoded;
            }
            return encoded;
        }
    }

    private static byte[] encode(ClientPoolAnswer answer) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (String line : answer.lines()) {
            out.writeBytes(line.getBytes(StandardCharsets.UTF_8));
            out.write('\n');
        }
        return out.toByteArray();
    }
}
