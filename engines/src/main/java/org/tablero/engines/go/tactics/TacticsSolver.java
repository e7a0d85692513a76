package org.tablero.engines.go.tactics;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

/**
 * The tactical questions GNU Go answers over GTP, each solved by a {@link TacticalSearch} over
 * a local {@link Region}: semeai between two dragons (a capture game: seki and independent life
 * count as survival), owl attack and defence of one dragon (an eye game: the dragon must reach
 * unconditional life or escape, see {@link OwlLife}) and its status. For semeai a dragon is the
 * chain on the given vertex; for owl it is that chain and the chains linked to it
 * ({@link Dragon}), and the attack succeeds by capturing the chain on the vertex. Every answer
 * is proven within the budget or is {@link Outcome#UNKNOWN}.
 *
 * <p>Answers carry GNU Go's ko codes: 1 when the result holds whoever has ko threats, 2
 * (good ko) when it needs the side to take a ko first, so the opponent must find the first
 * threat, 3 (bad ko) when the side must find the first threat (semeai answers since session 47:
 * the STS-RV files expect none, GNU Go's semeai.tst does).
 */
public final class TacticsSolver {

    /** Empty points around a semeai's two chains that the search may use. */
    public static final int SEMEAI_REGION = 24;

    /**
     * Liberties up to which a semeai besieges the enemy chains next to its two chains (see
     * {@link TacticalSearch#siege}); its region holds their liberties and the points next to
     * them. STS-RV_Misc.tst at the budget: 28/54 against 18 without (27 with four).
     */
    static final int RACE_SIEGE = 3;

    /**
     * Empty points around an owl dragon: a smaller region leaves out space the defence or the
     * escape needs and gives false proofs (owl.tst at the default budget: 122/261 with 18 and
     * 126 wrong answers, 131 with 26 and 109 wrong, 130 with 32 and 105 wrong). Measured again
     * with the selective reading (session 68, 300k nodes on one thread): 199 with 26, 196 with
     * 22, 197 with 24, 196 with 28, 190 with 32, 191 with 40.
     */
    public static final int OWL_REGION = Integer.getInteger("tablero.tactics.owlregion", 26);

    /**
     * Liberties up to which a second owl reading, after the first proved that the side to move
     * fails, also besieges enemy chains next to the dragon (see {@link RaceMoves#siege}); 2 or
     * less turns the second reading off ({@code -Dtablero.owl.siege}).
     */
    static final int SIEGE_LIBS = Integer.getInteger("tablero.owl.siege", 4);

    /**
     * The check of a plain proof under the ko rule (see {@link #koSearch}) gets 1/CHECK_SHARE of
     * what is left of the question's budget ({@code -Dtablero.owl.checkshare}).
     */
    private static final int CHECK_SHARE = Integer.getInteger("tablero.owl.checkshare", 4);

    /** The owl attack's probe past the escape test (see {@link #withProbe}) gets 1/PROBE_SHARE of the budget. */
    private static final int PROBE_SHARE = Integer.getInteger("tablero.owl.probeshare", 16);
    /** The owl defence's pass check gets 1/PASS_SHARE of the question's budget. */
    private static final int PASS_SHARE = Integer.getInteger("tablero.owl.passshare", 10);
    /**
     * A critical status's check of the attack's point as the defence (see {@link #status}) gets
     * 1/VITAL_SHARE of the budget the attack left ({@code -Dtablero.owl.vitalshare}; 0 turns it
     * off). ld_owl.tst at 300k nodes on one thread: 131/190 with 2, 128 with 3, 127 with 5, 125
     * without (docs/go-tactics-log.md, session 64).
     */
    private static final int VITAL_SHARE = Integer.getInteger("tablero.owl.vitalshare", 2);

    private final long maxNodes;
    private final long millis;
    private final int threads;
    /** Whether owl questions get the full reading, or the light one of {@link #light}. */
    private final boolean fullReading;
    /**
     * Depth past which this solver's owl and race searches are selective (see
     * {@link TacticalSearch#selective}); 0: none.
     */
    private final int branchDepth;
    /**
     * Whether an owl question or a semeai the full reading leaves unknown is read again
     * selectively (see {@link #selective}).
     */
    private final boolean selectiveAfter;
    /** Where a full reading records its owl and race searches, for a selective reading after it; or null. */
    private final List<TacticalSearch> fullSearches;
    /**
     * What a full reading's searches learnt, where the selective reading takes moves and proofs
     * from (see {@link TacticalSearch#hintedBy}); or null.
     */
    private final List<TacticalSearch.Learnt> learnt;

