package org.tablero.engines.chess.search;

import java.util.SplittableRandom;

/**
 * Deliberately weaker play, after Stockfish's Skill Level: among the best few root moves (scored
 * exactly), a weaker level adds a larger random push to worse moves, so it errs more often and by
 * more, but rarely blunders a piece at the middle levels.
 */
final class SkillSelector {

    static final int CANDIDATES = 4;

    private SkillSelector() {
    }

    /** Depth at which a skill level searches: 1 for level 0, 10 for level 19. */
    static int depthFor(int level) {
        return 1 + level / 2;
    }

    /** Picks among {@code moves[0..count)}, which are sorted best first with exact {@code scores}. */
    static int pick(int[] moves, int[] scores, int count, int level, SplittableRandom random) {
        int n = Math.min(CANDIDATES, count);
        int top = scores[0];
        int delta = Math.min(top - scores[n - 1], 100);
        int weakness = 120 - 2 * level;
        int maxScore = Integer.MIN_VALUE;
        int best = moves[0];
        for (int i = 0; i < n; i++) {
            int push = (weakness * (top - scores[i]) + delta * random.nextInt(weakness)) / 128;
            if (scores[i] + push >= maxScore) {
                maxScore = scores[i] + push;
                best = moves[i];
            }
        }
        return best;
    }
}
