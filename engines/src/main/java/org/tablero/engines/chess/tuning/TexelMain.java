package org.tablero.engines.chess.tuning;

import java.util.List;
import java.util.Locale;
import org.tablero.engines.chess.eval.EvalWeights;
import org.tablero.engines.chess.eval.Term;
import org.tablero.engines.chess.search.SearchConfig;

/**
 * The tuning tool: {@code java -cp tablero-engines.jar org.tablero.engines.chess.tuning.TexelMain
 * [GAMES] [NODES_PER_MOVE] [ITERATIONS] [SEED]}. Plays self-play games, fits the weights and prints
 * them as profile parameters, with the error before and after and on a held-out tenth of the data.
 */
public final class TexelMain {

    private TexelMain() {
    }

    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        long nodes = args.length > 1 ? Long.parseLong(args[1]) : 3000;
        int iterations = args.length > 2 ? Integer.parseInt(args[2]) : 2000;
        long seed = args.length > 3 ? Long.parseLong(args[3]) : 1;
        long t0 = System.nanoTime();
        SearchConfig config = SearchConfig.defaults().withHashMb(16).withSeed(seed);
        List<LabelledPosition> data = SelfPlay.play(games, nodes, config, seed);
        System.out.printf(Locale.ROOT, "self-play: %d games, %d quiet positions, %.0f s%n", games, data.size(),
                (System.nanoTime() - t0) / 1e9);
        int holdOut = data.size() / 10;
        // Every tenth position is held out, so the check is spread over all games.
        List<LabelledPosition> test = new java.util.ArrayList<>();
        List<LabelledPosition> train = new java.util.ArrayList<>();
        for (int i = 0; i < data.size(); i++) {
            (i % 10 == 0 && test.size() < holdOut ? test : train).add(data.get(i));
        }
        double[] start = new double[Term.COUNT];
        EvalWeights defaults = EvalWeights.defaults();
        for (Term t : Term.values()) {
            start[t.ordinal()] = defaults.get(t);
        }
        double k = TexelTuner.fitK(train, start);
        double before = TexelTuner.error(train, start, k);
        double[] fitted = TexelTuner.fit(train, start, k, iterations, 0.01);
        System.out.printf(Locale.ROOT, "K = %.3f; train error %.5f -> %.5f; held-out error %.5f -> %.5f%n", k,
                before, TexelTuner.error(train, fitted, k), TexelTuner.error(test, start, k), TexelTuner.error(test, fitted, k));
        for (Term t : Term.values()) {
            System.out.printf(Locale.ROOT, "weight.%s=%.2f%n", t.key(), fitted[t.ordinal()]);
        }
    }
}
