package org.tablero.engines.go.mcts;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntPredicate;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameState;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoGameState;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;
import org.tablero.engines.go.score.AreaScorer;
import org.tablero.engines.go.score.DeadStoneEstimator;
import org.tablero.engines.search.mcts.MctsSearch;
import org.tablero.engines.search.mcts.Node;
import org.tablero.engines.search.mcts.SearchBudget;
import org.tablero.engines.search.mcts.SearchResult;
import org.tablero.engines.spi.Engine;
import org.tablero.engines.spi.EngineException;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;

/**
 * The Go AI behind the engine SPI: UCT with RAVE and priors over heavy playouts, several threads
 * on one tree, the tree kept from move to move, and an ending that is safe under area scoring:
 * it passes only when the count with the stones on the board and the count with the rules'
 * dead-stone estimate both say it wins, and it never resigns a game that the count says it wins.
 */
public final class GoMctsEngine implements Engine {

    /** Below this many simulations the winning chance is too noisy to resign on. */
    private static final int RESIGN_MIN_VISITS = 2000;
    /** The tactics solver's node budget per capturing-race question at the root. */
    private static final long RACE_NODES = 20_000;
    /** The owl's node budget per dragon status at the root (two questions). */
    private static final long OWL_NODES = 3_000;
    /** How much a move's mean must exceed the most visited move's for {@link #secure} to prefer it. */
    static final double SECURE_MARGIN = 0.05;
    /** Boards from this size up choose with {@link #secure}; 9x9's measured strength comes without it. */
    private static final int SECURE_MIN_SIZE = 13;
    /** The owl's time without a time limit (fixed playouts). */
    private static final long OWL_MILLIS_UNTIMED = 500;

    private final GoMctsConfig config;
    private final MctsSearch tree;
    private GoGameState treeState;
    private volatile GoSearchReport lastReport;

    public GoMctsEngine(GoMctsConfig config) {
        this.config = config;
        this.tree = new MctsSearch(config.searchParams());
    }

    public GoMctsConfig config() {
        return config;
    }

    @Override
    public String name() {
        return "mcts";
    }

