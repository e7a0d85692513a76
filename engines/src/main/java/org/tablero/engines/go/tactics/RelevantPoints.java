package org.tablero.engines.go.tactics;

import java.util.Arrays;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * The points a {@link RaceMoves} node considers playing: the race's (the key chains' liberties
 * and their empty neighbours, the liberties of weak enemy chains next to them) and, in an owl
 * search, the owl's (around the dragon's other chains, its lunches, its links to friends, and
 * the sieges and counter-captures around them). Everything else is tenuki, which passing stands
 * for. One instance per search, reused from node to node; not thread-safe.
 */
final class RelevantPoints {

    /**
     * Owl move generation: 0 the race's moves only (the asked chain's liberties and their
     * neighbours); 1 also the liberties of the dragon's other chains and of weak enemy chains
     * next to them; 2 also those liberties' empty neighbours.
     */
    static final int OWL_MOVES = Integer.getInteger("tablero.owl.moves", 1);

    /**
     * Whether the owl also plays the liberty of any chain in atari next to a weak chain (at most
     * two liberties) by the dragon, and the points outside the region next to weak chains (see
     * {@link #markCounterCaptures}); {@code -Dtablero.owl.counter=false} turns it off.
     */
    static final boolean OWL_COUNTER = !"false".equals(System.getProperty("tablero.owl.counter"));

    /**
     * Whether an owl search's root also plays both liberties of a chain with two of them next to
     * a weak enemy chain (see {@link #markCounterCaptures}): the race around a lunch, where the
     * owner lengthens (the attacker shortens) the chain that fights it. They count as the owl's
     * own moves ({@link #owlOnly}), which the move order puts late, so that where a move found
     * before also works it stays the one proven first. At every node these moves made owl.tst's
     * proofs longer (168/261 at 300k nodes on one thread against 176, session 55);
     * {@code -Dtablero.owl.racearound=false} turns it off.
     */
    static final boolean OWL_RACE_AROUND = !"false".equals(System.getProperty("tablero.owl.racearound"));

    /**
     * Whether the owl's moves come from a loose dragon ({@link Dragon#Dragon(boolean)}): also the
     * liberties of chains sharing one liberty with it, and of weak enemy chains next to those
     * (owl.tst at the budget 162/261 against 159, at a lower node rate);
     * {@code -Dtablero.owl.loose=false} turns it off.
     */
    static final boolean OWL_LOOSE = !"false".equals(System.getProperty("tablero.owl.loose"));

    private final int killPoint;
    private final int savePoint;
    private final Region region;
    private boolean owl;
    private int owlMoves;
    private boolean counterCaptures;
    /** Liberties up to which the owl plays every liberty of an enemy chain next to the dragon (see {@link #siege}). */
    private int siegeLibs;
    /** Whether the next {@link #of} also marks the empty neighbours of every dragon liberty. */
    private boolean nearLiberties;
    private Dragon dragon;
    /** The relevant points of the last {@link #of} call, reused from node to node. */
    private boolean[] rel;
    /**
     * The points set in {@link #rel} at this node, each once: clearing them and the scan for
     * relevant points outside the region touch only these.
     */
    private int[] marked;
    private int markedCount;
    /** The race's relevant points of the last {@link #of} call in owl mode, before the owl's were added. */
    private boolean[] raceOnly;
    private boolean extended;
    private int[] weakSeen;
    private int weakStamp;
    private int[] lunchSeen;
    private int lunchStamp;
    private final int[] weakPair = new int[2];
    private final int[] racePair = new int[2];
    /** The points {@link #OWL_RACE_AROUND} adds at this call of {@link #of}, marked last as the owl's own. */
    private int[] raceAround;
    private int raceAroundCount;
    private int[] siegePoints;
    private int[] dragonLiberties;
    /** The points {@link #withWeakOutside} adds, reused from node to node. */
    private int[] outside;

    RelevantPoints(int killPoint, int savePoint, Region region) {
        this.killPoint = killPoint;
        this.savePoint = savePoint;
        this.region = region;
    }

    /**
     * Turns on the owl's points for the dragon of the key chain, in {@link #OWL_MOVES} mode
     * {@code mode}, with or without the counter-captures of {@link #OWL_COUNTER}.
     */
    void owl(int mode, boolean counter) {
        owl = true;
        owlMoves = mode;
        counterCaptures = counter;
        dragon = new Dragon(OWL_LOOSE);
    }

