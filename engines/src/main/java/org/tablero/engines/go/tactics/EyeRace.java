package org.tablero.engines.go.tactics;

import java.util.Arrays;
import org.tablero.engines.go.Chains;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * Class-e capturing races solved statically (seed 001, tables 4.1, 4.5–4.7): races where one or
 * both chains own a single eye that cannot become two eyes (a nakade eye), counted by standard
 * semeai theory. An eye of n points gives L(n) = 1, 2, 3, 5, 8, 12, 17 liberties (table 4.1) minus
 * the enemy stones already inside it. When the eyes have different Müller statuses (1 for one
 * to three points, n for n ≥ 4, 0 without eye) the higher one also counts the shared liberties
 * and there is no seki: the side to move wins iff its count is at least the other's (table 4.7).
 * With equal statuses seki is possible and the verdict follows from k and the shared liberties
 * (table 4.6).
 *
 * <p>Seven-point eyes are the twin and tailed squares with the enemy stones in a few settled
 * patterns ({@link #sevenPoints}); an unsettled twin square wins for its owner when the owner
 * is to move (it takes the vital point first and lives) against a nakade eye or none.
 *
 * <p>Only races this theory settles are evaluated; anything else is left to the search (null):
 * an eye with a vital point the owner could still take (other unsettled or alive eyes), enemy stones
 * inside that could be captured at once, two eye regions, outside liberties that are not plain
 * (except those of the winner, counted as one each, as {@link LibertyRace#classZero} does),
 * or walls the losing side could capture first ({@link Walls}).
 */
public final class EyeRace {

    /** Table 4.1: eye liberties of an empty n-point nakade eye, index n. */
    private static final int[] EYE_LIBERTIES = {0, 1, 2, 3, 5, 8, 12, 17};

    /**
     * A chain's eye as the race sees it: Müller status (0 = no eye) and eye liberties. An
     * <i>unsettled</i> eye (seed table 4.5) becomes alive if its owner moves first; its liberties
     * are not counted.
     */
    record Eye(int status, int liberties, boolean[] points, boolean unsettled) {
        static final Eye NONE = new Eye(0, 0, null, false);

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
        if (eyeO == null || (eyeM.status() == 0 && eyeO.status() == 0) || eyeO.unsettled()) {
            // An unsettled eye of the other side: the mover's best is to take its vital point,
            // which the search tries; the position after it is class e again.
            return null;
        }
        boolean[] libM = LibertyRace.libertySet(b, mover);
        boolean[] libO = LibertyRace.libertySet(b, other);
        int outM = 0;
        int outO = 0;
        int shared = 0;
        boolean roughM = false;
        boolean roughO = false;
        boolean enclosedM = false;
        boolean enclosedO = false;
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
                // As in class 0: worth one or more to its owner, so only a verdict for the owner may use it.
                roughM |= mine;
                roughO |= !mine;
            } else if (!LibertyRace.facesEnemy(b, p, mine ? m : o)) {
                enclosedM |= mine;
                enclosedO |= !mine;
            }
            if (mine) {
                outM++;
            } else {
                outO++;
            }
        }
        int countM = outM + eyeM.liberties();
        int countO = outO + eyeO.liberties();
        boolean[] race = new boolean[libM.length];
        for (int p = 0; p < race.length; p++) {
            race[p] = libM[p] || libO[p];
        }
        if (eyeM.unsettled()) {
            if (roughO || (roughM && enclosedO)) {
                return null;
            }
            // Table 4.5, unsettled against nakade or no eye: the mover takes its eye's vital
            // point and lives; the other chain cannot make two eyes and is enclosed (its outside
            // liberties are plain), so it is captured unless it takes a wall first. It gets at
            // most its count plus the shared liberties plus the vital-point move in turns.
            if (!Walls.safe(b, other, mover, eyeO, countO + shared + 1, race)) {
                return null;
            }
            return new LibertyRace.Verdict(LibertyRace.Status.WIN, true, countM, countO, shared);
        }
        LibertyRace.Verdict v = decide(countM, countO, shared, eyeM.status(), eyeO.status());
        if (LibertyRace.roughCountFails(v.status(), roughM, roughO, enclosedM, enclosedO)) {
            return null;
        }
        // Only a side the verdict does not give the win would capture a wall instead of racing.
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
     * race partner's, and at most seven points. A seven-point area is an eye only in the patterns
     * of {@link #sevenPoints}; other seven-point areas count as the chain's outside, as they did
     * before seven-point eyes were known (the search, or the walls test for the enemy stones
     * inside, then decides).
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
                Eye e = nakade(b, Arrays.copyOf(area, n), c, chain);
                if (e == null && n == 7) {
                    continue; // an unknown seven-point pattern: the chain's outside, as before
                }
                if (found != Eye.NONE || e == null) {
                    return null; // two eye areas, or an eye class e does not settle
                }
                found = e;
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
        if (n == 7) {
            return sevenPoints(b, area, points, stones);
        }
        String shape = EyeShape.neighbourClass(b, area);
        int status = n >= 4 ? n : 1;
        if (stones == 0) {
            return n <= 2 || shape.equals("2222") ? new Eye(status, EYE_LIBERTIES[n], points, false) : null;
        }
        if (shape.equals("2222")) {
            return new Eye(status, EYE_LIBERTIES[n] - stones, points, false);
        }
        int[] vital = EyeShape.vitalPoints(b, area);
        if (vital.length == 1 && b.get(vital[0]) == Stone.opponent(c) && (n < 5 || fillable(b, area))) {
            return new Eye(status, EYE_LIBERTIES[n] - stones, points, false);
        }
        return null;
    }

    /**
     * Whether, whatever empty point of a five- or six-point eye the owner takes, the enemy can
     * still fill the rest into a killing shape: some other empty point q leaves the points
     * minus both a connected shape holding all the enemy stones that the owner, capturing them
     * by playing q, gets back as a single eye (any three points; the square or pyramid four).
     * If not, the owner's move leaves the stones inside with liberties the enemy cannot fill
     * without giving the owner a second eye, and L(n) no longer counts the race (STS-RV_1 test
     * 111: a rabbity six holding a bent three, where the owner's move on the sixth point makes
     * a local seki).
     */
    private static boolean fillable(GoBoard b, int[] area) {
        int n = area.length;
        for (int p : area) {
            if (b.get(p) != Stone.EMPTY) {
                continue;
            }
            boolean ok = false;
            for (int q : area) {
                if (q == p || b.get(q) != Stone.EMPTY) {
                    continue;
                }
                int[] rest = new int[n - 2];
                int k = 0;
                for (int r : area) {
                    if (r != p && r != q) {
                        rest[k++] = r;
                    }
                }
                String shape = EyeShape.neighbourClass(b, rest);
                if (shape.equals("112") || shape.equals("2222") || shape.equals("1113")) {
                    ok = true;
                    break;
                }
            }
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    /**
     * A seven-point eye of {@link EyeShape#sevenPointCentre} (centre, four arms, two corners)
     * holding one enemy chain with at least two liberties, which the caller has checked. The
     * first-stage killing shapes are the rabbity sixes (the centre, the four arms and one
     * corner); once the owner has taken a point, the bulky and crossed fives. The status follows
     * from whether, whatever point the owner takes, the enemy stones still lie in such a killing
     * shape of the remaining points (checked by hand for every case below, not yet against a
     * read-out: see docs/go-tactics.md):
     * <ul>
     * <li>twin square, enemy stones on the centre and two to four arms, nowhere else: nakade.
     * Any arm the owner takes leaves a bulky five through a corner, a corner leaves the
     * crossed five;</li>
     * <li>tailed square, enemy stones on the centre, the tail arm and either the opposite arm,
     * or one side arm (with or without the corner next to it), or both side arms (with or
     * without the opposite arm or one corner): nakade, for the same reasons, and whichever
     * points the owner takes later the stones it can capture form a pyramid four, a bulky or
     * crossed five or at most three points. Without the tail arm it is not nakade (the owner
     * takes it and no five-point killing shape remains), nor with the tail arm, the opposite
     * arm and a corner (the owner takes the free side arm);</li>
     * <li>twin square, enemy stones on the centre and at most one arm: unsettled. The owner,
     * moving first, takes another arm, after which the stones the enemy can be made to give up
     * leave a living shape (a Z-four, or two separate areas); the enemy, moving first, takes a
     * second arm and the eye is nakade;</li>
     * <li>anything else (the centre empty, other corner stones): left to the search.</li>
     * </ul>
     * A nakade eye is worth L(7) = 17 liberties less the stones (table 4.1), each stone being
     * one of the rabbity six; its Müller status is 7.
     */
    private static Eye sevenPoints(GoBoard b, int[] area, boolean[] points, int stones) {
        int centre = EyeShape.sevenPointCentre(b, area);
        if (centre == 0 || stones == 0 || b.get(centre) == Stone.EMPTY) {
            return null;
        }
        int arms = 0;
        int tail = 0;
        for (int d = 0; d < 4; d++) {
            int arm = centre + b.offset(d);
            arms += b.get(arm) != Stone.EMPTY ? 1 : 0;
            int inEye = 0;
            for (int e = 0; e < 4; e++) {
                inEye += points[arm + b.offset(e)] ? 1 : 0;
            }
            if (inEye == 3) {
                tail = arm;
            }
        }
        int corners = stones - 1 - arms;
        if (EyeShape.twinSquare(b, area)) {
            if (corners > 0) {
                return null;
            }
            return arms >= 2 ? new Eye(7, EYE_LIBERTIES[7] - stones, points, false) : new Eye(7, 0, points, true);
        }
        if (tail == 0 || b.get(tail) == Stone.EMPTY || stones < 3 || corners > 1) {
            return null;
        }
        int opposite = centre + (centre - tail);
        boolean oppositeTaken = b.get(opposite) != Stone.EMPTY;
        int sides = arms - 1 - (oppositeTaken ? 1 : 0);
        boolean nakade;
        if (sides == 0) {
            nakade = oppositeTaken && corners == 0;
        } else if (sides == 1) {
            // The corner, if taken, must be the one next to the side arm taken (a square).
            nakade = !oppositeTaken && (corners == 0 || cornerNextToTakenSide(b, area, centre, tail));
        } else {
            nakade = !(oppositeTaken && corners > 0);
        }
        return nakade ? new Eye(7, EYE_LIBERTIES[7] - stones, points, false) : null;
    }

    /** Whether the corner holding a stone touches an arm (other than the tail arm) that holds one. */
    private static boolean cornerNextToTakenSide(GoBoard b, int[] area, int centre, int tail) {
        for (int p : area) {
            if (p == centre || b.get(p) == Stone.EMPTY || isNeighbour(b, p, centre)) {
                continue;
            }
            for (int d = 0; d < 4; d++) {
                int q = p + b.offset(d);
                if (q != tail && isNeighbour(b, q, centre) && b.get(q) != Stone.EMPTY) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean isNeighbour(GoBoard b, int p, int q) {
        for (int d = 0; d < 4; d++) {
            if (p + b.offset(d) == q) {
                return true;
            }
        }
        return false;
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
