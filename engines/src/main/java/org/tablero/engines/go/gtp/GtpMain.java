package org.tablero.engines.go.gtp;

/** The GTP front-end. (Placeholder until the Go rules land.) */
public final class GtpMain {

    private GtpMain() {
    }

    public static void main(String[] args) {
        throw new UnsupportedOperationException("GTP front-end not written yet");
    }
}
