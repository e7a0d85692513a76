package org.tablero.engines.go.tactics;

import java.util.Arrays;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * Class-0 capturing races solved statically (seed 001, tables 4.3 and 4.4): two adjacent chains
 * without eyes whose liberties are all plain, so the race is decided by counting. With k the
 * outside liberties of the side to move minus those of the other and sl the shared liberties,
 * the status and whether the mover must play follow from k and sl alone.
 */
public final class LibertyRace {

    /** The result of the race for the side to move. */
    public enum Status { WIN, SEKI, LOSS }

    /** A class-0 verdict: status for the mover, whether it must play to get it, and the counts. */
    public record Verdict(Status status, boolean mustPlay, int moverOutside, int otherOutside, int shared) {
    }

    private LibertyRace() {
    }

    /** Tables 4.3 (sl ≤ 1) and 4.4 (sl ≥ 2) of the seed. */
    public static Verdict table(int moverOutside, int otherOutside, int shared) {
        int k = moverOutside - otherOutside;
        int sl = shared;
        Status s;
        boolean play;
        if (sl <= 1) {
            s = k >= 0 ? Status.WIN : Status.LOSS;
            play = k == 0;
        } else if (k >= sl) {
            s = Status.WIN;
            play = false;
        } else if (k == sl - 1) {
            s = Status.WIN;
            play = true;
        } else if (k >= -sl + 2) {
            s = Status.SEKI;
            play = false;
        } else if (k == -sl + 1) {
            s = Status.SEKI;
            play = true;
        } else {
            s = Status.LOSS;
            play = false;
        }
        return new Verdict(s, play, moverOutside, otherOutside, shared);
    }

    /**
     * The class-0 verdict for the race between the chains on {@code mover} (side to move) and
     * {@code other}, or null when the race is not provably class 0: the chains must touch and
     * every other enemy chain touching them must have clearly more liberties than either. An
     * outside liberty that is not {@link #plain} (an eye, a point where the owner gains liberties
     * or where the enemy needs an approach move) is counted as one, which can only understate
     * its owner: so only a win for that owner is given, never seki, and then the loser's own
     * outside liberties must all be plain and face the winner's stones (a liberty touching none
     * may be eye space, where the loser could make eyes instead of racing). Nor is a loss or a
     * seki given to a side with an enemy chain inside its liberties (one with fewer than two
     * liberties of its own elsewhere): the enemy cannot fill them all, so the count understates
     * that side as a rough one does.
     */
    public static Verdict classZero(GoBoard b, int mover, int other) {
        int m = b.get(mover);
        int o = b.get(other);
        if (m == o || (m != Stone.BLACK && m != Stone.WHITE) || (o != Stone.BLACK && o != Stone.WHITE)) {
            return null;
        }
        int mc = b.chainOf(mover);
        int oc = b.chainOf(other);
        if (!touch(b, mover, other)) {
            return null;
        }
        boolean[] libM = new boolean[b.arraySize()];
        boolean[] libO = new boolean[b.arraySize()];
        // The mover's liberties, then the other's: a shared one is in both parts, counted once.
        int[] points = new int[b.arraySize()];
        int nm = markLiberties(b, mover, libM, points, 0);
        int all = markLiberties(b, other, libO, points, nm);
        int maxLibs = Math.max(nm, all - nm);
        int outM = 0;
        int outO = 0;
        int shared = 0;
        boolean roughM = false;
        boolean roughO = false;
        boolean enclosedM = false;
        boolean enclosedO = false;
        for (int i = 0; i < all; i++) {
            int p = points[i];
            if (libM[p] && libO[p]) {
                if (i < nm) {
                    shared++;
                }
                continue;
            }
            int owner = libM[p] ? m : o;
            int chain = libM[p] ? mc : oc;
            boolean[] own = libM[p] ? libM : libO;
            if (!plain(b, p, owner, chain, own)) {
                // Counted as one: only its owner gains from what makes it more (an approach
                // move, room to extend, an eye), so a verdict in the owner's favour still holds.
                roughM |= libM[p];
                roughO |= libO[p];
            } else if (!facesEnemy(b, p, owner)) {
                // Possibly eye space: counted exact only when no verdict leans on a rough count.
                enclosedM |= libM[p];
                enclosedO |= libO[p];
            }
            if (libM[p]) {
                outM++;
            } else {
                outO++;
            }
        }
        Verdict v = table(outM, outO, shared);
        if (roughCountFails(v.status(), roughM, roughO, enclosedM, enclosedO)) {
            return null;
        }
        // An enemy chain living on a side's liberties cannot fill them all: the count
        // understates that side, so only a win for it stands. Asked once the count is made,
        // and only of a side the verdict does not favour.
        if ((v.status() != Status.WIN && innerChainAmong(b, points, all, libM, libO, o))
                || (v.status() != Status.LOSS && innerChainAmong(b, points, all, libO, libM, m))) {
            return null;
        }
        if (!wallsSafe(b, mover, oc, maxLibs) || !wallsSafe(b, other, mc, maxLibs)) {
            return null;
        }
        return v;
    }

