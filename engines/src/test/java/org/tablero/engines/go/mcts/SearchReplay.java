package org.tablero.engines.go.mcts;

import java.util.List;
import java.util.Map;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoGameRules;
import org.tablero.engines.go.GoGameState;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;
import org.tablero.engines.search.mcts.MctsSearch;
import org.tablero.engines.search.mcts.SearchBudget;
import org.tablero.engines.search.mcts.SearchResult;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;

/**
 * A replay record of what the search computes, for A/B checks that a speed change computes the
 * same thing: compile this file against two engine jars and diff the outputs. Not a unit test
 * (the record changes whenever the playout policy or the priors change on purpose):
 * {@code javac -cp JAR -d OUT SearchReplay.java && java -cp JAR:OUT
 * org.tablero.engines.go.mcts.SearchReplay [playouts] [policy positions]}.
 *
 * <p>Per position (the empty board and positions reached by seeded heavy-playout moves): the
 * engine's move, value and ownership from a fixed-seed one-thread search, the root's visit
 * distribution from the same search run directly, and the priors of every move. Then a hash of
 * the moves the heavy playout policy picks over many full playouts, and of the ladder answers
 * for every chain in atari or with two liberties along the way.
 */
public final class SearchReplay {

    private SearchReplay() {
    }

    public static void main(String[] args) throws Exception {
        int playouts = args.length > 0 ? Integer.parseInt(args[0]) : 3000;
        int policyGames = args.length > 1 ? Integer.parseInt(args[1]) : 300;
        int[][] cases = {{9, 0}, {9, 8}, {9, 20}, {9, 35}, {9, 50}, {9, 65}, {13, 40}, {19, 0}, {19, 60},
            {19, 150}};
        for (int[] cs : cases) {
            GoGameState game = position(cs[0], cs[1], 1000L * cs[0] + cs[1]);
            searchRecord(game, playouts, cs);
            priorsRecord(game, cs);
        }
        policyRecord(9, policyGames);
        policyRecord(19, Math.max(1, policyGames / 10));
    }

    /** A position {@code moves} plies into a game the heavy policy plays against itself. */
    static GoGameState position(int size, int moves, long seed) throws Exception {
        GoGameState g = GoGameRules.INSTANCE.start(null, Map.of("size", Integer.toString(size)));
        PlayoutPolicy policy = new PlayoutPolicy(seed, true);
        int last = Vertex.PASS;
        for (int i = 0; i < moves; i++) {
            int c = g.toMove();
            int m = policy.select(g.board(), c, last);
            if (m != Vertex.PASS && !g.isLegal(c, m)) {
                m = Vertex.PASS;
            }
            if (m == Vertex.PASS) {
                break;
            }
            g = g.playAs(c, m);
            last = m;
        }
        return g;
    }

    private static void searchRecord(GoGameState game, int playouts, int[] cs) throws Exception {
        GoMctsEngine engine = GoEngines.mcts(Map.of("threads", "1", "playouts", Integer.toString(playouts),
                "seed", Long.toString(77L + cs[1]), "resign_threshold", "0"));
        engine.chooseMove(game, SearchLimits.none(), new StopSignal()).orElseThrow();
        GoSearchReport r = engine.lastReport();
        long own = 17;
        for (double d : r.blackOwnership()) {
            own = own * 31 + Double.doubleToLongBits(d);
        }
        System.out.printf("engine %dx%d@%d move=%s value=%s sims=%d rootVisits=%d ownership=%x%n", cs[0], cs[0],
                cs[1], r.move(), r.value(), r.playouts(), r.rootVisits(), own);

        int last = game.lastMove().map(m -> Vertex.parse(game.size(), m)).orElse(Vertex.PASS);
        GoMctsConfig config = engine.config();
        GoSearchState state = new GoSearchState(game.board(), game.toMove(), game.consecutivePasses(), last,
                game.positionHashes(), game.komi(), config, 12345L + cs[1]);
        MctsSearch tree = new MctsSearch(config.searchParams());
        SearchResult sr = tree.search(List.of(state), new SearchBudget(Long.MAX_VALUE, playouts, () -> false, false));
        StringBuilder sb = new StringBuilder();
        for (SearchResult.MoveStats s : sr.children()) {
            if (s.visits() > 0) {
                sb.append(' ').append(Vertex.format(game.size(), s.move())).append(':').append(s.visits());
            }
        }
        System.out.printf("tree %dx%d@%d best=%s value=%s visits%s%n", cs[0], cs[0], cs[1],
                Vertex.format(game.size(), sr.bestMove()), sr.value(), sb);
    }

