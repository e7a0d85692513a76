package org.tablero.engines.go.tactics;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

/**
 * A capture game solved by depth-first proof-number search (df-pn) with a transposition table,
 * restricted to a {@link Region}. The prover wins if the {@code kill} chain is captured first;
 * it loses if the {@code save} chain is captured first; when nobody can capture any more the
 * prover wins iff {@code mustCapture} is false (seki and independent life count as survival).
 *
 * <p>Only the side content with the status quo may pass (a pass by the capturing side could
 * only be answered by a pass that ends the game against it). Repeating a position of the
 * current line is forbidden, which ends ko cycles: without outside ko threats, the side that
 * would have to retake a ko first loses it; {@link #koWinner} instead gives one side unlimited
 * ko threats, for GNU Go's ko result codes. Over budget the answer is UNKNOWN. In owl mode
 * ({@link #owl()}) it is an eye game for one dragon instead. With {@link #threads} above one,
 * {@link SearchHelpers} read beside it into the same table.
 */
public final class TacticalSearch {

    /**
     * Liberties at which an owl dragon counts as escaped (with open space, see {@link OwlEscape}):
     * the local region can no longer hold it. 8 until session 12, 7 until session 38; measured
     * again on the owl of session 37 (owl.tst at 300k nodes on one thread: 166 with 8, 169 with
     * 7 or 5, 172 with 6, which also gains one test each in owl1.tst and ld_owl.tst); with the
     * selective reading (session 68): 199 with 6, 196 with 5, 197 with 7.
     */
    public static final int ESCAPE_LIBERTIES = Integer.getInteger("tablero.tactics.escape", 6);
    /** Liberties no dragon has: given to {@link OwlLife#lives} instead of ESCAPE_LIBERTIES, the escape test is off. */
    private static final int NO_ESCAPE = Integer.MAX_VALUE;

    private static final int MAX_DEPTH = 4096;
    private static final int INF = 1_000_000_000;
    private static final int NOT_STATIC_MASK = (1 << 18) - 1;
    private static final long PASS_KEY = 0x5bd1e9955bd1e995L;
    private static final long WHITE_KEY = 0x27d4eb2f165667c5L;
    /**
     * Retakes against the ko ban the ko winner may make on one line ({@code tablero.tactics.koretakes},
     * 0 for no limit). A ko fight often needs the winner to retake more than once before it
     * resolves (owl.tst 232: White's defence C6 is a bad ko only if White may retake twice),
     * but a side winning every ko of a position for ever kills groups that live (owl.tst at
     * 300k nodes: 154/261 with 1, 156 with 2, 157 with 3, 158 with 4, 6 or 8, 144 unlimited).
     */
    static final int KO_RETAKES = Integer.getInteger("tablero.tactics.koretakes", 4);
    private static final long RETAKE_KEY = 0x6a09e667f3bcc909L;
    /** Dragon liberties at most where the owner may pass into seki play (see {@link #looksLikeSeki}); 0 for never. */
    static final int SEKI_LIBS = Integer.getInteger("tablero.owl.sekilibs", 4);
    /**
     * Stones the attacker's self-atari on a dragon liberty must leave to be taken for the point
     * to count as one it cannot fill (see {@link #looksLikeSeki}): fewer are a nakade stone.
     * With 1, the throw-in on a straight three's vital point looked like a seki, and seki play
     * read that nakade out at every such node (owl.tst at 300k nodes: 166/261 with 1, 167 with 3).
     */
    static final int SEKI_STONES = Integer.getInteger("tablero.owl.sekistones", 3);
    private static final long SEKI_KEY = 0xbb67ae8584caa73bL;
    /**
     * Whether an owl search's root also plays the empty neighbours of every dragon liberty
     * ({@code -Dtablero.owl.rootwide=false} turns it off). Below the root the owl plays the
     * liberties and their neighbours as before: those neighbours everywhere cost owl.tst
     * thirteen tests to the budget (session 25), while at the root alone a defence that makes eye
     * space two points off the dragon (owl.tst 74's S18) is tried for one more child each
     * (session 44: 176/261 at 300k nodes against 175).
     */
    static final boolean WIDE_ROOT = !"false".equals(System.getProperty("tablero.owl.rootwide"));
    /** Whether this owl search's root plays wider (see {@link #WIDE_ROOT}). */
    private boolean wideRoot;
    /**
     * Moves below the root past which this search is selective: a node there tries only its
     * first move and those that win at once (see {@link #selective}); 0, the default, tries every
     * move, so that a settled answer is a proof.
     */
    private int branchDepth;
    /**
     * Whether a selective search judges escape past its {@link #branchDepth} as GNU Go's owl
     * does, whose narrow reading that part imitates: by the escape map alone, without
     * {@link OwlEscape}'s open-space flood, and only with the owner to move
     * ({@code -Dtablero.owl.selectiveflood=true} judges it there as everywhere else). Session
     * 66, owl.tst at 300k nodes on one thread: 198/261 against 195 (the flood off alone: 197;
     * off in the whole selective reading: 195; off with the attacker to move only: 195).
     */
    static final boolean SELECTIVE_MAP_ONLY = !"true".equals(System.getProperty("tablero.owl.selectiveflood"));
    /** What the searches of a full reading of the same question learnt (see {@link #hintedBy}). */
    private List<Learnt> fullReading = List.of();
    /**
     * The tables of {@link #fullReading}, those of this search's game first: past
     * {@link #branchDepth} a node tries, beside its first move, the best move each of them
     * names for the position, the first's first; null until {@link #solve} sorts them.
     */
    private ProofTable[] hints;
    /** The tables of {@link #fullReading}'s searches of this search's game, whose proofs hold here too. */
    private ProofTable[] proofs = new ProofTable[0];
    /** Whether {@link #hintedBy} is heeded ({@code -Dtablero.owl.hints=false}: the static order alone, no proofs). */
    static final boolean HINTS = !"false".equals(System.getProperty("tablero.owl.hints"));

    /**
     * Nodes one simulation (see {@link #simulated}) may visit; 0 turns simulation off. With it
     * (session 39) owl.tst passes 173/261 at 300k nodes on one thread against 172, in about a
     * seventh less time, and 185 at the budget against 182 the same day.
     */
    static final int SIMULATION = Integer.getInteger("tablero.tactics.simulation", 5000);
    /** Nodes one simulation of this search may visit (see {@link #SIMULATION}). */
    private int simulation = SIMULATION;
    /** Nodes the current simulation may still visit. */
    private int simulationLeft;
    /** Nodes of a proof that {@link #proofMayInvolveKo} looks at before assuming a ko. */
    private static final int PROOF_WALK_LIMIT = 100_000;

    private final int prover;
    private final int killPoint;
    private final int killColour;
    private final int savePoint;
    private final int saveColour;
    private final boolean mustCapture;
    private final Budget budget;
    private final Region region;
    private final RaceMoves moves;
    private final GoBoard root;

