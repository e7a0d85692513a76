package org.tablero.protocol.client;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.tablero.protocol.ClientPoolAnswer;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.ErrorResponse;
import org.tablero.protocol.LogOut;
import org.tablero.protocol.Login;
import org.tablero.protocol.LoginAnswer;
import org.tablero.protocol.Ok;
import org.tablero.protocol.PoolEntry;
import org.tablero.protocol.ProtocolException;
import org.tablero.protocol.Response;

class BlockingClientTest {
    private static final Duration LIMIT = Duration.ofSeconds(20);
    private Stub stub;

    /**
     * A one-connection server on loopback: for each request line it writes what the responder
     * returns (in pieces, to exercise reassembly), or closes the connection when it returns null.
     */
    private static final class Stub {
        final ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        final LinkedBlockingQueue<byte[]> received = new LinkedBlockingQueue<>();
        final Thread thread;

        Stub(Function<String, byte[]> responder) throws IOException {
            server.setSoTimeout(10_000);
            thread = new Thread(() -> serve(responder), "stub-server");
            thread.setDaemon(true);
            thread.start();
        }

        private void serve(Function<String, byte[]> responder) {
            try (Socket socket = server.accept()) {
                socket.setSoTimeout(10_000);
                InputStream in = socket.getInputStream();
                OutputStream out = socket.getOutputStream();
                ByteArrayOutputStream line = new ByteArrayOutputStream();
                for (int b = in.read(); b >= 0; b = in.read()) {
                    if (b != '\n') {
                        line.write(b);
                        continue;
                    }
                    byte[] bytes = line.toByteArray();
                    line.reset();
                    received.add(bytes);
                    byte[] answer = responder.apply(new String(bytes, StandardCharsets.UTF_8));
                    if (answer == null) {
                        return;
                    }
                    // Two writes with a pause: the client must put lines back together.
                    int half = answer.length / 2;
                    out.write(answer, 0, half);
                    out.flush();
                    Thread.sleep(5);
                    out.write(answer, half, answer.length - half);
                    out.flush();
                }
            } catch (IOException | InterruptedException e) {
                // The test ends the stub by closing it.
            }
        }

        int port() {
            return server.getLocalPort();
        }

        byte[] nextReceived() throws InterruptedException {
            return received.poll(10, TimeUnit.SECONDS);
        }

        void stop() throws IOException, InterruptedException {
            server.close();
            thread.join(10_000);
        }
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private BlockingClient start(Function<String, byte[]> responder) throws IOException {
        stub = new Stub(responder);
        return BlockingClient.connect("127.0.0.1", stub.port());
    }

    @AfterEach
    void stopStub() throws Exception {
        if (stub != null) {
            stub.stop();
        }
    }

    @Test
    void sendsRequestsAndReadsResponses() throws Exception {
        assertTimeoutPreemptively(LIMIT, () -> {
            try (BlockingClient client = start(line -> switch (line) {
                case "login\t1\tbob\tsecret" -> utf8("loginAnswer\tOK\t1\n");
                case "queryClientPool" -> utf8("queryClientPoolAnswer\t2\nalice\ty\thuman\tchess,go\r\n"
                        + "gnugo\ty\tai\tgo\n");
                default -> utf8("ERROR\t-\tUNKNOWN_COMMAND\tunknown command\n");
            })) {
                assertEquals(LoginAnswer.ok("1"), client.send(new Login("1", "bob", "secret")));
                Response pool = client.sendLine("queryClientPool");
                assertEquals(new ClientPoolAnswer(List.of(new PoolEntry("alice", true, true, List.of("chess", "go")),
                        new PoolEntry("gnugo", true, false, List.of("go")))), pool);
                assertEquals(new ErrorResponse("-", ErrorCode.UNKNOWN_COMMAND, "unknown command"),
                        client.sendLine("nonsense"));
                assertFalse(client.isClosedByPeer());
            }
        });
    }

    @Test
    void readsLongUtf8Lines() throws Exception {
        String detail = "ñ".repeat(600_000);
        assertTimeoutPreemptively(LIMIT, () -> {
            try (BlockingClient client = start(line -> utf8("OK\techo\t" + detail + "\n"))) {
                assertEquals(Ok.of("echo", detail), client.sendLine("echo"));
            }
        });
    }

