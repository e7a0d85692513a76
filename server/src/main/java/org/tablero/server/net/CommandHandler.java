package org.tablero.server.net;

import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.timeout.IdleStateEvent;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.ErrorResponse;
import org.tablero.protocol.ProtocolError;
import org.tablero.protocol.Request;
import org.tablero.protocol.Response;
import org.tablero.server.command.CommandDispatcher;
import org.tablero.server.command.Session;
import org.tablero.server.command.SessionCommands;
import org.tablero.server.config.Limits;
import org.tablero.server.metrics.Metrics;

/**
 * The last handler of a connection's pipeline: hands each parsed line to the dispatcher on the
 * worker pool, in order, and writes the answers back in the same order. It never blocks the event
 * loop; when a client sends faster than its commands complete, reading pauses until they catch up.
 *
 * <p>A poll the services can answer from memory ({@link CommandDispatcher#answerAtOnce}) is
 * answered right here when nothing of the connection is still with the workers: at thousands of
 * polls a second, two thread hand-offs per poll cost more than the poll. The answers read in one
 * go are flushed together when the read completes.
 */
final class CommandHandler extends ChannelInboundHandlerAdapter {

    private static final Logger log = LoggerFactory.getLogger(CommandHandler.class);
    private static final int PAUSE_READING_AT = 64;
    private static final int RESUME_READING_AT = 16;

    /** A flooder still sending after this many refusals in a row is cut off. */
    private static final int MAX_REFUSED_IN_A_ROW = 10_000;

    private final CommandDispatcher dispatcher;
    private final SessionCommands sessions;
    private final SerialExecutor commands;
    private final Limits limits;
    private final Metrics metrics;
    private Session session;
    private CommandRate rate;
    private int refusedInARow;
    /** Requests handed to the workers whose answers are not written yet (event loop only): answers keep request order. */
    private int unanswered;
    /** An answer was written at once and waits for the flush at the end of the read. */
    private boolean flushPending;

    CommandHandler(CommandDispatcher dispatcher, SessionCommands sessions, Executor workers, Limits limits, Metrics metrics) {
        this.dispatcher = dispatcher;
        this.sessions = sessions;
        this.commands = new SerialExecutor(workers);
        this.limits = limits;
        this.metrics = metrics;
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) {
        session = new Session(ctx.channel().id().asShortText(), clientAddress(ctx));
        rate = new CommandRate(limits.commandsPerSecond(), limits.commandBurst(), System.nanoTime());
        metrics.connectionOpened();
        log.debug("session {}: connected from {}", session.id(), session.remoteAddress());
        ctx.executor().schedule(() -> {
            if (session.user().isEmpty()) {
                log.debug("session {}: no login within {}, closing", session.id(), limits.loginTimeout());
                ctx.close();
            }
        }, limits.loginTimeout().toMillis(), TimeUnit.MILLISECONDS);
        ctx.fireChannelActive();
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
        if (event instanceof IdleStateEvent) {
            log.debug("session {}: silent for {}, closing", session.id(), limits.idleTimeout());
            ctx.close();
        } else {
            ctx.fireUserEventTriggered(event);
        }
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (session == null) {
            return; // refused by a limit and closing: its lines are not read
        }
        if (!rate.tryAcquire(System.nanoTime())) {
            refuse(ctx, msg);
            return;
        }
        refusedInARow = 0;
        if (unanswered == 0) {
            Optional<Response> now = dispatcher.answerAtOnce(session, msg);
            if (now.isPresent()) {
                count(msg, now.get());
                metrics.answeredAtOnce();
                ctx.write(now.get());
                flushPending = true;
                return;
            }
        }
        answerFromWorkers(ctx, () -> {
            MDC.put("conn", session.id());
            try {
                return msg instanceof Request request
                        ? dispatcher.dispatch(session, request)
                        : dispatcher.dispatch(session, (ProtocolError) msg);
            } finally {
                MDC.remove("conn");
            }
        }, msg);
        if (commands.pending() >= PAUSE_READING_AT) {
            ctx.channel().config().setAutoRead(false);
            // The workers may have caught up in between; whoever looks last turns reading back on.
            resumeReadingIfCaughtUp(ctx);
        }
    }

    /** Over the rate: answered (in order) without running the command; a sustained flood is cut off. */
    private void refuse(ChannelHandlerContext ctx, Object msg) {
        if (++refusedInARow > MAX_REFUSED_IN_A_ROW) {
            log.warn("session {}: flooding, closing", session.id());
            ctx.close();
            return;
        }
        String command = msg instanceof Request request ? request.command() : ((ProtocolError) msg).command();
        ErrorResponse refusal = new ErrorResponse(command, ErrorCode.RATE_LIMITED,
                "too many commands; at most " + (int) limits.commandsPerSecond() + " per second");
        answerFromWorkers(ctx, () -> refusal, msg);
    }

    /**
     * Runs {@code answer} on the worker pool in the connection's order, then writes the answer on
     * the event loop, where {@link #unanswered} is kept.
     */
    private void answerFromWorkers(ChannelHandlerContext ctx, Supplier<Response> answer, Object msg) {
        unanswered++;
        submit(ctx, () -> {
            Response response = answer.get();
            count(msg, response);
            try {
                ctx.executor().execute(() -> {
                    unanswered--;
                    var write = ctx.writeAndFlush(response);
                    if (session.closeRequested()) {
                        write.addListener(ChannelFutureListener.CLOSE);
                    }
                    resumeReadingIfCaughtUp(ctx);
                });
            } catch (RejectedExecutionException e) {
                log.debug("session {}: event loop stopped, answer dropped", session.id());
            }
        });
    }

    @Override
    public void channelReadComplete(ChannelHandlerContext ctx) {
        if (flushPending) {
            flushPending = false;
            ctx.flush();
        }
        ctx.fireChannelReadComplete();
    }

    private void count(Object msg, Response response) {
        metrics.command(msg instanceof Request request ? request.command() : "(unreadable)");
        if (response instanceof ErrorResponse error) {
            metrics.error(error.code().name());
        }
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        if (session == null) {
            // Closed by a limit before it became active: nothing was started for it.
            ctx.fireChannelInactive();
            return;
        }
        // Queued behind the connection's pending commands, so a login still in flight is undone too.
        submit(ctx, () -> sessions.leave(session));
        metrics.connectionClosed();
        log.debug("session {}: disconnected", session.id());
        ctx.fireChannelInactive();
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        if (cause instanceof IOException || cause.getCause() instanceof javax.net.ssl.SSLException) {
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
