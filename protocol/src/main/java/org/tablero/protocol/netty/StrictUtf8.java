package org.tablero.protocol.netty;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** Decodes UTF-8 that must be valid: no replacement characters, no overlong forms, no encoded surrogates. */
final class StrictUtf8 {

    // A decoder holds state, and the handlers using this class may be shared across event loops.
    private static final ThreadLocal<CharsetDecoder> DECODER = ThreadLocal.withInitial(() -> StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT));

    private StrictUtf8() {
    }

    /** The text of the readable bytes, or null when they are not valid UTF-8. Does not move the reader index. */
    static String decode(ByteBuf buf) {
        ByteBuffer bytes = buf.nioBufferCount() == 1
                ? buf.nioBuffer()
                : ByteBuffer.wrap(ByteBufUtil.getBytes(buf));
        try {
            return DECODER.get().reset().decode(bytes).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }
}
