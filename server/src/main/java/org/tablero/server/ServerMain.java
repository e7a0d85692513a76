package org.tablero.server;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.tablero.server.cli.AdminCommand;
import org.tablero.server.cli.DatabaseOptions;
import org.tablero.server.config.Limits;
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

    @Option(names = "--max-connections", defaultValue = "${env:TABLERO_MAX_CONNECTIONS:-20000}",
            description = "Connections open at once, in total (default: 20000).")
    int maxConnections;

    @Option(names = "--max-connections-per-address", defaultValue = "${env:TABLERO_MAX_CONNECTIONS_PER_ADDRESS:-256}",
            description = "Connections open at once from one IP address (default: 256).")
    int maxConnectionsPerAddress;

    @Option(names = "--login-timeout", defaultValue = "${env:TABLERO_LOGIN_TIMEOUT:-60}",
            description = "Seconds a connection may stay open without logging in (default: 60).")
    int loginTimeoutSeconds;

    @Option(names = "--idle-timeout", defaultValue = "${env:TABLERO_IDLE_TIMEOUT:-600}",
            description = "Seconds a connection may stay silent before it is closed (default: 600).")
    int idleTimeoutSeconds;

    @Option(names = "--commands-per-second", defaultValue = "${env:TABLERO_COMMANDS_PER_SECOND:-100}",
            description = "Sustained commands per second per connection, with bursts of 10 times as many (default: 100).")
    int commandsPerSecond;

    @Option(names = "--tls-cert", defaultValue = "${env:TABLERO_TLS_CERT}",
            description = "PEM certificate chain: serve TLS instead of plain TCP (with --tls-key; env TABLERO_TLS_CERT).")
    Path tlsCert;

    @Option(names = "--tls-key", defaultValue = "${env:TABLERO_TLS_KEY}",
            description = "PEM private key (PKCS#8) of the certificate (env TABLERO_TLS_KEY).")
    Path tlsKey;

    @Mixin
    DatabaseOptions database;

    public static void main(String[] args) {
        System.exit(new CommandLine(new ServerMain()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        Limits limits = Limits.DEFAULT.withConnections(maxConnections, maxConnectionsPerAddress)
                .withTimeouts(Duration.ofSeconds(loginTimeoutSeconds), Duration.ofSeconds(idleTimeoutSeconds))
                .withCommandRate(commandsPerSecond, 10 * commandsPerSecond);
        if ((tlsCert == null) != (tlsKey == null)) {
            throw new CommandLine.ParameterException(new CommandLine(this), "--tls-cert and --tls-key go together");
        }
        Optional<ServerConfig.Tls> tls = Optional.ofNullable(tlsCert).map(cert -> new ServerConfig.Tls(cert, tlsKey));
        ServerConfig config = new ServerConfig(bind, port, database.toConfig(), !noRegister,
                PasswordHasher.DEFAULT_COST, ServerConfig.DEFAULT_WORKER_THREADS, limits, ServerConfig.DEFAULT_AI_THREADS, tls);
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
