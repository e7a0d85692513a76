package org.tablero.engines.go.mcts;

import org.tablero.engines.go.GoBoard;

/**
 * The learned-shape prior of one search thread: a move whose large pattern was played at rate r
 * in the training games ({@link ShapeTable}) gets {@code wins · r} equivalent wins, so that the
 * search tries the shapes strong play answers with (joseki replies, extensions, blocks) before
 * its playouts can tell them apart. Holds the thread's scratch arrays; not shared.
 */
final class ShapePrior {

    private final ShapeTable table;
    private final float wins;
    private final byte[] states = new byte[ShapePattern.POINTS];
    private final long[] keys = new long[ShapePattern.SIZES];

    ShapePrior(ShapeTable table, float wins) {
        this.table = table;
        this.wins = wins;
    }

    /** Equivalent wins for {@code colour} playing {@code point} after {@code last}, 0 for an unknown shape. */
    float bonus(GoBoard b, int point, int colour, int last) {
        float rate = table.rate(b, point, colour, last, states, keys);
        return rate > 0 ? wins * rate : 0;
    }
}
