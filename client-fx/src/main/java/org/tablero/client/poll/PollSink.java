package org.tablero.client.poll;

import org.tablero.protocol.ChallengesAnswer;
import org.tablero.protocol.ClientPoolAnswer;
import org.tablero.protocol.LastMovementAnswer;

/**
 * Receives what one poll brought back. Called on the poller's thread; implementations hand the
 * answers over to the JavaFX thread.
 */
public interface PollSink {

    /** One complete round: the last move of every match, the client pool and the challenges. */
    void polled(LastMovementAnswer matches, ClientPoolAnswer pool, ChallengesAnswer challenges);

    /** A round failed (connection lost, server error); the next one is tried at the next tick. */
    void pollFailed(Throwable cause);
}
