package org.tablero.server.ai;

import java.io.File;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.random.RandomGenerator;
import org.tablero.engines.chess.search.ChessEngines;
import org.tablero.engines.external.ExternalGtpEngine;
import org.tablero.engines.go.mcts.GoEngines;
import org.tablero.engines.spi.Engine;
import org.tablero.engines.spi.RandomEngine;
import org.tablero.server.book.ArchiveRepository;
import org.tablero.server.book.BookRepository;
import org.tablero.server.book.JdbcGameArchive;
import org.tablero.server.book.JdbcOpeningBook;
import org.tablero.server.db.Jdbc;

/** The engine types a profile may name, and how each is built from its parameters. */
public final class Engines {

    private static final String MOVETIME = "movetime";
    /** The opening book a {@code book} engine reads, by name; the server's own parameter. */
    private static final String BOOK = "book";
    private static final String DEFAULT_BOOK = "main";
    /** The Go board sizes a profile accepts challenges on ({@code 9|13}); the server's own parameter. */
    private static final String SIZES = "sizes";

    private Engines() {
    }

    public static EngineRegistry registry(Jdbc jdbc) {
        EngineRegistry registry = new EngineRegistry()
                .register("random", (spec, weights) -> {
                    spec.allowOnly(MOVETIME);
                    return new RandomEngine(RandomGenerator.getDefault());
                })
                .register("gtp", (spec, weights) -> {
                    spec.allowOnly("command", MOVETIME);
                    return new ExternalGtpEngine(program(spec), Duration.ofMillis(spec.intParam(MOVETIME, 5000)));
                });
        registry.register("mcts", (spec, weights) -> {
            Map<String, String> params = new TreeMap<>(spec.params());
            String sizes = params.remove(SIZES);
            Engine engine = GoEngines.create("mcts", params);
            return sizes == null ? engine : new SizeLimitedEngine(engine, sizes(sizes));
        });
        JdbcGameArchive archive = new JdbcGameArchive(jdbc, new ArchiveRepository());
        for (String type : List.of("alphabeta", "fullwidth", "book", "historical", "uci")) {
            registry.register(type, (spec, weights) -> {
                Map<String, String> params = chessParams(spec, weights);
                if (type.equals("uci")) {
                    params.put("command", String.join(" ", program(spec)));
                }
                String bookName = params.getOrDefault(BOOK, DEFAULT_BOOK);
                params.remove(BOOK);
                var data = new ChessEngines.Data(new JdbcOpeningBook(jdbc, new BookRepository(), bookName), archive);
                return ChessEngines.create(type, params, data);
            });
        }
        return registry;
    }

    /**
     * A chess engine's parameters as the chess engines read them: the stored parameters, the
     * sorter, and (for the searching engines) the profile's weights as {@code weight.NAME}.
     */
    private static Map<String, String> chessParams(EngineSpec spec, Map<String, Double> weights) {
        Map<String, String> params = new TreeMap<>(spec.params());
        spec.sorter().ifPresent(s -> params.put("sorter", s));
        if (spec.type().equals("alphabeta") || spec.type().equals("fullwidth")) {
            weights.forEach((name, w) -> params.put("weight." + name, Double.toString(w)));
        }
        return params;
    }

    private static Set<String> sizes(String text) {
        Set<String> sizes = new LinkedHashSet<>(Arrays.asList(text.split("\\|")));
        if (!Set.of("9", "13", "19").containsAll(sizes)) {
            throw new IllegalArgumentException("mcts: sizes are 9, 13 or 19, separated by |, not " + text);
        }
        return sizes;
    }

    /**
     * An external program's command line with the program resolved to an absolute path now, so
     * that a missing program is refused when the profile is stored, not at its first move.
     */
    static List<String> program(EngineSpec spec) {
        String line = spec.params().getOrDefault("command", "").strip();
        if (line.isEmpty()) {
            throw new IllegalArgumentException(spec.type() + ": give the program to run, e.g. command=gnugo --mode gtp");
        }
        List<String> command = new ArrayList<>(Arrays.asList(line.split("\\s+")));
        File executable = resolve(command.get(0)).orElseThrow(
                () -> new IllegalArgumentException(spec.type() + ": no program " + command.get(0) + " on this server"));
        command.set(0, executable.getAbsolutePath());
        return command;
    }

    /** Finds a program on the PATH and in /usr/games, where Debian puts GNU Go and Stockfish. */
    private static Optional<File> resolve(String program) {
        if (program.contains("/")) {
            return Optional.of(new File(program)).filter(File::canExecute);
        }
        String path = System.getenv().getOrDefault("PATH", "") + File.pathSeparator + "/usr/games";
        return Arrays.stream(path.split(File.pathSeparator)).map(dir -> new File(dir, program)).filter(File::canExecute)
                .findFirst();
    }
}
