package org.tablero.client.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tablero.protocol.ChallengeAnswer;
import org.tablero.protocol.ChallengesAnswer;
import org.tablero.protocol.ClientPoolAnswer;

class LobbyModelTest {

    @Test
    void showsThePoolAsTheServerListsIt() {
        LobbyModel lobby = new LobbyModel();
        lobby.applyPool(Responses.named("pool", ClientPoolAnswer.class));
        assertEquals(3, lobby.pool().size());
        assertTrue(lobby.user("BOB").isPresent(), "nicks compare without case");
        assertEquals(false, lobby.user("bob").get().online());
        assertEquals(false, lobby.user("gnugo-10").get().human());
    }

    @Test
    void splitsWaitingChallengesFromAnswersAndUpdatesOurs() {
        LobbyModel lobby = new LobbyModel();
        lobby.addOutgoing(5, "bob", "chess", "random", Map.of());
        List<ChallengeAnswer> answers = lobby.applyChallenges(Responses.named("challenges", ChallengesAnswer.class));
        assertEquals(1, lobby.incoming().size());
        assertEquals("bob", lobby.incoming().get(0).challenger());
        assertEquals(2, answers.size());
        OutgoingChallenge mine = lobby.outgoing().stream().filter(o -> o.id() == 5).findFirst().orElseThrow();
        assertEquals(OutgoingChallenge.State.ACCEPTED, mine.state());
        assertEquals(Optional.of(12L), mine.matchId());
        assertEquals("white", mine.colour(), "random becomes the colour the server chose");
        OutgoingChallenge earlier = lobby.outgoing().stream().filter(o -> o.id() == 6).findFirst().orElseThrow();
        assertEquals(OutgoingChallenge.State.REFUSED, earlier.state());
    }

    @Test
    void anAnsweredChallengeLeavesTheListAtOnce() {
        LobbyModel lobby = new LobbyModel();
        lobby.applyChallenges(Responses.named("challenges", ChallengesAnswer.class));
        lobby.removeIncoming(7);
        assertTrue(lobby.incoming().isEmpty());
    }
}
