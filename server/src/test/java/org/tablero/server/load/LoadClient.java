package org.tablero.server.load;

import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Queue;
import java.util.function.Consumer;
import org.tablero.protocol.Request;

/**
 * One simulated client connection: sends requests and hands each response, with its latency, to
 * the callback given with its request. Answers come in request order, so a queue pairs them.
 * Runs on its channel's event loop only.
 */
final class LoadClient extends ChannelInboundHandlerAdapter {

    /** What to do with a response (a {@code Response}, or a {@link PoolAnswerCounter.PoolAnswer}) and how long it took, in nanoseconds. */
    interface Callback {
        void done(Object response, long nanos);
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
        sendAll(List.of(request), callback);
    }

    /** Sends requests back to back, flushed once, as a client does that asks several things at a time. */
    void sendAll(List<Request> requests, Callback callback) {
        if (channel.eventLoop().inEventLoop()) {
            long now = System.nanoTime();
            for (Request request : requests) {
                pending.add(new Pending(request.command(), now, callback));
                channel.write(request);
            }
            channel.flush();
        } else {
            channel.eventLoop().execute(() -> sendAll(requests, callback));
        }
    }

    /** The event loop this client's callbacks run on: schedule its polls there. */
    io.netty.channel.EventLoop eventLoop() {
        return channel.eventLoop();
    }

    boolean idle() {
        return pending.isEmpty();
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object response) {
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
