package org.tablero.engines.go.score;

import java.util.Arrays;
import org.tablero.engines.go.Chains;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * What is settled on a board whatever either side plays: GNU Go's unconditional status (its
 * {@code unconditional_status} GTP command, asked 673 times by its unconditional.tst). For each
 * colour, the invincible chains are those the opponent cannot capture even with every move to
 * itself; their liberties, and the spaces where the opponent cannot make a chain that survives
 * the same treatment, are that colour's territory, and opponent stones there are dead.
 *
 * <p>It is Benson's life ({@link Benson}) read the other way round, by letting the opponent
 * play, as GNU Go's engine/unconditional.c describes it: capture what can be captured by
 * filling liberties; fill the invincible chains' liberties with opponent stones and extend those
 * left in atari; then reduce each opponent chain whose two liberties touch to one. An opponent
 * chain left in atari is dead and its space is territory. One exception keeps a seki from being
 * called territory: an isolated two-stone chain inside the eye space, which with the opponent's
 * stones around it can form a seki that no single eye beats, is captured only after the
 * formation is checked and, where it would be a seki, broken by a third stone.
 */
public final class UnconditionalStatus {

    /** A point's status, named as GNU Go prints it. */
    public enum Status {
        UNDECIDED("undecided"), ALIVE("alive"), DEAD("dead"), BLACK_TERRITORY("black_territory"),
        WHITE_TERRITORY("white_territory");

        private final String gtp;

        Status(String gtp) {
            this.gtp = gtp;
        }

        /** The word GNU Go's {@code unconditional_status} answers. */
        public String gtp() {
            return gtp;
        }
    }

    private UnconditionalStatus() {
    }

    /** The status of every padded point of {@code board} (border points UNDECIDED). */
    public static Status[] of(GoBoard board) {
        Status[] status = new Status[board.arraySize()];
        Arrays.fill(status, Status.UNDECIDED);
        for (int colour : new int[] {Stone.WHITE, Stone.BLACK}) {
            int[] settled = settled(board, colour);
            for (int p = 0; p < status.length; p++) {
                if (settled[p] == 0) {
                    continue;
                }
                int c = board.get(p);
                status[p] = c == colour ? Status.ALIVE
                        : c == Stone.EMPTY ? (colour == Stone.BLACK ? Status.BLACK_TERRITORY : Status.WHITE_TERRITORY)
                        : Status.DEAD;
            }
        }
        return status;
    }

    /**
     * The points settled for {@code colour}: non-zero on its invincible stones and on the points
     * it owns unconditionally (the invincible chains' liberties and the opponent's dead chains
     * with their last liberty).
     */
    static int[] settled(GoBoard original, int colour) {
        int other = Stone.opponent(colour);
        GoBoard b = original.copy();
        int[] settled = new int[b.arraySize()];
        boolean[] sekiPair = isolatedPairs(b, colour);
        if (!captureAllBut(b, colour, sekiPair)) {
            return settled;
        }
        for (int p = 0; p < b.arraySize(); p++) {
            if (b.get(p) == colour && !sekiPair[p] && b.chainOf(p) == p) {
                fillLiberties(b, p, other);
            }
        }
        extendAtaris(b, other);
        breakSekis(b, colour, sekiPair);
        for (int p = 0; p < b.arraySize(); p++) {
            if (sekiPair[p] && b.get(p) != Stone.EMPTY) {
                fillLiberties(b, p, other);
            }
        }
        reduceTwoSpaceEyes(b, colour);
        for (int p = 0; p < b.arraySize(); p++) {
            if (b.get(p) == colour && !sekiPair[p]) {
                settled[p] = 1;
                if (b.chainOf(p) == p) {
                    for (int lib : Chains.libertyPoints(b, p)) {
                        settled[lib] = 2;
                    }
                }
            } else if (b.get(p) == other && b.atariLiberty(p) != 0) {
                settled[p] = 2;
                settled[b.atariLiberty(p)] = 2;
            }
        }
        return settled;
    }

    /**
     * The stones of {@code colour}'s two-stone chains with no other stone of that colour and no
     * edge among their eight neighbours: the chains that may live in seki inside an eye space.
     */
    private static boolean[] isolatedPairs(GoBoard b, int colour) {
        boolean[] pairs = new boolean[b.arraySize()];
        for (int p = 0; p < b.arraySize(); p++) {
            if (b.get(p) != colour || b.chainOf(p) != p || b.chainSize(p) != 2) {
                continue;
            }
            int[] stones = Chains.stones(b, p);
            boolean isolated = true;
            for (int s : stones) {
                for (int d = 0; d < 8 && isolated; d++) {
                    int q = s + (d < 4 ? b.offset(d) : b.diagonal(d - 4));
                    isolated = b.get(q) != Stone.BORDER && (b.get(q) != colour || b.chainOf(q) == b.chainOf(p));
                }
            }
            if (isolated) {
                for (int s : stones) {
                    pairs[s] = true;
                }
            }
        }
        return pairs;
    }