    /**
     * The selective reading of {@link #selective}: its searches try a few moves a node past
     * this many moves below the root ({@code -Dtablero.owl.selective}; 0 turns it off, for the
     * semeai's races too). GNU Go's owl does so past 8; here 4 did best (owl.tst at 300k nodes
     * on one thread, the full reading given 80% of the budget: 188/261 with 4, 186 with 3, 185
     * with 5; given half: 185 with 4, 182 with 6, 179 with 10, 181 with 3, 178 with 2;
     * docs/go-tactics-log.md, session 62). With the full reading's moves and proofs (session 63,
     * one move a node): 192 with 4, 193 with 5 (but ld_owl.tst 122 against 123), 190 with 6, 186
     * with 3. For races (session 64, at 300k nodes, STS-RV_1.tst and semeai.tst): 205 and 96
     * with 4, 206 and 94 with 2, 203 and 94 with 8. With escape judged by the map alone past it
     * (session 67, owl.tst, the escape map from two moves): 198 with 4, 193 with 3, 190 with 5;
     * session 68, the map from three moves: 199 with 4, 192 with 3, 190 with 5.
     */
    static final int SELECTIVE_DEPTH = Integer.getInteger("tablero.owl.selective", 4);
    /**
     * The full reading's share of a question's budget, in percent, before the selective reading
     * gets the rest ({@code -Dtablero.owl.fullshare}): 188/261 with 67 to 90, 185 with 50, 182
     * with 33 (owl.tst as above, depth 4): the selective reading needs little of the budget for
     * what it settles, the full reading as much as it can get. With the full reading's moves and
     * proofs (session 63): 192 with 80, 191 with 67, 188 with 90; session 67: 198 with 80, 194
     * with 67, 193 with 90.
     */
    static final int FULL_SHARE = Integer.getInteger("tablero.owl.fullshare", 80);

    /** A solver giving each question at most {@code maxNodes} nodes and {@code millis} ms, on one thread. */
    public TacticsSolver(long maxNodes, long millis) {
        this(maxNodes, millis, 1);
    }

    /**
     * A solver whose owl searches use {@code threads} threads each (see
     * {@link TacticalSearch#threads}): each thread may spend {@code maxNodes} nodes, and all of
     * them stop after {@code millis} ms. Semeai searches take the other threads only once one
     * thread has not settled them within a part of the budget (see {@link #aloneFirst}).
     */
    public TacticsSolver(long maxNodes, long millis, int threads) {
        this(maxNodes, millis, threads, true, 0, false, null, null);
    }

    private TacticsSolver(long maxNodes, long millis, int threads, boolean fullReading, int branchDepth,
            boolean selectiveAfter, List<TacticalSearch> fullSearches, List<TacticalSearch.Learnt> learnt) {
        this.maxNodes = maxNodes;
        this.millis = millis;
        this.threads = Math.max(1, threads);
        this.fullReading = fullReading;
        this.branchDepth = branchDepth;
        this.selectiveAfter = selectiveAfter;
        this.fullSearches = fullSearches;
        this.learnt = learnt;
    }

    /**
     * This solver, giving GNU Go's kind of answer where it finds no proof: an owl question
     * ({@code owl_attack}, {@code owl_defend}, their {@code owl_does_} forms, {@code dragon_status})
     * or, since session 64, a semeai ({@code analyze_semeai}) that the full reading leaves
     * unknown within {@link #FULL_SHARE} percent of its budget is read again with the rest, by
     * searches that try a few moves a node past {@link #SELECTIVE_DEPTH} moves below the root
     * (the first and those the full reading ranked best, see {@link TacticalSearch#hintedBy}), as
     * GNU Go's owl tries one past its {@code owl_branch_depth}. Such an answer is a reading, not
     * a proof; it is still "unknown" when neither reading settles the question. The GTP engine
     * answers so, since GNU Go's regression files hold answers of that kind (owl.tst at the
     * issue's budget: 202/261 against 188 with proofs alone, the same hour; session 62); the
     * server's group analysis, which promises proofs (docs/protocol.md), does not.
     */
    public TacticsSolver selective() {
        return new TacticsSolver(maxNodes, millis, threads, fullReading, 0, fullReading && SELECTIVE_DEPTH > 0, null,
                null);
    }

    /**
     * {@code ask}'s answer from this solver, or where it selects (see {@link #selective}) and
     * the full reading leaves the question unsettled in its share, the selective reading's.
     */
    private <T> T provenOrSelective(Budget budget, BiFunction<TacticsSolver, Budget, T> ask, Predicate<T> settled) {
        if (!selectiveAfter) {
            return ask.apply(this, budget);
        }
        Budget full = budget.share(FULL_SHARE);
        List<TacticalSearch> searches = new ArrayList<>();
        T proven = ask.apply(new TacticsSolver(maxNodes, millis, threads, fullReading, 0, false, searches, null), full);
        budget.charge(full);
        if (settled.test(proven) || budget.exhausted()) {
            return proven;
        }
        // The selective reading starts from what the full one learnt, its best moves and its proofs;
        // the full searches' caches are let go.
        List<TacticalSearch.Learnt> learnt = searches.stream().map(TacticalSearch::learnt).toList();
        searches.clear();
        TacticsSolver reading = new TacticsSolver(maxNodes, millis, threads, fullReading, SELECTIVE_DEPTH, false, null,
                learnt);
        return ask.apply(reading, budget.part(1));
    }

    /** {@link #provenOrSelective} for an owl question. */
    private Answer owlAnswer(BiFunction<TacticsSolver, Budget, Answer> ask) {
        return provenOrSelective(new Budget(maxNodes, millis), ask, a -> a.outcome() != Outcome.UNKNOWN);
    }

    /**
     * This solver with the owl's light reading: no second reading (see {@link #withSecondReading})
     * and the defence read in {@link #owlRegion} like the attack (not {@link #defenceRegion}). For
     * the Go engine's root priors, which ask every dragon at a few thousand nodes within a share
     * of the move's time: there the second reading took 29-44% more time and changed one status
     * in 687 (docs/go-tactics-log.md, session 33), and the engine's strength was measured with
     * this reading.
     */
    public TacticsSolver light() {
        return new TacticsSolver(maxNodes, millis, threads, false, 0, false, null, null);
    }

