package org.tablero.engines.go.tactics;

import java.util.Arrays;
import org.tablero.engines.go.Chains;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

/**
 * One tactical reading of one chain under one ko rule: can the attacker capture it, can the
 * defender save it. A depth-first alpha-beta over {@link ChainMoves}, ordered by the liberties
 * each move leaves, with a transposition table.
 *
 * <p>The horizon is GNU Go's (reading.c), because its regression answers assume it: a chain of
 * five liberties is safe; of four, once {@value #FOURLIB_DEPTH} moves deep; of three, once
 * {@value #DEPTH} deep; beyond {@value #LADDER_DEPTH} only ladder moves are read. A result that
 * rests on the horizon is reused only where at least as much depth was left. The node and time
 * budget is not a horizon: once spent, the reading answers UNKNOWN.
 *
 * <p>Ko: with {@code koWinner} 0 both sides obey the simple ko rule; otherwise that side may also
 * retake a ko at once (as if it had the threats), {@value #MAX_RETAKES} times on a line of play.
 */
final class ChainSearch {

    static final int DEPTH = 16;
    static final int FOURLIB_DEPTH = 7;
    static final int LADDER_DEPTH = DEPTH + 10;
    /** Past this many moves the attack fails, whatever the chain's liberties: no reading loops. */
    static final int MAX_PLY = 100;
    static final int MAX_RETAKES = 3;

    private static final int TABLE_BITS = 18;
    private static final long ATTACKER_TO_MOVE = 0x9E3779B97F4A7C15L;
    private static final long KO_SALT = 0xC2B2AE3D27D4EB4FL;
    private static final long RETAKE_SALT = 0x165667B19E3779F9L;

    private final GoBoard b;
    private final int target;
    private final int defender;
    private final int attacker;
    private final int koWinner;
    private final Budget budget;
    private final long[] keys = new long[1 << TABLE_BITS];
    /** Per entry: bit 0 the mover's success, bit 1 set when used, bits 2–8 the ply it was read at, bits 9 up its move. */
    private final int[] values = new int[1 << TABLE_BITS];
    private int retakes;
    private boolean koSeen;
    private int rootMove;

    /** A reading of the chain on {@code target} in {@code board} (which it copies). */
    ChainSearch(GoBoard board, int target, int koWinner, Budget budget) {
        this.b = board.copy();
        this.target = target;
        this.defender = board.get(target);
        this.attacker = Stone.opponent(defender);
        this.koWinner = koWinner;
        this.budget = budget;
    }

    /** Whether the side to move, the attacker or the defender, succeeds; UNKNOWN once the budget is spent. */
    Outcome solve(boolean attackerMoves) {
        try {
            return (attackerMoves ? attack(0) : defend(0)) ? Outcome.WIN : Outcome.LOSS;
        } catch (Spent e) {
            return Outcome.UNKNOWN;
        }
    }

    /** The first move of the success {@link #solve} found. */
    int move() {
        return rootMove;
    }

    /**
     * Whether a ko was taken, or a retake refused, anywhere in the reading: only then can another
     * ko rule change its answer.
     */
    boolean koSeen() {
        return koSeen;
    }

    private boolean attack(int ply) {
        int[] libs = Chains.libertyPoints(b, target);
        if (safe(libs.length, ply)) {
            return false;
        }
        spend();
        if (libs.length == 1 && legal(libs[0], attacker) && !retakable(libs[0])) {
            return success(ply, libs[0]);
        }
        long key = key(true);
        int slot = slot(key);
        int cached = cached(slot, key, ply);
        if (cached >= 0) {
            return cached(ply, cached);
        }
        int[] moves = ply > LADDER_DEPTH ? libs : ChainMoves.attacker(b, target, libs, ply);
        int hint = hint(slot, key);
        int killing = firstKilling(moves, ply, hint, false);
        if (killing < 0) {
            // A second-tier move may be a throw-in off the target's liberties: no self-atari prune.
            killing = firstKilling(ChainMoves.attackerAround(b, target, libs, ply, moves), ply, hint, true);
        }
        store(slot, key, ply, killing >= 0, Math.max(killing, 0));
        return killing >= 0 && success(ply, killing);
    }

