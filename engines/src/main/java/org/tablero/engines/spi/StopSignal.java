package org.tablero.engines.spi;

/** Raised by whoever runs a search to make it return its best move now; searches poll it. */
public final class StopSignal {

    private volatile boolean stopped;

    public void stop() {
        stopped = true;
    }

    public boolean isStopped() {
        return stopped;
    }
}
