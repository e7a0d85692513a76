package org.tablero.engines.go.tactics;

import java.util.Arrays;
import org.tablero.engines.go.Chains;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * Class-e capturing races solved statically (seed 001, tables 4.1, 4.5–4.7): races where one or
 * both chains own a single eye that cannot become two eyes (a nakade eye), counted by standard
 * semeai theory. An eye of n points gives L(n) = 1, 2, 3, 5, 8, 12 liberties (table 4.1) minus
 * the enemy stones already inside it. When the eyes have different Müller statuses (1 for one
 * to three points, n for n ≥ 4, 0 without eye) the higher one also counts the shared liberties
 * and there is no seki: the side to move wins iff its count is at least the other's (table 4.7).
 * With equal statuses seki is possible and the verdict follows from k and the shared liberties
 * (table 4.6).
 *
 * <p>Only races this theory settles are evaluated; anything else is left to the search (null):
 * an eye with a vital point the owner could still take (unsettled or alive eyes), enemy stones
 * inside that could be captured at once, two eye regions, outside liberties that are not plain,
 * or walls the losing side could capture first ({@link Walls}).
 */
public final class EyeRace {

    /** Table 4.1: eye liberties of an empty n-point nakade eye, index n. */
    private static final int[] EYE_LIBERTIES = {0, 1, 2, 3, 5, 8, 12};

    /** A chain's eye as the race sees it: Müller status (0 = no eye) and eye liberties. */
    record Eye(int status, int liberties, boolean[] points) {
        static final Eye NONE = new Eye(0, 0, null);

        boolean contains(int p) {
            return points != null && points[p];
        }
    }

    private EyeRace() {
    }

    /**
     * The class-e verdict for the race between the chains on {@code mover} (side to move) and
     * {@code other}, or null when it is not a class-e race with at least one nakade eye. The
     * verdict's two outside counts are the class-e counts: outside plus eye liberties.
     */
    public static LibertyRace.Verdict classE(GoBoard b, int mover, int other) {
        int m = b.get(mover);
        int o = b.get(other);
        if (m == o || (m != Stone.BLACK && m != Stone.WHITE) || (o != Stone.BLACK && o != Stone.WHITE)
                || !LibertyRace.touch(b, mover, other)) {
            return null;
        }
        Eye eyeM = eye(b, mover, other);
        Eye eyeO = eyeM == null ? null : eye(b, other, mover);
        if (eyeO == null || (eyeM.status() == 0 && eyeO.status() == 0)) {
            return null;
        }
        boolean[] libM = LibertyRace.libertySet(b, mover);
        boolean[] libO = LibertyRace.libertySet(b, other);
        int outM = 0;
        int outO = 0;
        int shared = 0;
        for (int p = 0; p < libM.length; p++) {
            if (!libM[p] && !libO[p] || eyeM.contains(p) || eyeO.contains(p)) {
                continue;
            }
            if (libM[p] && libO[p]) {
                shared++;
                continue;
            }
            boolean mine = libM[p];
            if (!LibertyRace.plain(b, p, mine ? m : o, b.chainOf(mine ? mover : other), mine ? libM : libO)) {
                return null;
            }
            if (mine) {
                outM++;
            } else {
                outO++;
            }
        }
        int countM = outM + eyeM.liberties();
        int countO = outO + eyeO.liberties();
        LibertyRace.Verdict v = decide(countM, countO, shared, eyeM.status(), eyeO.status());
        // Only a side the verdict does not give the win would capture a wall instead of racing.
        boolean[] race = new boolean[libM.length];
        for (int p = 0; p < race.length; p++) {
            race[p] = libM[p] || libO[p];
        }
        if (v.status() != LibertyRace.Status.WIN && !Walls.safe(b, mover, other, eyeM, countM + shared, race)) {
            return null;
        }
        // Winning, the mover captures the other chain one turn sooner (in seki it may have to pass).
        int turnsO = countO + shared - (v.status() == LibertyRace.Status.WIN ? 1 : 0);
        if (v.status() != LibertyRace.Status.LOSS && !Walls.safe(b, other, mover, eyeO, turnsO, race)) {
            return null;
        }
        return v;
    }

    /**
     * Tables 4.6 and 4.7 for the mover: counts are outside plus eye liberties, {@code shared}
     * the shared liberties, statuses the Müller statuses of the eyes (0 = no eye).
     */
    static LibertyRace.Verdict decide(int countM, int countO, int shared, int statusM, int statusO) {
        if (statusM != statusO) {
            // The bigger eye also owns the shared liberties; no seki (Hunter's rule).
            int m = countM + (statusM > statusO ? shared : 0);
            int o = countO + (statusO > statusM ? shared : 0);
            LibertyRace.Status s = m >= o ? LibertyRace.Status.WIN : LibertyRace.Status.LOSS;
            return new LibertyRace.Verdict(s, m == o, countM, countO, shared);
        }
        int k = countM - countO;
        int sl = shared;
        LibertyRace.Status s;
        boolean play;
        if (sl == 0) {
            s = k >= 0 ? LibertyRace.Status.WIN : LibertyRace.Status.LOSS;
            play = k == 0;
        } else if (k > sl) {
            s = LibertyRace.Status.WIN;
            play = false;
        } else if (k == sl) {
            s = LibertyRace.Status.WIN;
            play = true;
        } else if (k > -sl) {
            s = LibertyRace.Status.SEKI;
            play = false;
        } else if (k == -sl) {
            s = LibertyRace.Status.SEKI;
            play = true;
        } else {
            s = LibertyRace.Status.LOSS;
            play = false;
        }
        return new LibertyRace.Verdict(s, play, countM, countO, shared);
    }

