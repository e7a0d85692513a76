package org.tablero.server.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameRules;
import org.tablero.engines.game.GameState;
import org.tablero.protocol.AnswerDraw;
import org.tablero.protocol.Challenge;
import org.tablero.protocol.ChallengeAnswer;
import org.tablero.protocol.ChallengeItem;
import org.tablero.protocol.ChallengedBy;
import org.tablero.protocol.ChallengedByAnswer;
import org.tablero.protocol.ChallengesAnswer;
import org.tablero.protocol.ColourChoice;
import org.tablero.protocol.LastMovementAnswer;
import org.tablero.protocol.LastMovementLine;
import org.tablero.protocol.MatchLine;
import org.tablero.protocol.MatchesAnswer;
import org.tablero.protocol.OfferDraw;
import org.tablero.protocol.RefreshChallenges;
import org.tablero.protocol.RefreshMatches;
import org.tablero.protocol.RefreshMatchesLastMovement;
import org.tablero.protocol.Resign;
import org.tablero.protocol.SendMovement;
import org.tablero.server.TableroServer;
import org.tablero.server.ai.EngineSpec;
import org.tablero.server.config.DatabaseConfig;
import org.tablero.server.it.Backend;
import org.tablero.server.it.Player;
import org.tablero.server.it.TestDatabases;
import org.tablero.server.it.TestServers;

/**
 * The polls are answered from memory (MatchQueryService, ChallengeService): every poll made after
 * an acknowledged command shows it, whoever made it, on the node that made it at once and on
 * another node within seconds; never the state from before. Each player polls before every change
 * too, so that what it then reads would be the cached answer if the change had not dropped it.
 */
@ParameterizedClass
@EnumSource(Backend.class)
class PollCacheTest {

    @Parameter
    Backend backend;

    private TableroServer server() {
        return TestServers.server(backend);
    }

    @Test
    void everyMoveIsSeenByBothPlayersOnTheirNextPoll() throws Exception {
        try (Player white = Player.registered(server(), "pcW"); Player black = Player.registered(server(), "pcB")) {
            long id = start(white, black);
            GameState game = GameRules.of(GameKind.CHESS).start(null, Map.of());
            for (String move : List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6")) {
                warm(white, black);
                Player mover = game.ply() % 2 == 0 ? white : black;
                mover.ok(new SendMovement(id, move, Optional.empty()));
                game = game.play(move);
                for (Player p : List.of(mover, mover == white ? black : white)) {
                    LastMovementLine line = last(p, id);
                    assertEquals(game.ply(), line.ply(), p.nick() + " after " + move);
                    assertEquals(game.position(), line.positionAfter());
                    assertEquals(Optional.of(move), line.move());
                }
            }
            MatchLine full = assertInstanceOf(MatchesAnswer.class, black.send(new RefreshMatches())).matches().stream()
                    .filter(m -> m.matchId() == id).findFirst().orElseThrow();
            assertEquals(6, full.moves().size());
        }
    }

    @Test
    void drawOffersAnswersAndResignationsAreSeenAtOnce() throws Exception {
        try (Player white = Player.registered(server(), "pdW"); Player black = Player.registered(server(), "pdB")) {
            long id = start(white, black);
            warm(white, black);
            white.ok(new OfferDraw(id));
            for (Player p : List.of(white, black)) {
                assertEquals(Map.of("drawOffer", "white"), last(p, id).status(), p.nick());
            }
            black.ok(new AnswerDraw(id, false));
            for (Player p : List.of(white, black)) {
                assertEquals(Map.of(), last(p, id).status(), p.nick());
            }
            black.ok(new OfferDraw(id));
            warm(white, black);
            white.ok(new AnswerDraw(id, true));
            for (Player p : List.of(white, black)) {
                assertEquals("1/2-1/2", last(p, id).result(), p.nick());
            }

            long second = start(white, black);
            warm(white, black);
            black.ok(new Resign(second));
            for (Player p : List.of(white, black)) {
                assertEquals("1-0", last(p, second).result(), p.nick());
            }
        }
    }

    @Test
    void challengesAndTheirAnswersAreSeenAtOnceAndAnswersReportedOnce() throws Exception {
        try (Player alice = Player.registered(server(), "pcA"); Player bob = Player.registered(server(), "pcO")) {
            warm(alice, bob);
            long refused = Long.parseLong(alice.ok(new Challenge("chess", bob.nick(), ColourChoice.WHITE, Optional.empty(),
                    Map.of())).get(0));
            assertEquals(List.of(refused), waiting(bob));
            bob.ok(new ChallengedByAnswer(refused, false));
            assertEquals(List.of(), waiting(bob));
            List<ChallengeItem> answers = inbox(alice);
            assertEquals(1, answers.size());
            assertEquals(false, assertInstanceOf(ChallengeAnswer.class, answers.get(0)).accepted());
            assertEquals(List.of(), inbox(alice), "an answer is reported once");

            long accepted = Long.parseLong(alice.ok(new Challenge("chess", bob.nick(), ColourChoice.BLACK, Optional.empty(),
                    Map.of())).get(0));
            assertEquals(List.of(accepted), waiting(bob));
            long matchId = Long.parseLong(bob.ok(new ChallengedByAnswer(accepted, true)).get(0));
            ChallengeAnswer answer = assertInstanceOf(ChallengeAnswer.class, inbox(alice).get(0));
            assertEquals(Optional.of(matchId), answer.matchId());
            assertEquals(List.of(), inbox(alice));
            for (Player p : List.of(alice, bob)) {
                assertEquals("*", last(p, matchId).result(), p.nick() + " sees the new match");
            }
        }
    }

