package org.tablero.server.ai;

import java.util.Set;
import java.util.TreeSet;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.Side;
import org.tablero.server.db.Jdbc;
import org.tablero.server.match.GameSetup;
import org.tablero.server.match.MatchRecord;
import org.tablero.server.match.MoveRepository;
import org.tablero.server.match.ScoringService;
import org.tablero.server.user.User;
import org.tablero.server.user.UserRepository;

/**
 * How an AI answers the Go scoring step: it accepts a proposal that scores it at least as well as
 * its own estimate of the dead stones, and refuses (resuming play) one that scores it worse.
 */
public final class AiScoring {

    private final Jdbc jdbc;
    private final MoveRepository moves;
    private final UserRepository users;
    private final ScoringService scoring;

    public AiScoring(Jdbc jdbc, MoveRepository moves, UserRepository users, ScoringService scoring) {
        this.jdbc = jdbc;
        this.moves = moves;
        this.users = users;
        this.scoring = scoring;
    }

    public void answer(MatchRecord match) {
        MatchRecord.Scoring proposal = match.scoring().orElseThrow();
        GameState game = jdbc.read(c -> GameSetup.replay(match, moves.movesOf(c, match.id())));
        GameState.Scoring rules = game.scoring().orElseThrow();
        Set<String> ownDead = new TreeSet<>(rules.proposedDead());
        String own = rules.result(ownDead);
        for (Side side : Side.values()) {
            MatchRecord.Player player = match.player(side);
            if (!player.human() && !proposal.accepted(side)) {
                User ai = jdbc.read(c -> users.findById(c, player.id())).orElseThrow();
                boolean acceptable = margin(proposal.result(), side) >= margin(own, side);
                scoring.answer(ai, match.id(), acceptable);
                if (!acceptable) {
                    return;
                }
            }
        }
    }

    /** A Go result as points for {@code side}: {@code B+3.5} is +3.5 for Black and -3.5 for White. */
    static double margin(String result, Side side) {
        if (result.equals("0")) {
            return 0;
        }
        double points = Double.parseDouble(result.substring(2));
        boolean blackWins = result.charAt(0) == 'B';
        return (blackWins == (side == Side.BLACK)) ? points : -points;
    }
}