    private static void priorsRecord(GoGameState game, int[] cs) {
        GoBoard b = game.board();
        int c = game.toMove();
        int last = game.lastMove().map(m -> Vertex.parse(game.size(), m)).orElse(Vertex.PASS);
        int[] moves = new int[b.arraySize() + 1];
        int n = 0;
        for (int i = 0; i < b.emptyCount(); i++) {
            int p = b.emptyPoint(i);
            if (b.isLegal(p, c)) {
                moves[n++] = p;
            }
        }
        float[] values = new float[n];
        float[] weights = new float[n];
        GoPriors.compute(b, c, last, true, new Ladder(), moves, n, values, weights);
        long h = 1;
        for (int i = 0; i < n; i++) {
            h = h * 31 + moves[i];
            h = h * 31 + Float.floatToIntBits(values[i]);
            h = h * 31 + Float.floatToIntBits(weights[i]);
        }
        System.out.printf("priors %dx%d@%d moves=%d hash=%x%n", cs[0], cs[0], cs[1], n, h);
    }

    /**
     * Full heavy playouts on a bare board from seeded positions: a hash of every move chosen and of
     * the tactical and ladder answers on the chains next to each move.
     */
    private static void policyRecord(int size, int games) {
        long moveHash = 1;
        long tacticsHash = 1;
        long ladderHash = 1;
        long moves = 0;
        Ladder ladder = new Ladder();
        int[] libs = new int[4];
        for (int g = 0; g < games; g++) {
            GoBoard b = new GoBoard(size);
            PlayoutPolicy policy = new PlayoutPolicy(g * 101L + size, true);
            int c = Stone.BLACK;
            int last = Vertex.PASS;
            int passes = 0;
            for (int ply = 0; ply < 3 * size * size && passes < 2; ply++) {
                int m = policy.select(b, c, last);
                moveHash = moveHash * 31 + m;
                moves++;
                if (m == Vertex.PASS) {
                    passes++;
                    b.pass();
                } else {
                    passes = 0;
                    b.play(m, c);
                    for (int d = 0; d < 4; d++) {
                        int q = m + b.offset(d);
                        int cq = b.get(q);
                        if (cq == Stone.EMPTY) {
                            tacticsHash = tacticsHash * 31 + Tactics.libertiesAfter(b, q, c, 4);
                            tacticsHash = tacticsHash * 31 + (Tactics.isSelfAtari(b, q, 3 - c) ? 1 : 0);
                            tacticsHash = tacticsHash * 31 + Tactics.captureSize(b, q, c);
                            tacticsHash = tacticsHash * 31 + Tactics.escapeSize(b, q, 3 - c);
                            if (b.isLegal(q, c)) {
                                ladderHash = ladderHash * 31 + ladder.atariCaptures(b, q, c);
                            }
                        } else if (cq == Stone.BLACK || cq == Stone.WHITE) {
                            int n = Tactics.liberties(b, q, libs, 4);
                            tacticsHash = tacticsHash * 31 + n;
                            for (int i = 0; i < Math.min(n, 3); i++) {
                                tacticsHash = tacticsHash * 31 + libs[i];
                            }
                            if (b.atariLiberty(q) != 0) {
                                ladderHash = ladderHash * 31 + (ladder.caught(b, q, cq) ? 1 : 0);
                                ladderHash = ladderHash * 31 + (ladder.extensionFails(b, q, cq) ? 1 : 0);
                            }
                        }
                    }
                }
                last = m;
                c = 3 - c;
            }
        }
        System.out.printf("policy %dx%d games=%d moves=%d moveHash=%x tacticsHash=%x ladderHash=%x%n", size, size,
                games, moves, moveHash, tacticsHash, ladderHash);
    }
}