    /**
     * The first of the attacker's {@code moves} after which the defence fails, or -1; with
     * {@code selfAtari}, self-ataris off the target's liberties are read too.
     */
    private int firstKilling(int[] moves, int ply, int hint, boolean selfAtari) {
        for (int m : ordered(moves, attacker, hint, selfAtari)) {
            boolean retake = play(m, attacker);
            boolean won = b.get(target) != defender ? !retakeSaves(ply + 1) : !defend(ply + 1);
            unplay(retake);
            if (won) {
                return m;
            }
        }
        return -1;
    }

    private boolean defend(int ply) {
        int[] libs = Chains.libertyPoints(b, target);
        if (safe(libs.length, ply)) {
            return success(ply, 0);
        }
        spend();
        long key = key(false);
        int slot = slot(key);
        int cached = cached(slot, key, ply);
        if (cached >= 0) {
            return cached(ply, cached);
        }
        int[] moves = ChainMoves.defender(b, target, libs, ply);
        int hint = hint(slot, key);
        int saving = firstSaving(moves, ply, hint);
        if (saving < 0) {
            saving = firstSaving(ChainMoves.defenderAround(b, target, ply, moves), ply, hint);
        }
        if (saving < 0 && libs.length >= 2 && koWinner != defender && passSaves(ply)) {
            saving = Vertex.PASS;
        }
        if (saving < 0 && ply == 0) {
            saving = firstSaving(ChainMoves.defenderLast(b, target, libs, moves), ply, 0);
        }
        store(slot, key, ply, saving >= 0, Math.max(saving, 0));
        return saving >= 0 && success(ply, saving);
    }

    /** The first of the defender's {@code moves} after which the attack fails, or -1. */
    private int firstSaving(int[] moves, int ply, int hint) {
        for (int m : ordered(moves, defender, hint, false)) {
            boolean retake = play(m, defender);
            boolean saved = b.get(target) == defender && !attack(ply + 1);
            unplay(retake);
            if (saved) {
                return m;
            }
        }
        return -1;
    }

    /**
     * Whether the defender may leave the chain as it is, the attacker moving again and failing:
     * every move may make things worse (a chain with two eyes has only its eyes to fill). Not
     * for the defender as the ko winner: retaking at will, it could wait out every attack, and
     * plain kills would read as kos (reading.tst 145 and 147).
     */
    private boolean passSaves(int ply) {
        int koPoint = b.koPoint(defender);
        b.pass();
        boolean saved = !attack(ply + 1);
        b.setKo(koPoint, defender);
        return saved;
    }

    /**
     * After the chain was taken: whether the defender, retaking the ko on its point at once (only
     * the ko winner may), saves it. GNU Go counts a capture that the defender can retake as a ko.
     */
    private boolean retakeSaves(int ply) {
        if (!legal(target, defender)) {
            return false;
        }
        spend();
        boolean retake = play(target, defender);
        boolean saved = !attack(ply + 1);
        unplay(retake);
        return saved;
    }

    /**
     * Whether the attacker's capture on {@code lib} can be taken back at once, as a ko or a
     * snapback: the chain is one stone and the capturing chain is left in atari. GNU Go's
     * {@code attack1} reads those on; any other capture of a chain in atari is final.
     */
    private boolean retakable(int lib) {
        if (b.chainSize(target) > 1) {
            return false;
        }
        boolean retake = play(lib, attacker);
        boolean retakable = Chains.liberties(b, lib) == 1;
        unplay(retake);
        return retakable;
    }

    private boolean success(int ply, int move) {
        if (ply == 0) {
            rootMove = move;
        }
        return true;
    }

    private boolean safe(int libs, int ply) {
        return libs > 4 || libs == 4 && ply > FOURLIB_DEPTH || libs == 3 && ply > DEPTH || ply >= MAX_PLY;
    }

