package org.tablero.engines.go;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;
import org.tablero.engines.game.RulesException.Reason;
import org.tablero.engines.go.score.AreaScorer;
import org.tablero.engines.go.score.DeadStoneEstimator;
import org.tablero.engines.go.score.ScoreFormat;
import org.tablero.engines.go.score.TerritoryScorer;

/** The scoring step of a Go game after two passes: proposed dead stones and the result they give. */
final class GoScoring implements GameState.Scoring {

    private final GoGameState state;
    private Set<String> proposed;

    GoScoring(GoGameState state) {
        this.state = state;
    }

    @Override
    public synchronized Set<String> proposedDead() {
        if (proposed == null) {
            GoBoard board = state.boardView();
            boolean[] dead = DeadStoneEstimator.deadStones(board, state.toMove());
            proposed = Collections.unmodifiableSet(vertices(board, dead));
        }
        return proposed;
    }

    @Override
    public Set<String> normaliseDead(Set<String> vertices) throws RulesException {
        GoBoard board = state.boardView();
        boolean[] dead = new boolean[board.arraySize()];
        for (String v : vertices) {
            int p = Vertex.parse(board.size(), v);
            if (p == -1 || p == Vertex.PASS) {
                throw new RulesException(Reason.BAD_MOVE_SYNTAX, "not a vertex: '" + v + "'");
            }
            if (p == -2 || board.get(p) == Stone.EMPTY) {
                throw new RulesException(Reason.ILLEGAL_MOVE, "no stone on " + v);
            }
            for (int s : Chains.stones(board, p)) {
                dead[s] = true;
            }
        }
        return Collections.unmodifiableSet(vertices(board, dead));
    }

    @Override
    public String result(Set<String> dead) {
        GoBoard board = state.boardView();
        boolean[] mask = deadMask(board, dead);
        GoRules rules = state.rules();
        double margin = rules.scoring() == ScoringRule.AREA
                ? AreaScorer.score(board, mask, rules.komi())
                : TerritoryScorer.score(board, mask, rules.komi());
        return ScoreFormat.result(margin);
    }

    /** A mask of whole chains from vertices; entries that name no stone are ignored. */
    static boolean[] deadMask(GoBoard board, Set<String> dead) {
        boolean[] mask = new boolean[board.arraySize()];
        if (dead == null) {
            return mask;
        }
        for (String v : dead) {
            int p = Vertex.parse(board.size(), v);
            if (p > 0 && board.get(p) != Stone.EMPTY) {
                for (int s : Chains.stones(board, p)) {
                    mask[s] = true;
                }
            }
        }
        return mask;
    }

    private static Set<String> vertices(GoBoard board, boolean[] dead) {
        Set<String> out = new LinkedHashSet<>();
        for (int p = 0; p < dead.length; p++) {
            if (dead[p]) {
                out.add(Vertex.format(board.size(), p));
            }
        }
        return out;
    }
}
