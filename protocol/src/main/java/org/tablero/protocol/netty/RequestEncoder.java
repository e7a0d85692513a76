package org.tablero.protocol.netty;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.channel.ChannelHandler.Sharable;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.MessageToByteEncoder;
import org.tablero.protocol.Request;

/** Client side: writes a {@link Request} as one UTF-8 line ended by LF. */
@Sharable
public final class RequestEncoder extends MessageToByteEncoder<Request> {

    @Override
    protected void encode(ChannelHandlerContext ctx, Request msg, ByteBuf out) {
        ByteBufUtil.writeUtf8(out, msg.encode());
        out.writeByte('\n');
    }
}
