package org.tablero.engines.go.tactics;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Arrays;
import org.tablero.engines.go.BoardPicture;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;
import org.tablero.engines.go.sgf.SgfException;
import org.tablero.engines.go.sgf.SgfGame;
import org.tablero.engines.go.sgf.SgfReader;

/**
 * Why the owl answers what it answers, for whoever works on it: the board with the dragon
 * ({@code #} black, {@code @} white; the dragon of the life tests, while the root moves listed
 * also come from chains sharing one liberty with it, see {@link Dragon#Dragon(boolean)}) and
 * the empty points of its search region ({@code +}), the {@link EscapeMap} of the question's
 * position (the searches after moves played first make their own), the root's result, and the
 * result after each root move the owl generates, each with the nodes it took; with moves played
 * first, the board after them too. A wrong answer is usually a move missing from that list, a
 * region too small or a static verdict after one move ({@code nodes 1}).
 *
 * <p>Usage: {@code OwlExplain [--nodes N] [--siege L] [--ko owner|attacker] FILE.sgf MOVES VERTEX attack|defend [PLAYED...]}:
 * the position after {@code MOVES} moves of the game (0: the whole game), the dragon on
 * {@code VERTEX}, and optional moves played first, alternately from the side that the
 * question puts to move; {@code --siege L} explains the second reading of {@link TacticsSolver}
 * instead, which besieges enemy chains of up to L liberties; {@code --ko} reads as the ko searches
 * behind GNU Go's ko codes do, with that side winning every ko. {@code bench/owl-explain.sh} runs
 * it on a test of a regression file.
 */
public final class OwlExplain {

    private OwlExplain() {
    }

    public static void main(String[] args) throws IOException, SgfException {
        long nodes = 300_000;
        int i = 0;
        int siege = 0;
        String ko = "";
        while (args.length > i + 1 && args[i].startsWith("--")) {
            if (args[i].equals("--nodes")) {
                nodes = Long.parseLong(args[i + 1]);
            } else if (args[i].equals("--siege")) {
                siege = Integer.parseInt(args[i + 1]);
            } else if (args[i].equals("--ko")) {
                ko = args[i + 1];
            } else {
                break;
            }
            i += 2;
        }
        if (args.length - i < 4 || !args[i + 3].equals("attack") && !args[i + 3].equals("defend")
                || !ko.isEmpty() && !ko.equals("owner") && !ko.equals("attacker")) {
            System.err.println("usage: OwlExplain [--nodes N] [--siege L] [--ko owner|attacker] FILE.sgf MOVES VERTEX"
                    + " attack|defend [PLAYED...]");
            System.exit(2);
        }
        int until = Integer.parseInt(args[i + 1]);
        GoBoard board = SgfGame.load(SgfReader.readFile(Path.of(args[i])), until <= 0 ? Integer.MAX_VALUE : until)
                .board();
        int dragon = Vertex.parse(board.size(), args[i + 2]);
        boolean attack = args[i + 3].equals("attack");
        String[] played = Arrays.copyOfRange(args, i + 4, args.length);
        explain(board, dragon, attack, played, nodes, siege, ko, System.out);
    }

    /**
     * Writes the explanation of one owl question to {@code out}; {@code ko} "owner" or "attacker"
     * names the side that wins every ko, "" none.
     */
    static void explain(GoBoard root, int dragon, boolean attack, String[] played, long nodes, int siege,
            String ko, PrintStream out) {
        int owner = root.get(dragon);
        if (owner != Stone.BLACK && owner != Stone.WHITE) {
            out.println("no stone on " + Vertex.format(root.size(), dragon));
            return;
        }
        int koWinner = ko.equals("owner") ? owner : ko.equals("attacker") ? Stone.opponent(owner) : 0;
        Region region = siege > 0 ? TacticsSolver.siegeRegion(root, dragon, siege)
                : TacticsSolver.readingRegion(root, dragon, !attack);
        Dragon d = new Dragon();
        d.compute(root, dragon);
        out.print(BoardPicture.of(root, p -> d.contains(root, p) ? (root.get(p) == Stone.BLACK ? '#' : '@')
                : root.get(p) == Stone.EMPTY && region.contains(p) ? '+' : BoardPicture.stone(root.get(p))));
        EscapeMap escape = EscapeMap.of(root, dragon);
        out.println("escape values (0 enemy, 1 neutral, 2 own area, 4 own moyo or stones), potential "
                + escape.potential(root, d) + ":");
        out.print(BoardPicture.of(root, p -> d.contains(root, p) || root.get(p) == Stone.opponent(owner)
                ? BoardPicture.stone(root.get(p)) : '0' + escape.value(p)));
        GoBoard b = root.copy();
        int mover = attack ? Stone.opponent(owner) : owner;
        for (String m : played) {
            int p = Vertex.parse(b.size(), m);
            if (p != Vertex.PASS && !b.isLegal(p, mover)) {
                out.println("illegal: " + m);
                return;
            }
            if (p == Vertex.PASS) {
                b.pass();
            } else {
                b.play(p, mover);
            }
            mover = Stone.opponent(mover);
        }
        if (b.get(dragon) != owner && !(koWinner == owner && b.koPoint(owner) == dragon)) {
            out.println("the dragon is captured");
            return;
        }
        boolean ownerMoves = mover == owner;
        if (played.length > 0) {
            out.print(BoardPicture.of(b, p -> d.contains(root, p) && b.get(p) == owner
                    ? (owner == Stone.BLACK ? '#' : '@') : BoardPicture.stone(b.get(p))));
        }
        out.println((ownerMoves ? "owner" : "attacker") + " to move after " + String.join(" ", played));
        OwlLife life = new OwlLife();
        life.escapeMap(escape);
        out.println("static life: " + (LifeCheck.twoEyes(b, dragon) ? "two eyes"
                : life.why(b, dragon, TacticalSearch.ESCAPE_LIBERTIES, true)) + "; dragon of "
                + life.dragon().count() + " chains" + chainNames(b, life.dragon()));
        TacticalSearch search = search(b, mover, owner, dragon, region, nodes, siege).koWinner(koWinner);
        TacticalSearch.Result r = search.solve(b, mover);
        String move = r.move() >= 0 ? " " + Vertex.format(b.size(), r.move()) : "";
        out.println("root: " + r.outcome() + move + " nodes " + search.nodes());
        for (RaceMoves.Child c : search.rootMoves(b, mover)) {
            GoBoard next = b.copy();
            if (c.move() == Vertex.PASS) {
                next.pass();
            } else {
                next.play(c.move(), mover);
            }
            TacticalSearch s = search(next, mover, owner, dragon, region, nodes, siege).koWinner(koWinner);
            out.println("  " + Vertex.format(b.size(), c.move()) + " -> "
                    + s.solve(next, Stone.opponent(mover)).outcome() + " nodes " + s.nodes());
        }
    }

    private static String chainNames(GoBoard b, Dragon d) {
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < d.count(); i++) {
            names.append(i == 0 ? " (" : " ").append(Vertex.format(b.size(), d.chain(i)));
        }
        return names.append(d.count() > 0 ? ")" : "").toString();
    }

    /** The owl search in which {@code prover} (owner or attacker) is asked to succeed. */
    private static TacticalSearch search(GoBoard b, int prover, int owner, int dragon, Region region, long nodes,
            int siege) {
        return TacticsSolver.owlSearch(b, prover, dragon, prover == owner, region, new Budget(nodes, 600_000), siege);
    }
}