    /** Entries of the largest table, 2^20: questions of 300k nodes and more use it all. */
    private static final int MAX_TABLE_BITS = 20;
    private static final int MIN_TABLE_BITS = 12;
    private final ProofTable table;
    /** Threads {@link #solve} uses: this one and {@code threads - 1} helpers. */
    private int threads = 1;
    /** Whether this search is a helper of another's {@link #solve} (see {@link SearchHelpers}). */
    private boolean helper;
    /** Set when the {@link #solve} this search takes part in must stop; null when it runs alone. */
    private AtomicBoolean stop;
    /** Keys of the positions the threads of one {@link #solve} are in, by {@link #busySlot}; null alone. */
    private long[] busy;
    /**
     * The root's numbers as this thread last computed them, and its move: another thread may
     * overwrite the root's entry with numbers computed from older reads of its children.
     */
    private long rootNumbers = ProofTable.ABSENT;
    private int rootMove = -1;
    /** Nodes whose children {@link #children} keeps, direct-mapped by key: at most 2^15, fewer for small questions. */
    private static final int CHILD_CACHE_BITS = 15;
    private final long[] childKeys;
    private final RaceMoves.Child[][] childCache;
    private final long[] path = new long[MAX_DEPTH + 2];
    private final GoBoard[] boards = new GoBoard[MAX_DEPTH + 2];
    private int pathLength;
    private boolean staticRaces = true;
    private boolean owl;
    private int siegeLibs;
    private final OwlLife owlLife = new OwlLife();
    private final EyeSpace eyeSpace = new EyeSpace();
    /** Semeai nodes known to be no class-0 race; null in owl searches, which never ask. */
    private final long[] notStatic;
    private int koWinner;
    private int retakes;
    /**
     * Whether the current line is in seki play (see {@link #withSekiPass}): the owner passed
     * where its dragon looked like a seki, and now the attacker may no longer pass.
     */
    private boolean sekiPlay;
    /** The depth from which the escape test judges (see {@link #escapeFrom(int)}). */
    private int escapeFrom;
    private final int[] sekiLibs = new int[SEKI_LIBS + 1];
    /** A board to try moves on without touching the search's own (see {@link #scratch}). */
    private GoBoard scratch;
    /** The table of the proof this search follows, or null (see {@link #followingProof}). */
    private ProofTable guide;
    private boolean guideWin;
    private Map<Long, Boolean> walked;
    private int walkLeft;

    /**
     * @param prover      the colour whose success is asked
     * @param killPoint   a stone of the chain the prover wants captured, or 0
     * @param savePoint   a stone of the chain the prover must keep, or 0
     * @param mustCapture whether the prover needs the capture (else it only needs to survive)
     */
    public TacticalSearch(GoBoard board, int prover, int killPoint, int savePoint, boolean mustCapture,
            Region region, Budget budget) {
        this(board, prover, killPoint, savePoint, mustCapture, region, budget, null);
    }

    /** With {@code sharedTable} (a helper's: the main thread's table) instead of a table of its own. */
    private TacticalSearch(GoBoard board, int prover, int killPoint, int savePoint, boolean mustCapture,
            Region region, Budget budget, ProofTable sharedTable) {
        this.prover = prover;
        this.killPoint = killPoint;
        this.killColour = killPoint == 0 ? 0 : board.get(killPoint);
        this.savePoint = savePoint;
        this.saveColour = savePoint == 0 ? 0 : board.get(savePoint);
        this.mustCapture = mustCapture;
        this.budget = budget;
        this.region = region;
        this.moves = new RaceMoves(prover, killPoint, savePoint, mustCapture, region);
        this.root = board;
        int bits = tableBits(budget.questionNodes());
        this.table = sharedTable != null ? sharedTable : new ProofTable(bits);
        int cacheSize = 1 << Math.min(CHILD_CACHE_BITS, bits);
        this.childKeys = new long[cacheSize];
        this.childCache = new RaceMoves.Child[cacheSize][];
        this.notStatic = killPoint != 0 && savePoint != 0 ? new long[NOT_STATIC_MASK + 1] : null;
    }

    /**
     * About two entries per node the question allows, within 2^12 and 2^20: a small question (the
     * MCTS engine's priors ask dozens of them a move) need not clear 24 MB.
     */
    static int tableBits(long maxNodes) {
        int bits = 64 - Long.numberOfLeadingZeros(Math.max(1, maxNodes)) + 1;
        return Math.max(MIN_TABLE_BITS, Math.min(MAX_TABLE_BITS, bits));
    }

    /**
     * Lets {@link #solve} search with {@code n} threads: this one runs df-pn as it would alone,
     * the others help it through the shared table (see {@link SearchHelpers}). Each thread may spend
     * the budget's nodes; the time limit is shared. With more than one thread the answers of a
     * node budget are no longer repeatable, so node-budget measurements use one.
     */
    TacticalSearch threads(int n) {
        threads = Math.max(1, n);
        return this;
    }

    /** Turns off simulation (see {@link #simulated}), so every position is searched (for tests). */
    TacticalSearch withoutSimulation() {
        simulation = 0;
        return this;
    }

    /** Turns off the class-0 static evaluation, so races are read out move by move (for tests). */
    TacticalSearch withoutStaticRaces() {
        staticRaces = false;
        return this;
    }

    /**
     * Owl mode for one dragon, named by a stone of it (the kill chain if the prover attacks, the
     * save chain if it defends): it dies when that chain is captured; it lives once the static
     * test of {@link OwlLife} holds (one of the {@link Dragon}'s chains unconditionally alive, or
     * {@link #ESCAPE_LIBERTIES} liberties on the whole dragon leading to open space, see
     * {@link OwlEscape}, or a high enough escape potential on the {@link EscapeMap} of the root
     * position {@link EscapeMap#DEPTH} moves or more from the root); it is dead as it stands when
     * {@link EyeSpace} finds too little eye space, and otherwise counts as dead when play stops,
     * as GNU Go's owl code judges, unless its owner passed into seki play (see
     * {@link #withSekiPass}).
     */
    TacticalSearch owl() {
        owl = true;
        wideRoot = WIDE_ROOT;
        moves.owl();
        owlLife.escapeMap(EscapeMap.of(root, dragonPoint()));
        return this;
    }

    /**
     * This search (an owl's or, since session 64, a race's) made selective past {@code depth}
     * moves below the root, as GNU Go's owl is past its {@code owl_branch_depth}: a node there
     * tries only its first move, those a full reading ranked best (see {@link #hintedBy}) and any
     * move that wins at once, so the reading settles lines a full one cannot, at the price of
     * being no proof (see {@link TacticsSolver#selective}).
     */
    TacticalSearch selective(int depth) {
        branchDepth = depth;
        return this;
    }

    /** This owl search with the root's moves as at every other node (see {@link #WIDE_ROOT}). */
    TacticalSearch narrowRoot() {
        wideRoot = false;
        return this;
    }

