package org.tablero.server.net;

/**
 * A token bucket for one connection's commands: a sustained rate with a burst allowance. Used on
 * the connection's event loop only, so it needs no locking.
 */
final class CommandRate {

    private final double perNano;
    private final int burst;
    private double tokens;
    private long last;

    CommandRate(double perSecond, int burst, long nowNanos) {
        this.perNano = perSecond / 1e9;
        this.burst = burst;
        this.tokens = burst;
        this.last = nowNanos;
    }

    /** Takes one token; false when the connection is over its rate. */
    boolean tryAcquire(long nowNanos) {
        tokens = Math.min(burst, tokens + (nowNanos - last) * perNano);
        last = nowNanos;
        if (tokens >= 1) {
            tokens -= 1;
            return true;
        }
        return false;
    }
}
