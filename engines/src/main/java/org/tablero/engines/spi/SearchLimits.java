package org.tablero.engines.spi;

import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The budget of one move: a fixed time, the clocks of a timed game, a node or playout count, a
 * depth. Any combination may be given; the engine stops at the first limit reached. With none, the
 * engine picks a sensible default of its own and says so in its documentation.
 *
 * @param moveTime fixed time for this move
 * @param remaining time left on the mover's clock
 * @param increment added to the mover's clock after each move
 * @param movesToGo moves until the next time control, when known
 * @param nodes nodes (chess) or playouts (Go) to search
 * @param depth plies to search (chess)
 */
public record SearchLimits(Optional<Duration> moveTime, Optional<Duration> remaining, Optional<Duration> increment,
        OptionalInt movesToGo, OptionalLong nodes, OptionalInt depth) {

    public static SearchLimits none() {
        return new SearchLimits(Optional.empty(), Optional.empty(), Optional.empty(), OptionalInt.empty(),
                OptionalLong.empty(), OptionalInt.empty());
    }

    public static SearchLimits moveTime(Duration time) {
        return none().withMoveTime(time);
    }

    public SearchLimits withMoveTime(Duration time) {
        return new SearchLimits(Optional.of(time), remaining, increment, movesToGo, nodes, depth);
    }

    public SearchLimits withNodes(long count) {
        return new SearchLimits(moveTime, remaining, increment, movesToGo, OptionalLong.of(count), depth);
    }

    public SearchLimits withDepth(int plies) {
        return new SearchLimits(moveTime, remaining, increment, movesToGo, nodes, OptionalInt.of(plies));
    }

    public SearchLimits withClock(Duration left, Duration inc) {
        return new SearchLimits(moveTime, Optional.of(left), Optional.of(inc), movesToGo, nodes, depth);
    }
}
