package org.tablero.server.load;

import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import java.util.ArrayDeque;
import java.util.Queue;
import java.util.function.Consumer;
import org.tablero.protocol.Request;
import org.tablero.protocol.Response;

/**
 * One simulated client connection: sends requests and hands each response, with its latency, to
 * the callback given with its request. Answers come in request order, so a queue pairs them.
 * Runs on its channel's event loop only.
 */
final class LoadClient extends SimpleChannelInboundHandler<Response> {

    /** What to do with a response and how long it took, in nanoseconds. */
    interface Callback {
        void done(Response response, long nanos);
    }

    private record Pending(String command, long sentAt, Callback callback) {
    }

    private final Queue<Pending> pending = new ArrayDeque<>();
    private final Consumer<String> onClose;
    private volatile Channel channel;

    LoadClient(Consumer<String> onClose) {
        this.onClose = onClose;
    }

    /** The connected channel; requests may be sent once it is attached. */
    void attach(Channel connected) {
        this.channel = connected;
    }

    /** Sends from any thread; the callback runs on the event loop. */
    void send(Request request, Callback callback) {
        channel.eventLoop().execute(() -> {
            pending.add(new Pending(request.command(), System.nanoTime(), callback));
            channel.writeAndFlush(request);
        });
    }

    boolean idle() {
        return pending.isEmpty();
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, Response response) {
        Pending p = pending.poll();
        if (p != null) {
            p.callback().done(response, System.nanoTime() - p.sentAt());
        }
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        onClose.accept("connection closed with " + pending.size() + " requests unanswered");
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        onClose.accept("connection error: " + cause);
        ctx.close();
    }
}
