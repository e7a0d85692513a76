package org.tablero.engines.chess.search;

import java.util.Map;
import java.util.Set;
import org.tablero.engines.chess.eval.EvalWeights;

/**
 * Reads an alpha-beta profile from the parameters a database row holds. Keys: {@code depth},
 * {@code threads}, {@code hash} (MB), {@code skill} (0..20), {@code sorter}
 * (natural|random|standard), {@code movetime} (ms per move when the caller gives no budget),
 * {@code overhead} (ms), {@code seed}, the feature switches {@code tt}, {@code quiescence},
 * {@code nullmove}, {@code lmr}, {@code pruning}, {@code aspiration}, {@code checkext}
 * (true|false), and {@code weight.<term>} for the evaluation.
 */
public final class ChessProfile {

    private static final Set<String> KEYS = Set.of("depth", "threads", "hash", "skill", "sorter", "movetime",
            "overhead", "seed", "tt", "quiescence", "nullmove", "lmr", "pruning", "aspiration", "checkext");

    private ChessProfile() {
    }

    /**
     * The search configuration of these parameters, defaults for what is missing.
     *
     * @throws IllegalArgumentException naming the bad key and what it accepts
     */
    public static SearchConfig searchConfig(Map<String, String> params) {
        for (String key : params.keySet()) {
            if (!KEYS.contains(key) && !key.startsWith(EvalWeights.PREFIX)) {
                throw new IllegalArgumentException("unknown alpha-beta parameter '" + key + "'; known: "
                        + new java.util.TreeSet<>(KEYS) + " and weight.<term>");
            }
        }
        SearchConfig d = SearchConfig.defaults();
        SearchFeatures f = d.features();
        SearchFeatures features = new SearchFeatures(
                bool(params, "tt", f.transpositions()), bool(params, "quiescence", f.quiescence()),
                bool(params, "nullmove", f.nullMove()), bool(params, "lmr", f.reductions()),
                bool(params, "pruning", f.pruning()), bool(params, "aspiration", f.aspiration()),
                bool(params, "checkext", f.checkExtension()));
        return new SearchConfig(EvalWeights.fromParameters(params),
                params.containsKey("sorter") ? MoveSorter.parse(params.get("sorter")) : d.sorter(), features,
                (int) number(params, "threads", d.threads(), 1, 256),
                (int) number(params, "hash", d.hashMb(), 1, 65_536),
                (int) number(params, "skill", d.skill(), 0, SearchConfig.MAX_SKILL),
                (int) number(params, "depth", d.maxDepth(), 1, Searcher.MAX_DEPTH),
                number(params, "movetime", d.defaultMoveTimeMs(), 1, 3_600_000),
                number(params, "overhead", d.moveOverheadMs(), 0, 10_000),
                number(params, "seed", d.seed(), Long.MIN_VALUE, Long.MAX_VALUE));
    }

    static long number(Map<String, String> params, String key, long fallback, long min, long max) {
        String v = params.get(key);
        if (v == null) {
            return fallback;
        }
        try {
            long n = Long.parseLong(v.trim());
            if (n < min || n > max) {
                throw new IllegalArgumentException(key + " must be between " + min + " and " + max + ", got " + v);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + " must be an integer, got '" + v + "'");
        }
    }

    static boolean bool(Map<String, String> params, String key, boolean fallback) {
        String v = params.get(key);
        if (v == null) {
            return fallback;
        }
        return switch (v.trim().toLowerCase(java.util.Locale.ROOT)) {
            case "true", "on", "yes", "1" -> true;
            case "false", "off", "no", "0" -> false;
            default -> throw new IllegalArgumentException(key + " must be true or false, got '" + v + "'");
        };
    }
}
