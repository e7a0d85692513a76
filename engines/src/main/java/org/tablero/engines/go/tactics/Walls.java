package org.tablero.engines.go.tactics;

import org.tablero.engines.go.Chains;
import org.tablero.engines.go.FloodScratch;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.score.Benson;

/**
 * Whether the enemy chains around a race chain X (its <i>walls</i>: chains of the partner's
 * colour touching X, other than the partner and the stones inside X's own eye) stay on the board
 * until the race is decided, so that X cannot change the class-e verdict by capturing one of them
 * instead of racing. Only the side the verdict does not give the win needs the test.
 *
 * <p>The argument counts turns. The opponent P captures X in at most X's count plus the shared
 * liberties of its own moves, whatever X does, so X gets at most that many turns first, one
 * fewer when P moves first and wins ({@code turns}). Each X move fills at most one liberty of a
 * wall, and P's race moves fill only X's liberties (shared ones included). So a wall is
 * <i>solid</i> if it has at least {@code turns + 1} liberties that are not X's: X cannot fill them
 * all in time.
 *
 * <p>A wall that is not solid is still safe if P can make it solid in one move once X starts on
 * it (an <i>extension</i>). It must keep two liberties that are no race point (not a liberty of X
 * or of the partner), so race moves alone never capture it; and at least two of those liberties
 * must be points where a P stone gives the wall, with whatever it joins, {@code turns + 2} or
 * more liberties that are no race points, every chain so joined having two such liberties
 * beforehand. P answers race moves in the race and X's first move off the race points by
 * extending at whichever of the two points X did not take: X's move took at most one liberty of
 * the extended wall and could capture no chain of it, neither move changed the race counts, and
 * the extended wall is solid. As P spends that one move, X has one turn more against the other
 * walls, which must be solid with one liberty to spare, and only one wall may need an extension.
 *
 * <p>A wall with two one-point true eyes ({@link LifeCheck#twoEyes}) can never be captured and
 * needs no count; nor can a wall that Benson's algorithm finds unconditionally alive with the
 * other chains of its colour (eyes shared by two chains, eyes holding enemy stones). Benson's
 * test runs on the whole board, so only for a wall that fails the count. Walls short of
 * liberties also pass when one stone of P, at either of two points, makes them all alive that
 * way ({@link #livesInOneMove}): P answers X's first move against them there.
 *
 * <p>A seki verdict is weaker: there the opponent never has to capture X, and once the seki
 * stands X may attack a wall at leisure. The test then counts X's turns the same way, as the
 * earlier wall test did, which is an approximation rather than a proof.
 */
final class Walls {

    private Walls() {
    }

    /**
     * Whether every wall of the chain on {@code x} is solid or, for at most one, extensible.
     *
     * @param partner the race partner's chain (a stone of it)
     * @param eye     X's eye (stones inside it are not walls)
     * @param turns   X's turns before the opponent has captured it: X's count plus the shared
     *                liberties, one fewer when the opponent moves first
     * @param race    the race points: liberties of X and of the partner
     */
    static boolean safe(GoBoard b, int x, int partner, EyeRace.Eye eye, int turns, boolean[] race) {
        int enemy = Stone.opponent(b.get(x));
        int partnerChain = b.chainOf(partner);
        boolean[] libsX = LibertyRace.libertySet(b, x);
        boolean[] done = new boolean[b.arraySize()];
        int[] weak = new int[b.arraySize()];
        int weakCount = 0;
        int[] tight = new int[b.arraySize()];
        int tightCount = 0;
        boolean[] alive = null;
        for (int s : Chains.stones(b, x)) {
            for (int d = 0; d < 4; d++) {
                int q = s + b.offset(d);
                if (b.get(q) != enemy || b.chainOf(q) == partnerChain || eye.contains(q) || done[b.chainOf(q)]) {
                    continue;
                }
                done[b.chainOf(q)] = true;
                if (LifeCheck.twoEyes(b, q)) {
                    continue; // two true eyes: it can never be captured, however many turns X has
                }
                int libs = libertiesOutside(b, q, libsX);
                if (libs <= turns + 1) {
                    // Short of liberties: unless it lives unconditionally, X might take it.
                    if (Benson.hasTwoVitalRegions(b, q)) {
                        alive = alive == null ? Benson.alive(b, enemy) : alive;
                        if (alive[q]) {
                            continue;
                        }
                    }
                }
                if (libs <= turns) {
                    weak[weakCount++] = q;
                } else if (libs == turns + 1) {
                    tight[tightCount++] = q;
                }
            }
        }
        if (weakCount == 0) {
            return true;
        }
        // P answers X's first move against the weak walls, so X has one turn more against the
        // others: a wall with just one liberty to spare must live after that answer too.
        if (tightCount == 0 && weakCount == 1 && extensible(b, weak[0], turns, race)) {
            return true;
        }
        System.arraycopy(tight, 0, weak, weakCount, tightCount);
        return livesInOneMove(b, weak, weakCount + tightCount, race, partner);
    }