    /**
     * Whether a verdict that counted some outside liberties as one ({@code rough*}: not plain) must
     * be withheld: such a count only understates its owner, so it supports a win for that owner
     * alone, never seki, and then the loser's own liberties must all be exact and face the
     * winner ({@code enclosed*}: a plain liberty touching none may be eye space). M is the side
     * to move, O the other; the status is the mover's.
     */
    static boolean roughCountFails(Status status, boolean roughM, boolean roughO, boolean enclosedM, boolean enclosedO) {
        return (roughM || roughO) && (status == Status.SEKI
                || (status == Status.WIN ? roughO || enclosedO : roughM || enclosedM));
    }

    /** Whether the chains on {@code a} and {@code other} (of opposite colours) are adjacent. */
    static boolean touch(GoBoard b, int a, int other) {
        int oc = b.chainOf(other);
        int o = b.get(other);
        int s = a;
        do {
            for (int d = 0; d < 4; d++) {
                int q = s + b.offset(d);
                if (b.get(q) == o && b.chainOf(q) == oc) {
                    return true;
                }
            }
            s = b.nextStone(s);
        } while (s != a);
        return false;
    }

    /**
     * An outside liberty is plain when the owner gains nothing by playing there (no new liberty,
     * no connection) and the opponent can fill it without self-atari.
     */
    static boolean plain(GoBoard b, int p, int owner, int chain, boolean[] own) {
        int opp = Stone.opponent(owner);
        for (int d = 0; d < 4; d++) {
            int q = p + b.offset(d);
            int c = b.get(q);
            if (c == Stone.EMPTY && !own[q]) {
                return false;
            }
            if (c == owner && b.chainOf(q) != chain) {
                return false;
            }
        }
        if (!b.isLegal(p, opp)) {
            return false;
        }
        if (b.emptyNeighbours(p) >= 2) {
            return true; // a stone there keeps two liberties: no self-atari, no copy needed
        }
        return capturesOrBreathes(b, p, opp);
    }

