package org.tablero.protocol.netty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class LineFrameDecoderTest {
    private static final int MAX = 8192;
    private final LineFrameDecoder decoder = new LineFrameDecoder(MAX);
    private final EmbeddedChannel channel = new EmbeddedChannel(decoder);

    @AfterEach
    void close() {
        channel.finishAndReleaseAll();
    }

    private void write(String text) {
        channel.writeInbound(Unpooled.copiedBuffer(text, StandardCharsets.UTF_8));
    }

    private void write(byte[] bytes) {
        channel.writeInbound(Unpooled.wrappedBuffer(bytes));
    }

    /** Reads every output: lines as strings, markers as "<TOO_LONG>". */
    private List<String> outputs() {
        List<String> out = new ArrayList<>();
        for (Object o = channel.readInbound(); o != null; o = channel.readInbound()) {
            if (o == TooLongLine.INSTANCE) {
                out.add("<TOO_LONG>");
            } else {
                ByteBuf buf = (ByteBuf) o;
                out.add(buf.toString(StandardCharsets.UTF_8));
                buf.release();
            }
        }
        return out;
    }

    private static String line(int bytes) {
        return "x".repeat(bytes);
    }

    @Test
    void lfAndCrlfBothEndALine() {
        write("logOut\nrefreshMatches\r\n");
        assertEquals(List.of("logOut", "refreshMatches"), outputs());
    }

    @Test
    void onlyTheCrRightBeforeTheLfIsDropped() {
        write("a\r\r\nb\rc\n\r\n\n");
        assertEquals(List.of("a\r", "b\rc", "", ""), outputs());
    }

    @Test
    void severalLinesInOneBuffer() {
        write("one\ntwo\nthree\nfour");
        assertEquals(List.of("one", "two", "three"), outputs());
        assertEquals(4, decoder.bufferedBytes(), "the unfinished line waits");
        write("\n");
        assertEquals(List.of("four"), outputs());
    }

    @Test
    void aLineSplitByteByByte() {
        byte[] bytes = "login\t1\tbøb\tsecret\r\nlogOut\n".getBytes(StandardCharsets.UTF_8);
        for (byte b : bytes) {
            write(new byte[] {b});
        }
        assertEquals(List.of("login\t1\tbøb\tsecret", "logOut"), outputs());
    }

    @Test
    void aCrSplitFromItsLf() {
        write("abc\r");
        assertEquals(List.of(), outputs());
        write("\n");
        assertEquals(List.of("abc"), outputs());
    }

    @Test
    void exactlyTheLimitPasses() {
        write(line(MAX) + "\n" + line(MAX) + "\r\n");
        assertEquals(List.of(line(MAX), line(MAX)), outputs());
    }

    @Test
    void exactlyTheLimitPassesWhenItArrivesBeforeItsCrlf() {
        write(line(MAX) + "\r");
        write("\n");
        assertEquals(List.of(line(MAX)), outputs());
    }

    @Test
    void oneByteOverTheLimitIsTooLongAndTheNextLineStillComes() {
        write(line(MAX + 1) + "\nlogOut\n" + line(MAX + 1) + "\r\nrefreshMatches\n");
        assertEquals(List.of("<TOO_LONG>", "logOut", "<TOO_LONG>", "refreshMatches"), outputs());
        assertTrue(channel.isActive(), "the connection stays open");
    }

    @Test
    void oneByteOverTheLimitArrivingInPieces() {
        write(line(MAX + 1));
        write("\r");
        write("\nnext\n");
        assertEquals(List.of("<TOO_LONG>", "next"), outputs());
    }

    @Test
    void longLinesInSmallPiecesKeepTheExactLimit() {
        byte[] exact = (line(MAX) + "\r\n").getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i < exact.length; i += 7) {
            write(Arrays.copyOfRange(exact, i, Math.min(exact.length, i + 7)));
        }
        byte[] over = (line(MAX + 1) + "\r\nok\n").getBytes(StandardCharsets.US_ASCII);
        for (byte b : over) {
            write(new byte[] {b});
        }
        assertEquals(List.of(line(MAX), "<TOO_LONG>", "ok"), outputs());
    }

    @Test
    void aMegabyteLineInChunksGivesOneMarkerAndBoundedMemory() {
        byte[] chunk = new byte[4096];
        Arrays.fill(chunk, (byte) 'y');
        int maxBuffered = 0;
        for (int i = 0; i < 256; i++) {
            write(chunk);
            maxBuffered = Math.max(maxBuffered, decoder.bufferedBytes());
            assertNull(channel.readInbound(), "nothing is emitted before the LF");
        }
        assertTrue(maxBuffered <= MAX + 2, "buffered " + maxBuffered + " bytes");
        write("yyy\nlogOut\n");
        assertEquals(List.of("<TOO_LONG>", "logOut"), outputs());
        assertEquals(0, decoder.bufferedBytes());
    }

    @Test
    void aMegabyteLineInOneBufferGivesOneMarker() {
        write(line(1 << 20) + "\nlogOut\n");
        assertEquals(List.of("<TOO_LONG>", "logOut"), outputs());
    }

    @Test
    void anUnfinishedLineIsDroppedAtClose() {
        write("half a line");
        assertFalse(channel.finish(), "no output for a line without LF");
    }

    @Test
    void theMarkerIsASingleton() {
        write(line(MAX + 10) + "\n");
        assertSame(TooLongLine.INSTANCE, channel.readInbound());
    }
}
