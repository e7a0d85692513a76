package org.tablero.engines.go.tactics;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * Eye shapes by neighbour classification (seed 001, Vilà and Cazenave 2003): the class of an
 * eye is the sorted list of how many eye neighbours each of its points has (rabbity six is
 * 112224). For centre eyes of up to seven points the class decides the life property, i.e.
 * whether the opponent cannot reduce the eye to a dead (nakade) shape.
 */
public final class EyeShape {

    /** Classes of 5-, 6- and 7-point centre eyes with the life property (Table 4.2); smaller eyes never have it. */
    private static final Set<String> LIFE = Set.of(
            "11222",
            "112222", "111223", "111133",
            "1122222", "1112223", "1122233", "1111233", "1222223", "1111224", "1112333", "1222333");

    private EyeShape() {
    }

    /** The neighbour class of the points {@code eye} (padded board points), e.g. "112224". */
    public static String neighbourClass(GoBoard b, int[] eye) {
        Set<Integer> in = toSet(eye);
        char[] digits = new char[eye.length];
        for (int i = 0; i < eye.length; i++) {
            int n = 0;
            for (int d = 0; d < 4; d++) {
                n += in.contains(eye[i] + b.offset(d)) ? 1 : 0;
            }
            digits[i] = (char) ('0' + n);
        }
        Arrays.sort(digits);
        return new String(digits);
    }

    /**
     * Whether a centre eye of this class has the life property (it makes two eyes against any
     * attack); null for eyes over seven points, which the table does not cover.
     */
    public static Boolean lifeProperty(String neighbourClass) {
        if (neighbourClass.length() > 7) {
            return null;
        }
        return LIFE.contains(neighbourClass);
    }

    /**
     * The vital points of a dead-or-unsettled eye shape of 3 to 6 points: the points the
     * defender plays to live and the attacker to kill. For straight three, bent three, pyramid
     * four, bulky and crossed five and rabbity six it is the single point with the most
     * eye neighbours; empty when the shape is dead whoever plays (one, two, square four).
     */
    public static int[] vitalPoints(GoBoard b, int[] eye) {
        if (!singleVitalPoint(neighbourClass(b, eye))) {
            return new int[0];
        }
        Set<Integer> in = toSet(eye);
        int best = eye[0];
        int most = -1;
        for (int p : eye) {
            int n = 0;
            for (int d = 0; d < 4; d++) {
                n += in.contains(p + b.offset(d)) ? 1 : 0;
            }
            if (n > most) {
                most = n;
                best = p;
            }
        }
        return new int[] {best};
    }

    /**
     * Whether an eye of this neighbour class has a single vital point (straight and bent three,
     * pyramid four, bulky and crossed five, rabbity six): one stone there leaves one eye.
     */
    public static boolean singleVitalPoint(String neighbourClass) {
        return switch (neighbourClass) {
            case "121", "112", "1113", "12223", "11114", "112224" -> true;
            default -> false;
        };
    }

    /** Whether an eye of this neighbour class is the square four, one eye whoever plays first. */
    public static boolean squareFour(String neighbourClass) {
        return neighbourClass.equals("2222");
    }

    /**
     * The centre of a seven-point eye made of a centre, its four neighbours (the <i>arms</i>) and
     * two <i>corners</i>, each next to two arms, or 0 if {@code eye} is not such a shape. Two
     * shapes qualify: the <i>twin square</i>, two squares of four sharing the centre (neighbour
     * class 2222224, corners opposite), and the <i>tailed square</i>, a square with a tail of
     * three points (1222234, both corners next to one arm, the <i>tail arm</i>). Either holds
     * rabbity sixes (the centre, its arms and one corner), the killing shapes of seven points.
     */
    public static int sevenPointCentre(GoBoard b, int[] eye) {
        if (eye.length != 7) {
            return 0;
        }
        String nc = neighbourClass(b, eye);
        if (!nc.equals("2222224") && !nc.equals("1222234")) {
            return 0;
        }
        Set<Integer> in = toSet(eye);
        for (int p : eye) {
            int n = 0;
            for (int d = 0; d < 4; d++) {
                n += in.contains(p + b.offset(d)) ? 1 : 0;
            }
            if (n == 4) {
                return p;
            }
        }
        return 0;
    }

    /** Whether the seven-point shape of {@link #sevenPointCentre} is the twin square (corners opposite). */
    public static boolean twinSquare(GoBoard b, int[] eye) {
        return neighbourClass(b, eye).equals("2222224");
    }

    /**
     * The eye spaces of {@code colour}: connected areas of empty points and enemy stones of at
     * most {@code maxSize} points, bordered only by {@code colour} and the edge.
     */
    public static List<int[]> eyeSpaces(GoBoard b, int colour, int maxSize) {
        int n = b.arraySize();
        boolean[] seen = new boolean[n];
        List<int[]> out = new ArrayList<>();
        int[] stack = new int[n];
        for (int p = 0; p < n; p++) {
            int c = b.get(p);
            if (seen[p] || c == Stone.BORDER || c == colour) {
                continue;
            }
            List<Integer> area = new ArrayList<>();
            int top = 0;
            stack[top++] = p;
            seen[p] = true;
            while (top > 0) {
                int q = stack[--top];
                area.add(q);
                for (int d = 0; d < 4; d++) {
                    int r = q + b.offset(d);
                    int cr = b.get(r);
                    if (!seen[r] && cr != Stone.BORDER && cr != colour) {
                        seen[r] = true;
                        stack[top++] = r;
                    }
                }
            }
            if (area.size() <= maxSize) {
                out.add(area.stream().mapToInt(Integer::intValue).toArray());
            }
        }
        return out;
    }

    private static Set<Integer> toSet(int[] eye) {
        Set<Integer> s = new HashSet<>();
        for (int p : eye) {
            s.add(p);
        }
        return s;
    }
}
