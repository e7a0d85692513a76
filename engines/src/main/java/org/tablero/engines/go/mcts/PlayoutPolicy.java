package org.tablero.engines.go.mcts;

import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Rng;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

/**
 * The heavy playout policy, in MoGo's and Fuego's order of rules: answer the last move by
 * capturing it or saving own stones it put in atari (unless they are caught in a ladder), else
 * take the vital point of a small eye space it walls ({@link Nakade}), else fight over chains
 * with two liberties next to it, else play a 3×3 pattern next to it, else a random move that
 * fills no own eye and puts no chain of two or more stones into self-atari (with
 * {@link #fillBoard(int)} on, first one in an empty 3×3 area if a few tries find one). With
 * {@link LastGoodReply} on, a learned reply to the last move comes after nakade. The light policy
 * (patterns and tactics off) is the uniform random one.
 */
public final class PlayoutPolicy {

    /** Chance of trying the pattern rule, below one so that playouts keep some variety. */
    private static final int PATTERN_PERCENT = 95;

    private final Rng rng;
    private final boolean heavy;
    private final int[] candidates = new int[64];
    private final Ladder ladder = new Ladder();
    private final Nakade nakade = new Nakade();
    private final int[] pair = new int[2];
    private LastGoodReply replies;
    private int fillboardTries;

    public PlayoutPolicy(long seed, boolean heavy) {
        this.rng = new Rng(seed);
        this.heavy = heavy;
    }

    /**
     * After the tactical answers and nakade, answer the last move as a won simulation did
     * (heavy playouts only).
     */
    void useReplies(LastGoodReply replies) {
        this.replies = replies;
    }

    /**
     * MoGo's "fill the board": when no rule answers the last move, try this many random
     * points for one whose eight neighbours are all empty, so that playouts on big boards take
     * the empty areas instead of crowding the fight (0: off).
     */
    void fillBoard(int tries) {
        this.fillboardTries = tries;
    }

    /** The move for {@code c} after the opponent's {@code lastMove} (a point or pass), or PASS. */
    public int select(GoBoard b, int c, int lastMove) {
        return select(b, c, Vertex.PASS, lastMove);
    }

    /** As {@link #select(GoBoard, int, int)}, knowing {@code c}'s own move before {@code lastMove}. */
    int select(GoBoard b, int c, int beforeLast, int lastMove) {
        if (heavy && lastMove != Vertex.PASS) {
            int m = tactical(b, c, lastMove);
            if (m == Vertex.PASS) {
                m = nakade(b, c, lastMove);
            }
            if (m == Vertex.PASS && replies != null) {
                m = learnedReply(b, c, beforeLast, lastMove);
            }
            if (m == Vertex.PASS) {
                m = lowLiberties(b, c, lastMove);
            }
            if (m == Vertex.PASS && rng.nextInt(100) < PATTERN_PERCENT) {
                m = pattern(b, c, lastMove);
            }
            if (m != Vertex.PASS) {
                return m;
            }
        }
        if (fillboardTries > 0) {
            int m = fillBoard(b);
            if (m != Vertex.PASS) {
                return m;
            }
        }
        return random(b, c);
    }

    private int tactical(GoBoard b, int c, int last) {
        int n = 0;
        if (b.get(last) == Stone.opponent(c)) {
            int lib = b.atariLiberty(last);
            if (lib != 0) {
                candidates[n++] = lib;
            }
        }
        for (int d = 0; d < 4; d++) {
            int q = last + b.offset(d);
            int lib = b.get(q) == c ? b.atariLiberty(q) : 0;
            if (lib != 0) {
                n = Tactics.neighbourCaptures(b, q, c, candidates, n);
                // Running out of a ladder only feeds the opponent more stones.
                if (n < candidates.length && !ladder.extensionFails(b, q, c)) {
                    candidates[n++] = lib;
                }
            }
        }
        return pick(b, c, n, false);
    }

    private int fillBoard(GoBoard b) {
        int k = b.emptyCount();
        for (int t = 0; t < fillboardTries && k > 0; t++) {
            int p = b.emptyPoint(rng.nextInt(k));
            // Code 0: all eight neighbours empty (the edge has its own colour).
            if (Patterns3x3.code(b, p) == 0) {
                return p;
            }
        }
        return Vertex.PASS;
    }

    /** The vital point of an eye space the last move walls, so that playouts see nakade kills. */
    private int nakade(GoBoard b, int c, int last) {
        int vital = nakade.vitalPoint(b, last);
        return vital != 0 && b.isPlayoutMove(vital, c) ? vital : Vertex.PASS;
    }