    /**
     * Result codes as GNU Go prints them: 0 fail, 1 success, 2 success with good ko, 3 success
     * with bad ko (owl only); the outcome is WIN for any success.
     */
    public record Answer(Outcome outcome, int first, int second, int move) {
    }

    /**
     * See {@link #aloneFirst}: a semeai search reads on one thread within 1/ALONE_SHARE of the
     * budget left before it takes the solver's other threads; 1 or less: all threads from the start.
     */
    private static final int ALONE_SHARE = Integer.getInteger("tablero.tactics.aloneshare", 4);

    private static final Answer UNKNOWN = new Answer(Outcome.UNKNOWN, 0, 0, -1);
    /** The semeai answer "1 0 PASS": d1 lives and so does d2 (seki, or both alive), with no move needed. */
    private static final Answer SEKI = new Answer(Outcome.WIN, 1, 0, Vertex.PASS);
    /** The semeai answer "0 0 PASS": d1 dies whatever its owner plays. */
    private static final Answer LOST = new Answer(Outcome.LOSS, 0, 0, Vertex.PASS);

    /**
     * {@code analyze_semeai}: with the owner of {@code d1} to move, whether {@code d1} lives
     * (first code) and whether {@code d2} dies (second code), and the move; PASS when passing
     * keeps the same result. Codes 1 1 = d1 kills d2, 1 0 = seki or both live, 0 0 = d1 dies; 2
     * and 3 where a ko decides. The capture race ({@link #race}) answers, unless the owl judges
     * the dragons otherwise ({@link #judgedByOwl}). A {@link #selective} solver reads a race that
     * the full reading leaves unknown again selectively, as it does owl questions (since session
     * 64; STS-RV_1.tst at 300k nodes on one thread: 205/208 against 201, four of its seven
     * unknowns answered right; semeai.tst 96/146 against 93, three of 19).
     */
    public Answer semeai(GoBoard board, int d1, int d2) {
        return provenOrSelective(new Budget(maxNodes, millis),
                (solver, budget) -> solver.judgedByOwl(solver.race(board, d1, d2, budget), board, d1, d2, budget),
                a -> a.outcome() != Outcome.UNKNOWN);
    }

    /** A new search of {@link #race}'s kill or survival question, as this solver reads (see {@link #asRead}). */
    private TacticalSearch raceSearch(GoBoard board, int prover, int kill, int save, boolean mustCapture,
            Region region, Budget budget) {
        return asRead(new TacticalSearch(board, prover, kill, save, mustCapture, region, budget).siege(RACE_SIEGE));
    }

    /**
     * {@code s} as this solver reads: in a selective reading made selective, starting from what
     * the full reading learnt; in a full reading followed by a selective one, recorded for it.
     */
    private TacticalSearch asRead(TacticalSearch s) {
        if (branchDepth > 0) {
            s.selective(branchDepth);
            if (learnt != null) {
                s.hintedBy(learnt);
            }
        } else if (fullSearches != null) {
            fullSearches.add(s);
        }
        return s;
    }

    /**
     * The capture race's {@code answer} where one chain lies in a small area the other encloses
     * alone ({@link Region#enclosedBy}: a few stones inside a dragon's only eye space), checked
     * with what is left of the budget against the owl: a dragon wins by the other's death, not
     * by capturing it, as GNU Go's semeai judges dragons from games (semeai.tst). Taking the
     * stones inside, or a seki with them, does not save d1 when no defence of d1 works (63, 65:
     * 0 0); losing the race, or a seki, does not stop d1's owner from killing d2 when an owl
     * attack does so outright (64, 66: 1 1 and the attack's move; one that needs a ko is not
     * taken, 113 and 118 being seki); and where the capture would leave the captor dead (a
     * nakade, see {@link #futile}) neither side starts it: seki (77, 78: 1 0 PASS). An owl
     * answer left unknown keeps the race's. On the STS-RV files, where a chain wins by
     * capturing, nothing changes: there no chain is enclosed by its partner alone.
     */
    private Answer judgedByOwl(Answer answer, GoBoard board, int d1, int d2, Budget budget) {
        if (budget.exhausted()) {
            return answer;
        }
        boolean kills = answer.outcome() == Outcome.WIN && answer.first() == 1 && answer.second() == 1;
        boolean seki = answer.outcome() == Outcome.WIN && answer.first() == 1 && answer.second() == 0;
        if ((kills || seki) && Region.enclosedBy(board, d2, d1)) {
            Answer defence = owlDefend(board, d1, budget);
            if (defence.outcome() == Outcome.LOSS) {
                return LOST;
            }
            return kills && defence.outcome() == Outcome.WIN && futile(board, d1, d2, budget) ? SEKI : answer;
        }
        boolean loses = answer.outcome() == Outcome.LOSS;
        if ((loses || seki) && Region.enclosedBy(board, d1, d2)) {
            Answer attack = owlAttack(board, d2, budget);
            if (attack.outcome() == Outcome.WIN && attack.first() == 1) {
                return new Answer(Outcome.WIN, 1, 1, attack.move());
            }
            return loses && attack.outcome() == Outcome.LOSS && futile(board, d2, d1, budget) ? SEKI : answer;
        }
        return answer;
    }

