package org.tablero.engines.go.tactics.regress;

import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * One expected answer of a GNU Go regression file, {@code #? [regex]flags}, matched the way
 * GNU Go's {@code regress.awk} does: the answer (without {@code =id}) must match
 * {@code "^" + regex + "$"} as an extended regular expression, negated by a leading {@code !}.
 * A trailing {@code *} only marks a known failure in GNU Go and does not change the check.
 */
public final class RegressionPattern {

    private final String text;
    private final boolean negated;
    private final boolean expectedFailure;
    private final Pattern regex;

    private RegressionPattern(String text, boolean negated, boolean expectedFailure, Pattern regex) {
        this.text = text;
        this.negated = negated;
        this.expectedFailure = expectedFailure;
        this.regex = regex;
    }

    /** Parses a {@code #? [...]} line; throws IllegalArgumentException if it is not one. */
    public static RegressionPattern parse(String line) {
        String s = line.trim();
        if (!s.startsWith("#?")) {
            throw new IllegalArgumentException("not an expected-answer line: " + line);
        }
        int open = s.indexOf('[');
        if (open < 0) {
            throw new IllegalArgumentException("no [pattern] in: " + line);
        }
        // GNU Go's regress.awk strips a closing bracket only where there is one: nine answers of
        // its unconditional.tst read "#? [undecided", and it expects "undecided".
        int close = s.lastIndexOf(']');
        String body = close > open ? s.substring(open + 1, close) : s.substring(open + 1);
        String flags = close > open ? s.substring(close + 1).trim() : "";
        boolean negated = body.startsWith("!");
        if (negated) {
            body = body.substring(1);
        }
        Pattern p;
        try {
            // Not wrapped in a group: awk's "^" a|b "$" anchors only the outer alternatives, and we
            // must judge answers exactly as GNU Go's scripts do.
            p = Pattern.compile("^" + body + "$");
        } catch (PatternSyntaxException e) {
            throw new IllegalArgumentException("bad pattern in: " + line, e);
        }
        return new RegressionPattern(body, negated, flags.contains("*"), p);
    }

    /** Whether an engine answer (text after {@code = } or {@code =id }, trimmed) passes. */
    public boolean accepts(String answer) {
        boolean found = regex.matcher(answer.trim()).find();
        return found != negated;
    }

    /** Whether GNU Go marked this test as an expected failure ({@code *}). */
    public boolean expectedFailure() {
        return expectedFailure;
    }

    @Override
    public String toString() {
        return (negated ? "!" : "") + text;
    }
}
