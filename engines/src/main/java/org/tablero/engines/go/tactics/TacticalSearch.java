package org.tablero.engines.go.tactics;

import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

/**
 * A capture game solved by depth-first proof-number search (df-pn) with a transposition table,
 * restricted to a {@link Region}. The prover wins if the {@code kill} chain is captured first;
 * it loses if the {@code save} chain is captured first; when nobody can capture any more the
 * prover wins iff {@code mustCapture} is false (seki and independent life count as survival).
 *
 * <p>Only the side content with the status quo may pass (a pass by the capturing side could
 * only be answered by a pass that ends the game against it). Repeating a position of the
 * current line is forbidden, which ends ko cycles: without outside ko threats, the side that
 * would have to retake a ko first loses it. Over budget the answer is UNKNOWN. In owl mode
 * ({@link #owl()}) it is an eye game for one dragon instead.
 */
public final class TacticalSearch {

    /** Liberties at which an owl dragon counts as escaped: the local region can no longer hold it. */
    public static final int ESCAPE_LIBERTIES = Integer.getInteger("tablero.tactics.escape", 8);

    private static final int MAX_DEPTH = 4096;
    private static final int INF = 1_000_000_000;
    private static final int NOT_STATIC_MASK = (1 << 18) - 1;
    private static final long PASS_KEY = 0x5bd1e9955bd1e995L;
    private static final long WHITE_KEY = 0x27d4eb2f165667c5L;

    private final int prover;
    private final int killPoint;
    private final int killColour;
    private final int savePoint;
    private final int saveColour;
    private final boolean mustCapture;
    private final Budget budget;
    private final RaceMoves moves;

    private final ProofTable table = new ProofTable(20);
    private final long[] path = new long[MAX_DEPTH + 2];
    private int pathLength;
    private boolean staticRaces = true;
    private boolean owl;
    private final OwlLife owlLife = new OwlLife();
    private final long[] notStatic = new long[NOT_STATIC_MASK + 1];

    /**
     * @param prover      the colour whose success is asked
     * @param killPoint   a stone of the chain the prover wants captured, or 0
     * @param savePoint   a stone of the chain the prover must keep, or 0
     * @param mustCapture whether the prover needs the capture (else it only needs to survive)
     */
    public TacticalSearch(GoBoard board, int prover, int killPoint, int savePoint, boolean mustCapture,
            Region region, Budget budget) {
        this.prover = prover;
        this.killPoint = killPoint;
        this.killColour = killPoint == 0 ? 0 : board.get(killPoint);
        this.savePoint = savePoint;
        this.saveColour = savePoint == 0 ? 0 : board.get(savePoint);
        this.mustCapture = mustCapture;
        this.budget = budget;
        this.moves = new RaceMoves(prover, killPoint, savePoint, mustCapture, region);
    }

    /** Turns off the class-0 static evaluation, so races are read out move by move (for tests). */
    TacticalSearch withoutStaticRaces() {
        staticRaces = false;
        return this;
    }

    /**
     * Owl mode for one dragon, named by a stone of it (the kill chain if the prover attacks, the
     * save chain if it defends): it dies when that chain is captured; it lives once the static
     * test of {@link OwlLife} holds (one of the {@link Dragon}'s chains unconditionally alive, or
     * {@link #ESCAPE_LIBERTIES} liberties on the whole dragon leading to open space, see
     * {@link OwlEscape}), and otherwise counts as dead when
     * play stops, as GNU Go's owl code judges.
     */
    TacticalSearch owl() {
        owl = true;
        return this;
    }

    private Outcome owlTerminal(GoBoard b) {
        boolean attacker = killPoint != 0;
        int d = attacker ? killPoint : savePoint;
        int dc = attacker ? killColour : saveColour;
        if (b.get(d) != dc) {
            return attacker ? Outcome.WIN : Outcome.LOSS;
        }
        if (LifeCheck.twoEyes(b, d) || owlLife.lives(b, d, ESCAPE_LIBERTIES)) {
            return attacker ? Outcome.LOSS : Outcome.WIN;
        }
        return null;
    }

