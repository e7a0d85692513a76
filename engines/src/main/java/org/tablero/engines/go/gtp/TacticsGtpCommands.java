package org.tablero.engines.go.gtp;

import static org.tablero.engines.go.gtp.GtpArgs.need;
import static org.tablero.engines.go.gtp.GtpArgs.vertex;

import java.util.Map;
import java.util.function.Supplier;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoGameState;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;
import org.tablero.engines.go.tactics.ChainReading;
import org.tablero.engines.go.tactics.GroupStatus;
import org.tablero.engines.go.tactics.Outcome;
import org.tablero.engines.go.tactics.TacticsSolver;

/**
 * GNU Go's reading commands over the current position, with GNU Go's names and answer formats so
 * its regression files run unchanged: {@code analyze_semeai}, {@code owl_attack},
 * {@code owl_defend}, {@code owl_does_attack}, {@code owl_does_defend}, {@code dragon_status}, and the
 * tactical reading of one chain, {@code attack} and {@code defend};
 * owl codes 2 and 3 are GNU Go's good and bad ko. The owl questions are answered as GNU Go's are:
 * by a proof, or where the budget's full reading finds none, by a selective reading like GNU Go's
 * owl ({@link TacticsSolver#selective}; {@code -Dtablero.owl.selective=0} for proofs only). A
 * question neither reading settles fails with "unknown" rather than guessing.
 */
final class TacticsGtpCommands {

    /** Per question: nodes and milliseconds (GNU Go's regressions allow 10 s a problem, and the
     * answer comes a few milliseconds after the budget ends, so 9 s keeps a second in hand);
     * the system properties tablero.tactics.nodes and tablero.tactics.millis override them.
     * The time is the budget: an owl thread reads 200k nodes a second on some questions and
     * over a million on others (owl.tst 102 and 125), so the 4M nodes of earlier sessions
     * stopped some questions seconds early (125 at 3.7 s on two threads), and the node cap is
     * now only a bound beyond what 9 s reach. */
    static final long MAX_NODES = Long.getLong("tablero.tactics.nodes", 40_000_000);
    static final long MILLIS = Long.getLong("tablero.tactics.millis", 9_000);
    /**
     * Threads of an owl search: two where the machine has two cores, since a question's budget
     * is wall time (owl.tst at the budget, same day: 170/261 on one thread, 173 to 178
     * on two in four runs); {@code tablero.tactics.threads=1} makes node-budget runs repeatable.
     */
    static final int THREADS = Integer.getInteger("tablero.tactics.threads",
            Math.min(2, Runtime.getRuntime().availableProcessors()));

    private final Supplier<GoGameState> state;
    private final TacticsSolver solver = new TacticsSolver(MAX_NODES, MILLIS, THREADS).selective();
    private final ChainReading reading = new ChainReading(MAX_NODES, MILLIS);

    TacticsGtpCommands(Supplier<GoGameState> state) {
        this.state = state;
    }

    void register(Map<String, GtpEngine.Command> commands) {
        commands.put("analyze_semeai", this::analyzeSemeai);
        commands.put("owl_attack", a -> owl(a, true));
        commands.put("owl_defend", a -> owl(a, false));
        commands.put("owl_does_attack", a -> owlDoes(a, true));
        commands.put("owl_does_defend", a -> owlDoes(a, false));
        commands.put("dragon_status", this::dragonStatus);
        commands.put("attack", a -> chain(a, true));
        commands.put("defend", a -> chain(a, false));
    }

    private int stone(GoBoard b, String s) throws GtpFailure {
        int p = vertex(b.size(), s);
        if (p == Vertex.PASS || b.get(p) == Stone.EMPTY) {
            throw new GtpFailure("vertex must not be empty");
        }
        return p;
    }

    private String analyzeSemeai(String[] a) throws GtpFailure {
        need(a, 2);
        GoBoard b = state.get().board();
        int d1 = stone(b, a[0]);
        int d2 = stone(b, a[1]);
        if (b.get(d1) == b.get(d2)) {
            throw new GtpFailure("dragons must have opposite colours");
        }
        TacticsSolver.Answer r = solver.semeai(b, d1, d2);
        if (r.outcome() == Outcome.UNKNOWN) {
            throw new GtpFailure("unknown: budget exhausted");
        }
        return r.first() + " " + r.second() + " " + move(b, r.move());
    }

    private String owl(String[] a, boolean attack) throws GtpFailure {
        need(a, 1);
        GoBoard b = state.get().board();
        int d = stone(b, a[0]);
        TacticsSolver.Answer r = attack ? solver.owlAttack(b, d) : solver.owlDefend(b, d);
        return format(b, r);
    }

    /**
     * {@code owl_does_attack MOVE DRAGON} or {@code owl_does_defend MOVE DRAGON}: the move's code
     * alone, as GNU Go prints it.
     */
    private String owlDoes(String[] a, boolean attack) throws GtpFailure {
        need(a, 2);
        GoBoard b = state.get().board();
        int move = vertex(b.size(), a[0]);
        int d = stone(b, a[1]);
        int mover = attack ? Stone.opponent(b.get(d)) : b.get(d);
        if (move == Vertex.PASS || !b.isLegal(move, mover)) {
            throw new GtpFailure("illegal move");
        }
        TacticsSolver.Answer r = attack ? solver.owlDoesAttack(b, move, d) : solver.owlDoesDefend(b, move, d);
        if (r.outcome() == Outcome.UNKNOWN) {
            throw new GtpFailure("unknown: budget exhausted");
        }
        return Integer.toString(r.first());
    }

    /** {@code attack VERTEX} or {@code defend VERTEX}: the tactical reading of one chain, as GNU Go answers it. */
    private String chain(String[] a, boolean attack) throws GtpFailure {
        need(a, 1);
        GoBoard b = state.get().board();
        int p = stone(b, a[0]);
        return format(b, attack ? reading.attack(b, p) : reading.defend(b, p));
    }

    private String dragonStatus(String[] a) throws GtpFailure {
        need(a, 1);
        GoBoard b = state.get().board();
        GroupStatus status = solver.status(b, stone(b, a[0]));
        return switch (status.kind()) {
            case ALIVE -> "alive";
            case DEAD -> "dead";
            case CRITICAL -> "critical " + move(b, status.attack()) + " " + move(b, status.defense());
            case UNKNOWN -> throw new GtpFailure("unknown: budget exhausted");
        };
    }

    private static String move(GoBoard b, int p) {
        return GtpArgs.gnuGoVertex(b.size(), p);
    }

    private static String format(GoBoard b, TacticsSolver.Answer r) throws GtpFailure {
        return switch (r.outcome()) {
            case WIN -> r.first() + " " + move(b, r.move());
            case LOSS -> "0";
            default -> throw new GtpFailure("unknown: budget exhausted");
        };
    }
}
