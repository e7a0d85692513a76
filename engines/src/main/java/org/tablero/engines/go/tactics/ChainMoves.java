package org.tablero.engines.go.tactics;

import java.util.Arrays;
import org.tablero.engines.go.Chains;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * The candidate moves of a tactical reading of one chain (GNU Go's {@code attack} and
 * {@code defend}), before {@link ChainSearch} orders and prunes them: the kinds of move GNU Go's
 * reading.c tries, kept general rather than shape by shape. "Shallow" is up to
 * {@value #SHALLOW} moves deep, GNU Go's break-chain depth; past it only the sharpest kinds are
 * read, so that ladders and long races stay narrow.
 *
 * <p>The attacker plays:
 * <ul>
 * <li>the chain's liberties, and the backfill of each that it could not fill without being
 * captured there (the liberty its stones would have);</li>
 * <li>the empty points next to the liberties of a chain of two or fewer (or, shallow, three):
 * nets and the placements that keep it from gaining room; next to two liberties of a chain of
 * three even deep (a net); at the root and in the attacker's first reply to a defence, where
 * the chain has two or fewer, the liberties of the defender's chains it could join;</li>
 * <li>for its own chains next to the chain in atari (or, shallow, with two liberties): their
 * liberties, the points next to a lone liberty (which make its capture a self-atari), and the
 * capture of any stone that has them in atari.</li>
 * </ul>
 * The defender plays:
 * <ul>
 * <li>the liberties of attacker chains next to it with two liberties or fewer (or, shallow, with
 * one more than the chain has): captures, and ataris that gain time; and the liberty of each of
 * its own chains in atari next to those attacker chains, whose capture would give them room
 * (reading.tst 186: E11 saves D11, beside Black's three-liberty chain);</li>
 * <li>the chain's liberties; with three liberties or fewer, shallow, the liberties of its own
 * chains (of four or fewer) next to them, which it may join once they are strong, and the
 * capture of stones that have those in atari; with two or three, the points next to its
 * liberties; at the root with four, the points next to two of its liberties, where it makes an
 * eye (reading.tst 195);</li>
 * <li>last, at the root, when nothing else saves it: the liberties of attacker chains next to it
 * with up to two liberties more than it has ({@link #defenderLast}).</li>
 * </ul>
 * Each side then has a second tier, tried only once its usual moves have failed, so that it
 * changes no answer they give ({@link #attackerAround}, {@link #defenderAround}): for the
 * attacker, the race around a weak chain next to the target and the friends a target of three
 * liberties would join; for the defender, the answers to those races, the atari that makes the
 * attacker connect on its own liberty, and the capture that saves a chain in atari beside it.
 */
final class ChainMoves {

    static final int SHALLOW = 7;
    /** The most liberties an own chain next to a liberty may have for its liberties to be played. */
    static final int FRIEND_LIBS = 4;

    private ChainMoves() {
    }

    /** The attacker's candidates against the chain on {@code target}, which has {@code libs} liberties. */
    static int[] attacker(GoBoard b, int target, int[] libs, int ply) {
        Points out = new Points(b);
        int attacker = Stone.opponent(b.get(target));
        for (int l : libs) {
            out.add(l);
            addBackfill(b, l, attacker, out);
        }
        if (libs.length <= 2 || libs.length == 3 && ply <= SHALLOW) {
            for (int l : libs) {
                addEmptyNeighbours(b, l, out);
                if (libs.length <= 2 && ply <= 1) {
                    addFriendLiberties(b, target, l, out);
                }
            }
        } else if (libs.length == 3) {
            addNets(b, libs, out);
        }
        for (int chain : neighbourChains(b, target)) {
            int[] theirs = Chains.libertyPoints(b, chain);
            if (theirs.length == 1 || theirs.length == 2 && ply <= SHALLOW) {
                for (int l : theirs) {
                    out.add(l);
                }
            }
            if (theirs.length == 1) {
                addEmptyNeighbours(b, theirs[0], out);
            }
            if (theirs.length <= 2) {
                addCaptures(b, chain, out);
            }
        }
        return out.toArray();
    }

    /**
     * The attacker's moves from the root up to which the races around the chain's neighbours are
     * read (the defender's, {@link #AROUND_DEFENCE_PLY}); -1 for none. Deeper, the attacker's
     * races outrun the defender's answers: reading.tst 187/234 with 0 (176 with -1), 185 with 1
     * (-41, and 54 defends with C1, which GNU Go 3.8 refutes by a ko), 187 with 3 (+3 +60 +120
     * +137 and capture.tst +1, but -41 -54 -211, and 60 takes 4.7 s).
     */
    static final int AROUND_PLY = Integer.getInteger("tablero.reading.around", 0);
    /**
     * The defender's moves from the root up to which it answers races around the chain: its
     * first two turns, whoever moves first (reading.tst 30, 94-96, 131). Deeper costs answers
     * (41 from the fifth move).
     */
    private static final int AROUND_DEFENCE_PLY = AROUND_PLY < 0 ? -1 : AROUND_PLY + 3;
    /** The second tier past its depth: no moves, and no scratch set made at every such node. */
    private static final int[] NONE = new int[0];

    /**
     * The attacker's moves in a race around the chain, which has the liberties {@code libs},
     * tried after {@code tried} (its {@link #attacker} moves), at the root only: the liberties of
     * the defender's other chains of three liberties or fewer that race an attacker chain of two
     * next to the target (reading.tst 52: Black's H2 shortens White's F2-G2, which races Black's
     * E1-E2 beside White's C3); and where the target has three liberties, the liberties of the
     * defender's chains of three or fewer next to them, which it could join (118: Black's E8
     * shortens White's F6-F8 beside G9's liberties). After the usual moves, so that they change
     * no attack those find.
     */
    static int[] attackerAround(GoBoard b, int target, int[] libs, int ply, int[] tried) {
        if (ply > AROUND_PLY) {
            return NONE;
        }
        Points out = new Points(b, tried);
        for (int chain : neighbourChains(b, target)) {
            if (Chains.liberties(b, chain) == 2) {
                addRaceAround(b, chain, target, out);
            }
        }
        if (libs.length == 3) {
            for (int l : libs) {
                addFriendLiberties(b, target, l, 3, out);
            }
        }
        return out.toArray();
    }

    /**
     * The defender's answers to {@link #attackerAround} (up to {@link #AROUND_DEFENCE_PLY}), after
     * {@code tried}: for an attacker chain of two liberties or fewer next to the target, the
     * liberties of the attacker's other chains of two or fewer next to a defender chain (of three
     * or fewer) that races it, the stones that shortened that chain (reading.tst 170: White's R10
     * against Black's P11), and the liberties of the attacker's chains of two or fewer on the
     * weak chain's liberties, whose atari makes it connect there (96: White's F1 ataris Black's
     * E1, which must connect at D1, a liberty of Black's chain beside B5); and, up to
     * {@link #SHALLOW} moves deep, the capture that saves a defender chain in atari next to it
     * (reading.tst 155: Black's E6 takes White's F6, which has Black's wall in atari).
     */
    static int[] defenderAround(GoBoard b, int target, int ply, int[] tried) {
        if (ply > Math.max(AROUND_DEFENCE_PLY, SHALLOW)) {
            return NONE;
        }
        Points out = new Points(b, tried);
        for (int chain : neighbourChains(b, target)) {
            int[] chainLibs = Chains.libertyPoints(b, chain);
            if (chainLibs.length <= 2) {
                if (ply <= SHALLOW) {
                    addRescues(b, chain, target, out);
                }
                if (ply <= AROUND_DEFENCE_PLY) {
                    addRaceAroundDefence(b, chain, target, out);
                    for (int l : chainLibs) {
                        addFriendLiberties(b, chain, l, 2, out);
                    }
                }
            }
        }
        return out.toArray();
    }

    /**
     * The liberties of the defender's chains of three liberties or fewer, other than the target,
     * next to the attacker's two-liberty chain on {@code chain}: shortening the chain it races
     * (reading.tst 52).
     */
    private static void addRaceAround(GoBoard b, int chain, int target, Points out) {
        addNeighbourLiberties(b, chain, target, 3, out);
    }

    /**
     * The answer to {@link #addRaceAround}: for the defender's chains of three liberties or fewer
     * racing the attacker's weak chain on {@code chain}, the liberties of the attacker's other
     * chains of two liberties or fewer next to them, the stones that shortened them.
     */
    private static void addRaceAroundDefence(GoBoard b, int chain, int target, Points out) {
        for (int own : neighbourChains(b, chain)) {
            if (b.chainOf(own) != b.chainOf(target) && Chains.liberties(b, own) <= 3) {
                addNeighbourLiberties(b, own, chain, 2, out);
            }
        }
    }

    /**
     * The liberties of each enemy chain next to the chain on {@code chain}, but the one on
     * {@code skip}, that has at most {@code maxLibs} of them.
     */
    private static void addNeighbourLiberties(GoBoard b, int chain, int skip, int maxLibs, Points out) {
        for (int enemy : neighbourChains(b, chain)) {
            if (b.chainOf(enemy) == b.chainOf(skip)) {
                continue;
            }
            int[] theirs = Chains.libertyPoints(b, enemy);
            if (theirs.length <= maxLibs) {
                for (int l : theirs) {
                    out.add(l);
                }
            }
        }
    }

    /** The defender's candidates for the chain on {@code target}, which has {@code libs} liberties. */
    static int[] defender(GoBoard b, int target, int[] libs, int ply) {
        Points out = new Points(b);
        for (int chain : neighbourChains(b, target)) {
            int[] theirs = Chains.libertyPoints(b, chain);
            if (theirs.length <= 2 || theirs.length <= libs.length + 1 && ply <= SHALLOW) {
                for (int l : theirs) {
                    out.add(l);
                }
                addCaptures(b, chain, out); // saves the defender's chains in atari beside it
            }
        }
        for (int l : libs) {
            out.add(l);
        }
        if (libs.length <= 3 && ply <= SHALLOW) {
            for (int l : libs) {
                if (libs.length >= 2) {
                    addEmptyNeighbours(b, l, out);
                }
                addFriendLiberties(b, target, l, out);
            }
        } else if (libs.length == 4 && ply == 0) {
            addNets(b, libs, out);
        }
        return out.toArray();
    }

    /**
     * The defender's last resort at the root, once {@code tried} (its {@link #defender} moves)
     * and passing have failed: the liberties of the attacker's chains next to it with up to two
     * liberties more than it has, a capturing race it may win (reading.tst 92: White's T15
     * against Black's four-liberty chain beside its two). Tried last, so that they change no
     * defence the usual moves find (with them among the usual ones, 195 and 133 answered
     * another defence than the file's).
     */
    static int[] defenderLast(GoBoard b, int target, int[] libs, int[] tried) {
        Points out = new Points(b, tried);
        for (int chain : neighbourChains(b, target)) {
            int[] theirs = Chains.libertyPoints(b, chain);
            if (theirs.length <= libs.length + 2) {
                for (int l : theirs) {
                    out.add(l);
                }
            }
        }
        return out.toArray();
    }

    /** One stone of each enemy chain next to the chain on {@code chain}. */
    static int[] neighbourChains(GoBoard b, int chain) {
        int enemy = Stone.opponent(b.get(chain));
        int[] found = new int[16];
        int n = 0;
        for (int s : Chains.stones(b, chain)) {
            for (int d = 0; d < 4; d++) {
                int q = s + b.offset(d);
                if (b.get(q) != enemy) {
                    continue;
                }
                boolean seen = false;
                for (int i = 0; i < n && !seen; i++) {
                    seen = b.chainOf(found[i]) == b.chainOf(q);
                }
                if (!seen) {
                    if (n == found.length) {
                        found = Arrays.copyOf(found, 2 * n);
                    }
                    found[n++] = q;
                }
            }
        }
        return Arrays.copyOf(found, n);
    }

    /** The empty points next to two of the chain's liberties: where a net (geta) closes its way out. */
    private static void addNets(GoBoard b, int[] libs, Points out) {
        for (int l : libs) {
            for (int d = 0; d < 4; d++) {
                int q = l + b.offset(d);
                if (b.get(q) != Stone.EMPTY) {
                    continue;
                }
                int touching = 0;
                for (int e = 0; e < 4; e++) {
                    int r = q + b.offset(e);
                    for (int other : libs) {
                        touching += other == r ? 1 : 0;
                    }
                }
                if (touching >= 2) {
                    out.add(q);
                }
            }
        }
    }

    /**
     * For the defender's other chains next to the liberty {@code l} (which the chain may join):
     * their liberties, if they have {@value #FRIEND_LIBS} or fewer, and the capture of any stone
     * that has them in atari.
     */
    private static void addFriendLiberties(GoBoard b, int target, int l, Points out) {
        addFriendLiberties(b, target, l, FRIEND_LIBS, out);
    }

    /** {@link #addFriendLiberties(GoBoard, int, int, Points)} for friends of at most {@code maxLibs} liberties. */
    private static void addFriendLiberties(GoBoard b, int target, int l, int maxLibs, Points out) {
        int own = b.get(target);
        for (int d = 0; d < 4; d++) {
            int q = l + b.offset(d);
            if (b.get(q) == own && b.chainOf(q) != b.chainOf(target)) {
                int[] theirs = Chains.libertyPoints(b, q);
                if (theirs.length <= maxLibs) {
                    for (int x : theirs) {
                        out.add(x);
                    }
                }
                addCaptures(b, q, out);
            }
        }
    }

    /**
     * The liberty of each chain in atari next to the chain on {@code chain}, of the other colour:
     * where that chain's opponent captures it, or its owner saves it (for the defender, next to
     * an attacker chain: a stone whose capture would give that chain room). The target's own
     * liberty, if it is among them, is a candidate anyway.
     */
    private static void addCaptures(GoBoard b, int chain, Points out) {
        for (int enemy : neighbourChains(b, chain)) {
            out.add(b.atariLiberty(enemy));
        }
    }

    /**
     * For each defender chain in atari next to the attacker chain on {@code chain} (other than
     * the target): the capture of an attacker chain in atari next to it, its other way out
     * (reading.tst 155: Black's E6 takes White's F6, which has Black's wall in atari, so the wall
     * keeps White's chain short).
     */
    private static void addRescues(GoBoard b, int chain, int target, Points out) {
        for (int own : neighbourChains(b, chain)) {
            if (b.chainOf(own) != b.chainOf(target) && b.atariLiberty(own) != 0) {
                addCaptures(b, own, out);
            }
        }
    }

    private static void addEmptyNeighbours(GoBoard b, int p, Points out) {
        for (int d = 0; d < 4; d++) {
            int q = p + b.offset(d);
            if (b.get(q) == Stone.EMPTY) {
                out.add(q);
            }
        }
    }

    /**
     * Where {@code colour} playing on {@code p} would leave its stones there with one liberty
     * and capture nothing, that liberty: the attacker fills it first (backfilling) so that the
     * liberty of the target can be filled later.
     */
    private static void addBackfill(GoBoard b, int p, int colour, Points out) {
        if (!b.isLegal(p, colour)) {
            return;
        }
        int captured = b.playUndoable(p, colour);
        int lib = captured == 0 ? b.atariLiberty(p) : 0;
        b.undo();
        if (lib != 0) {
            out.add(lib);
        }
    }

    /** A small set of points in the order they were added. */
    private static final class Points {
        private final boolean[] seen;
        private int[] points = new int[32];
        private int n;

        Points(GoBoard b) {
            seen = new boolean[b.arraySize()];
        }

        /** Points that leave out {@code skipped}: the moves already tried. */
        Points(GoBoard b, int[] skipped) {
            this(b);
            for (int p : skipped) {
                seen[p] = true;
            }
        }

        void add(int p) {
            if (p != 0 && !seen[p]) {
                seen[p] = true;
                if (n == points.length) {
                    points = Arrays.copyOf(points, 2 * n);
                }
                points[n++] = p;
            }
        }

        int[] toArray() {
            return Arrays.copyOf(points, n);
        }
    }
}
