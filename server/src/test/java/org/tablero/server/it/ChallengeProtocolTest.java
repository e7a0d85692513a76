package org.tablero.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.tablero.protocol.Challenge;
import org.tablero.protocol.ChallengeAnswer;
import org.tablero.protocol.ChallengedBy;
import org.tablero.protocol.ChallengedByAnswer;
import org.tablero.protocol.ChallengesAnswer;
import org.tablero.protocol.ColourChoice;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.RefreshChallenges;
import org.tablero.server.TableroServer;

/** challenge, refreshChallenges and challengedByAnswer between two humans. */
@ParameterizedClass
@EnumSource(Backend.class)
class ChallengeProtocolTest {

    static final String START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Parameter
    Backend backend;

    private TableroServer server() {
        return TestServers.server(backend);
    }

    @Test
    void anAcceptedChallengeStartsAMatchAndItsAnswerIsReportedOnce() throws Exception {
        try (Player alice = Player.registered(server(), "chA"); Player bob = Player.registered(server(), "chB")) {
            long id = Long.parseLong(alice.ok(new Challenge("chess", bob.nick(), ColourChoice.WHITE, Optional.empty(), Map.of())).get(0));
            assertEquals(List.of(new ChallengedBy(id, alice.nick(), "black", "chess", Optional.empty(), Map.of())), inbox(bob));
            assertEquals(List.of(), inbox(alice), "nothing to report before the answer");
            long matchId = Long.parseLong(bob.ok(new ChallengedByAnswer(id, true)).get(0));
            assertEquals(List.of(new ChallengeAnswer(id, true, "white", bob.nick(), Optional.empty(), Optional.of(matchId))), inbox(alice));
            assertEquals(List.of(), inbox(alice), "each answer is reported once");
            assertEquals(List.of(), inbox(bob), "an answered challenge no longer waits");
            bob.error(new ChallengedByAnswer(id, true), ErrorCode.NO_SUCH_CHALLENGE);
        }
    }

    @Test
    void aRefusedChallengeReportsNoMatch() throws Exception {
        try (Player alice = Player.registered(server(), "rfA"); Player bob = Player.registered(server(), "rfB")) {
            Map<String, String> options = Map.of("size", "9", "komi", "5.5");
            long id = Long.parseLong(alice.ok(new Challenge("go", bob.nick(), ColourChoice.BLACK, Optional.empty(), options)).get(0));
            ChallengedBy waiting = (ChallengedBy) inbox(bob).get(0);
            assertEquals("white", waiting.yourColour());
            assertEquals(options, waiting.options());
            assertEquals(List.of("-"), bob.ok(new ChallengedByAnswer(id, false)));
            assertEquals(List.of(new ChallengeAnswer(id, false, "black", bob.nick(), Optional.empty(), Optional.empty())), inbox(alice));
        }
    }

    @Test
    void aRandomColourIsDecidedWhenTheChallengeIsMade() throws Exception {
        try (Player alice = Player.registered(server(), "rnA"); Player bob = Player.registered(server(), "rnB")) {
            for (int i = 0; i < 12; i++) {
                alice.ok(new Challenge("chess", bob.nick(), ColourChoice.RANDOM, Optional.empty(), Map.of()));
            }
            Set<String> colours = inbox(bob).stream().map(c -> ((ChallengedBy) c).yourColour()).collect(Collectors.toSet());
            assertTrue(colours.stream().allMatch(c -> c.equals("white") || c.equals("black")));
            assertEquals(2, colours.size(), "twelve random draws give both colours (fails with probability 1/2048)");
        }
    }

    @Test
    void aChallengeFromAPositionCarriesIt() throws Exception {
        String fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
        try (Player alice = Player.registered(server(), "psA"); Player bob = Player.registered(server(), "psB")) {
            long id = Long.parseLong(alice.ok(new Challenge("chess", bob.nick(), ColourChoice.WHITE, Optional.of(fen), Map.of())).get(0));
            assertEquals(Optional.of(fen), ((ChallengedBy) inbox(bob).get(0)).initialPosition());
            bob.ok(new ChallengedByAnswer(id, true));
        }
    }