    @Test
    void anAiMoveIsSeenWithoutWaitingForTheCacheToAge() throws Exception {
        String ai = Player.uniqueNick("pcAi");
        server().platform().aiAdmin().create(ai, "test AI",
                List.of(new EngineSpec("random", Optional.empty(), Map.of("movetime", "50"))), Map.of());
        try (Player human = Player.registered(server(), "pcH")) {
            warm(human);
            human.ok(new Challenge("chess", ai, ColourChoice.WHITE, Optional.empty(), Map.of()));
            ChallengeAnswer answer = assertInstanceOf(ChallengeAnswer.class, inbox(human).get(0));
            long id = answer.matchId().orElseThrow();
            GameState game = GameRules.of(GameKind.CHESS).start(null, Map.of());
            for (int round = 0; round < 3; round++) {
                String move = game.playableMoves().get(0);
                human.ok(new SendMovement(id, move, Optional.empty()));
                game = game.play(move);
                assertTrue(last(human, id).ply() >= game.ply(), "the human's own move shows at once");
                // Cached lists live a minute or more without a change signalled: seeing the AI's move within 10 s needs its event.
                int aiPly = game.ply() + 1;
                LastMovementLine afterAi = await(human, id, l -> l.ply() == aiPly || !l.result().equals("*"),
                        Duration.ofSeconds(10));
                if (!afterAi.result().equals("*")) {
                    return;
                }
                game = game.play(afterAi.move().orElseThrow());
            }
        }
    }

    @Test
    void changesMadeThroughAnotherServerShowWithinSeconds() throws Exception {
        DatabaseConfig shared = backend == Backend.MYSQL ? TestDatabases.freshMysql() : TestDatabases.embedded();
        try (TableroServer one = TestServers.start(shared, true); TableroServer two = TestServers.start(shared, true);
                Player alice = Player.registered(one, "pnA"); Player bob = Player.registered(two, "pnB")) {
            warm(alice, bob);
            Duration within = Duration.ofSeconds(6);
            long challenge = Long.parseLong(alice.ok(new Challenge("chess", bob.nick(), ColourChoice.WHITE, Optional.empty(),
                    Map.of())).get(0));
            awaitInbox(bob, items -> items.stream().anyMatch(i -> i instanceof ChallengedBy c && c.challengeId() == challenge),
                    within);
            long id = Long.parseLong(bob.ok(new ChallengedByAnswer(challenge, true)).get(0));
            awaitInbox(alice, items -> items.stream().anyMatch(i -> i instanceof ChallengeAnswer a && a.challengeId() == challenge),
                    within);
            await(alice, id, l -> l.ply() == 0, within);

            alice.ok(new SendMovement(id, "e4", Optional.empty()));
            assertEquals(1, last(alice, id).ply());
            await(bob, id, l -> l.ply() == 1, within);
            bob.ok(new SendMovement(id, "e5", Optional.empty()));
            await(alice, id, l -> l.ply() == 2, within);
            alice.ok(new OfferDraw(id));
            await(bob, id, l -> l.status().equals(Map.of("drawOffer", "white")), within);
            bob.ok(new Resign(id));
            await(alice, id, l -> l.result().equals("1-0"), within);
        }
    }

    private static long start(Player white, Player black) throws Exception {
        long challenge = Long.parseLong(white.ok(new Challenge("chess", black.nick(), ColourChoice.WHITE, Optional.empty(),
                Map.of())).get(0));
        return Long.parseLong(black.ok(new ChallengedByAnswer(challenge, true)).get(0));
    }

    /** Polls twice, as clients do, so that the next poll would be answered from memory if nothing changed. */
    private static void warm(Player... players) throws Exception {
        for (Player p : players) {
            for (int i = 0; i < 2; i++) {
                assertInstanceOf(LastMovementAnswer.class, p.send(new RefreshMatchesLastMovement()));
                assertInstanceOf(ChallengesAnswer.class, p.send(new RefreshChallenges()));
            }
        }
    }

    private static LastMovementLine last(Player p, long matchId) throws Exception {
        return assertInstanceOf(LastMovementAnswer.class, p.send(new RefreshMatchesLastMovement())).matches().stream()
                .filter(m -> m.matchId() == matchId).findFirst()
                .orElseThrow(() -> new AssertionError(p.nick() + " does not see match " + matchId));
    }

    private static List<ChallengeItem> inbox(Player p) throws Exception {
        return assertInstanceOf(ChallengesAnswer.class, p.send(new RefreshChallenges())).items();
    }

    private static List<Long> waiting(Player p) throws Exception {
        return inbox(p).stream().filter(ChallengedBy.class::isInstance).map(i -> ((ChallengedBy) i).challengeId()).toList();
    }

    private static LastMovementLine await(Player p, long matchId, Predicate<LastMovementLine> until, Duration within)
            throws Exception {
        long deadline = System.nanoTime() + within.toNanos();
        while (true) {
            Optional<LastMovementLine> line = assertInstanceOf(LastMovementAnswer.class, p.send(new RefreshMatchesLastMovement()))
                    .matches().stream().filter(m -> m.matchId() == matchId).findFirst();
            if (line.isPresent() && until.test(line.get())) {
                return line.get();
            }
            assertTrue(System.nanoTime() < deadline, p.nick() + " still sees " + line + " after " + within);
            Thread.sleep(50);
        }
    }

    private static void awaitInbox(Player p, Predicate<List<ChallengeItem>> until, Duration within) throws Exception {
        long deadline = System.nanoTime() + within.toNanos();
        while (!until.test(inbox(p))) {
            assertTrue(System.nanoTime() < deadline, p.nick() + "'s inbox did not change within " + within);
            Thread.sleep(50);
        }
    }
}
