package org.tablero.protocol;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Constants and small named helpers that the parsers and formatters share, so that every
 * encoding rule of the wire (dashes, booleans, option maps, instants, ids) is written once.
 *
 * <p>Validation helpers throw {@link IllegalArgumentException} with a short message that names
 * the field but never echoes its value (it might be a password); parsers turn that into
 * {@code MALFORMED} (requests) or a {@link ProtocolException} (responses).
 */
public final class Wire {
    public static final String TAB = "\t";
    public static final char TAB_CHAR = '\t';
    public static final String LF = "\n";
    /** The longest request line the server reads, counted in bytes without LF and the CR before it. */
    public static final int MAX_LINE_BYTES = 8192;
    /** A sensible limit for clients reading server lines, which can be long (a 300-ply chess game is ~25 KB). */
    public static final int CLIENT_MAX_LINE_BYTES = 16 * 1024 * 1024;
    /** The placeholder for an absent value or an empty list. */
    public static final String DASH = "-";
    public static final String ACCEPTED = "accepted";
    public static final String REFUSED = "refused";

    private static final Pattern NICK = Pattern.compile("[A-Za-z0-9_-]{2,20}");
    private static final Pattern TYPE = Pattern.compile("[A-Za-z][A-Za-z0-9_]{0,63}");
    private static final Pattern KEY = Pattern.compile("[a-z][a-zA-Z0-9_]*");
    private static final Pattern VERTEX = Pattern.compile("[A-Za-z][0-9]{1,2}");
    private static final Pattern ID = Pattern.compile("[0-9]{1,19}");
    private static final Pattern COUNT = Pattern.compile("[0-9]{1,10}");
    private static final Pattern INSTANT = Pattern.compile("[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z");
    private static final DateTimeFormatter INSTANT_FORMAT = DateTimeFormatter
            .ofPattern("uuuu-MM-dd'T'HH:mm:ss'Z'").withResolverStyle(ResolverStyle.STRICT);
    private static final Instant FIRST_INSTANT = Instant.parse("0000-01-01T00:00:00Z");
    private static final Instant LAST_INSTANT = Instant.parse("9999-12-31T23:59:59Z");

    private Wire() {
    }

    /** Splits a line on TAB, keeping empty fields (also trailing ones). */
    public static String[] split(String line) {
        return line.split(TAB, -1);
    }

    /** Joins fields with TAB. */
    public static String join(List<String> fields) {
        return String.join(TAB, fields);
    }

    /** Joins fields with TAB into one line (without LF). */
    public static String line(String... fields) {
        return String.join(TAB, fields);
    }

    /** {@code "-"} reads as empty; anything else is the value. */
    public static Optional<String> optional(String field) {
        return DASH.equals(field) ? Optional.empty() : Optional.of(field);
    }

    /** The field for an optional value: the value, or {@code "-"}. */
    public static String dash(Optional<String> value) {
        return value.orElse(DASH);
    }

    /** Reads {@code accepted|refused}. */
    public static boolean accepted(String field) {
        if (ACCEPTED.equals(field)) {
            return true;
        }
        if (REFUSED.equals(field)) {
            return false;
        }
        throw new IllegalArgumentException("expected accepted or refused");
    }

    /** Writes {@code accepted|refused}. */
    public static String accepted(boolean accepted) {
        return accepted ? ACCEPTED : REFUSED;
    }

    public static boolean isValidNick(String nick) {
        return nick != null && NICK.matcher(nick).matches();
    }

    /** 6–128 characters (code points) with no TAB, CR or LF. */
    public static boolean isValidPassword(String password) {
        if (password == null) {
            return false;
        }
        int length = password.codePointCount(0, password.length());
        return length >= 6 && length <= 128
                && password.indexOf('\t') < 0 && password.indexOf('\r') < 0 && password.indexOf('\n') < 0;
    }

    /** Whether a message type is sane enough to be echoed back in an ERROR line. */
    public static boolean isSaneType(String type) {
        return type != null && TYPE.matcher(type).matches();
    }

