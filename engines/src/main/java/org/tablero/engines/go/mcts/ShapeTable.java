package org.tablero.engines.go.mcts;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPInputStream;
import org.tablero.engines.go.GoBoard;

/**
 * How often moves of each large shape ({@link ShapePattern}) were played where they could have
 * been, learned from games ({@code bench/go-shape-train.sh}). A lookup takes the largest size of
 * the move's pattern that the table knows, so common shapes answer at their full size and rare
 * ones fall back to their core.
 *
 * <p>The file has one pattern a line: {@code size context played seen states} (the context
 * {@link ShapePattern#context}), the states one character
 * a point in {@link ShapePattern}'s order ({@code .} empty, {@code X} the mover's, {@code O} the
 * opponent's, {@code #} off the board); {@code #} lines are comments.
 */
public final class ShapeTable {

    /** The table learned from GNU Go 3.8's 19x19 self-play games, a resource of this package. */
    private static final String RESOURCE = "shapes19.txt.gz";
    private static volatile ShapeTable builtIn;

    private long[] keys;
    private float[] rates;
    private int count;
    private final int[] patternsBySize = new int[ShapePattern.SIZES];

    ShapeTable() {
        keys = new long[1 << 16];
        rates = new float[keys.length];
    }

    /** The table shipped with the engine, read once. */
    public static ShapeTable builtIn() {
        ShapeTable t = builtIn;
        if (t == null) {
            synchronized (ShapeTable.class) {
                t = builtIn;
                if (t == null) {
                    try (InputStream in = ShapeTable.class.getResourceAsStream(RESOURCE)) {
                        if (in == null) {
                            throw new IllegalStateException("resource " + RESOURCE + " missing from the engine jar");
                        }
                        t = read(new GZIPInputStream(in));
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                    builtIn = t;
                }
            }
        }
        return t;
    }

    /** Reads a table in the format above. */
    public static ShapeTable read(InputStream in) throws IOException {
        ShapeTable table = new ShapeTable();
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        byte[] states = new byte[ShapePattern.POINTS];
        long[] orientations = new long[8];
        String line;
        int number = 0;
        while ((line = reader.readLine()) != null) {
            number++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.trim().split(" ");
            if (f.length != 5) {
                throw new IOException("shape table line " + number + ": five fields expected");
            }
            int size;
            int context;
            long played;
            long seen;
            try {
                size = Integer.parseInt(f[0]);
                context = Integer.parseInt(f[1]);
                played = Long.parseLong(f[2]);
                seen = Long.parseLong(f[3]);
                if (size < 0 || size >= ShapePattern.SIZES || context < 0 || context >= ShapePattern.CONTEXTS
                        || f[4].length() != ShapePattern.COUNTS[size] || played < 0 || seen < played) {
                    throw new IllegalArgumentException("out of range");
                }
                parseStates(f[4], states);
            } catch (IllegalArgumentException e) { // NumberFormatException included
                throw new IOException("shape table line " + number + ": bad pattern (" + e.getMessage() + ")");
            }
            ShapePattern.allOrientations(states, size, context, orientations);
            float rate = (float) (played / (seen + 1.0));
            for (long k : orientations) {
                table.put(k, rate);
            }
            table.patternsBySize[size]++;
        }
        return table;
    }

    /** Patterns read of size {@code s} (each counted once, not per orientation). */
    public int patterns(int s) {
        return patternsBySize[s];
    }

    /**
     * The play rate of the largest known pattern around {@code point} for {@code colour} after
     * the opponent's {@code last} move ({@link org.tablero.engines.go.Vertex#PASS} for none), or -1
     * when not even its 3×3 core is known. {@code states} and {@code keys} are the caller's
     * scratch arrays ({@link ShapePattern#POINTS} and {@link ShapePattern#SIZES} long).
     */
    public float rate(GoBoard b, int point, int colour, int last, byte[] states, long[] keys) {
        ShapePattern.states(b, point, colour, states);
        ShapePattern.keys(states, ShapePattern.context(b.size(), point, last), keys);
        for (int s = ShapePattern.SIZES - 1; s >= 0; s--) {
            float r = get(keys[s]);
            if (r >= 0) {
                return r;
            }
        }
        return -1;
    }

    static void parseStates(String text, byte[] states) {
        for (int i = 0; i < text.length(); i++) {
            states[i] = switch (text.charAt(i)) {
                case '.' -> ShapePattern.EMPTY;
                case 'X' -> ShapePattern.OWN;
                case 'O' -> ShapePattern.ENEMY;
                case '#' -> ShapePattern.OFF;
                default -> throw new IllegalArgumentException("bad shape point '" + text.charAt(i) + "'");
            };
        }
    }

    /** The text of the first {@code ShapePattern.COUNTS[size]} states, in the file's notation. */
    public static String format(byte[] states, int size) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < ShapePattern.COUNTS[size]; i++) {
            sb.append(".XO#".charAt(states[i]));
        }
        return sb.toString();
    }

    // An open-addressing map from key to rate; key 0 marks a free slot (a real key of 0 is
    // 2^-64 likely and would only lose one pattern).
    private float get(long key) {
        int mask = keys.length - 1;
        for (int i = slot(key, mask); ; i = (i + 1) & mask) {
            long k = keys[i];
            if (k == key) {
                return rates[i];
            }
            if (k == 0) {
                return -1;
            }
        }
    }

    private void put(long key, float rate) {
        if (key == 0) {
            return;
        }
        if (2 * (count + 1) > keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        int i = slot(key, mask);
        while (keys[i] != 0 && keys[i] != key) {
            i = (i + 1) & mask;
        }
        if (keys[i] == 0) {
            count++;
        }
        keys[i] = key;
        rates[i] = rate;
    }

    private void grow() {
        long[] oldKeys = keys;
        float[] oldRates = rates;
        keys = new long[oldKeys.length * 2];
        rates = new float[keys.length];
        count = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != 0) {
                put(oldKeys[i], oldRates[i]);
            }
        }
    }

    private static int slot(long key, int mask) {
        return (int) (key ^ (key >>> 29)) & mask;
    }
}