    @Test
    void badChallengesAreRefusedWithTheirCode() throws Exception {
        try (Player alice = Player.registered(server(), "bdA"); Player bob = Player.registered(server(), "bdB")) {
            alice.error(challenge(bob, "checkers", Optional.empty(), Map.of()), ErrorCode.UNSUPPORTED);
            alice.error(challenge(Player.uniqueNick("ghost"), "chess"), ErrorCode.NO_SUCH_USER);
            alice.error(challenge(alice.nick(), "chess"), ErrorCode.UNSUPPORTED);
            alice.error(challenge(bob, "chess", Optional.of("not a fen"), Map.of()), ErrorCode.MALFORMED);
            alice.error(challenge(bob, "chess", Optional.of("4k3/8/8/8/8/8/8/4K2K w - - 0 1"), Map.of()), ErrorCode.MALFORMED);
            alice.error(challenge(bob, "chess", Optional.empty(), Map.of("size", "9")), ErrorCode.UNSUPPORTED);
            alice.error(challenge(bob, "go", Optional.empty(), Map.of("size", "7")), ErrorCode.UNSUPPORTED);
            alice.error(challenge(bob, "go", Optional.empty(), Map.of("komi", "lots")), ErrorCode.MALFORMED);
            alice.error(challenge(bob, "go", Optional.empty(), Map.of("handicap", "10")), ErrorCode.UNSUPPORTED);
            alice.error(challenge(bob, "go", Optional.empty(), Map.of("rules", "ing")), ErrorCode.UNSUPPORTED);
            alice.error(challenge(bob, "go", Optional.empty(), Map.of("time", "ten")), ErrorCode.MALFORMED);
            alice.error(challenge(bob, "go", Optional.empty(), Map.of("time", "0+5")), ErrorCode.UNSUPPORTED);
            alice.ok(challenge(bob, "go", Optional.empty(), Map.of("size", "13", "handicap", "2", "rules", "japanese", "time", "10+5")));
            SessionProtocolTest.assertError(alice.sendLine("challenge\tchess\t" + bob.nick() + "\tpurple\t-\t-"), "challenge", ErrorCode.MALFORMED);
            SessionProtocolTest.assertError(alice.sendLine("challenge\tchess\t" + bob.nick() + "\twhite\t-\tsize"), "challenge", ErrorCode.MALFORMED);
            SessionProtocolTest.assertError(alice.sendLine("challenge\tchess\t" + bob.nick()), "challenge", ErrorCode.MALFORMED);
        }
    }

    @Test
    void onlyTheChallengedUserCanAnswer() throws Exception {
        try (Player alice = Player.registered(server(), "owA"); Player bob = Player.registered(server(), "owB");
                Player eve = Player.registered(server(), "owE")) {
            long id = Long.parseLong(alice.ok(challenge(bob, "chess", Optional.empty(), Map.of())).get(0));
            eve.error(new ChallengedByAnswer(id, true), ErrorCode.NO_SUCH_CHALLENGE);
            alice.error(new ChallengedByAnswer(id, true), ErrorCode.NO_SUCH_CHALLENGE);
            alice.error(new ChallengedByAnswer(Long.MAX_VALUE, true), ErrorCode.NO_SUCH_CHALLENGE);
            bob.ok(new ChallengedByAnswer(id, false));
        }
    }

    static Challenge challenge(Player opponent, String game, Optional<String> position, Map<String, String> options) {
        return new Challenge(game, opponent.nick(), ColourChoice.WHITE, position, options);
    }

    private static Challenge challenge(String opponent, String game) {
        return new Challenge(game, opponent, ColourChoice.WHITE, Optional.empty(), Map.of());
    }

    static List<org.tablero.protocol.ChallengeItem> inbox(Player p) throws Exception {
        return assertInstanceOf(ChallengesAnswer.class, p.send(new RefreshChallenges())).items();
    }
}