    /** Whether the text holds a control character (below 0x20, TAB included, or DEL). */
    public static boolean hasControlChar(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c == 0x7F) {
                return true;
            }
        }
        return false;
    }

    /** Whether a whole line holds a control character other than its TAB separators. */
    public static boolean hasControlCharInLine(String line) {
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if ((c < 0x20 && c != '\t') || c == 0x7F) {
                return true;
            }
        }
        return false;
    }

    /** Checks that a value can travel as one field: non-empty, without TAB or other control characters. */
    public static String field(String value, String what) {
        Objects.requireNonNull(value, what);
        if (value.isEmpty()) {
            throw new IllegalArgumentException(what + " is empty");
        }
        if (hasControlChar(value)) {
            throw new IllegalArgumentException(what + " holds a control character");
        }
        return value;
    }

    /** Checks an optional field: when present it must be a field and not {@code "-"}, which would read back as absent. */
    public static Optional<String> optionalField(Optional<String> value, String what) {
        Objects.requireNonNull(value, what);
        value.ifPresent(v -> {
            field(v, what);
            if (DASH.equals(v)) {
                throw new IllegalArgumentException(what + " \"-\" means absent: use Optional.empty()");
            }
        });
        return value;
    }

    /**
     * Checks a Go vertex's shape (a letter and one or two digits, as in {@code D4} or {@code q16});
     * whether it is on the board is the rules' question.
     */
    public static String vertex(String vertex) {
        Objects.requireNonNull(vertex, "vertex");
        if (!VERTEX.matcher(vertex).matches()) {
            throw new IllegalArgumentException("bad vertex");
        }
        return vertex;
    }

    /** Checks an id: 1..Long.MAX_VALUE. */
    public static long id(long id, String what) {
        if (id < 1) {
            throw new IllegalArgumentException(what + " must be positive");
        }
        return id;
    }

    /** Reads an id: decimal digits only (no sign), 1..Long.MAX_VALUE. */
    public static long parseId(String field, String what) {
        if (!ID.matcher(field).matches()) {
            throw new IllegalArgumentException("bad " + what);
        }
        try {
            return id(Long.parseLong(field), what);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad " + what);
        }
    }

    /** Reads a count or ply: decimal digits only, 0..Integer.MAX_VALUE. */
    public static int parseCount(String field, String what) {
        if (!COUNT.matcher(field).matches()) {
            throw new IllegalArgumentException("bad " + what);
        }
        long value = Long.parseLong(field);
        if (value > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("bad " + what);
        }
        return (int) value;
    }

    /**
     * Reads an options (or status) map: {@code "-"} or {@code k=v,k=v}. Keys are
     * {@code [a-z][a-zA-Z0-9_]*}; values are non-empty without ',' '=' or control characters;
     * a repeated key is malformed. The map keeps the wire order.
     */
    public static Map<String, String> parseOptions(String field) {
        if (DASH.equals(field)) {
            return Map.of();
        }
        Map<String, String> map = new LinkedHashMap<>();
        for (String pair : field.split(",", -1)) {
            int eq = pair.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("option without '='");
            }
            String key = pair.substring(0, eq);
            String value = pair.substring(eq + 1);
            checkOption(key, value);
            if (map.putIfAbsent(key, value) != null) {
                throw new IllegalArgumentException("option repeated: " + key);
            }
        }
        return Collections.unmodifiableMap(map);
    }

    /** Writes an options (or status) map; {@code "-"} when empty. */
    public static String formatOptions(Map<String, String> options) {
        if (options.isEmpty()) {
            return DASH;
        }
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, String> e : options.entrySet()) {
            if (sb.length() > 0) {
                sb.append(',');
            }
            sb.append(e.getKey()).append('=').append(e.getValue());
        }
        return sb.toString();
    }

    /** Validates and copies an options (or status) map, keeping its order; the copy is unmodifiable. */
    public static Map<String, String> options(Map<String, String> options, String what) {
        Objects.requireNonNull(options, what);
        Map<String, String> copy = new LinkedHashMap<>();
        options.forEach((k, v) -> {
            checkOption(Objects.requireNonNull(k, what), Objects.requireNonNull(v, what));
            copy.put(k, v);
        });
        return copy.isEmpty() ? Map.of() : Collections.unmodifiableMap(copy);
    }

    private static void checkOption(String key, String value) {
        if (!KEY.matcher(key).matches()) {
            throw new IllegalArgumentException("bad option key");
        }
        if (value.isEmpty() || value.indexOf(',') >= 0 || value.indexOf('=') >= 0 || hasControlChar(value)) {
            throw new IllegalArgumentException("bad value for option " + key);
        }
    }

    /** Writes a list joined by a separator, {@code "-"} when empty. */
    public static String list(List<String> items, String separator) {
        return items.isEmpty() ? DASH : String.join(separator, items);
    }

    /** Reads a list written by {@link #list}: {@code "-"} is empty; empty items are malformed. */
    public static List<String> parseList(String field, String separator, String what) {
        if (DASH.equals(field)) {
            return List.of();
        }
        List<String> items = new ArrayList<>();
        for (String item : field.split(Pattern.quote(separator), -1)) {
            if (item.isEmpty()) {
                throw new IllegalArgumentException("empty item in " + what);
            }
            items.add(item);
        }
        return List.copyOf(items);
    }

    /** Checks an instant for the wire and drops what is below the second (the wire has second precision). */
    public static Instant instant(Instant instant, String what) {
        Objects.requireNonNull(instant, what);
        if (instant.isBefore(FIRST_INSTANT) || instant.isAfter(LAST_INSTANT)) {
            throw new IllegalArgumentException(what + " out of range");
        }
        return instant.truncatedTo(ChronoUnit.SECONDS);
    }

    /** Writes an ISO-8601 UTC instant with second precision: {@code 2026-11-21T14:05:09Z}. */
    public static String formatInstant(Instant instant) {
        return INSTANT_FORMAT.format(LocalDateTime.ofInstant(instant, ZoneOffset.UTC));
    }

    /** Reads exactly the form {@link #formatInstant} writes. */
    public static Instant parseInstant(String field) {
        if (!INSTANT.matcher(field).matches()) {
            throw new IllegalArgumentException("bad instant");
        }
        try {
            return LocalDateTime.parse(field, INSTANT_FORMAT).toInstant(ZoneOffset.UTC);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("bad instant");
        }
    }
}