    /**
     * A race that also lays siege to enemy chains of up to {@code libs} liberties next to its two
     * chains, and answers the captures of the stones that besiege them (see
     * {@link RelevantPoints#siege}): a chain inside the other's eye is approached from outside.
     */
    TacticalSearch siege(int libs) {
        siegeLibs = libs;
        moves.siege(libs);
        return this;
    }

    /**
     * Owl mode that also lays siege to enemy chains of up to {@code libs} liberties next to the
     * dragon (see {@link RaceMoves#siege}): more moves at every node, for a second reading.
     */
    TacticalSearch owlSiege(int libs) {
        return owl().siege(libs);
    }

    /**
     * Lets {@code colour} retake a ko at once, ignoring the simple-ko ban, as a side with
     * unlimited outside ko threats would; the other side still obeys it and repeating a position
     * of the line stays forbidden for both (which ends the cycles).
     */
    TacticalSearch koWinner(int colour) {
        koWinner = colour;
        return this;
    }

    /**
     * Makes this selective search (see {@link #selective}) start from {@code searches}, what the
     * searches of the full reading of the same question, which found no proof, learnt (see
     * {@link #learnt}): past its branch depth it also tries the moves their tables rank best
     * where they hold the position (their search ranks moves better than the static order does),
     * and it takes what those of its own game proved.
     */
    TacticalSearch hintedBy(List<Learnt> searches) {
        fullReading = HINTS ? searches : List.of();
        hints = null;
        return this;
    }

    /**
     * What a finished search leaves to a later selective one (see {@link #hintedBy}): its table,
     * and the settings that tell whether its proofs hold in another search's game.
     */
    record Learnt(ProofTable table, int prover, int killPoint, int savePoint, boolean mustCapture, int koWinner,
            int siegeLibs, int escapeFrom, boolean wideRoot, Region region, boolean followsProof) {

        /** Whether {@code s} plays the same game: the same rules, so the same proofs. */
        boolean sameGame(TacticalSearch s) {
            return prover == s.prover && killPoint == s.killPoint && savePoint == s.savePoint
                    && mustCapture == s.mustCapture && koWinner == s.koWinner && siegeLibs == s.siegeLibs
                    && escapeFrom == s.escapeFrom && wideRoot == s.wideRoot
                    && Arrays.equals(region.pointsUnsafe(), s.region.pointsUnsafe());
        }
    }

    /** What this search leaves to a later selective one; its table, not its caches. */
    Learnt learnt() {
        return new Learnt(table, prover, killPoint, savePoint, mustCapture, koWinner, siegeLibs, escapeFrom, wideRoot,
                region, guide != null);
    }

    /**
     * Sorts {@link #fullReading}'s tables into {@link #hints} and {@link #proofs} once this
     * search's settings are final (a ko winner is set after {@link #hintedBy}). A search of the
     * same game (prover, target, ko winner, siege, escape and region the same) proved what it
     * proved for this one too, unless it followed another proof (see {@link #followingProof}),
     * which restricts the winner's moves.
     */
    private void sortHints() {
        if (hints != null) {
            return;
        }
        List<ProofTable> same = new ArrayList<>();
        List<ProofTable> other = new ArrayList<>();
        List<ProofTable> proven = new ArrayList<>();
        for (Learnt f : fullReading) {
            boolean sameGame = f.sameGame(this);
            (sameGame ? same : other).add(f.table());
            if (sameGame && !f.followsProof()) {
                proven.add(f.table());
            }
        }
        same.addAll(other);
        hints = same.toArray(new ProofTable[0]);
        proofs = proven.toArray(new ProofTable[0]);
    }

    /**
     * Makes this search (a ko search, see {@link #koWinner}) follow the proof {@code plain} found
     * for the same question: where the proof's winner is to move in a position the proof holds,
     * it may only play the proof's move; the loser keeps all its moves, retakes included, and
     * positions off the proof (after a retake) are searched in full. So the search is a check of
     * that proof under the ko rule, usually at a fraction of the proof's cost (more where the
     * retakes lead far off it); a result that confirms the proof's winner is sound (only the
     * winner was restricted), any other result says nothing, and the full ko search must decide.
     */
    TacticalSearch followingProof(TacticalSearch plain, boolean proverWon) {
        guide = plain.table;
        guideWin = proverWon;
        return this;
    }

    /** Tells the move generator whether the ko winner may still retake against the ban on this line. */
    private void koState() {
        moves.koWinner(retakesLeft() ? koWinner : 0, retakes);
    }

    /** Whether the ko winner may still retake against the ban on this line. */
    private boolean retakesLeft() {
        // In seki play nobody has ko threats: a dragon the attacker can only take through a
        // ko is dead as GNU Go's owl judges it, not saved by the owner's threats.
        return !sekiPlay && (KO_RETAKES == 0 || retakes < KO_RETAKES);
    }

    /**
     * Whether the key chain on {@code d}, of colour {@code dc}, now off the board, was taken by
     * a ko capture its owner may take back at once (it is the ko winner, with retakes left): the
     * capture settles nothing yet (owl.tst 224/225: a lone stone White takes in a ko is a good
     * ko for White, not a kill).
     */
    private boolean mayRetake(GoBoard b, int d, int dc) {
        return koWinner == dc && b.koPoint(dc) == d && retakesLeft();
    }

    /**
     * Whether taking the key chain on {@code target} with a stone on {@code lib} is a ko capture
     * that must be played out rather than counted at once: its owner may take it back, or (the
     * plain owl search) the proof must show the ko for {@link #proofMayInvolveKo} to see it.
     */
    private boolean koCapture(GoBoard b, int target, int lib) {
        int tc = b.get(target);
        boolean retaken = koWinner == tc && retakesLeft();
        if (!(retaken || owl && koWinner == 0) || b.chainSize(target) != 1) {
            return false;
        }
        GoBoard after = scratch(b);
        after.play(lib, Stone.opponent(tc));
        return after.koPoint(tc) == target;
    }

    /** {@code b} copied onto this search's one scratch board, reused from call to call. */
    private GoBoard scratch(GoBoard b) {
        if (scratch == null) {
            scratch = b.copy();
        } else {
            scratch.copyFrom(b);
        }
        return scratch;
    }

    /** Salt for the keys of positions in seki play (see {@link #withSekiPass}). */
    static long sekiSalt(boolean sekiPlay) {
        return sekiPlay ? SEKI_KEY : 0;
    }

    /** Salt for the keys of positions reached after {@code retakes} retakes against the ban. */
    static long retakeSalt(int retakes) {
        return retakes * RETAKE_KEY;
    }

    /**
     * A search in which the escape test judges only nodes at {@code depth} or deeper, so that
     * the attacker's first move is read even where the test calls the dragon escaped: the test
     * is a heuristic, and that move may close the way out it counts (owl1.tst 367). Depth 1 for
     * a root where the attacker moves, 2 for one where the owner does.
     */
    TacticalSearch escapeFrom(int depth) {
        escapeFrom = depth;
        return this;
    }

