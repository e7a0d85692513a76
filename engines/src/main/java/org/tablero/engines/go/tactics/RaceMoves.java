package org.tablero.engines.go.tactics;

import java.util.Arrays;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

/**
 * Move generation for {@link TacticalSearch}: the moves of a capture game on its relevant points
 * ({@link RelevantPoints}) in its region, with pruning of moves that cannot help and an ordering
 * score, plus the liberty estimates that initialise proof and disproof numbers.
 */
final class RaceMoves {

    /** Points of an enclosed area (see {@link #attacksNeighbour}) at most. */
    private static final int ENCLOSED_AREA = 8;

    /** Ordering bonus of the hinted move (the best move a node had when last searched): it comes first. */
    private static final int HINT_BONUS = 100_000;

    /**
     * Ordering penalty of the owl's extra moves (see {@link RelevantPoints#OWL_MOVES}) against the
     * race's (owl.tst at 300k nodes on one thread, session 68: 199 with 2000, 197 with 1000 or 4000).
     */
    static final int OWL_LATE = Integer.getInteger("tablero.owl.late", 2000);

    /**
     * Whether a side may fill its own eye next to a small chain short of liberties (see
     * {@link #nakadeFill}); {@code -Dtablero.tactics.nakadefill=false} turns it off.
     */
    static final boolean FILL_EYE = !"false".equals(System.getProperty("tablero.tactics.nakadefill"));

    private final int prover;
    private final int killPoint;
    private final int savePoint;
    private final boolean mustCapture;
    private final Region region;
    private final RelevantPoints points;
    private int koWinner;
    private int retakes;
    private GoBoard scratch;
    private int[] marks;
    private int stamp;
    /** The liberties of our key chain at the current {@link #children} call: those marked {@link #ownStamp}. */
    private int[] ownLiberty;
    private int ownStamp;
    /** Liberty counts of chains by representative, valid where {@link #chainLibertyStamp} is the node's stamp. */
    private int[] chainLiberties;
    private int[] chainLibertyStamp;
    /** Counts {@link #children} calls, so per-node caches need no clearing; 0 is never a node's. */
    private int nodeStamp = 1;
    /** {@link #enclosedAtNode}'s answers by point, valid where {@link #enclosedSeen} is the node's stamp. */
    private int[] enclosedSeen;
    private boolean[] enclosedAnswer;
    private final int[] enclosedArea = new int[ENCLOSED_AREA];

    /** Whether the next nodes are in the owl's seki play, where only the owner may pass. */
    private boolean sekiPlay;

    RaceMoves(int prover, int killPoint, int savePoint, boolean mustCapture, Region region) {
        this.prover = prover;
        this.killPoint = killPoint;
        this.savePoint = savePoint;
        this.mustCapture = mustCapture;
        this.region = region;
        this.points = new RelevantPoints(killPoint, savePoint, region);
    }

    /**
     * Lets {@code colour} retake a ko at once at the next nodes (see {@link TacticalSearch#koWinner}),
     * 0 for nobody; {@code retakes} such retakes were made on the line so far, which the
     * children's keys carry since they change what the rest of the line may do.
     */
    void koWinner(int colour, int retakes) {
        koWinner = colour;
        this.retakes = retakes;
    }

    /**
     * Turns on owl move generation for the dragon of the key chain (see
     * {@link RelevantPoints#OWL_MOVES}): a defence may make an eye or capture a lunch on another
     * chain of the dragon, away from the asked chain.
     */
    void owl() {
        owl(RelevantPoints.OWL_MOVES);
    }

    /** {@link #owl()} with the given {@link RelevantPoints#OWL_MOVES} mode. */
    void owl(int mode) {
        owl(mode, RelevantPoints.OWL_COUNTER);
    }

    /** {@link #owl(int)}, with or without the counter-captures of {@link RelevantPoints#OWL_COUNTER}. */
    void owl(int mode, boolean counter) {
        points.owl(mode, counter);
    }

    /** The owl's sieges of enemy chains of up to {@code libs} liberties (see {@link RelevantPoints#siege}). */
    void siege(int libs) {
        points.siege(libs);
    }

    /**
     * Whether the next {@link #children} of an owl search also plays the empty neighbours of
     * every dragon liberty, as the root does (see {@link TacticalSearch#WIDE_ROOT}).
     */
    void nearLiberties(boolean on) {
        points.nearLiberties(on);
    }

    /**
     * Seki play on or off for the next nodes (see {@link TacticalSearch}): the owner, not the
     * attacker, may pass, and the children's keys carry it.
     */
    void sekiPlay(boolean on) {
        sekiPlay = on;
    }