    /**
     * Makes the owl also play every liberty of an enemy chain next to the dragon that has at most
     * {@code libs} of them (above two: the chains the owl otherwise plays against are those of at
     * most two): the siege of a chain the dragon must win a race against to live. A race (not an
     * owl search) besieges the enemy chains next to its two chains so, and plays the captures
     * around those and its weak chains as the owl's counter-captures do (STS-RV_Misc.tst 19/20:
     * Black's O1 takes the outside liberty of White's chain inside Black's corner, and only so
     * can Black fill White's outside liberties).
     */
    void siege(int libs) {
        siegeLibs = libs;
    }

    /**
     * Whether the next {@link #of} in an owl search also marks the empty neighbours of every
     * dragon liberty, as the root does (see {@link TacticalSearch#WIDE_ROOT}).
     */
    void nearLiberties(boolean on) {
        nearLiberties = on;
    }

    /**
     * The points worth playing on {@code b}, marked true (valid until the next call): the
     * liberties of the key chains and their empty neighbours (eye space and approach moves), the
     * liberties of any chain next to a key chain with at most two liberties (captures and
     * escapes), and in an owl search the owl's points (see {@link #markDragon}).
     */
    boolean[] of(GoBoard b) {
        if (rel == null || rel.length != b.arraySize()) {
            rel = new boolean[b.arraySize()];
            marked = new int[b.arraySize()];
            weakSeen = new int[b.arraySize()];
        } else {
            for (int i = 0; i < markedCount; i++) {
                rel[marked[i]] = false;
            }
        }
        markedCount = 0;
        if (raceAround == null || raceAround.length != 2 * b.arraySize()) {
            raceAround = new int[2 * b.arraySize()];
        }
        raceAroundCount = 0;
        // Each enemy chain next to a key chain is looked at once, however many stones touch it.
        int weak = ++weakStamp;
        for (int key : new int[] {killPoint, savePoint}) {
            if (key == 0 || b.get(key) == Stone.EMPTY) {
                continue;
            }
            markAround(b, key, weakSeen, weak, true);
        }
        extended = false;
        if (owl && owlMoves > 0) {
            int key = killPoint != 0 ? killPoint : savePoint;
            int dc = b.get(key);
            if (dc != Stone.EMPTY) {
                if (raceOnly == null || raceOnly.length != rel.length) {
                    raceOnly = new boolean[rel.length];
                }
                System.arraycopy(rel, 0, raceOnly, 0, rel.length);
                markDragon(b, key);
                markDiagonalFriendLinks(b, key);
                for (int i = 0; i < raceAroundCount; i++) {
                    mark(raceAround[i]);
                }
                if (nearLiberties) {
                    markNearLiberties(b);
                }
                extended = true;
            }
        }
        return rel;
    }

    /** Whether the last {@link #of} marked {@code p} for the owl only, not for the race. */
    boolean owlOnly(int p) {
        return extended && !raceOnly[p];
    }

    /** Whether {@link #withWeakOutside} is to be asked: the owl's counter-captures are on. */
    boolean counterCaptures() {
        return counterCaptures;
    }

    /**
     * {@code pts} and the relevant points outside the region that touch a chain of at most two
     * liberties: where a capture, an escape or a counter-capture happens once play has moved the
     * fight beyond the points the region was made of. Other relevant points outside it are
     * unmarked in the last {@link #of}'s array, so the caller does not count them; the ko point
     * {@code ko}, already in {@code pts} when outside the region, is not added twice.
     */
    int[] withWeakOutside(GoBoard b, int[] pts, int ko) {
        if (outside == null || outside.length != rel.length) {
            outside = new int[rel.length];
        }
        int extra = 0;
        for (int i = 0; i < markedCount; i++) {
            int p = marked[i]; // each marked point once, still relevant when reached
            if (p != ko && !region.contains(p)) {
                if (nextToWeak(b, p)) {
                    outside[extra++] = p;
                } else {
                    rel[p] = false;
                }
            }
        }
        if (extra == 0) {
            return pts;
        }
        Arrays.sort(outside, 0, extra); // in board order, as ties between equal moves are broken by it
        int[] more = Arrays.copyOf(pts, pts.length + extra);
        System.arraycopy(outside, 0, more, pts.length, extra);
        return more;
    }

