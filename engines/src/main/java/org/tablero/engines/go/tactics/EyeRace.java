package org.tablero.engines.go.tactics;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.tablero.engines.go.FloodScratch;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * Class-e capturing races solved statically (seed 001, tables 4.1, 4.5–4.7): races where one or
 * both chains own an eye, judged by the exact local game on the eye ({@link EyeGame}). A nakade
 * eye (the owner cannot make it live even moving first) counts as its eye liberties, the
 * game's count (for the usual shapes L(n) = 1, 2, 3, 5, 8, 12, 17 of table 4.1 minus the enemy
 * stones already inside it). When the eyes have different Müller statuses (1 for one to three
 * points, n for n ≥ 4, 0 without eye) the higher one also counts the shared liberties and there
 * is no seki: the side to move wins iff its count is at least the other's (table 4.7). With equal
 * statuses seki is possible and the verdict follows from k and the shared liberties (table 4.6).
 * An alive eye (the chain cannot be captured) wins against a nakade eye or none and makes seki
 * with another alive eye; an unsettled eye (alive if its owner moves first) wins for its owner
 * when the owner is to move (table 4.5).
 *
 * <p>Only races this theory settles are evaluated; anything else is left to the search (null):
 * an unsettled eye of the side not to move (its vital point is the mover's obvious try), an eye
 * the game does not settle (a ko inside, a count the owner can change by playing inside), eyes
 * of more than seven points, outside liberties that are not plain (except those of the
 * winner, counted as one each, as {@link LibertyRace#classZero} does), or walls the losing side
 * could capture first ({@link Walls}).
 */
public final class EyeRace {

    /** Table 4.1: eye liberties of an empty n-point nakade eye, index n. */
    private static final int[] EYE_LIBERTIES = {0, 1, 2, 3, 5, 8, 12, 17};

    /**
     * A chain's eye as the race sees it: Müller status (0 = no eye) and eye liberties, both for
     * a nakade eye; an <i>unsettled</i> eye (seed table 4.5) becomes alive if its owner moves
     * first, an <i>alive</i> one cannot be captured, and neither counts liberties. A nakade eye
     * with a {@code spread} is worth from {@code liberties} to that many more (see {@link EyeGame}).
     * A nakade eye is <i>standard</i> when its count is fixed at L(n) less the stones inside, as for the centre eyes
     * the Müller statuses were worked out for. The vital points are {@link EyeGame}'s: the
     * owner's moves that make an unsettled eye live, the attacker's best first moves inside.
     */
    record Eye(int status, int liberties, int spread, boolean[] points, boolean unsettled, boolean alive,
            boolean standard, int[] ownerVital, int[] attackerVital) {
        static final Eye NONE = new Eye(0, 0, 0, null, false, false, true, new int[0], new int[0]);

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
        if (eyeO.alive() && (eyeM.alive() || eyeM.unsettled())) {
            // Neither chain can be captured (table 4.5: alive against alive), or the mover's
            // unsettled eye lives if it takes the vital point, which it must.
            return new LibertyRace.Verdict(LibertyRace.Status.SEKI, eyeM.unsettled(), countM, countO, shared);
        }
        if (eyeM.unsettled()) {
            if (roughO || (roughM && enclosedO)) {
                return null;
            }
            // Table 4.5, unsettled against nakade or no eye: the mover takes its eye's vital
            // point and lives; the other chain cannot make two eyes and is enclosed (its outside
            // liberties are plain), so it is captured unless it takes a wall first. It gets at
            // most its count plus the shared liberties plus the vital-point move in turns.
            if (!Walls.safe(b, other, mover, eyeO, countO + eyeO.spread() + shared + 1, race)) {
                return null;
            }
            return new LibertyRace.Verdict(LibertyRace.Status.WIN, true, countM, countO, shared);
        }
        LibertyRace.Verdict v;
        if (eyeM.alive() || eyeO.alive()) {
            // An alive chain cannot be captured and captures the other, whose eye is nakade or none.
            LibertyRace.Status s = eyeM.alive() ? LibertyRace.Status.WIN : LibertyRace.Status.LOSS;
            v = new LibertyRace.Verdict(s, false, countM, countO, shared);
        } else {
            if (shared > 0 && eyeM.status() > 0 && eyeO.status() > 0 && !(eyeM.standard() && eyeO.standard())) {
                // Who owns the shared liberties between two eyes was worked out for the usual
                // counts only; a corner eye with fewer liberties is left to the search.
                return null;
            }
            v = decide(countM, countO + eyeO.spread(), shared, eyeM.status(), eyeO.status());
            if (eyeM.spread() + eyeO.spread() > 0
                    && decide(countM + eyeM.spread(), countO, shared, eyeM.status(), eyeO.status()).status() != v.status()) {
                return null; // the eye's range holds more than one verdict: the search reads which
            }
        }
        if (LibertyRace.roughCountFails(v.status(), roughM, roughO, enclosedM, enclosedO)) {
            return null;
        }
        // Only a side the verdict does not give the win would capture a wall instead of racing.
        // An eye with a spread gives its owner the most turns it may have.
        if (v.status() != LibertyRace.Status.WIN
                && !Walls.safe(b, mover, other, eyeM, countM + eyeM.spread() + shared, race)) {
            return null;
        }
        // Winning, the mover captures the other chain one turn sooner (in seki it may have to pass).
        int turnsO = countO + eyeO.spread() + shared - (v.status() == LibertyRace.Status.WIN ? 1 : 0);
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
     * else the verdict of {@link EyeGame} on its enclosed areas (several areas together: two
     * one-point eyes are alive), or null when that verdict is unknown, or is nakade over more
     * than one area (no single eye to count). An enclosed area holds empty points and enemy
     * stones that are not the race partner's, and at most seven points. A seven-point area
     * the game does not settle counts as the chain's outside, as before seven-point eyes were
     * known (the search, or the walls test for the enemy stones inside, then decides).
     */
    static Eye eye(GoBoard b, int point, int partner) {
        int c = b.get(point);
        int chain = b.chainOf(point);
        int partnerChain = b.chainOf(partner);
        FloodScratch scratch = SCRATCH.get().fit(b.arraySize());
        int[] seen = scratch.seen;
        // Floods of this call are numbered from base + 1: a mark at or below base is an earlier call's.
        int base = scratch.stamp;
        int flood = base;
        int[] area = new int[EYE_LIBERTIES.length - 1];
        List<int[]> areas = new ArrayList<>();
        EyeGame.Verdict only = null;
        int s = chain;
        do {
            for (int d = 0; d < 4; d++) {
                int start = s + b.offset(d);
                int cs = b.get(start);
                if (seen[start] > base || cs == c || cs == Stone.BORDER) {
                    continue;
                }
                int n = enclosed(b, start, c, chain, partnerChain, base, ++flood, area, scratch);
                scratch.stamp = flood;
                if (n < 0) {
                    continue; // open area: the chain's outside
                }
                int[] a = Arrays.copyOf(area, n);
                EyeGame.Verdict v = EyeGame.classify(b, a, point);
                if (v == null && n == 7) {
                    continue; // an unknown seven-point area: the chain's outside, as before
                }
                if (v == null) {
                    return null;
                }
                if (v.status() == EyeGame.Status.ALIVE) {
                    return eyeOf(b, a, v); // one living area is enough
                }
                areas.add(a);
                only = v;
            }
            s = b.nextStone(s);
        } while (s != chain);
        if (areas.isEmpty()) {
            return Eye.NONE;
        }
        if (areas.size() == 1) {
            return eyeOf(b, areas.get(0), only);
        }
        int[] all = areas.stream().flatMapToInt(Arrays::stream).toArray();
        EyeGame.Verdict v = EyeGame.classify(b, all, point);
        return v == null || v.status() == EyeGame.Status.NAKADE ? null : eyeOf(b, all, v);
    }

    /** The race's view of the eye on {@code area} with the game's verdict {@code v}. */
    private static Eye eyeOf(GoBoard b, int[] area, EyeGame.Verdict v) {
        int n = area.length;
        boolean[] points = new boolean[b.arraySize()];
        int stones = 0;
        for (int p : area) {
            points[p] = true;
            stones += b.get(p) != Stone.EMPTY ? 1 : 0;
        }
        int status = n >= 4 ? n : 1;
        return switch (v.status()) {
            case ALIVE -> new Eye(status, 0, 0, points, false, true, false, v.ownerVital(), v.attackerVital());
            case UNSETTLED -> new Eye(status, 0, 0, points, true, false, false, v.ownerVital(), v.attackerVital());
            case NAKADE -> new Eye(status, v.liberties(), v.spread(), points, false, false,
                    v.spread() == 0 && n < EYE_LIBERTIES.length && v.liberties() == EYE_LIBERTIES[n] - stones,
                    v.ownerVital(), v.attackerVital());
        };
    }

    /**
     * Flood-fills the non-{@code c} area from {@code start}, marking the scratch's {@code seen}
     * with {@code flood}; returns its size with its points in {@code area}, or -1 if it is bigger
     * than an eye, touches another chain of colour {@code c}, holds the race partner, or meets an
     * earlier flood of the same {@link #eye} call (a mark above {@code base}: that flood stopped
     * early because its area, this same one, was too big).
     */
    private static int enclosed(GoBoard b, int start, int c, int chain, int partnerChain, int base, int flood, int[] area,
            FloodScratch scratch) {
        int[] seen = scratch.seen;
        int[] stack = scratch.stack;
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
                if (cr == c && b.chainOf(r) == chain) {
                    continue;
                }
                if (seen[r] <= base) {
                    // Empty points, enemy stones and the owner's own stones not yet joined to
                    // the chain (a vital point it took inside) all belong to the area.
                    seen[r] = flood;
                    stack[top++] = r;
                } else if (seen[r] != flood) {
                    return -1;
                }
            }
        }
        return open ? -1 : n;
    }

    /** Flood marks and stack of {@link #eye}, kept per thread (see {@link FloodScratch}). */
    private static final ThreadLocal<FloodScratch> SCRATCH = ThreadLocal.withInitial(FloodScratch::new);
}
