package org.tablero.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tablero.server.it.Matches.play;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.tablero.protocol.AnalyzeGroup;
import org.tablero.protocol.AnalyzeSgf;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.Resign;
import org.tablero.server.TableroServer;

/** {@code analyzeGroup} and {@code analyzeSgf} over TCP: the solver's verdicts, and who may ask what. */
@ParameterizedClass
@EnumSource(Backend.class)
class GroupAnalysisProtocolTest {

    /**
     * Black's corner group A2 B2 C2 D2 D1 has the straight three A1 B1 C1 for eyes, walled in by
     * white: whoever plays B1 first decides it (GNU Go 3.8 answers {@code critical B1 B1} too).
     */
    private static final List<String> STRAIGHT_THREE = List.of(
            "A2", "A3", "B2", "B3", "C2", "C3", "D2", "D3", "D1", "E3", "G7", "E2", "G5", "E1");
    private static final String STRAIGHT_THREE_SGF =
            "(;GM[1]FF[4]SZ[9]KM[7.5]\n AB[ah][bh][ch][dh][di][gc][ge]\n AW[ag][bg][cg][dg][eg][eh][ei]\n C[straight three])";

    @Parameter
    Backend backend;

    private TableroServer server() {
        return TestServers.server(backend);
    }

    @Test
    void aFinishedGameIsAnalysedAtAnyPly() throws Exception {
        try (Player white = Player.registered(server(), "anW"); Player black = Player.registered(server(), "anB");
                Player stranger = Player.registered(server(), "anX")) {
            long id = Matches.start(white, black, "go", Optional.empty(), Map.of("size", "9"));
            for (int i = 0; i < STRAIGHT_THREE.size(); i++) {
                play(i % 2 == 0 ? black : white, id, STRAIGHT_THREE.get(i));
            }
            black.error(new AnalyzeGroup(id, "A2", OptionalInt.empty()), ErrorCode.UNSUPPORTED);
            white.ok(new Resign(id));

            assertEquals(List.of(Long.toString(id), "A2", "14", "critical", "B1", "B1"),
                    black.ok(new AnalyzeGroup(id, "A2", OptionalInt.empty())));
            assertEquals(List.of(Long.toString(id), "a2", "14", "critical", "B1", "B1"),
                    white.ok(new AnalyzeGroup(id, "a2", OptionalInt.of(14))));
            assertEquals(List.of(Long.toString(id), "A3", "14", "alive", "-", "-"),
                    white.ok(new AnalyzeGroup(id, "A3", OptionalInt.empty())));

            black.error(new AnalyzeGroup(id, "B1", OptionalInt.empty()), ErrorCode.ILLEGAL_MOVE);
            black.error(new AnalyzeGroup(id, "E1", OptionalInt.of(3)), ErrorCode.ILLEGAL_MOVE);
            black.error(new AnalyzeGroup(id, "K1", OptionalInt.empty()), ErrorCode.ILLEGAL_MOVE);
            black.error(new AnalyzeGroup(id, "A2", OptionalInt.of(15)), ErrorCode.MALFORMED);
            stranger.error(new AnalyzeGroup(id, "A2", OptionalInt.empty()), ErrorCode.NOT_YOUR_MATCH);
            stranger.error(new AnalyzeGroup(id + 1000, "A2", OptionalInt.empty()), ErrorCode.NO_SUCH_MATCH);
        }
    }

    @Test
    void aGameAgainstAnAiMayBeAnalysedWhileItGoesOn() throws Exception {
        try (Player human = Player.registered(server(), "anAi")) {
            long id = Matches.startAgainstAi(human, "Kosumi", "go", Map.of("size", "9"));
            String opening = Matches.awaitPly(human, id, 1).move().orElseThrow();
            List<String> answer = human.ok(new AnalyzeGroup(id, opening, OptionalInt.of(1)));
            assertEquals(List.of(Long.toString(id), opening, "1"), answer.subList(0, 3));
            assertTrue(Set.of("alive", "critical", "dead", "unknown").contains(answer.get(3)), answer.toString());
        }
    }

    @Test
    void anUploadedProblemIsAnalysed() throws Exception {
        try (Player p = Player.registered(server(), "anSgf")) {
            String sgf = AnalyzeSgf.oneField(STRAIGHT_THREE_SGF);
            assertEquals(List.of("A2", "critical", "B1", "B1"), p.ok(new AnalyzeSgf("A2", sgf)));
            assertEquals(List.of("D1", "critical", "B1", "B1"), p.ok(new AnalyzeSgf("D1", sgf)));
            String killed = sgf.replace("AW[ag]", "AW[bi][ag]");
            assertEquals(List.of("A2", "dead", "-", "-"), p.ok(new AnalyzeSgf("A2", killed)));
            String lives = sgf.replace("AB[ah]", "AB[bi][ah]");
            assertEquals(List.of("A2", "alive", "-", "-"), p.ok(new AnalyzeSgf("A2", lives)));

            p.error(new AnalyzeSgf("A2", "(;GM[1]SZ[9]AB[zz"), ErrorCode.MALFORMED);
            p.error(new AnalyzeSgf("A1", sgf), ErrorCode.ILLEGAL_MOVE);
        }
    }

    @Test
    void chessMatchesHaveNoGroups() throws Exception {
        try (Player white = Player.registered(server(), "anCW"); Player black = Player.registered(server(), "anCB")) {
            long id = Matches.start(white, black, "chess", Optional.empty(), Map.of());
            white.ok(new Resign(id));
            white.error(new AnalyzeGroup(id, "E2", OptionalInt.empty()), ErrorCode.UNSUPPORTED);
        }
    }
}