    /** Whether the owl dragon of the stone on {@code point} lives by the escape test alone. */
    static boolean escapesOnly(GoBoard b, int point) {
        OwlLife life = new OwlLife();
        return b.get(point) != Stone.EMPTY && !LifeCheck.twoEyes(b, point)
                && life.lives(b, point, ESCAPE_LIBERTIES, false) && !life.lives(b, point, NO_ESCAPE, false);
    }

    /** Past {@link #terminal}'s capture tests: the dragon's asked stone is on the board. */
    private Outcome owlTerminal(GoBoard b, int toMove) {
        boolean attacker = killPoint != 0;
        int d = dragonPoint();
        boolean attackerMoves = toMove != b.get(d);
        owlLife.attackerToMove(attackerMoves);
        // pathLength is the node's depth: the escape map waits for the first moves, as GNU Go's does.
        boolean noEscape = pathLength < escapeFrom;
        // Past a selective search's branch depth the reading imitates GNU Go's owl, whose one
        // escape test is the map's, made with the owner to move.
        boolean gnuEscape = SELECTIVE_MAP_ONLY && branchDepth > 0 && pathLength > branchDepth;
        owlLife.openSpace(!gnuEscape);
        boolean mapApplies = !noEscape && pathLength >= EscapeMap.DEPTH && !(gnuEscape && attackerMoves);
        if (LifeCheck.twoEyes(b, d) || owlLife.lives(b, d, noEscape ? NO_ESCAPE : ESCAPE_LIBERTIES, mapApplies)) {
            return attacker ? Outcome.LOSS : Outcome.WIN;
        }
        return null;
    }

    /** The result and the prover's move (PASS = 0 if it passes, -1 if none) of one search. */
    public record Result(Outcome outcome, int move) {
    }

    /**
     * Solves with {@code toMove} to play. When it is the prover's turn the move is its best
     * first move, or PASS when the static tests already give the prover the root; the search
     * never tries a pass at the root (callers test one by solving for the other side).
     */
    public Result solve(GoBoard board, int toMove) {
        sortHints();
        long key = key(board, toMove, false);
        if (threads > 1) {
            try (SearchHelpers h = new SearchHelpers(this, board, toMove, key, threads - 1)) {
                search(board, toMove, key);
                h.close();
                if (!settled(table.numbers(key))) {
                    // The root was settled by this thread or a helper, and the other thread's last
                    // write of the root, from older numbers, hid it.
                    TacticalSearch settler = settled(rootNumbers) ? this : h.settledHelper();
                    if (settler != null) {
                        long n = settler.rootNumbers;
                        table.put(key, ProofTable.pn(n), ProofTable.dn(n), settler.rootMove);
                    }
                }
            }
        } else {
            search(board, toMove, key);
        }
        long numbers = table.numbers(key);
        int p = numbers == ProofTable.ABSENT ? 1 : ProofTable.pn(numbers);
        int d = numbers == ProofTable.ABSENT ? 1 : ProofTable.dn(numbers);
        int move = table.best(key);
        if (p == 0) {
            // A root the static tests already win needs no move: PASS, never -1, which no
            // caller could print.
            return new Result(Outcome.WIN, toMove != prover ? -1 : move < 0 ? Vertex.PASS : move);
        }
        if (d == 0) {
            return new Result(Outcome.LOSS, -1);
        }
        return new Result(Outcome.UNKNOWN, -1);
    }

    /** df-pn from the root {@code board} until it is settled or the budget (or {@link #stop}) ends it. */
    void search(GoBoard board, int toMove, long key) {
        pathLength = 0;
        retakes = 0;
        sekiPlay = false;
        rootNumbers = ProofTable.ABSENT;
        rootMove = -1;
        mid(board, toMove, key, false, true, INF - 1, INF - 1);
    }

    /**
     * A search of the same question, with the same settings, that reads into this search's table
     * within {@code part}: it starts from what this one proved or estimated, so asking it about a
     * position this search has read costs little.
     */
    TacticalSearch sharingTable(Budget part) {
        TacticalSearch s = new TacticalSearch(root, prover, killPoint, savePoint, mustCapture, region, part, table);
        if (owl) {
            s.owl();
        }
        if (siegeLibs > 0) {
            s.siege(siegeLibs);
        }
        s.koWinner = koWinner;
        s.guide = guide;
        s.guideWin = guideWin;
        s.staticRaces = staticRaces;
        s.simulation = simulation;
        s.escapeFrom = escapeFrom;
        s.wideRoot = wideRoot;
        s.branchDepth = branchDepth;
        s.fullReading = fullReading;
        s.hints = hints;
        s.proofs = proofs;
        return s;
    }

    /** {@link #sharingTable}, reading on as many threads as this search. */
    TacticalSearch sharingTableOnThreads(Budget part) {
        return sharingTable(part).threads(threads);
    }

    /**
     * A search like this one, to help it from another thread: same question and settings, its
     * own board copies and caches, this search's table.
     */
    TacticalSearch helperOf(AtomicBoolean stopAll, long[] busyKeys) {
        TacticalSearch h = sharingTable(budget.part(1));
        h.helper = true;
        h.stop = stopAll;
        h.busy = busyKeys;
        return h;
    }

    /**
     * Makes this search the main thread of {@code stopAll}'s threads, marking its line in
     * {@code busyKeys}; {@code null}s make it run alone again.
     */
    void sharedWith(AtomicBoolean stopAll, long[] busyKeys) {
        stop = stopAll;
        busy = busyKeys;
    }

    /** The root's numbers as this search last computed them in {@link #search}, or {@link ProofTable#ABSENT}. */
    long lastRootNumbers() {
        return rootNumbers;
    }

    /** The root's best move as this search last computed it, or -1. */
    int lastRootMove() {
        return rootMove;
    }

    static final int BUSY_SLOTS = 1 << 12;

    private static int busySlot(long key) {
        return (int) (key ^ (key >>> 32)) & (BUSY_SLOTS - 1);
    }

    static boolean settled(long numbers) {
        return numbers != ProofTable.ABSENT && (ProofTable.pn(numbers) == 0 || ProofTable.dn(numbers) == 0);
    }

    private boolean stopped() {
        return stop != null && stop.get();
    }

    static long key(GoBoard b, int toMove, boolean lastPass) {
        return key(b.hash(), toMove, lastPass, b.koPoint(toMove));
    }

    /** {@link #key} of {@code b} after a pass, {@code toMove} to play: a pass only lifts the ko ban. */
    private static long keyAfterPass(GoBoard b, int toMove) {
        return key(b.hash(), toMove, true, 0);
    }

    private static long key(long hash, int toMove, boolean lastPass, int koPoint) {
        long k = hash ^ (toMove == Stone.WHITE ? WHITE_KEY : 0) ^ (lastPass ? PASS_KEY : 0)
                ^ ((long) koPoint * 0x9E3779B97F4A7C15L);
        return k == 0 ? 1 : k;
    }

