package org.tablero.server;

import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.tablero.server.cli.AdminCommand;
import org.tablero.server.cli.DatabaseOptions;
import org.tablero.server.config.ServerConfig;
import org.tablero.server.user.PasswordHasher;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code java -jar tablero-server.jar [options]} serves; {@code … admin …} administers. */
@Command(name = "tablero-server", mixinStandardHelpOptions = true, version = "Tablero server 0.1.0",
        description = "Serves the Tablero protocol (docs/protocol.md) for chess and Go.",
        subcommands = AdminCommand.class)
public final class ServerMain implements Callable<Integer> {

    @Option(names = "--port", defaultValue = "${env:TABLERO_PORT:-7777}",
            description = "TCP port to listen on (default: 7777; 0 picks a free one; env TABLERO_PORT).")
    int port;

    @Option(names = "--bind", defaultValue = "${env:TABLERO_BIND:-0.0.0.0}",
            description = "Address to listen on (default: all interfaces; env TABLERO_BIND).")
    String bind;

    @Option(names = "--no-register", defaultValue = "${env:TABLERO_NO_REGISTER:-false}",
            description = "Refuse self-registration; accounts are then created by an administrator (env TABLERO_NO_REGISTER=true).")
    boolean noRegister;

    @Mixin
    DatabaseOptions database;

    public static void main(String[] args) {
        System.exit(new CommandLine(new ServerMain()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        ServerConfig config = new ServerConfig(bind, port, database.toConfig(), !noRegister,
                PasswordHasher.DEFAULT_COST, ServerConfig.DEFAULT_WORKER_THREADS);
        TableroServer server = TableroServer.start(config);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "tablero-shutdown"));
        // Scripts wait for this exact line before they connect.
        System.out.println("listening on " + server.port());
        System.out.flush();
        stopped.await();
        return 0;
    }
}
