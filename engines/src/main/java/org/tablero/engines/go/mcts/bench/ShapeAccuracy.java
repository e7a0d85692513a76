package org.tablero.engines.go.mcts.bench;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.zip.GZIPInputStream;
import org.tablero.engines.go.GoGameState;
import org.tablero.engines.go.mcts.ShapePattern;
import org.tablero.engines.go.mcts.ShapeTable;
import org.tablero.engines.go.sgf.SgfException;
import org.tablero.engines.go.sgf.SgfGame;

/**
 * How well a {@link ShapeTable} alone predicts the moves of games it was not learned from: at
 * every move, the legal points ranked by their shape's play rate, and how often the played
 * point is first, in the first 5 and in the first 20. Points rated as high as the played one
 * count as ahead of it, so ties never flatter the table.
 *
 * <p>Usage: {@code ShapeAccuracy TABLE.txt.gz [--max-ply 400] GAME.sgf...}
 */
public final class ShapeAccuracy {

    private ShapeAccuracy() {
    }

    public static void main(String[] args) throws IOException, SgfException {
        if (args.length < 2) {
            System.err.println("usage: ShapeAccuracy TABLE.txt.gz [--max-ply 400] GAME.sgf...");
            System.exit(2);
        }
        ShapeTable table;
        try (InputStream in = new GZIPInputStream(Files.newInputStream(Path.of(args[0])))) {
            table = ShapeTable.read(in);
        }
        int maxPly = 400;
        int first = 1;
        if (args[1].equals("--max-ply")) {
            maxPly = Integer.parseInt(args[2]);
            first = 3;
        }
        long[] positions = new long[1];
        long[] within = new long[3];
        int[] bounds = {1, 5, 20};
        byte[] states = new byte[ShapePattern.POINTS];
        long[] keys = new long[ShapePattern.SIZES];
        for (int f = first; f < args.length; f++) {
            GoGameState game = SgfGame.load(Files.readString(Path.of(args[f]), StandardCharsets.UTF_8));
            ShapeGames.replay(game, maxPly, (board, colour, last, played) -> {
                float mine = table.rate(board, played, colour, last, states, keys);
                int ahead = 0;
                for (int p = 0; p < board.arraySize(); p++) {
                    if (p != played && ShapeGames.candidate(board, p, colour)
                            && table.rate(board, p, colour, last, states, keys) >= mine) {
                        ahead++;
                    }
                }
                for (int b = 0; b < bounds.length; b++) {
                    if (ahead < bounds[b]) {
                        within[b]++;
                    }
                }
                positions[0]++;
            });
        }
        System.out.printf(Locale.ROOT, "%d games, %d moves: the played move ranked first %.1f%%, in the first 5 %.1f%%,"
                + " in the first 20 %.1f%% (points rated as high count as ahead)%n", args.length - first, positions[0],
                100.0 * within[0] / positions[0], 100.0 * within[1] / positions[0], 100.0 * within[2] / positions[0]);
    }
}
