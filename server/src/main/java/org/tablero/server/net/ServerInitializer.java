package org.tablero.server.net;

import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.ssl.SslContext;
import io.netty.handler.timeout.IdleStateHandler;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import org.tablero.protocol.Wire;
import org.tablero.protocol.netty.LineFrameDecoder;
import org.tablero.protocol.netty.RequestDecoder;
import org.tablero.protocol.netty.ResponseEncoder;
import org.tablero.server.command.CommandDispatcher;
import org.tablero.server.command.SessionCommands;
import org.tablero.server.config.Limits;
import org.tablero.server.metrics.Metrics;

/** Builds each connection's pipeline: limits, framing, decoding, encoding, then the commands. */
final class ServerInitializer extends ChannelInitializer<SocketChannel> {

    private static final RequestDecoder DECODER = new RequestDecoder();
    private static final ResponseEncoder ENCODER = new ResponseEncoder();
    private final SharedAnswerEncoder sharedAnswers = new SharedAnswerEncoder();

    private final CommandDispatcher dispatcher;
    private final SessionCommands sessions;
    private final Executor workers;
    private final Limits limits;
    private final ConnectionLimiter connectionLimiter;
    private final Metrics metrics;
    private final SslContext tls;

    /** @param tls the server's TLS context, or null for plain TCP */
    ServerInitializer(CommandDispatcher dispatcher, SessionCommands sessions, Executor workers, Limits limits,
            Metrics metrics, SslContext tls) {
        this.metrics = metrics;
        this.tls = tls;
        this.dispatcher = dispatcher;
        this.sessions = sessions;
        this.workers = workers;
        this.limits = limits;
        this.connectionLimiter = new ConnectionLimiter(limits.maxConnections(), limits.maxConnectionsPerAddress());
    }

    @Override
    protected void initChannel(SocketChannel ch) {
        ChannelPipeline p = ch.pipeline();
        p.addLast("limits", connectionLimiter);
        if (tls != null) {
            p.addLast("tls", tls.newHandler(ch.alloc()));
        }
        p.addLast("idle", new IdleStateHandler(limits.idleTimeout().toMillis(), 0, 0, TimeUnit.MILLISECONDS));
        p.addLast("frames", new LineFrameDecoder(Wire.MAX_LINE_BYTES));
        p.addLast("requests", DECODER);
        p.addLast("responses", ENCODER);
        p.addLast("shared-answers", sharedAnswers);
        p.addLast("commands", new CommandHandler(dispatcher, sessions, workers, limits, metrics));
    }
}