    /** Whether {@code c} may play on {@code p}: the board's rule, except that the ko winner ignores the ko ban. */
    boolean legal(GoBoard b, int p, int c) {
        return b.isLegal(p, c) || c == koWinner && p == b.koPoint(c) && b.isLegalIgnoringKo(p, c);
    }

    /**
     * Whether the eye of colour {@code c} on {@code p} may be worth filling: the chains around it
     * hold five stones at most, one of them with two liberties at most. Filling it shapes the
     * space their capture leaves into a dead shape of up to six points (ld_owl.tst 312: White's
     * A1 makes the five stones Black captures a bulky five).
     */
    private static boolean nakadeFill(GoBoard b, int p, int c) {
        if (!FILL_EYE) {
            return false;
        }
        boolean shortChain = false;
        int stones = 0;
        for (int d = 0; d < 4; d++) {
            int q = p + b.offset(d);
            if (b.get(q) != c || sameChainEarlier(b, p, d, q)) {
                continue;
            }
            stones += b.chainSize(q);
            if (stones > 5) {
                return false;
            }
            shortChain |= RelevantPoints.weakLiberties(b, q, null) > 0;
        }
        return shortChain;
    }

    /** Whether a neighbour of {@code p} before direction {@code d} is on the chain of {@code q}. */
    private static boolean sameChainEarlier(GoBoard b, int p, int d, int q) {
        for (int e = 0; e < d; e++) {
            int r = p + b.offset(e);
            if (b.get(r) == b.get(q) && b.chainOf(r) == b.chainOf(q)) {
                return true;
            }
        }
        return false;
    }

    private static int[] withPoint(int[] pts, int p) {
        int[] more = Arrays.copyOf(pts, pts.length + 1);
        more[pts.length] = p;
        return more;
    }

    /** A child of a node: the move (PASS for a pass), its position and key, or a fixed outcome. */
    record Child(int move, long key, Outcome fixed, int score, int pn0, int dn0) {
    }

    private static boolean touchesEnemy(GoBoard b, int p, int c) {
        int opp = Stone.opponent(c);
        for (int d = 0; d < 4; d++) {
            if (b.get(p + b.offset(d)) == opp) {
                return true;
            }
        }
        return false;
    }

