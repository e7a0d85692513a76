package org.tablero.engines.go.gtp;

/** A GTP command that fails; its message is the text after {@code ?}. */
public class GtpFailure extends Exception {

    public GtpFailure(String message) {
        super(message);
    }
}
