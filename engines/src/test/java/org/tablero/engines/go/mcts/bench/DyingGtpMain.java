package org.tablero.engines.go.mcts.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.tablero.engines.go.gtp.GtpEngine;
import org.tablero.engines.go.mcts.GoEngines;

/** A GTP engine (ours, 30 playouts a move) whose process ends after reading {@code args[0]} commands. */
public final class DyingGtpMain {

    private DyingGtpMain() {
    }

    public static void main(String[] args) throws IOException {
        int commands = Integer.parseInt(args[0]);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)) {
            private int read;

            @Override
            public String readLine() throws IOException {
                return ++read > commands ? null : super.readLine();
            }
        };
        new GtpEngine(GoEngines.mcts(Map.of("playouts", "30"))).run(in, new PrintStream(System.out, false,
                StandardCharsets.UTF_8));
    }
}
