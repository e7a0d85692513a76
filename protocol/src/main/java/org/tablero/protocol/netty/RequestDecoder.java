package org.tablero.protocol.netty;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandler.Sharable;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.MessageToMessageDecoder;
import java.util.List;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.ProtocolError;
import org.tablero.protocol.Requests;
import org.tablero.protocol.Wire;

/**
 * Turns the lines of {@link LineFrameDecoder} into {@link org.tablero.protocol.ParseResult}s: a
 * request, or the error to answer (invalid UTF-8, too long, or whatever {@link Requests#parse}
 * refuses). Every line gives exactly one result, so the server can answer each in order.
 */
@Sharable
public final class RequestDecoder extends MessageToMessageDecoder<Object> {
    private final ProtocolError tooLong;

    /** For a {@link LineFrameDecoder} with the contract's limit, {@link Wire#MAX_LINE_BYTES}. */
    public RequestDecoder() {
        this(Wire.MAX_LINE_BYTES);
    }

    /** For a {@link LineFrameDecoder} with another limit, so that the TOO_LONG message names it. */
    public RequestDecoder(int maxLineBytes) {
        tooLong = new ProtocolError(Wire.DASH, ErrorCode.TOO_LONG, "line longer than " + maxLineBytes + " bytes");
    }

    @Override
    public boolean acceptInboundMessage(Object msg) {
        return msg instanceof ByteBuf || msg instanceof TooLongLine;
    }

    @Override
    protected void decode(ChannelHandlerContext ctx, Object msg, List<Object> out) {
        if (msg instanceof TooLongLine) {
            out.add(tooLong);
            return;
        }
        String line = StrictUtf8.decode((ByteBuf) msg);
        out.add(line == null ? new ProtocolError(Wire.DASH, ErrorCode.MALFORMED, "invalid UTF-8") : Requests.parse(line));
    }
}