    /**
     * Whether the dragon on {@code captor} dies once it has filled the liberties of the chain on
     * {@code inner} and taken it, its opponent passing meanwhile: the capture leaves a nakade in
     * the captor's only eye space, so neither side should start it (a seki; semeai.tst 77 to 80).
     */
    private boolean futile(GoBoard board, int captor, int inner, Budget budget) {
        int c = board.get(captor);
        int ic = board.get(inner);
        GoBoard b = board.copy();
        for (int moves = 0; b.get(inner) == ic; moves++) {
            int lib = b.firstLiberty(inner);
            if (moves > Region.ENCLOSED_AREA || !b.isLegal(lib, c)) {
                return false;
            }
            b.play(lib, c);
        }
        return b.get(captor) == c && owlAttack(b, captor, budget).outcome() == Outcome.WIN;
    }

    /**
     * The semeai as a capture race between the chains on {@code d1} and {@code d2}, seed 001's
     * question and the STS-RV files' answers, with ko codes: the kill's, then (unless it works
     * outright) the survival's, each from {@link #koCoded}.
     */
    Answer race(GoBoard board, int d1, int d2, Budget budget) {
        int c = board.get(d1);
        int o = Stone.opponent(c);
        Region region = Region.besieging(board, new int[] {d1, d2}, SEMEAI_REGION, RACE_SIEGE);
        // The pass checks are positions of the same two games (kill, survive), so each game
        // keeps one search and its transposition table: what the first question proved or
        // estimated is reused by the second instead of read again from the same budget.
        Reading killing = new Reading(within -> raceSearch(board, c, d2, d1, true, region, within), budget);
        TacticalSearch kill = killing.get();
        // A static verdict settles a question that needs no move: a kill that cannot be had,
        // or what happens after a pass.
        Answer k = kill.staticOutcome(board, c) == Outcome.LOSS ? new Answer(Outcome.LOSS, 0, 0, -1)
                : koCoded(killing, kill, aloneFirst(kill, board, c, budget, threads), board, c);
        if (k.outcome() == Outcome.UNKNOWN) {
            return UNKNOWN;
        }
        if (k.outcome() == Outcome.WIN && k.first() == 1) {
            TacticalSearch.Result passed = kill.staticOutcome(passed(board), o) == Outcome.WIN
                    ? new TacticalSearch.Result(Outcome.WIN, -1) : aloneFirst(kill, passed(board), o, budget, threads);
            if (passed.outcome() == Outcome.WIN) {
                return new Answer(Outcome.WIN, 1, 1, Vertex.PASS);
            }
            return new Answer(Outcome.WIN, 1, 1, preferred(kill, board, d1, d2, k.move()));
        }
        Reading surviving = new Reading(within -> raceSearch(board, c, d2, d1, false, region, within), budget);
        TacticalSearch survive = surviving.get();
        if (k.outcome() == Outcome.LOSS && survive.staticOutcome(passed(board), o) == Outcome.WIN) {
            return SEKI;
        }
        // The best move first: if it saves d1 the pass check only decides between PASS and
        // that move, so running out of budget there still leaves an answer.
        Answer live = koCoded(surviving, survive, aloneFirst(survive, board, c, budget, threads), board, c);
        if (live.outcome() == Outcome.UNKNOWN) {
            return UNKNOWN;
        }
        if (k.outcome() == Outcome.WIN) {
            // Only a ko kills d2: d1 lives at least through the same ko, outright if it can.
            return new Answer(Outcome.WIN, live.outcome() == Outcome.WIN ? live.first() : k.first(), k.first(),
                    k.move());
        }
        TacticalSearch.Result passed = aloneFirst(survive, passed(board), o, budget, threads);
        if (passed.outcome() == Outcome.WIN) {
            return SEKI;
        }
        if (live.outcome() == Outcome.WIN) {
            int move = live.first() == 1 ? preferred(survive, board, d1, d2, live.move()) : live.move();
            return new Answer(Outcome.WIN, live.first(), 0, move);
        }
        return passed.outcome() == Outcome.UNKNOWN ? UNKNOWN : LOST;
    }

    /**
     * {@code search}'s answer for {@code position} with {@code toMove} to play: read on one thread
     * within 1/{@link #ALONE_SHARE} of the budget left, then, if that did not settle it, on
     * {@code threads} threads from where the first reading left the table. Most races are settled
     * in the first part, with the answers and proven moves of one thread, the same from run to
     * run; helpers from the first node made the proven move vary (STS-RV_1 165: D2, H3 or B1, all
     * winning, where the file lists D2). The deep ones still get the helpers: STS-RV_1 108 in 4.0
     * to 4.5 s instead of 5.8 to 7.0 s on one thread. Owl questions do not read this way (see
     * docs/go-tactics-log.md, session 43).
     */
    private static TacticalSearch.Result aloneFirst(TacticalSearch search, GoBoard position, int toMove, Budget budget,
            int threads) {
        if (threads > 1 && ALONE_SHARE > 1) {
            Budget alone = budget.part(ALONE_SHARE);
            TacticalSearch.Result r = search.sharingTable(alone).solve(position, toMove);
            budget.charge(alone);
            if (r.outcome() != Outcome.UNKNOWN || budget.exhausted()) {
                return r;
            }
        }
        return search.threads(threads).solve(position, toMove);
    }