    /**
     * The eye of the chain on {@code point}: {@link Eye#NONE} if no area is enclosed by it alone,
     * the nakade eye if exactly one is and its status is settled, null otherwise. An enclosed
     * area holds empty points (all liberties of the chain) and enemy stones that are not the
     * race partner's, and at most six points.
     */
    static Eye eye(GoBoard b, int point, int partner) {
        int c = b.get(point);
        int chain = b.chainOf(point);
        int partnerChain = b.chainOf(partner);
        int[] seen = new int[b.arraySize()];
        int flood = 0;
        Eye found = Eye.NONE;
        int[] area = new int[EYE_LIBERTIES.length - 1];
        for (int s : Chains.stones(b, point)) {
            for (int d = 0; d < 4; d++) {
                int start = s + b.offset(d);
                int cs = b.get(start);
                if (seen[start] != 0 || cs == c || cs == Stone.BORDER) {
                    continue;
                }
                int n = enclosed(b, start, c, chain, partnerChain, seen, ++flood, area);
                if (n < 0) {
                    continue; // open area: the chain's outside
                }
                if (found != Eye.NONE) {
                    return null; // two eye areas: not a one-eye race
                }
                found = nakade(b, Arrays.copyOf(area, n), c, chain);
                if (found == null) {
                    return null;
                }
            }
        }
        return found;
    }

    /**
     * Flood-fills the non-{@code c} area from {@code start}, marking {@code seen} with
     * {@code flood}; returns its size with its points in {@code area}, or -1 if it is bigger than
     * an eye, touches another chain of colour {@code c}, holds the race partner, or meets an
     * earlier flood (which stopped early because its area, this same one, was too big).
     */
    private static int enclosed(GoBoard b, int start, int c, int chain, int partnerChain, int[] seen, int flood, int[] area) {
        int[] stack = new int[b.arraySize()];
        int top = 0;
        int n = 0;
        boolean open = false;
        stack[top++] = start;
        seen[start] = flood;
        while (top > 0) {
            int q = stack[--top];
            if (b.get(q) != Stone.EMPTY && b.chainOf(q) == partnerChain) {
                open = true;
            }
            if (n == area.length) {
                return -1; // bigger than an eye: stop early, the outside can be the whole board
            }
            area[n++] = q;
            for (int d = 0; d < 4; d++) {
                int r = q + b.offset(d);
                int cr = b.get(r);
                if (cr == Stone.BORDER) {
                    continue;
                }
                if (cr == c) {
                    open |= b.chainOf(r) != chain;
                } else if (seen[r] == 0) {
                    seen[r] = flood;
                    stack[top++] = r;
                } else if (seen[r] != flood) {
                    return -1;
                }
            }
        }
        return open ? -1 : n;
    }

    /**
     * The eye on {@code area} if it is nakade (the owner cannot make two eyes even moving first),
     * else null: one or two empty points, the square four with at most a two-liberty enemy chain
     * inside, or a one-vital-point shape (three points, pyramid four, bulky and crossed five,
     * rabbity six) whose vital point holds a single enemy chain with at least two liberties.
     */
    private static Eye nakade(GoBoard b, int[] area, int c, int chain) {
        int n = area.length;
        int enemyChain = -1;
        int stones = 0;
        boolean[] points = new boolean[b.arraySize()];
        for (int p : area) {
            points[p] = true;
            if (b.get(p) == Stone.EMPTY) {
                if (!touchesChain(b, p, chain)) {
                    return null; // an inner empty point: not a plain eye
                }
            } else {
                if (enemyChain >= 0 && b.chainOf(p) != enemyChain) {
                    return null;
                }
                enemyChain = b.chainOf(p);
                stones++;
            }
        }
        if (stones > 0 && Chains.liberties(b, stonesOf(area, b)) < 2) {
            return null; // the owner captures at once: not settled
        }
        String shape = EyeShape.neighbourClass(b, area);
        int status = n >= 4 ? n : 1;
        if (stones == 0) {
            return n <= 2 || shape.equals("2222") ? new Eye(status, EYE_LIBERTIES[n], points) : null;
        }
        if (shape.equals("2222")) {
            return new Eye(status, EYE_LIBERTIES[n] - stones, points);
        }
        int[] vital = EyeShape.vitalPoints(b, area);
        if (vital.length == 1 && b.get(vital[0]) == Stone.opponent(c)) {
            return new Eye(status, EYE_LIBERTIES[n] - stones, points);
        }
        return null;
    }

    private static int stonesOf(int[] area, GoBoard b) {
        for (int p : area) {
            if (b.get(p) != Stone.EMPTY) {
                return p;
            }
        }
        throw new IllegalArgumentException("no stone in the area");
    }

    private static boolean touchesChain(GoBoard b, int p, int chain) {
        for (int d = 0; d < 4; d++) {
            int q = p + b.offset(d);
            int cq = b.get(q);
            if ((cq == Stone.BLACK || cq == Stone.WHITE) && b.chainOf(q) == chain) {
                return true;
            }
        }
        return false;
    }
}
