package org.tablero.engines.chess.tuning;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.tablero.engines.chess.eval.EvalWeights;
import org.tablero.engines.chess.eval.Term;
import org.tablero.engines.chess.search.SearchConfig;

/**
 * The tuning tool: {@code java -cp tablero-engines.jar org.tablero.engines.chess.tuning.TexelMain
 * [--games N] [--nodes N] [--iterations N] [--seed N] [--stockfish COMMAND] [--lambda L] [--prior P,P,...]}.
 * Makes labelled quiet positions (our own self-play, or Stockfish self-play labelled with its
 * win/draw/loss estimate blended with the result), fits the weights and prints them as profile
 * parameters, with the error before and after on the training data and on a held-out tenth, once
 * for each prior asked for (the data is made once).
 */
public final class TexelMain {

    private TexelMain() {
    }

    public static void main(String[] args) throws Exception {
        int games = 200;
        long nodes = 3000;
        int iterations = 2000;
        long seed = 1;
        String stockfish = null;
        double lambda = 0.5;
        double[] priors = {0};
        for (int i = 0; i + 1 < args.length; i += 2) {
            String v = args[i + 1];
            switch (args[i]) {
                case "--games" -> games = Integer.parseInt(v);
                case "--nodes" -> nodes = Long.parseLong(v);
                case "--iterations" -> iterations = Integer.parseInt(v);
                case "--seed" -> seed = Long.parseLong(v);
                case "--stockfish" -> stockfish = v;
                case "--lambda" -> lambda = Double.parseDouble(v);
                case "--prior" -> priors = Arrays.stream(v.split(",")).mapToDouble(Double::parseDouble).toArray();
                default -> throw new IllegalArgumentException("unknown argument " + args[i]);
            }
        }
        if (args.length % 2 != 0) {
            throw new IllegalArgumentException("arguments come in pairs: --name value");
        }
        long t0 = System.nanoTime();
        List<LabelledPosition> data = stockfish == null
                ? SelfPlay.play(games, nodes, SearchConfig.defaults().withHashMb(16).withSeed(seed), seed)
                : StockfishPlay.play(Arrays.asList(stockfish.split("\\s+")), games, nodes, lambda, seed);
        System.out.printf(Locale.ROOT, "%s: %d games at %d nodes a move, %d quiet positions, %.0f s%n",
                stockfish == null ? "self-play" : "stockfish self-play (lambda " + lambda + ")", games, nodes, data.size(),
                (System.nanoTime() - t0) / 1e9);
        // Every tenth position is held out, so the check is spread over all games.
        List<LabelledPosition> test = new ArrayList<>();
        List<LabelledPosition> train = new ArrayList<>();
        for (int i = 0; i < data.size(); i++) {
            (i % 10 == 0 ? test : train).add(data.get(i));
        }
        double[] start = new double[Term.COUNT];
        EvalWeights defaults = EvalWeights.defaults();
        for (Term t : Term.values()) {
            start[t.ordinal()] = defaults.get(t);
        }
        double k = TexelTuner.fitK(train, start);
        double before = TexelTuner.error(train, start, k);
        for (double prior : priors) {
            double[] fitted = TexelTuner.fit(train, start, k, iterations, 0.01, prior);
            System.out.printf(Locale.ROOT, "K = %.3f, prior %.2g; train error %.5f -> %.5f; held-out error %.5f -> %.5f%n", k,
                    prior, before, TexelTuner.error(train, fitted, k), TexelTuner.error(test, start, k),
                    TexelTuner.error(test, fitted, k));
            StringBuilder weights = new StringBuilder();
            for (Term t : Term.values()) {
                System.out.printf(Locale.ROOT, "weight.%s=%.2f%n", t.key(), fitted[t.ordinal()]);
                weights.append(weights.length() == 0 ? "" : ",").append(String.format(Locale.ROOT, "%s=%.2f", t.key(),
                        fitted[t.ordinal()]));
            }
            System.out.println("as a UCI option: setoption name Weights value " + weights);
        }
    }
}
