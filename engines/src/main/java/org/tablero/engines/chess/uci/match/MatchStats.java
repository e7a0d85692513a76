package org.tablero.engines.chess.uci.match;

/**
 * Wins, draws and losses of the first engine, with the Elo difference they imply and its 95%
 * error bar (normal approximation of the mean game score, as cutechess-cli reports it).
 */
public record MatchStats(int wins, int draws, int losses) {

    public int games() {
        return wins + draws + losses;
    }

    public double score() {
        return games() == 0 ? 0.5 : (wins + draws / 2.0) / games();
    }

    public MatchStats add(String resultForFirst) {
        return switch (resultForFirst) {
            case "win" -> new MatchStats(wins + 1, draws, losses);
            case "draw" -> new MatchStats(wins, draws + 1, losses);
            case "loss" -> new MatchStats(wins, draws, losses + 1);
            default -> throw new IllegalArgumentException(resultForFirst);
        };
    }

    public static double elo(double score) {
        double s = Math.min(Math.max(score, 1e-6), 1 - 1e-6);
        return -400 * Math.log10(1 / s - 1);
    }

    public double eloDifference() {
        return elo(score());
    }

    /** Half the width of the 95% interval of the Elo difference. */
    public double eloError() {
        int n = games();
        if (n == 0) {
            return Double.NaN;
        }
        double s = score();
        double var = (wins * sq(1 - s) + draws * sq(0.5 - s) + losses * sq(s)) / n;
        double margin = 1.959964 * Math.sqrt(var / n);
        return (elo(s + margin) - elo(s - margin)) / 2;
    }

    private static double sq(double x) {
        return x * x;
    }

    @Override
    public String toString() {
        return String.format(java.util.Locale.ROOT, "games %d: +%d =%d -%d  score %.1f%%  Elo %+.0f +/- %.0f (95%%)",
                games(), wins, draws, losses, 100 * score(), eloDifference(), eloError());
    }
}
