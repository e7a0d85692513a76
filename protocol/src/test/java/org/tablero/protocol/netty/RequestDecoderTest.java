package org.tablero.protocol.netty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.Login;
import org.tablero.protocol.LogOut;
import org.tablero.protocol.ParseResult;
import org.tablero.protocol.ProtocolError;
import org.tablero.protocol.Register;
import org.tablero.protocol.Resign;
import org.tablero.protocol.SendMovement;
import org.tablero.protocol.Wire;

class RequestDecoderTest {
    private static final ProtocolError BAD_UTF8 = new ProtocolError("-", ErrorCode.MALFORMED, "invalid UTF-8");
    private static final ProtocolError TOO_LONG =
            new ProtocolError("-", ErrorCode.TOO_LONG, "line longer than 8192 bytes");

    private final EmbeddedChannel channel =
            new EmbeddedChannel(new LineFrameDecoder(Wire.MAX_LINE_BYTES), new RequestDecoder());

    @AfterEach
    void close() {
        channel.finishAndReleaseAll();
    }

    private List<ParseResult> feed(byte[]... pieces) {
        for (byte[] piece : pieces) {
            channel.writeInbound(Unpooled.wrappedBuffer(piece));
        }
        List<ParseResult> results = new ArrayList<>();
        for (Object o = channel.readInbound(); o != null; o = channel.readInbound()) {
            results.add((ParseResult) o);
        }
        return results;
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }

    @Test
    void decodesRequestsInOrder() {
        assertEquals(List.of(new Login("1", "bob", "secret"), new LogOut(), new Resign(4)),
                feed(utf8("login\t1\tbob\tsecret\r\nlogOut\nresign\t4\n")));
    }

    @Test
    void decodesMultiByteCharactersSplitAcrossBuffers() {
        byte[] line = utf8("register\tbob\tcontraseña😀\n");
        List<byte[]> pieces = new ArrayList<>();
        for (byte b : line) {
            pieces.add(new byte[] {b});
        }
        assertEquals(List.of(new Register("bob", "contraseña😀")), feed(pieces.toArray(new byte[0][])));
    }

    @Test
    void badContinuationByte() {
        assertEquals(List.of(BAD_UTF8, new LogOut()),
                feed(concat(utf8("login\t1\tb"), new byte[] {(byte) 0xC3, 0x28}, utf8("b\tsecret\nlogOut\n"))));
    }

    @Test
    void overlongEncodings() {
        // '/' as two bytes, and as three: both must be refused, never read as '/'.
        assertEquals(List.of(BAD_UTF8, BAD_UTF8),
                feed(concat(utf8("resign\t"), new byte[] {(byte) 0xC0, (byte) 0xAF}, utf8("\n"),
                        utf8("resign\t"), new byte[] {(byte) 0xE0, (byte) 0x80, (byte) 0xAF}, utf8("\n"))));
    }

    @Test
    void encodedSurrogates() {
        // U+D800 encoded as if it were a character (CESU-8 style), alone and as half a pair.
        assertEquals(List.of(BAD_UTF8, BAD_UTF8),
                feed(concat(utf8("logOut\t"), new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, utf8("\n"),
                        utf8("logOut\t"), new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0xBD, (byte) 0xED,
                            (byte) 0xB8, (byte) 0x80}, utf8("\n"))));
    }

    @Test
    void truncatedSequenceAndStrayBytes() {
        assertEquals(List.of(BAD_UTF8, BAD_UTF8, BAD_UTF8),
                feed(concat(utf8("logOut\t"), new byte[] {(byte) 0xE2, (byte) 0x82}, utf8("\n"),
                        new byte[] {(byte) 0xFF}, utf8("\n"),
                        new byte[] {(byte) 0x80}, utf8("logOut\n"))));
    }

    @Test
    void tooLongLinesKeepTheirPlace() {
        String prefix = "sendMovement\t1\te4\t";
        String big = prefix + "x".repeat(Wire.MAX_LINE_BYTES);
        String position = "x".repeat(Wire.MAX_LINE_BYTES - prefix.length());
        assertEquals(List.of(new LogOut(), TOO_LONG, new SendMovement(1, "e4", Optional.of(position)),
                        new Resign(2)),
                feed(utf8("logOut\n" + big + "\n" + prefix + position + "\r\nresign\t2\n")));
    }

    @Test
    void theTooLongMessageNamesTheConfiguredLimit() {
        EmbeddedChannel small = new EmbeddedChannel(new LineFrameDecoder(10), new RequestDecoder(10));
        small.writeInbound(Unpooled.wrappedBuffer(utf8("resign\t12345\nlogOut\n")));
        assertEquals(new ProtocolError("-", ErrorCode.TOO_LONG, "line longer than 10 bytes"), small.readInbound());
        assertEquals(new LogOut(), small.readInbound());
        small.finishAndReleaseAll();
    }

    @Test
    void parseErrorsComeThroughAsResults() {
        assertEquals(List.of(new ProtocolError("-", ErrorCode.MALFORMED, "empty line"),
                        new ProtocolError("dance", ErrorCode.UNKNOWN_COMMAND, "unknown command"),
                        new ProtocolError("login", ErrorCode.MALFORMED, "control character in line")),
                feed(utf8("\r\ndance\nlogin\t1\tbob\tse\rcret\n")));
        assertNull(channel.readInbound());
    }
}
