package org.tablero.engines.go;

import java.util.Locale;

/**
 * A Go rule set as a value (after Fuego's {@code GoRules}): ko rule, suicide, scoring and komi.
 * The platform offers two named sets; both forbid suicide and use positional superko, because
 * Japanese "no result" for long cycles cannot be played out on a server.
 */
public record GoRules(String name, KoRule koRule, boolean suicideAllowed, ScoringRule scoring, double komi) {

    /** Default komi without handicap under Chinese rules. */
    public static final double CHINESE_KOMI = 7.5;
    /** Default komi without handicap under Japanese rules. */
    public static final double JAPANESE_KOMI = 6.5;
    /** Default komi with any handicap (including 1): half a point so there is no jigo. */
    public static final double HANDICAP_KOMI = 0.5;

    public static GoRules chinese(double komi) {
        return new GoRules("chinese", KoRule.POSITIONAL_SUPERKO, false, ScoringRule.AREA, komi);
    }

    public static GoRules japanese(double komi) {
        return new GoRules("japanese", KoRule.POSITIONAL_SUPERKO, false, ScoringRule.TERRITORY, komi);
    }

    /** The named rule set ({@code chinese} or {@code japanese}, any case) with its default komi. */
    public static GoRules named(String name, int handicap) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "chinese" -> chinese(handicap > 0 ? HANDICAP_KOMI : CHINESE_KOMI);
            case "japanese" -> japanese(handicap > 0 ? HANDICAP_KOMI : JAPANESE_KOMI);
            default -> throw new IllegalArgumentException("unknown rules: " + name);
        };
    }

    public GoRules withKomi(double newKomi) {
        return new GoRules(name, koRule, suicideAllowed, scoring, newKomi);
    }
}
