package org.tablero.client;

import java.time.Duration;
import java.util.List;

/** The client's command line: {@code [--host H] [--port P] [--poll-ms MS]}. */
public record ClientOptions(String host, int port, Duration pollInterval) {

    public static final int DEFAULT_PORT = 7777;
    public static final Duration DEFAULT_POLL_INTERVAL = Duration.ofMillis(1500);

    public ClientOptions(String host, int port) {
        this(host, port, DEFAULT_POLL_INTERVAL);
    }

    public static ClientOptions parse(List<String> args) {
        String host = "localhost";
        int port = DEFAULT_PORT;
        Duration poll = DEFAULT_POLL_INTERVAL;
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
            } else {
                throw new IllegalArgumentException("usage: tablero-client [--host H] [--port P] [--poll-ms MS]; not understood: " + arg);
            }
        }
        return new ClientOptions(host, port, poll);
    }
}