    /** The result and the prover's move (PASS = 0 if it passes, -1 if none) of one search. */
    public record Result(Outcome outcome, int move) {
    }

    /**
     * Solves with {@code toMove} to play. When it is the prover's turn the move is its best
     * first move; the root never passes (callers test a pass by solving for the other side).
     */
    public Result solve(GoBoard board, int toMove) {
        long key = key(board, toMove, false);
        pathLength = 0;
        mid(board, toMove, key, false, true, INF - 1, INF - 1);
        int p = table.has(key) ? table.pn(key) : 1;
        int d = table.has(key) ? table.dn(key) : 1;
        int move = table.has(key) ? table.best(key) : -1;
        if (p == 0) {
            return new Result(Outcome.WIN, toMove == prover ? move : -1);
        }
        if (d == 0) {
            return new Result(Outcome.LOSS, -1);
        }
        return new Result(Outcome.UNKNOWN, -1);
    }

    static long key(GoBoard b, int toMove, boolean lastPass) {
        long k = b.hash() ^ (toMove == Stone.WHITE ? WHITE_KEY : 0) ^ (lastPass ? PASS_KEY : 0)
                ^ ((long) b.koPoint(toMove) * 0x9E3779B97F4A7C15L);
        return k == 0 ? 1 : k;
    }

    private Outcome terminal(GoBoard b) {
        if (killPoint != 0 && b.get(killPoint) != killColour) {
            return Outcome.WIN;
        }
        if (savePoint != 0 && b.get(savePoint) != saveColour) {
            return Outcome.LOSS;
        }
        if (owl) {
            return owlTerminal(b);
        }
        if (mustCapture && killPoint != 0 && LifeCheck.twoEyes(b, killPoint)) {
            return Outcome.LOSS;
        }
        if (!mustCapture && savePoint != 0 && LifeCheck.twoEyes(b, savePoint)) {
            return Outcome.WIN;
        }
        return null;
    }

    /**
     * Nagai's df-pn: expands the most-proving child until the node's proof or disproof number
     * reaches its threshold. Proof numbers are for the prover, so OR nodes are the prover's.
     */
    private void mid(GoBoard b, int toMove, long key, boolean lastPass, boolean root, int thpn, int thdn) {
        if (budget.spend() || pathLength >= path.length) {
            return;
        }
        Outcome t = terminal(b);
        if (t == null && !root && staticRaces && killPoint != 0 && savePoint != 0 && notStatic[(int) key & NOT_STATIC_MASK] != key) {
            t = staticRace(b, toMove);
            if (t == null) {
                // df-pn revisits nodes many times: remember that this one is no class-0 race.
                notStatic[(int) key & NOT_STATIC_MASK] = key;
            }
        }
        if (t == null && !root) {
            t = captureNow(b, toMove);
        }
        if (t != null) {
            table.put(key, t == Outcome.WIN ? 0 : INF, t == Outcome.WIN ? INF : 0, -1);
            return;
        }
        boolean or = toMove == prover;
        RaceMoves.Child[] children = moves.children(b, toMove, lastPass, table.has(key) ? table.best(key) : -1);
        path[pathLength++] = key;
        try {
            int[] cp = new int[children.length];
            int[] cd = new int[children.length];
            while (true) {
                int pn = or ? INF : 0;
                int dn = or ? 0 : INF;
                int best = -1;
                int second = INF;
                for (int i = 0; i < children.length; i++) {
                    childNumbers(children[i], toMove, i, cp, cd);
                    int a = or ? cp[i] : cd[i];
                    if (best < 0 || a < (or ? cp[best] : cd[best])) {
                        second = best < 0 ? INF : (or ? cp[best] : cd[best]);
                        best = i;
                    } else if (a < second) {
                        second = a;
                    }
                    if (or) {
                        pn = Math.min(pn, cp[i]);
                        dn = Math.min(INF, dn + cd[i]);
                    } else {
                        dn = Math.min(dn, cd[i]);
                        pn = Math.min(INF, pn + cp[i]);
                    }
                }
                if (children.length == 0) {
                    // Nothing to play (or only a pass that ends the game): the status quo stands.
                    pn = mustCapture ? INF : 0;
                    dn = mustCapture ? 0 : INF;
                }
                int move = best >= 0 && (or ? cp[best] == pn : cd[best] == dn) ? children[best].move() : -1;
                table.put(key, pn, dn, move);
                if (pn >= thpn || dn >= thdn || pn == 0 || dn == 0 || budget.exhausted()) {
                    return;
                }
                RaceMoves.Child c = children[best];
                int tp;
                int td;
                // The 1+epsilon trick: stay longer in the chosen child instead of see-sawing between siblings.
                if (or) {
                    tp = Math.min(thpn, second == INF ? INF - 1 : second + second / 4 + 1);
                    td = Math.min(INF - 1, thdn - dn + cd[best]);
                } else {
                    td = Math.min(thdn, second == INF ? INF - 1 : second + second / 4 + 1);
                    tp = Math.min(INF - 1, thpn - pn + cp[best]);
                }
                GoBoard cb = b.copy();
                if (c.move() == Vertex.PASS) {
                    cb.pass();
                } else {
                    cb.play(c.move(), toMove);
                }
                mid(cb, Stone.opponent(toMove), c.key(), c.move() == Vertex.PASS, false, tp, td);
            }
        } finally {
            pathLength--;
        }
    }

