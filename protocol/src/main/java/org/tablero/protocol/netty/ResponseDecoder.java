package org.tablero.protocol.netty;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.MessageToMessageDecoder;
import java.util.List;
import org.tablero.protocol.ProtocolException;
import org.tablero.protocol.ResponseReader;

/**
 * Client side: turns the lines of a {@link LineFrameDecoder} into complete
 * {@link org.tablero.protocol.Response}s. Holds the state of a list answer, so it is one per
 * channel. A line that breaks the contract raises a {@link ProtocolException} (wrapped by Netty
 * in a {@code DecoderException}): the client can no longer trust the stream.
 */
public final class ResponseDecoder extends MessageToMessageDecoder<Object> {
    private final ResponseReader reader = new ResponseReader();

    @Override
    public boolean acceptInboundMessage(Object msg) {
        return msg instanceof ByteBuf || msg instanceof TooLongLine;
    }

    @Override
    protected void decode(ChannelHandlerContext ctx, Object msg, List<Object> out) {
        if (msg instanceof TooLongLine) {
            throw new ProtocolException("response line longer than the client's limit");
        }
        String line = StrictUtf8.decode((ByteBuf) msg);
        if (line == null) {
            throw new ProtocolException("invalid UTF-8 in a response");
        }
        reader.accept(line).ifPresent(out::add);
    }
}