    /**
     * Marks the owl moves around the dragon's chains other than the asked one (which the race's
     * moves cover): their liberties (and with {@link #OWL_MOVES} 2 the liberties' empty
     * neighbours, else those that touch a friendly chain outside the dragon) and the liberties
     * of weak enemy chains touching them.
     */
    private void markDragon(GoBoard b, int key) {
        int n = dragon.compute(b, key);
        if (lunchSeen == null || lunchSeen.length != b.arraySize()) {
            lunchSeen = new int[b.arraySize()];
        }
        int lunch = ++lunchStamp;
        for (int i = 1; i < n; i++) {
            markAround(b, dragon.chain(i), lunchSeen, lunch, owlMoves >= 2);
        }
    }

    /**
     * Marks the liberties of the chain on {@code chain} with their empty neighbours ({@code wide})
     * or those of them that link to a friendly chain outside the dragon, and the points of each
     * weak enemy chain touching it ({@link #markWeak}) not yet marked {@code stamp} in {@code seen}.
     */
    private void markAround(GoBoard b, int chain, int[] seen, int stamp, boolean wide) {
        int opp = Stone.opponent(b.get(chain));
        int s = chain;
        do {
            for (int d = 0; d < 4; d++) {
                int q = s + b.offset(d);
                int cq = b.get(q);
                if (cq == Stone.EMPTY) {
                    mark(q);
                    if (wide) {
                        markEmptyNeighbours(b, q);
                    } else {
                        markFriendLinks(b, q);
                    }
                } else if (cq == opp && seen[b.chainOf(q)] != stamp) {
                    seen[b.chainOf(q)] = stamp;
                    markWeak(b, q);
                }
            }
            s = b.nextStone(s);
        } while (s != chain);
    }

    /**
     * Marks every liberty of the dragon {@link #markDragon} has just computed, the asked chain's
     * included, and their empty neighbours.
     */
    private void markNearLiberties(GoBoard b) {
        if (dragonLiberties == null || dragonLiberties.length != b.arraySize()) {
            dragonLiberties = new int[b.arraySize()];
        }
        int n = dragon.libertyPoints(b, dragonLiberties);
        for (int i = 0; i < n; i++) {
            mark(dragonLiberties[i]);
            markEmptyNeighbours(b, dragonLiberties[i]);
        }
    }

    private void markEmptyNeighbours(GoBoard b, int q) {
        for (int d = 0; d < 4; d++) {
            int t = q + b.offset(d);
            if (b.get(t) == Stone.EMPTY) {
                mark(t);
            }
        }
    }

    /**
     * Marks the liberties of the chain on {@code chain} if it has at most two (a capture or an
     * escape), and with {@link #counterCaptures} the counter-captures around it.
     */
    private void markWeak(GoBoard b, int chain) {
        int[] libs = weakPair;
        int n = weakLiberties(b, chain, libs);
        if (n == 0) {
            if (siegeLibs > 2) {
                markSiege(b, chain);
            }
            return;
        }
        mark(libs[0]);
        if (n == 2) {
            mark(libs[1]);
        }
        if (counterCaptures || raceSiege()) {
            markCounterCaptures(b, chain);
        }
    }

    /** Whether this is a race's siege (see {@link #siege}), whose captures around chains are the race's own. */
    private boolean raceSiege() {
        return !owl && siegeLibs > 2;
    }

    /** Marks the liberties of the chain on {@code chain} if it has at most {@link #siegeLibs}. */
    private void markSiege(GoBoard b, int chain) {
        if (siegePoints == null || siegePoints.length != siegeLibs + 1) {
            siegePoints = new int[siegeLibs + 1];
        }
        int n = LibertyRace.libertiesUpTo(b, chain, siegeLibs + 1, siegePoints);
        if (n > siegeLibs) {
            return; // more liberties than a siege is read for
        }
        for (int i = 0; i < n; i++) {
            mark(siegePoints[i]);
        }
        if (raceSiege()) {
            markCounterCaptures(b, chain);
        }
    }