    private int learnedReply(GoBoard b, int c, int beforeLast, int last) {
        int r = replies.reply(c, beforeLast, last);
        return r != Vertex.PASS && b.get(r) == Stone.EMPTY && b.isPlayoutMove(r, c) && !badSelfAtari(b, r, c)
                ? r : Vertex.PASS;
    }

    /**
     * Fuego's low-liberty rule, for the capturing races that decide most 9×9 games, with Pachi's
     * caution on the attack: when the last move's chain has two liberties, atari it only where the
     * atari captures it (a ladder or a net; other ataris just help it get strong); when the last
     * move left own chains next to it with two liberties, capture an enemy chain in atari beside
     * them or extend at a liberty that gives three.
     */
    private int lowLiberties(GoBoard b, int c, int last) {
        int n = 0;
        if (b.get(last) == Stone.opponent(c) && b.pseudoLiberties(last) <= 8
                && Tactics.liberties(b, last, pair, 3) == 2) {
            int lib0 = pair[0];
            int lib1 = pair[1];
            if (b.isLegal(lib0, c) && ladder.atariCaptures(b, lib0, c) > 0) {
                candidates[n++] = lib0;
            }
            if (b.isLegal(lib1, c) && ladder.atariCaptures(b, lib1, c) > 0) {
                candidates[n++] = lib1;
            }
        }
        int seen = 0;
        for (int d = 0; d < 4; d++) {
            int q = last + b.offset(d);
            if (b.get(q) != c || b.chainOf(q) == seen || b.pseudoLiberties(q) > 8
                    || Tactics.liberties(b, q, pair, 3) != 2) {
                continue;
            }
            seen = b.chainOf(q);
            int lib0 = pair[0];
            int lib1 = pair[1];
            n = Tactics.neighbourCaptures(b, q, c, candidates, n);
            if (n < candidates.length - 1) {
                n = addIfRoomy(b, c, lib0, n);
                n = addIfRoomy(b, c, lib1, n);
            }
        }
        return pick(b, c, n, false);
    }

    private int addIfRoomy(GoBoard b, int c, int lib, int n) {
        if (Tactics.libertiesAfter(b, lib, c, 3) >= 3) {
            candidates[n++] = lib;
        }
        return n;
    }

    private int pattern(GoBoard b, int c, int last) {
        int s = b.offset(3);
        int n = 0;
        n = addPattern(b, last + s - 1, n);
        n = addPattern(b, last + s, n);
        n = addPattern(b, last + s + 1, n);
        n = addPattern(b, last - 1, n);
        n = addPattern(b, last + 1, n);
        n = addPattern(b, last - s - 1, n);
        n = addPattern(b, last - s, n);
        n = addPattern(b, last - s + 1, n);
        return pick(b, c, n, true);
    }

    private int addPattern(GoBoard b, int q, int n) {
        if (b.get(q) == Stone.EMPTY && Patterns3x3.matches(b, q)) {
            candidates[n++] = q;
        }
        return n;
    }

    /** A random acceptable candidate, or PASS; rejected ones are struck out of the list. */
    private int pick(GoBoard b, int c, int n, boolean noSelfAtari) {
        while (n > 0) {
            int i = rng.nextInt(n);
            int p = candidates[i];
            if (b.isPlayoutMove(p, c) && !(noSelfAtari && Tactics.isSelfAtari(b, p, c))) {
                return p;
            }
            candidates[i] = candidates[--n];
        }
        return Vertex.PASS;
    }

    /**
     * A uniformly placed scan from a random empty point: the first acceptable move found. Cheaper
     * than drawing without replacement, at the cost of a small bias after long runs of rejects.
     */
    private int random(GoBoard b, int c) {
        int k = b.emptyCount();
        if (k == 0) {
            return Vertex.PASS;
        }
        int start = rng.nextInt(k);
        for (int i = 0; i < k; i++) {
            int j = start + i;
            int p = b.emptyPoint(j < k ? j : j - k);
            if (b.isPlayoutMove(p, c) && !(heavy && badSelfAtari(b, p, c))) {
                return p;
            }
        }
        return Vertex.PASS;
    }

    /** Self-atari of a chain of two or more stones; a lone stone may be a useful throw-in. */
    private static boolean badSelfAtari(GoBoard b, int p, int c) {
        if (b.emptyNeighbours(p) > 1) {
            return false;
        }
        int s = b.offset(3);
        boolean joins = b.get(p - 1) == c || b.get(p + 1) == c || b.get(p - s) == c || b.get(p + s) == c;
        return joins && Tactics.isSelfAtari(b, p, c);
    }
}
