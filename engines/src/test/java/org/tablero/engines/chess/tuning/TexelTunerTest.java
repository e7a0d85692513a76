package org.tablero.engines.chess.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.tablero.engines.chess.eval.Term;
import org.tablero.engines.chess.format.FenReader;

class TexelTunerTest {

    /** Results drawn from a known logistic model; the fit must recover its weights. */
    @Test
    void recoversTheWeightsThatGeneratedTheResults() {
        SplittableRandom rnd = new SplittableRandom(3);
        double[] truth = {1.0, 0.5, 2.0};
        List<LabelledPosition> data = new ArrayList<>();
        for (int i = 0; i < 6000; i++) {
            double[] f = {rnd.nextDouble(-300, 300), rnd.nextDouble(-300, 300), rnd.nextDouble(-100, 100)};
            double p = TexelTuner.sigmoid(new LabelledPosition(f, 0).eval(truth), 1.0);
            data.add(new LabelledPosition(f, rnd.nextDouble() < p ? 1 : 0));
        }
        double[] fitted = TexelTuner.fit(data, new double[] {1, 1, 1}, 1.0, 1500, 0.02);
        assertEquals(1.0, fitted[0], 0.15);
        assertEquals(0.5, fitted[1], 0.15);
        assertEquals(2.0, fitted[2], 0.3);
        assertTrue(TexelTuner.error(data, fitted, 1.0) < TexelTuner.error(data, new double[] {1, 1, 1}, 1.0));
    }

    @Test
    void labelsAPositionWithEveryTermFromWhitesSide() throws Exception {
        LabelledPosition p = TexelTuner.label(FenReader.read("4k3/8/8/8/8/8/8/3QK3 w - - 0 1"), 1.0);
        assertEquals(Term.COUNT, p.features().length);
        assertTrue(p.features()[Term.MATERIAL.ordinal()] > 900);
        LabelledPosition flipped = TexelTuner.label(FenReader.read("3qk3/8/8/8/8/8/8/4K3 b - - 0 1"), 0.0);
        assertEquals(-p.features()[Term.MATERIAL.ordinal()], flipped.features()[Term.MATERIAL.ordinal()], 1e-9);
    }

    @Test
    void selfPlayProducesLabelledQuietPositions() {
        List<LabelledPosition> data = SelfPlay.play(1, 300,
                org.tablero.engines.chess.search.SearchConfig.defaults().withHashMb(1).withSeed(5), 5);
        assertTrue(data.size() > 5, "only " + data.size());
        double r = data.get(0).result();
        assertTrue(r == 0 || r == 0.5 || r == 1);
        assertTrue(data.stream().allMatch(p -> p.result() == r), "one game, one result");
    }

    @Test
    void aPriorHoldsWeightsNearTheirStart() {
        SplittableRandom rnd = new SplittableRandom(4);
        List<LabelledPosition> data = new ArrayList<>();
        for (int i = 0; i < 4000; i++) {
            double[] f = {rnd.nextDouble(-300, 300)};
            double p = TexelTuner.sigmoid(2.0 * f[0], 1.0);
            data.add(new LabelledPosition(f, rnd.nextDouble() < p ? 1 : 0));
        }
        double free = TexelTuner.fit(data, new double[] {1}, 1.0, 1500, 0.02, 0)[0];
        double held = TexelTuner.fit(data, new double[] {1}, 1.0, 1500, 0.02, 1e-2)[0];
        assertEquals(2.0, free, 0.3);
        assertTrue(held > 1 && held < free - 0.2, "prior " + held + " vs free " + free);
    }

    @Test
    void readsStockfishsWinDrawLossEstimate() {
        assertEquals(0.75, StockfishPlay.expectedScore("info depth 9 seldepth 12 multipv 1 score cp 80 wdl 600 300 100 nodes 5000"), 1e-9);
        assertEquals(-1, StockfishPlay.expectedScore("info depth 9 score cp 80 nodes 5000"));
        assertEquals(-1, StockfishPlay.expectedScore("info string wdl"));
    }

    /** Against the real Stockfish the setup scripts install: every label lies between the result and its estimate. */
    @Test
    void stockfishSelfPlayLabelsQuietPositions() throws Exception {
        List<LabelledPosition> data = StockfishPlay.play(List.of("/usr/games/stockfish"), 1, 300, 0.5, 7);
        assertTrue(data.size() > 5, "only " + data.size());
        assertTrue(data.stream().allMatch(p -> p.result() >= 0 && p.result() <= 1), "labels are probabilities");
        assertTrue(data.stream().map(LabelledPosition::result).distinct().count() > 1, "the estimate varies along a game");
    }
}
