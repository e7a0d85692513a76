package org.tablero.server.command;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tablero.engines.game.Side;
import org.tablero.server.match.MatchRecord;

/**
 * The optional trailing status field of the match lines (docs/protocol.md): the clocks of a timed
 * game, a standing draw offer, the Go scoring step with the proposed dead stones, the score they
 * give and who accepted.
 * Empty for a match with nothing pending, so such lines are exactly the v1 lines.
 */
final class MatchStatus {

    private MatchStatus() {
    }

    static Map<String, String> of(MatchRecord m, Instant now) {
        Map<String, String> status = new LinkedHashMap<>();
        if (m.inProgress()) {
            m.timeLeft(Side.WHITE, now).ifPresent(ms -> status.put("whiteClock", Long.toString(Math.max(0, ms))));
            m.timeLeft(Side.BLACK, now).ifPresent(ms -> status.put("blackClock", Long.toString(Math.max(0, ms))));
        }
        m.drawOfferBy().ifPresent(side -> status.put("drawOffer", side.wireName()));
        m.scoring().ifPresent(s -> {
            status.put("phase", "scoring");
            status.put("dead", s.dead());
            status.put("score", s.result());
            if (s.whiteAccepted()) {
                status.put("accepted", "white");
            } else if (s.blackAccepted()) {
                status.put("accepted", "black");
            }
        });
        return status;
    }
}
