package org.tablero.server.net;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.handler.ssl.SslContext;
import java.net.InetSocketAddress;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import org.tablero.server.command.CommandDispatcher;
import org.tablero.server.command.SessionCommands;
import org.tablero.server.config.Limits;
import org.tablero.server.metrics.Metrics;

/** The listening socket and its event loops. */
public final class NettyServer implements AutoCloseable {

    private final EventLoopGroup boss = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
    private final EventLoopGroup io = new MultiThreadIoEventLoopGroup(NioIoHandler.newFactory());
    private final Channel channel;

    public NettyServer(String host, int port, CommandDispatcher dispatcher, SessionCommands sessions, Executor workers,
            Limits limits, Metrics metrics, SslContext tls)
            throws InterruptedException {
        try {
            channel = new ServerBootstrap()
                    .group(boss, io)
                    .channel(NioServerSocketChannel.class)
                    .option(ChannelOption.SO_BACKLOG, 1024)
                    .childOption(ChannelOption.TCP_NODELAY, true)
                    .childHandler(new ServerInitializer(dispatcher, sessions, workers, limits, metrics, tls))
                    .bind(host, port).sync().channel();
        } catch (InterruptedException | RuntimeException e) {
            close();
            throw e;
        }
    }

    public int port() {
        return ((InetSocketAddress) channel.localAddress()).getPort();
    }

    /** Stops accepting, then closes the event loops; connections still open are closed. */
    @Override
    public void close() {
        if (channel != null) {
            channel.close().syncUninterruptibly();
        }
        boss.shutdownGracefully(0, 2, TimeUnit.SECONDS);
        io.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
    }
}
