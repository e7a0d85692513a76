package org.tablero.engines.go.mcts;

import java.util.Locale;
import java.util.Map;
import org.tablero.engines.search.mcts.MctsParams;

/**
 * The parameters of an MCTS Go profile, read from the profile's key/value pairs. Unknown keys and
 * bad values are refused with a message naming them, because an administrator typed them.
 *
 * @param moveTimeMs the profile's time per move; a game clock may make it shorter
 * @param playouts playouts per move, 0 for no cap
 * @param threads search threads sharing one tree
 * @param exploration the UCB constant; 0 by default, RAVE and the priors spread the search (as in Fuego and Pachi)
 * @param raveEquivalence RAVE equivalence in simulations, 0 turns RAVE off
 * @param patterns 3×3 patterns and tactics in playouts (off: uniform random playouts)
 * @param priors prior knowledge for new nodes
 * @param strength 0–100 (100 unlimited, each 25 points ten times the playouts), or above 100 a
 *     playout cap itself
 * @param resignThreshold resign below this winning chance; 0 never resigns
 * @param expandThreshold visits before a leaf is expanded
 * @param seed seed of the playout generators, so that fixed-playout searches replay
 * @param races the tactics solver's capturing races as priors at the root ({@link RacePriors})
 * @param scoreShare the part of a playout's value that grows with its final score
 *     ({@link GoSearchState#evaluate()}), 0 for win/loss only
 * @param lastGoodReply playouts answer moves as won simulations did ({@link LastGoodReply})
 * @param fillboard tries per playout move at MoGo's "fill the board" rule (a random point whose
 *     eight neighbours are empty), 0 for off
 * @param cornerPrior equivalent wins for the 3-3, 3-4 and 4-4 points of empty corners on boards
 *     of 15 lines and more ({@link GoPriors#emptyCorner}), 0 for off
 * @param owlShare the percentage of a move's time the owl may spend on critical dragons, whose
 *     urgent moves become priors at the root ({@link OwlPriors}), 0 for off
 * @param shapes equivalent wins, times the play rate, for a move's learned large shape
 *     ({@link ShapePrior}, the table {@link ShapeTable#builtIn()}), 0 for off
 */
public record GoMctsConfig(long moveTimeMs, long playouts, int threads, double exploration, double raveEquivalence,
        boolean patterns, boolean priors, int strength, double resignThreshold, int expandThreshold, long seed,
        boolean races, double scoreShare, boolean lastGoodReply, int fillboard,
        int cornerPrior, int owlShare, int shapes) {

    public static GoMctsConfig defaults() {
        return new GoMctsConfig(1000, 0, 1, 0, 2000, true, true, 100, 0.08, 4, 20261121L, false, 0, false, 0, 0, 0, 0);
    }

    /** Reads profile parameters over the defaults. */
    public static GoMctsConfig parse(Map<String, String> params) {
        GoMctsConfig c = defaults();
        for (Map.Entry<String, String> e : params.entrySet()) {
            c = c.with(e.getKey(), e.getValue() == null ? "" : e.getValue().trim());
        }
        return c;
    }

    /** This configuration with one parameter changed. */
    public GoMctsConfig with(String key, String value) {
        long mt = moveTimeMs;
        long po = playouts;
        int th = threads;
        double ex = exploration;
        double rave = raveEquivalence;
        boolean pat = patterns;
        boolean pri = priors;
        int st = strength;
        double resign = resignThreshold;
        int expand = expandThreshold;
        long sd = seed;
        boolean ra = races;
        double share = scoreShare;
        boolean lgr = lastGoodReply;
        int fill = fillboard;
        int corner = cornerPrior;
        int owl = owlShare;
        int shape = shapes;
        switch (key.toLowerCase(Locale.ROOT)) {
            case "movetime" -> mt = number(key, value, 1, 3_600_000);
            case "playouts" -> po = number(key, value, 0, 1_000_000_000);
            case "threads" -> th = (int) number(key, value, 1, 64);
            case "exploration" -> ex = real(key, value, 0, 10);
            case "rave_weight", "rave_equivalence" -> rave = real(key, value, 0, 1e7);
            case "patterns" -> pat = onOff(key, value);
            case "priors" -> pri = onOff(key, value);
            case "strength" -> st = (int) number(key, value, 0, 1_000_000_000);
            case "resign_threshold" -> resign = real(key, value, 0, 0.5);
            case "expand_threshold" -> expand = (int) number(key, value, 1, 1000);
            case "seed" -> sd = number(key, value, Long.MIN_VALUE, Long.MAX_VALUE);
            case "races" -> ra = onOff(key, value);
            case "score_share" -> share = real(key, value, 0, 0.5);
            case "last_good_reply" -> lgr = onOff(key, value);
            case "fillboard" -> fill = (int) number(key, value, 0, 64);
            case "corner_prior" -> corner = (int) number(key, value, 0, 1000);
            case "owl" -> owl = (int) number(key, value, 0, 50);
            case "shapes" -> shape = (int) number(key, value, 0, 10_000);
            default -> throw new IllegalArgumentException("unknown mcts parameter '" + key + "' (known: movetime, "
                    + "playouts, threads, exploration, rave_weight, rave_equivalence, patterns, priors, strength, "
                    + "resign_threshold, expand_threshold, seed, races, score_share, last_good_reply, fillboard, corner_prior, owl, shapes)");
        }
        return new GoMctsConfig(mt, po, th, ex, rave, pat, pri, st, resign, expand, sd, ra, share, lgr, fill, corner, owl, shape);
    }

    /** The playout cap that the strength setting implies, or {@code Long.MAX_VALUE} for none. */
    public long strengthPlayouts() {
        if (strength == 100) {
            return Long.MAX_VALUE;
        }
        if (strength > 100) {
            return strength;
        }
        return Math.round(50 * Math.pow(10, strength / 25.0));
    }

    MctsParams searchParams() {
        return new MctsParams(exploration, raveEquivalence, expandThreshold, 3, 8_000_000);
    }

    private static long number(String key, String value, long min, long max) {
        try {
            long v = Long.parseLong(value);
            if (v < min || v > max) {
                throw new IllegalArgumentException("mcts parameter " + key + "=" + value + " is out of range " + min
                        + ".." + max);
            }
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("mcts parameter " + key + " needs a whole number, not '" + value + "'");
        }
    }

    private static double real(String key, String value, double min, double max) {
        try {
            double v = Double.parseDouble(value);
            if (!(v >= min && v <= max)) {
                throw new IllegalArgumentException("mcts parameter " + key + "=" + value + " is out of range " + min
                        + ".." + max);
            }
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("mcts parameter " + key + " needs a number, not '" + value + "'");
        }
    }

    private static boolean onOff(String key, String value) {
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "on", "true", "yes", "1" -> true;
            case "off", "false", "no", "0" -> false;
            default -> throw new IllegalArgumentException("mcts parameter " + key + " must be on or off, not '" + value
                    + "'");
        };
    }
}
