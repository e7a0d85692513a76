package org.tablero.engines.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameRules;
import org.tablero.engines.game.GameState;

class EngineChainTest {

    private final List<String> failures = new ArrayList<>();

    @Test
    void decliningFailingAndIllegalEnginesPassTheTurnOn() throws Exception {
        EngineChain chain = new EngineChain(List.of(
                fixed("book", null),
                throwing("crashy", new EngineException("process died")),
                throwingRuntime("buggy"),
                fixed("liar", "e5"),
                fixed("search", "Nf3")), (engine, why) -> failures.add(engine.name() + " " + why));
        GameState start = GameRules.of(GameKind.CHESS).start(null, Map.of());
        assertEquals(Optional.of("Nf3"), chain.chooseMove(start, SearchLimits.none(), new StopSignal()));
        assertEquals(3, failures.size(), failures::toString);
        assertEquals("crashy failed: process died", failures.get(0));
        assertEquals("buggy crashed: java.lang.IllegalStateException: bug", failures.get(1));
        assertEquals(true, failures.get(2).startsWith("liar returned an illegal move"), failures.get(2));
        assertEquals("book>crashy>buggy>liar>search", chain.name());
    }

    @Test
    void theFirstMoveWinsAndAStoppedChainGivesUp() throws Exception {
        GameState start = GameRules.of(GameKind.CHESS).start(null, Map.of());
        EngineChain chain = new EngineChain(List.of(fixed("a", "e4"), fixed("b", "d4")), (e, why) -> failures.add(why));
        assertEquals(Optional.of("e4"), chain.chooseMove(start, SearchLimits.none(), new StopSignal()));
        StopSignal stop = new StopSignal();
        stop.stop();
        assertEquals(Optional.empty(), chain.chooseMove(start, SearchLimits.none(), stop));
        assertThrows(IllegalArgumentException.class, () -> new EngineChain(List.of(), (e, why) -> { }));
    }

    private static Engine fixed(String name, String move) {
        return new TestEngine(name) {
            @Override
            public Optional<String> chooseMove(GameState game, SearchLimits limits, StopSignal stop) {
                return Optional.ofNullable(move);
            }
        };
    }

    private static Engine throwing(String name, EngineException e) {
        return new TestEngine(name) {
            @Override
            public Optional<String> chooseMove(GameState game, SearchLimits limits, StopSignal stop) throws EngineException {
                throw e;
            }
        };
    }

    private static Engine throwingRuntime(String name) {
        return new TestEngine(name) {
            @Override
            public Optional<String> chooseMove(GameState game, SearchLimits limits, StopSignal stop) {
                throw new IllegalStateException("bug");
            }
        };
    }

    private abstract static class TestEngine implements Engine {
        private final String name;

        TestEngine(String name) {
            this.name = name;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public boolean supports(GameKind game, Map<String, String> options) {
            return game == GameKind.CHESS;
        }
    }
}
