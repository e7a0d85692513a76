package org.tablero.protocol.netty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tablero.protocol.ParseResult;
import org.tablero.protocol.ProtocolError;
import org.tablero.protocol.Request;
import org.tablero.protocol.Requests;
import org.tablero.protocol.Wire;

/**
 * A property-based fuzz of the decoder pipeline and the parser: random bytes and mutations of valid
 * lines, cut into random chunks. Properties: nothing throws, every LF-terminated line gives exactly
 * one result, accepted requests round-trip, errors name a sane command. Seeded and bounded in time
 * ({@code -Dtablero.fuzz.seconds=N}, 10 s by default), so a failure can be replayed from its seed.
 */
class ProtocolFuzzTest {

    private static final List<String> SEEDS = List.of(
            "register\tbob\tsecret1", "login\t1\tbob\tsecret1", "logOut", "queryClientPool", "refreshChallenges",
            "refreshMatches", "refreshMatchesLastMovement", "challenge\tchess\talice\twhite\t-\t-",
            "challenge\tgo\talice\trandom\t9/9/9/9/9/9/9/9/9 b - 0 0\tsize=9,komi=6.5,handicap=2",
            "challengedByAnswer\t12\taccepted", "sendMovement\t3\te4\trnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
            "resign\t3", "offerDraw\t3", "answerDraw\t3\trefused", "markDead\t3\tD4 E5", "answerScore\t3\taccepted",
            "admin\tcreateProfile\tbot\tdesc\trandom\t-");

    @Test
    void randomAndMutatedInputNeverBreaksTheDecoder() {
        long seconds = Long.getLong("tablero.fuzz.seconds", 10);
        long seed = Long.getLong("tablero.fuzz.seed", System.nanoTime());
        Random random = new Random(seed);
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        long lines = 0;
        while (System.nanoTime() < end) {
            List<byte[]> batch = new ArrayList<>();
            for (int i = 0; i < 50; i++) {
                batch.add(line(random));
            }
            feed(batch, random, seed);
            lines += batch.size();
        }
        System.out.println("protocol fuzz: " + lines + " lines in " + seconds + " s, seed " + seed);
        assertTrue(lines > 1000, "fuzzed " + lines + " lines with seed " + seed);
    }

    private static void feed(List<byte[]> lines, Random random, long seed) {
        EmbeddedChannel channel = new EmbeddedChannel(new LineFrameDecoder(Wire.MAX_LINE_BYTES), new RequestDecoder());
        byte[] all = join(lines);
        int at = 0;
        while (at < all.length) {
            int n = Math.min(all.length - at, 1 + random.nextInt(random.nextBoolean() ? 8 : 4096));
            channel.writeInbound(Unpooled.wrappedBuffer(all, at, n));
            at += n;
        }
        int results = 0;
        for (Object out; (out = channel.readInbound()) != null; results++) {
            ParseResult r = assertInstanceOf(ParseResult.class, out);
            if (r instanceof Request request) {
                assertEquals(request, Requests.parse(request.encode()), "round trip, seed " + seed);
            } else {
                String command = ((ProtocolError) r).command();
                assertTrue(command.equals("-") || Wire.isSaneType(command), "sane command '" + command + "', seed " + seed);
            }
        }
        assertEquals(lines.size(), results, "one result per line, seed " + seed);
        channel.finishAndReleaseAll();
    }

    private static byte[] line(Random random) {
        byte[] body = switch (random.nextInt(4)) {
            case 0 -> randomBytes(random);
            case 1 -> mutate(SEEDS.get(random.nextInt(SEEDS.size())).getBytes(StandardCharsets.UTF_8), random);
            case 2 -> SEEDS.get(random.nextInt(SEEDS.size())).getBytes(StandardCharsets.UTF_8);
            default -> nearTheLimit(random);
        };
        byte[] out = new byte[body.length + 1];
        for (int i = 0; i < body.length; i++) {
            out[i] = body[i] == '\n' ? (byte) ' ' : body[i];
        }
        out[body.length] = '\n';
        return out;
    }

    private static byte[] randomBytes(Random random) {
        byte[] b = new byte[random.nextInt(300)];
        random.nextBytes(b);
        return b;
    }

    private static byte[] nearTheLimit(Random random) {
        byte[] b = new byte[8190 + random.nextInt(6)];
        java.util.Arrays.fill(b, (byte) (random.nextBoolean() ? 'a' : '\t'));
        return b;
    }

    private static byte[] mutate(byte[] line, Random random) {
        byte[] b = line.clone();
        int edits = 1 + random.nextInt(4);
        for (int i = 0; i < edits && b.length > 0; i++) {
            int at = random.nextInt(b.length);
            switch (random.nextInt(5)) {
                case 0 -> b[at] = (byte) random.nextInt(256);
                case 1 -> b[at] = '\t';
                case 2 -> b[at] = '\r';
                case 3 -> b = java.util.Arrays.copyOf(b, at);
                default -> {
                    byte[] longer = new byte[b.length + 1];
                    System.arraycopy(b, 0, longer, 0, at);
                    longer[at] = (byte) (0xC0 + random.nextInt(64));
                    System.arraycopy(b, at, longer, at + 1, b.length - at);
                    b = longer;
                }
            }
        }
        return b;
    }

    private static byte[] join(List<byte[]> lines) {
        int size = lines.stream().mapToInt(l -> l.length).sum();
        byte[] all = new byte[size];
        int at = 0;
        for (byte[] l : lines) {
            System.arraycopy(l, 0, all, at, l.length);
            at += l.length;
        }
        return all;
    }
}