    /** Go on any board size from 2 to 25 (the platform offers 9, 13 and 19). */
    @Override
    public boolean supports(GameKind game, Map<String, String> options) {
        if (game != GameKind.GO) {
            return false;
        }
        String size = options == null ? null : options.get("size");
        if (size == null) {
            return true;
        }
        try {
            int n = Integer.parseInt(size.trim());
            return n >= Vertex.MIN_SIZE && n <= Vertex.MAX_SIZE;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    @Override
    public Optional<String> chooseMove(GameState game, SearchLimits limits, StopSignal stop) throws EngineException {
        if (!(game instanceof GoGameState state)) {
            throw new EngineException("the mcts engine plays Go only, not " + game.kind());
        }
        return Optional.of(search(state, limits, stop).move());
    }

    /** The report of the last search, for logs and the GTP front-end. */
    public GoSearchReport lastReport() {
        return lastReport;
    }

    /** Searches the position and chooses a move for the side to move. */
    public synchronized GoSearchReport search(GoGameState state, SearchLimits limits, StopSignal stop)
            throws EngineException {
        return search(state, limits, stop, null);
    }

    /**
     * Searches the position with the root restricted to the points marked in {@code allowed}
     * (padded points), as GNU Go's {@code restricted_genmove}: the most visited of them, a pass
     * only if none is legal. The tree of such a search is not kept for the next one.
     */
    public synchronized GoSearchReport searchAmong(GoGameState state, SearchLimits limits, StopSignal stop,
            boolean[] allowed) throws EngineException {
        tree.clear();
        treeState = null;
        try {
            return search(state, limits, stop, allowed);
        } finally {
            tree.clear();
            treeState = null;
        }
    }

    private GoSearchReport search(GoGameState state, SearchLimits limits, StopSignal stop, boolean[] allowed)
            throws EngineException {
        int us = state.toMove();
        GoBoard board = state.board();
        if (allowed == null && state.consecutivePasses() >= 1 && countWins(state, board, us)) {
            tree.clear();
            treeState = null;
            return remember(new GoSearchReport("pass", false, 1, 0, 0, 0, false, null, "pass-wins", List.of()));
        }
        long started = System.nanoTime();
        boolean reused = reuseTree(state);
        long cap = Math.min(limits.nodes().orElse(Long.MAX_VALUE),
                Math.min(config.playouts() > 0 ? config.playouts() : Long.MAX_VALUE, config.strengthPlayouts()));
        long nanos = TimeManager.budgetNanos(limits, config, state.size(), state.ply(), cap != Long.MAX_VALUE);
        List<GoSearchState> states = states(state, board, false);
        if (allowed != null) {
            states.forEach(s -> s.rootMoves(allowed));
        }
        float[] bonus = null;
        if (config.races()) {
            bonus = RacePriors.compute(board, us, RACE_NODES, raceMillis(nanos));
        }
        if (config.owlShare() > 0) {
            bonus = RootStakes.larger(bonus, OwlPriors.compute(board, us, OWL_NODES, owlMillis(nanos)));
        }
        addRootPriors(bonus, states);
        if (nanos != Long.MAX_VALUE && (config.races() || config.owlShare() > 0)) {
            nanos = Math.max(nanos / 2, nanos - (System.nanoTime() - started));
        }
        SearchBudget budget = new SearchBudget(nanos, cap, stop::isStopped,
                nanos != Long.MAX_VALUE && TimeManager.savedTimeCarriesOver(limits));
        SearchResult r = run(states, budget);
        int move = choose(state, board, r);
        double value = r.children().stream().filter(c -> c.move() == move).findFirst()
                .map(SearchResult.MoveStats::mean).orElse(r.value());
        boolean resign = config.resignThreshold() > 0 && value < config.resignThreshold()
                && r.rootVisits() >= RESIGN_MIN_VISITS && state.ply() >= state.size() * state.size() / 4
                && !estimateWins(board, us, state.komi());
        tree.advance(move);
        try {
            treeState = state.playAs(us, move);
        } catch (org.tablero.engines.game.RulesException e) {
            throw new EngineException("the search chose an illegal move " + Vertex.format(state.size(), move), e);
        }
        return remember(new GoSearchReport(Vertex.format(state.size(), move), resign, value, r.simulations(),
                r.elapsedNanos() / 1_000_000, r.rootVisits(), reused, ownership(states, board), "search",
                candidates(state.size(), r)));
    }

    private static List<GoSearchReport.Candidate> candidates(int size, SearchResult r) {
        return r.children().stream().limit(GoSearchReport.CANDIDATES)
                .map(c -> new GoSearchReport.Candidate(Vertex.format(size, c.move()), c.visits(), c.mean(), c.raveCount(),
                        c.raveMean()))
                .toList();
    }

    /**
     * Who owns each point as playouts from here end, the game's passes ignored (so that a finished
     * game can be counted); a separate tree, so the game's tree is untouched.
     */
    public double[] estimateOwnership(GoGameState state, long playouts) throws EngineException {
        GoBoard board = state.board();
        List<GoSearchState> states = states(state, board, true);
        MctsSearch scratch = new MctsSearch(config.searchParams());
        try {
            scratch.search(states, new SearchBudget(Long.MAX_VALUE, playouts, () -> false, false));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineException("interrupted", e);
        }
        return ownership(states, board);
    }

    /** The solver's priors: on the kept root's children, or given to the root when it is expanded. */
    private void addRootPriors(float[] bonus, List<GoSearchState> states) {
        if (bonus == null) {
            return;
        }
        Node[] children = tree.rootNode() == null ? null : tree.rootNode().children();
        if (children == null) {
            states.forEach(s -> s.rootBonus(bonus));
            return;
        }
        for (Node child : children) {
            if (bonus[child.move()] > 0) {
                child.addPriorWins(bonus[child.move()]);
            }
        }
    }

    /** A tenth of the move's time for the races, at most 100 ms; 100 ms without a time limit. */
    private static long raceMillis(long nanos) {
        return nanos == Long.MAX_VALUE ? 100 : Math.max(1, Math.min(100, nanos / 10_000_000L));
    }

    /** The profile's share of the move's time for the owl; a fixed time without a time limit. */
    private long owlMillis(long nanos) {
        return nanos == Long.MAX_VALUE ? OWL_MILLIS_UNTIMED : Math.max(1, nanos / 1_000_000L * config.owlShare() / 100);
    }

    private GoSearchReport remember(GoSearchReport report) {
        lastReport = report;
        return report;
    }

    private SearchResult run(List<GoSearchState> states, SearchBudget budget) throws EngineException {
        try {
            return tree.search(states, budget);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineException("the search was interrupted", e);
        }
    }

    private List<GoSearchState> states(GoGameState state, GoBoard board, boolean ignorePasses) {
        int last = state.lastMove().map(m -> Vertex.parse(state.size(), m)).orElse(Vertex.PASS);
        long[] history = state.positionHashes();
        List<GoSearchState> states = new ArrayList<>();
        for (int i = 0; i < config.threads(); i++) {
            states.add(new GoSearchState(board, state.toMove(), ignorePasses ? 0 : state.consecutivePasses(), last,
                    history, state.komi(), config,
                    config.seed() + 7919L * (i + 1) + state.ply()));
        }
        return states;
    }

    /**
     * The most visited move that is legal under superko (on large boards, unless {@link #secure}
     * finds a clearly better one); a pass only into a won count.
     */
    private int choose(GoGameState state, GoBoard board, SearchResult r) {
        int us = state.toMove();
        Boolean passWins = null;
        for (SearchResult.MoveStats c : r.children()) {
            if (c.move() == Vertex.PASS) {
                if (passWins == null) {
                    passWins = countWins(state, board, us);
                }
                if (passWins) {
                    return Vertex.PASS;
                }
            } else if (state.isLegal(us, c.move())) {
                return state.size() >= SECURE_MIN_SIZE ? secure(r.children(), c, m -> state.isLegal(us, m)) : c.move();
            }
        }
        return Vertex.PASS;
    }

    /**
     * The most visited move {@code chosen}, unless a legal move with at least half its visits has a
     * mean {@link #SECURE_MARGIN} higher: then the best such. RAVE can keep a move's blended value
     * high long after its own mean has fallen (a first-line crawl whose points are worth playing
     * later in the playouts: session 28, docs/go-engine-log.md), and it is the visits that follow
     * the blend.
     */
    static int secure(List<SearchResult.MoveStats> children, SearchResult.MoveStats chosen, IntPredicate legal) {
        SearchResult.MoveStats best = chosen;
        for (SearchResult.MoveStats c : children) {
            if (c.move() != Vertex.PASS && 2L * c.visits() >= chosen.visits() && c.mean() >= chosen.mean() + SECURE_MARGIN
                    && c.mean() > best.mean() && legal.test(c.move())) {
                best = c;
            }
        }
        return best.move();
    }

    /** Whether the count now wins for {@code us} both with every stone alive and with the estimated dead removed. */
    static boolean countWins(GoGameState state, GoBoard board, int us) {
        double plain = AreaScorer.score(board, null, state.komi());
        return (us == Stone.BLACK ? plain > 0 : plain < 0) && estimateWins(board, us, state.komi())
                && estimateWinsAfterPass(state, board, us);
    }

    private static boolean estimateWinsAfterPass(GoGameState state, GoBoard board, int us) {
        // The dead-stone estimate with the opponent to move after our pass: the rules propose that one.
        double s = AreaScorer.score(board, DeadStoneEstimator.deadStones(board, Stone.opponent(us)), state.komi());
        return us == Stone.BLACK ? s > 0 : s < 0;
    }

    private static boolean estimateWins(GoBoard board, int us, double komi) {
        double s = AreaScorer.score(board, DeadStoneEstimator.deadStones(board, us), komi);
        return us == Stone.BLACK ? s > 0 : s < 0;
    }

    /** Keeps the subtree of the moves played since the last search when the game went on from it. */
    private boolean reuseTree(GoGameState state) {
        GoGameState old = treeState;
        treeState = state;
        if (old == null || !old.initialPosition().equals(state.initialPosition()) || old.komi() != state.komi()
                || state.ply() < old.ply() || !state.moves().subList(0, old.ply()).equals(old.moves())) {
            tree.clear();
            return false;
        }
        int expected = old.toMove();
        int[] points = new int[state.ply() - old.ply()];
        for (int i = old.ply(); i < state.ply(); i++) {
            if (Stone.of(state.mover(i)) != expected) {
                tree.clear();
                return false;
            }
            points[i - old.ply()] = Vertex.parse(state.size(), state.moves().get(i));
            expected = Stone.opponent(expected);
        }
        return tree.advance(points) && tree.rootNode().visits() > 0;
    }

    private static double[] ownership(List<GoSearchState> states, GoBoard board) {
        double[] share = new double[board.arraySize()];
        long samples = 0;
        for (GoSearchState s : states) {
            samples += s.samples();
            int[] owned = s.blackOwned();
            for (int p = 0; p < share.length; p++) {
                share[p] += owned[p];
            }
        }
        if (samples == 0) {
            int[] owner = org.tablero.engines.go.score.Ownership.owners(board, null);
            for (int p = 0; p < share.length; p++) {
                share[p] = owner[p] == Stone.BLACK ? 1 : 0;
            }
            return share;
        }
        for (int p = 0; p < share.length; p++) {
            share[p] /= samples;
        }
        return share;
    }
}
