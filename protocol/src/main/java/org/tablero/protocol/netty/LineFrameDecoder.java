package org.tablero.protocol.netty;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.ByteToMessageDecoder;
import io.netty.util.ByteProcessor;
import java.util.List;

/**
 * Splits the byte stream into lines: emits each line as a {@link ByteBuf} without its LF and
 * without a CR right before the LF. A line whose content (LF and that CR not counted) exceeds
 * {@code maxLineBytes} is dropped as it arrives and replaced, when its LF comes, by one
 * {@link TooLongLine#INSTANCE}; the connection stays usable. Bytes after the last LF wait for more.
 *
 * <p>Unlike Netty's {@code LineBasedFrameDecoder}, which fails fast before the LF and so loses
 * the line's place, this keeps one marker per over-long line in order: the contract wants exactly
 * one answer per request line, in request order.
 */
public final class LineFrameDecoder extends ByteToMessageDecoder {
    private final int maxLineBytes;
    /** True while the bytes of an over-long line are being thrown away up to its LF. */
    private boolean discarding;
    /** How many bytes of the waiting line were already searched for LF, so a slow line is not rescanned. */
    private int scanned;

    public LineFrameDecoder(int maxLineBytes) {
        if (maxLineBytes < 1) {
            throw new IllegalArgumentException("maxLineBytes must be positive");
        }
        this.maxLineBytes = maxLineBytes;
    }

    @Override
    protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
        int lf = in.forEachByte(in.readerIndex() + scanned, in.readableBytes() - scanned, ByteProcessor.FIND_LF);
        scanned = 0;
        if (discarding) {
            if (lf < 0) {
                in.skipBytes(in.readableBytes());
            } else {
                in.readerIndex(lf + 1);
                discarding = false;
                out.add(TooLongLine.INSTANCE);
            }
            return;
        }
        if (lf < 0) {
            // max + 1 bytes may still be a line of max bytes whose CR came before its LF.
            if (in.readableBytes() > maxLineBytes + 1) {
                in.skipBytes(in.readableBytes());
                discarding = true;
            } else {
                scanned = in.readableBytes();
            }
            return;
        }
        int length = lf - in.readerIndex();
        if (length > 0 && in.getByte(lf - 1) == '\r') {
            length--;
        }
        if (length > maxLineBytes) {
            out.add(TooLongLine.INSTANCE);
        } else {
            out.add(in.retainedSlice(in.readerIndex(), length));
        }
        in.readerIndex(lf + 1);
    }

    /** Bytes held for a line still waiting for its LF; for tests that check the memory bound. */
    int bufferedBytes() {
        return internalBuffer().readableBytes();
    }
}
