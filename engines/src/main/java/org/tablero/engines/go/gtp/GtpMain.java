package org.tablero.engines.go.gtp;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** The GTP v2 front-end: {@code java -jar tablero-engines.jar gtp [--profile NAME]} on stdin/stdout. */
public final class GtpMain {

    private GtpMain() {
    }

    public static void main(String[] args) throws IOException {
        for (int i = 0; i < args.length; i++) {
            // --profile is accepted for the command-line contract; the AI issue will use it.
            if (args[i].equals("--profile") && i + 1 < args.length) {
                i++;
            } else {
                System.err.println("gtp: unknown argument " + args[i] + " (usage: gtp [--profile NAME])");
                System.exit(2);
            }
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        new GtpEngine().run(in, out);
    }
}