    /**
     * Whether an outside liberty of a side ({@code own}, not in {@code theirs}), among the first
     * {@code n} of {@code points}, touches a chain of {@code filler}'s, the other colour, that
     * {@link #breathesOnlyThrough} {@code own}.
     */
    private static boolean innerChainAmong(GoBoard b, int[] points, int n, boolean[] own, boolean[] theirs,
            int filler) {
        for (int i = 0; i < n; i++) {
            int p = points[i];
            if (!own[p] || theirs[p]) {
                continue;
            }
            for (int d = 0; d < 4; d++) {
                int q = p + b.offset(d);
                if (b.get(q) == filler && breathesOnlyThrough(b, q, own)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether the chain on {@code point} has fewer than two liberties outside {@code own}: once
     * the owner's liberties around it are filled, so are its own (an enemy stone inside the
     * owner's space, semeai.tst 58's J4), and the last fill is a self-atari.
     */
    private static boolean breathesOnlyThrough(GoBoard b, int point, boolean[] own) {
        int first = 0;
        int s = point;
        do {
            for (int d = 0; d < 4; d++) {
                int q = s + b.offset(d);
                if (b.get(q) == Stone.EMPTY && !own[q] && q != first) {
                    if (first != 0) {
                        return false;
                    }
                    first = q;
                }
            }
            s = b.nextStone(s);
        } while (s != point);
        return true;
    }

    /**
     * Whether a stone of colour {@code c} on the empty point {@code p} would capture something or
     * keep at least two liberties (its empty neighbours and those of the chains it joins), read
     * from the board as it is instead of playing the move on a copy.
     */
    static boolean capturesOrBreathes(GoBoard b, int p, int c) {
        int first = 0;
        for (int d = 0; d < 4; d++) {
            int q = p + b.offset(d);
            int cq = b.get(q);
            if (cq == Stone.opponent(c) && b.atariLiberty(q) == p) {
                return true;
            }
            if (cq == Stone.EMPTY) {
                if (first == 0) {
                    first = q;
                } else if (q != first) {
                    return true;
                }
            }
        }
        for (int d = 0; d < 4; d++) {
            int q = p + b.offset(d);
            if (b.get(q) != c) {
                continue;
            }
            int s = q;
            do {
                for (int e = 0; e < 4; e++) {
                    int r = s + b.offset(e);
                    if (r != p && b.get(r) == Stone.EMPTY) {
                        if (first == 0) {
                            first = r;
                        } else if (r != first) {
                            return true;
                        }
                    }
                }
                s = b.nextStone(s);
            } while (s != q);
        }
        return false;
    }

    /** Whether {@code p} touches a stone of {@code owner}'s opponent: a liberty facing a wall, not inner eye space. */
    static boolean facesEnemy(GoBoard b, int p, int owner) {
        int opp = Stone.opponent(owner);
        for (int d = 0; d < 4; d++) {
            if (b.get(p + b.offset(d)) == opp) {
                return true;
            }
        }
        return false;
    }

    /** Enemy chains around {@code point}'s chain, other than the race partner, are not weak. */
    private static boolean wallsSafe(GoBoard b, int point, int partner, int maxLibs) {
        int enemy = Stone.opponent(b.get(point));
        int[] checked = new int[4];
        int nChecked = 0;
        int s = point;
        do {
            for (int d = 0; d < 4; d++) {
                int q = s + b.offset(d);
                int wall = b.chainOf(q);
                if (b.get(q) != enemy || wall == partner || RaceMoves.contains(checked, nChecked, wall)) {
                    continue;
                }
                if (libertiesUpTo(b, q, maxLibs + 2) <= maxLibs + 1) {
                    return false;
                }
                if (nChecked == checked.length) {
                    checked = Arrays.copyOf(checked, 2 * nChecked);
                }
                checked[nChecked++] = wall;
            }
            s = b.nextStone(s);
        } while (s != point);
        return true;
    }

    /** The liberties of the chain on {@code point}, counted up to {@code cap} (a chain with more gives {@code cap}). */
    static int libertiesUpTo(GoBoard b, int point, int cap) {
        return libertiesUpTo(b, point, cap, new int[cap]);
    }

    /** {@link #libertiesUpTo(GoBoard, int, int)}, with the liberties found in {@code found} (of length {@code cap} or more). */
    static int libertiesUpTo(GoBoard b, int point, int cap, int[] found) {
        int n = 0;
        int s = point;
        do {
            for (int d = 0; d < 4; d++) {
                int q = s + b.offset(d);
                if (b.get(q) == Stone.EMPTY && !RaceMoves.contains(found, n, q)) {
                    found[n++] = q;
                    if (n == cap) {
                        return cap;
                    }
                }
            }
            s = b.nextStone(s);
        } while (s != point);
        return n;
    }

    static boolean[] libertySet(GoBoard b, int point) {
        boolean[] libs = new boolean[b.arraySize()];
        markLiberties(b, point, libs, null, 0);
        return libs;
    }

    /**
     * Marks the liberties of the chain on {@code point} in {@code set} and appends each to
     * {@code list} (if any) from {@code from} on; returns {@code from} plus the liberties marked.
     */
    private static int markLiberties(GoBoard b, int point, boolean[] set, int[] list, int from) {
        int n = from;
        int s = point;
        do {
            for (int d = 0; d < 4; d++) {
                int q = s + b.offset(d);
                if (b.get(q) == Stone.EMPTY && !set[q]) {
                    set[q] = true;
                    if (list != null) {
                        list[n] = q;
                    }
                    n++;
                }
            }
            s = b.nextStone(s);
        } while (s != point);
        return n;
    }
}