    private Outcome terminal(GoBoard b, int toMove) {
        if (killPoint != 0 && b.get(killPoint) != killColour) {
            return mayRetake(b, killPoint, killColour) ? null : Outcome.WIN;
        }
        if (savePoint != 0 && b.get(savePoint) != saveColour) {
            return mayRetake(b, savePoint, saveColour) ? null : Outcome.LOSS;
        }
        if (owl) {
            return owlTerminal(b, toMove);
        }
        if (mustCapture && killPoint != 0 && LifeCheck.twoEyes(b, killPoint)) {
            return Outcome.LOSS;
        }
        if (!mustCapture && savePoint != 0 && LifeCheck.twoEyes(b, savePoint)) {
            return Outcome.WIN;
        }
        return null;
    }

    /**
     * Nagai's df-pn: expands the most-proving child until the node's proof or disproof number
     * reaches its threshold. Proof numbers are for the prover, so OR nodes are the prover's.
     */
    private void mid(GoBoard b, int toMove, long key, boolean lastPass, boolean root, int thpn, int thdn) {
        if (budget.spend() || pathLength >= path.length || stopped()) {
            return;
        }
        koState();
        Outcome t = verdict(b, toMove, key, root);
        if (t != null) {
            put(key, root, t == Outcome.WIN ? 0 : INF, t == Outcome.WIN ? INF : 0, -1);
            return;
        }
        boolean or = toMove == prover;
        moves.nearLiberties(root && wideRoot);
        RaceMoves.Child[] children = RaceMoves.withHint(children(b, toMove, key, lastPass), table.best(key));
        moves.nearLiberties(false);
        path[pathLength++] = key;
        int busySlot = busySlot(key);
        if (busy != null) {
            busy[busySlot] = key;
        }
        try {
            int[] cp = new int[children.length];
            int[] cd = new int[children.length];
            while (true) {
                int pn = or ? INF : 0;
                int dn = or ? 0 : INF;
                int best = -1;
                int second = INF;
                int pick = -1;
                int pickValue = INF;
                int pickSecond = INF;
                for (int i = 0; i < children.length; i++) {
                    childNumbers(children[i], toMove, i, cp, cd);
                    int a = or ? cp[i] : cd[i];
                    if (best < 0 || a < (or ? cp[best] : cd[best])) {
                        second = best < 0 ? INF : (or ? cp[best] : cd[best]);
                        best = i;
                    } else if (a < second) {
                        second = a;
                    }
                    if (helper) {
                        // A position another thread is in counts twice as hard: take the next one.
                        // Not at the root, whose proven move is the answer: there the helper
                        // follows the main thread, so the move stays the one a thread alone finds.
                        boolean other = !root && busy[busySlot(children[i].key())] == children[i].key();
                        int v = other ? (int) Math.min(INF, 2L * a + 1) : a;
                        if (pick < 0 || v < pickValue) {
                            pickSecond = pickValue;
                            pick = i;
                            pickValue = v;
                        } else if (v < pickSecond) {
                            pickSecond = v;
                        }
                    }
                    if (or) {
                        pn = Math.min(pn, cp[i]);
                        dn = Math.min(INF, dn + cd[i]);
                    } else {
                        dn = Math.min(dn, cd[i]);
                        pn = Math.min(INF, pn + cp[i]);
                    }
                }
                if (children.length == 0) {
                    // Nothing to play (or only a pass that ends the game): the status quo stands.
                    boolean kept = statusQuo() == Outcome.WIN;
                    pn = kept ? 0 : INF;
                    dn = kept ? INF : 0;
                }
                int move = best >= 0 && (or ? cp[best] == pn : cd[best] == dn) ? children[best].move() : -1;
                put(key, root, pn, dn, move);
                if (pn >= thpn || dn >= thdn || pn == 0 || dn == 0 || budget.exhausted() || stopped()) {
                    return;
                }
                int tp;
                int td;
                if (helper && pick != best) {
                    best = pick;
                    second = pickSecond;
                }
                RaceMoves.Child c = children[best];
                // The 1+epsilon trick: stay longer in the chosen child instead of see-sawing between siblings.
                if (or) {
                    tp = Math.min(thpn, second == INF ? INF - 1 : second + second / 4 + 1);
                    td = Math.min(INF - 1, thdn - dn + cd[best]);
                } else {
                    td = Math.min(thdn, second == INF ? INF - 1 : second + second / 4 + 1);
                    tp = Math.min(INF - 1, thpn - pn + cp[best]);
                }
                if (helper) {
                    // A helper off the most-proving child still needs room to read it.
                    tp = Math.max(tp, Math.min(INF - 1, cp[best] + 1));
                    td = Math.max(td, Math.min(INF - 1, cd[best] + 1));
                }
                if (!or && simulated(b, toMove, children, cp, best)) {
                    continue;
                }
                GoBoard cb = childBoard(b, c.move(), toMove);
                int retake = retake(b, c.move(), toMove);
                boolean entersSeki = startsSeki(c.move(), toMove);
                retakes += retake;
                sekiPlay |= entersSeki;
                mid(cb, Stone.opponent(toMove), c.key(), c.move() == Vertex.PASS, false, tp, td);
                sekiPlay &= !entersSeki;
                retakes -= retake;
            }
        } finally {
            pathLength--;
            if (busy != null && busy[busySlot] == key) {
                busy[busySlot] = 0;
            }
        }
    }

    /**
     * Kawano's simulation, for proofs: before df-pn first enters the child {@code i} of a node
     * where the prover's opponent is to move, tries to prove it the way a sibling was proven. The
     * positions below two siblings differ by the two moves (when nothing they touch is captured),
     * so a position below the sibling has the key of the one here xor a fixed difference; the
     * prover plays the move the table holds for that position and the opponent every move it has
     * (see {@link #follow}). A move that changes nothing (far away, or a pass) is refuted by
     * replaying its sibling's refutation instead of finding it again. The sibling is the pass if
     * that is proven (its refutation ignores the move), else the first one proven. Returns whether
     * the child is now proven; one the replay does not prove is marked as tried, so that the
     * replay is not tried again.
     */
    private boolean simulated(GoBoard b, int toMove, RaceMoves.Child[] children, int[] cp, int i) {
        RaceMoves.Child c = children[i];
        if (simulation <= 0 || c.fixed() != null || table.numbers(c.key()) != ProofTable.ABSENT || onPath(c.key())) {
            return false;
        }
        int sibling = -1;
        for (int j = children.length - 1; j >= 0; j--) {
            RaceMoves.Child s = children[j];
            if (j != i && s.fixed() == null && cp[j] == 0 && table.numbers(s.key()) != ProofTable.ABSENT) {
                sibling = j; // walking back, the last one kept is the first proven, unless a pass comes
                if (s.move() == Vertex.PASS) {
                    break;
                }
            }
        }
        if (sibling >= 0) {
            RaceMoves.Child s = children[sibling];
            long delta = c.key() ^ s.key();
            if ((c.move() == Vertex.PASS) != (s.move() == Vertex.PASS)) {
                delta ^= PASS_KEY; // below the pass neither side has just passed
            }
            simulationLeft = simulation;
            if (followChild(b, toMove, c, delta)) {
                return true;
            }
        }
        if (table.numbers(c.key()) == ProofTable.ABSENT) { // another thread may have entered it meanwhile
            table.put(c.key(), c.pn0(), c.dn0(), -1);
        }
        return false;
    }

