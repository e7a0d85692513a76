package org.tablero.engines.go;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.Map;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameRules;
import org.tablero.engines.game.RulesException;
import org.tablero.engines.game.RulesException.Reason;

/**
 * Go as the platform plays it: boards 9, 13 and 19, Chinese or Japanese rules, komi, fixed
 * handicap. See {@code docs/go-rules.md} for the choices made where the protocol is silent.
 */
public final class GoGameRules implements GameRules {

    public static final GoGameRules INSTANCE = new GoGameRules();
    /** The board size without a {@code size} option or position. */
    public static final int DEFAULT_SIZE = 19;
    private static final double MAX_KOMI = 150;

    private GoGameRules() {
    }

    @Override
    public GameKind kind() {
        return GameKind.GO;
    }

    @Override
    public GoGameState start(String initialPosition, Map<String, String> options) throws RulesException {
        Integer size = null;
        Double komi = null;
        int handicap = 0;
        String rulesName = "chinese";
        for (Map.Entry<String, String> e : (options == null ? Map.<String, String>of() : options).entrySet()) {
            String value = e.getValue() == null ? "" : e.getValue().trim();
            switch (e.getKey()) {
                case "size" -> size = readSize(value);
                case "komi" -> komi = readKomi(value);
                case "handicap" -> handicap = readHandicap(value);
                case "rules" -> rulesName = readRules(value);
                default -> throw new RulesException(Reason.UNSUPPORTED_OPTION, "unknown Go option '" + e.getKey() + "'");
            }
        }
        GoRules rules = GoRules.named(rulesName, handicap);
        if (komi != null) {
            rules = rules.withKomi(komi);
        }
        boolean standardStart = initialPosition == null || initialPosition.isBlank() || initialPosition.equals("-");
        if (!standardStart) {
            GoPosition position = GoPositionNotation.read(initialPosition);
            if (size != null && size != position.board().size()) {
                throw new RulesException(Reason.BAD_OPTION, "size=" + size + " disagrees with the "
                        + position.board().size() + "x" + position.board().size() + " position");
            }
            if (!isPlatformSize(position.board().size())) {
                throw new RulesException(Reason.UNSUPPORTED_OPTION, "board size "
                        + position.board().size() + " is not offered (9, 13 or 19)");
            }
            if (handicap >= 2) {
                throw new RulesException(Reason.BAD_OPTION, "a handicap cannot be combined with an initial position");
            }
            return GoGameState.start(rules, position.board(), position.toMove(), handicap);
        }
        int boardSize = size == null ? DEFAULT_SIZE : size;
        GoBoard board = new GoBoard(boardSize);
        int toMove = Stone.BLACK;
        if (handicap >= 2) {
            for (int p : Handicap.fixedPoints(boardSize, handicap)) {
                board.setup(p, Stone.BLACK);
            }
            toMove = Stone.WHITE;
        }
        return GoGameState.start(rules, board, toMove, handicap);
    }

    private static boolean isPlatformSize(int size) {
        return size == 9 || size == 13 || size == 19;
    }

    private static int readSize(String value) throws RulesException {
        int size = readInt("size", value);
        if (!isPlatformSize(size)) {
            throw new RulesException(Reason.UNSUPPORTED_OPTION, "board size " + size + " is not offered (9, 13 or 19)");
        }
        return size;
    }

    private static double readKomi(String value) throws RulesException {
        BigDecimal komi;
        try {
            komi = new BigDecimal(value);
        } catch (NumberFormatException e) {
            throw new RulesException(Reason.BAD_OPTION, "komi is not a number: '" + value + "'");
        }
        BigDecimal doubled = komi.multiply(BigDecimal.valueOf(2));
        if (doubled.stripTrailingZeros().scale() > 0 || komi.abs().doubleValue() > MAX_KOMI) {
            throw new RulesException(Reason.UNSUPPORTED_OPTION, "komi must be a multiple of 0.5 between -150 and 150: " + value);
        }
        return komi.doubleValue();
    }

    private static int readHandicap(String value) throws RulesException {
        int handicap = readInt("handicap", value);
        if (handicap < 0 || handicap > 9) {
            throw new RulesException(Reason.UNSUPPORTED_OPTION, "handicap must be 0-9: " + handicap);
        }
        return handicap;
    }

    private static String readRules(String value) throws RulesException {
        String name = value.toLowerCase(Locale.ROOT);
        if (!name.equals("chinese") && !name.equals("japanese")) {
            throw new RulesException(Reason.UNSUPPORTED_OPTION, "rules must be chinese or japanese: '" + value + "'");
        }
        return name;
    }

    private static int readInt(String key, String value) throws RulesException {
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new RulesException(Reason.BAD_OPTION, key + " is not a number: '" + value + "'");
        }
    }
}
