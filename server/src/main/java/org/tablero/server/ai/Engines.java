package org.tablero.server.ai;

import java.io.File;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;
import org.tablero.engines.external.ExternalGtpEngine;
import org.tablero.engines.spi.RandomEngine;

/** The engine types a profile may name, and how each is built from its parameters. */
public final class Engines {

    private static final String MOVETIME = "movetime_ms";

    private Engines() {
    }

    public static EngineRegistry registry() {
        return new EngineRegistry()
                .register("random", (spec, weights) -> {
                    spec.allowOnly(MOVETIME);
                    return new RandomEngine(RandomGenerator.getDefault());
                })
                .register("gtp", (spec, weights) -> {
                    spec.allowOnly("program", MOVETIME);
                    return new ExternalGtpEngine(program(spec), Duration.ofMillis(spec.intParam(MOVETIME, 5000)));
                });
    }

    /** An external program's command line, checked to name an executable now rather than at its first move. */
    static List<String> program(EngineSpec spec) {
        String line = spec.params().getOrDefault("program", "").strip();
        if (line.isEmpty()) {
            throw new IllegalArgumentException(spec.type() + ": give the program to run, e.g. program=gnugo --mode gtp");
        }
        List<String> command = Arrays.asList(line.split("\\s+"));
        if (!isExecutable(command.get(0))) {
            throw new IllegalArgumentException(spec.type() + ": no program " + command.get(0) + " on this server");
        }
        return command;
    }

    private static boolean isExecutable(String program) {
        if (program.contains("/")) {
            return new File(program).canExecute();
        }
        String path = System.getenv().getOrDefault("PATH", "") + File.pathSeparator + "/usr/games";
        return Arrays.stream(path.split(File.pathSeparator)).anyMatch(dir -> new File(dir, program).canExecute());
    }
}