    /** Whether the prover wins position {@code key} (not yet settled) following the sibling's proof shifted by {@code delta}. */
    private boolean follow(GoBoard b, int toMove, long key, boolean lastPass, long delta) {
        long known = table.numbers(key);
        if (known != ProofTable.ABSENT && (ProofTable.pn(known) == 0 || ProofTable.dn(known) == 0)) {
            return ProofTable.pn(known) == 0;
        }
        if (--simulationLeft < 0 || budget.spend() || pathLength >= path.length - 1 || stopped()) {
            return false;
        }
        koState();
        Outcome t = verdict(b, toMove, key, false);
        if (t != null) {
            put(key, false, t == Outcome.WIN ? 0 : INF, t == Outcome.WIN ? INF : 0, -1);
            return t == Outcome.WIN;
        }
        RaceMoves.Child[] children = children(b, toMove, key, lastPass);
        path[pathLength++] = key;
        try {
            if (toMove == prover) {
                long guide = table.numbers(key ^ delta);
                int move = guide != ProofTable.ABSENT && ProofTable.pn(guide) == 0 ? table.best(key ^ delta) : -1;
                for (RaceMoves.Child c : children) {
                    if (c.move() == move && followChild(b, toMove, c, delta)) {
                        put(key, false, 0, INF, move);
                        return true;
                    }
                }
                return false;
            }
            if (children.length == 0 && statusQuo() != Outcome.WIN) {
                return false;
            }
            for (RaceMoves.Child c : children) {
                if (!followChild(b, toMove, c, delta)) {
                    return false;
                }
            }
            put(key, false, 0, INF, -1);
            return true;
        } finally {
            pathLength--;
        }
    }

    /** {@link #follow} after {@code toMove} plays the child {@code c} of {@code b}. */
    private boolean followChild(GoBoard b, int toMove, RaceMoves.Child c, long delta) {
        Outcome f = settledByMove(c, toMove);
        if (f != null) {
            return f == Outcome.WIN;
        }
        GoBoard cb = childBoard(b, c.move(), toMove);
        int retake = retake(b, c.move(), toMove);
        boolean entersSeki = startsSeki(c.move(), toMove);
        retakes += retake;
        sekiPlay |= entersSeki;
        try {
            return follow(cb, Stone.opponent(toMove), c.key(), c.move() == Vertex.PASS, delta);
        } finally {
            sekiPlay &= !entersSeki;
            retakes -= retake;
        }
    }

    /**
     * The child's result known without entering it, or null: its fixed outcome, or a loss for
     * its mover if it repeats the line, which is illegal (superko).
     */
    private Outcome settledByMove(RaceMoves.Child c, int toMove) {
        Outcome f = c.fixed();
        if (f == null && onPath(c.key())) {
            f = toMove == prover ? Outcome.LOSS : Outcome.WIN;
        }
        return f;
    }

    /**
     * 1 if {@code toMove}'s {@code move} on {@code b} is a retake against the ko ban, else 0:
     * only the ko winner can play on its ko point.
     */
    private static int retake(GoBoard b, int move, int toMove) {
        return move != Vertex.PASS && move == b.koPoint(toMove) ? 1 : 0;
    }

    /** Stores a node's numbers, and remembers them if it is the root. */
    private void put(long key, boolean root, int pn, int dn, int move) {
        table.put(key, pn, dn, move);
        if (root) {
            rootNumbers = ProofTable.pack(pn, dn);
            rootMove = move;
        }
    }

    /**
     * The node's children with no hint, from {@link #childCache} when the node was expanded
     * before: df-pn enters a node again at every step its parent takes into it, and making the
     * children (each move played on a board) was half the search's time. The key fixes the
     * position, the side to move, a last pass and the ko retakes made, so it fixes the children.
     */
    private RaceMoves.Child[] children(GoBoard b, int toMove, long key, boolean lastPass) {
        int slot = (int) (key ^ (key >>> 32)) & (childKeys.length - 1);
        RaceMoves.Child[] children = childCache[slot];
        if (children == null || childKeys[slot] != key) {
            children = guided(movesAt(b, toMove, lastPass), toMove, key);
            childCache[slot] = children;
            childKeys[slot] = key;
        }
        return branchLimited(children, key, toMove);
    }

    /**
     * {@code children} of a node at the current depth: all of them, or past a selective search's
     * {@link #branchDepth} the first, those {@link #hints} rank best (the first table's in front)
     * and any that wins at once for {@code toMove}.
     */
    private RaceMoves.Child[] branchLimited(RaceMoves.Child[] children, long key, int toMove) {
        if (branchDepth <= 0 || pathLength <= branchDepth || children.length <= 1) {
            return children;
        }
        Outcome wins = toMove == prover ? Outcome.WIN : Outcome.LOSS;
        RaceMoves.Child[] out = new RaceMoves.Child[children.length];
        int n = 0;
        int[] named = hintedMoves(key);
        int first = named.length > 0 ? Math.max(0, indexOf(children, named[0])) : 0;
        out[n++] = children[first];
        for (int i = 0; i < children.length; i++) {
            if (i != first && (i == 0 || children[i].fixed() == wins
                    || RaceMoves.contains(named, named.length, children[i].move()))) {
                out[n++] = children[i];
            }
        }
        return Arrays.copyOf(out, n);
    }

    /**
     * The numbers of a position {@link #proofs} settled, copied into this search's table, or
     * {@link ProofTable#ABSENT}.
     */
    private long proven(long key) {
        for (ProofTable t : proofs) {
            long numbers = t.numbers(key);
            if (numbers != ProofTable.ABSENT && settled(numbers)) {
                table.put(key, ProofTable.pn(numbers), ProofTable.dn(numbers), t.best(key));
                return numbers;
            }
        }
        return ProofTable.ABSENT;
    }

    /** The best moves {@link #hints} name for the node {@code key}, in the tables' order. */
    private int[] hintedMoves(long key) {
        if (hints == null) {
            return new int[0];
        }
        int[] named = new int[hints.length];
        int n = 0;
        for (ProofTable t : hints) {
            int move = t.best(key);
            if (move >= 0) {
                named[n++] = move;
            }
        }
        return Arrays.copyOf(named, n);
    }

