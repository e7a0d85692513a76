package org.tablero.engines.go.mcts;

import java.util.ArrayList;
import java.util.List;
import org.tablero.engines.go.GoBoard;

/**
 * The MoGo 3×3 playout patterns (Gelly et al. 2006, in the notation of Petr Baudiš' Michi):
 * hane, cut and edge shapes around an empty point, for either colour to play. All rotations,
 * reflections and the colour swap are expanded once into a 65,536-entry table indexed by the
 * colours of the eight neighbours, so a match costs eight loads.
 *
 * <p>Notation: {@code X} and {@code O} are the two colours, {@code x} anything but X (empty, O,
 * edge), {@code o} anything but O, {@code .} empty, {@code ?} anything, space the edge. The
 * centre is the empty point to play.
 */
public final class Patterns3x3 {

    private static final String[][] SOURCE = {
        {"XOX", "...", "???"}, // hane: enclosing hane
        {"XO.", "...", "?.?"}, // hane: non-cutting hane
        {"XO?", "X..", "x.?"}, // hane: magari
        {".O.", "X..", "..."}, // katatsuke or diagonal attachment
        {"XO?", "O.o", "?o?"}, // cut1: unprotected cut
        {"XO?", "O.X", "???"}, // cut1: peeped cut
        {"?X?", "O.O", "ooo"}, // cut2
        {"OX?", "o.O", "???"}, // cut keima
        {"X.?", "O.?", "   "}, // edge: chase
        {"OX?", "X.O", "   "}, // edge: block side cut
        {"?X?", "x.O", "   "}, // edge: block side connection
        {"?XO", "x.x", "   "}, // edge: sagari
        {"?OX", "X.O", "   "}, // edge: cut
    };

    private static final boolean[] TABLE = build();

    private Patterns3x3() {
    }

    /** Whether the empty {@code point} of {@code board} is the centre of a pattern. */
    public static boolean matches(GoBoard board, int point) {
        return TABLE[code(board, point)];
    }

    /** The colours (0 empty, 1 black, 2 white, 3 edge) of the eight neighbours, two bits each. */
    static int code(GoBoard b, int p) {
        int s = b.offset(3);
        return b.get(p + s - 1) | b.get(p + s) << 2 | b.get(p + s + 1) << 4 | b.get(p - 1) << 6
                | b.get(p + 1) << 8 | b.get(p - s - 1) << 10 | b.get(p - s) << 12 | b.get(p - s + 1) << 14;
    }

    static boolean matchesCode(int code) {
        return TABLE[code];
    }

    /** Number of neighbourhood codes that match, for tests. */
    static int matchingCodes() {
        int n = 0;
        for (boolean b : TABLE) {
            n += b ? 1 : 0;
        }
        return n;
    }

    private static boolean[] build() {
        boolean[] table = new boolean[1 << 16];
        for (String[] rows : SOURCE) {
            String p = rows[0] + rows[1] + rows[2];
            for (String variant : variants(p)) {
                mark(table, variant, 0, 0);
            }
        }
        return table;
    }

    /** The eight symmetries of a pattern and their colour swaps. */
    private static List<String> variants(String p) {
        List<String> out = new ArrayList<>();
        String r = p;
        for (int i = 0; i < 4; i++) {
            out.add(r);
            out.add(flip(r));
            r = rotate(r);
        }
        List<String> swapped = new ArrayList<>();
        for (String v : out) {
            swapped.add(swap(v));
        }
        out.addAll(swapped);
        return out;
    }

    private static String rotate(String p) {
        // 90 degrees clockwise on a row-major 3x3 grid.
        int[] from = {6, 3, 0, 7, 4, 1, 8, 5, 2};
        StringBuilder sb = new StringBuilder();
        for (int i : from) {
            sb.append(p.charAt(i));
        }
        return sb.toString();
    }

    private static String flip(String p) {
        int[] from = {2, 1, 0, 5, 4, 3, 8, 7, 6};
        StringBuilder sb = new StringBuilder();
        for (int i : from) {
            sb.append(p.charAt(i));
        }
        return sb.toString();
    }

    private static String swap(String p) {
        StringBuilder sb = new StringBuilder();
        for (char c : p.toCharArray()) {
            sb.append(switch (c) {
                case 'X' -> 'O';
                case 'O' -> 'X';
                case 'x' -> 'o';
                case 'o' -> 'x';
                default -> c;
            });
        }
        return sb.toString();
    }

    /** Marks every code that the pattern (row-major, centre at index 4) allows, cell by cell. */
    private static void mark(boolean[] table, String p, int cell, int code) {
        if (cell == 9) {
            table[code] = true;
            return;
        }
        if (cell == 4) {
            if (p.charAt(4) == '.') {
                mark(table, p, 5, code);
            }
            return;
        }
        int slot = cell < 4 ? cell : cell - 1;
        for (int colour = 0; colour < 4; colour++) {
            if (allows(p.charAt(cell), colour)) {
                mark(table, p, cell + 1, code | colour << (2 * slot));
            }
        }
    }

    /** Whether a pattern character admits a point colour; X is Black here, O White. */
    private static boolean allows(char c, int colour) {
        return switch (c) {
            case 'X' -> colour == 1;
            case 'O' -> colour == 2;
            case '.' -> colour == 0;
            case ' ' -> colour == 3;
            case 'x' -> colour != 1;
            case 'o' -> colour != 2;
            default -> true;
        };
    }
}
