package org.tablero.server.net;

import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tablero.protocol.ProtocolError;
import org.tablero.protocol.Request;
import org.tablero.protocol.Response;
import org.tablero.server.command.CommandDispatcher;
import org.tablero.server.command.Session;
import org.tablero.server.command.SessionCommands;

/**
 * The last handler of a connection's pipeline: hands each parsed line to the dispatcher on the
 * worker pool, in order, and writes the answers back in the same order. It never blocks the event
 * loop; when a client sends faster than its commands complete, reading pauses until they catch up.
 */
final class CommandHandler extends ChannelInboundHandlerAdapter {

    private static final Logger log = LoggerFactory.getLogger(CommandHandler.class);
    private static final int PAUSE_READING_AT = 64;
    private static final int RESUME_READING_AT = 16;

    private final CommandDispatcher dispatcher;
    private final SessionCommands sessions;
    private final SerialExecutor commands;
    private Session session;

    CommandHandler(CommandDispatcher dispatcher, SessionCommands sessions, Executor workers) {
        this.dispatcher = dispatcher;
        this.sessions = sessions;
        this.commands = new SerialExecutor(workers);
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) {
        session = new Session(ctx.channel().id().asShortText(), clientAddress(ctx));
        log.debug("session {}: connected from {}", session.id(), session.remoteAddress());
        ctx.fireChannelActive();
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        submit(ctx, () -> {
            Response response = msg instanceof Request request
                    ? dispatcher.dispatch(session, request)
                    : dispatcher.dispatch(session, (ProtocolError) msg);
            var write = ctx.writeAndFlush(response);
            if (session.closeRequested()) {
                write.addListener(ChannelFutureListener.CLOSE);
            }
            resumeReadingIfCaughtUp(ctx);
        });
        if (commands.pending() >= PAUSE_READING_AT) {
            ctx.channel().config().setAutoRead(false);
            // The workers may have caught up in between; whoever looks last turns reading back on.
            resumeReadingIfCaughtUp(ctx);
        }
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        // Queued behind the connection's pending commands, so a login still in flight is undone too.
        submit(ctx, () -> sessions.leave(session));
        log.debug("session {}: disconnected", session.id());
        ctx.fireChannelInactive();
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        if (cause instanceof IOException) {
            log.debug("session {}: connection error: {}", session == null ? "-" : session.id(), cause.getMessage());
        } else {
            log.warn("session {}: unexpected error, closing", session == null ? "-" : session.id(), cause);
        }
        ctx.close();
    }

    /** The client's IP address, without the port: what per-address limits count. */
    private static String clientAddress(ChannelHandlerContext ctx) {
        return ctx.channel().remoteAddress() instanceof InetSocketAddress inet
                ? inet.getAddress().getHostAddress() : String.valueOf(ctx.channel().remoteAddress());
    }

    private void submit(ChannelHandlerContext ctx, Runnable task) {
        try {
            commands.execute(task);
        } catch (RejectedExecutionException e) {
            log.warn("session {}: worker pool saturated, closing the connection", session.id());
            ctx.close();
        }
    }

    private void resumeReadingIfCaughtUp(ChannelHandlerContext ctx) {
        if (!ctx.channel().config().isAutoRead() && commands.pending() <= RESUME_READING_AT) {
            ctx.channel().config().setAutoRead(true);
        }
    }
}