    /**
     * The move to answer for d1's owner once {@code proven} is known to reach the search's goal:
     * the first of {@link MoveChoice}'s proposals after which the static verdict says the goal
     * is reached, else {@code proven}.
     */
    private static int preferred(TacticalSearch search, GoBoard board, int d1, int d2, int proven) {
        int c = board.get(d1);
        for (int m : MoveChoice.preferred(board, d1, d2)) {
            if (m == proven) {
                return proven;
            }
            if (!board.isLegal(m, c)) {
                continue;
            }
            GoBoard next = board.copy();
            next.play(m, c);
            if (search.staticOutcome(next, Stone.opponent(c)) == Outcome.WIN) {
                return m;
            }
        }
        return proven;
    }

    /** {@code owl_attack}: whether the opponent, moving first, can capture the dragon, and how. */
    public Answer owlAttack(GoBoard board, int dragon) {
        return owlAnswer((solver, budget) -> solver.owlAttack(board, dragon, budget));
    }

    private Answer owlAttack(GoBoard board, int dragon, Budget budget) {
        int o = Stone.opponent(board.get(dragon));
        Region region = owlRegion(board, dragon);
        Answer first = koCoded(reading(board, dragon, false, region, budget, 0), board, o);
        return withProbe(withSecondReading(first, board, dragon, false, budget), board, dragon, region, budget);
    }

    /**
     * The answer to an attack: {@code failed}, an attack that fails, unless the escape test
     * alone keeps the dragon alive at the root and a short reading (1/{@link #PROBE_SHARE} of
     * the budget) that judges no escape before the owner's first turn proves a kill. The test is
     * a heuristic, and the attacker's first move may close the way out it counts (owl1.tst 367
     * to 370, where GNU Go 3.8 misses the kill too).
     */
    private Answer withProbe(Answer failed, GoBoard board, int dragon, Region region, Budget budget) {
        if (PROBE_SHARE <= 0 || failed.outcome() != Outcome.LOSS || budget.exhausted()
                || !TacticalSearch.escapesOnly(board, dragon)) {
            return failed;
        }
        int o = Stone.opponent(board.get(dragon));
        Budget part = budget.part(PROBE_SHARE);
        Reading probe = new Reading(within -> search(board, o, dragon, false, region, within, 0)
                .escapeFrom(1).threads(threads), part);
        Answer a = koCoded(probe, board, o);
        budget.charge(part);
        return a.outcome() == Outcome.WIN ? a : failed;
    }

    /** The second reading's region (see {@link #withSecondReading}) for sieges of up to {@code libs} liberties. */
    static Region siegeRegion(GoBoard board, int dragon, int libs) {
        return aroundLooseDragon(board, dragon, libs);
    }

    /**
     * {@code first}, the answer of an owl reading, or where it proves that the side to move fails
     * (or, since session 44, succeeds only through a ko) and budget is left, the answer of a
     * second reading that also besieges the enemy chains of
     * up to {@link #SIEGE_LIBS} liberties next to the dragon (the first plays only against those
     * of two: owl.tst 191, Black's B4 that wins a race against White's three-liberty B5-B6, see
     * {@link RaceMoves#siege}), in a region grown by their liberties and made around the loose
     * dragon ({@link Dragon#Dragon(boolean)}: with the chains that share a liberty with it, whose
     * space the first reading's region may leave out; owl.tst 73, T14 joins Black's T15 and the
     * room around it). Only a success the second reading proves whoever has ko threats (code 1)
     * is taken: with the most moves to choose from, its ko searches found wins GNU Go refutes
     * (owl.tst 190 at the budget: a good-ko defence, A8, of a dragon the file and GNU Go
     * call dead). A ko answer is read again because the root's wider moves (see
     * {@link TacticalSearch#WIDE_ROOT}) can find a ko defence first where the second reading
     * proves one without (owl.tst 73: a good ko at S18, T14 outright).
     */
    private Answer withSecondReading(Answer first, GoBoard board, int dragon, boolean defends, Budget budget) {
        boolean ko = first.outcome() == Outcome.WIN && first.first() >= 2;
        if (!fullReading || first.outcome() != Outcome.LOSS && !ko || SIEGE_LIBS <= 2 || budget.exhausted()) {
            return first;
        }
        Region wide = siegeRegion(board, dragon, SIEGE_LIBS);
        int c = defends ? board.get(dragon) : Stone.opponent(board.get(dragon));
        Answer second = koCoded(reading(board, dragon, defends, wide, budget, SIEGE_LIBS), board, c);
        return second.outcome() == Outcome.WIN && second.first() == 1 ? second : first;
    }

    /**
     * {@code owl_defend}: whether the owner, moving first, can keep the dragon, and how (PASS
     * when it needs no move). Whether passing is enough is asked first with a tenth of the
     * budget, then the defence gets the rest: a dragon in danger must not spend its whole
     * budget proving that passing loses (owl.tst: 9 of the 20 defences left unknown at the
     * issue's budget were solved once the pass check stopped taking it all).
     */
    public Answer owlDefend(GoBoard board, int dragon) {
        return owlAnswer((solver, budget) -> solver.owlDefend(board, dragon, budget));
    }

