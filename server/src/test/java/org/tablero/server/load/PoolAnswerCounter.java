package org.tablero.server.load;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.MessageToMessageDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.tablero.protocol.ClientPoolAnswer;

/**
 * Sits between the line framer and the response decoder of a load client and takes the client
 * pool answers (a header and one line per account: 5,000 lines every 30 s per client) out of the
 * stream, emitting a {@link PoolAnswer} with their size once the last line has arrived. Decoding
 * them in full would make the generator, not the server, the bottleneck; every other line passes on.
 */
final class PoolAnswerCounter extends MessageToMessageDecoder<Object> {

    /** A complete client pool answer of {@code entries} lines. */
    record PoolAnswer(int entries) {
    }

    private static final byte[] HEADER = (ClientPoolAnswer.TYPE + "\t").getBytes(StandardCharsets.US_ASCII);

    private int expected;
    private int remaining;

    @Override
    public boolean acceptInboundMessage(Object msg) {
        return msg instanceof ByteBuf;
    }

    @Override
    protected void decode(ChannelHandlerContext ctx, Object msg, List<Object> out) {
        ByteBuf line = (ByteBuf) msg;
        if (remaining > 0) {
            if (line.indexOf(line.readerIndex(), line.writerIndex(), (byte) '\t') < 0) {
                throw new IllegalStateException("a client pool line without fields");
            }
            if (--remaining == 0) {
                out.add(new PoolAnswer(expected));
            }
            return;
        }
        if (startsWithHeader(line)) {
            String count = line.toString(line.readerIndex() + HEADER.length, line.readableBytes() - HEADER.length,
                    StandardCharsets.US_ASCII);
            expected = Integer.parseInt(count);
            remaining = expected;
            if (expected == 0) {
                out.add(new PoolAnswer(0));
            }
            return;
        }
        out.add(line.retain());
    }

    private static boolean startsWithHeader(ByteBuf line) {
        if (line.readableBytes() <= HEADER.length) {
            return false;
        }
        for (int i = 0; i < HEADER.length; i++) {
            if (line.getByte(line.readerIndex() + i) != HEADER[i]) {
                return false;
            }
        }
        return true;
    }
}
