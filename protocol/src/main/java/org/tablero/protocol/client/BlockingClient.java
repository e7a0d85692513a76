package org.tablero.protocol.client;

import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import org.tablero.protocol.ProtocolException;
import org.tablero.protocol.Request;
import org.tablero.protocol.Response;
import org.tablero.protocol.ResponseReader;
import org.tablero.protocol.Wire;

/**
 * A blocking client over a plain socket, for integration tests, benchmarks and tools: one
 * request, one response, on the calling thread. Not thread-safe: one thread per client.
 *
 * <p>I/O problems are {@link IOException}s (a read timeout is a {@link SocketTimeoutException},
 * the server closing the connection an {@link EOFException}); a response that breaks the contract
 * is a {@link ProtocolException}.
 */
public final class BlockingClient implements AutoCloseable {
    public static final Duration DEFAULT_READ_TIMEOUT = Duration.ofSeconds(10);
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(10);

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;
    private final ResponseReader reader = new ResponseReader();
    private final ByteArrayOutputStream lineBytes = new ByteArrayOutputStream(256);
    /** Bytes read from the socket and not yet consumed: {@code buffer[position..limit)}. */
    private final byte[] buffer = new byte[64 * 1024];
    private int position;
    private int limit;
    private int maxLineBytes = Wire.CLIENT_MAX_LINE_BYTES;
    private volatile boolean closedByPeer;

    private BlockingClient(Socket socket) throws IOException {
        this.socket = socket;
        this.in = socket.getInputStream();
        this.out = socket.getOutputStream();
    }

    /** Connects with the default read timeout (10 s). */
    public static BlockingClient connect(String host, int port) throws IOException {
        return connect(host, port, DEFAULT_READ_TIMEOUT);
    }

    /** Connects; {@code readTimeout} bounds every wait for a response. */
    public static BlockingClient connect(String host, int port, Duration readTimeout) throws IOException {
        Socket socket = new Socket();
        try {
            socket.setTcpNoDelay(true);
            socket.connect(new InetSocketAddress(host, port), (int) CONNECT_TIMEOUT.toMillis());
            socket.setSoTimeout(toMillis(readTimeout));
            return new BlockingClient(socket);
        } catch (IOException | RuntimeException e) {
            socket.close();
            throw e;
        }
    }

    /**
     * Connects over TLS (a server started with a certificate); {@code tls} decides which
     * certificates are trusted. The handshake completes before this returns.
     */
    public static BlockingClient connectTls(String host, int port, javax.net.ssl.SSLContext tls, Duration readTimeout)
            throws IOException {
        Socket plain = new Socket();
        try {
            plain.setTcpNoDelay(true);
            plain.connect(new InetSocketAddress(host, port), (int) CONNECT_TIMEOUT.toMillis());
            javax.net.ssl.SSLSocket socket = (javax.net.ssl.SSLSocket) tls.getSocketFactory().createSocket(plain, host, port, true);
            socket.setSoTimeout(toMillis(readTimeout));
            javax.net.ssl.SSLParameters params = socket.getSSLParameters();
            params.setEndpointIdentificationAlgorithm("HTTPS");
            socket.setSSLParameters(params);
            socket.startHandshake();
            return new BlockingClient(socket);
        } catch (IOException | RuntimeException e) {
            plain.close();
            throw e;
        }
    }

    /** Changes how long {@link #readResponse()} waits before a {@link SocketTimeoutException}. */
    public void setReadTimeout(Duration timeout) throws IOException {
        socket.setSoTimeout(toMillis(timeout));
    }

    /** Changes the longest response line accepted (default {@link Wire#CLIENT_MAX_LINE_BYTES}). */
    public void setMaxLineBytes(int maxLineBytes) {
        this.maxLineBytes = maxLineBytes;
    }

    /** Sends a request and waits for its response. */
    public Response send(Request request) throws IOException {
        write(request);
        return readResponse();
    }

