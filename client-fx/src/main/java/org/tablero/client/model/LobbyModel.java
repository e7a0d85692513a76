package org.tablero.client.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.tablero.protocol.ChallengeAnswer;
import org.tablero.protocol.ChallengeItem;
import org.tablero.protocol.ChallengedBy;
import org.tablero.protocol.ChallengesAnswer;
import org.tablero.protocol.ClientPoolAnswer;
import org.tablero.protocol.PoolEntry;

/**
 * The lobby as the client knows it: the client pool, the challenges waiting for this user and the
 * challenges this user made. Updated from poll results on the JavaFX thread.
 */
public final class LobbyModel {

    private final ObservableList<PoolEntry> pool = FXCollections.observableArrayList();
    private final ObservableList<ChallengedBy> incoming = FXCollections.observableArrayList();
    private final ObservableList<OutgoingChallenge> outgoing = FXCollections.observableArrayList();

    public ObservableList<PoolEntry> pool() {
        return pool;
    }

    public ObservableList<ChallengedBy> incoming() {
        return incoming;
    }

    public ObservableList<OutgoingChallenge> outgoing() {
        return outgoing;
    }

    public void applyPool(ClientPoolAnswer answer) {
        if (!pool.equals(answer.entries())) {
            pool.setAll(answer.entries());
        }
    }

    /**
     * Applies a challenge list. Waiting challenges replace the list shown; answers to our own
     * challenges (each reported once by the server) update them and are returned so the caller can
     * tell the player and open the new games.
     */
    public List<ChallengeAnswer> applyChallenges(ChallengesAnswer answer) {
        List<ChallengedBy> waiting = new ArrayList<>();
        List<ChallengeAnswer> answers = new ArrayList<>();
        for (ChallengeItem item : answer.items()) {
            if (item instanceof ChallengedBy c) {
                waiting.add(c);
            } else if (item instanceof ChallengeAnswer a) {
                answers.add(a);
                recordAnswer(a);
            }
        }
        if (!incoming.equals(waiting)) {
            incoming.setAll(waiting);
        }
        return answers;
    }

    /** Records a challenge the server just accepted from us. */
    public void addOutgoing(long id, String opponent, String game, String colour, Map<String, String> options) {
        outgoing.add(0, new OutgoingChallenge(id, opponent, game, colour, options, OutgoingChallenge.State.WAITING, Optional.empty()));
    }

    /** Drops a waiting challenge once this user has answered it, so it does not linger until the next poll. */
    public void removeIncoming(long challengeId) {
        incoming.removeIf(c -> c.challengeId() == challengeId);
    }

    public Optional<PoolEntry> user(String nick) {
        return pool.stream().filter(p -> p.nick().equalsIgnoreCase(nick)).findFirst();
    }

    private void recordAnswer(ChallengeAnswer a) {
        for (int i = 0; i < outgoing.size(); i++) {
            OutgoingChallenge o = outgoing.get(i);
            if (o.id() == a.challengeId()) {
                outgoing.set(i, o.answered(a.accepted(), a.yourColour(), a.matchId()));
                return;
            }
        }
        // A challenge made in an earlier session: the answer is all we know of it.
        outgoing.add(0, new OutgoingChallenge(a.challengeId(), a.opponent(), "?", a.yourColour(), Map.of(),
                a.accepted() ? OutgoingChallenge.State.ACCEPTED : OutgoingChallenge.State.REFUSED, a.matchId()));
    }
}
