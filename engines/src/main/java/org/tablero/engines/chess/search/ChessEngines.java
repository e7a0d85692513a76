package org.tablero.engines.chess.search;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.BiConsumer;
import org.tablero.engines.chess.book.BookEngine;
import org.tablero.engines.chess.book.InMemoryOpeningBook;
import org.tablero.engines.chess.book.OpeningBook;
import org.tablero.engines.chess.eval.EvalWeights;
import org.tablero.engines.chess.historical.GameArchive;
import org.tablero.engines.chess.historical.HistoricalEngine;
import org.tablero.engines.chess.historical.InMemoryGameArchive;
import org.tablero.engines.chess.uci.client.UciEngine;
import org.tablero.engines.spi.Engine;
import org.tablero.engines.spi.EngineChain;
import org.tablero.engines.spi.RandomEngine;

/**
 * Builds chess engines from profile rows: a type ({@code alphabeta}, {@code fullwidth},
 * {@code book}, {@code historical}, {@code random}, {@code uci}) and its parameters.
 */
public final class ChessEngines {

    /** Where the book and historical engines read their tables. */
    public record Data(OpeningBook book, GameArchive archive) {

        public static Data empty() {
            return new Data(new InMemoryOpeningBook(), new InMemoryGameArchive());
        }
    }

    private ChessEngines() {
    }

    /** {@link #create(String, Map, Data)} with an empty book and archive (those engines then always decline). */
    public static Engine create(String type, Map<String, String> params) {
        return create(type, params, Data.empty());
    }

    /**
     * One engine.
     *
     * @throws IllegalArgumentException for an unknown type, an unknown parameter or a bad value
     */
    public static Engine create(String type, Map<String, String> params, Data data) {
        return switch (type) {
            case "alphabeta" -> new AlphaBetaEngine(ChessProfile.searchConfig(params));
            case "fullwidth" -> {
                only(type, params, Set.of("depth", "movetime"), true);
                yield new FullWidthEngine(EvalWeights.fromParameters(params),
                        (int) ChessProfile.number(params, "depth", 3, 1, 8),
                        ChessProfile.number(params, "movetime", 1000, 1, 3_600_000));
            }
            case "random" -> {
                only(type, params, Set.of("seed"), false);
                long seed = ChessProfile.number(params, "seed", 0, Long.MIN_VALUE, Long.MAX_VALUE);
                yield new RandomEngine(seed == 0 ? new SplittableRandom() : new SplittableRandom(seed));
            }
            case "book" -> {
                only(type, params, Set.of("seed"), false);
                yield new BookEngine(data.book(), ChessProfile.number(params, "seed", 0, Long.MIN_VALUE, Long.MAX_VALUE));
            }
            case "historical" -> {
                only(type, params, Set.of("seed", "player"), false);
                String player = params.get("player");
                if (player == null || player.isBlank()) {
                    throw new IllegalArgumentException("historical engine needs a 'player' parameter");
                }
                yield new HistoricalEngine(data.archive(), player,
                        ChessProfile.number(params, "seed", 0, Long.MIN_VALUE, Long.MAX_VALUE));
            }
            case "uci" -> uci(params);
            default -> throw new IllegalArgumentException("unknown chess engine type '" + type
                    + "'; known: alphabeta, fullwidth, book, historical, random, uci");
        };
    }

    /** A chain of engines, each a (type, parameters) pair, tried in order. */
    public static EngineChain chain(List<Map.Entry<String, Map<String, String>>> rows, Data data,
            BiConsumer<Engine, String> onFailure) {
        return new EngineChain(rows.stream().map(r -> create(r.getKey(), r.getValue(), data)).toList(), onFailure);
    }

    private static Engine uci(Map<String, String> params) {
        String command = params.get("command");
        if (command == null || command.isBlank()) {
            throw new IllegalArgumentException("uci engine needs a 'command' parameter (the program and its arguments)");
        }
        Map<String, String> options = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : params.entrySet()) {
            if (e.getKey().startsWith("option.")) {
                options.put(e.getKey().substring(7), e.getValue());
            } else if (!e.getKey().equals("command") && !e.getKey().equals("movetime")) {
                throw new IllegalArgumentException("unknown uci parameter '" + e.getKey()
                        + "'; known: command, movetime, option.<NAME>");
            }
        }
        return new UciEngine(Arrays.asList(command.trim().split("\\s+")), options,
                ChessProfile.number(params, "movetime", 1000, 1, 3_600_000));
    }

    private static void only(String type, Map<String, String> params, Set<String> keys, boolean weights) {
        for (String k : params.keySet()) {
            if (!keys.contains(k) && !(weights && k.startsWith(EvalWeights.PREFIX))) {
                throw new IllegalArgumentException("unknown " + type + " parameter '" + k + "'; known: " + keys
                        + (weights ? " and weight.<term>" : ""));
            }
        }
    }
}
