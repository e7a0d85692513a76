package org.tablero.server.net;

import io.netty.channel.ChannelHandler.Sharable;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import java.net.InetSocketAddress;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Caps connections in total and per client address. A connection over a cap is closed at once,
 * before it can cost anything: one address cannot crowd out the others.
 */
@Sharable
final class ConnectionLimiter extends ChannelInboundHandlerAdapter {

    private static final Logger log = LoggerFactory.getLogger(ConnectionLimiter.class);

    private final int maxTotal;
    private final int maxPerAddress;
    private final AtomicInteger total = new AtomicInteger();
    private final ConcurrentMap<String, AtomicInteger> perAddress = new ConcurrentHashMap<>();

    ConnectionLimiter(int maxTotal, int maxPerAddress) {
        this.maxTotal = maxTotal;
        this.maxPerAddress = maxPerAddress;
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) {
        String address = address(ctx);
        int all = total.incrementAndGet();
        int mine = perAddress.computeIfAbsent(address, a -> new AtomicInteger()).incrementAndGet();
        ctx.channel().closeFuture().addListener(f -> release(address));
        if (all > maxTotal || mine > maxPerAddress) {
            log.warn("refusing a connection from {}: {} open from it, {} in total", address, mine, all);
            ctx.close();
            return;
        }
        ctx.fireChannelActive();
    }

    int open() {
        return total.get();
    }

    private void release(String address) {
        total.decrementAndGet();
        perAddress.computeIfPresent(address, (a, n) -> n.decrementAndGet() == 0 ? null : n);
    }

    private static String address(ChannelHandlerContext ctx) {
        return ctx.channel().remoteAddress() instanceof InetSocketAddress inet
                ? inet.getAddress().getHostAddress() : String.valueOf(ctx.channel().remoteAddress());
    }
}
