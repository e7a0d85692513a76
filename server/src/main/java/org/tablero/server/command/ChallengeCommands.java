package org.tablero.server.command;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tablero.protocol.Challenge;
import org.tablero.protocol.ChallengeAnswer;
import org.tablero.protocol.ChallengeItem;
import org.tablero.protocol.ChallengedBy;
import org.tablero.protocol.ChallengedByAnswer;
import org.tablero.protocol.ChallengesAnswer;
import org.tablero.protocol.Ok;
import org.tablero.protocol.RefreshChallenges;
import org.tablero.protocol.Response;
import org.tablero.protocol.Wire;
import org.tablero.server.challenge.ChallengeRecord;
import org.tablero.server.challenge.ChallengeService;

/** challenge, refreshChallenges and challengedByAnswer. */
public final class ChallengeCommands {

    private final ChallengeService challenges;

    public ChallengeCommands(ChallengeService challenges) {
        this.challenges = challenges;
    }

    public void register(CommandDispatcher dispatcher) {
        dispatcher.on(Challenge.class, this::challenge)
                .on(RefreshChallenges.class, this::refresh)
                .on(ChallengedByAnswer.class, this::answer)
                .atOnce(RefreshChallenges.class, (s, r) -> challenges.inboxAtOnce(CommandDispatcher.userOf(s)).map(ChallengeCommands::inboxAnswer));
    }

    private Response challenge(Session session, Challenge r) {
        long id = challenges.challenge(CommandDispatcher.userOf(session), r.game(), r.opponent(), r.colour(),
                r.initialPosition(), r.options());
        return new Ok(r.command(), List.of(Long.toString(id)));
    }

    private Response answer(Session session, ChallengedByAnswer r) {
        Optional<Long> matchId = challenges.answer(CommandDispatcher.userOf(session), r.challengeId(), r.accepted());
        return new Ok(r.command(), List.of(matchId.map(String::valueOf).orElse(Wire.DASH)));
    }

    private Response refresh(Session session, RefreshChallenges r) {
        return inboxAnswer(challenges.inbox(CommandDispatcher.userOf(session)));
    }

    private static Response inboxAnswer(ChallengeService.Inbox inbox) {
        List<ChallengeItem> items = new ArrayList<>();
        for (ChallengeRecord c : inbox.waitingForMe()) {
            items.add(new ChallengedBy(c.id(), c.challengerNick(), c.challengerColour().opponent().wireName(),
                    c.game().wireName(), c.initialPosition(), Wire.parseOptions(c.options())));
        }
        for (ChallengeRecord c : inbox.answersToMine()) {
            items.add(new ChallengeAnswer(c.id(), c.status() == ChallengeRecord.Status.ACCEPTED,
                    c.challengerColour().wireName(), c.challengedNick(), c.initialPosition(), c.matchId()));
        }
        return new ChallengesAnswer(items);
    }
}
