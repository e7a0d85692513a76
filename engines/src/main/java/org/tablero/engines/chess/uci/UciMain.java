package org.tablero.engines.chess.uci;

/** The UCI front-end. (Placeholder until the chess rules land.) */
public final class UciMain {

    private UciMain() {
    }

    public static void main(String[] args) {
        throw new UnsupportedOperationException("UCI front-end not written yet");
    }
}