    /** The index of the child playing {@code move}, or -1. */
    private static int indexOf(RaceMoves.Child[] children, int move) {
        for (int i = 0; i < children.length; i++) {
            if (children[i].move() == move) {
                return i;
            }
        }
        return -1;
    }

    /** The owl dragon's asked stone: the kill point of an attack, the save point of a defence. */
    private int dragonPoint() {
        return killPoint != 0 ? killPoint : savePoint;
    }

    private int dragonColour() {
        return killPoint != 0 ? killColour : saveColour;
    }

    /** Whether the owl dragon's asked stone is off the board. */
    private boolean dragonTaken(GoBoard b) {
        return b.get(dragonPoint()) != dragonColour();
    }

    /**
     * Whether the dragon looks like one side of a seki: at most {@link #SEKI_LIBS} liberties,
     * none of which the attacker can fill but by a self-atari that captures nothing (or not at
     * all), and at least one shared with an enemy chain, none of which the owner can fill but
     * by such a self-atari either. Both sides would lose by moving there. A dragon whose
     * liberties are only its own eyes is not offered seki play: it is alive or dead by its eyes,
     * and seki play would read it as alive wherever the attacker's kill needs moves beyond the
     * region (ld_owl.tst 322).
     */
    private boolean looksLikeSeki(GoBoard b, int owner) {
        int[] libs = sekiLibs;
        int n = owlLife.dragon().libertyPoints(b, libs);
        if (n > SEKI_LIBS) {
            return false;
        }
        int attacker = Stone.opponent(owner);
        boolean shared = false;
        for (int i = 0; i < n && !shared; i++) {
            shared = b.neighbourCount(libs[i], attacker) > 0;
        }
        if (!shared) {
            return false;
        }
        GoBoard tried = scratch(b);
        for (int i = 0; i < n; i++) {
            int p = libs[i];
            if (!fillLoses(tried, p, attacker, SEKI_STONES)
                    || b.neighbourCount(p, attacker) > 0 && !fillLoses(tried, p, owner, 1)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code c} cannot play on {@code p}, or only as a self-atari that captures nothing
     * and leaves a chain of at least {@code stones} stones to be taken.
     */
    private static boolean fillLoses(GoBoard tried, int p, int c, int stones) {
        if (!tried.isLegal(p, c)) {
            return true;
        }
        int captured = tried.playUndoable(p, c);
        boolean selfAtari = captured == 0 && LibertyRace.libertiesUpTo(tried, p, 2) == 1
                && tried.chainSize(p) >= stones;
        tried.undo();
        return selfAtari;
    }

    /**
     * The owner's moves with a pass of its own that starts seki play: from there on the attacker
     * may no longer pass (its pass would end the game with the dragon standing) and the owner
     * may, so the dragon lives unless the attacker can take it by moving. Without it a dragon
     * that only the attacker could spoil, and whose owner has no useful move either, counted as
     * dead because play stopped (owl.tst 172: after B3 C1 A1, Black's two liberties are White's
     * to fill, each a self-atari; owl1.tst 279). Offered only where the dragon looks like a seki
     * ({@link #looksLikeSeki}); elsewhere play stopping still kills, as in GNU Go's owl.
     */
    private RaceMoves.Child[] withSekiPass(RaceMoves.Child[] children, GoBoard b, int toMove) {
        RaceMoves.Child pass = new RaceMoves.Child(Vertex.PASS,
                keyAfterPass(b, Stone.opponent(toMove)) ^ retakeSalt(retakes) ^ sekiSalt(true), null, 0, 1, 1);
        RaceMoves.Child[] out = Arrays.copyOf(children, children.length + 1);
        out[children.length] = pass;
        return out;
    }

    /** Whether {@code move} by {@code toMove} starts seki play (see {@link #withSekiPass}). */
    private boolean startsSeki(int move, int toMove) {
        return owl && !sekiPlay && move == Vertex.PASS && toMove == dragonColour();
    }

    /**
     * The result where the side to move has nothing to play: the status quo stands, which in
     * seki play means the owl's dragon lives.
     */
    private Outcome statusQuo() {
        if (sekiPlay) {
            return prover == dragonColour() ? Outcome.WIN : Outcome.LOSS;
        }
        return mustCapture ? Outcome.LOSS : Outcome.WIN;
    }

    /** The moves of {@code toMove} at a node, seki play's pass included. */
    private RaceMoves.Child[] movesAt(GoBoard b, int toMove, boolean lastPass) {
        moves.sekiPlay(sekiPlay);
        RaceMoves.Child[] children = moves.children(b, toMove, lastPass, -1);
        if (owl && SEKI_LIBS > 0 && !sekiPlay && toMove == dragonColour()
                && !dragonTaken(b) && looksLikeSeki(b, toMove)) {
            children = withSekiPass(children, b, toMove);
        }
        return children;
    }

    /**
     * Where this search follows a proof (see {@link #followingProof}) and the proof's winner is
     * to move in a position of it: only the proof's move there, else {@code children}.
     */
    private RaceMoves.Child[] guided(RaceMoves.Child[] children, int toMove, long key) {
        if (guide == null || (toMove == prover) != guideWin) {
            return children;
        }
        long numbers = guide.numbers(key);
        if (numbers == ProofTable.ABSENT || (guideWin ? ProofTable.pn(numbers) : ProofTable.dn(numbers)) != 0) {
            return children;
        }
        int move = guide.best(key);
        for (RaceMoves.Child c : children) {
            if (c.move() == move) {
                return new RaceMoves.Child[] {c};
            }
        }
        return children;
    }

    /**
     * What a node is worth without expanding it, or null: the terminal tests, then below the
     * root the static race classes and a capture at once.
     */
    private Outcome verdict(GoBoard b, int toMove, long key, boolean root) {
        Outcome t = terminal(b, toMove);
        if (t == null && owl && dragonTaken(b)) {
            return null; // a ko capture the owner may take back (see mayRetake): nothing to judge
        }
        boolean attackerRoot = root && killPoint != 0;
        if (t == null && owl && !attackerRoot && EyeSpace.ENABLED && eyeSpace.dead(b, owlLife.dragon())) {
            // Not at an attacker's root, so that an attack on a dragon already dead still names
            // a move (as GNU Go's does); owlTerminal has just computed the dragon.
            t = killPoint != 0 ? Outcome.WIN : Outcome.LOSS;
        }
        if (t == null && !root && staticRaces && killPoint != 0 && savePoint != 0 && notStatic[(int) key & NOT_STATIC_MASK] != key) {
            t = staticRace(b, toMove);
            if (t == null) {
                // df-pn revisits nodes many times: remember that this one is no class-0 race.
                notStatic[(int) key & NOT_STATIC_MASK] = key;
            }
        }
        if (t == null && !root) {
            t = captureNow(b, toMove);
        }
        return t;
    }

    /** Whether the position {@code key} is already on the current line (a repetition). */
    private boolean onPath(long key) {
        for (int j = 0; j < pathLength; j++) {
            if (path[j] == key) {
                return true;
            }
        }
        return false;
    }

    /**
     * {@link #after}, on the board kept for the current depth: a child's board is needed only
     * until the search returns from it, so one board per depth serves every line.
     */
    private GoBoard childBoard(GoBoard b, int move, int toMove) {
        GoBoard next = boards[pathLength];
        if (next == null) {
            next = boards[pathLength] = b.copy();
        } else {
            next.copyFrom(b);
        }
        if (move == Vertex.PASS) {
            next.pass();
        } else {
            next.play(move, toMove);
        }
        return next;
    }

    /** The position after {@code toMove} plays {@code move} (PASS included) on {@code b}. */
    private static GoBoard after(GoBoard b, int move, int toMove) {
        GoBoard next = b.copy();
        if (move == Vertex.PASS) {
            next.pass();
        } else {
            next.play(move, toMove);
        }
        return next;
    }

    private void childNumbers(RaceMoves.Child c, int toMove, int i, int[] cp, int[] cd) {
        Outcome f = settledByMove(c, toMove);
        long numbers;
        if (f != null) {
            cp[i] = f == Outcome.WIN ? 0 : INF;
            cd[i] = f == Outcome.WIN ? INF : 0;
        } else if ((numbers = table.numbers(c.key())) != ProofTable.ABSENT
                || (numbers = proven(c.key())) != ProofTable.ABSENT) {
            cp[i] = ProofTable.pn(numbers);
            cd[i] = ProofTable.dn(numbers);
        } else {
            cp[i] = c.pn0();
            cd[i] = c.dn0();
        }
    }

    /** A key chain in atari whose enemy is to move and may take it: decided without expanding. */
    private Outcome captureNow(GoBoard b, int toMove) {
        int target = toMove == prover ? killPoint : savePoint;
        if (target == 0 || b.get(target) != Stone.opponent(toMove)) {
            return null;
        }
        int lib = b.atariLiberty(target);
        if (lib != 0 && moves.legal(b, lib, toMove) && !koCapture(b, target, lib)) {
            return toMove == prover ? Outcome.WIN : Outcome.LOSS;
        }
        return null;
    }

    /**
     * The static race verdict (class 0 or class e) of a position for the prover, or null: what
     * the search would take at any node below the root. It gives no move, so callers use it
     * where none is needed (a position after a pass, or a result the prover cannot reach).
     */
    public Outcome staticOutcome(GoBoard b, int toMove) {
        Outcome t = terminal(b, toMove);
        if (t != null || owl || !staticRaces || killPoint == 0 || savePoint == 0) {
            return t;
        }
        return staticRace(b, toMove);
    }

    /** The class-0 or class-e verdict of the race, translated to the prover's goal, or null if neither applies. */
    private Outcome staticRace(GoBoard b, int toMove) {
        boolean proverMoves = toMove == prover;
        LibertyRace.Verdict v = proverMoves ? LibertyRace.classZero(b, savePoint, killPoint)
                : LibertyRace.classZero(b, killPoint, savePoint);
        if (v == null) {
            v = proverMoves ? EyeRace.classE(b, savePoint, killPoint) : EyeRace.classE(b, killPoint, savePoint);
        }
        if (v == null) {
            return null;
        }
        return switch (v.status()) {
            case WIN -> proverMoves ? Outcome.WIN : Outcome.LOSS;
            case LOSS -> proverMoves ? Outcome.LOSS : Outcome.WIN;
            case SEKI -> mustCapture ? Outcome.LOSS : Outcome.WIN;
        };
    }

    /**
     * After {@link #solve} proved a WIN or a LOSS from this position: whether that proof might
     * depend on the ko rule, so that a side with ko threats could change it. It cannot when no
     * position of the proof (a sub-DAG of the table: one good child where the winner moves, all
     * children where the loser moves) has a ko ban and no step of it relies on a repetition;
     * the proof then holds whoever has threats. True when unsure (an entry overwritten, the
     * walk too long), so callers only skip the ko searches when that is safe.
     */
    public boolean proofMayInvolveKo(GoBoard board, int toMove) {
        long key = key(board, toMove, false);
        long numbers = table.numbers(key);
        if (!settled(numbers)) {
            return true;
        }
        walked = new HashMap<>();
        walkLeft = PROOF_WALK_LIMIT;
        pathLength = 0;
        retakes = 0;
        sekiPlay = false;
        koState();
        try {
            return walk(board, toMove, key, false, true, ProofTable.pn(numbers) == 0);
        } finally {
            walked = null;
        }
    }

    private boolean walk(GoBoard b, int toMove, long key, boolean lastPass, boolean root, boolean win) {
        if (b.koPoint(toMove) != 0 || --walkLeft < 0 || pathLength >= path.length) {
            return true;
        }
        Boolean known = walked.get(key);
        if (known != null) {
            return known;
        }
        Outcome wanted = win ? Outcome.WIN : Outcome.LOSS;
        Outcome t = verdict(b, toMove, key, root);
        if (t != null) {
            return t != wanted;
        }
        boolean winnerMoves = (toMove == prover) == win;
        RaceMoves.Child[] children = branchLimited(movesAt(b, toMove, lastPass), key, toMove);
        if (children.length == 0) {
            // As in mid(): nothing to play, the status quo stands.
            return statusQuo() != wanted;
        }
        boolean ko = winnerMoves;
        path[pathLength++] = key;
        try {
            for (RaceMoves.Child c : children) {
                boolean repeats = onPath(c.key());
                Outcome f = c.fixed();
                long numbers = f != null ? ProofTable.ABSENT : table.numbers(c.key());
                boolean proven = !repeats && (f != null ? f == wanted
                        : numbers != ProofTable.ABSENT && (win ? ProofTable.pn(numbers) == 0 : ProofTable.dn(numbers) == 0));
                if (!proven) {
                    if (winnerMoves) {
                        continue;
                    }
                    // The loser's move is refuted only by a repetition, or its refutation is lost.
                    ko = true;
                    break;
                }
                boolean sub = false;
                if (f == null) {
                    boolean entersSeki = startsSeki(c.move(), toMove);
                    sekiPlay |= entersSeki;
                    sub = walk(after(b, c.move(), toMove), Stone.opponent(toMove), c.key(), c.move() == Vertex.PASS, false, win);
                    sekiPlay &= !entersSeki;
                }
                if (winnerMoves && !sub) {
                    ko = false;
                    break;
                }
                if (!winnerMoves && sub) {
                    ko = true;
                    break;
                }
            }
        } finally {
            pathLength--;
        }
        walked.put(key, ko);
        return ko;
    }

    /** The moves this search generates for {@code toMove} at a root position {@code b}, best first. */
    RaceMoves.Child[] rootMoves(GoBoard b, int toMove) {
        moves.sekiPlay(false);
        return moves.children(b, toMove, false, -1);
    }

    /** Nodes searched so far under this search's budget. */
    public long nodes() {
        return budget.nodes();
    }
}
