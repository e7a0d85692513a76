package org.tablero.client;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The client's command line: {@code [--host H] [--port P] [--poll-ms MS] [--tls] [--trust-cert FILE]}.
 * {@code --tls} connects over TLS trusting the JDK's certificate authorities; {@code --trust-cert}
 * connects over TLS trusting exactly the server certificate in that PEM file.
 */
public record ClientOptions(String host, int port, Duration pollInterval, boolean tls, Optional<Path> trustCert) {

    public static final int DEFAULT_PORT = 7777;
    public static final Duration DEFAULT_POLL_INTERVAL = Duration.ofMillis(1500);

    public ClientOptions(String host, int port) {
        this(host, port, DEFAULT_POLL_INTERVAL);
    }

    public ClientOptions(String host, int port, Duration pollInterval) {
        this(host, port, pollInterval, false, Optional.empty());
    }

    public static ClientOptions parse(List<String> args) {
        String host = "localhost";
        int port = DEFAULT_PORT;
        Duration poll = DEFAULT_POLL_INTERVAL;
        boolean tls = false;
        Optional<Path> trust = Optional.empty();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("--host") && i + 1 < args.size()) {
                host = args.get(++i);
            } else if (arg.equals("--port") && i + 1 < args.size()) {
                port = Integer.parseInt(args.get(++i));
            } else if (arg.equals("--poll-ms") && i + 1 < args.size()) {
                long ms = Long.parseLong(args.get(++i));
                if (ms < 100) {
                    throw new IllegalArgumentException("--poll-ms must be at least 100");
                }
                poll = Duration.ofMillis(ms);
            } else if (arg.equals("--tls")) {
                tls = true;
            } else if (arg.equals("--trust-cert") && i + 1 < args.size()) {
                trust = Optional.of(Path.of(args.get(++i)));
                tls = true;
            } else {
                throw new IllegalArgumentException("usage: tablero-client [--host H] [--port P] [--poll-ms MS] [--tls]"
                        + " [--trust-cert FILE]; not understood: " + arg);
            }
        }
        return new ClientOptions(host, port, poll, tls, trust);
    }
}