    private Answer owlDefend(GoBoard board, int dragon, Budget budget) {
        Region region = fullReading ? readingRegion(board, dragon, true) : owlRegion(board, dragon);
        Budget quick = budget.part(PASS_SHARE);
        boolean passes = passDefends(board, dragon, region, quick);
        budget.charge(quick);
        if (passes && !escapeMisleads(board, dragon, region, budget)) {
            return new Answer(Outcome.WIN, 1, 0, Vertex.PASS);
        }
        if (passes) {
            // The escape test would call any move a defence: here it judges from the owner's next turn.
            Reading late = new Reading(within -> search(board, board.get(dragon), dragon, true, region, within, 0)
                    .escapeFrom(2).threads(threads), budget);
            return koCoded(late, board, board.get(dragon));
        }
        Answer first = koCoded(defence(board, dragon, region, budget), board, board.get(dragon));
        return withSecondReading(first, board, dragon, true, budget);
    }

    /** Whether the dragon is safe if its owner passes, even if the attacker wins every ko. */
    private boolean passDefends(GoBoard board, int dragon, Region region, Budget budget) {
        Reading search = defence(board, dragon, region, budget);
        GoBoard passed = passed(board);
        int o = Stone.opponent(board.get(dragon));
        TacticalSearch waits = search.get();
        return waits.solve(passed, o).outcome() == Outcome.WIN && (!waits.proofMayInvolveKo(passed, o)
                || koSearch(search, waits, true, o, passed, o).outcome() == Outcome.WIN);
    }

    /**
     * Whether the owner's move on {@code point} keeps the dragon: no attack works after it, read
     * within 1/{@link #VITAL_SHARE} of the budget left. Not in the light reading: the Go engine's
     * priors, whose strength was measured without it, mark both points of a critical dragon.
     */
    private boolean defendsOn(GoBoard board, int dragon, int point, Budget budget) {
        int owner = board.get(dragon);
        if (!fullReading || VITAL_SHARE <= 0 || point < 0 || point == Vertex.PASS || !board.isLegal(point, owner)
                || budget.exhausted()) {
            return false;
        }
        GoBoard next = board.copy();
        next.play(point, owner);
        Budget part = budget.part(VITAL_SHARE);
        Answer attack = owlAttack(next, dragon, part);
        budget.charge(part);
        return attack.outcome() == Outcome.LOSS;
    }

    /**
     * Whether a dragon that the pass check found safe only because the escape test calls it
     * escaped can be killed all the same: the probe of {@link #withProbe} after the owner's pass.
     */
    private boolean escapeMisleads(GoBoard board, int dragon, Region region, Budget budget) {
        GoBoard passed = passed(board);
        if (PROBE_SHARE <= 0 || budget.exhausted() || !TacticalSearch.escapesOnly(passed, dragon)) {
            return false;
        }
        Budget part = budget.part(PROBE_SHARE);
        Outcome probed = search(passed, board.get(dragon), dragon, true, region, part, 0).escapeFrom(1)
                .threads(threads).solve(passed, Stone.opponent(board.get(dragon))).outcome();
        budget.charge(part);
        return probed == Outcome.LOSS;
    }

    /**
     * The search with {@code koWinner} as the ko winner (see {@link TacticalSearch#koWinner}) of
     * a question {@code plain} has proved ({@code proverWon}: for its prover) with {@code side} to
     * move. It first checks the plain proof under that ko rule (see
     * {@link TacticalSearch#followingProof}) with {@link #CHECK_SHARE a part} of the budget left,
     * which is usually a small fraction of what the proof cost; only when the check does not
     * confirm the proof's winner is the question read again in full. Before, every ko search was
     * a full one, and half the owl proofs pass a ko ban (a throw-in, a capture of one stone): at
     * 300k nodes the ko searches of owl.tst spent about as many nodes as everything before them,
     * and 11 ran out of budget. A check that runs out of its part goes on, from its table, with
     * half of what is left before the full reading gets the rest: after a proof that took most
     * of the budget the part is small, and the full reading, starting from nothing, rarely
     * finishes in what remains where the check would have (STS-RV_1 178 on a cold start).
     */
    private static TacticalSearch.Result koSearch(Reading search, TacticalSearch plain, boolean proverWon,
            int koWinner, GoBoard board, int side) {
        Outcome confirmed = proverWon ? Outcome.WIN : Outcome.LOSS;
        TacticalSearch checking = search.get().koWinner(koWinner).followingProof(plain, proverWon);
        TacticalSearch.Result check = null;
        for (int parts : new int[] {CHECK_SHARE, 2}) {
            Budget share = search.budget().part(parts);
            check = checking.sharingTableOnThreads(share).solve(board, side);
            search.budget().charge(share);
            if (check.outcome() != Outcome.UNKNOWN || search.budget().exhausted()) {
                break;
            }
        }
        if (check.outcome() == confirmed) {
            return check;
        }
        return search.get().koWinner(koWinner).solve(board, side);
    }

    /** New owl searches in which the dragon's owner is the prover (it must keep the dragon). */
    private Reading defence(GoBoard board, int dragon, Region region, Budget budget) {
        return reading(board, dragon, true, region, budget, 0);
    }