    /**
     * Whether the owner P of the weak walls has two points off the race where one stone makes
     * them all unconditionally alive (Benson), so that it answers X's first move against them
     * at whichever point X did not take, and they can never be captured after.
     *
     * <p>X's first move comes before P's: it takes at most one of the two points, and it
     * cannot capture a chain that lives after P's stone, as each has two liberties now. It
     * cannot spoil life either: an enemy stone that captures nothing keeps every region vital
     * (it only removes an empty point), and P's stone then captures at most that lone stone,
     * as the enemy chains next to it have three liberties now. A P chain in atari that X does
     * capture does not live after P's stone, so it borders no region that makes the walls live.
     * P's answer costs no race tempo as long as X's move was no race move: so no chain that
     * lives after the stone (the partner aside) may have a liberty of the partner, where X's
     * race moves would also attack it. X filling its own liberty is no race move for P to
     * answer (it only shortens X), and P's race moves fill X's liberties, never these points.
     */
    static boolean livesInOneMove(GoBoard b, int[] weak, int weakCount, boolean[] race, int partner) {
        boolean[] partnerLibs = LibertyRace.libertySet(b, partner);
        boolean[] tried = new boolean[b.arraySize()];
        // One scratch board for all the tries: each stone is played and taken back on it.
        GoBoard scratch = b.copy();
        int good = 0;
        for (int i = 0; i < weakCount; i++) {
            for (int s : Chains.stones(b, weak[i])) {
                for (int d = 0; d < 4; d++) {
                    int a = s + b.offset(d);
                    if (b.get(a) != Stone.EMPTY || tried[a] || race[a]) {
                        continue;
                    }
                    tried[a] = true;
                    if (makesAlive(b, scratch, a, weak, weakCount, partner, partnerLibs) && ++good == 2) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * Whether the owner's stone on {@code a} makes every weak wall unconditionally alive, as
     * {@link #livesInOneMove} needs; {@code scratch} is a copy of {@code b}, as it is again on return.
     */
    private static boolean makesAlive(GoBoard b, GoBoard scratch, int a, int[] weak, int weakCount, int partner,
            boolean[] partnerLibs) {
        int owner = b.get(weak[0]);
        if (!b.isLegal(a, owner)) {
            return false;
        }
        for (int d = 0; d < 4; d++) {
            int q = a + b.offset(d);
            if (b.get(q) == Stone.opponent(owner) && LibertyRace.libertiesUpTo(b, q, 3) < 3) {
                return false;
            }
        }
        scratch.playUndoable(a, owner);
        boolean[] alive = null;
        try {
            for (int i = 0; i < weakCount; i++) {
                if (!Benson.hasTwoVitalRegions(scratch, weak[i])) {
                    return false;
                }
            }
            alive = Benson.alive(scratch, owner);
        } finally {
            scratch.undo();
        }
        for (int i = 0; i < weakCount; i++) {
            if (!alive[weak[i]]) {
                return false;
            }
        }
        // The chains that live after the stone, as they stand before it (those it joins too).
        boolean[] checked = new boolean[b.arraySize()];
        int partnerChain = b.chainOf(partner);
        for (int p = 0; p < alive.length; p++) {
            if (!alive[p] || p == a || b.chainOf(p) == partnerChain || checked[b.chainOf(p)]) {
                continue;
            }
            checked[b.chainOf(p)] = true;
            if (b.atariLiberty(p) != 0 || touchesAny(b, p, partnerLibs)) {
                return false;
            }
        }
        return true;
    }

    /** Whether the chain on {@code p} has a liberty marked in {@code points}. */
    private static boolean touchesAny(GoBoard b, int p, boolean[] points) {
        for (int s : Chains.stones(b, p)) {
            for (int d = 0; d < 4; d++) {
                int q = s + b.offset(d);
                if (b.get(q) == Stone.EMPTY && points[q]) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Liberties of the chain on {@code p} that are not marked in {@code excluded}. */
    static int libertiesOutside(GoBoard b, int p, boolean[] excluded) {
        // Asked several times for every wall at most nodes of a race.
        FloodScratch marks = MARKS.get().fit(b.arraySize());
        int[] seen = marks.seen;
        int mark = ++marks.stamp;
        int count = 0;
        int s = p;
        do {
            for (int d = 0; d < 4; d++) {
                int q = s + b.offset(d);
                if (b.get(q) == Stone.EMPTY && seen[q] != mark && !excluded[q]) {
                    seen[q] = mark;
                    count++;
                }
            }
            s = b.nextStone(s);
        } while (s != p);
        return count;
    }

    /** Marks of {@link #libertiesOutside}, kept per thread (see {@link FloodScratch}). */
    private static final ThreadLocal<FloodScratch> MARKS = ThreadLocal.withInitial(FloodScratch::new);

    /**
     * Whether the wall on {@code w} has two liberties outside the race where its owner's stone
     * makes it solid with one liberty to spare, as {@link Walls} describes.
     */
    static boolean extensible(GoBoard b, int w, int turns, boolean[] race) {
        int libs = libertiesOutside(b, w, race);
        if (libs < 2) {
            return false;
        }
        int owner = b.get(w);
        boolean[] seen = new boolean[b.arraySize()];
        // One scratch board for all the tries, made at the first: each stone is played and taken back on it.
        GoBoard[] scratch = new GoBoard[1];
        int good = 0;
        for (int s : Chains.stones(b, w)) {
            for (int d = 0; d < 4 && good < 2; d++) {
                int e = s + b.offset(d);
                if (b.get(e) != Stone.EMPTY || seen[e] || race[e]) {
                    continue;
                }
                seen[e] = true;
                if (extendsTo(b, scratch, w, libs, e, turns + 2, race)) {
                    good++;
                }
            }
        }
        return good >= 2;
    }

    /**
     * Whether the owner of the wall on {@code w} (with {@code libs} liberties outside the race)
     * playing {@code e} joins chains that each have two liberties outside the race into one with
     * at least {@code target} such liberties; {@code scratch[0]} is a copy of {@code b} (made here
     * if null), as it is again on return.
     */
    private static boolean extendsTo(GoBoard b, GoBoard[] scratch, int w, int libs, int e, int target,
            boolean[] race) {
        int owner = b.get(w);
        if (!b.isLegal(e, owner)) {
            return false;
        }
        boolean joinsOrCaptures = false;
        for (int d = 0; d < 4; d++) {
            int q = e + b.offset(d);
            if (b.get(q) == owner && b.chainOf(q) != b.chainOf(w)) {
                if (libertiesOutside(b, q, race) < 2) {
                    return false;
                }
                joinsOrCaptures = true;
            } else if (b.get(q) == Stone.opponent(owner) && b.atariLiberty(q) == e) {
                joinsOrCaptures = true;
            }
        }
        if (!joinsOrCaptures && libs + 2 < target) {
            return false; // the stone alone adds at most its three other neighbours and takes e
        }
        if (scratch[0] == null) {
            scratch[0] = b.copy();
        }
        GoBoard next = scratch[0];
        next.playUndoable(e, owner);
        try {
            return libertiesOutside(next, e, race) >= target;
        } finally {
            next.undo();
        }
    }
}