    /** Whether the empty point {@code p} touches the chain on {@code key}, i.e. is one of its liberties. */
    private static boolean touchesChain(GoBoard b, int p, int key) {
        int k = b.chainOf(key);
        for (int d = 0; d < 4; d++) {
            int q = p + b.offset(d);
            if (b.chainOf(q) == k && b.get(q) == b.get(key)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the stone {@code c} just played on {@code p} left an enemy chain next to it with at
     * most two liberties, touching {@code c}'s key chain, inside a small area that {@code c}
     * encloses (enemy stones inside an eye): then it attacks those stones and is no mere filling
     * of an own liberty next to a wall.
     */
    private boolean attacksNeighbour(GoBoard next, int p, int c, int ownKey) {
        int opp = Stone.opponent(c);
        for (int d = 0; d < 4; d++) {
            int q = p + next.offset(d);
            if (next.get(q) == opp && LibertyRace.libertiesUpTo(next, q, 3) <= 2 && LibertyRace.touch(next, q, ownKey)
                    && enclosed(next, q, c)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the points not of colour {@code c} connected to {@code q} are at most {@link #ENCLOSED_AREA}. */
    private boolean enclosed(GoBoard b, int q, int c) {
        return flood(b, q, c, enclosedArea, ENCLOSED_AREA) > 0;
    }

    /**
     * {@link #enclosed} on the node's own board, flooded once per area: every point a flood
     * visits shares its answer (all of a small area, or part of one too big), so the other
     * moves of the node in the same area are answered from {@link #enclosedSeen}.
     */
    private boolean enclosedAtNode(GoBoard b, int q, int c) {
        if (enclosedSeen == null || enclosedSeen.length != b.arraySize()) {
            enclosedSeen = new int[b.arraySize()];
            enclosedAnswer = new boolean[b.arraySize()];
        }
        if (enclosedSeen[q] == nodeStamp) {
            return enclosedAnswer[q];
        }
        int n = flood(b, q, c, enclosedArea, ENCLOSED_AREA);
        for (int i = 0; i < Math.abs(n); i++) {
            enclosedSeen[enclosedArea[i]] = nodeStamp;
            enclosedAnswer[enclosedArea[i]] = n > 0;
        }
        return n > 0;
    }

    /**
     * Floods the points not of colour {@code c} (nor off the board) from {@code q} into
     * {@code area}: their number if they are at most {@code max}, else minus the number visited
     * before the flood stopped. {@code area} holds at least {@code max} points.
     */
    static int flood(GoBoard b, int q, int c, int[] area, int max) {
        int n = 0;
        area[n++] = q;
        for (int i = 0; i < n; i++) {
            for (int d = 0; d < 4; d++) {
                int r = area[i] + b.offset(d);
                int cr = b.get(r);
                if (cr == c || cr == Stone.BORDER || contains(area, n, r)) {
                    continue;
                }
                if (n == max) {
                    return -n;
                }
                area[n++] = r;
            }
        }
        return n;
    }

    /** Whether {@code x} is among the first {@code n} entries of {@code a}. */
    static boolean contains(int[] a, int n, int x) {
        for (int i = 0; i < n; i++) {
            if (a[i] == x) {
                return true;
            }
        }
        return false;
    }

    /** Legal relevant moves for {@code c}, best first by capture, atari and liberty heuristics. */
    Child[] children(GoBoard b, int c, boolean lastPass, int hint) {
        boolean[] relevant = points.of(b);
        nodeStamp++;
        // The ko winner's retake is always a candidate, even where the region does not reach:
        // the stone a ko captured is often no stone of the key chains.
        int ko = c == koWinner ? b.koPoint(c) : 0;
        int[] pts = ko == 0 || region.contains(ko) ? region.pointsUnsafe() : withPoint(region.pointsUnsafe(), ko);
        if (points.counterCaptures()) {
            pts = points.withWeakOutside(b, pts, ko);
        }
        Child[] out = new Child[pts.length + 1];
        int n = 0;
        int enemyKey = enemyKey(c);
        int ownKey = ownKey(c);
        int enemyLibs = enemyKey == 0 || b.get(enemyKey) == Stone.EMPTY ? 0 : libs(b, enemyKey);
        int ownLibs = ownKey == 0 || b.get(ownKey) != c ? 0 : markOwnLiberties(b, ownKey);
        GoBoard next = scratch(b);
        int opp = Stone.opponent(c);
        // Where the key chains stand as usual (the enemy's on the board, ours too), a move's
        // effect on their liberties follows from its neighbours, without walking the chains.
        boolean enemyUsual = enemyKey != 0 && b.get(enemyKey) == opp;
        boolean ownUsual = ownKey != 0 && b.get(ownKey) == c;
        // One copy per node: each move is played and taken back on it, which costs the size of
        // the chains the move touches instead of the board's.
        next.copyFrom(b);
        for (int p : pts) {
            if (!(relevant[p] || p == ko) || b.get(p) != Stone.EMPTY || !legal(b, p, c)
                    || b.isEye(p, c) && !nakadeFill(b, p, c)) {
                continue;
            }
            int captured = next.playUndoable(p, c);
            try {
                int size = next.chainSize(p);
                // Each key chain's liberties after the move, counted once: -1 when it was captured.
                int enemyAfter;
                if (!enemyUsual) {
                    enemyAfter = enemyKey == 0 || next.get(enemyKey) == Stone.EMPTY ? -1 : libs(next, enemyKey);
                } else if (next.get(enemyKey) == Stone.EMPTY) {
                    enemyAfter = -1;
                } else {
                    // A move never gives an enemy chain liberties (what it captures touched only our
                    // chains): it takes the point if that was one.
                    enemyAfter = enemyLibs - (touchesChain(b, p, enemyKey) ? 1 : 0);
                }
                boolean joinsOwn = ownUsual && touchesChain(b, p, ownKey);
                int ownAfter;
                if (ownUsual && !joinsOwn && captured == 0) {
                    ownAfter = ownLibs; // a stone apart that captures nothing leaves our chain alone
                } else if (joinsOwn && captured == 0) {
                    ownAfter = ownLibs - 1 + gained(b, p, c, ownKey);
                } else {
                    ownAfter = ownKey == 0 || next.get(ownKey) == Stone.EMPTY ? -1 : libs(next, ownKey);
                }
                int libs = joinsOwn ? ownAfter : size == 1 ? next.emptyNeighbours(p)
                        : captured == 0 ? joinedLiberties(b, next, p, c) : libs(next, p);
                boolean fillsEnemy = enemyLibs > 0 && enemyAfter >= 0 && enemyAfter < enemyLibs;
                if (libs == 1 && captured == 0 && size >= 6 && !fillsEnemy) {
                    continue; // a big self-atari that does not shorten the race never helps
                }
                if (captured == 0 && ownLibs > 0 && enemyLibs > 0 && next.get(ownKey) == c
                        && ownAfter < ownLibs && enemyAfter >= enemyLibs && touchesEnemy(b, p, c)
                        && !attacksNeighbour(next, p, c, ownKey) && !enclosedAtNode(b, p, c)) {
                    // A point inside a small area c encloses is eye shape (a vital point), not outside.
                    continue; // filling one's own outside liberty (next to an enemy wall) only loses a tempo
                }
                int score = p == hint ? HINT_BONUS : 0;
                score += captured * 1000;
                if (points.owlOnly(p)) {
                    score -= OWL_LATE; // the owl's extra moves after the race's: keep its choices where they work
                }
                if (enemyKey != 0 && enemyLibs > 0) {
                    if (next.get(enemyKey) != b.get(enemyKey)) {
                        score += 50_000;
                    } else {
                        score += (enemyLibs - enemyAfter) * 300 + (10 - Math.min(enemyAfter, 10)) * 20;
                    }
                }
                if (ownKey != 0 && next.get(ownKey) == c) {
                    score += ownAfter * 40;
                }
                score += libs * 10;
                if (libs == 1 && captured == 0) {
                    score -= 400;
                }
                int killAfter = killPoint == enemyKey ? enemyAfter : ownAfter;
                int saveAfter = savePoint == enemyKey ? enemyAfter : ownAfter;
                long key = TacticalSearch.key(next, opp, false) ^ TacticalSearch.retakeSalt(retakes + (p == ko ? 1 : 0))
                        ^ TacticalSearch.sekiSalt(sekiPlay);
                out[n++] = new Child(p, key, null, score, estimateFrom(killAfter),
                        estimateFrom(saveAfter));
            } finally {
                next.undo();
            }
        }
        // In seki play only the owner may wait.
        boolean content = sekiPlay ? c == b.get(killPoint != 0 ? killPoint : savePoint) : (c == prover) != mustCapture;
        if (content) {
            // Passing is the content side's way to wait; two passes end the game as it stands.
            Outcome end = lastPass ? (mustCapture ? Outcome.LOSS : Outcome.WIN) : null;
            next.copyFrom(b);
            next.pass();
            out[n++] = new Child(Vertex.PASS, TacticalSearch.key(next, opp, true) ^ TacticalSearch.retakeSalt(retakes)
                    ^ TacticalSearch.sekiSalt(sekiPlay), end, Vertex.PASS == hint ? HINT_BONUS : -10_000,
                    estimate(next, killPoint), estimate(next, savePoint));
        }
        Child[] children = Arrays.copyOf(out, n);
        Arrays.sort(children, (x, y) -> Integer.compare(y.score, x.score));
        return children;
    }

    /**
     * {@code sorted}, children made with no hint, in the order {@link #children} gives them with
     * {@code hint}: the hinted move's score gains the hint's bonus, so it moves up in front of
     * every child scoring less (to the front, but for captures of some fifty stones).
     */
    static Child[] withHint(Child[] sorted, int hint) {
        int h = 0;
        while (h < sorted.length && sorted[h].move() != hint) {
            h++;
        }
        if (h == 0 || h == sorted.length) {
            return sorted;
        }
        int hinted = hint == Vertex.PASS ? HINT_BONUS : sorted[h].score() + HINT_BONUS;
        int to = 0;
        while (to < h && sorted[to].score() >= hinted) {
            to++;
        }
        Child[] out = sorted.clone();
        System.arraycopy(sorted, to, out, to + 1, h - to);
        out[to] = sorted[h];
        return out;
    }

    /**
     * The initial proof (for the kill chain) or disproof (for the save chain) number of a new
     * node: a chain's liberties roughly count the moves needed to capture it (df-pn+ style).
     */
    int estimate(GoBoard b, int key) {
        if (key == 0 || b.get(key) == Stone.EMPTY) {
            return 1;
        }
        return estimateFrom(libs(b, key));
    }

    /** {@link #estimate} from a chain's liberties, -1 for a captured chain or none. */
    private static int estimateFrom(int libs) {
        return libs < 0 ? 1 : Math.max(1, libs - 1);
    }

    private GoBoard scratch(GoBoard b) {
        if (scratch == null) {
            scratch = b.copy();
        }
        return scratch;
    }

    /**
     * The liberties of the chain {@code c} makes by playing on {@code p}, which captures nothing
     * and touches a chain of its own other than the key chain. When it touches one such chain
     * they are that chain's liberties, counted once per node whatever the number of moves next
     * to it, less {@code p}, plus {@code p}'s empty neighbours that were none of them; with
     * several chains the merged chain ({@code next}'s) is walked. Cached counts hold for one
     * board: {@link #children} starts a new node for each.
     */
    int joinedLiberties(GoBoard b, GoBoard next, int p, int c) {
        allocateMarks(b);
        int chain = 0;
        for (int d = 0; d < 4; d++) {
            int q = p + b.offset(d);
            if (b.get(q) == c) {
                int r = b.chainOf(q);
                if (chain == 0) {
                    chain = r;
                } else if (r != chain) {
                    return libs(next, p);
                }
            }
        }
        if (chainLibertyStamp[chain] != nodeStamp) {
            chainLibertyStamp[chain] = nodeStamp;
            chainLiberties[chain] = libs(b, chain);
        }
        int count = chainLiberties[chain] - 1;
        for (int d = 0; d < 4; d++) {
            int q = p + b.offset(d);
            if (b.get(q) == Stone.EMPTY && !touchesChain(b, q, chain)) {
                count++;
            }
        }
        return count;
    }

    /** {@link #libs} of our key chain, its liberties marked in {@link #ownLiberty} for {@link #gained}. */
    private int markOwnLiberties(GoBoard b, int ownKey) {
        allocateMarks(b);
        return countLiberties(b, ownKey, ownLiberty, ++ownStamp);
    }

    /**
     * The liberties our key chain gains when {@code c} plays on {@code p}, one of its liberties,
     * capturing nothing: the empty neighbours of {@code p} and the liberties of the other chains
     * it joins, other than {@code p} and the chain's own liberties. Saves walking the whole
     * chain again for every move that extends it.
     */
    private int gained(GoBoard b, int p, int c, int ownKey) {
        int ownChain = b.chainOf(ownKey);
        stamp++;
        marks[p] = stamp;
        int count = 0;
        for (int d = 0; d < 4; d++) {
            int q = p + b.offset(d);
            int cq = b.get(q);
            if (cq == Stone.EMPTY) {
                count += newLiberty(q);
            } else if (cq == c && b.chainOf(q) != ownChain && marks[b.chainOf(q)] != stamp) {
                marks[b.chainOf(q)] = stamp; // a chain is walked once, from its representative's mark
                int s = q;
                do {
                    for (int e = 0; e < 4; e++) {
                        int r = s + b.offset(e);
                        if (b.get(r) == Stone.EMPTY) {
                            count += newLiberty(r);
                        }
                    }
                    s = b.nextStone(s);
                } while (s != q);
            }
        }
        return count;
    }

    /** 1 if the empty point {@code q} is neither marked nor our chain's liberty (and marks it), else 0. */
    private int newLiberty(int q) {
        if (marks[q] == stamp || ownLiberty[q] == ownStamp) {
            return 0;
        }
        marks[q] = stamp;
        return 1;
    }

    /** Exact liberties of the chain on {@code point}, with a stamp array instead of a fresh set. */
    int libs(GoBoard b, int point) {
        allocateMarks(b);
        return countLiberties(b, point, marks, ++stamp);
    }

    /** {@link #marks} and {@link #ownLiberty}, made at the first use (a search keeps one board size). */
    private void allocateMarks(GoBoard b) {
        if (marks == null) {
            marks = new int[b.arraySize()];
            ownLiberty = new int[b.arraySize()];
            chainLiberties = new int[b.arraySize()];
            chainLibertyStamp = new int[b.arraySize()];
        }
    }

    /** The liberties of the chain on {@code point}, each marked {@code mark} in {@code seen}. */
    private static int countLiberties(GoBoard b, int point, int[] seen, int mark) {
        int count = 0;
        int s = point;
        do {
            // Most stones of a long chain touch no empty point: one load instead of four.
            if (b.emptyNeighbours(s) != 0) {
                for (int d = 0; d < 4; d++) {
                    int q = s + b.offset(d);
                    if (b.get(q) == Stone.EMPTY && seen[q] != mark) {
                        seen[q] = mark;
                        count++;
                    }
                }
            }
            s = b.nextStone(s);
        } while (s != point);
        return count;
    }

    /** The key chain {@code c} attacks: the kill chain for the prover, the save chain for its opponent. */
    private int enemyKey(int c) {
        if (c == prover) {
            return killPoint != 0 ? killPoint : 0;
        }
        return savePoint;
    }

    private int ownKey(int c) {
        if (c == prover) {
            return savePoint;
        }
        return killPoint;
    }
}