    /**
     * New owl searches for the dragon on {@code dragon} in which its owner ({@code defends}) or its
     * attacker is the prover; with {@code siege} above two, searches of the second reading (see
     * {@link TacticalSearch#owlSiege}).
     */
    private Reading reading(GoBoard board, int dragon, boolean defends, Region region, Budget budget, int siege) {
        int c = defends ? board.get(dragon) : Stone.opponent(board.get(dragon));
        return new Reading(within -> search(board, c, dragon, defends, region, within, siege).threads(threads),
                budget);
    }

    /**
     * A new owl search on one thread for the dragon on {@code dragon} in which {@code prover}, its
     * owner if it {@code defends}, else its attacker, must succeed; with {@code siege} above two, a
     * search of the second reading (see {@link TacticalSearch#owlSiege}).
     */
    static TacticalSearch owlSearch(GoBoard board, int prover, int dragon, boolean defends, Region region,
            Budget budget, int siege) {
        TacticalSearch search = new TacticalSearch(board, prover, defends ? 0 : dragon, defends ? dragon : 0, defends,
                region, budget);
        return siege > 2 ? search.owlSiege(siege) : search.owl();
    }

    /**
     * {@link #owlSearch} as this solver reads: the light reading keeps the root's moves as at
     * every other node, as the Go engine's strength was measured with it.
     */
    private TacticalSearch search(GoBoard board, int prover, int dragon, boolean defends, Region region,
            Budget budget, int siege) {
        TacticalSearch s = asRead(owlSearch(board, prover, dragon, defends, region, budget, siege));
        return fullReading ? s : s.narrowRoot();
    }

    /** New searches of one owl question: under the question's budget, or under a part of it. */
    private record Reading(Function<Budget, TacticalSearch> make, Budget budget) {

        TacticalSearch get() {
            return make.apply(budget);
        }

        TacticalSearch within(Budget part) {
            return make.apply(part);
        }
    }

    /**
     * The ko code of an owl question for {@code side}, which moves first: the plain search (no
     * side has ko threats) decides success; when its proof may involve a ko, a second search
     * gives the ko to the opponent (success still: 1, else 2) or, after a failure, to the side
     * (success then: 3, else 0), unless the side's success begins with a retake the ko ban
     * forbids and it also wins after a pass (2, PASS). The move is that of the search that
     * settled the code. All the searches share the question's budget.
     */
    private static Answer koCoded(Reading search, GoBoard board, int side) {
        TacticalSearch plain = search.get();
        return koCoded(search, plain, plain.solve(board, side), board, side);
    }

    /** {@link #koCoded(Reading, GoBoard, int)} once {@code plain}, a search of {@code search}, has read {@code r}. */
    private static Answer koCoded(Reading search, TacticalSearch plain, TacticalSearch.Result r, GoBoard board,
            int side) {
        if (r.outcome() == Outcome.UNKNOWN) {
            return UNKNOWN;
        }
        boolean ko = plain.proofMayInvolveKo(board, side);
        if (r.outcome() == Outcome.WIN) {
            if (!ko) {
                return new Answer(Outcome.WIN, 1, 0, r.move());
            }
            TacticalSearch.Result strict = koSearch(search, plain, true, Stone.opponent(side), board, side);
            return switch (strict.outcome()) {
                case WIN -> new Answer(Outcome.WIN, 1, 0, strict.move());
                case LOSS -> new Answer(Outcome.WIN, 2, 0, r.move());
                default -> UNKNOWN;
            };
        }
        if (!ko) {
            return new Answer(Outcome.LOSS, 0, 0, -1);
        }
        TacticalSearch.Result loose = koSearch(search, plain, false, side, board, side);
        if (loose.outcome() == Outcome.WIN && retakesBannedKo(board, loose.move(), side)
                && plain.solve(passed(board), Stone.opponent(side)).outcome() == Outcome.WIN) {
            // The side may not retake yet, but after a move elsewhere it takes the ko first
            // whatever the opponent does here: the opponent cannot end the ko, so it is a good
            // ko, played by passing (GNU Go's semeai.tst 144).
            return new Answer(Outcome.WIN, 2, 0, Vertex.PASS);
        }
        return switch (loose.outcome()) {
            case WIN -> new Answer(Outcome.WIN, 3, 0, loose.move());
            case LOSS -> new Answer(Outcome.LOSS, 0, 0, -1);
            default -> UNKNOWN;
        };
    }

    /**
     * {@code dragon_status}: alive when no attack works (an attack that needs a ko counts, as in
     * GNU Go), otherwise critical when a defence does and dead when none does. Asks at most
     * three questions within one budget of the solver's: the defence gets what the attack left,
     * so the status takes no longer than one question may (before, ld_owl.tst 30 answered right
     * in 10.5 s, past the regression runner's 10 s). A critical dragon's defence is first looked
     * for on the attack's point, with part of that: the vital point of an eye shape is usually
     * both sides' move, and GNU Go, whose owl ranks moves by their shape, names it for both,
     * where our defence search proves whichever working move it reaches first (ld_owl.tst 11:
     * "critical S6 S6", not "critical S6 T2").
     */
    public GroupStatus status(GoBoard board, int dragon) {
        return provenOrSelective(new Budget(maxNodes, millis), (solver, budget) -> solver.status(board, dragon, budget),
                s -> s.kind() != GroupStatus.Kind.UNKNOWN);
    }

