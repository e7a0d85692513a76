package org.tablero.engines.chess.tuning;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.tablero.engines.chess.ChessGameRules;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.format.FenReader;
import org.tablero.engines.chess.search.GamePosition;
import org.tablero.engines.chess.uci.client.UciClient;
import org.tablero.engines.chess.uci.client.UciEngine;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;
import org.tablero.engines.game.Side;
import org.tablero.engines.spi.EngineException;

/**
 * Tuning data from a stronger player than ours: Stockfish self-play at a fixed node count, from a
 * few random opening plies, ended by our rules (a draw at 300 plies). Each quiet position is
 * labelled with {@code lambda · result + (1 − lambda) · expected score}, the expected score being
 * Stockfish's own win/draw/loss estimate for the position (UCI_ShowWDL). The game result alone is a
 * very noisy label for a position thirty moves before the end; the estimate is not.
 */
public final class StockfishPlay {

    private StockfishPlay() {
    }

    /** A quiet position and Stockfish's expected score for White there. */
    private record Seen(Board board, double expected) {
    }

    public static List<LabelledPosition> play(List<String> command, int games, long nodesPerMove, double lambda, long seed)
            throws EngineException {
        if (lambda < 0 || lambda > 1) {
            throw new IllegalArgumentException("lambda must be between 0 and 1");
        }
        SplittableRandom rnd = new SplittableRandom(seed);
        List<LabelledPosition> data = new ArrayList<>();
        try (UciClient sf = new UciClient(command, Duration.ofSeconds(20))) {
            sf.setOption("Threads", "1");
            sf.setOption("Hash", "16");
            sf.setOption("UCI_ShowWDL", "true");
            sf.isReady(Duration.ofSeconds(20));
            for (int g = 0; g < games; g++) {
                data.addAll(game(sf, nodesPerMove, lambda, rnd));
            }
        } catch (RulesException e) {
            throw new EngineException("stockfish played a move our rules refuse: " + e.getMessage(), e);
        }
        return data;
    }

    private static List<LabelledPosition> game(UciClient sf, long nodes, double lambda, SplittableRandom rnd)
            throws EngineException, RulesException {
        sf.newGame(Duration.ofSeconds(10));
        GameState game = ChessGameRules.INSTANCE.start(FenReader.START, Map.of());
        int randomPlies = 4 + rnd.nextInt(5);
        List<Seen> quiet = new ArrayList<>();
        while (game.result().isEmpty() && game.ply() < 300) {
            if (game.ply() < randomPlies) {
                List<String> moves = game.playableMoves();
                game = game.play(moves.get(rnd.nextInt(moves.size())));
                continue;
            }
            double[] wdl = {-1};
            String move = sf.bestMove(UciEngine.positionCommand(game), "go nodes " + nodes, Duration.ofSeconds(10),
                    Duration.ofSeconds(20), () -> false, line -> {
                        double e = expectedScore(line);
                        if (e >= 0) {
                            wdl[0] = e;
                        }
                    });
            Board board = GamePosition.of(game).board();
            if (game.ply() >= 10 && wdl[0] >= 0 && SelfPlay.isQuiet(board)) {
                boolean white = game.sideToMove() == Side.WHITE;
                quiet.add(new Seen(board, white ? wdl[0] : 1 - wdl[0]));
            }
            game = game.play(move);
        }
        double result = SelfPlay.whiteScore(game);
        List<LabelledPosition> out = new ArrayList<>();
        for (Seen s : quiet) {
            out.add(TexelTuner.label(s.board(), lambda * result + (1 - lambda) * s.expected()));
        }
        return out;
    }

    /** The side to move's expected score from an info line's {@code wdl W D L} (per mille), or -1 without one. */
    static double expectedScore(String info) {
        String[] w = info.trim().split("\\s+");
        for (int i = 0; i + 3 < w.length; i++) {
            if (w[i].equals("wdl")) {
                try {
                    double win = Double.parseDouble(w[i + 1]);
                    double draw = Double.parseDouble(w[i + 2]);
                    double loss = Double.parseDouble(w[i + 3]);
                    double total = win + draw + loss;
                    return total > 0 ? (win + draw / 2) / total : -1;
                } catch (NumberFormatException e) {
                    return -1;
                }
            }
        }
        return -1;
    }
}
