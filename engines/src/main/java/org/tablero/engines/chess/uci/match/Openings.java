package org.tablero.engines.chess.uci.match;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.tablero.engines.chess.ChessGameRules;
import org.tablero.engines.chess.format.FenReader;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;

/**
 * Balanced opening lines (SAN from the start position) for engine matches; each is played twice
 * with colours swapped, so an unbalanced line cannot favour either engine.
 */
public final class Openings {

    public static final List<String> LINES = List.of(
            "e4 e5 Nf3 Nc6 Bb5 a6",
            "e4 e5 Nf3 Nc6 Bc4 Bc5",
            "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3",
            "e4 c5 Nc3 Nc6 g3",
            "e4 e6 d4 d5 Nc3 Nf6",
            "e4 c6 d4 d5 e5 Bf5",
            "e4 d5 exd5 Qxd5 Nc3 Qa5",
            "d4 d5 c4 e6 Nc3 Nf6",
            "d4 d5 c4 c6 Nf3 Nf6",
            "d4 Nf6 c4 g6 Nc3 Bg7 e4 d6",
            "d4 Nf6 c4 e6 Nc3 Bb4",
            "d4 Nf6 c4 e6 Nf3 b6",
            "c4 e5 Nc3 Nf6 g3",
            "c4 c5 Nf3 Nc6 Nc3",
            "Nf3 d5 g3 Nf6 Bg2",
            "e4 e5 Nf3 Nf6 Nxe5 d6",
            "d4 d5 Nf3 Nf6 Bf4 e6",
            "e4 g6 d4 Bg7 Nc3 d6",
            "d4 f5 g3 Nf6 Bg2",
            "e4 e5 Nc3 Nf6 f4",
            "e4 c5 Nf3 e6 d4 cxd4 Nxd4 a6",
            "e4 c5 Nf3 Nc6 d4 cxd4 Nxd4 Nf6 Nc3 e5",
            "d4 d5 c4 dxc4 Nf3 Nf6 e3",
            "d4 Nf6 c4 c5 d5 e6 Nc3 exd5 cxd5 d6",
            "e4 e5 Nf3 Nc6 d4 exd4 Nxd4");

    private Openings() {
    }

    /** The game after an opening line, in SAN from the start position. */
    static GameState replay(String line) throws RulesException {
        GameState game = ChessGameRules.INSTANCE.start(FenReader.START, Map.of());
        for (String san : line.trim().split("\\s+")) {
            game = game.play(san);
        }
        return game;
    }

    /**
     * The line followed by {@code plies} random legal moves drawn with {@code seed}: with engines
     * that search deterministically (a node budget) the 25 lines alone would repeat the same 50
     * games; both games of a pair get the same extension, so it favours neither engine.
     */
    public static String withRandomPlies(String line, int plies, long seed) {
        try {
            GameState game = replay(line);
            SplittableRandom rnd = new SplittableRandom(seed);
            StringBuilder sb = new StringBuilder(line.trim());
            for (int i = 0; i < plies && game.result().isEmpty(); i++) {
                List<String> moves = game.playableMoves();
                String move = moves.get(rnd.nextInt(moves.size()));
                game = game.play(move);
                sb.append(' ').append(game.moves().get(game.ply() - 1));
            }
            return sb.toString();
        } catch (RulesException e) {
            throw new IllegalArgumentException("bad opening line '" + line + "': " + e.getMessage(), e);
        }
    }
}
