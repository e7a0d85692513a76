package org.tablero.protocol.netty;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.channel.ChannelHandler.Sharable;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.MessageToByteEncoder;
import org.tablero.protocol.Response;

/** Writes a {@link Response} as its lines, each in UTF-8 and ended by LF. */
@Sharable
public final class ResponseEncoder extends MessageToByteEncoder<Response> {

    @Override
    protected void encode(ChannelHandlerContext ctx, Response msg, ByteBuf out) {
        for (String line : msg.lines()) {
            ByteBufUtil.writeUtf8(out, line);
            out.writeByte('\n');
        }
    }
}
