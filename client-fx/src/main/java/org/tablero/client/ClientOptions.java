package org.tablero.client;

import java.util.List;

/** The client's command line: {@code [--host H] [--port P]}. */
public record ClientOptions(String host, int port) {

    public static final int DEFAULT_PORT = 7777;

    public static ClientOptions parse(List<String> args) {
        String host = "localhost";
        int port = DEFAULT_PORT;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("--host") && i + 1 < args.size()) {
                host = args.get(++i);
            } else if (arg.equals("--port") && i + 1 < args.size()) {
                port = Integer.parseInt(args.get(++i));
            } else {
                throw new IllegalArgumentException("usage: tablero-client [--host H] [--port P]; not understood: " + arg);
            }
        }
        return new ClientOptions(host, port);
    }
}