    /**
     * The legal moves among {@code moves}, best first for {@code mover}: the attacker's that
     * leave the chain fewest liberties, the defender's that leave it most; a move that only puts
     * its own stones in atari (without taking a liberty of the chain or capturing) is dropped,
     * unless {@code selfAtari} keeps it (a throw-in against a friend of the chain), and so is a
     * defender's move that leaves the chain in atari without capturing anything, unless taking
     * it would be a ko or a snapback.
     */
    private int[] ordered(int[] moves, int mover, int first, boolean selfAtari) {
        long[] scored = new long[moves.length];
        int n = 0;
        for (int m : moves) {
            if (!legal(m, mover)) {
                // A retake the ko forbids: another ko rule could change the answer.
                koSeen |= m == b.koPoint(mover);
                continue;
            }
            boolean onLiberty = touchesTarget(m);
            boolean retake = play(m, mover);
            boolean captured = lastCaptures > 0;
            boolean gone = b.get(target) != defender;
            int after = gone ? 0 : Chains.liberties(b, target);
            int own = Math.min(Chains.liberties(b, m), 4);
            boolean lost = mover == defender && !gone && after <= 1 && !captured && capturedForGood();
            unplay(retake);
            int score;
            if (mover == attacker) {
                if (own <= 1 && !captured && !onLiberty && !gone && !selfAtari) {
                    continue;
                }
                score = gone ? -100 : after * 8 - own;
            } else {
                if (lost) {
                    continue;
                }
                score = -after * 8 - own - (captured ? 16 : 0);
            }
            if (m == first) {
                score = -1000;
            }
            scored[n++] = ((long) (score + 10_000) << 32) | m;
        }
        Arrays.sort(scored, 0, n);
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = (int) scored[i];
        }
        return out;
    }

    /**
     * Whether the chain, in atari, can be captured by a stone that cannot itself be taken back
     * at once (not a ko, not a snapback).
     */
    private boolean capturedForGood() {
        int lib = b.atariLiberty(target);
        if (!legal(lib, attacker)) {
            return false;
        }
        boolean retake = play(lib, attacker);
        boolean forGood = Chains.liberties(b, lib) > 1;
        unplay(retake);
        return forGood;
    }

    /** Whether {@code m} is a liberty of the chain read. */
    private boolean touchesTarget(int m) {
        int chain = b.chainOf(target);
        for (int d = 0; d < 4; d++) {
            int q = m + b.offset(d);
            if (b.get(q) == defender && b.chainOf(q) == chain) {
                return true;
            }
        }
        return false;
    }

    /** Stones the last {@link #play} captured. */
    private int lastCaptures;

    private boolean legal(int m, int c) {
        return b.isLegal(m, c) || c == koWinner && retakes < MAX_RETAKES && m == b.koPoint(c)
                && b.isLegalIgnoringKo(m, c);
    }

    /** Plays a legal move; true when it was a retake only the ko winner may make. */
    private boolean play(int m, int c) {
        boolean retake = m == b.koPoint(c);
        lastCaptures = b.playUndoable(m, c);
        if (b.koPoint(Stone.opponent(c)) != 0) {
            koSeen = true;
        }
        if (retake) {
            retakes++;
        }
        return retake;
    }

    private void unplay(boolean retake) {
        b.undo();
        if (retake) {
            retakes--;
        }
    }

    private void spend() {
        if (budget.spend()) {
            throw new Spent();
        }
    }

    private long key(boolean attackerToMove) {
        int mover = attackerToMove ? attacker : defender;
        return b.hash() ^ (attackerToMove ? ATTACKER_TO_MOVE : 0) ^ b.koPoint(mover) * KO_SALT
                ^ retakes * RETAKE_SALT;
    }

    private static int slot(long key) {
        return (int) (key ^ key >>> 29) & ((1 << TABLE_BITS) - 1);
    }

    /** The entry's value if it holds {@code key} read with at least as much depth left, else -1. */
    private int cached(int slot, long key, int ply) {
        int v = values[slot];
        return keys[slot] == key && (v & 2) != 0 && ((v >> 2) & 127) <= ply ? v : -1;
    }

    private boolean cached(int ply, int value) {
        return (value & 1) != 0 && success(ply, value >>> 9);
    }

    /** The move an entry for {@code key} holds, tried first whatever its depth, or 0. */
    private int hint(int slot, long key) {
        return keys[slot] == key ? values[slot] >>> 9 : 0;
    }

    private void store(int slot, long key, int ply, boolean won, int move) {
        keys[slot] = key;
        values[slot] = move << 9 | Math.min(ply, 127) << 2 | 2 | (won ? 1 : 0);
    }

    /** Thrown when the budget is spent; caught by {@link #solve}. */
    private static final class Spent extends RuntimeException {
        Spent() {
            super(null, null, false, false);
        }
    }
}
