package org.tablero.engines.chess.tuning;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.tablero.engines.chess.ChessGameRules;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Move;
import org.tablero.engines.chess.format.FenReader;
import org.tablero.engines.chess.movegen.MoveGenerator;
import org.tablero.engines.chess.search.AlphaBetaSearch;
import org.tablero.engines.chess.search.GamePosition;
import org.tablero.engines.chess.search.SearchConfig;
import org.tablero.engines.chess.search.SearchListener;
import org.tablero.engines.chess.search.SearchResult;
import org.tablero.engines.chess.search.See;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;

/**
 * Generates tuning data by self-play: games from a few random opening plies, each move searched to
 * a fixed node count, ended by our rules (or adjudicated a draw at 300 plies); every quiet position
 * of a game is labelled with the game's result.
 */
public final class SelfPlay {

    private SelfPlay() {
    }

    public static List<LabelledPosition> play(int games, long nodesPerMove, SearchConfig config, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<LabelledPosition> data = new ArrayList<>();
        AlphaBetaSearch search = new AlphaBetaSearch(config);
        for (int g = 0; g < games; g++) {
            try {
                data.addAll(game(search, nodesPerMove, rnd));
            } catch (RulesException e) {
                throw new IllegalStateException("the search played an illegal move", e);
            }
        }
        return data;
    }

    private static List<LabelledPosition> game(AlphaBetaSearch search, long nodes, SplittableRandom rnd) throws RulesException {
        search.newGame();
        GameState game = ChessGameRules.INSTANCE.start(FenReader.START, Map.of());
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int randomPlies = 4 + rnd.nextInt(5);
        List<Board> quiet = new ArrayList<>();
        while (game.result().isEmpty() && game.ply() < 300) {
            GamePosition p = GamePosition.of(game);
            int move;
            if (game.ply() < randomPlies) {
                int n = MoveGenerator.generate(p.board(), moves);
                move = moves[rnd.nextInt(n)];
            } else {
                SearchResult r = search.search(p.board(), p.history(), SearchLimits.none().withNodes(nodes),
                        new StopSignal(), SearchListener.NONE);
                move = r.bestMove();
                if (game.ply() >= 10 && isQuiet(p.board())) {
                    quiet.add(p.board());
                }
            }
            game = game.play(Move.toUci(move));
        }
        double result = whiteScore(game);
        List<LabelledPosition> out = new ArrayList<>();
        for (Board b : quiet) {
            out.add(TexelTuner.label(b, result));
        }
        return out;
    }

    /** White's score in a finished game (1, 0.5 or 0); a game stopped at the ply limit counts as a draw. */
    static double whiteScore(GameState game) {
        return switch (game.result().orElse("1/2-1/2")) {
            case "1-0" -> 1.0;
            case "0-1" -> 0.0;
            default -> 0.5;
        };
    }

    /** Not in check and no capture that wins material: the static evaluation is meaningful there. */
    static boolean isQuiet(Board b) {
        if (b.inCheck()) {
            return false;
        }
        int[] caps = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generateCaptures(b, caps);
        for (int i = 0; i < n; i++) {
            if (See.see(b, caps[i]) > 0) {
                return false;
            }
        }
        return true;
    }
}
