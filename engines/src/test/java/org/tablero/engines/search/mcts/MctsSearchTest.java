package org.tablero.engines.search.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MctsSearchTest {

    private static SearchBudget playouts(long n) {
        return new SearchBudget(Long.MAX_VALUE, n, () -> false, false);
    }

    @ParameterizedTest
    @CsvSource({"10, 2, 0", "11, 3, 0", "9, 1, 0", "10, 2, 2000", "13, 1, 2000", "14, 2, 0"})
    void findsTheWinningNimMove(int pile, int winningTake, double rave) throws InterruptedException {
        MctsSearch search = new MctsSearch(new MctsParams(0.5, rave, 1, 1, 1_000_000));
        SearchResult r = search.search(List.of(new Nim(pile, 1)), playouts(30_000));
        assertEquals(winningTake, r.bestMove(), r.children().toString());
        assertTrue(r.value() > 0.6, "a won position should look won: " + r.value());
    }

    @Test
    void aLostPositionLooksLost() throws InterruptedException {
        MctsSearch search = new MctsSearch(new MctsParams(0.5, 0, 1, 1, 1_000_000));
        SearchResult r = search.search(List.of(new Nim(12, 2)), playouts(30_000));
        assertTrue(r.value() < 0.4, "every move loses against best play: " + r.value());
    }

    @Test
    void twoThreadsShareOneTreeAndAgree() throws InterruptedException {
        MctsSearch search = new MctsSearch(new MctsParams(0.5, 0, 1, 3, 1_000_000));
        SearchResult r = search.search(List.of(new Nim(10, 3), new Nim(10, 4)), playouts(40_000));
        assertEquals(2, r.bestMove());
        int childVisits = r.children().stream().mapToInt(SearchResult.MoveStats::visits).sum();
        // Updates may race and be lost now and then, but nearly all must arrive.
        assertTrue(childVisits > 0.95 * r.simulations(), childVisits + " of " + r.simulations());
        assertEquals(0, leftoverVirtualLoss(search.rootNode()), "virtual losses must all be taken back");
    }

    private static int leftoverVirtualLoss(Node node) {
        int sum = node.virtualLoss();
        Node[] children = node.children();
        if (children != null) {
            for (Node c : children) {
                sum += leftoverVirtualLoss(c);
            }
        }
        return sum;
    }

    @Test
    void stopsAtTheSimulationBudget() throws InterruptedException {
        MctsSearch search = new MctsSearch(MctsParams.defaults());
        SearchResult r = search.search(List.of(new Nim(20, 5)), playouts(777));
        assertEquals(777, r.simulations());
        assertEquals(777, r.rootVisits());
    }

    @Test
    void stopsAtTheDeadlineAndOnRequest() throws InterruptedException {
        MctsSearch search = new MctsSearch(MctsParams.defaults());
        SearchBudget timed = new SearchBudget(TimeUnit.MILLISECONDS.toNanos(100), Long.MAX_VALUE, () -> false, false);
        SearchResult r = search.search(List.of(new Nim(30, 6)), timed);
        assertTrue(r.elapsedNanos() < TimeUnit.MILLISECONDS.toNanos(150), r.elapsedNanos() + " ns");
        AtomicBoolean stop = new AtomicBoolean();
        SearchBudget stoppable = new SearchBudget(Long.MAX_VALUE, Long.MAX_VALUE, stop::get, false);
        Thread stopper = new Thread(() -> {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            stop.set(true);
        });
        stopper.start();
        SearchResult s = new MctsSearch(MctsParams.defaults()).search(List.of(new Nim(30, 7)), stoppable);
        stopper.join();
        assertTrue(s.elapsedNanos() < TimeUnit.SECONDS.toNanos(2), "a stop request ends the search");
    }

    @Test
    void advanceKeepsTheSubtreeOfThePlayedMoves() throws InterruptedException {
        MctsSearch search = new MctsSearch(new MctsParams(0.5, 0, 1, 1, 1_000_000));
        search.search(List.of(new Nim(10, 8)), playouts(20_000));
        Node child = null;
        for (Node c : search.rootNode().children()) {
            if (c.move() == 2) {
                child = c;
            }
        }
        assertNotNull(child);
        int visits = child.visits();
        Node grandChild = child.children()[0];
        assertTrue(search.advance(2, grandChild.move()));
        assertEquals(grandChild, search.rootNode());
        assertFalse(search.advance(3, 3, 3, 3, 3), "moves never expanded clear the tree");
        assertEquals(0, search.rootNode().visits());
        assertTrue(visits > 0);
    }

    @Test
    void theNodeLimitBoundsTheTree() throws InterruptedException {
        MctsSearch search = new MctsSearch(new MctsParams(0.5, 0, 1, 1, 100));
        SearchResult r = search.search(List.of(new Nim(40, 9)), playouts(5_000));
        assertTrue(search.nodeCount() <= 100, "nodes: " + search.nodeCount());
        assertEquals(5_000, r.simulations());
    }
}
