package org.tablero.engines.chess.uci;

import java.io.BufferedOutputStream;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** The UCI front-end on stdin/stdout: {@code java -jar tablero-engines.jar uci [--profile NAME]}. */
public final class UciMain {

    private UciMain() {
    }

    /** @param args arguments after {@code uci}; {@code --profile NAME} is accepted and not used yet */
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        // A buffered stdout that the session flushes after each command: perft prints many lines.
        PrintStream out = new PrintStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16),
                false, StandardCharsets.UTF_8);
        new UciSession(out).run(in);
    }
}
