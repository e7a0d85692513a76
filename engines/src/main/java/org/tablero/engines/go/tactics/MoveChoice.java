package org.tablero.engines.go.tactics;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.tablero.engines.go.Chains;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * Which move to play in a capturing race where several moves win: seed 001's table 4.8 for
 * class e and class 0's playMove. The search proves a move but any winning one will do for it;
 * the STS-RV problems, written with these rules, list the moves the rules choose. In order:
 * capture the other chain in atari; the vital point of one's own unsettled eye; the vital
 * point of the other's unsettled eye; the other's outside liberties; the other's eye (its
 * attacker's best first moves); the shared liberties last. Among vital points the one with the
 * most neighbours in the eye (its centre) comes first; among liberties the one that leaves the
 * mover's chain the most liberties.
 *
 * <p>The order only proposes: {@link TacticsSolver} plays a proposal only when the position
 * after it has a static verdict that the mover wins (or keeps what it asked for), so the rule
 * never changes a result.
 */
final class MoveChoice {

    private MoveChoice() {
    }

    /** Candidate moves for the side of {@code mover} in its race with {@code other}, best first. */
    static List<Integer> preferred(GoBoard b, int mover, int other) {
        List<Integer> out = new ArrayList<>();
        int m = b.get(mover);
        if (m != Stone.BLACK && m != Stone.WHITE || b.get(other) != Stone.opponent(m)) {
            return out;
        }
        int atari = b.atariLiberty(other);
        if (atari != 0) {
            out.add(atari);
        }
        EyeRace.Eye eyeM = EyeRace.eye(b, mover, other);
        EyeRace.Eye eyeO = EyeRace.eye(b, other, mover);
        if (eyeM != null && eyeM.unsettled()) {
            addByCentre(out, b, eyeM, eyeM.ownerVital());
        }
        if (eyeO != null && eyeO.unsettled()) {
            addByCentre(out, b, eyeO, eyeO.attackerVital());
        }
        boolean[] libM = LibertyRace.libertySet(b, mover);
        boolean[] libO = LibertyRace.libertySet(b, other);
        List<Integer> outside = new ArrayList<>();
        List<Integer> shared = new ArrayList<>();
        for (int p = 0; p < libO.length; p++) {
            if (!libO[p] || eyeO != null && eyeO.contains(p) || eyeM != null && eyeM.contains(p)) {
                continue;
            }
            (libM[p] ? shared : outside).add(p);
        }
        addByLiberties(out, b, mover, outside);
        if (eyeO != null && !eyeO.unsettled()) {
            addByCentre(out, b, eyeO, eyeO.attackerVital());
        }
        addByLiberties(out, b, mover, shared);
        return out;
    }

    /** Adds {@code points} of {@code eye}, those with the most neighbours in the eye first. */
    private static void addByCentre(List<Integer> out, GoBoard b, EyeRace.Eye eye, int[] points) {
        List<Integer> sorted = new ArrayList<>();
        for (int p : points) {
            sorted.add(p);
        }
        sorted.sort(Comparator.comparingInt((Integer p) -> -inEye(b, eye, p)));
        addNew(out, sorted);
    }

    private static int inEye(GoBoard b, EyeRace.Eye eye, int p) {
        int n = 0;
        for (int d = 0; d < 4; d++) {
            n += eye.contains(p + b.offset(d)) ? 1 : 0;
        }
        return n;
    }

    /** Adds {@code points}, those after which the mover's chain has the most liberties first. */
    private static void addByLiberties(List<Integer> out, GoBoard b, int mover, List<Integer> points) {
        int c = b.get(mover);
        List<int[]> scored = new ArrayList<>();
        for (int p : points) {
            if (!b.isLegal(p, c)) {
                continue;
            }
            GoBoard next = b.copy();
            next.play(p, c);
            int libs = next.get(mover) == c ? Chains.liberties(next, mover) : -1;
            scored.add(new int[] {p, libs});
        }
        scored.sort(Comparator.comparingInt((int[] s) -> -s[1]));
        List<Integer> sorted = new ArrayList<>();
        for (int[] s : scored) {
            sorted.add(s[0]);
        }
        addNew(out, sorted);
    }

    private static void addNew(List<Integer> out, List<Integer> points) {
        for (int p : points) {
            if (!out.contains(p)) {
                out.add(p);
            }
        }
    }
}
