package org.tablero.server.config;

import java.time.Duration;

/**
 * What one client may take from the server.
 *
 * @param maxConnections connections open at once, in total
 * @param maxConnectionsPerAddress connections open at once from one IP address
 * @param loginTimeout a connection that has not logged in after this long is closed
 * @param idleTimeout a logged-in connection that sends nothing for this long is closed
 * @param commandsPerSecond sustained commands per second per connection
 * @param commandBurst commands a connection may send at once above the sustained rate
 */
public record Limits(int maxConnections, int maxConnectionsPerAddress, Duration loginTimeout, Duration idleTimeout,
        double commandsPerSecond, int commandBurst) {

    public static final Limits DEFAULT = new Limits(20_000, 256, Duration.ofSeconds(60), Duration.ofMinutes(10), 100, 1000);

    public Limits withConnections(int total, int perAddress) {
        return new Limits(total, perAddress, loginTimeout, idleTimeout, commandsPerSecond, commandBurst);
    }

    public Limits withTimeouts(Duration login, Duration idle) {
        return new Limits(maxConnections, maxConnectionsPerAddress, login, idle, commandsPerSecond, commandBurst);
    }

    public Limits withCommandRate(double perSecond, int burst) {
        return new Limits(maxConnections, maxConnectionsPerAddress, loginTimeout, idleTimeout, perSecond, burst);
    }
}
