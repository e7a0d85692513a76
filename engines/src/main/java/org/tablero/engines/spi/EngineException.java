package org.tablero.engines.spi;

/** An engine failed to produce a move (crashed, timed out, answered nonsense). */
public class EngineException extends Exception {

    public EngineException(String message) {
        super(message);
    }

    public EngineException(String message, Throwable cause) {
        super(message, cause);
    }
}