    /**
     * Marks the liberty of every chain in atari next to the weak chain on {@code chain}: its owner
     * saves it by capturing, the other side by saving the chain in atari. Without these moves
     * the owl read a lunch as won where it was not (owl.tst 16: the lunch's owner captures the
     * stone that ataris it, outside the region) and missed defences that take a liberty of a
     * stone next to a lunch (44: after A5, White's chain is captured once its liberty D5 is
     * played, a point that was not a liberty when the region was made). At an owl root (see
     * {@link #OWL_RACE_AROUND}) a chain with two liberties there has both marked: ld_owl.tst 325,
     * White's E1 gives its E2-F2 a third liberty against Black's C2-D2, which White's dragon
     * must capture to live; 328, Black's J2, which takes a liberty of White's K1-K2 beside the
     * lunch L2-M2 (Black's) that White's dragon needs.
     */
    private void markCounterCaptures(GoBoard b, int chain) {
        int other = Stone.opponent(b.get(chain));
        int last = 0;
        int s = chain;
        do {
            for (int d = 0; d < 4; d++) {
                int q = s + b.offset(d);
                if (b.get(q) == other && b.chainOf(q) != last) {
                    last = b.chainOf(q); // a neighbour chain usually touches several stones in a row
                    int lib = b.atariLiberty(q);
                    if (lib != 0) {
                        mark(lib);
                    } else if (OWL_RACE_AROUND && nearLiberties && raceAroundCount + 2 <= raceAround.length
                            && weakLiberties(b, q, racePair) == 2) {
                        raceAround[raceAroundCount++] = racePair[0];
                        raceAround[raceAroundCount++] = racePair[1];
                    }
                }
            }
            s = b.nextStone(s);
        } while (s != chain);
    }

    /**
     * Marks the empty neighbours of the dragon's liberty {@code lib} that touch a friendly chain
     * outside the dragon: where the dragon links up with friends, or is cut from them.
     */
    private void markFriendLinks(GoBoard b, int lib) {
        for (int e = 0; e < 4; e++) {
            int t = lib + b.offset(e);
            if (b.get(t) == Stone.EMPTY && touchesFriend(b, t)) {
                mark(t);
            }
        }
    }

    /**
     * Marks the empty diagonal points of the asked chain's stones that touch a friendly chain
     * outside the dragon (owl.tst 113: after White O2, Black K2 and White K3, GNU Go's defence
     * is J3, diagonal to K2 and next to Black's J4 outside the dragon).
     */
    private void markDiagonalFriendLinks(GoBoard b, int key) {
        int s = key;
        do {
            for (int d = 0; d < 4; d++) {
                int t = s + b.diagonal(d);
                if (b.get(t) == Stone.EMPTY && touchesFriend(b, t)) {
                    mark(t);
                }
            }
            s = b.nextStone(s);
        } while (s != key);
    }

    private boolean touchesFriend(GoBoard b, int t) {
        int dc = dragon.colour();
        for (int d = 0; d < 4; d++) {
            int u = t + b.offset(d);
            if (b.get(u) == dc && !dragon.contains(b, u)) {
                return true;
            }
        }
        return false;
    }

    private void mark(int p) {
        if (!rel[p]) {
            rel[p] = true;
            marked[markedCount++] = p;
        }
    }

    private static boolean nextToWeak(GoBoard b, int p) {
        for (int d = 0; d < 4; d++) {
            int q = p + b.offset(d);
            int cq = b.get(q);
            if ((cq == Stone.BLACK || cq == Stone.WHITE) && weakLiberties(b, q, null) > 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The liberties of the chain on {@code chain} if it has one or two: their number, with the
     * points in {@code out} (when given); 0 if it has none or more than two. A chain with more
     * than eight (stone, liberty) pairs has at least three liberties and is not walked.
     */
    static int weakLiberties(GoBoard b, int chain, int[] out) {
        if (b.pseudoLiberties(chain) > 8) {
            return 0;
        }
        int first = b.firstLiberty(chain);
        int second = first == 0 ? -1 : b.libertyBesides(chain, first);
        if (second < 0) {
            return 0; // none, or a third liberty: not weak
        }
        if (out != null) {
            out[0] = first;
            out[1] = second;
        }
        return second == 0 ? 1 : 2;
    }
}
