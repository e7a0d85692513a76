package org.tablero.engines.go.gtp;

import java.time.Duration;
import java.util.OptionalInt;
import org.tablero.engines.go.Stone;
import org.tablero.engines.spi.SearchLimits;

/**
 * The clocks that GTP's {@code time_settings} and {@code time_left} describe (Canadian byo-yomi:
 * main time, then periods of so many seconds for so many stones). The controller's
 * {@code time_left} is authoritative; between two of them the engine counts its own time, so a
 * controller that never sends {@code time_left} still gets a sensible budget.
 */
final class GtpClock {

    private boolean limited;
    private long mainMs;
    private long byoMs;
    private int byoStones;
    private final long[] leftMs = new long[3];
    private final int[] stonesLeft = new int[3];

    /** {@code time_settings}: byo-yomi time with no stones means no time limit (GTP 2 §6.3.3). */
    void settings(int mainSeconds, int byoSeconds, int stones) {
        limited = !(byoSeconds > 0 && stones == 0);
        mainMs = mainSeconds * 1000L;
        byoMs = byoSeconds * 1000L;
        byoStones = stones;
        for (int c = Stone.BLACK; c <= Stone.WHITE; c++) {
            leftMs[c] = mainMs;
            stonesLeft[c] = 0;
            if (mainMs == 0 && byoStones > 0) {
                leftMs[c] = byoMs;
                stonesLeft[c] = byoStones;
            }
        }
    }

    /** {@code time_left}: stones 0 means main time, otherwise the current byo-yomi period. */
    void left(int colour, int seconds, int stones) {
        leftMs[colour] = seconds * 1000L;
        stonesLeft[colour] = stones;
    }

    /** Books the time a move took, entering or renewing byo-yomi periods as a real clock would. */
    void used(int colour, long ms) {
        if (!limited) {
            return;
        }
        leftMs[colour] -= ms;
        if (stonesLeft[colour] > 0) {
            stonesLeft[colour]--;
            if (stonesLeft[colour] == 0) {
                leftMs[colour] = byoMs;
                stonesLeft[colour] = byoStones;
            }
        } else if (leftMs[colour] <= 0 && byoStones > 0) {
            leftMs[colour] = byoMs;
            stonesLeft[colour] = byoStones;
        }
    }

    /** The budget of the next move of {@code colour}, or empty limits without a time control. */
    SearchLimits limits(int colour) {
        if (!limited || (mainMs == 0 && byoMs == 0)) {
            return SearchLimits.none();
        }
        long left = Math.max(0, leftMs[colour]);
        if (stonesLeft[colour] > 0) {
            SearchLimits l = SearchLimits.none().withClock(Duration.ofMillis(left), Duration.ZERO);
            return new SearchLimits(l.moveTime(), l.remaining(), l.increment(), OptionalInt.of(stonesLeft[colour]),
                    l.nodes(), l.depth());
        }
        // In main time a byo-yomi period still waits: its share per stone acts like an increment.
        long perStone = byoStones > 0 ? byoMs / byoStones : 0;
        return SearchLimits.none().withClock(Duration.ofMillis(left), Duration.ofMillis(perStone));
    }
}