    @Test
    void writeRawSendsBytesAsTheyAre() throws Exception {
        byte[] hostile = {'l', 'o', 'g', (byte) 0xC0, (byte) 0xAF, '\r', '\n'};
        assertTimeoutPreemptively(LIMIT, () -> {
            try (BlockingClient client = start(line -> utf8("ERROR\t-\tMALFORMED\tinvalid UTF-8\n"))) {
                client.writeRaw(hostile);
                assertArrayEquals(new byte[] {'l', 'o', 'g', (byte) 0xC0, (byte) 0xAF, '\r'}, stub.nextReceived());
                assertEquals(new ErrorResponse("-", ErrorCode.MALFORMED, "invalid UTF-8"), client.readResponse());
            }
        });
    }

    @Test
    void pipelinedRequestsAreAnsweredInOrder() throws Exception {
        assertTimeoutPreemptively(LIMIT, () -> {
            try (BlockingClient client = start(line -> utf8("OK\t" + line + "\n"))) {
                for (int i = 0; i < 50; i++) {
                    client.writeLine("cmd" + i);
                }
                for (int i = 0; i < 50; i++) {
                    assertEquals(Ok.of("cmd" + i), client.readResponse());
                }
            }
        });
    }

    @Test
    void aSilentServerTimesOut() throws Exception {
        assertTimeoutPreemptively(LIMIT, () -> {
            try (BlockingClient client = start(line -> new byte[0])) {
                client.setReadTimeout(Duration.ofMillis(200));
                long start = System.nanoTime();
                assertThrows(SocketTimeoutException.class, () -> client.sendLine("hello"));
                assertTrue(System.nanoTime() - start < Duration.ofSeconds(5).toNanos());
                assertFalse(client.isClosedByPeer());
            }
        });
    }

    @Test
    void noticesWhenTheServerCloses() throws Exception {
        assertTimeoutPreemptively(LIMIT, () -> {
            try (BlockingClient client = start(line -> line.equals("logOut") ? null : utf8("OK\t" + line + "\n"))) {
                assertEquals(Ok.of("x"), client.sendLine("x"));
                assertFalse(client.isClosedByPeer());
                assertThrows(EOFException.class, () -> client.send(new LogOut()));
                assertTrue(client.isClosedByPeer());
            }
        });
    }

    @Test
    void awaitsTheCloseAfterLogOut() throws Exception {
        assertTimeoutPreemptively(LIMIT, () -> {
            try (BlockingClient client = start(line -> line.equals("close") ? null : utf8("OK\tlogOut\n"))) {
                assertEquals(Ok.of("logOut"), client.send(new LogOut()));
                assertFalse(client.awaitClosedByPeer(Duration.ofMillis(100)), "still open");
                client.writeLine("close");
                assertTrue(client.awaitClosedByPeer(Duration.ofSeconds(10)));
                assertTrue(client.isClosedByPeer());
            }
        });
    }

    @Test
    void aResponseThatBreaksTheContractIsAProtocolException() throws Exception {
        assertTimeoutPreemptively(LIMIT, () -> {
            try (BlockingClient client = start(line -> line.equals("bad")
                    ? new byte[] {'O', 'K', '\t', (byte) 0xFF, '\n'}
                    : utf8("queryClientPoolAnswer\tmany\n"))) {
                assertThrows(ProtocolException.class, () -> client.sendLine("bad"));
                assertThrows(ProtocolException.class, () -> client.sendLine("count"));
            }
        });
    }

    @Test
    void aLineOverTheLimitIsAProtocolException() throws Exception {
        assertTimeoutPreemptively(LIMIT, () -> {
            try (BlockingClient client = start(line -> utf8("OK\t" + "x".repeat(100) + "\n"))) {
                client.setMaxLineBytes(50);
                assertThrows(ProtocolException.class, () -> client.sendLine("x"));
            }
        });
    }

    @Test
    void connectingToNothingFails() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        assertThrows(IOException.class, () -> BlockingClient.connect("127.0.0.1", port));
    }
}
