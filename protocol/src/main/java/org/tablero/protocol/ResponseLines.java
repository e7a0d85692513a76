package org.tablero.protocol;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Decodes single response lines (one-line answers and the record lines of list answers) into
 * values. Extra trailing fields are ignored, except on match lines where the status rule decides.
 * Every method throws {@link IllegalArgumentException} on a line that breaks the contract.
 */
final class ResponseLines {
    private static final int MATCH_FIXED = 7;

    private ResponseLines() {
    }

    /** Splits a line and checks that its first {@code required} fields are there and non-empty. */
    static String[] fields(String line, int required, String what) {
        String[] f = Wire.split(line);
        if (f.length < required) {
            throw new IllegalArgumentException(what + " needs " + required + " fields, got " + f.length);
        }
        for (int i = 0; i < required; i++) {
            if (f[i].isEmpty()) {
                throw new IllegalArgumentException(what + ": field " + i + " is empty");
            }
        }
        return f;
    }

    static Ok ok(String[] f) {
        return new Ok(f[1], Arrays.asList(f).subList(2, f.length));
    }

    static ErrorResponse error(String[] f) {
        ErrorCode code;
        try {
            code = ErrorCode.valueOf(f[2]);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown error code " + f[2]);
        }
        return new ErrorResponse(f[1], code, f[3]);
    }

    static LoginAnswer loginAnswer(String[] f) {
        if (!LoginAnswer.OK.equals(f[1]) && !LoginAnswer.WRONG.equals(f[1])) {
            throw new IllegalArgumentException("loginAnswer must be OK or WRONG");
        }
        return new LoginAnswer(LoginAnswer.OK.equals(f[1]), f[2]);
    }

    static PoolEntry poolEntry(String line) {
        String[] f = fields(line, 4, "pool entry");
        return new PoolEntry(f[0], yesNo(f[1]), humanAi(f[2]), Wire.parseList(f[3], ",", "games"));
    }

    static MatchLine matchLine(String line) {
        String[] f = fields(line, MATCH_FIXED, "match line");
        for (String field : f) {
            if (field.isEmpty()) {
                throw new IllegalArgumentException("match line: empty field");
            }
        }
        int rest = f.length - MATCH_FIXED;
        // An odd number of fields after the initial position means the last one is the status map.
        Map<String, String> status = rest % 2 == 1 ? Wire.parseOptions(f[f.length - 1]) : Map.of();
        List<PlayedMove> moves = new ArrayList<>(rest / 2);
        for (int i = MATCH_FIXED; i + 1 < f.length; i += 2) {
            moves.add(new PlayedMove(f[i], f[i + 1]));
        }
        return new MatchLine(Wire.parseId(f[0], "match id"), f[1], f[2], f[3], Wire.parseInstant(f[4]), f[5], f[6],
                moves, status);
    }

    static LastMovementLine lastMovementLine(String line) {
        String[] f = fields(line, 9, "last movement line");
        Map<String, String> status = f.length > 9 ? Wire.parseOptions(f[9]) : Map.of();
        return new LastMovementLine(Wire.parseId(f[0], "match id"), f[1], f[2], f[3], Wire.parseInstant(f[4]), f[5],
                Wire.parseCount(f[6], "ply"), Wire.optional(f[7]), f[8], status);
    }

    static ChallengeItem challengeItem(String line) {
        String[] f = Wire.split(line);
        switch (f[0]) {
            case ChallengedBy.TYPE: {
                f = fields(line, 7, ChallengedBy.TYPE);
                return new ChallengedBy(Wire.parseId(f[1], "challenge id"), f[2], f[3], f[4], Wire.optional(f[5]),
                        Wire.parseOptions(f[6]));
            }
            case ChallengeAnswer.TYPE: {
                f = fields(line, 7, ChallengeAnswer.TYPE);
                Optional<Long> matchId = Wire.optional(f[6]).map(id -> Wire.parseId(id, "match id"));
                return new ChallengeAnswer(Wire.parseId(f[1], "challenge id"), Wire.accepted(f[2]), f[3], f[4],
                        Wire.optional(f[5]), matchId);
            }
            default:
                throw new IllegalArgumentException("unknown challenge line type");
        }
    }

    private static boolean yesNo(String field) {
        if (!"y".equals(field) && !"n".equals(field)) {
            throw new IllegalArgumentException("online must be y or n");
        }
        return "y".equals(field);
    }

    private static boolean humanAi(String field) {
        if (!"human".equals(field) && !"ai".equals(field)) {
            throw new IllegalArgumentException("kind must be human or ai");
        }
        return "human".equals(field);
    }
}