    /** Sends a raw line (the LF is added) and waits for its response. */
    public Response sendLine(String rawLineWithoutLf) throws IOException {
        writeLine(rawLineWithoutLf);
        return readResponse();
    }

    /** Sends a request without waiting, for pipelining; read the answers with {@link #readResponse()}. */
    public void write(Request request) throws IOException {
        writeLine(request.encode());
    }

    /** Sends a raw line (the LF is added, the text encoded as UTF-8) without waiting. */
    public void writeLine(String rawLineWithoutLf) throws IOException {
        writeRaw((rawLineWithoutLf + Wire.LF).getBytes(StandardCharsets.UTF_8));
    }

    /** Sends bytes exactly as given, for hostile tests. */
    public void writeRaw(byte[] bytes) throws IOException {
        out.write(bytes);
        out.flush();
    }

    /** Blocks until one complete response has arrived (or the read timeout passes, or the server closes). */
    public Response readResponse() throws IOException {
        while (true) {
            Optional<Response> done = reader.accept(readLine());
            if (done.isPresent()) {
                return done.get();
            }
        }
    }

    /** True once a read found the connection closed by the server. */
    public boolean isClosedByPeer() {
        return closedByPeer;
    }

    /**
     * Waits up to {@code timeout} for the server to close the connection; true if it did. Any
     * byte that arrives instead breaks v1 (the server never speaks unasked) and is a
     * {@link ProtocolException}.
     */
    public boolean awaitClosedByPeer(Duration timeout) throws IOException {
        if (closedByPeer) {
            return true;
        }
        int previous = socket.getSoTimeout();
        socket.setSoTimeout(toMillis(timeout));
        try {
            int b = read();
            if (b >= 0) {
                throw new ProtocolException("the server sent data nobody asked for");
            }
            return true;
        } catch (SocketTimeoutException e) {
            return false;
        } finally {
            if (!socket.isClosed()) {
                socket.setSoTimeout(previous);
            }
        }
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // Nothing useful can be done: the socket is gone either way.
        }
    }

    private String readLine() throws IOException {
        lineBytes.reset();
        while (true) {
            if (position == limit && fill() < 0) {
                throw new EOFException(lineBytes.size() == 0
                        ? "connection closed by the server"
                        : "connection closed by the server in the middle of a line");
            }
            int lf = position;
            while (lf < limit && buffer[lf] != '\n') {
                lf++;
            }
            int chunk = lf - position;
            // max + 1 leaves room for the CR before the LF.
            if (lineBytes.size() + chunk > maxLineBytes + 1) {
                throw new ProtocolException("response line longer than " + maxLineBytes + " bytes");
            }
            lineBytes.write(buffer, position, chunk);
            position = lf;
            if (lf < limit) {
                position++;
                return decode(lineBytes.toByteArray());
            }
        }
    }

    /** Reads one byte, or -1 at EOF. */
    private int read() throws IOException {
        if (position == limit && fill() < 0) {
            return -1;
        }
        return buffer[position++] & 0xFF;
    }

    /** Refills the empty buffer; -1 at EOF. Remembers when the server has closed (EOF, or a reset, which is a close too). */
    private int fill() throws IOException {
        try {
            int n = in.read(buffer);
            if (n < 0) {
                closedByPeer = true;
                return -1;
            }
            position = 0;
            limit = n;
            return n;
        } catch (SocketException e) {
            if (!socket.isClosed()) {
                closedByPeer = true;
            }
            throw e;
        }
    }

    private static String decode(byte[] bytes) {
        int length = bytes.length;
        if (length > 0 && bytes[length - 1] == '\r') {
            length--;
        }
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, 0, length)).toString();
        } catch (CharacterCodingException e) {
            throw new ProtocolException("invalid UTF-8 in a response", e);
        }
    }

    private static int toMillis(Duration timeout) {
        long ms = timeout.toMillis();
        if (ms < 1 || ms > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("timeout must be between 1 ms and ~24 days");
        }
        return (int) ms;
    }
}