    private void childNumbers(RaceMoves.Child c, int toMove, int i, int[] cp, int[] cd) {
        Outcome f = c.fixed();
        if (f == null) {
            for (int j = 0; j < pathLength; j++) {
                if (path[j] == c.key()) {
                    // Repeating the line is illegal (superko): the move fails its mover.
                    f = toMove == prover ? Outcome.LOSS : Outcome.WIN;
                    break;
                }
            }
        }
        if (f != null) {
            cp[i] = f == Outcome.WIN ? 0 : INF;
            cd[i] = f == Outcome.WIN ? INF : 0;
        } else if (table.has(c.key())) {
            cp[i] = table.pn(c.key());
            cd[i] = table.dn(c.key());
        } else {
            cp[i] = c.pn0();
            cd[i] = c.dn0();
        }
    }

    /** A key chain in atari whose enemy is to move and may take it: decided without expanding. */
    private Outcome captureNow(GoBoard b, int toMove) {
        int target = toMove == prover ? killPoint : savePoint;
        if (target == 0 || b.get(target) != Stone.opponent(toMove)) {
            return null;
        }
        int lib = b.atariLiberty(target);
        if (lib != 0 && b.isLegal(lib, toMove)) {
            return toMove == prover ? Outcome.WIN : Outcome.LOSS;
        }
        return null;
    }

    /** The class-0 or class-e verdict of the race, translated to the prover's goal, or null if neither applies. */
    private Outcome staticRace(GoBoard b, int toMove) {
        boolean proverMoves = toMove == prover;
        LibertyRace.Verdict v = proverMoves ? LibertyRace.classZero(b, savePoint, killPoint)
                : LibertyRace.classZero(b, killPoint, savePoint);
        if (v == null) {
            v = proverMoves ? EyeRace.classE(b, savePoint, killPoint) : EyeRace.classE(b, killPoint, savePoint);
        }
        if (v == null) {
            return null;
        }
        return switch (v.status()) {
            case WIN -> proverMoves ? Outcome.WIN : Outcome.LOSS;
            case LOSS -> proverMoves ? Outcome.LOSS : Outcome.WIN;
            case SEKI -> mustCapture ? Outcome.LOSS : Outcome.WIN;
        };
    }

    /** Nodes searched so far under this search's budget. */
    public long nodes() {
        return budget.nodes();
    }
}
