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

    /** @param args arguments after {@code uci}: {@code --profile NAME} picks a named profile (default strongest) */
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        // A buffered stdout that the session flushes after each command: perft prints many lines.
        PrintStream out = new PrintStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16),
                false, StandardCharsets.UTF_8);
        String profile = "strongest";
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--profile") && i + 1 < args.length) {
                profile = args[++i];
            } else {
                System.err.println("unknown argument: " + args[i] + " (usage: uci [--profile NAME])");
                System.exit(2);
            }
        }
        UciSession session;
        try {
            session = new UciSession(out, profile);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        session.run(in);
    }
}