    private GroupStatus status(GoBoard board, int dragon, Budget budget) {
        Answer attack = owlAttack(board, dragon, budget);
        if (attack.outcome() == Outcome.UNKNOWN) {
            return GroupStatus.of(GroupStatus.Kind.UNKNOWN);
        }
        if (attack.outcome() == Outcome.LOSS) {
            return GroupStatus.of(GroupStatus.Kind.ALIVE);
        }
        if (defendsOn(board, dragon, attack.move(), budget)) {
            return new GroupStatus(GroupStatus.Kind.CRITICAL, attack.move(), attack.move());
        }
        Answer defend = owlDefend(board, dragon, budget.part(1));
        return switch (defend.outcome()) {
            case WIN -> new GroupStatus(GroupStatus.Kind.CRITICAL, attack.move(), defend.move());
            case LOSS -> GroupStatus.of(GroupStatus.Kind.DEAD);
            default -> GroupStatus.of(GroupStatus.Kind.UNKNOWN);
        };
    }

    /**
     * {@code owl_does_attack}: whether the attacker's {@code move} kills the dragon, read as
     * {@code owl_defend} on the position after it. The code is the attacker's, as GNU Go prints
     * it: 1 when no defence works, 2 (good ko) when the owner can only save it by a bad ko, 3
     * (bad ko) when by a good one, 0 when a defence works whoever has ko threats.
     */
    public Answer owlDoesAttack(GoBoard board, int move, int dragon) {
        int c = board.get(dragon);
        GoBoard next = board.copy();
        next.play(move, Stone.opponent(c));
        if (next.get(dragon) != c) {
            return new Answer(Outcome.WIN, 1, 0, move);
        }
        return answeredBy(owlDefend(next, dragon), move);
    }

    /**
     * {@code owl_does_defend}: whether the owner's {@code move} saves the dragon, read as
     * {@code owl_attack} on the position after it; the code is the owner's, as in
     * {@link #owlDoesAttack}.
     */
    public Answer owlDoesDefend(GoBoard board, int move, int dragon) {
        GoBoard next = board.copy();
        next.play(move, board.get(dragon));
        return answeredBy(owlAttack(next, dragon), move);
    }

    /**
     * The success of {@code move} given the other side's best {@code reply} after it: it works
     * outright when the reply fails, fails when the reply works outright, and works through the
     * same ko when the reply needs one, with the code turned round (a good ko for one side, which
     * takes first, is a bad ko for the other).
     */
    private static Answer answeredBy(Answer reply, int move) {
        return switch (reply.outcome()) {
            case LOSS -> new Answer(Outcome.WIN, 1, 0, move);
            case WIN -> reply.first() == 1 ? new Answer(Outcome.LOSS, 0, 0, -1)
                    : new Answer(Outcome.WIN, reply.first() == 2 ? 3 : 2, 0, move);
            default -> UNKNOWN;
        };
    }

    /**
     * A stone of each chain of the dragon holding the stone on {@code point}, as the owl questions
     * group chains (see {@link Dragon}): one answer holds for all of them.
     */
    public static int[] dragonChains(GoBoard board, int point) {
        return chains(new Dragon(), board, point);
    }

    /** A stone of each chain of {@code d} computed for the stone on {@code point}. */
    private static int[] chains(Dragon d, GoBoard board, int point) {
        int n = d.compute(board, point);
        int[] chains = new int[n];
        for (int i = 0; i < n; i++) {
            chains[i] = d.chain(i);
        }
        return chains;
    }

    /**
     * The owl search's region: the nearest empty points around all the chains of the dragon
     * (see {@link Dragon}), not only the asked one, so that the search can play where a linked
     * chain makes or loses its eyes.
     */
    static Region owlRegion(GoBoard board, int dragon) {
        return Region.around(board, dragonChains(board, dragon), OWL_REGION, 2);
    }

    /**
     * The owl defence's region: {@link #owlRegion}'s, made around the loose dragon
     * ({@link Dragon#Dragon(boolean)}, with the chains that share a liberty with it), so that the
     * defence reaches the liberties of chains the dragon may join (owl.tst 97: Black's defence
     * Q11 lies outside the region of the dragon alone). Made so for the attacks too, it lost more
     * tests to the budget than it gained (docs/go-tactics-log.md, session 42).
     */
    static Region defenceRegion(GoBoard board, int dragon) {
        return aroundLooseDragon(board, dragon, 2);
    }

    /**
     * The region the full reading's first search of an owl question uses: {@link #defenceRegion}
     * for a defence, {@link #owlRegion} for an attack (the light reading uses {@link #owlRegion}
     * for both).
     */
    static Region readingRegion(GoBoard board, int dragon, boolean defends) {
        return defends ? defenceRegion(board, dragon) : owlRegion(board, dragon);
    }

    private static Region aroundLooseDragon(GoBoard board, int dragon, int weakLibs) {
        return Region.around(board, chains(new Dragon(true), board, dragon), OWL_REGION, weakLibs);
    }

    /** Whether {@code move} is the side's retake of a ko, illegal now only by the ko ban. */
    private static boolean retakesBannedKo(GoBoard board, int move, int side) {
        return move >= 0 && !board.isLegal(move, side) && board.isLegalIgnoringKo(move, side);
    }

    private static GoBoard passed(GoBoard board) {
        GoBoard b = board.copy();
        b.pass();
        return b;
    }
}