    /**
     * Lets the opponent capture every chain of {@code colour} it can by filling liberties (a chain
     * left with one liberty is taken there even through a ko ban), {@code except} those marked,
     * until nothing more falls. Returns whether some unmarked chain survived it (is invincible).
     */
    private static boolean captureAllBut(GoBoard b, int colour, boolean[] except) {
        int other = Stone.opponent(colour);
        GoBoard saved = b.copy();
        boolean captured = true;
        boolean found = false;
        while (captured) {
            captured = false;
            found = false;
            for (int p = 0; p < b.arraySize(); p++) {
                if (b.get(p) != colour || b.chainOf(p) != p || except[p]) {
                    continue;
                }
                found = true;
                saved.copyFrom(b);
                fillLiberties(b, p, other);
                if (b.get(p) == Stone.EMPTY) {
                    captured = true;
                } else if (b.atariLiberty(p) != 0) {
                    int last = b.atariLiberty(p);
                    if (b.isLegalIgnoringKo(last, other)) {
                        b.play(last, other);
                        captured = true;
                    } else {
                        b.copyFrom(saved);
                    }
                } else {
                    b.copyFrom(saved);
                }
            }
        }
        return found;
    }

    /** Plays {@code mover} on every liberty of the chain on {@code stone} where it may. */
    private static void fillLiberties(GoBoard b, int stone, int mover) {
        for (int lib : Chains.libertyPoints(b, stone)) {
            if (b.isLegal(lib, mover)) {
                b.play(lib, mover);
            }
        }
    }

    /** Extends the chains of {@code mover} in atari, again and again, wherever that is legal. */
    private static void extendAtaris(GoBoard b, int mover) {
        boolean extended = true;
        while (extended) {
            extended = false;
            for (int p = 0; p < b.arraySize(); p++) {
                int last = b.get(p) == mover ? b.atariLiberty(p) : 0;
                if (last != 0 && b.isLegal(last, mover)) {
                    b.play(last, mover);
                    extended = true;
                }
            }
        }
    }

    /**
     * Where an isolated pair of {@code colour} and the opponent stones around it could form the
     * seki that keeps such a space from being territory (the opponent's stones on either side of
     * the pair joined in one chain), adds a third stone to the pair, which then dies as any
     * nakade does.
     */
    private static void breakSekis(GoBoard b, int colour, boolean[] sekiPair) {
        int other = Stone.opponent(colour);
        for (int p = 0; p < b.arraySize(); p++) {
            if (!sekiPair[p] || b.get(p) == Stone.EMPTY || b.chainOf(p) != p) {
                continue;
            }
            for (int d = 0; d < 4 && b.chainSize(p) <= 2; d++) {
                int up = b.offset(d);
                if (b.get(p + up) != colour || b.get(p + 2 * up) != Stone.EMPTY || b.get(p - up) != Stone.EMPTY) {
                    continue;
                }
                for (int side = 0; side < 2; side++) {
                    int right = b.offset(d < 2 ? 2 + side : side);
                    if (b.get(p + right) != Stone.EMPTY || b.get(p + up - right) != Stone.EMPTY) {
                        continue;
                    }
                    GoBoard trial = b.copy();
                    for (int q : new int[] {p - right, p + up + right}) {
                        if (trial.get(q) == Stone.EMPTY && trial.isLegal(q, other)) {
                            trial.play(q, other);
                        }
                    }
                    if (trial.get(p - right) == other && trial.get(p + up + right) == other
                            && trial.chainOf(p - right) == trial.chainOf(p + up + right)) {
                        if (b.isLegal(p - up, colour)) {
                            b.play(p - up, colour);
                        }
                        break;
                    }
                }
            }
        }
    }

    /**
     * Plays one of the two liberties of each opponent chain whose liberties touch, so that a
     * space of two points becomes one: the one that leaves {@code colour} the more room there
     * (then the more liberties for the opponent), as GNU Go chooses.
     */
    private static void reduceTwoSpaceEyes(GoBoard b, int colour) {
        int other = Stone.opponent(colour);
        for (int p = 0; p < b.arraySize(); p++) {
            if (b.get(p) != other) {
                continue;
            }
            int[] libs = Chains.libertyPoints(b, p);
            if (libs.length != 2 || !adjacent(b, libs[0], libs[1])) {
                continue;
            }
            int a = libs[0];
            int c = libs[1];
            int aOpen = approxLiberties(b, a, colour);
            int cOpen = approxLiberties(b, c, colour);
            boolean first = aOpen > cOpen || aOpen == cOpen && approxLiberties(b, a, other) >= approxLiberties(b, c, other);
            int move = first ? a : c;
            if (b.isLegal(move, other)) {
                b.play(move, other);
            }
        }
    }

    /** The liberties, at most four, a stone of {@code colour} on {@code point} would have, captures aside. */
    private static int approxLiberties(GoBoard b, int point, int colour) {
        boolean[] seen = new boolean[b.arraySize()];
        seen[point] = true;
        int count = 0;
        for (int d = 0; d < 4 && count < 4; d++) {
            int q = point + b.offset(d);
            if (b.get(q) == Stone.EMPTY && !seen[q]) {
                seen[q] = true;
                count++;
            } else if (b.get(q) == colour) {
                for (int lib : Chains.libertyPoints(b, q)) {
                    if (!seen[lib] && count < 4) {
                        seen[lib] = true;
                        count++;
                    }
                }
            }
        }
        return count;
    }

    private static boolean adjacent(GoBoard b, int p, int q) {
        for (int d = 0; d < 4; d++) {
            if (p + b.offset(d) == q) {
                return true;
            }
        }
        return false;
    }
}
