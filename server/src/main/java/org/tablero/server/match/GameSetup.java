package org.tablero.server.match;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameRules;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;
import org.tablero.protocol.Wire;
import org.tablero.server.match.MoveRepository.StoredMove;

/**
 * Turns what a challenge asks for (game, position, options) into a game of the rules, and a
 * stored match back into one. The {@code time} option is the platform's; the rest belong to the game.
 */
public final class GameSetup {

    public static final String TIME_OPTION = "time";
    private static final Pattern TIME = Pattern.compile("(\\d{1,4})\\+(\\d{1,4})");
    private static final int MAX_MINUTES = 600;
    private static final int MAX_INCREMENT_SECONDS = 600;

    /** A game's time control: {@code time=MINUTES+INCREMENT_SECONDS}. */
    public record TimeControl(long baseMs, long incrementMs) {
    }

    private GameSetup() {
    }

    /** The time control the options ask for, if any (already validated by {@link #start}). */
    public static Optional<TimeControl> timeControl(Map<String, String> options) {
        String value = options.get(TIME_OPTION);
        if (value == null) {
            return Optional.empty();
        }
        Matcher m = TIME.matcher(value);
        if (!m.matches()) {
            throw new IllegalArgumentException("bad time control " + value);
        }
        return Optional.of(new TimeControl(Long.parseLong(m.group(1)) * 60_000, Long.parseLong(m.group(2)) * 1000));
    }

    /** Starts the game a challenge describes, or explains why it cannot start. */
    public static GameState start(GameKind game, Optional<String> position, Map<String, String> options)
            throws RulesException {
        Map<String, String> gameOptions = new LinkedHashMap<>(options);
        String time = gameOptions.remove(TIME_OPTION);
        if (time != null) {
            checkTime(time);
        }
        return GameRules.of(game).start(position.orElse(null), gameOptions);
    }

    /**
     * Starts a game of each kind and plays a move in it, so that the rules' one-time set-up (the
     * chess move generator's magic bitboards are searched when first used) is done before the
     * first player waits for it: under load, every command of the first challenge's burst queued
     * behind that class initialisation.
     */
    public static void warmUp() {
        try {
            for (GameKind game : GameKind.values()) {
                GameState start = start(game, Optional.empty(), Map.of());
                start.play(start.playableMoves().get(0)).playableMoves();
            }
        } catch (RulesException e) {
            throw new IllegalStateException("the rules refuse their own start position", e);
        }
    }

    /** Rebuilds a stored match's game by replaying its moves from the start the challenge set up. */
    public static GameState replay(MatchRecord match, List<StoredMove> moves) {
        try {
            GameState state = start(match.game(), match.setupPosition(), Wire.parseOptions(match.options()));
            for (StoredMove move : moves) {
                state = state.play(move.move());
            }
            return state;
        } catch (RulesException | IllegalArgumentException e) {
            throw new IllegalStateException("match " + match.id() + " cannot be replayed: " + e.getMessage(), e);
        }
    }

    private static void checkTime(String value) throws RulesException {
        Matcher m = TIME.matcher(value);
        if (!m.matches()) {
            throw new RulesException(RulesException.Reason.BAD_OPTION, "time must be MINUTES+INCREMENT_SECONDS, e.g. 10+5");
        }
        int minutes = Integer.parseInt(m.group(1));
        int increment = Integer.parseInt(m.group(2));
        if (minutes < 1 || minutes > MAX_MINUTES || increment > MAX_INCREMENT_SECONDS) {
            throw new RulesException(RulesException.Reason.UNSUPPORTED_OPTION,
                    "time must be 1 to " + MAX_MINUTES + " minutes and 0 to " + MAX_INCREMENT_SECONDS + " seconds of increment");
        }
    }
}
