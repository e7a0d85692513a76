package org.tablero.engines.chess.perft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.format.FenReader;
import org.tablero.engines.chess.format.FenWriter;
import org.tablero.engines.chess.movegen.MoveGenerator;

/** Every line of perft.epd at every listed depth, plus hash and board integrity across make/unmake. */
class PerftTest {

    static Stream<Arguments> epd() throws IOException {
        List<Arguments> cases = new ArrayList<>();
        try (InputStream in = PerftTest.class.getResourceAsStream("/chess/perft.epd")) {
            assertNotNull(in, "chess/perft.epd missing from test resources");
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = reader.readLine()) != null; ) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] parts = line.split(";");
                for (int i = 1; i < parts.length; i++) {
                    String[] dv = parts[i].trim().split("\\s+");
                    cases.add(Arguments.of(parts[0].trim(), Integer.parseInt(dv[0].substring(1)), Long.parseLong(dv[1])));
                }
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} depth {1}")
    @MethodSource("epd")
    void perftMatchesReference(String fen, int depth, long expected) throws Exception {
        Board board = FenReader.read(fen);
        String before = FenWriter.write(board);
        assertEquals(expected, Perft.count(board, depth));
        assertEquals(before, FenWriter.write(board), "perft must leave the board as it found it");
    }

    @Test
    void hashChecksCoverEveryEpdPositionAtDepthThree() throws Exception {
        for (Arguments a : epd().toList()) {
            String fen = (String) a.get()[0];
            Board board = FenReader.read(fen);
            long expectedDepth3 = Perft.count(board.copy(), 3);
            assertEquals(expectedDepth3, checkedPerft(board, 3), fen);
        }
    }

    @Test
    void divideSumsToCount() throws Exception {
        Board board = FenReader.read(FenReader.START);
        Map<String, Long> divide = Perft.divide(board, 3);
        assertEquals(20, divide.size());
        assertEquals(8902L, divide.values().stream().mapToLong(Long::longValue).sum());
        assertEquals(600L, divide.get("e2e4"));
    }

    /** Perft that checks after every make that the key is the from-scratch key, and after every unmake that all is restored. */
    private static long checkedPerft(Board board, int depth) {
        if (depth == 0) {
            return 1;
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(board, moves);
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            String fen = FenWriter.write(board);
            long key = board.key();
            board.make(moves[i]);
            assertEquals(board.computeKey(), board.key(), "incremental key after " + moves[i] + " from " + fen);
            assertFalse(board.isAttacked(board.kingSquare(board.sideToMove() ^ 1), board.sideToMove(), board.occupied()),
                    "a generated move left its own king in check: " + fen);
            nodes += checkedPerft(board, depth - 1);
            board.unmake(moves[i]);
            assertEquals(key, board.key());
            assertEquals(fen, FenWriter.write(board));
        }
        return nodes;
    }
}
