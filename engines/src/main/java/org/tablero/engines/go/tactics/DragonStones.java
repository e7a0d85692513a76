package org.tablero.engines.go.tactics;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;
import org.tablero.engines.go.sgf.SgfException;
import org.tablero.engines.go.sgf.SgfGame;
import org.tablero.engines.go.sgf.SgfReader;

/**
 * The stones of the owl's {@link Dragon} on a vertex, in the form of GNU Go's {@code
 * dragon_stones}, so that the two can be compared question by question ({@code
 * bench/gnugo-dragons.sh}): GNU Go's owl reads the dragon its amalgamation builds, ours the one
 * {@link Dragon} links, and where they differ so do the eyes, the liberties and the escape the
 * two readings judge.
 *
 * <p>Usage: lines {@code ID FILE.sgf MOVES VERTEX} on standard input (MOVES 0: the whole game);
 * for each, a line {@code ID} followed by the dragon's stones in vertex order, or {@code ID -}
 * where the vertex is empty. Other lines are reported on standard error and skipped.
 */
public final class DragonStones {

    private DragonStones() {
    }

    public static void main(String[] args) throws IOException, SgfException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            String[] f = line.trim().split("\\s+");
            if (f.length != 4 || !f[2].matches("\\d+")) {
                System.err.println("skipped, not ID FILE.sgf MOVES VERTEX: " + line);
                continue;
            }
            int until = Integer.parseInt(f[2]);
            GoBoard b = SgfGame.load(SgfReader.readFile(Path.of(f[1])), until <= 0 ? Integer.MAX_VALUE : until)
                    .board();
            List<String> stones = of(b, Vertex.parse(b.size(), f[3]));
            System.out.println(f[0] + " " + (stones.isEmpty() ? "-" : String.join(" ", stones)));
        }
    }

    /** The stones of the dragon on {@code vertex}, by column then row (empty if the point is). */
    static List<String> of(GoBoard b, int vertex) {
        List<String> stones = new ArrayList<>();
        int colour = b.get(vertex);
        if (colour != Stone.BLACK && colour != Stone.WHITE) {
            return stones;
        }
        Dragon d = new Dragon();
        d.compute(b, vertex);
        for (int p = 0; p < b.arraySize(); p++) {
            if (b.get(p) == colour && d.contains(b, p)) {
                stones.add(Vertex.format(b.size(), p));
            }
        }
        stones.sort((x, y) -> x.charAt(0) != y.charAt(0) ? Character.compare(x.charAt(0), y.charAt(0))
                : Integer.compare(Integer.parseInt(x.substring(1)), Integer.parseInt(y.substring(1))));
        return stones;
    }
}
